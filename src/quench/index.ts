import type { QuenchApi } from "./quench-types.js";
import { registerScenarioBatches } from "./scenarios.js";

/**
 * In-Foundry tests, registered only when the Quench module is active: every scenario script
 * (src/scenarios) as one batch per ruleset, played by the GM running Quench in a throwaway world.
 * The scripts load only in such a world (a separate chunk of the bundle).
 */
export function registerQuench(): void {
  let scenarios: Promise<typeof import("../scenarios/index.js")> | null = null;
  Hooks.once("init", () => {
    if (game.modules?.get("quench")?.active) scenarios = import("../scenarios/index.js");
  });
  // "quenchReady" is the Quench module's own hook, unknown to the typed hook list.
  (Hooks as unknown as { once(hook: string, fn: (quench: QuenchApi) => void): number }).once("quenchReady", (quench: QuenchApi) => {
    void (scenarios ?? import("../scenarios/index.js")).then(({ ALL_SCENARIOS }) => registerScenarioBatches(quench, ALL_SCENARIOS));
  });
}
