import type { Scenario } from "../table.js";
import { setRulesetOption } from "../options.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { stateIntent, templeGuard, yvarre } from "./fixtures.js";

/**
 * Delaying an action (BRP-SOI-3, BRP-FVTT-3): from the tracker's Delay control whoever acts now
 * waits for the next in the DEX-rank countdown, with statements of intent switched off or on;
 * and, with statements on, by stating a later rank in the statement itself.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "with statements off, Yvarre (DEX 16) presses Delay on the tracker and lets the temple guard (DEX 11) act first; she then acts at rank 11 (BRP-SOI-3, BRP-SOI-5, BRP-FVTT-3)",
    seats: ["playerA"],
    async run(table, assert) {
      await setRulesetOption(table, "brp", "statements", "none");
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, guard]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      const heroId = combatantOf(gm, hero);
      const guardId = combatantOf(gm, guard);
      let now = await trackerSnapshot(player);
      assert.equal(now.phase, "action", "no statements: the countdown starts at once");
      assert.deepEqual([...now.canActNow], [heroId]);
      await player.tracker("frayControl", { combatantId: heroId, control: "delay" });
      now = await trackerSnapshot(gm);
      assert.deepEqual([...now.canActNow], [guardId], "the guard acts first");
      await gm.tracker("nextTurn");
      now = await trackerSnapshot(player);
      assert.deepEqual([...now.canActNow], [heroId], "then Yvarre");
      assert.equal(now.groups[0]?.label.data?.["rank"], 11, "at the guard's rank");
      await player.tracker("frayControl", { combatantId: heroId, control: "delay" });
      assert.deepEqual([...(await trackerSnapshot(player)).canActNow], [heroId], "no one is left to wait for: still her turn");
      assert.isTrue(player.notices().some((notice) => notice.message === table.localize("FRAY.Brp.Error.NoOneToWaitFor")));
    },
  },
  {
    ruleset: "brp",
    name: "with statements on, Yvarre states an attack delayed to rank 5 and the temple guard acts first at 11 (BRP-SOI-3, BRP-FVTT-4)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, guard]);
      const gm = table.seat("gm");
      const heroId = combatantOf(gm, hero);
      const guardId = combatantOf(gm, guard);
      await stateIntent(table, "playerA", hero, { action: "attack", delayTo: 5 });
      await gm.tracker("frayClosePhase");
      const now = await trackerSnapshot(gm);
      assert.deepEqual([...now.canActNow], [guardId]);
      assert.deepEqual(now.groups.map((group) => group.label.data?.["rank"]), [11, 5], "the guard at 11, Yvarre at 5");
      await gm.tracker("nextTurn");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [heroId]);
    },
  },
];
