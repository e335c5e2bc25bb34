import { describe, expect, it } from "vitest";
import { sideFacing, walkPath, type MapFighter, type PathStep } from "../../../src/rulesets/flurry/rules/index.js";

const open = { terrain: "open" } as const;
const step = (q: number, r: number, terrain: PathStep["terrain"] = open): PathStep => ({ hex: { q, r }, terrain });
const multiply = { facingCostRule: "multiply" } as const;

/** A swordsman at the origin facing east (side 0): front (1,0), (1,−1), (0,1); flanks (0,−1), (−1,1); rear (−1,0). */
const walker: MapFighter = { id: "w", side: "players", position: { q: 0, r: 0 }, facing: sideFacing(0), weapon: { range: 1, reach: "swung" }, engaged: false };
/** A guard two hexes east of the walker's path end, facing west, reach 1. */
const guard = (engaged: boolean): MapFighter => ({ id: "guard", side: "foes", position: { q: 3, r: 0 }, facing: sideFacing(3), weapon: { range: 1, reach: "swung" }, engaged });

describe("walking a path on the flurry board", () => {
  it("WC-TV-12 / WC-FACE-2: a front hex on open ground costs 1 MP, the rear hex 2", () => {
    expect(walkPath(walker, [step(1, 0)], [], multiply).cost).toBe(1);
    const back = walkPath(walker, [step(-1, 0)], [], multiply);
    expect(back.steps).toEqual([{ hex: { q: -1, r: 0 }, sector: "rear", cost: 2 }]);
  });

  it("WC-TV-12 / WC-MOV-4: rough ground costs 2 MP in front and 4 on a flank; with the add option the flank costs 3", () => {
    expect(walkPath(walker, [step(1, -1, { terrain: "rough" })], [], multiply).cost).toBe(2);
    expect(walkPath(walker, [step(0, -1, { terrain: "rough" })], [], multiply).steps[0]).toMatchObject({ sector: "leftFlank", cost: 4 });
    expect(walkPath(walker, [step(0, -1, { terrain: "rough" })], [], { facingCostRule: "add" }).cost).toBe(3);
  });

  it("WC-MOV-4: uphill doubles the ground (slick uphill in front: 4 MP); an obstacle adds 1", () => {
    const walk = walkPath(walker, [step(1, 0, { terrain: "slick", uphill: true }), step(2, 0, { terrain: "open", obstacle: true })], [], multiply);
    expect(walk.steps.map((s) => s.cost)).toEqual([4, 2]);
    expect(walk.cost).toBe(6);
    expect(walk.end).toEqual({ q: 2, r: 0 });
  });

  it("WC-MOV-7 / WC-ENG-2: the walk stops in the first hex of an engaged guard's zone of danger, short of the rest of the path", () => {
    const walk = walkPath(walker, [step(1, 0), step(2, 0), step(3, -1), step(4, -1)], [guard(true)], multiply);
    expect(walk.stoppedByDanger).toBe(true);
    expect(walk.stoppedBy).toEqual(["guard"]);
    expect(walk.end).toEqual({ q: 2, r: 0 });
    expect(walk.steps).toHaveLength(2);
    expect(walk.cost).toBe(2);
    expect(walk.engagedWith).toEqual(["guard"]);
  });

  it("WC-ZONE-2: an unengaged guard projects no danger: the walker goes on past his front, engaged with him where he ends", () => {
    const walk = walkPath(walker, [step(1, 0), step(2, 0)], [guard(false)], multiply);
    expect(walk.stoppedByDanger).toBe(false);
    expect(walk.end).toEqual({ q: 2, r: 0 });
    // (2,0) is in the guard's zone of threat: entering it engages the two (WC-ENG-1).
    expect(walk.engagedWith).toEqual(["guard"]);
  });

  it("a friend's danger zone does not stop the walk; a path that skips a hex is refused", () => {
    const friend = { ...guard(true), side: "players" };
    expect(walkPath(walker, [step(1, 0), step(2, 0)], [friend], multiply).stoppedByDanger).toBe(false);
    expect(() => walkPath(walker, [step(2, 0)], [], multiply)).toThrow(/PathNotAdjacent/);
  });
});
