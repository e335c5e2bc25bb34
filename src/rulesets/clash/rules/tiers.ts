import { d100FromDigits } from "../../../core/dice.js";
import { requireBoolean, requireOneOf, requireRecord } from "../../../core/validate.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { clashOptionsSchema, type TierPreset } from "./options.js";

/** The four outcome tiers of a d100 check (DL-DICE-2), worst first. */
export const TIERS = ["fumble", "failure", "success", "critical"] as const;
export type Tier = (typeof TIERS)[number];

/** Rank used by the clash table pattern (DL-CLASH-3): Fumble 0, Failure 1, Success 2, Critical 3. */
export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

export function isSuccessful(tier: Tier): boolean {
  return tier === "success" || tier === "critical";
}

/** The highest skill a check accepts; far beyond any sensible value, it only catches typos. */
export const MAX_SKILL = 999;

/**
 * A d100 face is what the dice port returns: 1..100, where 100 is the "00" the two dice show.
 * Digits are what the players see on the two d10s.
 */
export function digitsOf(face: number): { tens: number; units: number } {
  requireInteger(face, "d100", 1, 100);
  const shown = face % 100;
  return { tens: Math.floor(shown / 10), units: shown % 10 };
}

/**
 * DL-DICE-4 / DL-DICE-5: swap the two digits. "00" stays "00", "10" becomes "01", "05" becomes "50".
 */
export function flipDigits(face: number): number {
  const { tens, units } = digitsOf(face);
  return d100FromDigits(units, tens);
}

/**
 * DL-DICE-5: the number a face counts as. The doubles preset reads "00" as 0 (so it is the lowest
 * roll and a double); the other presets read it as 100.
 */
export function readFace(face: number, preset: TierPreset): number {
  requireInteger(face, "d100", 1, 100);
  requirePreset(preset);
  return preset === "doubles" && face === 100 ? 0 : face;
}

export function isDouble(face: number): boolean {
  const { tens, units } = digitsOf(face);
  return tens === units;
}

/** Refuses a preset the options schema does not list (a caller may bypass `clashOptions`). */
export function requirePreset(preset: TierPreset): TierPreset {
  if (!(clashOptionsSchema.tierPreset.choices as readonly string[]).includes(preset)) {
    throw new RulesError("FRAY.Error.InvalidOption", { option: "tierPreset", value: String(preset) });
  }
  return preset;
}

/** DL-DICE-8: base skill plus percentage modifiers, never below 0 nor above MAX_SKILL. */
export function modifiedSkill(base: number, modifiers: readonly number[] = []): number {
  requireInteger(base, "skill", 0, MAX_SKILL);
  if (!Array.isArray(modifiers)) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "modifiers" });
  let total = base;
  for (const m of modifiers) total += requireInteger(m, "modifier", -MAX_SKILL, MAX_SKILL);
  return Math.min(MAX_SKILL, Math.max(0, total));
}

/** DL-DICE-1 / DL-DICE-3: the tier of a d100 face against a skill under a preset. */
export function tierOf(face: number, skill: number, preset: TierPreset): Tier {
  requireInteger(skill, "skill", 0, MAX_SKILL);
  const value = readFace(face, preset);
  switch (preset) {
    case "doubles":
      return doublesTier(face, value, skill);
    case "tenth":
      return tenthTier(value, skill);
    case "brp":
      return brpTier(value, skill);
  }
}

// Preset A: roll-under; a double is a Critical when it succeeds and a Fumble when it fails.
function doublesTier(face: number, value: number, skill: number): Tier {
  const success = value <= skill;
  if (isDouble(face)) return success ? "critical" : "fumble";
  return success ? "success" : "failure";
}

// Preset B: Critical up to a tenth of the skill (rounded up); 99 and 00 fumble, only 00 above 100%.
function tenthTier(value: number, skill: number): Tier {
  if (value === 100 || (value === 99 && skill <= 100)) return "fumble";
  if (value <= Math.ceil(skill / 10)) return "critical";
  return value <= skill ? "success" : "failure";
}

/**
 * Preset C: the banded BRP table (catalog 003, BRP-RES-8): Critical up to a twentieth of the
 * skill rounded up; Fumble on the top 1..5 faces depending on the failure chance.
 */
function brpTier(value: number, skill: number): Tier {
  if (value >= brpFumbleFrom(skill)) return "fumble";
  if (value <= Math.ceil(skill / 20)) return "critical";
  return value <= skill ? "success" : "failure";
}

/** Lowest face that fumbles under preset C. */
export function brpFumbleFrom(skill: number): number {
  requireInteger(skill, "skill", -MAX_SKILL, MAX_SKILL);
  const width = Math.min(5, Math.max(1, Math.ceil((101 - skill) / 20)));
  return 101 - width;
}

/**
 * A roll handed in from a stored card: a record whose face, reading and skill are whole numbers in
 * range and whose tier is one of the four (O(1); the rest of the record is the module's own).
 */
export function requireClashRoll(value: unknown, field = "roll"): ClashRoll {
  const roll = requireRecord(value, field);
  requireInteger(roll.face, `${field}.face`, 1, 100);
  requireInteger(roll.value, `${field}.value`, 0, 100);
  requireInteger(roll.skill, `${field}.skill`, 0, MAX_SKILL);
  requireOneOf(roll.tier, `${field}.tier`, TIERS);
  requireBoolean(roll.flipped, `${field}.flipped`);
  return value as ClashRoll;
}

/** A d100 check as the exchange keeps it: the face, what it reads as and its tier. */
export interface ClashRoll {
  readonly face: number;
  readonly value: number;
  readonly skill: number;
  readonly tier: Tier;
  /** True once the digits were flipped with Luck. */
  readonly flipped: boolean;
}

export function makeRoll(face: number, skill: number, preset: TierPreset, flipped = false): ClashRoll {
  return { face, value: readFace(face, preset), skill, tier: tierOf(face, skill, preset), flipped };
}

/** The same check after a Luck flip: new face, tier re-evaluated against the same skill. */
export function flipRoll(roll: ClashRoll, preset: TierPreset): ClashRoll {
  requireClashRoll(roll);
  return makeRoll(flipDigits(roll.face), roll.skill, preset, true);
}
