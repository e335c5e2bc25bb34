import { validateOptions, type OptionsOf, type OptionsSchema } from "../../../core/options.js";

/**
 * The Dusk ruleset's settings. Each one is a catalog PROPOSAL where the source text is silent or
 * reads two ways; the default is the proposal, the GM may pick the alternative.
 */
export const duskOptionsSchema = {
  /** DB-EASE-4: "linear" = 3 for the first level, +2 per further level (total 2n + 1);
   *  "escalating" = each level costs 2 more than the one before (3, 5, 7… ⇒ totals 3, 8, 15). */
  effortCostSchedule: { type: "choice", default: "linear", choices: ["linear", "escalating"] },
  /** DB-WND-5: a Light wound adds 1 to each Effort level bought ("perLevel") or once per task. */
  lightWoundEffortPenalty: { type: "choice", default: "perLevel", choices: ["perLevel", "perTask"] },
  /** DB-DEST-3 (a): a Destiny point may ease the task being resolved by one step. */
  destinyEasesTarget: { type: "boolean", default: true },
  /** DB-DEST-3 (b): the GM may spend Doom to hinder a PC task by one step per point. */
  doomHindersTarget: { type: "boolean", default: true },
  /** DB-WND-3: a Critical wound's "no actions" waits for the encounter's end like other penalties. */
  criticalWoundDeferred: { type: "boolean", default: true },
  /** DB-HP-4: wounds an elite NPC can hold before it is incapacitated (when it has no own limit). */
  eliteWoundLimit: { type: "number", default: 3, min: 0, max: 20, integer: true },
  /** DB-INIT-2: initiative points per step of Initiative easing (training, assets). */
  initiativePointsPerStep: { type: "number", default: 3, min: 0, max: 12, integer: true },
  /** DB-ACT-1: whether a character may move a Long distance in one movement (losing the standard action). */
  allowLongMove: { type: "boolean", default: false },
  /** DB-EASE-7: easing steps one trained helper gives (counted with assets, so within their cap of 2). */
  helperAssetSteps: { type: "number", default: 1, min: 0, max: 2, integer: true },
  /** DB-SIT-1: steps a partially covered target hinders attacks by. */
  coverSteps: { type: "number", default: 1, min: 0, max: 6, integer: true },
  /** DB-SIT-11: ranged hindrance for a mover that went an Immediate / a Short distance. */
  immediateMoveSteps: { type: "number", default: 1, min: 0, max: 6, integer: true },
  shortMoveSteps: { type: "number", default: 2, min: 0, max: 6, integer: true },
  /** DB-ACT-8: how long a protecting Intercept hinders the enemy's actions against others. */
  interceptLasts: { type: "choice", default: "roundEnd", choices: ["roundEnd", "interceptorNextTurn"] },
} as const satisfies OptionsSchema;

export type DuskOptions = OptionsOf<typeof duskOptionsSchema>;

/** Options objects this module validated (frozen, so they stay valid): entry points pass them unchecked. */
const validated = new WeakSet<object>();

/** A complete, validated options object: defaults filled in, unknown keys and bad values refused. */
export function duskOptions(given: Readonly<Record<string, unknown>> = {}): DuskOptions {
  const options = Object.freeze(validateOptions(duskOptionsSchema, given));
  validated.add(options);
  return options;
}

export const DEFAULT_DUSK_OPTIONS: DuskOptions = duskOptions();

/**
 * Options handed to an entry point: an object `duskOptions` made passes as it is (one lookup);
 * anything else is checked in full (a fixed number of fields, so O(1)) and comes back complete.
 */
export function requireDuskOptions(options: unknown): DuskOptions {
  if (typeof options === "object" && options !== null && validated.has(options)) return options as DuskOptions;
  return duskOptions(options as Readonly<Record<string, unknown>>);
}
