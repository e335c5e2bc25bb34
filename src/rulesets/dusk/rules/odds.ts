import { requireInteger } from "../../../core/errors.js";
import { requireNumber } from "../../../core/validate.js";
import { fromMap, mapValues, probabilityAtLeast, probabilityOf, shift, sumOfDice, type Distribution } from "../../../core/distribution.js";
import { easeDifficulty, POINTS_PER_STEP, type Easing } from "./difficulty.js";
import { destinedEffect, TAKING_TWENTY_FLOOR, type DestinedEffect } from "./roll.js";
import { WOUND_TABLE, type WoundResult } from "./wounds.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";

/** Exact odds for the roll dialog: everything is counted over the 144 faces of 2d12. */

const TWO_D12: Distribution = sumOfDice(2, 12);

/** Distribution of the total compared with the target number (raised to 20 when taking 20). */
export function totalDistribution(takingTwenty = false): Distribution {
  return takingTwenty ? mapValues(TWO_D12, (t) => Math.max(t, TAKING_TWENTY_FLOOR)) : TWO_D12;
}

/** P(success) against a target number; a target of 0 or less is routine and certain. */
export function successChance(targetNumber: number, takingTwenty = false): number {
  requireInteger(targetNumber, "targetNumber", -10_000, 10_000);
  if (targetNumber <= 0) return 1;
  return probabilityAtLeast(totalDistribution(takingTwenty), targetNumber);
}

/** P(success) for a base difficulty after every modification (DB-EASE-9). */
export function taskSuccessChance(baseDifficulty: number, easing: Easing = {}, takingTwenty = false, options: DuskOptions = DEFAULT_DUSK_OPTIONS): number {
  const eased = easeDifficulty(baseDifficulty, easing, options);
  return eased.routine ? 1 : successChance(eased.targetNumber, takingTwenty);
}

export interface DestinedSplit {
  /** Probability of each destined effect. */
  readonly dawn: number;
  readonly dusk: number;
  readonly eclipse: number;
  /** Probability of success together with each effect (they add up to P(success)). */
  readonly successAnd: Readonly<Record<DestinedEffect, number>>;
  readonly success: number;
}

/** Totals of 2d12 split by destined effect: one distribution per effect, each of mass P(effect). */
function totalsByEffect(): Readonly<Record<DestinedEffect, Distribution>> {
  const mass: Record<DestinedEffect, Map<number, number>> = { dawn: new Map(), dusk: new Map(), eclipse: new Map() };
  for (let dawn = 1; dawn <= 12; dawn++) {
    for (let dusk = 1; dusk <= 12; dusk++) {
      const m = mass[destinedEffect(dawn, dusk)];
      m.set(dawn + dusk, (m.get(dawn + dusk) ?? 0) + 1 / 144);
    }
  }
  return { dawn: fromMap(mass.dawn), dusk: fromMap(mass.dusk), eclipse: fromMap(mass.eclipse) };
}
const BY_EFFECT = totalsByEffect();

/** The Dawn / Dusk / Eclipse split of a roll against a target number (DB-ROLL-6). */
export function destinedSplit(targetNumber: number, takingTwenty = false): DestinedSplit {
  requireInteger(targetNumber, "targetNumber", -10_000, 10_000);
  const successAnd = {} as Record<DestinedEffect, number>;
  const total = {} as Record<DestinedEffect, number>;
  for (const effect of ["dawn", "dusk", "eclipse"] as const) {
    const d = takingTwenty ? mapValues(BY_EFFECT[effect], (t) => Math.max(t, TAKING_TWENTY_FLOOR)) : BY_EFFECT[effect];
    total[effect] = probabilityAtLeast(d, -Infinity);
    successAnd[effect] = targetNumber <= 0 ? total[effect] : probabilityAtLeast(d, targetNumber);
  }
  return {
    dawn: total.dawn,
    dusk: total.dusk,
    eclipse: total.eclipse,
    successAnd,
    success: successAnd.dawn + successAnd.dusk + successAnd.eclipse,
  };
}

export interface DifficultyRow {
  readonly difficulty: number;
  readonly targetNumber: number;
  /** Exact chance of success; 1 for difficulty 0 (no roll). */
  readonly chance: number;
  /** Faces of 144 that succeed. */
  readonly outOf144: number;
}

/** The missing Task Difficulty table (DB-CORE-3), generated: difficulties 0..12. */
export function difficultyTable(): DifficultyRow[] {
  return Array.from({ length: 13 }, (_, difficulty) => {
    const targetNumber = difficulty * POINTS_PER_STEP;
    const chance = successChance(targetNumber);
    return { difficulty, targetNumber, chance, outOf144: Math.round(chance * 144) };
  });
}

/** Odds of each wound-table row for a wound roll with `held` points of wounds already held (DB-WND-2). */
export function woundOdds(held = 0): Readonly<Record<WoundResult, number>> {
  requireInteger(held, "held", 0, 1000);
  const totals = shift(TWO_D12, held);
  const out = { winded: 0, light: 0, moderate: 0, severe: 0, critical: 0, death: 0 } as Record<WoundResult, number>;
  for (let i = 0; i < totals.p.length; i++) {
    const value = totals.min + i;
    let row: WoundResult = "winded";
    for (const r of WOUND_TABLE) if (value >= r.from) row = r.result;
    out[row] += probabilityOf(totals, value);
  }
  return out;
}

/** Half-width of the sampling check used in tests: `k` standard errors of a proportion. */
export function samplingTolerance(p: number, samples: number, k = 4): number {
  requireNumber(p, "probability", 0, 1);
  requireInteger(samples, "samples", 1, 1e12);
  requireNumber(k, "k", 0, 100);
  return k * Math.sqrt((p * (1 - p)) / samples);
}
