import { describe, expect, it } from "vitest";
import { parseFormula, formatFormula, rollFormula, maxOfFormula, minOfFormula } from "../../src/core/formula.js";
import { ReplayDice } from "../../src/core/dice.js";
import { bandFor, bandsFromMultiples } from "../../src/core/range.js";
import { expireConditions, type Condition } from "../../src/core/vocabulary.js";
import { validateOptions, defaultsOf } from "../../src/core/options.js";

describe("formulas", () => {
  it("parses, formats, rolls and bounds a damage formula", () => {
    const f = parseFormula(" 1d8 + d4 - 1 ");
    expect(formatFormula(f)).toBe("1d8+1d4-1");
    expect(minOfFormula(f)).toBe(1);
    expect(maxOfFormula(f)).toBe(11);
    expect(rollFormula(new ReplayDice([5, 2]), f)).toEqual({ total: 6, faces: [[5], [2]] });
  });
  it("rejects what is not a dice formula", () => {
    for (const bad of ["", "abc", "1d", "d0x", "2d6*3", "1d6+", "@str"]) expect(() => parseFormula(bad)).toThrow(/InvalidFormula/);
  });
});

describe("range bands", () => {
  const bands = bandsFromMultiples(10, [
    { key: "short", times: 1, modifier: 0 },
    { key: "long", times: 2, modifier: -2 },
  ]);
  it("finds the first band that holds the distance and reports out of range past the last", () => {
    expect(bandFor(10, bands)).toMatchObject({ inRange: true, band: { key: "short" } });
    expect(bandFor(10.5, bands)).toMatchObject({ inRange: true, band: { key: "long", modifier: -2 } });
    expect(bandFor(21, bands).inRange).toBe(false);
  });
});

describe("condition vocabulary", () => {
  const dodge: Condition = { id: "dodging", duration: { kind: "untilOwnerNextTurn" }, ownerId: "a", appliedRound: 1 };
  const stun: Condition = { id: "stunned", duration: { kind: "rounds", rounds: 2 }, ownerId: "b", appliedRound: 1 };
  const tired: Condition = { id: "tired", duration: { kind: "untilRest" }, ownerId: "a", appliedRound: 1 };
  it("until the owner's next turn ends at that owner's next turn start, not another's", () => {
    expect(expireConditions("a", [dodge], { kind: "turnStart", combatantId: "b", round: 2 }).remaining).toEqual([dodge]);
    const r = expireConditions("a", [dodge], { kind: "turnStart", combatantId: "a", round: 2 });
    expect(r.remaining).toEqual([]);
    expect(r.events).toEqual([{ type: "conditionExpired", targetId: "a", conditionId: "dodging" }]);
  });
  it("N rounds ends at the end of the Nth round; until rest only at rest", () => {
    expect(expireConditions("b", [stun], { kind: "roundEnd", round: 1 }).remaining).toEqual([stun]);
    expect(expireConditions("b", [stun], { kind: "roundEnd", round: 2 }).remaining).toEqual([]);
    expect(expireConditions("a", [tired], { kind: "sceneEnd" }).remaining).toEqual([tired]);
    expect(expireConditions("a", [tired], { kind: "rest" }).remaining).toEqual([]);
  });
});

describe("ruleset options", () => {
  const schema = {
    freeActions: { type: "number", default: 1, min: 0, max: 5, integer: true },
    grappledLosesParry: { type: "boolean", default: true },
    tier: { type: "choice", default: "A", choices: ["A", "B", "C"] },
  } as const;
  it("fills defaults and keeps valid values", () => {
    expect(defaultsOf(schema)).toEqual({ freeActions: 1, grappledLosesParry: true, tier: "A" });
    expect(validateOptions(schema, { tier: "B" }).tier).toBe("B");
  });
  it("rejects unknown keys, wrong types and out-of-range values", () => {
    expect(() => validateOptions(schema, { nope: 1 })).toThrow(/UnknownOption/);
    expect(() => validateOptions(schema, { freeActions: 9 })).toThrow(/InvalidOption/);
    expect(() => validateOptions(schema, { freeActions: 1.5 })).toThrow(/InvalidOption/);
    expect(() => validateOptions(schema, { tier: "D" })).toThrow(/InvalidOption/);
    expect(() => validateOptions(schema, { grappledLosesParry: "yes" })).toThrow(/InvalidOption/);
  });
});
