import { requireDicePort, type Dice } from "../../../core/dice.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { MAX_DICE, requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";

/** A face of 3 or more is a success (FC-DICE-1). */
export const SUCCESS_MIN_FACE = 3;
/** Faces that Parry and Armor may cancel (FC-DEF-1, FC-DEF-3); 5s and 6s never cancel. */
export const CANCELLABLE_FACES: readonly number[] = [3, 4];

export function isSuccess(face: number): boolean {
  return face >= SUCCESS_MIN_FACE;
}

/** Number of successes among d6 results. */
export function countSuccesses(faces: readonly number[]): number {
  let n = 0;
  for (const face of requireArray(faces, "faces", MAX_DICE) as readonly number[]) {
    checkFace(face);
    if (face >= SUCCESS_MIN_FACE) n++;
  }
  return n;
}

export function checkFace(face: number): void {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RulesError("FRAY.Pool.Error.BadFace", { face: String(face) });
}

/** Where a die of the pool came from, for the roll dialog's breakdown. */
export type PoolModifierSource =
  | "skill"
  | "weapon"
  | "maneuver"
  | "cover"
  | "range"
  | "tracks"
  | "injury"
  | "poison"
  | "mount"
  | "ship"
  | "parryDice"
  | "defenseDice"
  | "extra";

export interface PoolModifier {
  readonly source: PoolModifierSource;
  /** Signed number of dice. */
  readonly dice: number;
}

export interface PoolBreakdown {
  /** Every contribution, skill first, in the order they were added. */
  readonly parts: readonly PoolModifier[];
  /** Signed sum of the parts (may be zero or negative). */
  readonly total: number;
  /** Dice actually rolled after the minimum-pool setting (FC-DICE-5). */
  readonly rolled: number;
}

/**
 * Adds skill dice and every modifier (FC-DICE-2: all penalties stack). A total at or below zero
 * rolls nothing unless the `minimumPool` setting says otherwise.
 */
export function buildPool(parts: readonly PoolModifier[], options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): PoolBreakdown {
  let total = 0;
  for (const part of requireArray(parts, "parts", MAX_POOL_PARTS) as readonly PoolModifier[]) {
    requireInteger(requireRecord(part, "part").dice, requireString(part.source, "part.source"), -100, 100);
    total += part.dice;
  }
  return { parts: parts.filter((p) => p.dice !== 0 || p.source === "skill"), total, rolled: diceToRoll(total, options) };
}

/** Dice rolled for a pool total: never negative, at least `minimumPool`. */
export function diceToRoll(total: number, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): number {
  requireInteger(total, "total", -MAX_DICE, MAX_DICE);
  return Math.max(total, poolOption(options, "minimumPool"), 0);
}

/** No pool is built from more contributions than this (a dialog lists a dozen at most). */
const MAX_POOL_PARTS = 100;

/** Rolls a built pool through the dice port (no dice asked for an empty pool). */
export function rollPool(dice: Dice, pool: PoolBreakdown | number, purpose?: string): number[] {
  requireDicePort(dice);
  const count = typeof pool === "number" ? Math.max(0, requireInteger(pool, "pool", -MAX_DICE, MAX_DICE)) : requireInteger(requireRecord(pool, "pool").rolled, "pool.rolled", 0, MAX_DICE);
  return count === 0 ? [] : dice.roll(count, 6, purpose);
}

/**
 * Dice rolled for a plain pool: skill dice, Weapon Dice and signed modifiers (FC-DICE-2), after
 * the minimum-pool setting. `planAttack` does the same for attacks with every named modifier.
 */
export function poolSize(
  input: { readonly skill: number; readonly weaponDice?: number; readonly modifiers?: readonly (number | PoolModifier)[] },
  options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS,
): number {
  requireRecord(input, "input");
  const parts: PoolModifier[] = [{ source: "skill", dice: input.skill }, { source: "weapon", dice: input.weaponDice ?? 0 }];
  for (const m of requireArray(input.modifiers ?? [], "modifiers", MAX_POOL_PARTS) as readonly (number | PoolModifier)[]) parts.push(typeof m === "number" ? { source: "extra", dice: m } : m);
  return buildPool(parts, options).rolled;
}
