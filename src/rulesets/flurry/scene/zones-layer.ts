import { localize } from "../../../foundry/flows/notify.js";
import { overlayShapes, zoneCells, type OverlayShape } from "./overlay.js";
import { boardFighter, boardGridType, type BoardToken } from "./tokens.js";
import { isHexGrid, type GridCell } from "./board.js";

/**
 * The zones on the canvas (WC-FVTT-3): a toggle among the token controls draws, for every token
 * the user has selected, its zones of danger, threat, marginal reach and obstruction, computed by
 * the pure geometry from the token's hex, its rotation's facing and its longest weapon. The
 * drawing is redrawn when a token is selected, moved or turned, or its fighter changes.
 */

export const ZONES_TOOL = "frayFlurryZones";

let shown = false;
let graphics: PIXI.Graphics | null = null;

/** What the layer draws now: one filled polygon per zone hex of every selected flurry token. */
export function selectedZoneShapes(): OverlayShape[] {
  const grid = canvas?.grid;
  if (!grid || !isHexGrid(boardGridType())) return [];
  const cornersOf = (cell: GridCell) => grid.getVertices(cell).map((point) => ({ x: point.x, y: point.y }));
  return (canvas?.tokens?.controlled ?? []).flatMap((placed) => {
    const fighter = boardFighter(placed.document as BoardToken);
    return fighter ? overlayShapes(zoneCells(fighter, boardGridType()), cornersOf) : [];
  });
}

export function zonesShown(): boolean {
  return shown;
}

/** Redraws the layer (or clears it when the toggle is off). */
export function drawZones(): void {
  const board = canvas;
  if (!board?.ready || !board.interface) return;
  if (!graphics || graphics.destroyed) {
    graphics = new PIXI.Graphics();
    graphics.eventMode = "none";
    board.interface.addChild(graphics);
  }
  graphics.clear();
  if (!shown) return;
  for (const shape of selectedZoneShapes()) {
    graphics.beginFill(shape.fill, shape.alpha).lineStyle(2, shape.fill, 0.9).drawPolygon([...shape.points]).endFill();
  }
}

export function setZonesShown(active: boolean): void {
  shown = active;
  drawZones();
}

interface ToolsView {
  tokens?: { tools: Record<string, unknown> };
}

export function registerZonesLayer(): void {
  Hooks.on("getSceneControlButtons", (controls: unknown) => {
    const tokens = (controls as ToolsView).tokens;
    if (!tokens) return;
    tokens.tools[ZONES_TOOL] = {
      name: ZONES_TOOL,
      order: Object.keys(tokens.tools).length + 1,
      title: localize("FRAY.Flurry.Scene.ZonesTool"),
      icon: "fa-solid fa-draw-polygon",
      toggle: true,
      active: shown,
      onChange: (_event: unknown, active: boolean) => setZonesShown(active),
    };
  });
  const redraw = () => {
    if (shown) drawZones();
  };
  Hooks.on("canvasReady", () => {
    graphics = null;
    drawZones();
  });
  for (const hook of ["controlToken", "updateToken", "deleteToken", "updateActor", "createItem", "updateItem", "deleteItem", "createActiveEffect", "deleteActiveEffect"] as const) Hooks.on(hook, redraw);
}
