import { validateOptions, type OptionsOf, type OptionsSchema } from "../../../core/options.js";

/**
 * The GM-facing switches of the flurry ruleset. Each one is a reading the catalog proposes as a
 * setting (or an optional rule of the source); the defaults are the catalog's proposals.
 */
export const flurryOptionsSchema = {
  /** WC-INIT-2 [OPTION]: the side with the better Tactics skill rolls initiative with a high skew die. */
  tacticsSkewDie: { type: "boolean", default: false },
  /** WC-FACE-3 [OPTION]: fighters may face a hex vertex as well as a hex side. */
  vertexFacing: { type: "boolean", default: false },
  /** WC-WND-4: wound penalties across locations are summed (default) or only the worst counts. */
  woundPenaltyAcrossLocations: { type: "choice", default: "sum", choices: ["sum", "worst"] },
  /**
   * WC-STR-2: only two rows of the Impact Cap table survive. Beyond them the weapon (or the
   * person asking) must supply the impact dice ("ask", the default, honest to the source), or
   * the GM opts into the interim "nearest maximum" dice ("placeholder"), which the source never gave.
   */
  impactBeyondTable: { type: "choice", default: "ask", choices: ["ask", "placeholder"] },
  /** WC-ACT-3: Draw Weapon is a Quick action (the prose, default) or a Free one (the flattened table). */
  drawWeaponAction: { type: "choice", default: "quick", choices: ["quick", "free"] },
  /** WC-TV-12: terrain and facing costs multiply (default) or the facing surcharge is added. */
  facingCostRule: { type: "choice", default: "multiply", choices: ["multiply", "add"] },
} as const satisfies OptionsSchema;

export type FlurryOptions = OptionsOf<typeof flurryOptionsSchema>;

/** Objects this module has validated, so hot paths (simulation, bench) do not validate twice. */
const validated = new WeakSet<object>();

/**
 * A complete, validated options object (unknown keys and bad values raise a RulesError). An
 * object that came out of this function is returned as it is.
 */
export function flurryOptions(given: Readonly<Record<string, unknown>> = {}): FlurryOptions {
  if (validated.has(given)) return given as FlurryOptions;
  const options = validateOptions(flurryOptionsSchema, given);
  validated.add(options);
  return options;
}
