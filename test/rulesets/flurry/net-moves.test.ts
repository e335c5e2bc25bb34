import { describe, expect, it } from "vitest";
import {
  type FlurryState,
  type ManeuverTactic,
  boardLogOf,
  declareIntention,
  flurryShifted,
  flurryShifts,
  movesToUndo,
  planShifts,
  recordAttack,
  recordBoardMoves,
  resolveOutOfActions,
  sideFacing,
  startFlurry,
  takeInitiative,
} from "../../../src/rulesets/flurry/rules/index.js";

/**
 * Axial hexes, direction 0 east and counter-clockwise: 0 E (1,0), 1 NE (1,−1), 2 NW (0,−1),
 * 3 W (−1,0), 4 SW (−1,1), 5 SE (0,1). The duel: a (FR 0, two actions) at (0,0) facing east, b
 * (FR 0, two actions) at (1,0) facing west.
 */
const duel = (tacticA: ManeuverTactic, tacticB: ManeuverTactic = "hold"): FlurryState => {
  let f = startFlurry("f", [
    { id: "a", side: "x", fighterRank: 0, agilityMod: 0, initiative: 15 },
    { id: "b", side: "y", fighterRank: 0, agilityMod: 0, initiative: 9 },
  ]);
  f = takeInitiative(f, "a");
  f = declareIntention(f, "a", "strike", tacticA);
  return declareIntention(f, "b", "strike", tacticB);
};

/** a hits twice (margins 3 and 1: he wins the tactics); the flurry ends with every action spent but b's. */
const aWins = (tacticA: ManeuverTactic, tacticB: ManeuverTactic = "hold"): FlurryState => {
  let f = recordAttack(duel(tacticA, tacticB), { attackerId: "a", defenderId: "b", hit: true, margin: 3, defenderCanRespond: false });
  f = recordAttack(f, { attackerId: "a", defenderId: "b", hit: true, margin: 1, defenderCanRespond: false });
  // b has two actions left against an actionless a: he lets him go, and the flurry ends.
  return resolveOutOfActions(f, "b", "letGo");
};

const board = [
  { id: "a", position: { q: 0, r: 0 }, facing: sideFacing(0) },
  { id: "b", position: { q: 1, r: 0 }, facing: sideFacing(3) },
];

describe("the net movement of a flurry on the board", () => {
  it("WC-FLY-6: a presses (b holds) and wins the most successes: b is driven one hex east and a follows him one hex; both still face each other", () => {
    const f = aWins("press");
    expect(f.stage).toBe("ended");
    expect(flurryShifts(f)).toEqual([
      { kind: "away", id: "b", from: "a", steps: 1 },
      { kind: "follow", id: "a", leader: "b" },
    ]);
    expect(planShifts(flurryShifts(f), board, [])).toEqual([
      { id: "a", from: { q: 0, r: 0 }, to: { q: 1, r: 0 }, facing: sideFacing(0), hexes: 1, blocked: false },
      { id: "b", from: { q: 1, r: 0 }, to: { q: 2, r: 0 }, facing: sideFacing(3), hexes: 1, blocked: false },
    ]);
  });

  it("WC-FLY-6: the winner's tactic decides, not the loser's: b's Press against a's winning Retreat draws b one hex west after a", () => {
    const placed = planShifts(flurryShifts(aWins("retreat", "press")), board, []);
    expect(placed.map((p) => [p.id, p.to])).toEqual([
      ["a", { q: -1, r: 0 }],
      ["b", { q: 0, r: 0 }],
    ]);
  });

  it("WC-FLY-6: a circles b: one hex clockwise around him, from b's west to his north-west (1,−1); a turns south-east to face b, b turns north-west to face a", () => {
    expect(planShifts(flurryShifts(aWins("circle")), board, [])).toEqual([
      { id: "a", from: { q: 0, r: 0 }, to: { q: 1, r: -1 }, facing: sideFacing(5), hexes: 1, blocked: false },
      { id: "b", from: { q: 1, r: 0 }, to: { q: 1, r: 0 }, facing: sideFacing(2), hexes: 0, blocked: false },
    ]);
  });

  it("WC-FLY-6: with the clockwise hex taken, the circle goes counter-clockwise, to b's south-west (0,1)", () => {
    const [a] = planShifts(flurryShifts(aWins("circle")), board, [{ q: 1, r: -1 }]);
    expect([a?.to, a?.facing]).toEqual([{ q: 0, r: 1 }, sideFacing(1)]);
  });

  it("WC-FLY-6: Hold, or a flurry nobody won (no hit), moves nobody", () => {
    expect(flurryShifts(aWins("hold", "press"))).toEqual([]);
    let even = recordAttack(duel("press"), { attackerId: "a", defenderId: "b", hit: false, margin: -2 });
    even = recordAttack(even, { attackerId: "b", defenderId: "a", hit: false, margin: -1 });
    even = recordAttack(even, { attackerId: "a", defenderId: "b", hit: false, margin: -1 });
    // a is out of actions; b, with one left, lets him go.
    even = resolveOutOfActions(even, "b", "letGo");
    expect(even.stage).toBe("ended");
    expect(flurryShifts(even)).toEqual([]);
  });

  it("WC-FLY-6: no net move while the flurry is still being fought", () => {
    expect(flurryShifts(duel("press"))).toEqual([]);
  });

  it("WC-FLY-6 / WC-FLY-7: a fighter standing east of b blocks the press: b cannot give ground, a does not follow, nobody moves and b is marked blocked", () => {
    const placed = planShifts(flurryShifts(aWins("press")), board, [{ q: 2, r: 0 }]);
    expect(placed).toEqual([{ id: "b", from: { q: 1, r: 0 }, to: { q: 1, r: 0 }, facing: sideFacing(3), hexes: 0, blocked: true }]);
  });

  it("WC-FLY-11: pressed back two steps, b ends two hexes straight away from a, still facing him; a holds his ground", () => {
    const threeActions = startFlurry("g", [
      { id: "a", side: "x", fighterRank: 5, agilityMod: 0, initiative: 15 },
      { id: "b", side: "y", fighterRank: 0, agilityMod: 0, initiative: 9 },
    ]);
    let g = declareIntention(declareIntention(takeInitiative(threeActions, "a"), "a", "strike"), "b", "strike");
    g = recordAttack(g, { attackerId: "a", defenderId: "b", hit: false, margin: -1 });
    g = recordAttack(g, { attackerId: "b", defenderId: "a", hit: false, margin: -1 });
    g = recordAttack(g, { attackerId: "a", defenderId: "b", hit: false, margin: -1 });
    g = recordAttack(g, { attackerId: "b", defenderId: "a", hit: false, margin: -1 });
    // b spent both actions; a (three actions) has one left and presses him back one step.
    g = resolveOutOfActions(g, "a", "press", 1);
    expect(flurryShifts(g)).toEqual([{ kind: "away", id: "b", from: "a", steps: 1 }]);
    expect(planShifts([{ kind: "away", id: "b", from: "a", steps: 2 }], board, [])).toEqual([
      { id: "b", from: { q: 1, r: 0 }, to: { q: 3, r: 0 }, facing: sideFacing(3), hexes: 2, blocked: false },
    ]);
  });

  it("WC-FLY-11: a withdraws two hexes from b, who stands two hexes off (a spear's reach): a backs away west to (−2,0) and keeps facing east", () => {
    const far = [board[0]!, { id: "b", position: { q: 2, r: 0 }, facing: sideFacing(3) }];
    expect(planShifts([{ kind: "away", id: "a", from: "b", steps: 2 }], far, [])).toEqual([
      { id: "a", from: { q: 0, r: 0 }, to: { q: -2, r: 0 }, facing: sideFacing(0), hexes: 2, blocked: false },
    ]);
  });

  it("a shift naming a fighter who is not on the board is refused", () => {
    expect(() => planShifts([{ kind: "away", id: "zz", from: "a", steps: 1 }], board, [])).toThrow(/NotInFlurry/);
  });
});

describe("the board log a step back reads", () => {
  const place = (x: number) => ({ x, y: 0, rotation: 0 });
  it("moves are numbered in order; going back to a state with fewer moves undoes the newer ones, newest first", () => {
    const start = { board: undefined };
    const one = recordBoardMoves(start, [{ id: "a", from: place(0), to: place(100) }]);
    const two = recordBoardMoves(one, [{ id: "b", from: place(200), to: place(300) }, { id: "a", from: place(100), to: place(150) }], "1/r1f1");
    expect(boardLogOf(two).count).toBe(3);
    expect(flurryShifted(two, "1/r1f1")).toBe(true);
    expect(flurryShifted(one, "1/r1f1")).toBe(false);
    expect(movesToUndo(two, one).map((m) => [m.seq, m.id, m.from.x])).toEqual([
      [3, "a", 100],
      [2, "b", 200],
    ]);
    expect(movesToUndo(two, start).map((m) => m.seq)).toEqual([3, 2, 1]);
    expect(movesToUndo(one, two)).toEqual([]);
  });

  it("a move with a place that is not a number is refused", () => {
    expect(() => recordBoardMoves({}, [{ id: "a", from: { x: "left", y: 0, rotation: 0 } as never, to: place(1) }])).toThrow();
  });
});
