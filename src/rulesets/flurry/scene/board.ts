import { type Facing, type Hex, HEX_METRES, facingAngle, sideFacing, vertexFacing } from "../rules/index.js";

/**
 * The flurry board as a Foundry scene holds it (WC-FVTT-3, WC-SCALE-2): which grids a fight can
 * be played on, how a grid cell (Foundry's row/column offset) maps onto the rules' axial hexes,
 * and how a token's rotation maps onto a facing. Pure: the glue hands in the numbers the scene
 * and the token store.
 *
 * Foundry's grid types (`CONST.GRID_TYPES`): 0 gridless, 1 square, 2/3 hexagonal rows (pointy-top
 * hexes, odd or even rows shifted right), 4/5 hexagonal columns (flat-top hexes, odd or even
 * columns shifted down). A cell is `{ i: row, j: column }`.
 */
export const GRID_TYPE = { gridless: 0, square: 1, hexOddRows: 2, hexEvenRows: 3, hexOddColumns: 4, hexEvenColumns: 5 } as const;

export interface GridCell {
  readonly i: number;
  readonly j: number;
}

export function isHexGrid(type: number): boolean {
  return type >= GRID_TYPE.hexOddRows && type <= GRID_TYPE.hexEvenColumns;
}

function isColumns(type: number): boolean {
  return type === GRID_TYPE.hexOddColumns || type === GRID_TYPE.hexEvenColumns;
}

/** Whether the odd rows (or columns) are the shifted ones. */
function shiftsOdd(type: number): boolean {
  return type === GRID_TYPE.hexOddRows || type === GRID_TYPE.hexOddColumns;
}

const parity = (n: number) => n & 1;

/**
 * The rules' axial hex of a grid cell. On row grids axial direction 0 is east, as the rules draw
 * it; on column grids the same axial directions are turned 30° clockwise (see `gridTurn`).
 */
export function cellToHex(cell: GridCell, type: number): Hex {
  const shift = shiftsOdd(type) ? -1 : 1;
  if (isColumns(type)) return { q: cell.j, r: cell.i - (cell.j + shift * parity(cell.j)) / 2 + 0 };
  return { q: cell.j - (cell.i + shift * parity(cell.i)) / 2 + 0, r: cell.i };
}

export function hexToCell(h: Hex, type: number): GridCell {
  const shift = shiftsOdd(type) ? -1 : 1;
  if (isColumns(type)) return { i: h.r + (h.q + shift * parity(h.q)) / 2 + 0, j: h.q };
  return { i: h.r, j: h.q + (h.r + shift * parity(h.r)) / 2 + 0 };
}

/**
 * Degrees (counter-clockwise, screen up) between the rules' direction 0 and east on this grid:
 * 0 on row grids, −30 on column grids, whose hex sides sit 30° off the rows'.
 */
export function gridTurn(type: number): number {
  return isColumns(type) ? -30 : 0;
}

const wrap360 = (angle: number) => ((Math.round(angle) % 360) + 360) % 360;

/**
 * The facing a token's rotation shows. Foundry rotates a token clockwise from its image facing
 * down the screen (rotation 0 looks south), so a rotation R looks at −90 − R degrees
 * counter-clockwise from east. That angle snaps to the nearest hex side, or, with the vertex
 * option (WC-FACE-3), to the nearest side or vertex.
 */
export function facingFromRotation(rotation: number, type: number, vertexAllowed: boolean): Facing {
  const angle = -90 - (Number.isFinite(rotation) ? rotation : 0) - gridTurn(type);
  if (!vertexAllowed) return sideFacing(((Math.round(angle / 60) % 6) + 6) % 6);
  const step = ((Math.round(angle / 30) % 12) + 12) % 12;
  return step % 2 === 0 ? sideFacing(step / 2) : vertexFacing((step - 1) / 2);
}

/** The token rotation (0–359) that shows a facing on this grid. */
export function rotationOfFacing(facing: Facing, type: number): number {
  return wrap360(-90 - facingAngle(facing) - gridTurn(type));
}

/** A rotation turned onto the nearest facing the rules allow. */
export function snapRotation(rotation: number, type: number, vertexAllowed: boolean): number {
  return rotationOfFacing(facingFromRotation(rotation, type, vertexAllowed), type);
}

/** The grid fields of a scene that the flurry check reads (`Scene#grid`). */
export interface SceneGrid {
  readonly type: number;
  readonly distance: number;
  readonly units: string;
}

export type GridProblem = "notHex" | "notTwoMetres";

const METRE_UNITS = ["m", "metre", "metres", "meter", "meters"];

/** What keeps a scene from being a flurry board: a hex grid at 2 m per hex (WC-SCALE-2, WC-FVTT-3). */
export function gridProblems(grid: SceneGrid): GridProblem[] {
  const problems: GridProblem[] = [];
  if (!isHexGrid(grid.type)) problems.push("notHex");
  const metres = METRE_UNITS.includes(String(grid.units ?? "").trim().toLowerCase());
  if (!metres || grid.distance !== HEX_METRES) problems.push("notTwoMetres");
  return problems;
}

/**
 * The scene update that makes it a flurry board: a square or gridless scene becomes hexagonal
 * rows (odd), a hex scene keeps its layout; the scale becomes 2 m per hex.
 */
export function gridFix(grid: SceneGrid): { "grid.type": number; "grid.distance": number; "grid.units": string } {
  return { "grid.type": isHexGrid(grid.type) ? grid.type : GRID_TYPE.hexOddRows, "grid.distance": HEX_METRES, "grid.units": "m" };
}
