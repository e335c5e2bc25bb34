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
    const srd = brpOptions({ autoSuccess01to05: true, autoFail96plus: true });
    expect(successLevel(4, 2)).toBe("failure");
    expect(successLevel(4, 2, srd)).toBe("success");
    expect(successLevel(97, 120, srd)).toBe("failure");
    expect(successLevel(100, 120, srd)).toBe("fumble");
  });

  it("BRP-RES-8: band edges written out by hand, from negative skills through 5% to 200%", () => {
    // [skill, last critical, last special, last success, first fumble] — worked from the banded
    // table (critical ⌈s/20⌉, special ⌈s/5⌉, fumbles 96/97/98/99/00 by twenty-point bands).
    const table: Array<[number, number, number, number, number]> = [
      [-5, 0, 0, 0, 96],
      [0, 0, 0, 0, 96],
      [1, 1, 1, 1, 96],
      [4, 1, 1, 4, 96],
      [5, 1, 1, 5, 96],
      [6, 1, 2, 6, 96],
      [20, 1, 4, 20, 96],
      [21, 2, 5, 21, 97],
      [40, 2, 8, 40, 97],
      [41, 3, 9, 41, 98],
      [60, 3, 12, 60, 98],
      [61, 4, 13, 61, 99],
      [80, 4, 16, 80, 99],
      [81, 5, 17, 81, 100],
      [100, 5, 20, 100, 100],
      [101, 6, 21, 100, 100],
      [150, 8, 30, 100, 100],
      [200, 10, 40, 100, 100],
    ];
    for (const [skill, critical, special, success, fumbleFrom] of table) {
      expect(successThresholds(skill)).toEqual({ skill, critical, special, success: Math.max(0, success), fumbleFrom });
      // Each edge read through successLevel: the last roll of a band and the first of the next.
      if (critical > 0) expect(successLevel(critical, skill)).toBe("critical");
      if (special > critical) {
        expect(successLevel(critical + 1, skill)).toBe("special");
        expect(successLevel(special, skill)).toBe("special");
      }
      if (success > special && success < fumbleFrom) {
        expect(successLevel(special + 1, skill)).toBe("success");
        expect(successLevel(success, skill)).toBe("success");
      }
      if (success + 1 < fumbleFrom) expect(successLevel(success + 1, skill)).toBe("failure");
      expect(successLevel(fumbleFrom - 1, skill)).not.toBe("fumble");
      expect(successLevel(fumbleFrom, skill)).toBe("fumble");
      expect(successLevel(100, skill)).toBe("fumble");
    }
    // Below 5%: roll 01 is still a critical for any positive skill, none at 0 or below.
    expect(levelsFor(4, [1, 2, 4, 5, 95, 96])).toEqual(["critical", "success", "success", "failure", "failure", "fumble"]);
    expect(levelsFor(0, [1, 95, 96])).toEqual(["failure", "failure", "fumble"]);
    // Over 100%: a 99 still succeeds, only 00 fumbles, and the bands widen.
    expect(levelsFor(101, [6, 7, 21, 22, 99, 100])).toEqual(["critical", "special", "special", "success", "success", "fumble"]);
    expect(levelsFor(150, [8, 9, 30, 31, 99, 100])).toEqual(["critical", "special", "special", "success", "success", "fumble"]);
  });

  it("BRP-RES-8: the half-up setting at its rounding edges", () => {
    const halfUp = brpOptions({ successRounding: "halfUp" });
    // 10%: 0.5 → 1 critical, 2 special, 4.5 → 5 fumbling faces (96-00).
    expect(successThresholds(10, halfUp)).toMatchObject({ critical: 1, special: 2, fumbleFrom: 96 });
    // 9%: 0.45 rounds to no critical at all; 01 is a special.
    expect(successThresholds(9, halfUp)).toMatchObject({ critical: 0, special: 2 });
    expect(successLevel(1, 9, halfUp)).toBe("special");
    // 90%: 0.5 of a failure face still fumbles on 00 only; 4.5 → 5 critical.
    expect(successThresholds(90, halfUp)).toMatchObject({ critical: 5, special: 18, fumbleFrom: 100 });
    expect(successThresholds(150, halfUp)).toMatchObject({ critical: 8, special: 30, fumbleFrom: 100 });
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
    // Edges: a difference of 9 leaves 95% (96 fails); 10 is automatic (even 00 wins); −10 never wins.
    expect(resistanceSucceeds(95, 19, 10)).toBe(true);
    expect(resistanceSucceeds(96, 19, 10)).toBe(false);
    expect(resistanceSucceeds(100, 20, 10)).toBe(true);
    expect(resistanceSucceeds(1, 10, 20)).toBe(false);
    expect(resistanceSucceeds(5, 11, 20)).toBe(true);
    expect(resistanceSucceeds(6, 11, 20)).toBe(false);
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
