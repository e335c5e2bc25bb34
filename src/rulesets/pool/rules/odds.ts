import { binomial, mean, probabilityAtLeast, type Distribution } from "../../../core/distribution.js";
import { requireInteger } from "../../../core/errors.js";
import { requireRecord } from "../../../core/validate.js";
import { parryAppliesTo } from "./attack.js";
import type { AttackSkill } from "./tables.js";

/**
 * Exact odds for the roll dialog. A d6 falls into one of three equally likely classes: 1–2
 * (fail), 3–4 (a success Parry and Armor may cancel) and 5–6 (a success nothing cancels). With h
 * fives-or-sixes and m threes-or-fours among n dice, damage is h + max(0, m − cancels), and
 * P(h, m) = C(n, h)·C(n − h, m) / 3ⁿ, so the whole distribution is one O(n²) double sum.
 */

export const MAX_ODDS_POOL = 200;
const P_SUCCESS = 2 / 3;

/** Cancelling points an attack faces: Parry only when it applies, plus Armor. */
export function cancelsFor(parry: number, armor: number, parryApplies: boolean): number {
  return (parryApplies ? requireInteger(parry, "parry", 0, 100) : 0) + requireInteger(armor, "armor", 0, 100);
}

/** Row n of Pascal's triangle, cached: binomial coefficients stay exact up to n ≈ 50 and close beyond. */
const pascalRows: Float64Array[] = [Float64Array.of(1)];
function pascal(n: number): Float64Array {
  for (let k = pascalRows.length; k <= n; k++) {
    const prev = pascalRows[k - 1]!;
    const row = new Float64Array(k + 1);
    row[0] = 1;
    row[k] = 1;
    for (let j = 1; j < k; j++) row[j] = prev[j - 1]! + prev[j]!;
    pascalRows.push(row);
  }
  return pascalRows[n]!;
}

/** Computes the damage distribution for `pool` dice against `cancels` (no cache). */
export function computeDamageDistribution(pool: number, cancels: number): Distribution {
  const n = requireInteger(pool, "pool", 0, MAX_ODDS_POOL);
  const c = requireInteger(cancels, "cancels", 0, 1000);
  const out = new Float64Array(n + 1);
  const scale = Math.pow(3, -n);
  const top = pascal(n);
  for (let h = 0; h <= n; h++) {
    const rest = n - h;
    const row = pascal(rest);
    const ph = top[h]! * scale;
    // Threes and fours up to the cancel count all land on damage h; the rest add one each.
    for (let m = 0; m <= rest; m++) out[h + (m > c ? m - c : 0)]! += ph * row[m]!;
  }
  return { min: 0, p: out };
}

/**
 * Exact distribution of damage 0..pool for an attack of `pool` dice (after every modifier and the
 * minimum-pool setting) against `cancels` (from `cancelsFor`). Worked out on every call: with
 * Pascal's rows kept, twenty dice take about a microsecond (`npm run bench`), which a cache that
 * must hand each caller its own copy did not beat — so none is kept.
 */
export function damageDistribution(pool: number, cancels: number): Distribution {
  return computeDamageDistribution(pool, cancels);
}

export interface AttackOddsInput {
  /** Dice rolled, after every modifier and the minimum-pool setting. */
  readonly pool: number;
  readonly parry: number;
  readonly armor: number;
  /** As for `resolveAttack`: when omitted, Parry counts only against melee (`skill`, default melee). */
  readonly parryApplies?: boolean;
  readonly skill?: AttackSkill;
}

export interface AttackOdds {
  readonly distribution: Distribution;
  readonly expectedDamage: number;
  /** Chance of at least one net success: any damage at all, or a Coup de Grâce kill. */
  readonly atLeastOne: number;
}

export function attackOdds(input: AttackOddsInput): AttackOdds {
  requireRecord(input, "odds");
  const distribution = damageDistribution(input.pool, cancelsFor(input.parry, input.armor, parryAppliesTo(input)));
  return { distribution, expectedDamage: mean(distribution), atLeastOne: probabilityAtLeast(distribution, 1) };
}

/** Distribution of successes in a pool (each die succeeds with probability 2/3). */
export function successDistribution(pool: number): Distribution {
  return binomial(requireInteger(pool, "pool", 0, MAX_ODDS_POOL), P_SUCCESS);
}

/** P(successes ≥ difficulty) for a check: the roll dialog's pass chance. */
export function checkChance(pool: number, difficulty: number): number {
  requireInteger(difficulty, "difficulty", 0, 100);
  return difficulty <= 0 ? 1 : probabilityAtLeast(successDistribution(pool), difficulty);
}

/** P(initiator beats target by at least one) for opposed pools (Disarm, Feint, Grapple). */
export function opposedChance(initiatorPool: number, targetPool: number): number {
  const a = successDistribution(initiatorPool);
  const b = successDistribution(targetPool);
  let total = 0;
  for (let i = 0; i < a.p.length; i++) {
    let below = 0;
    for (let j = 0; j < Math.min(i, b.p.length); j++) below += b.p[j]!;
    total += a.p[i]! * below;
  }
  return total;
}
