import type { RulesetKey } from "../ruleset-keys.js";
import type { FighterReading } from "./actor-source.js";

/** One ruleset's actor → fighter reading, imported when a GM of a world playing it simulates (so the others never download). */
const LOADERS: Readonly<Record<RulesetKey, () => Promise<FighterReading>>> = {
  pool: async () => (await import("./fighters/pool.js")).poolFighterOf,
  brp: async () => (await import("./fighters/brp.js")).brpFighterOf,
  dusk: async () => (await import("./fighters/dusk.js")).duskFighterOf,
  clash: async () => (await import("./fighters/clash.js")).clashFighterOf,
  flurry: async () => (await import("./fighters/flurry.js")).flurryFighterOf,
};

export function loadFighterReading(ruleset: RulesetKey): Promise<FighterReading> {
  return LOADERS[ruleset]();
}
