import type { RulesetKey } from "../ruleset-keys.js";
import type { FighterReading } from "./actor-source.js";
import { brpFighterOf } from "./fighters/brp.js";
import { clashFighterOf } from "./fighters/clash.js";
import { duskFighterOf } from "./fighters/dusk.js";
import { flurryFighterOf } from "./fighters/flurry.js";
import { poolFighterOf } from "./fighters/pool.js";

export type { ActorSource, FighterReading } from "./actor-source.js";
export { brpFighterOf, clashFighterOf, duskFighterOf, flurryFighterOf, poolFighterOf };

/**
 * Every ruleset's actor → fighter reading, for the command line and Node tests. The tracker's
 * simulator imports only the world's own (`loadFighterReading`), each reading a chunk of its own.
 */
export const FIGHTER_OF: Readonly<Record<RulesetKey, FighterReading>> = {
  pool: poolFighterOf,
  brp: brpFighterOf,
  dusk: duskFighterOf,
  clash: clashFighterOf,
  flurry: flurryFighterOf,
};
