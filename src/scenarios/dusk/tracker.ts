import { assertRefused } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { assertSameEverywhere, combatantOf, trackerSnapshot } from "../tracker.js";
import { tamsin } from "./fixtures.js";
import { duskFight } from "./tracker-hands.js";

/**
 * The two-phase round in the tracker (DB-FVTT-3): initiative once (Wren rolls 2d12 and adds her
 * Initiative training, NPCs stand on their target number), the movement phase lowest first with
 * anyone not yet moved free to cut in, then the action phase highest first.
 */

const fight = duskFight;

const idsOf = (table: Table, ...actors: DocumentRef[]) => actors.map((actor) => combatantOf(table.seat("gm"), actor));

/** Each combatant, in the order given, ends its turn from the tracker (the owner for Wren, the GM for the rest). */
async function endTurns(table: Table, wren: DocumentRef, order: readonly DocumentRef[]): Promise<void> {
  for (const actor of order) await table.seat(actor.id === wren.id ? "playerA" : "gm").tracker("frayEndTurn", { combatantId: combatantOf(table.seat("gm"), actor) });
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the tracker rolls initiative once: Wren 6 + 5 + 3 = 14, the NPCs on their TN; movement runs the ghouls, the knight, then Wren; the action phase Wren, the knight, then the ghouls",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA, ghoulB, knight } = await fight(table);
      const snapshot = await trackerSnapshot(table.seat("playerB"));
      assert.equal(snapshot.phase, "movement");
      assert.deepInclude(snapshot.initiativeRolls[0] ?? {}, { results: [6, 5], total: 14 });
      const [movement] = snapshot.groups;
      assert.deepEqual(movement?.participantIds.slice(2), idsOf(table, knight, w), "the knight moves after the ghouls, Wren last");
      assert.sameMembers([...(movement?.participantIds.slice(0, 2) ?? [])], idsOf(table, ghoulA, ghoulB));
      await assertSameEverywhere(table, [table.seat("playerA"), table.seat("playerB")], assert);
      await endTurns(table, w, [ghoulA, ghoulB, knight, w]);
      const [action] = (await trackerSnapshot(table.seat("playerB"))).groups;
      assert.equal(action?.key, "action", "the tracker now lists the action order");
      assert.deepEqual(action?.participantIds.slice(0, 2), idsOf(table, w, knight), "Wren acts first, then the knight");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren's player cuts into the movement phase: she moves before the ghouls, only she is marked moved, and the ghouls may still move",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await fight(table);
      await table.seat("playerA").tracker("frayEndTurn", { combatantId: combatantOf(table.seat("gm"), w) });
      const snapshot = await trackerSnapshot(table.seat("playerA"));
      assert.equal(snapshot.phase, "movement");
      assert.equal(snapshot.actionsLeft[combatantOf(table.seat("gm"), w)], 0, "Wren's move is used");
      assert.include([...snapshot.canActNow], combatantOf(table.seat("gm"), ghoulA), "the ghoul still moves");
      assert.notInclude([...snapshot.canActNow], combatantOf(table.seat("gm"), w));
    },
  },
  {
    ruleset: "dusk",
    name: "once all four have moved the action phase opens with Wren, who has a standard and a bonus action; the ghoul cannot act before her",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren: w, ghoulA, ghoulB, knight } = await fight(table);
      await endTurns(table, w, [ghoulA, ghoulB, knight, w]);
      const snapshot = await trackerSnapshot(table.seat("playerA"));
      assert.equal(snapshot.phase, "action");
      assert.deepEqual(snapshot.canActNow, idsOf(table, w));
      assert.equal(snapshot.actionsLeft[combatantOf(table.seat("gm"), w)], 2, "standard and bonus");
      await table.seat("gm").tracker("frayEndTurn", { combatantId: combatantOf(table.seat("gm"), ghoulA) });
      assertRefused(table.seat("gm"), assert);
    },
  },
  {
    ruleset: "dusk",
    name: "a player cannot move or end an NPC's turn from the tracker, nor another player's character",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await fight(table);
      const t = await table.createActor(tamsin());
      void t;
      await table.seat("playerA").tracker("frayEndTurn", { combatantId: combatantOf(table.seat("gm"), ghoulA) });
      assertRefused(table.seat("playerA"), assert);
      await table.seat("playerB").tracker("frayEndTurn", { combatantId: combatantOf(table.seat("gm"), w) });
      assertRefused(table.seat("playerB"), assert);
      const snapshot = await trackerSnapshot(table.seat("gm"));
      assert.equal(snapshot.actionsLeft[combatantOf(table.seat("gm"), w)], 1, "Wren has still not moved");
    },
  },
  {
    ruleset: "dusk",
    name: "three rounds from End alone: every round everyone moves lowest first and acts highest first, and the next round opens by itself with initiative kept",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren: w, ghoulA, ghoulB, knight } = await fight(table);
      for (const round of [1, 2, 3]) {
        const start = await trackerSnapshot(table.seat("playerA"));
        assert.equal(start.round, round);
        assert.equal(start.phase, "movement", `round ${round} opens with movement`);
        await endTurns(table, w, [ghoulA, ghoulB, knight, w]);
        assert.equal((await trackerSnapshot(table.seat("playerA"))).phase, "action");
        await endTurns(table, w, [w, knight, ghoulA, ghoulB]);
        assert.deepEqual(table.seat("gm").notices().filter((n) => n.level !== "info"), [], "no turn was refused");
      }
      const fourth = await trackerSnapshot(table.seat("playerA"));
      assert.equal(fourth.round, 4, "nobody pressed next round");
      assert.equal(table.seat("gm").combat()?.round, 4, "core's round moved with the model's");
      await endTurns(table, w, [ghoulA, ghoulB, knight, w]);
      assert.deepEqual((await trackerSnapshot(table.seat("playerA"))).groups[0]?.participantIds.slice(0, 2), idsOf(table, w, knight), "the order is kept (DB-INIT-4)");
    },
  },
];
