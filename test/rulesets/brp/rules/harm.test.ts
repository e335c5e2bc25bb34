import { describe, expect, it } from "vitest";
import {
  applyBleeding,
  applyDamage,
  bleedingTicks,
  brpOptions,
  canFight,
  endOfRound,
  firstAid,
  hitLocationFor,
  HIT_LOCATION_TABLE,
  loseLimbPart,
  markUnableToFight,
  minorWoundsLuck,
  newHarm,
  shockRoundsLeft,
  stopBleeding,
  suffersMajorWounds,
  type Hit,
} from "../../../../src/rulesets/brp/rules/index.js";

const hit = (amount: number, round: number | null = 1, extra: Partial<Hit> = {}): Hit => ({ id: `w${amount}-${round}`, targetId: "t", amount, round, ...extra });
const locations = brpOptions({ hitLocations: true });

describe("brp wounds", () => {
  it("BRP-DMG-2: each injury is recorded separately as minor, major or fatal", () => {
    let h = newHarm(16);
    h = applyDamage(h, hit(3)).harm;
    h = applyDamage(h, hit(8, 2)).harm;
    h = applyDamage(h, hit(6, 3)).harm;
    expect(h.wounds.map((w) => w.severity)).toEqual(["minor", "major", "fatal"]);
    expect(h.hp).toBe(-1);
  });

  it("BRP-WND-1: minor wounds — no roll; several adding up to a major wound ask a Luck roll; 1-2 HP left knocks out for up to an hour", () => {
    let r = applyDamage(newHarm(16), hit(5));
    expect(r.decisions).toEqual([]);
    r = applyDamage(r.harm, hit(3, 2));
    expect(r.decisions).toEqual([{ type: "luckRoll", reason: "minorWounds", woundId: "w3-2" }]);
    expect(minorWoundsLuck(r.harm, true).unconscious).toBeNull();
    expect(minorWoundsLuck(r.harm, false).unconscious).toMatchObject({ reason: "minorWounds" });
    const low = applyDamage(applyDamage(newHarm(10), hit(4)).harm, hit(4, 2));
    expect(low.harm.hp).toBe(2);
    expect(low.harm.unconscious).toEqual({ reason: "lowHitPoints", minutes: 60 });
    expect(low.events.map((e) => e.type)).toContain("unconscious");
  });

  it("BRP-WND-2: a single injury of half the hit points is major: table and Luck rolls; unable to fight only after the injury round", () => {
    const r = applyDamage(newHarm(16), hit(8, 3));
    expect(r.harm.wounds[0]!.severity).toBe("major");
    expect(r.decisions.map((d) => d.type)).toEqual(["majorWoundRoll", "luckRoll"]);
    const h = markUnableToFight(r.harm, 3);
    expect(canFight(h, 3)).toBe(true);
    expect(canFight(h, 4)).toBe(false);
  });

  it("BRP-WND-3: 8 on 17 HP is minor by default and major with the 'down' setting (the worked example)", () => {
    expect(applyDamage(newHarm(17), hit(8)).harm.wounds[0]!.severity).toBe("minor");
    expect(applyDamage(newHarm(17), hit(8), brpOptions({ majorWoundRounding: "down" })).harm.wounds[0]!.severity).toBe("major");
  });

  it("BRP-TV-14: a major wound leaving 3 hit points: unconscious in three rounds", () => {
    const h = applyDamage(newHarm(20), hit(17, 6)).harm;
    expect(h.hp).toBe(3);
    expect(shockRoundsLeft(h, 6)).toBe(3);
    expect(endOfRound(h, 7, "t").harm.unconscious).toBeNull();
    expect(endOfRound(h, 8, "t").harm.unconscious).toMatchObject({ reason: "shock" });
  });

  it("BRP-WND-4: after a major wound with 3 HP left, unconscious in three rounds counting the injury round", () => {
    const h = applyDamage(newHarm(16), hit(13, 2)).harm;
    expect(h.hp).toBe(3);
    expect(shockRoundsLeft(h, 2)).toBe(3);
    expect(endOfRound(h, 2, "t").harm.unconscious).toBeNull();
    expect(endOfRound(h, 3, "t").harm.unconscious).toBeNull();
    const out = endOfRound(h, 4, "t");
    expect(out.harm.unconscious).toMatchObject({ reason: "shock" });
    expect(out.events).toEqual([{ type: "unconscious", targetId: "t" }]);
    const literal = applyDamage(newHarm(16), hit(13, 2), brpOptions({ shockCountsInjuryRound: false })).harm;
    expect(literal.shockUnconsciousAfterRound).toBe(5);
  });

  it("BRP-WND-4: the shock rounds follow the current hit points — later losses bring the collapse forward, never back", () => {
    // Major wound in round 2 leaves 6 of 20: unconscious after round 7.
    let h = applyDamage(newHarm(20), hit(14, 2)).harm;
    expect(h.shockUnconsciousAfterRound).toBe(7);
    // A minor wound in round 3 leaves 4: rounds 3-6.
    h = applyDamage(h, hit(2, 3)).harm;
    expect(h.shockUnconsciousAfterRound).toBe(6);
    expect(shockRoundsLeft(h, 3)).toBe(4);
    // A bleeding point in round 4 leaves 3: rounds 4-6, no change.
    h = applyBleeding(h, 1, 4, "t").harm;
    expect(h.hp).toBe(3);
    expect(h.shockUnconsciousAfterRound).toBe(6);
    // Healing does not put the collapse off.
    expect(firstAid(h, h.wounds[1]!.id, "medic", "success", 2).shockUnconsciousAfterRound).toBe(6);
  });

  it("BRP-WND-5: a major wound leaving 2 HP or less drops the character at once for an hour", () => {
    const r = applyDamage(newHarm(16), hit(14, 1));
    expect(r.harm.unconscious).toEqual({ reason: "shock", minutes: 60 });
    expect(r.harm.shockUnconsciousAfterRound).toBeNull();
  });

  it("BRP-WND-6: major wounds are for living bodies, not objects or constructs", () => {
    expect(suffersMajorWounds("character")).toBe(true);
    expect(suffersMajorWounds("creature")).toBe(true);
    expect(suffersMajorWounds("object")).toBe(false);
    expect(suffersMajorWounds("gelatinous")).toBe(false);
  });

  it("BRP-WND-6: a construct or an object takes an 8-point blow at 16 HP as a plain wound: no table, no Luck, no shock", () => {
    // 16 HP: major wound level 8. The same blow is a major wound for a character.
    expect(applyDamage(newHarm(16), hit(8, 1, { bodyKind: "character" })).harm.wounds[0]!.severity).toBe("major");
    for (const bodyKind of ["construct", "object", "immaterial", "gelatinous"] as const) {
      const r = applyDamage(newHarm(16), hit(8, 1, { bodyKind }));
      expect(r.harm.hp).toBe(8);
      expect(r.harm.wounds[0]!.severity).toBe("minor");
      expect(r.decisions).toEqual([]);
      expect(r.harm.shockUnconsciousAfterRound).toBeNull();
      // 5 then 3 piled up would ask a living body for Luck (BRP-WND-1); a construct is not asked.
      const piled = applyDamage(applyDamage(newHarm(16), hit(5, 1, { bodyKind })).harm, hit(3, 2, { bodyKind }));
      expect(piled.decisions).toEqual([]);
    }
    expect(() => applyDamage(newHarm(16), hit(8, 1, { bodyKind: "robot" as never }))).toThrow(/bodyKind/);
  });

  it("BRP-FAT-1: damage down to 0 HP or below is fatal: prone and unable to act", () => {
    const r = applyDamage(newHarm(12), hit(12, 4));
    expect(r.harm.hp).toBe(0);
    expect(r.harm.wounds[0]!.severity).toBe("fatal");
    expect(r.harm.fatal).toEqual({ round: 4, deathAfterRound: 5 });
    expect(r.events.filter((e) => e.type === "conditionAdded").map((e) => (e.type === "conditionAdded" ? e.condition.id : ""))).toEqual(["prone", "fatallyWounded"]);
    expect(canFight(r.harm, 4)).toBe(false);
  });

  it("BRP-FAT-2: medical help in the fatal round or the next that raises HP to 1+ saves; otherwise death at the end of the next round", () => {
    const r = applyDamage(newHarm(12), hit(13, 4));
    expect(endOfRound(r.harm, 4, "t").harm.dead).toBe(false);
    const died = endOfRound(r.harm, 5, "t");
    expect(died.harm.dead).toBe(true);
    expect(died.events).toEqual([{ type: "died", targetId: "t" }]);
    const saved = firstAid(r.harm, "w13-4", "healer", "success", 3);
    expect(saved.hp).toBe(2);
    expect(saved.fatal).toBeNull();
    expect(endOfRound(saved, 5, "t").harm.dead).toBe(false);
  });

  it("BRP-SPC-2: bleeding costs 1 HP on DEX rank 1 of every round after the wound; armor never helps", () => {
    let h = applyDamage(newHarm(15), hit(3, 2, { bleeding: true })).harm;
    expect(bleedingTicks(h, 2)).toBe(0);
    expect(bleedingTicks(h, 3)).toBe(1);
    expect(bleedingTicks(h, 3, ["w3-2"])).toBe(0);
    h = applyBleeding(h, bleedingTicks(h, 3), 3, "t").harm;
    expect(h.hp).toBe(11);
    expect(h.wounds[0]).toMatchObject({ damage: 4, remaining: 4 });
  });

  it("BRP-SPC-4: stopping a wound's bleeding ends the ticks", () => {
    const h = stopBleeding(applyDamage(newHarm(15), hit(3, 2, { bleeding: true })).harm, "w3-2");
    expect(bleedingTicks(h, 5)).toBe(0);
  });
});

describe("brp hit locations", () => {
  it("BRP-HLOC-1: d20 table, with 8 on the left leg and the abdomen on 9-11", () => {
    expect([1, 4, 5, 8, 9, 11, 12, 13, 15, 16, 18, 19, 20].map((n) => hitLocationFor(n))).toEqual(["rightLeg", "rightLeg", "leftLeg", "leftLeg", "abdomen", "abdomen", "chest", "rightArm", "rightArm", "leftArm", "leftArm", "head", "head"]);
    expect(HIT_LOCATION_TABLE.reduce((n, r) => n + r.to - r.from + 1, 0)).toBe(20);
  });

  it("BRP-OPT-7: locations apply only with the option on", () => {
    const off = applyDamage(newHarm(14), hit(5, 1, { location: "leftLeg" })).harm;
    expect(off.locationDamage).toEqual({});
    const on = applyDamage(newHarm(14), hit(5, 1, { location: "leftLeg" }), locations).harm;
    expect(on.locationDamage).toEqual({ leftLeg: 5 });
  });

  it("BRP-HLOC-2: with hit locations, no automatic Major Wound roll unless the GM setting asks for it", () => {
    expect(applyDamage(newHarm(14), hit(7, 1, { location: "chest" }), locations).decisions.map((d) => d.type)).toEqual(["staminaRoll"]);
    const both = brpOptions({ hitLocations: true, majorWoundsWithHitLocations: true });
    expect(applyDamage(newHarm(14), hit(7, 1, { location: "chest" }), both).decisions.map((d) => d.type)).toContain("majorWoundRoll");
  });

  it("BRP-HLOC-3: location and total hit points are both tracked; total down to 1-2 knocks out", () => {
    let h = applyDamage(newHarm(14), hit(4, 1, { location: "rightLeg" }), locations).harm;
    h = applyDamage(h, hit(4, 2, { location: "leftLeg" }), locations).harm;
    h = applyDamage(h, hit(4, 3, { location: "chest" }), locations).harm;
    expect(h.hp).toBe(2);
    expect(h.locationDamage).toEqual({ rightLeg: 4, leftLeg: 4, chest: 4 });
    expect(h.unconscious).toMatchObject({ reason: "lowHitPoints" });
  });

  it("BRP-TV-11 / BRP-HLOC-4: a 5-HP leg takes 4 without harm; 5 disables it and drops the character", () => {
    const four = applyDamage(newHarm(14), hit(4, 1, { location: "leftLeg" }), locations);
    expect(four.harm.locationState.leftLeg).toBe("ok");
    const five = applyDamage(newHarm(14), hit(5, 1, { location: "leftLeg" }), locations);
    expect(five.harm.locationState.leftLeg).toBe("disabled");
    expect(five.events.some((e) => e.type === "conditionAdded" && e.condition.id === "prone" && e.condition.ownerId === "t")).toBe(true);
  });

  it("BRP-HLOC-4: a disabled abdomen or chest bleeds (Stamina roll to stop); a disabled head knocks out; an arm just goes limp", () => {
    const abdomen = applyDamage(newHarm(14), hit(5, 1, { location: "abdomen" }), locations);
    expect(abdomen.harm.vitalBleeding).toEqual({ difficultStamina: false });
    expect(abdomen.decisions).toEqual([{ type: "staminaRoll", reason: "vitalBleeding", difficult: false }]);
    expect(applyDamage(newHarm(14), hit(6, 1, { location: "chest" }), locations).harm.vitalBleeding).not.toBeNull();
    expect(applyDamage(newHarm(14), hit(5, 1, { location: "head" }), locations).harm.unconscious).toMatchObject({ reason: "head" });
    const arm = applyDamage(newHarm(14), hit(4, 1, { location: "rightArm" }), locations).harm;
    expect(arm).toMatchObject({ locationState: { rightArm: "disabled" }, incapacitated: false, unconscious: null });
  });

  it("BRP-TV-12: a 2-HP arm hit for 5 costs only 4, incapacitates and bleeds (Difficult Stamina)", () => {
    const r = applyDamage(newHarm(8), hit(5, 1, { location: "leftArm" }), locations);
    expect(r.harm.hp).toBe(4);
    expect(r.harm.wounds[0]!.damage).toBe(4);
    expect(r.harm).toMatchObject({ incapacitated: true, vitalBleeding: { difficultStamina: true }, locationState: { leftArm: "incapacitated" } });
    expect(canFight(r.harm, 1)).toBe(false);
    // Later blows count normally.
    expect(applyDamage(r.harm, hit(1, 2, { location: "leftArm" }), locations).harm.hp).toBe(3);
  });

  it("BRP-HLOC-6: head, chest or abdomen at twice its hit points: unconscious and bleeding", () => {
    const r = applyDamage(newHarm(14), hit(10, 1, { location: "head" }), locations);
    expect(r.harm.unconscious).toMatchObject({ reason: "vitalLocation" });
    expect(r.harm.vitalBleeding).toEqual({ difficultStamina: true });
  });

  it("BRP-HLOC-5: a leg hit for twice its hit points or more counts only twice them and incapacitates, bleeding", () => {
    const r = applyDamage(newHarm(14), hit(12, 1, { location: "rightLeg" }), locations);
    expect(r.harm.hp).toBe(4);
    expect(r.harm).toMatchObject({ incapacitated: true, vitalBleeding: { difficultStamina: true }, locationState: { rightLeg: "incapacitated" } });
    expect(r.decisions).toEqual([{ type: "staminaRoll", reason: "vitalBleeding", difficult: true }]);
  });

  it("BRP-HLOC-7: three times a location's hit points severs a leg; a chest worn down to three times kills", () => {
    expect(applyDamage(newHarm(14), hit(15, 1, { location: "leftLeg" }), locations).harm.locationState.leftLeg).toBe("severed");
    let h = applyDamage(newHarm(30), hit(12, 1, { location: "chest" }), locations).harm;
    expect(h.dead).toBe(false);
    h = applyDamage(h, hit(24, 2, { location: "chest" }), locations).harm;
    expect(h.dead).toBe(true);
  });

  it("BRP-TV-13 / BRP-HLOC-7: a 2-HP arm struck for 8 costs 4 and is severed; a head at three times dies", () => {
    const arm = applyDamage(newHarm(8), hit(8, 1, { location: "rightArm" }), locations).harm;
    expect(arm.hp).toBe(4);
    expect(arm.locationState.rightArm).toBe("severed");
    expect(arm.incapacitated).toBe(true);
    expect(applyDamage(newHarm(14), hit(15, 1, { location: "head" }), locations).harm.dead).toBe(true);
  });

  it("BRP-HLOC-8: a limb that lost a part has one hit point less from then on", () => {
    const h = loseLimbPart(newHarm(14), "leftLeg");
    expect(applyDamage(h, hit(4, 1, { location: "leftLeg" }), locations).harm.locationState.leftLeg).toBe("disabled");
  });
});
