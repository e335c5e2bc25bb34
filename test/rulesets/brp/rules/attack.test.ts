import { describe, expect, it } from "vitest";
import { attackChance, successLevel } from "../../../../src/rulesets/brp/rules/index.js";

describe("brp attack chance", () => {
  it("BRP-RES-9: grades from every source stack (Easy and Difficult cancel), then flat modifiers", () => {
    expect(attackChance(60)).toEqual({ chance: 60, limits: {}, band: null });
    expect(attackChance(60, { target: { stunned: true } }).chance).toBe(120);
    expect(attackChance(60, { target: { helpless: true }, grades: ["difficult"] }).chance).toBe(60);
    expect(attackChance(60, { staunching: true, flat: [-10] }).chance).toBe(20);
    expect(attackChance(60, { attackerConditions: [{ id: "visionObscured", ownerId: "a", appliedRound: 1, duration: { kind: "rounds", rounds: 2 }, data: { penalty: -30 } }] }).chance).toBe(30);
    expect(attackChance(60, { grades: ["impossible"] }).chance).toBeNull();
  });

  it("BRP-DATA-3: vision obscured set as a status costs the attacker 30 percentiles", () => {
    // A 55% spear is rolled at 25%; a 20% skill drops to −10%, where only an automatic success
    // hits, as under any other flat penalty.
    expect(attackChance(55, { visionObscured: true }).chance).toBe(25);
    expect(attackChance(20, { visionObscured: true }).chance).toBe(-10);
    expect(attackChance(55, { visionObscured: false }).chance).toBe(55);
  });

  it("BRP-MSL-2: missile range bands feed the chance and the level limits", () => {
    const long = attackChance(60, { missile: { distance: 150, baseRange: 50, shooterDex: 12 } });
    expect(long).toEqual({ chance: 12, limits: { capAt: "success" }, band: "long" });
    expect(successLevel(2, long.chance!, undefined, long.limits)).toBe("success");
    expect(attackChance(60, { missile: { distance: 3, baseRange: 50, shooterDex: 12 } })).toMatchObject({ chance: 120, band: "pointBlank" });
    expect(attackChance(60, { missile: { distance: 300, baseRange: 50, shooterDex: 12 } })).toEqual({ chance: null, limits: {}, band: "outOfRange" });
  });
});
