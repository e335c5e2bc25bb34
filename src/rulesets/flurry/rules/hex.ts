import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireOneOf } from "./guards.js";
import { requireNumber, requireRecord } from "../../../core/validate.js";

/**
 * Hex geometry in axial coordinates (q, r) on a pointy-top grid: direction 0 points east and the
 * directions turn counter-clockwise in steps of 60° (0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE). One hex is
 * two metres across (WC-SCALE-2), and where a fighter stands inside his hex does not matter.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export const HEX_METRES = 2;

export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** A map position handed in from outside: whole axial coordinates of a sensible size. */
export function requireHex(h: Hex, field = "hex"): Hex {
  requireRecord(h, field);
  requireInteger(h.q, `${field}.q`, -100_000, 100_000);
  requireInteger(h.r, `${field}.r`, -100_000, 100_000);
  return h;
}

/** Wraps any integer onto 0..5. */
export function wrapDirection(direction: number): number {
  requireInteger(direction, "direction", -1_000_000, 1_000_000);
  return ((direction % 6) + 6) % 6;
}

export function hex(q: number, r: number): Hex {
  return requireHex({ q, r });
}

export function hexKey(h: Hex): string {
  requireHex(h);
  return `${h.q},${h.r}`;
}

export function sameHex(a: Hex, b: Hex): boolean {
  requireHex(a);
  requireHex(b);
  return a.q === b.q && a.r === b.r;
}

export function addHex(a: Hex, b: Hex): Hex {
  return plus(requireHex(a), requireHex(b));
}

/** The sum of two positions already checked (the walks below step through many). */
function plus(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

function times(a: Hex, k: number): Hex {
  return { q: a.q * k, r: a.r * k };
}

export function scaleHex(a: Hex, k: number): Hex {
  return times(requireHex(a), requireInteger(k, "scale", -1000, 1000));
}

export function neighbor(h: Hex, direction: number): Hex {
  return plus(requireHex(h), DIRECTIONS[wrapDirection(direction)]!);
}

export function neighbors(h: Hex): Hex[] {
  requireHex(h);
  return DIRECTIONS.map((d) => plus(h, d));
}

/** Hex distance (number of steps). */
export function hexDistance(a: Hex, b: Hex): number {
  requireHex(a);
  requireHex(b);
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Distance in metres between hex centres. */
export function distanceMetres(a: Hex, b: Hex): number {
  return hexDistance(a, b) * HEX_METRES;
}

/**
 * The hexes exactly `radius` steps away, walking the ring counter-clockwise starting from the
 * hex `radius` steps in `startDirection`.
 */
export function ring(centre: Hex, radius: number, startDirection = 0): Hex[] {
  requireHex(centre);
  requireInteger(radius, "radius", 0, 1000);
  if (radius === 0) return [centre];
  const out: Hex[] = [];
  let cursor = plus(centre, times(DIRECTIONS[wrapDirection(startDirection)]!, radius));
  for (let side = 0; side < 6; side++) {
    const step = DIRECTIONS[wrapDirection(startDirection + side + 2)]!;
    for (let i = 0; i < radius; i++) {
      out.push(cursor);
      cursor = plus(cursor, step);
    }
  }
  return out;
}

/** Every hex within `radius` steps, the centre excluded. */
export function hexesWithin(centre: Hex, radius: number): Hex[] {
  requireHex(centre);
  requireInteger(radius, "radius", 0, 1000);
  const out: Hex[] = [];
  for (let d = 1; d <= radius; d++) out.push(...ring(centre, d));
  return out;
}

/** Angle in degrees (0 = east, counter-clockwise) from `from` to `to`. */
export function bearing(from: Hex, to: Hex): number {
  requireHex(from);
  requireHex(to);
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const x = Math.sqrt(3) * (dq + dr / 2);
  const y = -1.5 * dr;
  return (Math.atan2(y, x) * 180) / Math.PI;
}

/** Normalizes an angle onto (−180, 180]. */
export function normalizeAngle(angle: number): number {
  requireNumber(angle, "angle", -1_000_000, 1_000_000);
  let a = angle % 360;
  if (a <= -180) a += 360;
  if (a > 180) a -= 360;
  return a;
}

/**
 * WC-FACE-1 / WC-FACE-3: a fighter faces a hex side (the usual case) or, when the vertex option is
 * on, a hex vertex. `index` 0..5 is the direction of the side, or the vertex between side `index`
 * and side `index + 1`.
 */
export interface Facing {
  readonly kind: "side" | "vertex";
  readonly index: number;
}

export function sideFacing(direction: number): Facing {
  return { kind: "side", index: wrapDirection(direction) };
}

export function vertexFacing(vertex: number): Facing {
  return { kind: "vertex", index: wrapDirection(vertex) };
}

export function facingAngle(f: Facing): number {
  requireFacing(f, true);
  return f.index * 60 + (f.kind === "vertex" ? 30 : 0);
}

export function requireFacing(f: Facing, vertexAllowed: boolean): Facing {
  requireOneOf(requireRecord(f, "facing").kind, ["side", "vertex"] as const, "facing.kind");
  requireInteger(f.index, "facing", 0, 5);
  if (f.kind === "vertex" && !vertexAllowed) throw new RulesError("FRAY.Flurry.Error.VertexFacingOff");
  return f;
}

export type Sector = "front" | "leftFlank" | "rightFlank" | "rear";
export const SECTORS: readonly Sector[] = ["front", "leftFlank", "rightFlank", "rear"];

const EPSILON = 1e-6;

/**
 * Where `target` lies relative to a fighter at `at` with `facing`. For a side facing the three
 * hexes ahead are front, the one behind is rear and the two others the flanks (WC-FACE-1); for a
 * vertex facing the two hexes sharing the vertex are front, the two beside them the flanks and the
 * two behind the rear (PROPOSAL for WC-FACE-3). Distant hexes take the sector of their bearing:
 * front inside ±90°, rear beyond ±150° (at exactly ±150° only for a vertex facing), flank between.
 */
export function sectorOf(at: Hex, facing: Facing, target: Hex): Sector {
  requireHex(at);
  requireHex(target);
  requireFacing(facing, true);
  if (sameHex(at, target)) throw new RulesError("FRAY.Flurry.Error.SameHex");
  const relative = normalizeAngle(bearing(at, target) - facingAngle(facing));
  const size = Math.abs(relative);
  if (size < 90 - EPSILON) return "front";
  const rear = facing.kind === "vertex" ? size >= 150 - EPSILON : size > 150 + EPSILON;
  if (rear) return "rear";
  return relative > 0 ? "leftFlank" : "rightFlank";
}

/** The side facing that points most directly at `to` (ties at ±30° turn counter-clockwise). */
export function facingToward(from: Hex, to: Hex): Facing {
  if (sameHex(from, to)) throw new RulesError("FRAY.Flurry.Error.SameHex");
  return sideFacing(Math.round(bearing(from, to) / 60 + EPSILON));
}

/** The hexes adjacent to `at` in a given sector. */
export function adjacentInSector(at: Hex, facing: Facing, sector: Sector): Hex[] {
  requireOneOf(sector, SECTORS, "sector");
  return neighbors(at).filter((n) => sectorOf(at, facing, n) === sector);
}

/** Hexes along a straight line (lerp and round in cube coordinates), both ends included. */
export function line(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    // A tiny nudge keeps lines along hex edges on one consistent side.
    out.push(roundHex(a.q + (b.q - a.q) * t + 1e-6, a.r + (b.r - a.r) * t + 1e-6));
  }
  return out;
}

export function roundHex(q: number, r: number): Hex {
  requireNumber(q, "q", -100_000, 100_000);
  requireNumber(r, "r", -100_000, 100_000);
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}
