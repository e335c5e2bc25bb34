import { describe, expect, it } from "vitest";
import { attackChance, isStatusTimer, successLevel, visionObscuredTimer } from "../../../../src/rulesets/brp/rules/index.js";
import { expireConditions } from "../../../../src/core/vocabulary.js";

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

  it("BRP-DATA-3: vision obscured put on in round 2 with a 2 on the 1D3 lasts rounds 2 and 3, and is gone at the end of round 3", () => {
    const timer = visionObscuredTimer("yvarre", 2, 2);
    expect(timer).toEqual({ id: "visionObscured", ownerId: "yvarre", appliedRound: 2, duration: { kind: "rounds", rounds: 2 }, data: { status: true } });
    expect(isStatusTimer(timer)).toBe(true);
    expect(expireConditions("yvarre", [timer], { kind: "roundEnd", round: 2 }).remaining).toEqual([timer]);
    expect(expireConditions("yvarre", [timer], { kind: "roundEnd", round: 3 })).toEqual({ remaining: [], events: [{ type: "conditionExpired", targetId: "yvarre", conditionId: "visionObscured" }] });
    // A 1 ends it with the round it came in; a 3 carries it through round 4.
    expect(expireConditions("yvarre", [visionObscuredTimer("yvarre", 2, 1)], { kind: "roundEnd", round: 2 }).remaining).toEqual([]);
    expect(expireConditions("yvarre", [visionObscuredTimer("yvarre", 2, 3)], { kind: "roundEnd", round: 3 }).remaining).toHaveLength(1);
    expect(expireConditions("yvarre", [visionObscuredTimer("yvarre", 2, 3)], { kind: "roundEnd", round: 4 }).remaining).toEqual([]);
    // The timer adds no penalty of its own: the status already costs 30 percentiles.
    expect(attackChance(55, { visionObscured: true, attackerConditions: [timer] }).chance).toBe(25);
    expect(() => visionObscuredTimer("yvarre", 2, 4)).toThrow();
    expect(isStatusTimer({ id: "visionObscured", ownerId: "yvarre", appliedRound: 2, duration: { kind: "rounds", rounds: 2 }, data: { penalty: -30 } })).toBe(false);
  });

  it("BRP-MSL-2: missile range bands feed the chance and the level limits", () => {
    const long = attackChance(60, { missile: { distance: 150, baseRange: 50, shooterDex: 12 } });
    expect(long).toEqual({ chance: 12, limits: { capAt: "success" }, band: "long" });
    expect(successLevel(2, long.chance!, undefined, long.limits)).toBe("success");
    expect(attackChance(60, { missile: { distance: 3, baseRange: 50, shooterDex: 12 } })).toMatchObject({ chance: 120, band: "pointBlank" });
    expect(attackChance(60, { missile: { distance: 300, baseRange: 50, shooterDex: 12 } })).toEqual({ chance: null, limits: {}, band: "outOfRange" });
  });
});
