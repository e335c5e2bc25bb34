import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireOneOf } from "./guards.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import {
  type Facing,
  type Hex,
  addHex,
  bearing,
  facingAngle,
  hexDistance,
  hexKey,
  hexesWithin,
  neighbor,
  normalizeAngle,
  requireFacing,
  requireHex,
  ring,
  sameHex,
  scaleHex,
  DIRECTIONS,
  wrapDirection,
} from "./hex.js";

/**
 * Zones around a fighter (WC-ZONE-1..5). The source's diagrams are lost, so the zones are built
 * from facing, weapon range and reach type (the catalog's proposal WC-ZONE-5); the README lists
 * each reading so a designer can check them against the original figures.
 */
export type ReachType = "swung" | "thrust" | "polearm" | "twoHandedSword";

export interface ZoneWeapon {
  /** Reach in hexes, 0..3; range-0 weapons have no zones at all. */
  readonly range: number;
  readonly reach: ReachType;
}

export interface ZoneFighter {
  readonly position: Hex;
  readonly facing: Facing;
  readonly weapon: ZoneWeapon;
  /** Only an actively engaged fighter projects a zone of danger (WC-ZONE-2). */
  readonly engaged: boolean;
  /**
   * WC-ZONE-3: a polearm wielder may narrow his threat to one or two of its three hexes; the
   * values are offsets from the centre hex (−1 right, 0 centre, +1 left). Side facing only.
   */
  readonly polearmOffsets?: readonly (-1 | 0 | 1)[];
}

export interface Zones {
  readonly threat: Hex[];
  readonly danger: Hex[];
  readonly marginal: Hex[];
  readonly obstructed: Hex[];
}

const ALL_OFFSETS: readonly (-1 | 0 | 1)[] = [-1, 0, 1];

/**
 * The three-hex cone at distance `d` ahead of a side-facing fighter: the hex straight ahead
 * plus its two ring neighbours (WC-ZONE-1 "the target hex plus the hex to either side closest to
 * the fighter"). Offset +1 is the left one (counter-clockwise), −1 the right one.
 */
function coneHex(at: Hex, direction: number, d: number, offset: number): Hex {
  const centre = addHex(at, scaleHex(DIRECTIONS[wrapDirection(direction)]!, d));
  if (offset === 0) return centre;
  // Walking along the ring: +2 directions is counter-clockwise, −2 clockwise.
  let cursor = centre;
  const step = offset > 0 ? direction + 2 : direction - 2;
  for (let i = 0; i < Math.abs(offset); i++) cursor = neighbor(cursor, step);
  return cursor;
}

/** PROPOSAL (WC-FACE-3): a vertex-facing fighter's cone at distance d is the ring hexes within ±30° of the vertex. */
function vertexCone(at: Hex, facing: Facing, d: number): Hex[] {
  const centre = facingAngle(facing);
  return ring(at, d).filter((h) => Math.abs(normalizeAngle(bearing(at, h) - centre)) <= 30 + 1e-6);
}

/** Ring hexes at distance d just beyond each edge of the vertex cone (the marginal pair). */
function vertexMarginal(at: Hex, facing: Facing, d: number): Hex[] {
  const centre = facingAngle(facing);
  const outside = ring(at, d)
    .map((h) => ({ h, a: normalizeAngle(bearing(at, h) - centre) }))
    .filter((x) => Math.abs(x.a) > 30 + 1e-6);
  const left = outside.filter((x) => x.a > 0).sort((x, y) => x.a - y.a)[0];
  const right = outside.filter((x) => x.a < 0).sort((x, y) => y.a - x.a)[0];
  return [left, right].filter((x) => x !== undefined).map((x) => x.h);
}

function cone(f: ZoneFighter, d: number, offsets: readonly number[]): Hex[] {
  if (f.facing.kind === "vertex") return vertexCone(f.position, f.facing, d);
  return offsets.map((o) => coneHex(f.position, f.facing.index, d, o));
}

function unique(hexes: Hex[]): Hex[] {
  const seen = new Set<string>();
  return hexes.filter((h) => {
    const k = hexKey(h);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The zones of one fighter:
 * - threat (WC-ZONE-1): the front cone at each distance up to the weapon's range; a polearm
 *   threatens only its farthest cone, leaving a gap next to the wielder;
 * - obstructed (WC-ZONE-2): for a polearm, the cone hexes between wielder and threat (only at
 *   the offsets he still threatens, WC-ZONE-3); a two-handed sword threatens them instead;
 * - marginal (WC-ZONE-4): on the threat ring, the hex just beyond each side of the threat cone
 *   (weapons of range 2 and 3 only, the legend's M2 / M3);
 * - danger (WC-ZONE-2/3), only while engaged: all hexes within reach for a swung weapon, the
 *   threat zone for thrust and polearm weapons, and for a two-handed sword the threat zone plus
 *   the three hexes behind the wielder.
 */
export function zonesOf(f: ZoneFighter): Zones {
  const range = requireInteger(requireRecord(requireRecord(f, "fighter").weapon, "weapon").range, "range", 0, 3);
  if (f.polearmOffsets !== undefined) for (const o of requireArray(f.polearmOffsets, "polearmOffsets", 5)) requireInteger(o, "offset", -2, 2);
  requireOneOf(f.weapon.reach, ["swung", "thrust", "polearm", "twoHandedSword"] as const, "reach");
  requireHex(f.position, "position");
  requireFacing(f.facing, true);
  if (range === 0) return { threat: [], danger: [], marginal: [], obstructed: [] };
  const offsets = f.polearmOffsets ?? ALL_OFFSETS;
  if (f.polearmOffsets) {
    if (f.weapon.reach !== "polearm" || f.facing.kind !== "side") throw new RulesError("FRAY.Flurry.Error.PolearmOffsetsOnlyForPolearms");
    if (offsets.length === 0) throw new RulesError("FRAY.Flurry.Error.PolearmOffsetsOnlyForPolearms");
  }
  const threat: Hex[] = [];
  const obstructed: Hex[] = [];
  for (let d = 1; d <= range; d++) {
    if (f.weapon.reach === "polearm" && d < range) obstructed.push(...cone(f, d, offsets));
    else if (f.weapon.reach !== "polearm" || d === range) threat.push(...cone(f, d, offsets));
  }
  const marginal: Hex[] = [];
  if (range >= 2) {
    if (f.facing.kind === "vertex") marginal.push(...vertexMarginal(f.position, f.facing, range));
    else marginal.push(coneHex(f.position, f.facing.index, range, 2), coneHex(f.position, f.facing.index, range, -2));
  }
  let danger: Hex[] = [];
  if (f.engaged) {
    switch (f.weapon.reach) {
      case "swung":
        danger = hexesWithin(f.position, range);
        break;
      case "thrust":
      case "polearm":
        danger = [...threat];
        break;
      case "twoHandedSword": {
        // The three hexes behind: both flanks and the rear (for a vertex facing, the three opposite it).
        const behind = [2, 3, 4].map((k) => neighbor(f.position, f.facing.index + k));
        danger = unique([...threat, ...behind]);
        break;
      }
    }
  }
  return { threat: unique(threat), danger: unique(danger), marginal: unique(marginal), obstructed: unique(obstructed) };
}

export function hexIn(list: readonly Hex[], h: Hex): boolean {
  requireArray(list, "hexes");
  return list.some((x) => sameHex(x, h));
}

/** What one hex is, seen from every hostile fighter on the map. */
export interface HexExposure {
  readonly threatenedBy: string[];
  readonly dangerFrom: string[];
  readonly marginalFor: string[];
  readonly obstructedBy: string[];
}

export function exposureOf(h: Hex, hostiles: ReadonlyArray<ZoneFighter & { readonly id: string }>): HexExposure {
  requireHex(h);
  const out: HexExposure = { threatenedBy: [], dangerFrom: [], marginalFor: [], obstructedBy: [] };
  for (const f of requireArray(hostiles, "hostiles") as typeof hostiles) {
    requireString(requireRecord(f, "hostile").id, "hostile.id");
    const z = zonesOf(f);
    if (hexIn(z.threat, h)) out.threatenedBy.push(f.id);
    if (hexIn(z.danger, h)) out.dangerFrom.push(f.id);
    if (hexIn(z.marginal, h)) out.marginalFor.push(f.id);
    if (hexIn(z.obstructed, h)) out.obstructedBy.push(f.id);
  }
  return out;
}

/** Whether `h` is within `range` hexes, a helper for tests and highlighting. */
export function withinReach(from: Hex, h: Hex, range: number): boolean {
  requireInteger(range, "range", 0, 1000);
  return hexDistance(from, h) <= range;
}
