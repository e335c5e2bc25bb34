/**
 * The zones layer as a picture (WC-FVTT-3): the shapes the canvas layer fills, computed by the
 * pure geometry (`zoneCells` → `overlayShapes`), drawn on an HTML canvas in Debian's Chromium over
 * a hex board, saved as screenshots/flurry-zones-canvas.png and checked pixel by pixel: each zone
 * hex shows its colour laid over the board at the layer's transparency. The guide's diagrams are
 * checked the same way (the fighter's hex is dark green, not left white).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ROOT } from "../../scripts/lib/project.js";
import { launchChromium } from "./harness/harness.js";
import { OVERLAY_ALPHA, overlayShapes, rowGridCorners, zoneCells } from "../../src/rulesets/flurry/scene/overlay.js";
import { GRID_TYPE, cellToHex, hexToCell } from "../../src/rulesets/flurry/scene/board.js";
import { ZONE_COLOURS, GUIDE_DIAGRAMS } from "../../src/rulesets/flurry/scene/zone-svg.js";
import { sideFacing, type ZoneFighter } from "../../src/rulesets/flurry/rules/index.js";

const WIDTH = 60;
const ROWS = 9;
const COLUMNS = 12;
const BOARD = "#f4f1e8";
const TOKEN = ZONE_COLOURS.fighter;

/** An engaged swordsman facing east and, across the field, a halberdier facing west (reach 3 polearm, not engaged). */
const FIGHTERS: ReadonlyArray<ZoneFighter & { readonly name: string }> = [
  { name: "swordsman", position: cellToHex({ i: 4, j: 2 }, GRID_TYPE.hexOddRows), facing: sideFacing(0), weapon: { range: 1, reach: "swung" }, engaged: true },
  { name: "halberdier", position: cellToHex({ i: 4, j: 9 }, GRID_TYPE.hexOddRows), facing: sideFacing(3), weapon: { range: 3, reach: "polearm" }, engaged: false },
];

const corners = (i: number, j: number) => rowGridCorners({ i, j }, WIDTH).flatMap((p) => [p.x, p.y]);
const centreOf = (i: number, j: number) => {
  const points = rowGridCorners({ i, j }, WIDTH);
  return { x: points.reduce((a, p) => a + p.x, 0) / 6, y: points.reduce((a, p) => a + p.y, 0) / 6 };
};

/** The drawing list: board cells, zone shapes (as the layer gets them), the fighters' own hexes. */
function drawing() {
  const board = [];
  for (let i = 0; i < ROWS; i++) for (let j = 0; j < COLUMNS; j++) board.push(corners(i, j));
  const zones = FIGHTERS.flatMap((f) => overlayShapes(zoneCells(f, GRID_TYPE.hexOddRows), (cell) => rowGridCorners(cell, WIDTH)));
  const tokens = FIGHTERS.map((f) => {
    const cell = hexToCell(f.position, GRID_TYPE.hexOddRows);
    return corners(cell.i, cell.j);
  });
  return { board, zones, tokens, boardColour: BOARD, tokenColour: TOKEN };
}

const PAGE = `<!doctype html><html><body style="margin:0;background:${BOARD}"><canvas id="board" width="${Math.ceil(WIDTH * (COLUMNS + 1))}" height="${Math.ceil(((WIDTH * 2) / Math.sqrt(3)) * (0.75 * ROWS + 0.5))}"></canvas></body></html>`;

const DRAW = `(d) => {
  const ctx = document.getElementById("board").getContext("2d");
  const path = (points) => { ctx.beginPath(); ctx.moveTo(points[0], points[1]); for (let k = 2; k < points.length; k += 2) ctx.lineTo(points[k], points[k + 1]); ctx.closePath(); };
  ctx.fillStyle = d.boardColour; ctx.fillRect(0, 0, 9999, 9999);
  ctx.strokeStyle = "#8a8577"; ctx.lineWidth = 1;
  for (const cell of d.board) { path(cell); ctx.stroke(); }
  for (const shape of d.zones) { path(shape.points); ctx.globalAlpha = shape.alpha; ctx.fillStyle = shape.css; ctx.fill(); ctx.globalAlpha = 0.9; ctx.strokeStyle = shape.css; ctx.lineWidth = 2; ctx.stroke(); }
  ctx.globalAlpha = 1;
  for (const token of d.tokens) { path(token); ctx.fillStyle = d.tokenColour; ctx.fill(); }
}`;

const rgb = (hex: string) => [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16));
/** A zone colour laid over the board at the layer's transparency. */
const blended = (hex: string) => rgb(hex).map((c, k) => Math.round(OVERLAY_ALPHA * c + (1 - OVERLAY_ALPHA) * rgb(BOARD)[k]!));
const near = (got: number[], want: number[]) => got.slice(0, 3).every((c, k) => Math.abs(c - want[k]!) <= 3);

let browser: Browser | undefined;
let page: Page | undefined;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 800, height: 600 } });
});
afterAll(async () => {
  await browser?.close();
});

async function pixel(x: number, y: number): Promise<number[]> {
  return page!.evaluate(([px, py]) => [...(document.getElementById("board") as HTMLCanvasElement).getContext("2d")!.getImageData(px!, py!, 1, 1).data], [Math.round(x), Math.round(y)]);
}

describe("the zones layer drawn in Chromium", () => {
  it("WC-ZONE-1…4: the swordsman's six danger hexes and the halberdier's obstructed, threatened and marginal hexes show their colours; the screenshot is saved", async () => {
    await page!.setContent(PAGE);
    await page!.evaluate(`(${DRAW})(${JSON.stringify(drawing())})`);
    // Swordsman at row 4, column 2 (an even row): his east neighbour is 4,3 and his north-east one 3,2 (odd rows are pushed right).
    expect(near(await pixel(centreOf(4, 3).x, centreOf(4, 3).y), blended(ZONE_COLOURS.danger))).toBe(true);
    expect(near(await pixel(centreOf(3, 2).x, centreOf(3, 2).y), blended(ZONE_COLOURS.danger))).toBe(true);
    expect(near(await pixel(centreOf(4, 2).x, centreOf(4, 2).y), rgb(TOKEN))).toBe(true);
    // Halberdier at 4,9 facing west, reach 3: obstructed 4,8 and 4,7, threat at 4,6, marginal two rows up and down at the far cone's ends.
    expect(near(await pixel(centreOf(4, 8).x, centreOf(4, 8).y), blended(ZONE_COLOURS.obstructed))).toBe(true);
    expect(near(await pixel(centreOf(4, 6).x, centreOf(4, 6).y), blended(ZONE_COLOURS.threat))).toBe(true);
    // A hex nobody reaches keeps the board's colour.
    expect(near(await pixel(centreOf(0, 0).x, centreOf(0, 0).y), rgb(BOARD))).toBe(true);
    const dir = join(ROOT, "screenshots");
    mkdirSync(dir, { recursive: true });
    await page!.locator("#board").screenshot({ path: join(dir, "flurry-zones-canvas.png") });
  });

  it("the guide's zone diagrams show the fighter's own hex in dark green", async () => {
    for (const diagram of GUIDE_DIAGRAMS) {
      const svg = readFileSync(join(ROOT, "assets/guide", diagram.file), "utf8");
      await page!.setContent(`<!doctype html><html><body style="margin:0;background:#ffffff">${svg}</body></html>`);
      // Just below the centre of the fighter's hex, clear of the facing arrow drawn along the middle.
      const colour = await page!.evaluate(async () => {
        const svgElement = document.querySelector("svg")!;
        const box = svgElement.getBoundingClientRect();
        const canvas = document.createElement("canvas");
        canvas.width = Math.ceil(box.width);
        canvas.height = Math.ceil(box.height);
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgElement.outerHTML)}`;
        await image.decode();
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return [...context.getImageData(Math.round(canvas.width / 2), Math.round(canvas.height / 2 + 12), 1, 1).data];
      });
      expect(near(colour, rgb(ZONE_COLOURS.fighter)), `${diagram.file}: ${colour.join(",")}`).toBe(true);
    }
  });
});
