import { RulesError, requireInteger } from "../../../core/errors.js";
import { type RangeBand, bandFor } from "../../../core/range.js";
import { requireBoolean, requireNumber, requireRecord } from "../../../core/validate.js";
import { type MovementPace, MOVEMENT_PENALTY } from "./movement.js";
import { requireModifier, requireOneOf } from "./guards.js";

/** WC-RNG-4: range bands as multiples of the weapon's base range (= Short) and their modifiers. */
export type RangeKey = "pointBlank" | "short" | "medium" | "long" | "extreme";

export const RANGE_TABLE: ReadonlyArray<{ readonly key: RangeKey; readonly times: number; readonly modifier: number }> = [
  { key: "pointBlank", times: 0.1, modifier: 0 },
  { key: "short", times: 1, modifier: 5 },
  { key: "medium", times: 2, modifier: 10 },
  { key: "long", times: 3, modifier: 15 },
  { key: "extreme", times: 5, modifier: 20 },
];

export function rangeBands(baseRange: number): RangeBand<RangeKey>[] {
  if (!(baseRange > 0)) throw new RulesError("FRAY.Flurry.Error.BadBaseRange", { baseRange: String(baseRange) });
  // A hundred kilometres is beyond any missile the rules describe.
  requireNumber(baseRange, "baseRange", 0, 100_000);
  return RANGE_TABLE.map((row) => ({ key: row.key, upTo: baseRange * row.times, modifier: row.modifier }));
}

/** WC-RNG-6: the band for a distance (same unit as the base range); beyond ×5 the shot is impossible. */
export function rangeBand(distance: number, baseRange: number): RangeBand<RangeKey> {
  if (!(distance >= 0)) throw new RulesError("FRAY.Flurry.Error.BadDistance", { distance });
  const result = bandFor(distance, rangeBands(baseRange));
  if (!result.inRange) throw new RulesError("FRAY.Flurry.Error.OutOfRange", { distance, maximum: baseRange * 5 });
  return result.band;
}

/** WC-RNG-5: what the target is doing. */
export type TargetState = "unawareStill" | "unawareMoving" | "unawareErratic" | "awareEvading";

export const TARGET_STATE_BASE: Readonly<Record<TargetState, number>> = {
  unawareStill: 10,
  unawareMoving: 15,
  unawareErratic: 20,
  awareEvading: 15,
};

export interface TargetLevelInput {
  readonly state: TargetState;
  readonly rangeModifier: number;
  /** The target's Defense, added only when he is aware and evading. */
  readonly targetDefense?: number;
  /** WC-RNG-8: the target is screened by moving bodies in a mêlée (+5). */
  readonly obstructedInMelee?: boolean;
}

/**
 * WC-RNG-5/6/8: the target level of a shot. Range modifiers raise the target level and are never
 * added to the roll (PROPOSAL WC-RNG-6); firing into a mêlée at a screened target adds 5.
 */
export function missileTargetLevel(input: TargetLevelInput): number {
  const state = requireOneOf(requireRecord(input, "target").state, Object.keys(TARGET_STATE_BASE) as TargetState[], "targetState");
  let level = TARGET_STATE_BASE[state] + requireModifier(input.rangeModifier, "rangeModifier");
  if (state === "awareEvading") {
    if (input.targetDefense === undefined) throw new RulesError("FRAY.Flurry.Error.DefenseNeeded");
    level += requireModifier(input.targetDefense, "targetDefense");
  }
  if (input.obstructedInMelee) level += 5;
  return level;
}

/** WC-RNG-7: what calling a location costs at each band; beyond Short locations are random. */
export function calledShotModifier(band: RangeKey, call: "general" | "subLocation"): number {
  if (band === "pointBlank") return call === "general" ? 0 : -3;
  if (band === "short") return call === "general" ? -2 : -5;
  throw new RulesError("FRAY.Flurry.Error.CalledShotTooFar", { band });
}

export interface MissileRollInput {
  readonly skill: number;
  readonly dexterityMod: number;
  /** WC-RNG-10: the shooter's own pace this phase (WC-MOV-9); target movement is priced by TargetState. */
  readonly shooterPace?: MovementPace;
  readonly calledShot?: number;
  readonly woundPenalty?: number;
  readonly other?: number;
  /** WC-RNG-9: an accidental hit on a bystander in the flight path uses skill −5. */
  readonly accidental?: boolean;
}

/** WC-RNG-3: the modifier added to 3d6 for a shot. */
export function missileRollModifier(input: MissileRollInput): number {
  requireInteger(requireRecord(input, "shooter").skill, "skill", -20, 100);
  const skill = input.accidental ? -5 : input.skill;
  const pace = input.shooterPace ? MOVEMENT_PENALTY[requireOneOf(input.shooterPace, Object.keys(MOVEMENT_PENALTY) as MovementPace[], "pace")] : 0;
  const rest = [input.dexterityMod, input.calledShot ?? 0, input.woundPenalty ?? 0, input.other ?? 0].map((m) => requireModifier(m, "modifier"));
  return skill + pace + rest.reduce((a, b) => a + b, 0);
}

/** WC-RNG-1 (PROPOSAL): a shot at Point Blank against an aware target is a confrontational exchange like mêlée. */
export function isConfrontational(band: RangeKey, targetAware: boolean): boolean {
  return band === "pointBlank" && targetAware;
}

/** WC-RNG-2 (PROPOSAL): shots per round: two (movement and adjustment phases) unless the weapon must be loaded. */
export function shotsPerRound(weapon: { needsLoadAction: boolean }): { count: number; phases: Array<"movement" | "adjustment"> } {
  return requireBoolean(requireRecord(weapon, "weapon").needsLoadAction, "needsLoadAction") ? { count: 1, phases: ["movement"] } : { count: 2, phases: ["movement", "adjustment"] };
}
