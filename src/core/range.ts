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

export type RangeResult<K extends string> =
  | { readonly inRange: true; readonly band: RangeBand<K> }
  | { readonly inRange: false; readonly band: undefined };

export function bandFor<K extends string>(distance: number, bands: readonly RangeBand<K>[]): RangeResult<K> {
  for (const band of bands) if (distance <= band.upTo) return { inRange: true, band };
  return { inRange: false, band: undefined };
}

/** Range bands as multiples of a weapon's base range (e.g. ×1 short, ×2 medium, ×4 long). */
export function bandsFromMultiples<K extends string>(
  baseRange: number,
  multiples: ReadonlyArray<{ key: K; times: number; modifier: number }>,
): RangeBand<K>[] {
  return multiples.map((m) => ({ key: m.key, upTo: baseRange * m.times, modifier: m.modifier }));
}
