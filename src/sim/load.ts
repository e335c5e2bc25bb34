import { RulesError } from "../core/errors.js";
import type { RulesetKey, RulesetSim } from "./types.js";

/**
 * Each ruleset's simulator as a chunk of its own: the simulator's worker imports only the one the
 * encounter names, so simulating a pool fight never downloads dusk's rules. (Node and the command
 * line may use `simFor` in registry.ts, which holds all five.)
 */
type AnySim = RulesetSim<never, never, unknown>;

const LOADERS: Readonly<Record<RulesetKey, () => Promise<AnySim>>> = {
  pool: async () => (await import("./rulesets/pool.js")).poolSim as never,
  brp: async () => (await import("./rulesets/brp.js")).brpSim as never,
  dusk: async () => (await import("./rulesets/dusk.js")).duskSim as never,
  clash: async () => (await import("./rulesets/clash.js")).clashSim as never,
  flurry: async () => (await import("./rulesets/flurry.js")).flurrySim as never,
};

export async function loadSim(ruleset: unknown): Promise<AnySim> {
  const load = typeof ruleset === "string" && Object.hasOwn(LOADERS, ruleset) ? LOADERS[ruleset as RulesetKey] : undefined;
  if (!load) throw new RulesError("FRAY.Sim.Error.UnknownRuleset", { ruleset: String(ruleset) });
  return load();
}
