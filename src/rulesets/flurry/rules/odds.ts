import * as dist from "../../../core/distribution.js";
import type { Distribution } from "../../../core/distribution.js";
import { requireInteger } from "../../../core/errors.js";
import { CRITICAL_STEP } from "./attack.js";
import { requireModifier, requireOneOf } from "./guards.js";
import { type Skew, SKEWS } from "./check.js";
import { requireImpactDice, type ImpactDice } from "./impact.js";

/**
 * Exact odds for the roll dialogs (no sampling): the 3d6 check, the margin and critical dice of
 * an attack, initiative with a skew die and impact totals.
 */
const THREE_D6 = dist.sumOfDice(3, 6);

export function threeD6(): Distribution {
  return THREE_D6;
}

/** P(3d6 + bonus > target): a success needs to beat the target (WC-ATK-2). */
export function probabilityToBeat(bonus: number, target: number): number {
  requireModifier(bonus, "bonus");
  requireModifier(target, "target");
  return dist.probabilityAtLeast(THREE_D6, target - bonus + 1);
}

/** Distribution of the margin, 3d6 + bonus − target. */
export function marginDistribution(bonus: number, target: number): Distribution {
  requireModifier(bonus, "bonus");
  requireModifier(target, "target");
  return dist.shift(THREE_D6, bonus - target);
}

export interface AttackOdds {
  readonly miss: number;
  /** Hits with no extra dice (margin 1..4). */
  readonly plainHit: number;
  /** P(extra impact dice = k) for k ≥ 1 (margin 5k..5k+4). */
  readonly criticalDice: ReadonlyMap<number, number>;
  readonly critical: number;
}

/** The critical-margin distribution (WC-ATK-6): miss, plain hit, and each count of extra dice. */
export function attackOdds(bonus: number, target: number): AttackOdds {
  let miss = 0;
  let plainHit = 0;
  let critical = 0;
  const criticalDice = new Map<number, number>();
  for (const [margin, p] of dist.entries(marginDistribution(bonus, target))) {
    if (margin <= 0) miss += p;
    else if (margin < CRITICAL_STEP) plainHit += p;
    else {
      const k = Math.floor(margin / CRITICAL_STEP);
      criticalDice.set(k, (criticalDice.get(k) ?? 0) + p);
      critical += p;
    }
  }
  return { miss, plainHit, criticalDice, critical };
}

/**
 * The distribution of extra impact dice an attack earns (WC-ATK-6): 0 for misses and hits by
 * less than 5, k for margins 5k..5k+4.
 */
export function criticalDiceDistribution(bonus: number, target: number): Distribution {
  return dist.mapValues(marginDistribution(bonus, target), (margin) => (margin >= CRITICAL_STEP ? Math.floor(margin / CRITICAL_STEP) : 0));
}

/**
 * Sum of `count` dice of `faces` rolled with a skew die (WC-INIT-2): `count + 1` dice, the lowest
 * (high skew) or highest (low skew) dropped. Exact, by the dropped die's value m and how many
 * dice j show it: the others are uniform above m (high) or below m (low).
 */
export function skewedSum(count: number, faces: number, skew: Skew): Distribution {
  requireInteger(count, "count", 0, 100);
  requireInteger(faces, "faces", 1, 1000);
  requireOneOf(skew, SKEWS, "skew");
  if (skew === "none") return dist.sumOfDice(count, faces);
  const n = count + 1;
  const mass = new Map<number, number>();
  for (let m = 1; m <= faces; m++) {
    const others = skew === "high" ? faces - m : m - 1;
    for (let j = 1; j <= n; j++) {
      const rest = n - j;
      if (rest > 0 && others === 0) continue;
      const weight = binomialCoefficient(n, j) * (1 / faces) ** j * (others / faces) ** rest;
      // The rest: `rest` dice uniform on m+1..faces (high) or 1..m-1 (low); j−1 copies of m are kept.
      const restSum = rest === 0 ? dist.constant(0) : dist.shift(dist.sumOfDice(rest, others), skew === "high" ? m * rest : 0);
      for (const [value, p] of dist.entries(restSum)) {
        const kept = value + (j - 1) * m;
        mass.set(kept, (mass.get(kept) ?? 0) + weight * p);
      }
    }
  }
  return dist.fromMap(mass);
}

function binomialCoefficient(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** Initiative total 3d6 (or 4d6 keep three with the high skew die) + Fighter rank (WC-INIT-1/2). */
export function initiativeDistribution(fighterRank: number, skew: Skew = "none"): Distribution {
  return dist.shift(skewedSum(3, 6, skew), fighterRank);
}

/** Impact total for an impact roll plus critical dice (WC-STR-2, WC-ATK-6). */
export function impactDistribution(impact: ImpactDice, extraDice = 0, skew: Skew = "none"): Distribution {
  requireInteger(extraDice, "extraDice", 0, 100);
  requireImpactDice(impact);
  if (impact.kind === "fixed") return dist.constant(requireInteger(impact.points, "points", 0, 1000) * (1 + extraDice));
  return skewedSum(impact.count + extraDice, impact.faces, skew);
}
