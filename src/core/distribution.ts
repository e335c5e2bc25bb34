import { RulesError } from "./errors.js";
import { requireParsedFormula, type ParsedFormula } from "./formula.js";
import { requireArray, requireDiceCount, requireDiceFaces, requireInteger, requireNumber, requireRecord } from "./validate.js";

/**
 * An exact discrete distribution over consecutive integers: `p[i]` is the probability of the
 * value `min + i`. Built by convolution over dice faces, never by sampling, so roll dialogs can
 * show exact odds and property tests can check sampled dice against them.
 */
export interface Distribution {
  readonly min: number;
  readonly p: Float64Array;
}

/**
 * The most values a distribution may span. Exact odds are for the dice a dialog shows (2d12,
 * 3d6 with a skew, a pool of d6s, 10d10): this leaves room for 20d1000 while refusing a support
 * whose convolution would stall the page.
 */
export const MAX_SUPPORT = 20_001;
/** The furthest from zero a distribution's values may lie. */
export const MAX_VALUE = 1_000_000;

/**
 * Checks a distribution handed in from outside (O(1): the shape, never every probability), so a
 * hand-made or stale object fails with a RulesError instead of poisoning the odds with NaN.
 */
export function requireDistribution(value: unknown, field = "distribution"): Distribution {
  const d = requireRecord(value, field);
  requireInteger(d.min, `${field}.min`, -MAX_VALUE, MAX_VALUE);
  if (!(d.p instanceof Float64Array) || d.p.length < 1 || d.p.length > MAX_SUPPORT) {
    throw new RulesError("FRAY.Error.InvalidDistribution", { field, max: MAX_SUPPORT });
  }
  return value as Distribution;
}

export function constant(value: number): Distribution {
  return { min: requireInteger(value, "value", -MAX_VALUE, MAX_VALUE), p: Float64Array.of(1) };
}

/** One fair die with faces 1..faces. */
export function die(faces: number): Distribution {
  requireDiceFaces(faces);
  return { min: 1, p: new Float64Array(faces).fill(1 / faces) };
}

/** Distribution of X + Y for independent X and Y. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  requireDistribution(a, "a");
  requireDistribution(b, "b");
  if (a.p.length + b.p.length - 1 > MAX_SUPPORT) throw new RulesError("FRAY.Error.InvalidDistribution", { field: "a + b", max: MAX_SUPPORT });
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
  requireDiceCount(count);
  requireDiceFaces(faces);
  if (count * (faces - 1) + 1 > MAX_SUPPORT) throw new RulesError("FRAY.Error.InvalidDistribution", { field: `${count}d${faces}`, max: MAX_SUPPORT });
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
  requireParsedFormula(formula);
  let result = constant(formula.constant);
  for (const term of formula.dice) {
    const sum = sumOfDice(term.count, term.faces);
    result = convolve(result, term.sign > 0 ? sum : negate(sum));
  }
  return result;
}

export function negate(d: Distribution): Distribution {
  requireDistribution(d);
  const p = new Float64Array(d.p.length);
  for (let i = 0; i < d.p.length; i++) p[i] = d.p[d.p.length - 1 - i]!;
  return { min: -(d.min + d.p.length - 1), p };
}

/** Shifts every value by `offset`. */
export function shift(d: Distribution, offset: number): Distribution {
  requireDistribution(d);
  requireInteger(offset, "offset", -MAX_VALUE, MAX_VALUE);
  return { min: d.min + offset, p: d.p };
}

/** Maps each value through `f` and gathers the mass on the results. */
export function mapValues(d: Distribution, f: (value: number) => number): Distribution {
  requireDistribution(d);
  if (typeof f !== "function") throw new RulesError("FRAY.Error.NotAFunction", { field: "f" });
  const mass = new Map<number, number>();
  for (let i = 0; i < d.p.length; i++) {
    const v = f(d.min + i);
    mass.set(v, (mass.get(v) ?? 0) + d.p[i]!);
  }
  return fromMap(mass);
}

export function fromMap(mass: ReadonlyMap<number, number>): Distribution {
  if (!(mass instanceof Map)) throw new RulesError("FRAY.Error.NotARecord", { field: "mass", value: String(mass) });
  if (mass.size === 0) return constant(0);
  let lo = Infinity;
  let hi = -Infinity;
  for (const [value, probability] of mass) {
    requireInteger(value, "value", -MAX_VALUE, MAX_VALUE);
    requireNumber(probability, "probability", 0, 1 + 1e-9);
    if (value < lo) lo = value;
    if (value > hi) hi = value;
  }
  if (hi - lo + 1 > MAX_SUPPORT) throw new RulesError("FRAY.Error.InvalidDistribution", { field: "mass", max: MAX_SUPPORT });
  const p = new Float64Array(hi - lo + 1);
  for (const [k, v] of mass) p[k - lo]! += v;
  return { min: lo, p };
}

/** P(X = value). */
export function probabilityOf(d: Distribution, value: number): number {
  requireDistribution(d);
  requireNumber(value, "value", -Number.MAX_VALUE, Number.MAX_VALUE);
  const i = value - d.min;
  return Number.isInteger(i) && i >= 0 && i < d.p.length ? d.p[i]! : 0;
}

/** P(X >= threshold). */
export function probabilityAtLeast(d: Distribution, threshold: number): number {
  requireDistribution(d);
  requireThreshold(threshold);
  let total = 0;
  for (let i = Math.max(0, Math.ceil(threshold) - d.min); i < d.p.length; i++) total += d.p[i]!;
  return Math.min(1, total);
}

/** P(X <= threshold). */
export function probabilityAtMost(d: Distribution, threshold: number): number {
  requireDistribution(d);
  requireThreshold(threshold);
  let total = 0;
  const last = Math.min(d.p.length - 1, Math.floor(threshold) - d.min);
  for (let i = 0; i <= last; i++) total += d.p[i]!;
  return Math.min(1, total);
}

export function mean(d: Distribution): number {
  requireDistribution(d);
  let m = 0;
  for (let i = 0; i < d.p.length; i++) m += (d.min + i) * d.p[i]!;
  return m;
}

/** Plain array of [value, probability] pairs with non-zero mass, for dialogs and tests. */
export function entries(d: Distribution): Array<[number, number]> {
  requireDistribution(d);
  const out: Array<[number, number]> = [];
  for (let i = 0; i < d.p.length; i++) if (d.p[i]! > 0) out.push([d.min + i, d.p[i]!]);
  return out;
}

/**
 * Binomial distribution of successes among `count` independent trials of probability `p`:
 * the number of dice in a pool that show a success face.
 */
export function binomial(count: number, p: number): Distribution {
  requireDiceCount(count);
  requireNumber(p, "p", 0, 1);
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
  requireDiceCount(count);
  const k = requireArray(categoryProbabilities, "categoryProbabilities", MAX_CATEGORIES).length;
  for (const p of categoryProbabilities) requireNumber(p, "categoryProbabilities", 0, 1);
  if (typeof visit !== "function") throw new RulesError("FRAY.Error.NotAFunction", { field: "visit" });
  if (splitCount(count, k) > MAX_SPLITS) throw new RulesError("FRAY.Error.InvalidDistribution", { field: `${count} dice in ${k} categories`, max: MAX_SPLITS });
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

/** A threshold may be any number, ±Infinity included ("at least −∞" is the whole mass), but not NaN. */
function requireThreshold(threshold: unknown): void {
  if (typeof threshold !== "number" || Number.isNaN(threshold)) throw new RulesError("FRAY.Error.NotANumber", { field: "threshold", value: String(threshold) });
}

/** At most this many categories and splits: enough for any pool a sheet rolls, never a stall. */
const MAX_CATEGORIES = 16;
const MAX_SPLITS = 5_000_000;

/** C(count + k - 1, k - 1), the number of splits `forEachCategorySplit` visits (stops early once past the limit). */
function splitCount(count: number, k: number): number {
  let ways = 1;
  for (let i = 1; i < k && ways <= MAX_SPLITS; i++) ways = (ways * (count + i)) / i;
  return ways;
}
