import { optionOf, validateOptions, type OptionsOf, type OptionsSchema } from "../../../core/options.js";

/**
 * The GM-adjustable readings of the Fantasy Combat Rules. Each default is the catalog's proposal;
 * the Foundry layer turns this schema into world settings and hands pure code a validated object.
 */
export const poolOptionsSchema = {
  /** FC-TURN-6: "alternate" single activations (default) or a whole side acting as a block. */
  turnMode: { type: "choice", default: "alternate", choices: ["alternate", "sideBlock"] },
  /** FC-RNG-3: count only complete increments (matches the seed's example) or partial ones too. */
  rangeFormula: { type: "choice", default: "completeIncrements", choices: ["completeIncrements", "partialIncrements"] },
  /** FC-DICE-5: the smallest pool actually rolled (0 = a pool at or below zero fails outright). */
  minimumPool: { type: "number", default: 0, min: 0, max: 3, integer: true },
  /** FC-ACT-6: free actions each participant may take per round. */
  freeActionsPerRound: { type: "number", default: 2, min: 0, max: 10, integer: true },
  /** FC-ACT-8: only one listed maneuver per turn (attack profiles like Bash do not count). */
  oneManeuverPerTurn: { type: "boolean", default: true },
  /** FC-DEF-7: a grappled character cannot apply Parry. */
  grappledLosesParry: { type: "boolean", default: true },
  /** FC-COV-3: melee against a target more than 75% concealed is allowed (at −3D). */
  meleeAgainstFullCover: { type: "boolean", default: true },
  /** FC-DICE-6: dice in a Luck Roll made against a character. */
  luckRollDice: { type: "number", default: 1, min: 1, max: 6, integer: true },
  /** FC-PEN-5: Speed lost per "category" (e.g. a leg injury). */
  speedCategoryStep: { type: "number", default: 1, min: 0, max: 10, integer: true },
  /** FC-INJ-2: damage from one instance at which the card offers the GM an injury. */
  injuryThreshold: { type: "number", default: 3, min: 1, max: 10, integer: true },
} as const satisfies OptionsSchema;

export type PoolOptions = OptionsOf<typeof poolOptionsSchema>;

/** Validated options with every default filled in. */
export function poolOptions(given: Readonly<Record<string, unknown>> = {}): PoolOptions {
  return validateOptions(poolOptionsSchema, given);
}

export const DEFAULT_POOL_OPTIONS: Readonly<PoolOptions> = Object.freeze(poolOptions());

/** One option from an options object a caller handed in, checked (the default when absent). */
export function poolOption<K extends keyof PoolOptions & string>(options: unknown, key: K): PoolOptions[K] {
  return optionOf(poolOptionsSchema, options, key);
}
