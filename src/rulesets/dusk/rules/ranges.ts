import { RulesError } from "../../../core/errors.js";
import { bandFor, type RangeBand } from "../../../core/range.js";
import { requireRecord } from "../../../core/validate.js";

/** Distance bands in feet (DB-RANGE-1), upper bounds inclusive (PROPOSAL). */
export const RANGE_BANDS = ["immediate", "short", "long", "extreme"] as const;
export type RangeBandKey = (typeof RANGE_BANDS)[number];

export const DUSK_BANDS: readonly RangeBand<RangeBandKey>[] = [
  { key: "immediate", upTo: 10, modifier: 0 },
  { key: "short", upTo: 50, modifier: 0 },
  { key: "long", upTo: 100, modifier: 0 },
  { key: "extreme", upTo: 500, modifier: 0 },
];

/** The band a distance in feet falls in, or "beyond" past 500 ft (distances are then given outright). */
export function rangeBand(feet: number): RangeBandKey | "beyond" {
  if (!Number.isFinite(feet) || feet < 0) throw new RulesError("FRAY.Dusk.Error.BadDistance", { value: String(feet) });
  const found = bandFor(feet, DUSK_BANDS);
  return found.inRange ? found.band.key : "beyond";
}

export function bandIndex(band: RangeBandKey): number {
  const i = RANGE_BANDS.indexOf(band);
  if (i < 0) throw new RulesError("FRAY.Dusk.Error.UnknownBand", { band: String(band) });
  return i;
}

/** The band one step shorter (underwater, DB-SIT-10); Immediate stays Immediate. */
export function shorterBand(band: RangeBandKey): RangeBandKey {
  return RANGE_BANDS[Math.max(0, bandIndex(band) - 1)]!;
}

export interface RangedWeaponReach {
  /** The weapon's effective range band. */
  readonly range: RangeBandKey;
  /** The farthest band it can reach at all; defaults to one band past `range` (PROPOSAL). */
  readonly maxRange?: RangeBandKey;
}

/**
 * Hindrance for shooting past a weapon's range (DB-SIT-6): one step per band beyond it, up to the
 * maximum range; farther is impossible. Underwater every band shrinks by one.
 */
export function rangeHindrance(
  weapon: RangedWeaponReach,
  targetBand: RangeBandKey | "beyond",
  underwater = false,
): { readonly possible: boolean; readonly steps: number } {
  requireRecord(weapon, "weapon");
  let effective = bandIndex(weapon.range);
  let max = weapon.maxRange ? bandIndex(weapon.maxRange) : Math.min(RANGE_BANDS.length - 1, effective + 1);
  if (underwater) {
    effective = Math.max(0, effective - 1);
    max = Math.max(0, max - 1);
  }
  if (targetBand === "beyond") return { possible: false, steps: 0 };
  const target = bandIndex(targetBand);
  if (target > max) return { possible: false, steps: 0 };
  return { possible: true, steps: Math.max(0, target - effective) };
}

export function requireBand(value: unknown): RangeBandKey {
  if (typeof value !== "string" || !(RANGE_BANDS as readonly string[]).includes(value)) throw new RulesError("FRAY.Dusk.Error.UnknownBand", { band: String(value) });
  return value as RangeBandKey;
}
