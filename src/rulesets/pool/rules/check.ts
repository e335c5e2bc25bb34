import { requireInteger } from "../../../core/errors.js";
import { RulesError } from "../../../core/errors.js";
import { requireRecord } from "../../../core/validate.js";
import { countSuccesses } from "./pool.js";
import { DIFFICULTIES, type DifficultyKey } from "./tables.js";

/** Successes needed for a named difficulty ("easy" 1, "moderate" 2, "difficult" 3). */
export function difficultyValue(key: DifficultyKey): number {
  const value = DIFFICULTIES[key];
  if (value === undefined) throw new RulesError("FRAY.Pool.Error.UnknownDifficulty", { difficulty: String(key) });
  return value;
}

export interface CheckResult {
  readonly successes: number;
  readonly difficulty: number;
  readonly passed: boolean;
  /** Successes beyond the difficulty (0 when it only just passed, negative on failure). */
  readonly margin: number;
  /** How far short the roll fell (0 on a pass); poison application cares about 2 or more. */
  readonly failedBy: number;
}

/**
 * An unopposed Skill check (FC-DICE-3): the difficulty (1 easy, 2 moderate, 3 difficult, or a
 * poison's target number up to 4 or more) is the number of successes needed.
 */
export function resolveCheck(input: { readonly dice: readonly number[]; readonly difficulty: number | DifficultyKey }): CheckResult {
  requireRecord(input, "check");
  const difficulty = typeof input.difficulty === "string" ? difficultyValue(input.difficulty) : requireInteger(input.difficulty, "difficulty", 0, 100);
  const successes = countSuccesses(input.dice);
  const margin = successes - difficulty;
  return { successes, difficulty, passed: margin >= 0, margin, failedBy: Math.max(0, -margin) };
}

export interface OpposedResult {
  readonly initiatorSuccesses: number;
  readonly targetSuccesses: number;
  /** The initiator must beat the target by one or more; a tie goes to the target (FC-DICE-4). */
  readonly initiatorWins: boolean;
}

export function resolveOpposed(initiatorDice: readonly number[], targetDice: readonly number[]): OpposedResult {
  const initiatorSuccesses = countSuccesses(initiatorDice);
  const targetSuccesses = countSuccesses(targetDice);
  return { initiatorSuccesses, targetSuccesses, initiatorWins: initiatorSuccesses - targetSuccesses >= 1 };
}
