import type { Hex, MapFighter, ZoneWeapon } from "../rules/index.js";
import { type GridCell, cellToHex, facingFromRotation, hexToCell } from "./board.js";
import { currentFlurryOptions } from "../flows/options.js";

/**
 * The flurry board read from the canvas: which hex a token stands in, which way it faces, what
 * reach its weapon has and which side it is on, as the pure geometry takes them (WC-FVTT-3).
 * Foundry's grid answers point ↔ cell; the rules' hexes come from board.ts.
 */

export interface BoardPoint {
  readonly x: number;
  readonly y: number;
}

/** A token as the board reads it: its document and, for the current position, its centre. */
export type BoardToken = TokenDocument.Implementation;

interface WeaponView {
  readonly type: string;
  readonly system: { readonly range?: number; readonly reach?: string; readonly equipped?: boolean };
}

export const isFlurryActor = (actor: { type?: unknown } | null | undefined): boolean => String(actor?.type ?? "").startsWith("flurry");

/** The grid type of the scene on view (0 when there is none). */
export function boardGridType(): number {
  return Number(canvas?.scene?.grid?.type ?? 0);
}

/** The rules' hex under a point of the canvas. */
export function hexAt(point: BoardPoint): Hex {
  const offset = canvas!.grid!.getOffset(point);
  return cellToHex({ i: offset.i, j: offset.j }, boardGridType());
}

/** The grid cell of a hex. */
export function cellOf(h: Hex): GridCell {
  return hexToCell(h, boardGridType());
}

/** Where a one-hex token's top-left corner goes to stand in a hex. */
export function tokenPositionIn(h: Hex): BoardPoint {
  const point = canvas!.grid!.getTopLeftPoint(cellOf(h));
  return { x: point.x, y: point.y };
}

/**
 * The centre a token has now, or would have at the given top-left position: its top-left plus
 * half its size, the size counted in grid cells (`sizeX` by `sizeY` pixels on a hex grid).
 */
export function tokenCentre(token: BoardToken, at?: BoardPoint): BoardPoint {
  const grid = canvas!.grid!;
  const x = at?.x ?? token.x;
  const y = at?.y ?? token.y;
  return { x: x + (Number(token.width ?? 1) * grid.sizeX) / 2, y: y + (Number(token.height ?? 1) * grid.sizeY) / 2 };
}

/** The longest-reaching weapon the fighter has equipped (a fist, range 0, when none). */
export function reachOf(items: Iterable<WeaponView>): ZoneWeapon {
  let best: ZoneWeapon = { range: 0, reach: "swung" };
  for (const item of items) {
    if (item.type !== "flurryWeapon" || item.system.equipped === false) continue;
    const range = Number(item.system.range ?? 0);
    if (range > best.range) best = { range, reach: (item.system.reach ?? "swung") as ZoneWeapon["reach"] };
  }
  return best;
}

/** Tokens on the same side share a disposition (friendly, neutral, hostile). */
const sideOf = (token: BoardToken) => `disposition:${String(token.disposition)}`;

/**
 * A flurry token as the rules see it on the board, at its position (or a position it is about to
 * take): its hex, the facing its rotation shows, its longest reach, whether it is engaged (the
 * Engaged status, WC-ZONE-2: only an engaged fighter projects danger) and its side.
 */
export function boardFighter(token: BoardToken, at?: BoardPoint): MapFighter | null {
  const actor = token.actor;
  if (!actor || !isFlurryActor(actor) || !canvas?.grid) return null;
  const facing = facingFromRotation(Number(token.rotation ?? 0), boardGridType(), currentFlurryOptions().vertexFacing);
  return {
    id: token.id ?? "",
    side: sideOf(token),
    position: hexAt(tokenCentre(token, at)),
    facing,
    weapon: reachOf(actor.items as unknown as Iterable<WeaponView>),
    engaged: actor.statuses.has("engaged"),
  };
}

/** Every other flurry token on the scene on view, as the rules see them. */
export function othersOnBoard(except: BoardToken): MapFighter[] {
  const scene = except.parent ?? canvas?.scene;
  if (!scene) return [];
  return scene.tokens.contents.filter((token) => token.id !== except.id).flatMap((token) => boardFighter(token) ?? []);
}
