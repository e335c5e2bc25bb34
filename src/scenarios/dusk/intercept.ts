import { assertRefused, lastCard, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { combatantOf } from "../tracker.js";
import { applicationsOn, dawnDusk, defend, duskOn, keepDestiny, npcAttack, passDoom, attack, tamsin } from "./fixtures.js";
import { duskFight, marksOf, pressControl } from "./tracker-hands.js";

/**
 * The Intercept reaction (DB-ACT-8, DB-ACT-10) from the tracker: the control opens the
 * interceptor's attack on the targeted foe — a character's attack roll, or for an NPC the
 * targeted character's defence from the card. The reaction is spent as the card opens; a hit deals
 * no damage and makes its target Intercepted (put on by the GM's client, undoable from the card),
 * whose actions against anyone but the interceptor are hindered.
 */

const tnOf = (table: Table, card: DocumentRef) => duskOn(table, "gm", card).view.targetNumber;
const intercepted = (table: Table, seat: Seat, actor: DocumentRef) => table.seat(seat).actor(actor).statuses.has("intercepted");

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren intercepts the bone knight to shield Tamsin: Dawn 8 + Dusk 5 = 13 hits TN 12 for no damage, the knight is Intercepted — his blow at Tamsin is hindered (her defence TN 12 → 9), his blow at Wren is not (TN 12); a second Intercept this round is refused; Undo takes the status off",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, knight } = await duskFight(table);
      const t = await table.createActor(tamsin());
      const player = table.seat("playerA");
      await player.target(knight);
      player.answerDialog({});
      dawnDusk(table, 8, 5);
      await pressControl(table, "playerA", wren, "reaction.intercept");
      assert.equal(player.dialogsShown().at(-1)?.title, table.localize("FRAY.Dusk.Dialog.InterceptTitle"), "the Intercept's attack roll, with its odds");
      const card = lastCard(player);
      assert.equal(tnOf(table, card), 12, "the knight's level 4 × 3");
      assert.deepEqual(await marksOf(table, "gm", wren), { move: false, standard: false, bonus: false, reaction: true }, "the reaction is spent as the attack is made");
      assert.isFalse(intercepted(table, "gm", knight), "nothing lands while Wren's Destiny window is open");
      await keepDestiny(table, "playerA", card);
      assert.deepEqual(duskOn(table, "playerB", card).view.lines, [{ key: "FRAY.Dusk.Card.Intercepted", data: { name: "Bone Knight" } }]);
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.isTrue(intercepted(table, seat, knight), `${seat} sees the knight Intercepted`);
      assert.equal(valueOf(table.seat("gm"), knight, "system.health.value"), 10, "no damage");
      const stamp = table.seat("gm").actor(knight).effects.contents.find((effect) => effect.statuses.has("intercepted"))?.flags as { fray?: { duskCondition?: { data?: { protector?: string } } } };
      assert.equal(stamp.fray?.duskCondition?.data?.protector, combatantOf(table.seat("gm"), wren), "Wren is the protector it names");
      const [atTamsin] = await npcAttack(table, knight, t);
      await defend(table, "playerB", atTamsin!, 6, 5);
      assert.equal(tnOf(table, atTamsin!), 9, "the Intercepted knight's blow at Tamsin is hindered: her defence at difficulty 3");
      const [atWren] = await npcAttack(table, knight, wren);
      await defend(table, "playerA", atWren!, 6, 5);
      assert.equal(tnOf(table, atWren!), 12, "at his interceptor, not");
      player.clearNotices();
      const dialogs = player.dialogsShown().length;
      await player.target(knight);
      await pressControl(table, "playerA", wren, "reaction.intercept");
      assertRefused(player, assert);
      assert.include(player.notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Error.ReactionUsed", { id: "Wren" }));
      assert.lengthOf(player.dialogsShown(), dialogs, "refused before any roll");
      const keep = applicationsOn(table, "gm", card).at(-1);
      await table.seat("gm").undo(card, keep!.id);
      assert.isFalse(intercepted(table, "playerB", knight), "Undo takes the Intercepted status off");
    },
  },
  {
    ruleset: "dusk",
    name: "a ghoul intercepts Wren (the GM's control, Wren targeted): Wren's player rolls the defence from the card — Dawn 2 + Dusk 3 = 5 misses TN 6 — no damage, Wren is Intercepted, and her sword at the other ghoul is hindered (TN 6 → 9)",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB } = await duskFight(table);
      await table.seat("gm").target(wren);
      await pressControl(table, "gm", ghoulA, "reaction.intercept");
      const card = lastCard(table.seat("gm"));
      assert.deepEqual(await marksOf(table, "playerA", ghoulA), { move: false, standard: false, bonus: false, reaction: true }, "the ghoul's reaction is spent");
      assert.equal(duskOn(table, "playerA", card).mode, "defence", "the player rolls: Wren defends");
      await defend(table, "playerA", card, 2, 3);
      await passDoom(table, card);
      assert.isTrue(intercepted(table, "playerA", wren), "the defence failed: Wren is Intercepted");
      assert.equal(valueOf(table.seat("gm"), wren, "system.health.value"), 12, "and takes no damage");
      const blow = await attack(table, "playerA", wren, "Longsword", ghoulB, 6, 5);
      assert.equal(tnOf(table, blow), 9, "her sword at the other ghoul is hindered a step");
    },
  },
  {
    ruleset: "dusk",
    name: "an Intercept is its interceptor's alone and needs a foe: Tamsin's player pressing Wren's is refused, Wren's player with nobody targeted is refused; no card, no reaction spent",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, knight } = await duskFight(table);
      await table.createActor(tamsin());
      const cards = table.seat("gm").messages().length;
      await table.seat("playerB").target(knight);
      await pressControl(table, "playerB", wren, "reaction.intercept");
      assertRefused(table.seat("playerB"), assert);
      await pressControl(table, "playerA", wren, "reaction.intercept");
      assertRefused(table.seat("playerA"), assert);
      assert.include(table.seat("playerA").notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Refusal.NoTarget"));
      assert.lengthOf(table.seat("gm").messages(), cards, "no card was posted");
      assert.deepEqual(await marksOf(table, "gm", wren), { move: false, standard: false, bonus: false, reaction: false });
    },
  },
];
