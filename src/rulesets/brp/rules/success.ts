import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireNumber, requireOneOf, requireRecord } from "../../../core/validate.js";
import { BRP_DEFAULTS, type BrpOptions } from "./options.js";

/** The five results of a d100 roll against a percentage, worst to best. */
export type SuccessLevel = "fumble" | "failure" | "success" | "special" | "critical";
export const SUCCESS_LEVELS: readonly SuccessLevel[] = ["fumble", "failure", "success", "special", "critical"];

/** Matrix rank of a level: failure and fumble 0, success 1, special 2, critical 3 (BRP-MTX-2). */
export function levelRank(level: SuccessLevel): 0 | 1 | 2 | 3 {
  switch (level) {
    case "critical":
      return 3;
    case "special":
      return 2;
    case "success":
      return 1;
    default:
      return 0;
  }
}

export function isSuccess(level: SuccessLevel): boolean {
  return levelRank(level) > 0;
}

/** Highest roll of each band for a skill; `fumbleFrom` is the lowest fumbling roll. */
export interface SuccessThresholds {
  readonly skill: number;
  readonly critical: number;
  readonly special: number;
  readonly success: number;
  readonly fumbleFrom: number;
}

const halfUp = (x: number): number => Math.floor(x + 0.5);

/** The largest percentage, either way, a skill or a modified chance may be: past any hero's, short of nonsense. */
export const MAX_SKILL = 1000;

/**
 * Refuses a percentage that is not a finite number (NaN, Infinity) with FRAY.Brp.Error.InvalidSkill,
 * and one beyond ±MAX_SKILL as out of range.
 */
export function requireSkill(value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new RulesError("FRAY.Brp.Error.InvalidSkill", { skill: String(value) });
  return requireNumber(value, "skill", -MAX_SKILL, MAX_SKILL);
}

/**
 * Thresholds for a (modified) skill. The banded table (default) rounds the critical and special
 * fractions up and gives fumbles by twenty-point bands of skill, which matches every example in
 * the chapter (60% fumbles on 98-00). "halfUp" reads the fractions literally with half-up rounding.
 */
export function successThresholds(skill: number, options: Pick<BrpOptions, "successRounding"> = BRP_DEFAULTS): SuccessThresholds {
  const s = Math.round(requireSkill(skill));
  const positive = Math.max(0, s);
  if (options.successRounding === "halfUp") {
    const fumbleCount = Math.max(1, halfUp(Math.max(0, 100 - s) / 20));
    return { skill: s, critical: halfUp(positive / 20), special: halfUp(positive / 5), success: Math.min(100, positive), fumbleFrom: 101 - fumbleCount };
  }
  const fumbleCount = Math.min(5, Math.max(1, Math.ceil((101 - s) / 20)));
  return { skill: s, critical: Math.ceil(positive / 20), special: Math.ceil(positive / 5), success: Math.min(100, positive), fumbleFrom: 101 - fumbleCount };
}

/** Extra constraints a situation puts on what a roll can count as. */
export interface LevelLimits {
  /** Long-range missile fire: any success counts only as a normal success (BRP-MSL-3). */
  readonly capAt?: SuccessLevel;
  /** A thrown weapon parried with a hand weapon needs a special: a plain success counts as failure (BRP-PAR-5). */
  readonly minimumSuccess?: SuccessLevel;
}

export type RollOptions = Pick<BrpOptions, "successRounding" | "autoSuccess01to05" | "autoFail96plus">;

const NO_LIMITS: LevelLimits = Object.freeze({});

/**
 * The success level of a d100 result (1..100, 100 = "00") against a skill. Allocation-free: the
 * simulator and the bench call it in hot loops (a cached table per skill measured slower). It
 * reads the same bands as `successThresholds` (a test checks they agree).
 */
export function successLevel(roll: number, skill: number, options: RollOptions = BRP_DEFAULTS, limits: LevelLimits = NO_LIMITS): SuccessLevel {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) requireInteger(roll, "roll", 1, 100);
  const level = levelOf(roll, Math.round(requireSkill(skill)), options);
  return limits.capAt === undefined && limits.minimumSuccess === undefined ? level : applyLimits(level, limits);
}

function levelOf(roll: number, s: number, options: RollOptions): SuccessLevel {
  const positive = s > 0 ? s : 0;
  let critical: number;
  let special: number;
  let fumbleCount: number;
  if (options.successRounding === "halfUp") {
    critical = halfUp(positive / 20);
    special = halfUp(positive / 5);
    fumbleCount = Math.max(1, halfUp((s < 100 ? 100 - s : 0) / 20));
  } else {
    critical = Math.ceil(positive / 20);
    special = Math.ceil(positive / 5);
    fumbleCount = Math.ceil((101 - s) / 20);
    fumbleCount = fumbleCount < 1 ? 1 : fumbleCount > 5 ? 5 : fumbleCount;
  }
  let level: SuccessLevel;
  if (roll >= 101 - fumbleCount) level = "fumble";
  else if (roll <= critical) level = "critical";
  else if (roll <= special) level = "special";
  else if (roll <= positive) level = "success";
  else level = "failure";
  if (options.autoSuccess01to05 && roll <= 5 && (level === "failure" || level === "fumble")) level = "success";
  if (options.autoFail96plus && roll >= 96 && level !== "failure" && level !== "fumble") level = "failure";
  return level;
}

export function applyLimits(level: SuccessLevel, limits: LevelLimits): SuccessLevel {
  requireOneOf(level, "level", SUCCESS_LEVELS);
  requireRecord(limits, "limits");
  if (limits.capAt !== undefined) requireOneOf(limits.capAt, "capAt", SUCCESS_LEVELS);
  if (limits.minimumSuccess !== undefined) requireOneOf(limits.minimumSuccess, "minimumSuccess", SUCCESS_LEVELS);
  let out = level;
  if (limits.capAt && levelRank(out) > levelRank(limits.capAt)) out = limits.capAt;
  if (limits.minimumSuccess && levelRank(out) > 0 && levelRank(out) < levelRank(limits.minimumSuccess)) out = "failure";
  return out;
}

/** Difficulty grades (BRP-RES-9). */
export type Grade = "easy" | "difficult" | "impossible";
const GRADES: readonly Grade[] = ["easy", "difficult", "impossible"];
/** No roll gathers more grades or flat modifiers than this. */
const MAX_MODIFIERS = 20;

export interface SkillModifiers {
  /** Grades applying to the roll; an Easy and a Difficult cancel pairwise. */
  readonly grades?: readonly Grade[];
  /** Multiplying fraction applied with the grades, e.g. 1/5 at long range (BRP-MSL-2). */
  readonly fraction?: number;
  /** Flat situational modifiers in percentage points, applied after the grades. */
  readonly flat?: readonly number[];
}

/**
 * The chance to roll against after difficulty grades and flat modifiers, or null when the task
 * is impossible. Grades go first (Easy doubles, Difficult halves rounding up), then any fraction
 * (rounded up), then the flat modifiers. The result may be zero or negative: no success is possible
 * then, but the roll can still fumble.
 */
export function modifiedSkill(skill: number, mods: SkillModifiers = {}): number | null {
  requireSkill(skill);
  requireRecord(mods, "modifiers");
  const grades = requireArray(mods.grades ?? [], "grades", MAX_MODIFIERS) as readonly Grade[];
  for (const grade of grades) requireOneOf(grade, "grade", GRADES);
  if (grades.includes("impossible")) return null;
  const net = grades.filter((g) => g === "easy").length - grades.filter((g) => g === "difficult").length;
  let value = Math.round(skill);
  for (let i = 0; i < Math.abs(net); i++) value = net > 0 ? value * 2 : Math.ceil(value / 2);
  if (mods.fraction !== undefined) {
    if (!(mods.fraction > 0)) throw new RulesError("FRAY.Brp.Error.InvalidSkill", { skill: String(mods.fraction) });
    requireNumber(mods.fraction, "fraction", 0, 10);
    value = Math.ceil(value * mods.fraction);
  }
  for (const f of requireArray(mods.flat ?? [], "flat", MAX_MODIFIERS) as readonly number[]) value += Math.round(requireSkill(f));
  return value;
}

/** Characteristic rolls as percentages (SRD ×5): Stamina CON, Idea INT, Agility DEX, Luck POW. */
export function characteristicRoll(characteristic: number): number {
  requireInteger(characteristic, "characteristic", 0, 1000);
  return characteristic * 5;
}

/**
 * Weapon malfunction (BRP-RES-13): a malfunction number applies to the raw roll whatever the
 * skill, so a roll can be a fumble, a malfunction, both or neither.
 */
export function checkMalfunction(roll: number, malfunctionFrom: number | null | undefined): boolean {
  requireInteger(roll, "roll", 1, 100);
  return malfunctionFrom !== null && malfunctionFrom !== undefined && roll >= malfunctionFrom;
}

/** Resistance table (BRP-SPC-10, SRD): 50% + 5% per point the active value exceeds the passive one. */
export function resistanceChance(active: number, passive: number): number {
  // Characteristics, damage and hit points are whole numbers; halved values are rounded first.
  const a = requireInteger(Math.round(active), "active", -10000, 10000);
  const p = requireInteger(Math.round(passive), "passive", -10000, 10000);
  return 50 + 5 * (a - p);
}

/** Whether a d100 roll wins a resistance contest. */
export function resistanceSucceeds(roll: number, active: number, passive: number, options: Pick<BrpOptions, "resistanceExtremes"> = BRP_DEFAULTS): boolean {
  requireInteger(roll, "roll", 1, 100);
  if (options.resistanceExtremes) {
    if (roll === 1) return true;
    if (roll === 100) return false;
  }
  return roll <= resistanceChance(active, passive);
}
