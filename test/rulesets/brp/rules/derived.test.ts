import { describe, expect, it } from "vitest";
import {
  brpOptions,
  damageModifier,
  deriveValues,
  fatiguePoints,
  hitPoints,
  locationHitPoints,
  majorWoundLevel,
  move,
  parseDamageModifier,
  powerPoints,
} from "../../../../src/rulesets/brp/rules/index.js";
import { RulesError } from "../../../../src/core/errors.js";

describe("brp derived values", () => {
  it("BRP-DMG-1: hit points are half of CON + SIZ rounded up", () => {
    expect(hitPoints(13, 14)).toBe(14);
    expect(hitPoints(12, 14)).toBe(13);
    expect(() => hitPoints(-1, 10)).toThrow(RulesError);
  });

  it("damage modifier follows the SRD table and its +1D6 per 16 beyond 72", () => {
    const cases: Array<[number, string]> = [[2, "-1D6"], [12, "-1D6"], [13, "-1D4"], [16, "-1D4"], [17, "0"], [24, "0"], [25, "+1D4"], [32, "+1D4"], [33, "+1D6"], [40, "+1D6"], [41, "+2D6"], [56, "+2D6"], [57, "+3D6"], [72, "+3D6"], [73, "+4D6"], [88, "+4D6"], [89, "+5D6"]];
    for (const [total, dm] of cases) expect(damageModifier(Math.floor(total / 2), Math.ceil(total / 2))).toBe(dm);
    expect(parseDamageModifier("+1D4")).toEqual({ dice: [{ sign: 1, count: 1, faces: 4 }], constant: 0 });
    expect(parseDamageModifier("-1D6")).toEqual({ dice: [{ sign: -1, count: 1, faces: 6 }], constant: 0 });
    expect(parseDamageModifier("0")).toEqual({ dice: [], constant: 0 });
    expect(parseDamageModifier("")).toEqual({ dice: [], constant: 0 });
    expect(() => parseDamageModifier("+1Q4")).toThrow(/InvalidFormula/);
  });

  it("BRP-WND-3: major-wound level is half HP rounded up; the 'down' setting reproduces the worked example (17 → 8)", () => {
    expect(majorWoundLevel(17)).toBe(9);
    expect(majorWoundLevel(16)).toBe(8);
    expect(majorWoundLevel(17, brpOptions({ majorWoundRounding: "down" }))).toBe(8);
  });

  it("BRP-HLOC-3: location hit points — legs, abdomen, head ⌈HP/3⌉, chest ⌈0.4·HP⌉, arms ⌈HP/4⌉", () => {
    expect(locationHitPoints(14)).toEqual({ rightLeg: 5, leftLeg: 5, abdomen: 5, chest: 6, rightArm: 4, leftArm: 4, head: 5 });
    expect(locationHitPoints(8)).toMatchObject({ rightArm: 2, chest: 4, head: 3 });
  });

  it("power points, fatigue points, move and the full derived block", () => {
    expect(powerPoints(14)).toBe(14);
    expect(fatiguePoints(12, 13)).toBe(25);
    expect(move()).toBe(10);
    expect(move(10, 3)).toBe(7);
    const d = deriveValues({ STR: 12, CON: 16, SIZ: 17, INT: 14, POW: 11, DEX: 15, CHA: 10 });
    expect(d).toMatchObject({ hitPoints: 17, powerPoints: 11, move: 10, damageModifier: "+1D4", majorWoundLevel: 9, dexRank: 15, intRank: 14 });
    expect(d.rolls).toEqual({ stamina: 80, idea: 70, agility: 75, luck: 55 });
    expect(() => deriveValues({ STR: 1, CON: 0, SIZ: 0, INT: 1, POW: 1, DEX: 1, CHA: 1 })).toThrow(RulesError);
  });
});
