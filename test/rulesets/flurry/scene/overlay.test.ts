import { describe, expect, it } from "vitest";
import { zoneCells, overlayShapes, OVERLAY_ALPHA } from "../../../../src/rulesets/flurry/scene/overlay.js";
import { GRID_TYPE } from "../../../../src/rulesets/flurry/scene/board.js";
import { sideFacing } from "../../../../src/rulesets/flurry/rules/index.js";

const at = (q: number, r: number) => ({ q, r });

describe("the zones layer's cells", () => {
  it("WC-ZONE-1/2: an engaged swordsman at row 2, column 3 of an odd-row grid, facing east: six danger cells around him, none for his own", () => {
    // Row 2 column 3 is axial (2, 2); his neighbours' cells on odd rows (row 2 even, rows 1 and 3 shifted right).
    const cells = zoneCells({ position: at(2, 2), facing: sideFacing(0), weapon: { range: 1, reach: "swung" }, engaged: true }, GRID_TYPE.hexOddRows);
    expect(cells.every((c) => c.kind === "danger")).toBe(true);
    expect(cells.map((c) => `${c.cell.i},${c.cell.j}`).sort()).toEqual(["1,2", "1,3", "2,2", "2,4", "3,2", "3,3"]);
  });

  it("WC-ZONE-3/4: a reach-2 polearm facing east, unengaged: the near cone obstructed, the far cone threatened, a marginal hex on each side", () => {
    const cells = zoneCells({ position: at(0, 0), facing: sideFacing(0), weapon: { range: 2, reach: "polearm" }, engaged: false }, GRID_TYPE.hexOddRows);
    const byKind = (kind: string) => cells.filter((c) => c.kind === kind).map((c) => `${c.hex.q},${c.hex.r}`).sort();
    expect(byKind("obstructed")).toEqual(["0,1", "1,-1", "1,0"]);
    expect(byKind("threat")).toEqual(["1,1", "2,-1", "2,0"]);
    expect(byKind("marginal")).toEqual(["0,2", "2,-2"]);
    expect(byKind("danger")).toEqual([]);
  });

  it("the shapes carry each cell's corners, its zone's colour and the layer's transparency", () => {
    const cells = zoneCells({ position: at(0, 0), facing: sideFacing(0), weapon: { range: 1, reach: "thrust" }, engaged: false }, GRID_TYPE.hexOddRows);
    const shapes = overlayShapes(cells, ({ i, j }) => [{ x: j, y: i }, { x: j + 1, y: i }, { x: j, y: i + 1 }]);
    expect(shapes).toHaveLength(3);
    expect(shapes[0]).toMatchObject({ kind: "threat", fill: 0xe39a3b, css: "#e39a3b", alpha: OVERLAY_ALPHA });
    expect(shapes.map((s) => s.points.length)).toEqual([6, 6, 6]);
  });
});
