import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  brpOptions,
  characteristicRoll,
  checkMalfunction,
  modifiedSkill,
  resistanceChance,
  resistanceSucceeds,
  successLevel,
  successThresholds,
  type SuccessLevel,
} from "../../../../src/rulesets/brp/rules/index.js";
import { RulesError } from "../../../../src/core/errors.js";

const levelsFor = (skill: number, rolls: number[]): SuccessLevel[] => rolls.map((r) => successLevel(r, skill));

describe("brp success levels", () => {
  it("BRP-TV-1: skill 60 — critical 01-03, special 04-12, success 13-60, failure 61-97, fumble 98-00", () => {
    expect(levelsFor(60, [1, 3])).toEqual(["critical", "critical"]);
    expect(levelsFor(60, [4, 12])).toEqual(["special", "special"]);
    expect(levelsFor(60, [13, 60])).toEqual(["success", "success"]);
    expect(levelsFor(60, [61, 97])).toEqual(["failure", "failure"]);
    expect(levelsFor(60, [98, 99, 100])).toEqual(["fumble", "fumble", "fumble"]);
  });

  it("BRP-RES-1: attacks, parries and dodges all roll d100 against the skill and read the same bands", () => {
    expect(successLevel(45, 50)).toBe("success");
    expect(successLevel(51, 50)).toBe("failure");
    expect(() => successLevel(0, 50)).toThrow(RulesError);
    expect(() => successLevel(101, 50)).toThrow(RulesError);
  });

  it("BRP-RES-3: a critical is a roll of 1/20 of the skill or less (60% → 01-03)", () => {
    expect(successThresholds(60).critical).toBe(3);
    expect(successLevel(3, 60)).toBe("critical");
    expect(successLevel(4, 60)).not.toBe("critical");
  });

  it("BRP-RES-4: a special is 1/5 of the skill or less, above the critical range (60% → 04-12)", () => {
    expect(successThresholds(60).special).toBe(12);
    expect(successLevel(12, 60)).toBe("special");
    expect(successLevel(13, 60)).toBe("success");
  });

  it("BRP-RES-5: a success is at or under the skill above the special range", () => {
    expect(levelsFor(60, [13, 37, 60])).toEqual(["success", "success", "success"]);
  });

  it("BRP-RES-6: a failure is above the skill and below the fumble range", () => {
    expect(levelsFor(60, [61, 80, 97])).toEqual(["failure", "failure", "failure"]);
  });

  it("BRP-RES-7: fumbles run from 96-00 for low skills down to only 00 above 100%", () => {
    expect(successThresholds(10).fumbleFrom).toBe(96);
    expect(successThresholds(120).fumbleFrom).toBe(100);
    expect(successLevel(100, 150)).toBe("fumble");
    expect(successLevel(99, 150)).toBe("success");
  });

  it("BRP-RES-8: the banded table — 01-20 → 96, 21-40 → 97, 41-60 → 98, 61-80 → 99, 81+ → 00; halfUp reads 1/20 of the failure chance", () => {
    const table: Array<[number, number]> = [[1, 96], [20, 96], [21, 97], [40, 97], [41, 98], [60, 98], [61, 99], [80, 99], [81, 100], [100, 100]];
    for (const [skill, from] of table) expect(successThresholds(skill).fumbleFrom).toBe(from);
    expect(successThresholds(61)).toMatchObject({ critical: 4, special: 13 });
    const halfUp = brpOptions({ successRounding: "halfUp" });
    expect(successThresholds(60, halfUp)).toMatchObject({ critical: 3, special: 12, fumbleFrom: 99 });
    expect(successThresholds(50, halfUp)).toMatchObject({ critical: 3, special: 10, fumbleFrom: 98 });
    // SRD conventions, off by default.
    const srd = brpOptions({ autoSuccess01to05: true, autoFail96plus: true, alwaysFumble100: true });
    expect(successLevel(4, 2)).toBe("failure");
    expect(successLevel(4, 2, srd)).toBe("success");
    expect(successLevel(97, 120, srd)).toBe("failure");
    expect(successLevel(100, 120, srd)).toBe("fumble");
  });

  it("BRP-RES-8: the levels partition 1..100 in order for every skill (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 250 }), (skill) => {
        const rank = { critical: 4, special: 3, success: 2, failure: 1, fumble: 0 } as const;
        let last = 5;
        for (let roll = 1; roll <= 100; roll++) {
          const r = rank[successLevel(roll, skill)];
          expect(r).toBeLessThanOrEqual(last);
          last = r;
        }
      }),
    );
  });

  it("BRP-RES-9: Difficult halves rounding up (58 → 29), Easy doubles, grades before flat modifiers, Easy and Difficult cancel, Impossible = no roll", () => {
    expect(modifiedSkill(58, { grades: ["difficult"] })).toBe(29);
    expect(modifiedSkill(57, { grades: ["difficult"] })).toBe(29);
    expect(modifiedSkill(40, { grades: ["easy"] })).toBe(80);
    expect(modifiedSkill(40, { grades: ["easy"], flat: [-30] })).toBe(50);
    expect(modifiedSkill(40, { grades: ["easy", "difficult"] })).toBe(40);
    expect(modifiedSkill(40, { grades: ["difficult", "difficult"] })).toBe(10);
    expect(modifiedSkill(40, { grades: ["impossible"] })).toBeNull();
    expect(modifiedSkill(60, { fraction: 1 / 5 })).toBe(12);
    expect(() => modifiedSkill(Number.NaN)).toThrow(RulesError);
  });

  it("BRP-RES-13: a malfunction number applies to the raw roll whatever the skill", () => {
    expect(checkMalfunction(95, 95)).toBe(true);
    expect(checkMalfunction(94, 95)).toBe(false);
    expect(checkMalfunction(50, null)).toBe(false);
  });

  it("BRP-TV-5: musket (malfunction 95-00), skill 60 — 99 is fumble and malfunction; 95-97 malfunction only", () => {
    expect(successLevel(99, 60)).toBe("fumble");
    expect(checkMalfunction(99, 95)).toBe(true);
    for (const roll of [95, 96, 97]) {
      expect(successLevel(roll, 60)).toBe("failure");
      expect(checkMalfunction(roll, 95)).toBe(true);
    }
  });

  it("BRP-SPC-10: resistance table — 50% + 5% per point, automatic at a difference of 10", () => {
    expect(resistanceChance(10, 10)).toBe(50);
    expect(resistanceChance(13, 10)).toBe(65);
    expect(resistanceChance(8, 10)).toBe(40);
    expect(resistanceSucceeds(100, 25, 10)).toBe(true);
    expect(resistanceSucceeds(1, 5, 15)).toBe(false);
    const extremes = brpOptions({ resistanceExtremes: true });
    expect(resistanceSucceeds(100, 25, 10, extremes)).toBe(false);
    expect(resistanceSucceeds(1, 5, 15, extremes)).toBe(true);
  });

  it("BRP-RES-8: successLevel reads exactly the bands successThresholds reports, in both rounding modes", () => {
    for (const successRounding of ["table", "halfUp"] as const) {
      const options = brpOptions({ successRounding });
      for (let skill = -10; skill <= 210; skill++) {
        const t = successThresholds(skill, options);
        for (let roll = 1; roll <= 100; roll++) {
          const expected = roll >= t.fumbleFrom ? "fumble" : roll <= t.critical ? "critical" : roll <= t.special ? "special" : roll <= t.success ? "success" : "failure";
          expect(successLevel(roll, skill, options)).toBe(expected);
        }
      }
    }
  });

  it("characteristic rolls are ×5 (Stamina, Idea, Agility, Luck)", () => {
    expect(characteristicRoll(13)).toBe(65);
    expect(() => characteristicRoll(-1)).toThrow(RulesError);
  });
});
