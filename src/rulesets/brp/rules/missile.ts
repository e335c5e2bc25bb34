import { RulesError, requireInteger } from "../../../core/errors.js";
import { bandFor, type RangeBand } from "../../../core/range.js";
import { optionalBoolean, requireNumber, requireOneOf, requireRecord } from "../../../core/validate.js";
import type { Grade, LevelLimits, SkillModifiers } from "./success.js";

export type RangeBandKey = "pointBlank" | "normal" | "medium" | "long";

/** BRP-MSL-2: point blank reaches DEX/3 metres, rounded up. */
export function pointBlankRange(dex: number): number {
  return Math.ceil(requireInteger(Math.round(dex), "DEX", 0, 1000) / 3);
}

/**
 * Range bands for a missile weapon (BRP-MSL-2/3): point blank (Easy), up to the listed range
 * (normal), up to double (Difficult), up to quadruple (1/5 skill, any success only a normal one).
 */
/** The longest listed range of a missile weapon (metres); a long band reaches four times it. */
const MAX_RANGE = 100_000;

export function missileBands(baseRange: number, dex: number): RangeBand<RangeBandKey>[] {
  if (!(baseRange > 0) || !(baseRange <= MAX_RANGE)) throw new RulesError("FRAY.Brp.Error.InvalidRange", { range: String(baseRange) });
  return [
    { key: "pointBlank", upTo: pointBlankRange(dex), modifier: 0 },
    { key: "normal", upTo: baseRange, modifier: 0 },
    { key: "medium", upTo: baseRange * 2, modifier: 0 },
    { key: "long", upTo: baseRange * 4, modifier: 0 },
  ];
}

export interface MissileSituation {
  readonly distance: number;
  readonly baseRange: number;
  readonly shooterDex: number;
  readonly targetFastMoving?: boolean;
  readonly vision?: "clear" | "lightShadows" | "lightFog" | "darkness";
  /** Target partly covered or concealed. */
  readonly concealed?: boolean;
  readonly targetProne?: boolean;
  /** Targeting gear used after a round of aiming: the range band counts one band closer. */
  readonly targetingGearAimed?: boolean;
  /** Fixed support (bipod, tripod): "first" aimed attack +40%, "later" attacks +20%. */
  readonly fixedSupport?: "first" | "later";
}

export interface MissileModifiers {
  readonly band: RangeBandKey | "outOfRange";
  readonly modifiers: SkillModifiers;
  readonly limits: LevelLimits;
  /** Out of range: no roll. */
  readonly impossible: boolean;
}

const ORDER: readonly RangeBandKey[] = ["pointBlank", "normal", "medium", "long"];

/** All the missile modifiers of BRP-MSL-2..4 for one shot. */
export function missileModifiers(s: MissileSituation): MissileModifiers {
  requireRecord(s, "situation");
  requireNumber(s.distance, "distance", 0, 4 * MAX_RANGE);
  for (const flag of ["targetFastMoving", "concealed", "targetProne", "targetingGearAimed"] as const) optionalBoolean(s[flag], flag);
  if (s.vision !== undefined) requireOneOf(s.vision, "vision", ["clear", "lightShadows", "lightFog", "darkness"]);
  if (s.fixedSupport !== undefined) requireOneOf(s.fixedSupport, "fixedSupport", ["first", "later"]);
  const found = bandFor(s.distance, missileBands(s.baseRange, s.shooterDex));
  if (!found.inRange) return { band: "outOfRange", modifiers: { grades: ["impossible"] }, limits: {}, impossible: true };
  let band = found.band.key;
  if (s.targetingGearAimed && band !== "pointBlank" && band !== "normal") band = ORDER[ORDER.indexOf(band) - 1]!;
  const grades: Grade[] = [];
  const flat: number[] = [];
  let fraction: number | undefined;
  let limits: LevelLimits = {};
  if (band === "pointBlank") grades.push("easy");
  if (band === "medium") grades.push("difficult");
  if (band === "long") {
    fraction = 1 / 5;
    limits = { capAt: "success" };
  }
  if (s.targetFastMoving) flat.push(-50);
  if (s.vision === "lightShadows") flat.push(-10);
  if (s.vision === "lightFog") flat.push(-25);
  if (s.vision === "darkness") grades.push("difficult");
  if (s.concealed) grades.push("difficult");
  if (s.targetProne && found.band.key !== "pointBlank") grades.push("difficult");
  if (s.fixedSupport === "first") flat.push(40);
  if (s.fixedSupport === "later") flat.push(20);
  const modifiers: SkillModifiers = fraction === undefined ? { grades, flat } : { grades, flat, fraction };
  return { band, modifiers, limits, impossible: false };
}

export type ShieldSize = "small" | "full" | "large";

/** BRP-SHD-3: a shield's chance to block slow missiles, used instead of the Shield skill. */
export function shieldMissileChance(size: ShieldSize, kneeling = false): number {
  if (size === "small") return 15;
  if (size === "full") return kneeling ? 60 : 30;
  return kneeling ? 90 : 60;
}

/** How fast a missile flies, which decides what can stop it (BRP-MSL-5). */
export type MissileSpeed = "thrown" | "slow" | "fast";
