import { activeRulesetKey } from "../foundry/active.js";
import { scenarioTitle, type Scenario } from "../scenarios/table.js";
import { LiveTable } from "./live-table.js";
import type { QuenchApi, QuenchBatchContext } from "./quench-types.js";

/**
 * Registers the scenario scripts as Quench batches, one per ruleset. Only the active ruleset's
 * scenarios can run in a world, and only those whose seats a single GM can fill; the others are
 * listed as skipped in the batch (they run against the double in `npm test`).
 */
export function registerScenarioBatches(quench: QuenchApi, scenarios: readonly Scenario[]): void {
  const rulesets = [...new Set(scenarios.map((scenario) => scenario.ruleset))];
  for (const ruleset of rulesets) {
    const own = scenarios.filter((scenario) => scenario.ruleset === ruleset);
    quench.registerBatch(`fray.scenarios.${ruleset}`, (context) => scenarioBatch(context, own), { displayName: `Fray scenarios: ${ruleset}` });
  }
}

function scenarioBatch({ describe, it, assert }: QuenchBatchContext, scenarios: readonly Scenario[]): void {
  describe(`${scenarios[0]?.ruleset ?? ""} scenarios`, () => {
    for (const scenario of scenarios) {
      it(scenarioTitle(scenario), async () => {
        if (scenario.ruleset !== activeRulesetKey()) return console.info(`Fray | skipped (world plays ${activeRulesetKey()}): ${scenarioTitle(scenario)}`);
        const table = new LiveTable();
        try {
          if (scenario.live === false || scenario.world) return console.info(`Fray | skipped (needs a prepared world or a reload): ${scenarioTitle(scenario)}`);
          const missing = (scenario.seats ?? []).filter((seat) => !table.has(seat));
          if (missing.length) return console.info(`Fray | skipped (needs ${missing.join(", ")}): ${scenarioTitle(scenario)}`);
          await scenario.run(table, assert);
        } finally {
          await table.teardown();
        }
      });
    }
  });
}
