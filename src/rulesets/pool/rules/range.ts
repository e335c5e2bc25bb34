import { bandFor, type RangeBand } from "../../../core/range.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireNumber } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";
import { EFFECTIVE_RANGE_YARDS, tableEntry, type RangeCategory } from "./tables.js";

/** Bands listed before falling back to the closed form; beyond them the same rule continues. */
const LISTED_BANDS = 40;
/** The most bands a caller may ask for (the range ruler shows a few dozen). */
const MAX_BANDS = 1000;
/**
 * The longest range increment (yards): the longest table entry is 30; a GM-made siege engine
 * may reach a few hundred, and every band's bound stays a sane number of yards.
 */
const MAX_INCREMENT = 1000;

/** The largest double below x, so an inclusive `upTo` behaves as an exclusive bound. */
function justBelow(x: number): number {
  return x - Math.max(Number.EPSILON * x, Number.MIN_VALUE);
}

/**
 * Range bands for a weapon's effective range `increment` (yards), each with its dice penalty
 * (FC-RNG-2). "completeIncrements" (the default, FC-RNG-3) counts only whole increments beyond the
 * first, which reproduces the rules' example (20-yard bow at 90 yards: −3D) and leaves targets
 * closer than two increments unpenalised; "partialIncrements" counts any started increment.
 * There is no maximum range (FC-RNG-4): the GM decides.
 */
export function rangeBands(increment: number, options: Pick<PoolOptions, "rangeFormula"> = DEFAULT_POOL_OPTIONS, count = LISTED_BANDS): RangeBand<string>[] {
  checkIncrement(increment);
  const complete = poolOption(options, "rangeFormula") === "completeIncrements";
  requireInteger(count, "count", 1, MAX_BANDS);
  const bands: RangeBand<string>[] = [];
  for (let k = 0; k < count; k++) {
    const upTo = complete ? justBelow((k + 2) * increment) : (k + 1) * increment;
    bands.push({ key: `increment${k + 1}`, upTo, modifier: k === 0 ? 0 : -k });
  }
  return bands;
}

/** Dice penalty (zero or negative) for a ranged attack at `distance` yards. */
export function rangePenalty(distance: number, increment: number, options: Pick<PoolOptions, "rangeFormula"> = DEFAULT_POOL_OPTIONS): number {
  if (!Number.isFinite(distance) || distance < 0) throw new RulesError("FRAY.Pool.Error.BadDistance", { distance: String(distance) });
  const found = bandFor(distance, rangeBands(increment, options));
  if (found.inRange) return found.band.modifier;
  const steps = poolOption(options, "rangeFormula") === "completeIncrements" ? Math.floor(distance / increment) : Math.ceil(distance / increment);
  return steps <= 1 ? 0 : 1 - steps;
}

/** Effective range of an improvised missile: a yard per Ranged level, at least one (FC-RNG-5). */
export function improvisedRange(rangedSkill: number): number {
  return Math.max(1, Math.floor(requireNumber(rangedSkill, "rangedSkill", 0, 100)));
}

/** Effective range for a range category (FC-RNG-1). */
export function effectiveRange(category: RangeCategory): number {
  return tableEntry(EFFECTIVE_RANGE_YARDS, category, "range category");
}

function checkIncrement(increment: number): void {
  if (!Number.isFinite(increment) || increment <= 0 || increment > MAX_INCREMENT) throw new RulesError("FRAY.Pool.Error.BadDistance", { distance: String(increment) });
}
