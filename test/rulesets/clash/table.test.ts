import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice } from "../../../src/core/dice.js";
import {
  answer,
  CLASH_CELL_KEYS,
  CLASH_TABLE,
  clashCell,
  clashCellKey,
  makeRoll,
  pendingDecision,
  resolveClash,
  startExchange,
  tierRank,
  TIERS,
  type ClashCell,
  type Tier,
} from "../../../src/rulesets/clash/rules/index.js";
import { clashInput, FACE_FOR_60 } from "./helpers.js";

const roll60 = (face: number) => makeRoll(face, 60, "doubles");

/** Plays a clash up to its resolution: attacker rolls `a`, defender counter-attacks and rolls `d`. */
function clashOf(a: number, d: number | null, options: Record<string, unknown> = {}) {
  const dice = new ReplayDice(d === null ? [a] : [a, d]);
  let state = startExchange(clashInput(), options);
  state = answer(state, { type: "roll" }, dice);
  state = answer(state, { type: "react", reactionId: d === null ? null : "counterAttack" }, dice);
  if (d !== null) state = answer(state, { type: "roll" }, dice);
  expect(state.resolution).not.toBeNull();
  return state.resolution!;
}

/** The table's pattern as the catalog states it (DL-CLASH-3), to check the data against. */
function byPattern(attacker: Tier, defender: Tier): ClashCell {
  const a = tierRank(attacker);
  const d = tierRank(defender);
  if (a <= 1 && d <= 1) {
    if (a === 1 && d === 1) return { kind: "noHit", result: "bothFail" };
    if (a === 0 && d === 1) return { kind: "noHit", result: "attackerFumbles" };
    if (a === 1 && d === 0) return { kind: "noHit", result: "defenderFumbles" };
    return { kind: "noHit", result: "bothFumble" };
  }
  if (a === d) return { kind: "higherRoll" };
  return { kind: "hit", hitter: a > d ? "attacker" : "defender", maneuvers: Math.abs(a - d) as 1 | 2 | 3 };
}

const EXPECTED_CELLS: ReadonlyArray<[Tier, Tier, ClashCell]> = [
  ["critical", "critical", { kind: "higherRoll" }],
  ["success", "critical", { kind: "hit", hitter: "defender", maneuvers: 1 }],
  ["failure", "critical", { kind: "hit", hitter: "defender", maneuvers: 2 }],
  ["fumble", "critical", { kind: "hit", hitter: "defender", maneuvers: 3 }],
  ["critical", "success", { kind: "hit", hitter: "attacker", maneuvers: 1 }],
  ["success", "success", { kind: "higherRoll" }],
  ["failure", "success", { kind: "hit", hitter: "defender", maneuvers: 1 }],
  ["fumble", "success", { kind: "hit", hitter: "defender", maneuvers: 2 }],
  ["critical", "failure", { kind: "hit", hitter: "attacker", maneuvers: 2 }],
  ["success", "failure", { kind: "hit", hitter: "attacker", maneuvers: 1 }],
  ["failure", "failure", { kind: "noHit", result: "bothFail" }],
  ["fumble", "failure", { kind: "noHit", result: "attackerFumbles" }],
  ["critical", "fumble", { kind: "hit", hitter: "attacker", maneuvers: 3 }],
  ["success", "fumble", { kind: "hit", hitter: "attacker", maneuvers: 2 }],
  ["failure", "fumble", { kind: "noHit", result: "defenderFumbles" }],
  ["fumble", "fumble", { kind: "noHit", result: "bothFumble" }],
];

describe("clash table", () => {
  it.each(EXPECTED_CELLS)("DL-CLASH-1: cell attacker %s / defender %s", (attacker, defender, expected) => {
    expect(CLASH_TABLE.get(clashCellKey(attacker, defender))).toEqual(expected);
    expect(clashCell(attacker, defender)).toEqual(expected);
  });

  it("DL-CLASH-1: the table holds exactly the 16 cells keyed by both tiers", () => {
    expect(CLASH_TABLE.size).toBe(16);
    expect(new Set(CLASH_CELL_KEYS)).toEqual(new Set(CLASH_TABLE.keys()));
    expect(CLASH_CELL_KEYS[0]).toBe("critical/critical");
    expect(() => clashCell("great" as Tier, "failure")).toThrow(/UnknownTier/);
  });

  it("DL-CLASH-3: every cell follows the rank-difference pattern with the no-hit 2×2 corner", () => {
    for (const a of TIERS) for (const d of TIERS) expect(clashCell(a, d)).toEqual(byPattern(a, d));
  });

  it("DL-CLASH-2: in a same-tier success or critical cell the higher reading hits with no maneuvers", () => {
    expect(resolveClash(roll60(55), roll60(22), { tiePolicy: "stalemate" })).toMatchObject({ hitter: "attacker", maneuvers: 0, stalemate: false });
    expect(resolveClash(roll60(12), roll60(58), { tiePolicy: "stalemate" })).toMatchObject({ hitter: "defender", maneuvers: 0 });
  });

  it("DL-DICE-6: higher comparisons use the preset's reading, so 00 is the lowest critical under preset A", () => {
    expect(resolveClash(roll60(100), roll60(11), { tiePolicy: "stalemate" }).hitter).toBe("defender");
    const tenth = (f: number) => makeRoll(f, 60, "tenth");
    expect(resolveClash(tenth(3), tenth(6), { tiePolicy: "stalemate" }).hitter).toBe("defender");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), (a, d) => {
        const r = resolveClash(makeRoll(a, 60, "brp"), makeRoll(d, 60, "brp"), { tiePolicy: "stalemate" });
        if (r.cell.kind === "higherRoll" && a !== d) expect(r.hitter).toBe(a > d ? "attacker" : "defender");
      }),
    );
  });

  it("DL-DICE-7: an exact tie is a stalemate by default; the defender setting gives it to the defender", () => {
    const stalemate = resolveClash(roll60(44), roll60(44), { tiePolicy: "stalemate" });
    expect(stalemate).toMatchObject({ hitter: null, maneuvers: 0, stalemate: true, fumblers: [] });
    expect(resolveClash(roll60(35), roll60(35), { tiePolicy: "defender" })).toMatchObject({ hitter: "defender", maneuvers: 0, stalemate: false });
    expect(clashOf(35, 35).stalemate).toBe(true);
    expect(clashOf(35, 35, { tiePolicy: "defender" }).hitter).toBe("defender");
  });

  it("DL-CLASH-8: fumble cells are read literally — nobody hits and nobody gets maneuvers", () => {
    for (const [a, d] of [
      ["fumble", "failure"],
      ["failure", "fumble"],
      ["fumble", "fumble"],
      ["failure", "failure"],
    ] as const) {
      const r = resolveClash(roll60(FACE_FOR_60[a]), roll60(FACE_FOR_60[d]), { tiePolicy: "defender" });
      expect(r.hitter).toBeNull();
      expect(r.maneuvers).toBe(0);
    }
  });

  it("DL-FLOW-7: a defender who does not react sits in the failure row", () => {
    expect(resolveClash(roll60(FACE_FOR_60.fumble), null, { tiePolicy: "stalemate" })).toMatchObject({ key: "fumble/failure", fumblers: ["attacker"] });
    expect(resolveClash(roll60(FACE_FOR_60.failure), null, { tiePolicy: "stalemate" }).key).toBe("failure/failure");
    expect(clashOf(FACE_FOR_60.success, null)).toMatchObject({ key: "success/failure", hitter: "attacker", maneuvers: 1 });
  });

  it("DL-TV-1: attacker critical vs defender critical — higher roll hits, no maneuvers (44 beats 22 at 60/60)", () => {
    expect(clashOf(44, 22)).toMatchObject({ key: "critical/critical", hitter: "attacker", maneuvers: 0 });
    expect(clashOf(22, 44)).toMatchObject({ key: "critical/critical", hitter: "defender", maneuvers: 0 });
  });
  it("DL-TV-2: attacker success vs defender critical — defender hits with 1 maneuver", () => {
    expect(clashOf(FACE_FOR_60.success, FACE_FOR_60.critical)).toMatchObject({ key: "success/critical", hitter: "defender", maneuvers: 1 });
  });
  it("DL-TV-3: attacker failure vs defender critical — defender hits with 2 maneuvers", () => {
    expect(clashOf(FACE_FOR_60.failure, FACE_FOR_60.critical)).toMatchObject({ key: "failure/critical", hitter: "defender", maneuvers: 2 });
  });
  it("DL-TV-4: attacker fumble vs defender critical — defender hits with 3 maneuvers", () => {
    expect(clashOf(FACE_FOR_60.fumble, FACE_FOR_60.critical)).toMatchObject({ key: "fumble/critical", hitter: "defender", maneuvers: 3 });
  });
  it("DL-TV-5: attacker critical vs defender success — attacker hits with 1 maneuver", () => {
    expect(clashOf(FACE_FOR_60.critical, FACE_FOR_60.success)).toMatchObject({ key: "critical/success", hitter: "attacker", maneuvers: 1 });
  });
  it("DL-TV-6: attacker success vs defender success — higher roll hits, no maneuvers", () => {
    expect(clashOf(48, 35)).toMatchObject({ key: "success/success", hitter: "attacker", maneuvers: 0 });
    expect(clashOf(12, 35)).toMatchObject({ key: "success/success", hitter: "defender", maneuvers: 0 });
  });
  it("DL-TV-7: attacker failure vs defender success — defender hits with 1 maneuver", () => {
    expect(clashOf(FACE_FOR_60.failure, FACE_FOR_60.success)).toMatchObject({ key: "failure/success", hitter: "defender", maneuvers: 1 });
  });
  it("DL-TV-8: attacker fumble vs defender success — defender hits with 2 maneuvers", () => {
    expect(clashOf(FACE_FOR_60.fumble, FACE_FOR_60.success)).toMatchObject({ key: "fumble/success", hitter: "defender", maneuvers: 2 });
  });
  it("DL-TV-9: attacker critical vs defender failure or no reaction — attacker hits with 2 maneuvers", () => {
    expect(clashOf(FACE_FOR_60.critical, FACE_FOR_60.failure)).toMatchObject({ key: "critical/failure", hitter: "attacker", maneuvers: 2 });
    expect(clashOf(FACE_FOR_60.critical, null)).toMatchObject({ key: "critical/failure", hitter: "attacker", maneuvers: 2 });
  });
  it("DL-TV-10: attacker success vs defender failure or no reaction — attacker hits with 1 maneuver", () => {
    expect(clashOf(FACE_FOR_60.success, FACE_FOR_60.failure)).toMatchObject({ key: "success/failure", hitter: "attacker", maneuvers: 1 });
    expect(clashOf(FACE_FOR_60.success, null)).toMatchObject({ hitter: "attacker", maneuvers: 1 });
  });
  it("DL-TV-11: attacker failure vs defender failure or no reaction — both fail, nobody hits", () => {
    expect(clashOf(FACE_FOR_60.failure, FACE_FOR_60.failure)).toMatchObject({ key: "failure/failure", hitter: null, maneuvers: 0, fumblers: [] });
    expect(clashOf(FACE_FOR_60.failure, null)).toMatchObject({ key: "failure/failure", hitter: null });
  });
  it("DL-TV-12: attacker fumble vs defender failure or no reaction — the attacker fumbles", () => {
    expect(clashOf(FACE_FOR_60.fumble, FACE_FOR_60.failure)).toMatchObject({ key: "fumble/failure", hitter: null, fumblers: ["attacker"] });
    expect(clashOf(FACE_FOR_60.fumble, null)).toMatchObject({ fumblers: ["attacker"] });
  });
  it("DL-TV-13: attacker critical vs defender fumble — attacker hits with 3 maneuvers", () => {
    expect(clashOf(FACE_FOR_60.critical, FACE_FOR_60.fumble)).toMatchObject({ key: "critical/fumble", hitter: "attacker", maneuvers: 3 });
  });
  it("DL-TV-14: attacker success vs defender fumble — attacker hits with 2 maneuvers", () => {
    expect(clashOf(FACE_FOR_60.success, FACE_FOR_60.fumble)).toMatchObject({ key: "success/fumble", hitter: "attacker", maneuvers: 2 });
  });
  it("DL-TV-15: attacker failure vs defender fumble — the defender fumbles", () => {
    expect(clashOf(FACE_FOR_60.failure, FACE_FOR_60.fumble)).toMatchObject({ key: "failure/fumble", hitter: null, maneuvers: 0, fumblers: ["defender"] });
  });
  it("DL-TV-16: attacker fumble vs defender fumble — both fumble", () => {
    expect(clashOf(FACE_FOR_60.fumble, FACE_FOR_60.fumble)).toMatchObject({ key: "fumble/fumble", hitter: null, maneuvers: 0, fumblers: ["attacker", "defender"] });
  });

  it("the resolution after the defender's roll asks the winner for maneuvers, or the GM for a fumble", () => {
    const dice = new ReplayDice([FACE_FOR_60.fumble, FACE_FOR_60.critical]);
    let state = startExchange(clashInput());
    state = answer(answer(answer(state, { type: "roll" }, dice), { type: "react", reactionId: "counterAttack" }, dice), { type: "roll" }, dice);
    expect(pendingDecision(state)).toMatchObject({ type: "chooseManeuvers", actorId: "ogre", count: 3 });
  });
});
