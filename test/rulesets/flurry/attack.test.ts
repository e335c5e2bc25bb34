import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice } from "../../../src/core/dice.js";
import { RulesError } from "../../../src/core/errors.js";
import {
  applyLocationDefenseBonus,
  checkFromDice,
  compareToTarget,
  criticalDice,
  keepWithSkew,
  resolveMeleeAttack,
  rollCheck,
  rollWithSkew,
  strikeResult,
} from "../../../src/rulesets/flurry/rules/index.js";

describe("flurry checks and melee attacks", () => {
  it("WC-ATK-2: a success must beat the target; a tie is a miss by 0", () => {
    expect(compareToTarget(15, 14)).toEqual({ success: true, margin: 1, missBy: undefined });
    expect(compareToTarget(14, 14)).toEqual({ success: false, margin: 0, missBy: 0 });
    expect(compareToTarget(10, 14)).toEqual({ success: false, margin: -4, missBy: 4 });
  });

  it("WC-ATK-1: 3d6 + weapon skill + Agility modifier against Defense 10 + FR + AGL", () => {
    const defense = 10 + 3 + 1;
    const a = resolveMeleeAttack({ dice: [2, 3, 4], skill: 5, agilityMod: 2, defense });
    expect(a.total).toBe(16);
    expect(a.hit).toBe(true);
    const penalized = resolveMeleeAttack({ dice: [2, 3, 4], skill: 5, agilityMod: 2, modifiers: -3, defense });
    expect(penalized.total).toBe(13);
    expect(penalized.hit).toBe(false);
  });

  it("WC-TV-4: skill 4, AGL +1, 3d6 = 10 ⇒ 15 vs 14 hits by 1 without a critical; 3d6 = 9 ⇒ miss by 0", () => {
    const hit = resolveMeleeAttack({ dice: [3, 3, 4], skill: 4, agilityMod: 1, defense: 14 });
    expect([hit.total, hit.hit, hit.margin, hit.critical]).toEqual([15, true, 1, false]);
    const miss = resolveMeleeAttack({ dice: [3, 3, 3], skill: 4, agilityMod: 1, defense: 14 });
    expect([miss.total, miss.hit, miss.missBy]).toEqual([14, false, 0]);
  });

  it("WC-ATK-6: margin 5 or more is critical, one extra impact die per full 5", () => {
    expect([4, 5, 9, 10, 14, 15].map(criticalDice)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(criticalDice(0)).toBe(0);
    expect(criticalDice(-7)).toBe(0);
    const a = resolveMeleeAttack({ dice: [6, 6, 6], skill: 0, agilityMod: 0, defense: 8 });
    expect([a.margin, a.critical, a.extraImpactDice]).toEqual([10, true, 2]);
  });

  it("WC-TV-5: margin 5 ⇒ +1 die and penetrating; margin 12 ⇒ +2 dice", () => {
    expect(criticalDice(5)).toBe(1);
    expect(criticalDice(12)).toBe(2);
    // Through the attack itself: 14 + 5 = 19 against Defense 14 is a margin of 5; 21 against 9 is 12.
    const five = resolveMeleeAttack({ dice: [4, 5, 5], skill: 4, agilityMod: 1, defense: 14 });
    expect([five.margin, five.critical, five.extraImpactDice]).toEqual([5, true, 1]);
    const twelve = resolveMeleeAttack({ dice: [5, 5, 6], skill: 4, agilityMod: 1, defense: 9 });
    expect([twelve.margin, twelve.critical, twelve.extraImpactDice]).toEqual([12, true, 2]);
    // A margin of 4 is an ordinary hit.
    expect(resolveMeleeAttack({ dice: [4, 4, 5], skill: 4, agilityMod: 1, defense: 14 }).critical).toBe(false);
    expect(strikeResult(4, true, { absorption: 10, penetrationThreshold: 10 }).penetrating).toBe(true);
  });

  it("WC-ATK-5: an armour defense bonus known after the location can make the blow slide off", () => {
    const a = resolveMeleeAttack({ dice: [3, 3, 4], skill: 4, agilityMod: 1, defense: 14 });
    const slid = applyLocationDefenseBonus(a, 1);
    expect(slid.hit).toBe(false);
    expect(slid.slidOffArmour).toBe(true);
    const kept = applyLocationDefenseBonus(resolveMeleeAttack({ dice: [6, 6, 4], skill: 4, agilityMod: 1, defense: 14 }), 2);
    expect([kept.hit, kept.slidOffArmour, kept.margin, kept.extraImpactDice]).toEqual([true, false, 5, 1]);
  });

  it("WC-ATK-7: attribute modifiers are taken as given on the actor (no lost table is invented)", () => {
    const a = resolveMeleeAttack({ dice: [1, 1, 1], skill: 0, agilityMod: -3, defense: 0 });
    expect(a.total).toBe(0);
    expect(() => resolveMeleeAttack({ dice: [1, 1, 1], skill: 0, agilityMod: 1.5, defense: 0 })).toThrow(RulesError);
  });

  it("a near miss within 3 points is flagged for the parry / block / dodge narration (WC-FLY-12)", () => {
    expect(resolveMeleeAttack({ dice: [3, 3, 3], skill: 0, agilityMod: 0, defense: 12 }).nearMiss).toBe(true);
    expect(resolveMeleeAttack({ dice: [3, 3, 2], skill: 0, agilityMod: 0, defense: 12 }).nearMiss).toBe(false);
  });

  it("checks refuse anything but three d6 faces", () => {
    expect(() => checkFromDice([1, 2], 0, 10)).toThrow(/ThreeDiceNeeded/);
    expect(() => checkFromDice([1, 2, 7], 0, 10)).toThrow(RulesError);
    expect(rollCheck(new ReplayDice([6, 5, 4]), 1, 15).success).toBe(true);
  });

  it("WC-INIT-2: a high skew die drops the lowest of one extra die, a low skew the highest", () => {
    expect(keepWithSkew([1, 5, 3, 6], "high")).toEqual({ kept: [3, 5, 6], dropped: 1, sum: 14 });
    expect(keepWithSkew([1, 5, 3, 6], "low")).toEqual({ kept: [1, 3, 5], dropped: 6, sum: 9 });
    expect(rollWithSkew(new ReplayDice([2, 6, 4, 1]), 3, 6, "high")).toEqual({ rolled: [2, 6, 4, 1], kept: [2, 4, 6], sum: 12 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 6 }), (faces) => {
        const hi = keepWithSkew(faces, "high").sum;
        const lo = keepWithSkew(faces, "low").sum;
        expect(hi).toBeGreaterThanOrEqual(lo);
        expect(keepWithSkew(faces, "high").kept).toHaveLength(faces.length - 1);
      }),
    );
  });
});
