import { assert, describe, it } from "vitest";
import "../../src/fray.js";
import { ALL_SCENARIOS } from "../../src/scenarios/index.js";
import { scenarioTitle, type Scenario } from "../../src/scenarios/table.js";
import { DoubleTable } from "../foundry/double/table.js";

/** Registers one Vitest test per scenario of `ruleset`, each at a fresh table of four clients. */
export function runScenarios(ruleset: Scenario["ruleset"]): void {
  const scenarios = ALL_SCENARIOS.filter((scenario) => scenario.ruleset === ruleset);
  describe(`${ruleset} scenarios`, () => {
    it(`${ruleset} has scenarios`, () => assert.isAbove(scenarios.length, 0));
    for (const scenario of scenarios) {
      it(scenarioTitle(scenario), async () => {
        const table = await DoubleTable.open({ ruleset, ...(scenario.world?.settings ? { settings: scenario.world.settings } : {}), ...(scenario.world?.documents ? { world: scenario.world.documents } : {}) });
        // The script's own reads (a getter that consults `game`) see the world through the GM's client;
        // every seat action switches to that seat's client.
        await table.client("gm").run(() => scenario.run(table, assert));
        await table.settle();
        assert.deepEqual(table.errors(), [], "no client reported an error");
      });
    }
  });
}
