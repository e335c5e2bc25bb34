import type { Scenario } from "../table.js";
import { combatantOf, pressTracker, trackerSnapshot } from "../tracker.js";
import { oneAgainstOne } from "./fixtures.js";

/**
 * The GM steps back over a round that began by itself (FC-FVTT-3): the last activation and the
 * round it opened are one step, so "previous turn" lands before that activation, with someone
 * able to act, never in a finished round nobody can act in.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM presses previous turn just after round 2 began by itself and the mercenary's activation is open again in round 1 (FC-FVTT-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, foe } = await oneAgainstOne(table);
      const gm = table.seat("gm");
      const [heroId, foeId] = [combatantOf(gm, hero), combatantOf(gm, foe)];
      await table.seat("playerA").tracker("frayEndTurn", { combatantId: heroId });
      await gm.tracker("frayEndTurn", { combatantId: foeId });
      assert.equal((await trackerSnapshot(gm)).round, 2, "round 2 began by itself");

      await pressTracker(table, gm, "previousTurn");
      const back = await trackerSnapshot(table.seat("playerA"));
      assert.equal(back.round, 1, "the model is back in round 1");
      assert.equal(gm.combat()?.round, 1, "core's round too");
      assert.equal(back.roundOver, false, "not a finished round");
      assert.deepEqual([...back.canActNow], [foeId], "the mercenary may act again");

      await gm.tracker("frayEndTurn", { combatantId: foeId });
      const again = await trackerSnapshot(gm);
      assert.equal(again.round, 2, "ending his activation again begins round 2 once more");
      assert.ok(again.canActNow.length > 0, "someone may act in the new round");
      assert.equal(gm.combat()?.round, 2);
    },
  },
  {
    ruleset: "pool",
    name: "the GM presses previous round in round 3 of a fight whose rounds began by themselves and lands at the start of round 2 (FC-FVTT-3)",
    seats: [],
    async run(table, assert) {
      const { hero, foe } = await oneAgainstOne(table, []);
      const gm = table.seat("gm");
      const ids = [combatantOf(gm, hero), combatantOf(gm, foe)];
      const endRound = async () => {
        for (let i = 0; i < 2; i += 1) {
          const now = await trackerSnapshot(gm);
          await gm.tracker("frayEndTurn", { combatantId: now.canActNow[0] ?? "" });
        }
      };
      await endRound();
      const roundTwo = await trackerSnapshot(gm);
      assert.equal(roundTwo.round, 2);
      await endRound();
      assert.equal((await trackerSnapshot(gm)).round, 3);
      await pressTracker(table, gm, "previousRound");
      const back = await trackerSnapshot(gm);
      assert.equal(back.round, 2);
      assert.equal(gm.combat()?.round, 2);
      assert.deepEqual(back, roundTwo, "exactly the start of round 2");
      assert.equal(back.roundOver, false);
      assert.ok(ids.some((id) => back.canActNow.includes(id)), "someone may act");
    },
  },
];
