import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cellToHex, facingFromRotation, gridFix, gridProblems, hexToCell, rotationOfFacing, snapRotation, GRID_TYPE } from "../../../../src/rulesets/flurry/scene/board.js";
import { sideFacing, vertexFacing, neighbor } from "../../../../src/rulesets/flurry/rules/index.js";

const { hexOddRows, hexEvenRows, hexOddColumns, hexEvenColumns } = GRID_TYPE;

describe("the flurry board on Foundry's grids", () => {
  it("WC-FVTT-3: a cell of each hex layout maps onto the neighbouring axial hex the layout shifts it to", () => {
    // Odd rows shifted right: row 1, column 0 lies below-right of the origin (direction 5).
    expect(cellToHex({ i: 1, j: 0 }, hexOddRows)).toEqual(neighbor({ q: 0, r: 0 }, 5));
    // Even rows shifted right: row 1, column 0 lies below-left (direction 4).
    expect(cellToHex({ i: 1, j: 0 }, hexEvenRows)).toEqual(neighbor({ q: 0, r: 0 }, 4));
    // Odd columns shifted down: column 1, row 0 is the next hex along direction 0.
    expect(cellToHex({ i: 0, j: 1 }, hexOddColumns)).toEqual({ q: 1, r: 0 });
    // Even columns shifted down: column 1, row 0 lies up-right, direction 1.
    expect(cellToHex({ i: 0, j: 1 }, hexEvenColumns)).toEqual({ q: 1, r: -1 });
  });

  it("WC-FVTT-3: cells and hexes convert back and forth on every hex layout", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.constantFrom(hexOddRows, hexEvenRows, hexOddColumns, hexEvenColumns), (i, j, type) => {
        expect(hexToCell(cellToHex({ i, j }, type), type)).toEqual({ i, j });
      }),
    );
  });

  it("WC-FACE-1: a token's rotation snaps to the nearest hex side (Foundry's rotation 0 looks down the screen)", () => {
    // Facing east on a row grid is a token turned 270° clockwise from looking south.
    expect(rotationOfFacing(sideFacing(0), hexOddRows)).toBe(270);
    expect(facingFromRotation(270, hexOddRows, false)).toEqual(sideFacing(0));
    expect(facingFromRotation(90, hexOddRows, false)).toEqual(sideFacing(3)); // west
    expect(facingFromRotation(30, hexOddRows, false)).toEqual(sideFacing(4)); // south-west side
    expect(snapRotation(275, hexOddRows, false)).toBe(270);
    expect(snapRotation(200, hexOddRows, false)).toBe(210); // north-west side, 150° counter-clockwise from east
    // Column grids have a side straight down: rotation 0 is side 5 there, and side 0 is 300°.
    expect(facingFromRotation(0, hexOddColumns, false)).toEqual(sideFacing(5));
    expect(rotationOfFacing(sideFacing(0), hexOddColumns)).toBe(300);
  });

  it("WC-FACE-3: with the vertex option a rotation snaps to sides and vertices, 30° apart", () => {
    expect(facingFromRotation(0, hexOddRows, true)).toEqual(vertexFacing(4)); // straight down is a vertex on row grids
    expect(facingFromRotation(0, hexOddRows, false).kind).toBe("side");
    expect(rotationOfFacing(vertexFacing(0), hexOddRows)).toBe(240);
    expect(facingFromRotation(235, hexOddRows, true)).toEqual(vertexFacing(0));
  });

  it("WC-SCALE-2: a flurry board is a hex grid at 2 metres per hex; the fix keeps a hex layout and sets the scale", () => {
    expect(gridProblems({ type: GRID_TYPE.square, distance: 5, units: "ft" })).toEqual(["notHex", "notTwoMetres"]);
    expect(gridProblems({ type: hexOddRows, distance: 2, units: "m" })).toEqual([]);
    expect(gridProblems({ type: hexOddColumns, distance: 2, units: " Meters " })).toEqual([]);
    expect(gridProblems({ type: hexEvenRows, distance: 1.5, units: "m" })).toEqual(["notTwoMetres"]);
    expect(gridProblems({ type: hexEvenRows, distance: 2, units: "ft" })).toEqual(["notTwoMetres"]);
    expect(gridProblems({ type: GRID_TYPE.gridless, distance: 2, units: "m" })).toEqual(["notHex"]);
    expect(gridFix({ type: GRID_TYPE.square, distance: 5, units: "ft" })).toEqual({ "grid.type": hexOddRows, "grid.distance": 2, "grid.units": "m" });
    expect(gridFix({ type: hexEvenColumns, distance: 5, units: "ft" })["grid.type"]).toBe(hexEvenColumns);
  });
});
