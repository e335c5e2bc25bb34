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

  it("WC-ENG-1 / WC-ZONE-2: an unengaged guard projects no danger until engaged: entering his front at (2,0) engages the two, which makes the six hexes round the guard dangerous, so the walk planned on to (2,1) stops at (2,0)", () => {
    const walk = walkPath(walker, [step(1, 0), step(2, 0), step(2, 1)], [guard(false)], { ...multiply, engageOnTheWay: true });
    expect(walk.end).toEqual({ q: 2, r: 0 });
    expect([walk.stoppedByDanger, walk.stoppedBy, walk.engagedWith]).toEqual([true, ["guard"], ["guard"]]);
    expect(walk.cost).toBe(2);
  });

  it("WC-ENG-1: engagement along the path: a pikeman two hexes off (range 2, unengaged, facing away) is brought into the walker's own zone of threat by a polearm-armed walker passing by; he engages him and, out of the pikeman's reach behind him, walks on", () => {
    const pikeWalker: MapFighter = { ...walker, weapon: { range: 2, reach: "polearm" } };
    // The pikeman stands at (3,−1), facing east (away): the walker at (1,0) facing east has him two hexes ahead in front.
    const pikeman: MapFighter = { id: "pike", side: "foes", position: { q: 3, r: -1 }, facing: sideFacing(0), weapon: { range: 2, reach: "polearm" }, engaged: false };
    const walk = walkPath(pikeWalker, [step(1, 0), step(1, 1)], [pikeman], { ...multiply, engageOnTheWay: true });
    expect(walk.engagedWith).toEqual(["pike"]);
    expect([walk.stoppedByDanger, walk.end]).toEqual([false, { q: 1, r: 1 }]);
    // Outside a fight only the end counts: from (1,1) the pikeman is out of his zone of threat.
    expect(walkPath(pikeWalker, [step(1, 0), step(1, 1)], [pikeman], multiply).engagedWith).toEqual([]);
  });

  it("WC-ZONE-2: outside a fight an unengaged guard projects no danger: the walker goes on past his front, and where he ends tells whom he would engage", () => {
    const walk = walkPath(walker, [step(1, 0), step(2, 0), step(2, 1)], [guard(false)], multiply);
    expect([walk.stoppedByDanger, walk.end, walk.engagedWith]).toEqual([false, { q: 2, r: 1 }, ["guard"]]);
  });

  it("a friend's danger zone does not stop the walk; a path that skips a hex is refused", () => {
    const friend = { ...guard(true), side: "players" };
    expect(walkPath(walker, [step(1, 0), step(2, 0)], [friend], multiply).stoppedByDanger).toBe(false);
    expect(() => walkPath(walker, [step(2, 0)], [], multiply)).toThrow(/PathNotAdjacent/);
  });
});
