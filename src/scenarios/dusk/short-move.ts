import { requestCombat } from "../../foundry/combat/combat-request.js";
import { EXCHANGE_OPEN } from "../../foundry/relay/relay.js";
import { askGM } from "../../foundry/relay/socket.js";
import { assertRefused, lastCard } from "../expect.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { combatantOf } from "../tracker.js";
import { dawnDusk, doomSeen, duskOn, keepDestiny, passDoom, pendingOn, tamsin } from "./fixtures.js";
import { actingNow, duskFight, marksOf, pressControl, rowOf, trackerShown } from "./tracker-hands.js";

/**
 * A Short move from the tracker (DB-ACT-1): the control opens the character's Speed roll at
 * difficulty 5 (TN 15) on the presser's client, with its odds; the card is a task card like any
 * other, and once its result is final the GM's client records the move — made, only the standard
 * action is left this round; missed, only the bonus action.
 */

/** A seat presses a character's Short move and answers its Speed roll with these dice. */
async function shortMove(table: Table, seat: Seat, actor: DocumentRef, dawn: number, dusk: number): Promise<DocumentRef> {
  table.seat(seat).answerDialog({});
  dawnDusk(table, dawn, dusk);
  await pressControl(table, seat, actor, "move.short");
  return lastCard(table.seat(seat));
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's player presses Short move: the Speed roll opens at difficulty 5 with its odds; Dawn 9 + Dusk 7 = 16 makes TN 15, the move waits on her Destiny window, and once she keeps it she has moved with only her standard action left",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      assert.include(rowOf(await trackerShown(table.seat("playerA")), "Wren")?.controls.map((c) => c.key) ?? [], "move.short", "her player is offered the Short move");
      const card = await shortMove(table, "playerA", wren, 9, 7);
      const dialog = table.seat("playerA").dialogsShown().at(-1);
      assert.include(dialog?.opened ?? "", table.localize("FRAY.Dusk.Dialog.ShortMoveHeadline", { name: "Wren" }));
      assert.include(dialog?.opened ?? "", table.localize("FRAY.Dusk.Dialog.NpcDifficulty", { difficulty: 5 }), "the difficulty is the rules' 5, not hers to choose");
      assert.equal(duskOn(table, "playerB", card).view.targetNumber, 15, "difficulty 5 × 3");
      assert.include(pendingOn(table, "playerA", card), "destinyKeep", "Dawn: her new point of Destiny may be spent first");
      assert.deepEqual(await marksOf(table, "gm", wren), { move: false, standard: false, bonus: false, reaction: false }, "nothing is recorded while the roll may still change");
      await keepDestiny(table, "playerA", card);
      assert.deepEqual(duskOn(table, "playerB", card).view.outcome, { key: "FRAY.Dusk.Card.Success", good: true });
      assert.deepEqual(await marksOf(table, "playerB", wren), { move: true, standard: false, bonus: true, reaction: false }, "moved; the bonus action is lost");
      const wrenRow = rowOf(await trackerShown(table.seat("gm")), "Wren");
      assert.equal(wrenRow?.markers.find((m) => m.key === "move")?.tooltip, table.localize("FRAY.Dusk.Tracker.Marker.Moved.short"));
      for (const npc of [ghoulA, ghoulB, knight]) await pressControl(table, "gm", npc, "move.immediate");
      assert.equal(await actingNow(table), combatantOf(table.seat("gm"), wren), "the action phase opens with Wren");
      const offered = rowOf(await trackerShown(table.seat("playerA")), "Wren")?.controls.map((c) => c.key) ?? [];
      assert.include(offered, "action.standard");
      assert.notInclude(offered, "action.bonus", "no bonus action after a Short move made");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren misses her Short move's Speed roll — Dusk 8 over Dawn 3 = 11 against TN 15, the GM takes 2 Doom and lets it go — and has moved with only her bonus action left",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren } = await duskFight(table);
      const card = await shortMove(table, "playerA", wren, 3, 8);
      assert.equal(await doomSeen(table, "gm"), 2, "Dusk: the GM's pool grows by 2");
      assert.deepEqual(await marksOf(table, "gm", wren), { move: false, standard: false, bonus: false, reaction: false }, "the GM's Doom decision is still open");
      await passDoom(table, card);
      assert.deepEqual(pendingOn(table, "gm", card), []);
      assert.deepEqual(duskOn(table, "playerA", card).view.outcome, { key: "FRAY.Dusk.Card.Failure", good: false }, "11 < 15");
      assert.deepEqual(await marksOf(table, "playerA", wren), { move: true, standard: true, bonus: false, reaction: false }, "moved; the standard action is lost");
      const shown = rowOf(await trackerShown(table.seat("playerA")), "Wren");
      assert.equal(shown?.markers.find((m) => m.key === "standard")?.tooltip, table.localize("FRAY.Dusk.Tracker.Marker.StandardLost"));
      assert.notInclude(shown?.controls.map((c) => c.key) ?? [], "move.short", "one move a round");
    },
  },
  {
    ruleset: "dusk",
    name: "a Short move is its character's alone: Tamsin's player pressing Wren's is refused before any dice, a Short-move card claiming Wren's place for Tamsin is refused, Wren's own bare Short-move control without a roll is refused; Wren has not moved, while the GM's ghoul, which never rolls, moves at once",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, ghoulA } = await duskFight(table);
      const t = await table.createActor(tamsin());
      const other = table.seat("playerB");
      const cards = other.messages().length;
      other.answerDialog({});
      await pressControl(table, "playerB", wren, "move.short");
      assertRefused(other, assert);
      assert.lengthOf(other.dialogsShown(), 0, "no roll was offered");
      assert.lengthOf(other.messages(), cards, "no card was posted");
      const combat = table.seat("gm").combat();
      const claim = await other.console(() => askGM(EXCHANGE_OPEN, { ruleset: "dusk", kind: "roll", actorUuid: t.uuid, rollMode: "publicroll", data: { mode: "shortMove", combatId: combat?.id ?? "", combatantId: combatantOf(table.seat("gm"), wren), choices: {} } }));
      assert.equal(claim?.status, "refused");
      const bare = await table.seat("playerA").console(() => requestCombat({ op: "control", combatId: combat?.id ?? "", combatantId: combatantOf(table.seat("gm"), wren), control: "move.short" }));
      assert.equal(bare?.reason, "FRAY.Dusk.Error.ShortMoveNeedsRoll");
      assert.deepEqual(await marksOf(table, "gm", wren), { move: false, standard: false, bonus: false, reaction: false }, "Wren has not moved");
      await pressControl(table, "gm", ghoulA, "move.short");
      assert.deepEqual(await marksOf(table, "gm", ghoulA), { move: true, standard: false, bonus: true, reaction: false }, "the GM's ghoul, which never rolls, moves at once and keeps its standard action");
    },
  },
];
