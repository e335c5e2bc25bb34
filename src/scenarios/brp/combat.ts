import type { DocumentRef, Scenario, Table } from "../table.js";
import { templeGuard, yvarre } from "./fixtures.js";

/** BRP combat from the tracker: statements of intent, the DEX-rank countdown, three rounds. */

async function standoff(table: Table): Promise<{ hero: DocumentRef; guard: DocumentRef }> {
  const hero = await table.createActor(yvarre());
  const guard = await table.createActor(templeGuard());
  await table.startCombat([hero, guard]);
  return { hero, guard };
}

function combatantOf(table: Table, actor: DocumentRef): string {
  return table.seat("gm").combat()?.combatants.contents.find((combatant) => combatant.actor?.id === actor.id)?.id ?? "";
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the round opens with statements of intent and Yvarre's player states hers through the GM",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero } = await standoff(table);
      assert.equal(table.seat("playerA").combat()?.snapshot?.phase, "statements");
      const player = table.seat("playerA");
      player.answerDialog({ action: "attack" });
      await player.sheetAction(hero, "stateIntent");
      const state = (table.seat("gm").combat() as unknown as { encounterState?: { statements?: Record<string, unknown> } }).encounterState;
      assert.ok(state?.statements?.[combatantOf(table, hero)], "the GM's client recorded Yvarre's statement");
      assert.deepEqual(player.notices().filter((notice) => notice.level !== "info"), []);
    },
  },
  {
    ruleset: "brp",
    name: "after the statements Yvarre (DEX 16) acts before the temple guard (DEX 11)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, guard } = await standoff(table);
      for (let press = 0; press < 10 && table.seat("gm").combat()?.snapshot?.phase === "statements"; press++) await table.seat("gm").tracker("nextTurn");
      const snapshot = table.seat("playerA").combat()?.snapshot;
      assert.notEqual(snapshot?.phase, "statements");
      assert.include([...(snapshot?.canActNow ?? [])], combatantOf(table, hero));
      assert.notInclude([...(snapshot?.canActNow ?? [])], combatantOf(table, guard));
    },
  },
  {
    ruleset: "brp",
    name: "three rounds of the temple fight with the tracker, every client in step and last round's statements gone",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero } = await standoff(table);
      for (let round = 1; round <= 3; round++) {
        const player = table.seat("playerA");
        if (table.seat("gm").combat()?.snapshot?.phase === "statements") {
          player.answerDialog({ action: "attack" });
          await player.sheetAction(hero, "stateIntent");
        }
        for (let press = 0; press < 20 && table.seat("gm").combat()?.round === round; press++) await table.seat("gm").tracker("nextTurn");
        assert.equal(table.seat("gm").combat()?.round, round + 1, `round ${round} ended`);
        const state = (table.seat("gm").combat() as unknown as { encounterState?: { statements?: Record<string, unknown> } }).encounterState;
        assert.deepEqual(Object.keys(state?.statements ?? {}), [], `round ${round + 1} starts with no statements`);
      }
      const gmView = JSON.stringify(table.seat("gm").combat()?.snapshot);
      assert.equal(JSON.stringify(table.seat("playerB").combat()?.snapshot), gmView);
    },
  },
];
