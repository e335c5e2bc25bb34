import { RulesError } from "./errors.js";
import type { ParsedFormula } from "./formula.js";

/**
 * An exact discrete distribution over consecutive integers: `p[i]` is the probability of the
 * value `min + i`. Built by convolution over dice faces, never by sampling, so roll dialogs can
 * show exact odds and property tests can check sampled dice against them.
 */
export interface Distribution {
  readonly min: number;
  readonly p: Float64Array;
}

export function constant(value: number): Distribution {
  return { min: value, p: Float64Array.of(1) };
}

/** One fair die with faces 1..faces. */
export function die(faces: number): Distribution {
  if (!Number.isInteger(faces) || faces < 1) throw new RulesError("FRAY.Error.InvalidDie", { faces });
  return { min: 1, p: new Float64Array(faces).fill(1 / faces) };
}

/** Distribution of X + Y for independent X and Y. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const out = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) out[i + j]! += pa * b.p[j]!;
  }
  return { min: a.min + b.min, p: out };
}

/** Distribution of the sum of `count` dice of `faces` sides (by repeated squaring). */
export function sumOfDice(count: number, faces: number): Distribution {
  if (!Number.isInteger(count) || count < 0) throw new RulesError("FRAY.Error.InvalidDie", { faces: count });
  let result = constant(0);
  let base = die(faces);
  let n = count;
  while (n > 0) {
    if (n & 1) result = convolve(result, base);
    n >>= 1;
    if (n > 0) base = convolve(base, base);
  }
  return result;
}

/** Distribution of a parsed formula's total (dice terms with signs, plus the constant). */
export function ofFormula(formula: ParsedFormula): Distribution {
  let result = constant(formula.constant);
  for (const term of formula.dice) {
    const sum = sumOfDice(term.count, term.faces);
    result = convolve(result, term.sign > 0 ? sum : negate(sum));
  }
  return result;
}

export function negate(d: Distribution): Distribution {
  const p = new Float64Array(d.p.length);
  for (let i = 0; i < d.p.length; i++) p[i] = d.p[d.p.length - 1 - i]!;
  return { min: -(d.min + d.p.length - 1), p };
}

/** Shifts every value by `offset`. */
export function shift(d: Distribution, offset: number): Distribution {
  return { min: d.min + offset, p: d.p };
}

/** Maps each value through `f` and gathers the mass on the results. */
export function mapValues(d: Distribution, f: (value: number) => number): Distribution {
  const mass = new Map<number, number>();
  for (let i = 0; i < d.p.length; i++) {
    const v = f(d.min + i);
    mass.set(v, (mass.get(v) ?? 0) + d.p[i]!);
  }
  return fromMap(mass);
}

export function fromMap(mass: ReadonlyMap<number, number>): Distribution {
  if (mass.size === 0) return constant(0);
  const keys = [...mass.keys()];
  const lo = Math.min(...keys);
  const hi = Math.max(...keys);
  const p = new Float64Array(hi - lo + 1);
  for (const [k, v] of mass) p[k - lo]! += v;
  return { min: lo, p };
}

/** P(X = value). */
export function probabilityOf(d: Distribution, value: number): number {
  const i = value - d.min;
  return i >= 0 && i < d.p.length ? d.p[i]! : 0;
}

/** P(X >= threshold). */
export function probabilityAtLeast(d: Distribution, threshold: number): number {
  let total = 0;
  for (let i = Math.max(0, threshold - d.min); i < d.p.length; i++) total += d.p[i]!;
  return Math.min(1, total);
}

/** P(X <= threshold). */
export function probabilityAtMost(d: Distribution, threshold: number): number {
  let total = 0;
  const last = Math.min(d.p.length - 1, threshold - d.min);
  for (let i = 0; i <= last; i++) total += d.p[i]!;
  return Math.min(1, total);
}

export function mean(d: Distribution): number {
  let m = 0;
  for (let i = 0; i < d.p.length; i++) m += (d.min + i) * d.p[i]!;
  return m;
}

/** Plain array of [value, probability] pairs with non-zero mass, for dialogs and tests. */
export function entries(d: Distribution): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < d.p.length; i++) if (d.p[i]! > 0) out.push([d.min + i, d.p[i]!]);
  return out;
}

/**
 * Binomial distribution of successes among `count` independent trials of probability `p`:
 * the number of dice in a pool that show a success face.
 */
export function binomial(count: number, p: number): Distribution {
  const out = new Float64Array(count + 1);
  const q = 1 - p;
  let coefficient = 1;
  for (let k = 0; k <= count; k++) {
    out[k] = coefficient * p ** k * q ** (count - k);
    coefficient = (coefficient * (count - k)) / (k + 1);
  }
  return { min: 0, p: out };
}

/**
 * Every way `count` independent dice fall into categories (each die lands in category c with
 * probability `categoryProbabilities[c]`), with the multinomial probability of that split.
 * Pool rulesets use it to cancel particular faces exactly; the number of splits is
 * C(count + k - 1, k - 1), small for the handful of categories a ruleset distinguishes.
 */
export function forEachCategorySplit(
  count: number,
  categoryProbabilities: readonly number[],
  visit: (counts: readonly number[], probability: number) => void,
): void {
  const k = categoryProbabilities.length;
  const counts = new Array<number>(k).fill(0);
  const logFactorial = new Float64Array(count + 1);
  for (let i = 2; i <= count; i++) logFactorial[i] = logFactorial[i - 1]! + Math.log(i);
  const logP = categoryProbabilities.map((p) => (p > 0 ? Math.log(p) : -Infinity));
  const recurse = (category: number, left: number, logWeight: number): void => {
    if (category === k - 1) {
      counts[category] = left;
      const term = left === 0 ? 0 : left * logP[category]!;
      const total = logFactorial[count]! + logWeight + term - logFactorial[left]!;
      if (Number.isFinite(total)) visit(counts, Math.exp(total));
      return;
    }
    for (let n = 0; n <= left; n++) {
      counts[category] = n;
      const term = n === 0 ? 0 : n * logP[category]!;
      recurse(category + 1, left - n, logWeight + term - logFactorial[n]!);
    }
  };
  if (k === 0) return;
  recurse(0, count, 0);
}
