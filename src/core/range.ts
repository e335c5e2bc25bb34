import { requireArray, requireNumber, requireRecord } from "./validate.js";

/**
 * Range bands: a ruleset lists bands in increasing order of their upper bound; a distance falls
 * in the first band whose `upTo` it does not exceed. Beyond the last band the target is out of
 * range. Distances are in the ruleset's unit (yards, metres or hexes).
 */
export interface RangeBand<K extends string = string> {
  readonly key: K;
  /** Inclusive upper bound of the band, in the ruleset's distance unit. */
  readonly upTo: number;
  readonly modifier: number;
}

/** Farther than any weapon reaches in any ruleset's unit; a distance beyond it is a mistake, not a long shot. */
export const MAX_DISTANCE = 1_000_000;

export type RangeResult<K extends string> =
  | { readonly inRange: true; readonly band: RangeBand<K> }
  | { readonly inRange: false; readonly band: undefined };

export function bandFor<K extends string>(distance: number, bands: readonly RangeBand<K>[]): RangeResult<K> {
  requireNumber(distance, "distance", 0, MAX_DISTANCE);
  for (const band of requireArray(bands, "bands", 100) as readonly RangeBand<K>[]) {
    if (distance <= requireNumber(requireRecord(band, "band").upTo, "band.upTo", 0, Number.POSITIVE_INFINITY)) return { inRange: true, band };
  }
  return { inRange: false, band: undefined };
}

/** Range bands as multiples of a weapon's base range (e.g. ×1 short, ×2 medium, ×4 long). */
export function bandsFromMultiples<K extends string>(
  baseRange: number,
  multiples: ReadonlyArray<{ key: K; times: number; modifier: number }>,
): RangeBand<K>[] {
  requireNumber(baseRange, "baseRange", 0, MAX_DISTANCE);
  return requireArray(multiples, "multiples", 100).map((entry) => {
    const m = requireRecord(entry, "multiple") as { key: K; times: unknown; modifier: unknown };
    return { key: m.key, upTo: baseRange * requireNumber(m.times, "times", 0, 1000), modifier: requireNumber(m.modifier, "modifier", -1000, 1000) };
  });
}
