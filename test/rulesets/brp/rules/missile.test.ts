import { describe, expect, it } from "vitest";
import { missileModifiers, modifiedSkill, pointBlankRange, shieldMissileChance, successLevel } from "../../../../src/rulesets/brp/rules/index.js";

const shot = (distance: number, extra = {}) => missileModifiers({ distance, baseRange: 50, shooterDex: 14, ...extra });
const chance = (skill: number, distance: number, extra = {}) => modifiedSkill(skill, shot(distance, extra).modifiers);

describe("brp missile fire", () => {
  it("BRP-MSL-1: thrown and self-propelled weapons share the range rules", () => {
    expect(shot(30).band).toBe("normal");
    expect(shieldMissileChance("small")).toBe(15);
  });

  it("BRP-MSL-2: point blank (DEX/3 m rounded up) is Easy, normal unmodified, medium Difficult, long 1/5", () => {
    expect(pointBlankRange(14)).toBe(5);
    expect(chance(60, 5)).toBe(120);
    expect(chance(60, 50)).toBe(60);
    expect(chance(60, 100)).toBe(30);
    expect(chance(60, 200)).toBe(12);
  });

  it("BRP-MSL-3: at long range any success is only a normal success; beyond four times the range no shot", () => {
    const long = shot(150);
    expect(long.limits).toEqual({ capAt: "success" });
    expect(successLevel(1, 12, undefined, long.limits)).toBe("success");
    expect(shot(201)).toMatchObject({ band: "outOfRange", impossible: true });
    expect(chance(60, 201)).toBeNull();
  });

  it("BRP-MSL-4: fast target −50, shadows −10, fog −25, darkness and concealment Difficult, prone beyond point blank Difficult, aiming gear one band closer, fixed support +40 then +20", () => {
    expect(chance(60, 40, { targetFastMoving: true })).toBe(10);
    expect(chance(60, 40, { vision: "lightShadows" })).toBe(50);
    expect(chance(60, 40, { vision: "lightFog" })).toBe(35);
    expect(chance(60, 40, { vision: "darkness" })).toBe(30);
    expect(chance(60, 40, { concealed: true })).toBe(30);
    expect(chance(60, 40, { targetProne: true })).toBe(30);
    expect(chance(60, 4, { targetProne: true })).toBe(120);
    expect(shot(100, { targetingGearAimed: true }).band).toBe("normal");
    expect(chance(60, 40, { fixedSupport: "first" })).toBe(100);
    expect(chance(60, 40, { fixedSupport: "later" })).toBe(80);
    expect(() => missileModifiers({ distance: 1, baseRange: 0, shooterDex: 10 })).toThrow(/InvalidRange/);
  });
});
