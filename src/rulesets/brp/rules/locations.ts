import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import type { HitLocation } from "./derived.js";

export interface LocationRow {
  readonly from: number;
  readonly to: number;
  readonly location: HitLocation;
}

/**
 * BRP-HLOC-1: the humanoid d20 table. The chapter lists 8 under both Left Leg and Abdomen;
 * 8 stays with the Left Leg and the Abdomen takes 9-11, as the catalog proposes.
 */
export const HIT_LOCATION_TABLE: readonly LocationRow[] = [
  { from: 1, to: 4, location: "rightLeg" },
  { from: 5, to: 8, location: "leftLeg" },
  { from: 9, to: 11, location: "abdomen" },
  { from: 12, to: 12, location: "chest" },
  { from: 13, to: 15, location: "rightArm" },
  { from: 16, to: 18, location: "leftArm" },
  { from: 19, to: 20, location: "head" },
];

export function hitLocationFor(d20: number, table: readonly LocationRow[] = HIT_LOCATION_TABLE): HitLocation {
  requireInteger(d20, "d20", 1, 20);
  return table.find((r) => d20 >= r.from && d20 <= r.to)!.location;
}

/** BRP-WND-8: an unspecified side, 1D6: 1-3 left, 4-6 right. */
export function sideFor(d6: number): "left" | "right" {
  requireInteger(d6, "d6", 1, 6);
  return d6 <= 3 ? "left" : "right";
}

// ---------------------------------------------------------------- bodies (BRP-FVTT-1)

/**
 * What a location does when it is disabled (BRP-HLOC-4..7): a leg drops its owner prone, an arm
 * drops what it holds, both are limbs (capped at twice their hit points, severed at three times);
 * the head knocks out; chest and abdomen bleed. A creature's own locations (a tail, a wing, a
 * hind leg) each say which of these they behave as.
 */
export const LOCATION_KINDS = ["leg", "arm", "abdomen", "chest", "head"] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/**
 * One row of a body's d20 table: its key (what damage is recorded under), the name shown (empty
 * for the humanoid locations, whose names are localized), the d20 range, how it behaves and its
 * share of total hit points as a fraction (a location has ⌈HP × numerator / denominator⌉).
 */
export interface BodyLocation {
  readonly key: string;
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly kind: LocationKind;
  readonly numerator: number;
  readonly denominator: number;
}

const KIND_OF: Record<HitLocation, LocationKind> = { rightLeg: "leg", leftLeg: "leg", abdomen: "abdomen", chest: "chest", rightArm: "arm", leftArm: "arm", head: "head" };
/** BRP-HLOC-3 (SRD proposal): legs, abdomen and head a third, chest four tenths, arms a quarter. */
const SHARE_OF: Record<LocationKind, readonly [number, number]> = { leg: [1, 3], abdomen: [1, 3], head: [1, 3], chest: [4, 10], arm: [1, 4] };

/** The humanoid body: the d20 table above with the SRD's hit-point shares. */
export const HUMANOID_BODY: readonly BodyLocation[] = HIT_LOCATION_TABLE.map((row) => {
  const kind = KIND_OF[row.location];
  const [numerator, denominator] = SHARE_OF[kind];
  return { key: row.location, name: "", from: row.from, to: row.to, kind, numerator, denominator };
});

/** Where a d20 lands on a body (the humanoid one unless a creature has its own). */
export function bodyLocationFor(d20: number, body: readonly BodyLocation[] = HUMANOID_BODY): BodyLocation {
  requireInteger(d20, "d20", 1, 20);
  const row = requireBody(body).find((r) => d20 >= r.from && d20 <= r.to);
  if (!row) throw new RulesError("FRAY.Brp.Error.LocationTableGap", { value: d20 });
  return row;
}

/** A location's hit points: its share of the total, rounded up, never below 1. */
export function bodyLocationHitPoints(totalHp: number, location: Pick<BodyLocation, "numerator" | "denominator">): number {
  const hp = requireInteger(totalHp, "hit points", 1, 10_000);
  const row = requireRecord(location, "location");
  const numerator = requireInteger(row.numerator, "location.numerator", 1, 100);
  const denominator = requireInteger(row.denominator, "location.denominator", 1, 100);
  return Math.max(1, Math.ceil((hp * numerator) / denominator));
}

/** The row of `key` on `body`, refused when the body has no such location. */
export function bodyLocation(body: readonly BodyLocation[], key: string): BodyLocation {
  requireString(key, "location");
  const rows = requireBody(body);
  const row = rows.find((r) => r.key === key);
  if (!row) throw new RulesError("FRAY.Error.NotAChoice", { field: "location", value: key, allowed: rows.map((r) => r.key).join(", ") });
  return row;
}

/** Legs and arms (and what behaves as them) are limbs (BRP-HLOC-5, BRP-HLOC-7). */
export function isLimbKind(kind: LocationKind): boolean {
  requireOneOf(kind, "kind", LOCATION_KINDS);
  return kind === "leg" || kind === "arm";
}

/** A body handed in: the humanoid one as it is, any other checked as a creature's table. */
export function requireBody(body: unknown): readonly BodyLocation[] {
  return body === HUMANOID_BODY ? HUMANOID_BODY : customBody(body);
}

/**
 * A creature's own hit-location table as a sheet hands it in, checked (BRP-FVTT-1): every row
 * names its location, ranges are whole numbers within 1-20, together they cover 1-20 once each
 * (no gap, no overlap), each share is a positive fraction no larger than the whole body, and no
 * two rows share a key. Returns the rows sorted by range; the first problem is a RulesError whose
 * message names the rows involved.
 */
export function customBody(rows: unknown): BodyLocation[] {
  const list = requireArray(rows, "locations", 20);
  if (list.length === 0) throw new RulesError("FRAY.Brp.Error.LocationTableEmpty");
  const checked = list.map((value, i): BodyLocation => {
    const row = requireRecord(value, `locations.${i}`);
    const name = requireString(row.name, "name").trim();
    const label = name || String(i + 1);
    if (!name) throw new RulesError("FRAY.Brp.Error.LocationUnnamed", { row: i + 1 });
    const from = rowInteger(row.from, label, 1, 20);
    const to = rowInteger(row.to, label, 1, 20);
    if (from > to) throw new RulesError("FRAY.Brp.Error.LocationRangeReversed", { name: label, from, to });
    requireOneOf(row.kind, "kind", LOCATION_KINDS);
    const numerator = rowInteger(row.numerator, label, 1, 100);
    const denominator = rowInteger(row.denominator, label, 1, 100);
    if (numerator > denominator) throw new RulesError("FRAY.Brp.Error.LocationShareTooLarge", { name: label, share: `${numerator}/${denominator}` });
    const key = typeof row.key === "string" && row.key.trim() ? row.key.trim() : keyOf(name);
    return { key, name, from, to, kind: row.kind as LocationKind, numerator, denominator };
  });
  const sorted = [...checked].sort((a, b) => a.from - b.from);
  let next = 1;
  for (const row of sorted) {
    if (row.from > next) throw new RulesError("FRAY.Brp.Error.LocationTableGap", { value: next === row.from - 1 ? String(next) : `${next}-${row.from - 1}` });
    if (row.from < next) {
      const other = sorted.find((r) => r !== row && r.from <= row.from && r.to >= row.from)!;
      throw new RulesError("FRAY.Brp.Error.LocationTableOverlap", { first: other.name, second: row.name, value: row.from });
    }
    next = row.to + 1;
  }
  if (next <= 20) throw new RulesError("FRAY.Brp.Error.LocationTableGap", { value: next === 20 ? "20" : `${next}-20` });
  const keys = new Set<string>();
  for (const row of sorted) {
    if (keys.has(row.key)) throw new RulesError("FRAY.Brp.Error.LocationDuplicate", { name: row.name });
    keys.add(row.key);
  }
  return sorted;
}

function rowInteger(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) throw new RulesError("FRAY.Brp.Error.LocationNumber", { name, value: String(value), min, max });
  return value;
}

/** A stable key from a location's name ("Right hind leg" → "rightHindLeg"). */
function keyOf(name: string): string {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("") || "location";
}

/** The body an actor's stored table describes: its own rows when they hold up, the humanoid body otherwise. */
export function bodyOfTable(rows: readonly unknown[] | undefined): readonly BodyLocation[] {
  if (!rows || rows.length === 0) return HUMANOID_BODY;
  try {
    return customBody(rows);
  } catch (error) {
    if (error instanceof RulesError) return HUMANOID_BODY;
    throw error;
  }
}
