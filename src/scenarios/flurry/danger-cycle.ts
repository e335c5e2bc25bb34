import { assertRefused } from "../expect.js";
import type { Scenario, Table } from "../table.js";
import { trackerSnapshot } from "../tracker.js";
import { flurryCard, press } from "./cards.js";
import { FLURRY_FIELD } from "./fixtures.js";
import { cellOf, dragTo, turnTo } from "./scene-helpers.js";
import { endTurns, idOf, queueFlurryOpening, skirmish, type Skirmish } from "./tracker.js";

/**
 * Stopping in danger on the board (WC-MOV-7, WC-ENG-1/2): in a running fight a walk engages every
 * hostile it meets along the way and stops where that puts the walker in a zone of danger; the
 * tracker then holds him to one hex in the next phase, until he reaches a hex nothing threatens.
 * The soldier (row 2, column 0, facing east) and the cave bear (row 2, column 4, facing west).
 */

const EVERYONE = ["gm", "playerA", "playerB"] as const;

async function faceOff(table: Table): Promise<Skirmish> {
  await table.createScene(FLURRY_FIELD);
  return skirmish(table, {
    arrange: async (p) => {
      await dragTo(table, "gm", p.soldier, { i: 2, j: 0 });
      await dragTo(table, "gm", p.spearman, { i: 4, j: 0 });
      await dragTo(table, "gm", p.bear, { i: 2, j: 4 });
      await turnTo(table, "gm", p.soldier, 270);
      await turnTo(table, "gm", p.bear, 90);
    },
  });
}

const notices = (table: Table) => table.seat("playerA").notices().map((n) => n.message);
const marksOf = async (table: Table, id: string) => ((await trackerSnapshot(table.seat("playerB"))).markers?.[id] ?? []).map((m) => m.key);

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "in his movement slot the soldier's player drags him right past the unengaged cave bear: entering its front engages the two along the way, so he stops there, in its zone of danger, told why; the tracker records the engagement and every client shows both Engaged (WC-ENG-1, WC-ENG-2, WC-MOV-7)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const people = await faceOff(table);
      const soldierId = idOf(table, people.soldier);
      await dragTo(table, "playerA", people.soldier, { i: 2, j: 7 });
      for (const seat of EVERYONE) {
        assert.deepEqual(await cellOf(table, seat, people.soldier), { i: 2, j: 3 }, `${seat} sees him stopped in front of the bear`);
        assert.isTrue(table.seat(seat).actor(people.bear).statuses.has("engaged"), `${seat} sees the bear Engaged`);
      }
      assert.include(notices(table), table.localize("FRAY.Flurry.Scene.StoppedByDanger", { name: "Veteran Soldier", by: "Cave Bear" }));
      const snapshot = await trackerSnapshot(table.seat("playerB"));
      assert.equal(snapshot.actionsLeft[soldierId], 0, "stopped in danger: no more movement this phase");
      assert.include(await marksOf(table, soldierId), "danger.stoppedThisPhase");
      assert.deepEqual(table.errors(), []);
    },
  },
  {
    ruleset: "flurry",
    name: "stopped in the bear's zone of danger, the soldier may shift one hex only in the adjustment phase: a 2-hex walk is refused with the reason and the token stays; one hex back out of the bear's reach (2 MP behind him) puts him in the clear (WC-MOV-7)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const people = await faceOff(table);
      const soldierId = idOf(table, people.soldier);
      await dragTo(table, "playerA", people.soldier, { i: 2, j: 3 });
      queueFlurryOpening(table);
      await endTurns(table, people, ["soldier", "spearman", "bear"]);
      // Both hold the initiative: the flurry passes off, the two still engaged.
      const card = flurryCard(table);
      await press(table, people, "soldier", card, "hold");
      await press(table, people, "bear", card, "hold");
      await endTurns(table, people, ["bear", "spearman"]);
      const adjustment = await trackerSnapshot(table.seat("playerB"));
      assert.deepEqual([adjustment.phase, adjustment.canActNow], ["adjustment", [soldierId]]);
      assert.include(await marksOf(table, soldierId), "danger.oneHexAdjustment");
      table.seat("playerA").clearNotices();
      await dragTo(table, "playerA", people.soldier, { i: 2, j: 1 });
      assertRefused(table.seat("playerA"), assert);
      assert.deepEqual(notices(table), [table.localize("FRAY.Flurry.Error.OneHexOnly", { id: "Veteran Soldier", hexes: 2 })]);
      assert.deepEqual(await cellOf(table, "gm", people.soldier), { i: 2, j: 3 }, "the token stays");
      await dragTo(table, "playerA", people.soldier, { i: 2, j: 2 });
      for (const seat of EVERYONE) assert.deepEqual(await cellOf(table, seat, people.soldier), { i: 2, j: 2 }, `${seat} sees his step back`);
      const after = await trackerSnapshot(table.seat("playerB"));
      assert.equal(after.actionsLeft[soldierId], 1, "adjustment gives 7 − 4 = 3 points; the hex behind him costs 2");
      assert.notInclude(await marksOf(table, soldierId), "danger.oneHexAdjustment", "in the clear");
    },
  },
];
