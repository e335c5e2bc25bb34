import { optionOf, validateOptions, type OptionsOf, type OptionsSchema } from "../../../core/options.js";

/**
 * Every optional rule and every reading the catalog leaves to the GM, declared once. The Foundry
 * layer turns this schema into world settings; pure code receives a validated `BrpOptions`.
 * Defaults are the catalog's proposals.
 */
export const brpOptionsSchema = {
  /** BRP-RES-8: "table" = the banded Skill Results table; "halfUp" = fractions of skill rounded half up. */
  successRounding: { type: "choice", default: "table", choices: ["table", "halfUp"] },
  /** BRP-RES-8 (SRD conventions, off by default). */
  autoSuccess01to05: { type: "boolean", default: false },
  autoFail96plus: { type: "boolean", default: false },
  /** BRP-WND-3: major-wound level = half HP rounded "up" (rule text) or "down" (the worked example). */
  majorWoundRounding: { type: "choice", default: "up", choices: ["up", "down"] },
  /** BRP-WND-4: the round of the major wound counts as the first of the shock rounds. */
  shockCountsInjuryRound: { type: "boolean", default: true },
  /** BRP-DOD-3 / BRP-OPT-2: no dodging missiles, the first visible fast missile at Difficult, or the heroic option. */
  dodgeMissiles: { type: "choice", default: "firstDifficult", choices: ["none", "firstDifficult", "heroic"] },
  /** BRP-HEAL-4: unlimited First Aid per wound, or one attempt per wound per character. */
  firstAidLimit: { type: "choice", default: "none", choices: ["none", "onePerCharacter"] },
  /** BRP-OPT-7 / BRP-HLOC-*: hit locations. */
  hitLocations: { type: "boolean", default: false },
  /** BRP-HLOC-2: roll the Major Wound table even when hit locations are on. */
  majorWoundsWithHitLocations: { type: "boolean", default: false },
  /** BRP-DATA-1: fatigue points (optional): shown and spent, bleeding costs them, exhaustion makes rolls Difficult. */
  fatiguePoints: { type: "boolean", default: false },
  /** BRP-OPT-6: armor is rolled for each damaging attack. */
  randomArmor: { type: "boolean", default: false },
  /** BRP-SOI-7: DEX+1D10 (and INT+1D10) initiative rolls. */
  initiativeRolls: { type: "boolean", default: false },
  /** BRP-SOI-7: keep the first initiative roll for the whole combat. */
  keepInitiativeRoll: { type: "boolean", default: false },
  /** BRP-SOI-5 / BRP-SOI-6: statements counted down (normal), up from rank 1 (reverse), or skipped. */
  statements: { type: "choice", default: "normal", choices: ["normal", "reverse", "none"] },
  /** BRP-POW-7: powers interleaved with DEX ranks in the action phase. */
  powersInActionPhase: { type: "boolean", default: false },
  /** BRP-OPT-1: a combat skill of 100% or more may be split into several attacks of 50% or more. */
  splitAttacksOver100: { type: "boolean", default: false },
  /** BRP-OPT-5: a fatally wounded character may strike one dying blow after a Stamina roll. */
  dyingBlows: { type: "boolean", default: false },
  /** BRP-RES-10: the attacker may take a special result instead of a critical. */
  criticalMayBeSpecial: { type: "boolean", default: true },
  /** BRP-MTX-5: item damage from the matrix is reduced by the item's own armor. */
  itemDamageReducedByArmor: { type: "boolean", default: false },
  /** BRP-SPC-5: a crushing special doubles the damage modifier's dice (the chapter) or counts it at its maximum. */
  crushingModifier: { type: "choice", default: "double", choices: ["double", "maximize"] },
  /** BRP-SPC-8: the crushing-parry resistance roll uses the item's current or normal hit points. */
  crushingParryAgainst: { type: "choice", default: "currentHp", choices: ["currentHp", "normalHp"] },
  /** BRP-SPC-10: even an automatic resistance roll succeeds on 01 and fails on 00. */
  resistanceExtremes: { type: "boolean", default: false },
  /** BRP-FUM-6: at most this many fumble-table rolls from one fumble ("blow it" chains). */
  fumbleRollCap: { type: "number", default: 20, min: 1, max: 100, integer: true },
  /** BRP-HEAL-6: extra healing under excellent care after a successful First Aid or Medicine roll, as a formula. */
  excellentCareBonus: { type: "choice", default: "1D3", choices: ["1D3", "none"] },
} as const satisfies OptionsSchema;

export type BrpOptions = OptionsOf<typeof brpOptionsSchema>;

/** Complete, validated options (defaults filled); throws FRAY.Error.UnknownOption / InvalidOption. */
export function brpOptions(given: Readonly<Record<string, unknown>> = {}): BrpOptions {
  return validateOptions(brpOptionsSchema, given);
}

/** The default options, for callers that do not care. */
export const BRP_DEFAULTS: Readonly<BrpOptions> = Object.freeze(brpOptions());

/** One option from an options object a caller handed in, checked (the default when absent). */
export function brpOption<K extends keyof BrpOptions & string>(options: unknown, key: K): BrpOptions[K] {
  return optionOf(brpOptionsSchema, options, key);
}
