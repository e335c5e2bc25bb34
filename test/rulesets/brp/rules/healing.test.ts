import { describe, expect, it } from "vitest";
import {
  applyDamage,
  brpOptions,
  daysPerPoint,
  distributeHealing,
  firstAid,
  healedByDay,
  healingPower,
  healWound,
  naturalHealing,
  newHarm,
  weekOfCare,
  weekOfHealing,
  type BrpHarm,
} from "../../../../src/rulesets/brp/rules/index.js";
import { RulesError } from "../../../../src/core/errors.js";

function hurt(...amounts: number[]): BrpHarm {
  let h = newHarm(20);
  amounts.forEach((a, i) => (h = applyDamage(h, { id: `w${i}`, targetId: "t", amount: a, round: i + 1 }).harm));
  return h;
}

describe("brp healing", () => {
  it("BRP-HEAL-1: natural healing restores the week's 1D3, never above full", () => {
    expect(naturalHealing(hurt(3), 2).hp).toBe(19);
    expect(naturalHealing(hurt(1), 3).hp).toBe(20);
    expect(() => naturalHealing(hurt(1), 4)).toThrow(RulesError);
  });

  it("BRP-HEAL-2: all at the week's end, or (option) one point every ⌈7 / roll⌉ days", () => {
    expect([1, 2, 3].map(daysPerPoint)).toEqual([7, 4, 3]);
    expect(healedByDay(3, 6)).toBe(0);
    expect(healedByDay(3, 7)).toBe(3);
    const spread = true;
    // Every 3 days for a roll of 3, every 4 for a 2, every 7 for a 1; the week's roll is complete on day 7.
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => healedByDay(3, d, spread))).toEqual([0, 0, 1, 1, 1, 2, 3]);
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => healedByDay(2, d, spread))).toEqual([0, 0, 0, 1, 1, 1, 2]);
    expect([1, 6, 7].map((d) => healedByDay(1, d, spread))).toEqual([0, 0, 1]);
  });

  it("BRP-HEAL-3: healed points are spread over the wounds as evenly as possible", () => {
    const h = hurt(4, 1, 2);
    expect(distributeHealing(h.wounds, 3).map((w) => w.remaining)).toEqual([3, 0, 1]);
    expect(naturalHealing(h, 3).wounds.map((w) => w.remaining)).toEqual([3, 0, 1]);
    expect(distributeHealing(h.wounds, 5).map((w) => w.remaining)).toEqual([2, 0, 0]);
  });

  it("BRP-HEAL-4: a First Aid success restores 1D3 to that wound, no more than it has left; the one-attempt setting refuses a second try", () => {
    const h = hurt(2, 5);
    const fall = firstAid(h, "w0", "yvarre", "success", 3);
    expect(fall.hp).toBe(15);
    expect(fall.wounds[0]!.remaining).toBe(0);
    expect(firstAid(h, "w1", "k", "failure", 1).hp).toBe(13);
    const once = brpOptions({ firstAidLimit: "onePerCharacter" });
    const tried = firstAid(h, "w1", "k", "failure", 1, once);
    expect(() => firstAid(tried, "w1", "k", "success", 2, once)).toThrow(/FirstAidAlreadyTried/);
    expect(firstAid(tried, "w1", "other", "success", 2, once).hp).toBe(15);
    expect(() => firstAid(h, "nope", "k", "success", 2)).toThrow(/UnknownWound/);
  });

  it("BRP-HEAL-6: care conditions — poor needs a Difficult roll (fumble hurts), decent heals 1D3, excellent adds a roll for more", () => {
    expect(weekOfCare("poor", "success")).toEqual({ careRoll: { required: true, difficult: true }, healingDice: ["1D3"], damageDice: null });
    expect(weekOfCare("poor", "failure").healingDice).toEqual([]);
    expect(weekOfCare("poor", "fumble").damageDice).toBe("1D3");
    expect(weekOfCare("decent", null).healingDice).toEqual(["1D3"]);
    expect(weekOfCare("excellent", "special").healingDice).toEqual(["1D3", "1D3"]);
    expect(weekOfCare("excellent", "failure").healingDice).toEqual(["1D3"]);
    expect(weekOfCare("excellent", "success", brpOptions({ excellentCareBonus: "none" })).healingDice).toEqual(["1D3"]);
  });

  it("BRP-HEAL-6: a week of excellent care heals both dice over the wounds; a fumble under poor care reopens the newest wound", () => {
    // 20 HP, wounds of 4 and 2 (14 HP): rolls of 3 and 2 heal 5 → 19 HP, spread 3 then 2 (BRP-HEAL-3).
    const week = weekOfHealing(hurt(4, 2), [3, 2]);
    expect(week.hp).toBe(19);
    expect(week.wounds.map((w) => w.remaining)).toEqual([1, 0]);
    // One die only (no excellent-care bonus): 3 points.
    expect(weekOfHealing(hurt(4, 2), [3]).hp).toBe(17);
    // No healing, 2 damage from a fumbled care roll: 14 → 12, the newest wound 2 → 4.
    const hurtMore = weekOfHealing(hurt(4, 2), [], 2);
    expect(hurtMore.hp).toBe(12);
    expect(hurtMore.wounds.map((w) => w.remaining)).toEqual([4, 4]);
    expect(() => weekOfHealing(hurt(4), [3, 3, 3])).toThrow(RulesError);
  });

  it("BRP-HEAL-7: Healing N rolls ND6 for 3 power points per level, capped at the wound", () => {
    expect(healingPower(1)).toEqual({ dice: "1D6", powerPointCost: 3 });
    expect(healingPower(2)).toEqual({ dice: "2D6", powerPointCost: 6 });
    expect(healWound(hurt(2), "w0", 5).hp).toBe(20);
  });

  it("BRP-SPC-16: a wound with a lodged weapon larger than a knife cannot heal", () => {
    const h = applyDamage(newHarm(15), { id: "spear", targetId: "t", amount: 5, round: 1, impaled: { weaponId: "s", formula: "1D8+1", damageSoFar: 5, largerThanKnife: true, thrown: false } }).harm;
    expect(() => healWound(h, "spear", 2)).toThrow(/ImpaledBlocksHealing/);
    expect(naturalHealing(h, 3).hp).toBe(10);
  });
});

describe("brp healing with hit locations", () => {
  it("BRP-HLOC-3: healing a located wound also heals its location; a disabled limb works again below its hit points", () => {
    const locations = brpOptions({ hitLocations: true });
    let h = applyDamage(newHarm(14), { id: "leg", targetId: "t", amount: 5, round: 1, location: "leftLeg" }, locations).harm;
    expect(h.locationState.leftLeg).toBe("disabled");
    h = firstAid(h, "leg", "medic", "success", 2);
    expect(h.locationDamage.leftLeg).toBe(3);
    expect(h.locationState.leftLeg).toBe("ok");
    expect(h.hp).toBe(11);
  });
});
