/** The pure encounter simulator (see README.md). */
export * from "./types.js";
export * from "./tally.js";
export * from "./targeting.js";
export * from "./run.js";
export * from "./registry.js";
export * from "./balance.js";
export { RememberedModel } from "./remembered-model.js";
export { poolSim, POOL_DEFAULT_TACTICS, type PoolFighter, type PoolTactics } from "./rulesets/pool.js";
export { brpSim, BRP_DEFAULT_TACTICS, type BrpFighter, type BrpTactics } from "./rulesets/brp.js";
export { clashSim, CLASH_DEFAULT_TACTICS, type ClashFighter, type ClashTactics } from "./rulesets/clash.js";
export { duskSim, DUSK_DEFAULT_TACTICS, type DuskFighter, type DuskTactics } from "./rulesets/dusk.js";
export { flurrySim, FLURRY_DEFAULT_TACTICS, FLURRY_SIM_INTENTIONS, FLURRY_ACTIONLESS_CHOICES, type FlurryFighter, type FlurryTactics } from "./rulesets/flurry.js";
