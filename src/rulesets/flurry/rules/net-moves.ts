import { RulesError } from "../../../core/errors.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { type FlurryState, requireFlurryState, tacticWinner } from "./flurry.js";
import { type Facing, type Hex, DIRECTIONS, bearing, facingToward, hexDistance, requireFacing, requireHex, sameHex } from "./hex.js";

/**
 * What a flurry leaves on the board once it is over (WC-FLY-6, WC-FLY-11): the net movement of
 * the maneuver tactics, or the steps back an actionless fighter was pressed or his opponent
 * withdrew. Pure: the board is handed in as positions and facings, the answer is where each
 * fighter ends and which hex side he faces.
 *
 * The seed leaves the size and shape of the net move open; our PROPOSAL:
 * - the tactic of the fighter "winning the most and best successes" (`tacticWinner`) decides, and
 *   it moves him against his first opponent in flurry order (the only one in a duel);
 * - Press: the opponent is driven one hex straight back and the winner follows him one hex (both
 *   move, their relative position kept); Retreat: the winner steps one hex back and draws the
 *   opponent one hex after him; Circle: the winner moves one hex around the opponent, clockwise
 *   (counter-clockwise when that hex is taken); Hold: nobody moves;
 * - a flurry that ended with WC-FLY-11's steps (pressed back, withdrew) moves by those steps
 *   instead: they are the net movement its end decided;
 * - a step into a hex another fighter stands in is not taken: the mover stops there (blocked);
 * - afterwards each fighter who moved faces the opponent he moved against, on a hex side.
 */

/** One move on the board: away from a fighter, after a fighter who moved, or around a fighter. */
export type BoardShift =
  | { readonly kind: "away"; readonly id: string; readonly from: string; readonly steps: number }
  | { readonly kind: "follow"; readonly id: string; readonly leader: string }
  | { readonly kind: "circle"; readonly id: string; readonly around: string };

/** A fighter on the board as the planner needs him. */
export interface BoardSpot {
  readonly id: string;
  readonly position: Hex;
  readonly facing: Facing;
}

/** Where a fighter ends after the shifts, and whether a taken hex stopped him short. */
export interface BoardPlacement {
  readonly id: string;
  readonly from: Hex;
  readonly to: Hex;
  readonly facing: Facing;
  readonly hexes: number;
  readonly blocked: boolean;
}

/** The shifts a finished flurry makes on the board (none while it is still being fought). */
export function flurryShifts(flurry: FlurryState): BoardShift[] {
  requireFlurryState(flurry);
  if (flurry.stage !== "ended") return [];
  const steps = flurry.movements.filter((m) => m.kind !== "tactic" && m.steps > 0);
  if (steps.length > 0) return steps.map((m) => ({ kind: "away", id: m.id, from: m.away, steps: m.steps }));
  const winnerId = tacticWinner(flurry);
  const winner = flurry.fighters.find((f) => f.id === winnerId);
  const opponent = winner && flurry.fighters.find((f) => f.side !== winner.side);
  if (!winner || !opponent) return [];
  switch (winner.tactic ?? "hold") {
    case "press":
      return [
        { kind: "away", id: opponent.id, from: winner.id, steps: 1 },
        { kind: "follow", id: winner.id, leader: opponent.id },
      ];
    case "retreat":
      return [
        { kind: "away", id: winner.id, from: opponent.id, steps: 1 },
        { kind: "follow", id: opponent.id, leader: winner.id },
      ];
    case "circle":
      return [{ kind: "circle", id: winner.id, around: opponent.id }];
    default:
      return [];
  }
}

/** The hex direction (0–5) nearest the bearing from one hex to another. */
function directionFrom(from: Hex, to: Hex): number {
  return (((Math.round(bearing(from, to) / 60 + 1e-6) % 6) + 6) % 6);
}

const step = (h: Hex, direction: number): Hex => ({ q: h.q + DIRECTIONS[direction]!.q, r: h.r + DIRECTIONS[direction]!.r });

/** One sixth of a turn around the origin: clockwise (q, r) → (−r, q + r), counter-clockwise (q, r) → (q + r, −q). */
function turnAbout(centre: Hex, h: Hex, clockwise: boolean): Hex {
  const q = h.q - centre.q;
  const r = h.r - centre.r;
  const [tq, tr] = clockwise ? [-r, q + r] : [q + r, -q];
  return { q: centre.q + tq + 0, r: centre.r + tr + 0 };
}

/**
 * Plays the shifts on the board: `fighters` are the flurry's fighters where they stand, `occupied`
 * the hexes anyone else stands in. Returns a placement for every fighter who moved or turned.
 */
export function planShifts(shifts: readonly BoardShift[], fighters: readonly BoardSpot[], occupied: readonly Hex[]): BoardPlacement[] {
  requireArray(shifts, "shifts");
  requireArray(occupied, "occupied").forEach((h) => requireHex(h as Hex, "occupied"));
  const at = new Map<string, Hex>();
  const start = new Map<string, BoardSpot>();
  for (const given of requireArray(fighters, "fighters")) {
    const spot = requireRecord(given, "fighter") as unknown as BoardSpot;
    requireString(spot.id, "id");
    requireHex(spot.position, "position");
    requireFacing(spot.facing, true);
    start.set(spot.id, spot);
    at.set(spot.id, spot.position);
  }
  const where = (id: string): Hex => {
    const h = at.get(requireString(id, "id"));
    if (!h) throw new RulesError("FRAY.Flurry.Error.NotInFlurry", { id });
    return h;
  };
  const taken = (h: Hex, mover: string) => occupied.some((o) => sameHex(o, h)) || [...at].some(([id, p]) => id !== mover && sameHex(p, h));
  const blocked = new Set<string>();
  const faces = new Map<string, string>();
  /** Walks `id` up to `count` hexes in `direction`, stopping before a taken hex. */
  const walk = (id: string, direction: number, count: number) => {
    for (let i = 0; i < count; i++) {
      const next = step(where(id), direction);
      if (taken(next, id)) {
        blocked.add(id);
        return;
      }
      at.set(id, next);
    }
  };
  for (const shift of shifts) {
    requireRecord(shift, "shift");
    const me = where(shift.id);
    switch (shift.kind) {
      case "away": {
        const other = where(shift.from);
        if (sameHex(me, other)) throw new RulesError("FRAY.Flurry.Error.SameHex");
        walk(shift.id, directionFrom(other, me), shift.steps);
        faces.set(shift.id, shift.from);
        break;
      }
      case "follow": {
        const leaderFrom = start.get(shift.leader)?.position ?? where(shift.leader);
        const leaderTo = where(shift.leader);
        const moved = hexDistance(leaderFrom, leaderTo);
        if (moved > 0) walk(shift.id, directionFrom(leaderFrom, leaderTo), moved);
        faces.set(shift.id, shift.leader);
        faces.set(shift.leader, shift.id);
        break;
      }
      case "circle": {
        const centre = where(shift.around);
        const target = [true, false].map((clockwise) => turnAbout(centre, me, clockwise)).find((h) => !taken(h, shift.id));
        if (target) at.set(shift.id, target);
        else blocked.add(shift.id);
        faces.set(shift.id, shift.around);
        faces.set(shift.around, shift.id);
        break;
      }
      default:
        throw new RulesError("FRAY.Flurry.Error.UnknownShift", { kind: String((shift as { kind?: unknown }).kind) });
    }
  }
  const placements: BoardPlacement[] = [];
  for (const [id, spot] of start) {
    const to = at.get(id)!;
    const towards = faces.get(id);
    const facing = towards !== undefined && !sameHex(to, where(towards)) ? facingToward(to, where(towards)) : spot.facing;
    const hexes = hexDistance(spot.position, to);
    if (hexes === 0 && facing.kind === spot.facing.kind && facing.index === spot.facing.index && !blocked.has(id)) continue;
    placements.push({ id, from: spot.position, to, facing, hexes, blocked: blocked.has(id) });
  }
  return placements;
}
