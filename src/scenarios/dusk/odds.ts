import type { Scenario } from "../table.js";
import { task, wren } from "./fixtures.js";

/**
 * The odds a player reads before rolling (DB-FVTT-4): the task dialog shows the exact chance of
 * success and of each destined effect as it opens, and again after every change, before any die
 * is rolled. Every figure here is counted by hand over the 144 faces of 2d12.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's task dialog shows her odds before she rolls and follows her choices: it opens at difficulty 3 (TN 9: 116 of 144 faces, 80.6%); set to difficulty 5 with one level of Effort it reads TN 12, 61.8%, an Eclipse 8.3% (4.9% with success) and a cost of 3 Speed",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      await task(table, "playerA", w, "speed", { difficulty: 5, effort: 1 }, 6, 6);
      const shown = table.seat("playerA").dialogsShown().at(-1);
      assert.ok(shown, "the player was shown the task dialog");
      const says = (text: string, key: string, data: Record<string, string | number>) => assert.include(text, table.localize(key, data), `${key} ${JSON.stringify(data)}`);
      says(shown!.opened, "FRAY.Dusk.Odds.Target", { difficulty: 3, tn: 9 });
      says(shown!.opened, "FRAY.Dusk.Odds.Success", { chance: "80.6%" });
      says(shown!.answered, "FRAY.Dusk.Odds.Target", { difficulty: 4, tn: 12 });
      says(shown!.answered, "FRAY.Dusk.Odds.Success", { chance: "61.8%" });
      says(shown!.answered, "FRAY.Dusk.Odds.Cost", { cost: 3, stat: table.localize("FRAY.Dusk.Stat.speed"), pool: 14 });
      assert.include(shown!.answered, `${table.localize("FRAY.Dusk.Effect.eclipse")} 8.3% 4.9%`, "Eclipse: 12 doubles of 144, 7 of them at 12 or more");
      assert.notInclude(shown!.answered, table.localize("FRAY.Dusk.Odds.Success", { chance: "80.6%" }), "the odds were re-rendered, not appended");
    },
  },
];
