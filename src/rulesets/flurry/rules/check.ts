import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireDiceCount, requireDiceFaces, requireNumber } from "../../../core/validate.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireModifier, requireOneOf } from "./guards.js";

/** Outcome of any 3d6 task against a target level: success only when the total beats it. */
export interface CheckResult {
  readonly dice: readonly number[];
  readonly total: number;
  readonly target: number;
  readonly success: boolean;
  /** total − target: positive on a success, 0 for "miss by 0", negative for larger misses. */
  readonly margin: number;
  /** How far the roll missed (0 for a tie); undefined on a success. */
  readonly missBy: number | undefined;
}

/** WC-ATK-2: "beat" is strictly greater; a tie is a miss by 0. */
export function compareToTarget(total: number, target: number): Pick<CheckResult, "success" | "margin" | "missBy"> {
  const margin = requireModifier(total, "total") - requireModifier(target, "target");
  const success = margin > 0;
  return { success, margin, missBy: success ? undefined : Math.abs(margin) };
}

/** Validates three d6 faces handed in from outside (a chat card, a test vector). */
export function requireThreeD6(dice: readonly number[]): readonly number[] {
  if (requireArray(dice, "dice").length !== 3) throw new RulesError("FRAY.Flurry.Error.ThreeDiceNeeded", { count: dice.length });
  for (const face of dice) requireInteger(face, "d6", 1, 6);
  return dice;
}

/** A 3d6 check from known faces: total = sum + modifier, compared to the target level. */
export function checkFromDice(dice: readonly number[], modifier: number, target: number): CheckResult {
  requireThreeD6(dice);
  requireModifier(modifier, "modifier");
  requireModifier(target, "target");
  const total = dice[0]! + dice[1]! + dice[2]! + modifier;
  const margin = total - target;
  const success = margin > 0;
  // Built field by field: spreading into a literal with extra fields is slow in V8 hot loops.
  return { dice, total, target, success, margin, missBy: success ? undefined : Math.abs(margin) };
}

/** Rolls 3d6 through the dice port and compares with the target level. */
export function rollCheck(dice: Dice, modifier: number, target: number, purpose = "check"): CheckResult {
  return checkFromDice(requireDicePort(dice).roll(3, 6, purpose), modifier, target);
}

export type Skew = "none" | "high" | "low";
export const SKEWS: readonly Skew[] = ["none", "high", "low"];

/**
 * WC-INIT-2 (PROPOSAL): a skew die is one more die of the same size rolled with the others; a
 * high skew drops the lowest die, a low skew the highest. Returns the kept faces and their sum.
 */
export function keepWithSkew(faces: readonly number[], skew: Skew): { kept: number[]; dropped: number | undefined; sum: number } {
  requireOneOf(skew, SKEWS, "skew");
  for (const face of requireArray(faces, "faces", 1000)) requireInteger(face, "face", 1, 1000);
  return keep(faces, skew);
}

/** keepWithSkew on faces the dice port produced (already whole numbers in range). */
function keep(faces: readonly number[], skew: Skew): { kept: number[]; dropped: number | undefined; sum: number } {
  if (skew === "none" || faces.length === 0) return { kept: [...faces], dropped: undefined, sum: sum(faces) };
  const sorted = [...faces].sort((a, b) => a - b);
  const dropped = skew === "high" ? sorted.shift() : sorted.pop();
  return { kept: sorted, dropped, sum: sum(sorted) };
}

/** Rolls `count` dice with an optional skew die and returns the kept faces and sum. */
export function rollWithSkew(dice: Dice, count: number, faces: number, skew: Skew, purpose?: string): { rolled: number[]; kept: number[]; sum: number } {
  requireDicePort(dice);
  requireDiceCount(count);
  requireDiceFaces(faces);
  const extra = requireOneOf(skew, SKEWS, "skew") === "none" ? 0 : 1;
  const rolled = dice.roll(count + extra, faces, purpose);
  const { kept, sum: total } = keep(rolled, skew);
  return { rolled, kept, sum: total };
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of requireArray(values, "values")) total += v as number;
  // One check of the result, not one per value: anything but numbers of dice size spoils it.
  return requireNumber(total, "sum", -1_000_000, 1_000_000);
}
