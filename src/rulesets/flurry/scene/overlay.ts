import { type Hex, type ZoneFighter, hexKey } from "../rules/index.js";
import { type GridCell, hexToCell } from "./board.js";
import { ZONE_COLOURS, zoneMap, type ZoneKind } from "./zone-svg.js";

/**
 * What the zones layer draws for a selected fighter (WC-FVTT-3, WC-ZONE-1…5): each hex the rules
 * put in one of his zones, as a grid cell with its zone, then as filled polygons. The canvas layer
 * asks Foundry's grid for each cell's corners and hands the shapes to PIXI; the screenshot page
 * draws the very same shapes on an HTML canvas. Pure.
 */
export type OverlayKind = Exclude<ZoneKind, "fighter" | "none">;

export interface ZoneCell {
  readonly hex: Hex;
  readonly cell: GridCell;
  readonly kind: OverlayKind;
}

/** Strongest zone first, as the legend and the guide rank them. */
export const OVERLAY_ORDER: readonly OverlayKind[] = ["danger", "threat", "marginal", "obstructed"];

/** Every hex in one of the fighter's zones (danger over threat over marginal over obstructed), his own hex left out. */
export function zoneCells(fighter: ZoneFighter, gridType: number): ZoneCell[] {
  // Zones reach at most the weapon's range; the two-handed sword's danger behind is one hex away.
  const radius = Math.max(1, fighter.weapon.range);
  const cells: ZoneCell[] = [];
  for (const [key, kind] of zoneMap(fighter, radius)) {
    if (kind === "none" || kind === "fighter") continue;
    const [q, r] = key.split(",").map(Number) as [number, number];
    const h = { q, r };
    cells.push({ hex: h, cell: hexToCell(h, gridType), kind });
  }
  return cells.sort((a, b) => OVERLAY_ORDER.indexOf(a.kind) - OVERLAY_ORDER.indexOf(b.kind) || hexKey(a.hex).localeCompare(hexKey(b.hex)));
}

export interface OverlayShape {
  readonly kind: OverlayKind;
  /** Fill as a 0xRRGGBB number (PIXI) and the same colour as CSS text. */
  readonly fill: number;
  readonly css: string;
  readonly alpha: number;
  /** Flat list of corner coordinates x0, y0, x1, y1, … */
  readonly points: readonly number[];
}

/** Translucent enough to keep the map readable under the zones. */
export const OVERLAY_ALPHA = 0.45;

/** The polygons to fill, one per cell, with corners from `cornersOf` (Foundry's `grid.getVertices`). */
export function overlayShapes(cells: readonly ZoneCell[], cornersOf: (cell: GridCell) => ReadonlyArray<{ x: number; y: number }>): OverlayShape[] {
  return cells.map(({ cell, kind }) => ({
    kind,
    fill: Number.parseInt(ZONE_COLOURS[kind].slice(1), 16),
    css: ZONE_COLOURS[kind],
    alpha: OVERLAY_ALPHA,
    points: cornersOf(cell).flatMap((p) => [p.x, p.y]),
  }));
}

/**
 * Corners of a cell on a row grid (pointy-top hexes `width` pixels wide, odd rows pushed right,
 * cell 0,0 with its top-left at the origin), for drawing a board outside Foundry: the screenshot
 * of the zones layer is drawn on these, the zones coming from the same `zoneCells`.
 */
export function rowGridCorners(cell: GridCell, width: number): Array<{ x: number; y: number }> {
  const height = (width * 2) / Math.sqrt(3);
  const cx = cell.j * width + (Math.abs(cell.i % 2) === 1 ? width / 2 : 0) + width / 2;
  const cy = cell.i * height * 0.75 + height / 2;
  return Array.from({ length: 6 }, (_, k) => {
    const angle = ((60 * k - 30) * Math.PI) / 180;
    return { x: cx + (height / 2) * Math.cos(angle), y: cy + (height / 2) * Math.sin(angle) };
  });
}
