import type { DocumentRef, Scenario, Table } from "../table.js";
import { valueOf } from "../expect.js";
import { trackerNotes, trackerSnapshot } from "../tracker.js";
import { bleedingCut, stateIntent, templeGuard, yvarre } from "./fixtures.js";

/**
 * A whole brp fight run from the tracker: statements recorded and shown, closed by the GM, the
 * DEX-rank countdown moved on by attacks and turn controls, bleeding on each later round.
 */

const HP = "system.hitPoints.value";

function combatantOf(table: Table, actor: DocumentRef): string {
  return table.seat("gm").combat()?.combatants.contents.find((combatant) => combatant.actor?.id === actor.id)?.id ?? "";
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "a three-round temple fight from the tracker alone: statements shown and closed by the GM, Yvarre's cut bleeds the guard each later round (BRP-FVTT-3, BRP-FVTT-4, BRP-SPC-2)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, guard]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      const heroId = combatantOf(table, hero);
      const guardId = combatantOf(table, guard);

      // Round 1: Yvarre states an attack, the GM keeps the guard's statement hidden, then closes statements.
      await stateIntent(table, "playerA", hero, { action: "attack" });
      await stateIntent(table, "gm", guard, { action: "attack", hidden: true });
      assert.deepEqual(await trackerNotes(table.seat("playerB")), { Yvarre: "FRAY.Brp.Intent.Attack" }, "players see Yvarre's statement, not the guard's");
      assert.deepEqual(await trackerNotes(gm), { Yvarre: "FRAY.Brp.Intent.Attack", "Temple Guard": "FRAY.Brp.Intent.Attack" }, "the GM sees both");
      await gm.tracker("frayClosePhase");
      let now = await trackerSnapshot(player);
      assert.equal(now.phase, "action");
      assert.deepEqual([...now.canActNow], [heroId], "DEX 16 acts first");

      // Yvarre's broadsword: 10 against 70 is a special success, a bleeding cut; the guard takes it.
      await bleedingCut(table, hero, guard);
      const cut = Number(valueOf(gm, guard, HP));
      assert.isBelow(cut, 14, "the cut landed");
      now = await trackerSnapshot(gm);
      assert.deepEqual([...now.canActNow], [guardId], "the attack used Yvarre's rank; the guard's DEX 11 is next");
      await gm.tracker("nextTurn");
      assert.isTrue((await trackerSnapshot(gm)).roundOver, "everyone has acted");
      assert.equal(valueOf(gm, guard, HP), cut, "no bleeding in the round of the wound");

      // Rounds 2 and 3: the GM closes statements at once; each acts in DEX order; the cut bleeds 1 a round.
      for (const round of [2, 3]) {
        await gm.tracker("nextTurn");
        now = await trackerSnapshot(player);
        assert.equal(now.round, round);
        assert.equal(now.phase, "statements");
        await gm.tracker("frayClosePhase");
        assert.deepEqual([...(await trackerSnapshot(player)).canActNow], [heroId]);
        await player.tracker("nextTurn");
        assert.deepEqual([...(await trackerSnapshot(player)).canActNow], [guardId]);
        await gm.tracker("nextTurn");
        assert.isTrue((await trackerSnapshot(gm)).roundOver);
        assert.equal(valueOf(table.seat("playerB"), guard, HP), cut - (round - 1), `round ${round}: the guard bled 1 hit point`);
      }
      await gm.tracker("nextTurn");
      assert.equal((await trackerSnapshot(table.seat("playerB"))).round, 4, "the tracker moved into round 4 by itself");
      assert.deepEqual(player.notices().filter((notice) => notice.level === "error" || notice.level === "warn"), []);
    },
  },
];
