import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../../src/core/dice.js";
import {
  applyDamage,
  applyHarm,
  boxPenalties,
  dailyWoundRecovery,
  deriveCharacter,
  emptyTrack,
  freshHarm,
  harmPenalty,
  INJURIES,
  injuryPenalty,
  isTerminal,
  openWoundLuckRolls,
  planAttack,
  recoverFatigue,
  recoverFear,
  recoverWounds,
  repairStructure,
  resolveAttack,
  attackOutcome,
  speedAfterPenalties,
  trackPenalty,
  woundRecoveryPool,
  luckRoll,
  poolOptions,
  healInjuries,
  offersInjury,
} from "../../../../src/rulesets/pool/rules/index.js";

describe("damage tracks", () => {
  it("FC-TRK-1: three Wounds are survivable; the fourth kills at once", () => {
    const two = applyDamage("x", emptyTrack(), "wound", 3);
    expect(two.terminal).toBeUndefined();
    expect(isTerminal(two.track)).toBe(false);
    const dead = applyDamage("x", two.track, "wound", 1);
    expect(dead.terminal).toBe("died");
    expect(dead.events).toEqual([
      { type: "damageApplied", targetId: "x", amount: 1, track: "wound" },
      { type: "died", targetId: "x" },
    ]);
    // A single big hit can go straight past the last box.
    expect(applyDamage("x", emptyTrack(), "wound", 5).terminal).toBe("died");
  });

  it("FC-TRK-2: the fourth Fatigue knocks the character unconscious", () => {
    expect(applyHarm("x", { ...freshHarm(), fatigue: { value: 2, max: 3 } }, "fatigue", 2).terminal).toBe("unconscious");
  });

  it("FC-TRK-3: the fourth Fear sends the character fleeing", () => {
    expect(applyHarm("x", freshHarm(), "fear", 4).events).toContainEqual({ type: "fled", targetId: "x" });
  });

  it("FC-TRK-4: Structure works like Wounds for objects, without penalties, and wrecks past its maximum", () => {
    const hull = { value: 5, max: 6 };
    expect(trackPenalty(hull, "structure")).toBe(0);
    const wreck = applyDamage("ship", hull, "structure", 2);
    expect(wreck.terminal).toBe("destroyed");
    expect(wreck.events).toContainEqual({ type: "died", targetId: "ship" });
  });

  it("FC-TRK-5: track sizes are per creature; the terminal box is the one after the maximum", () => {
    const big = { value: 4, max: 5 };
    expect(applyDamage("ogre", big, "wound", 1).terminal).toBeUndefined();
    expect(applyDamage("ogre", big, "wound", 2).terminal).toBe("died");
    expect(() => emptyTrack(0)).toThrow(/OutOfRange/);
  });

  it("FC-TRK-6: damage past the terminal box is recorded but triggers nothing again", () => {
    const dead = { value: 4, max: 3 };
    const more = applyDamage("x", dead, "wound", 2);
    expect(more.track.value).toBe(6);
    expect(more.terminal).toBeUndefined();
    expect(more.events).toEqual([{ type: "damageApplied", targetId: "x", amount: 2, track: "wound" }]);
  });

  it("FC-TRK-7: Fear damage is applied by the GM directly like any other damage", () => {
    expect(applyHarm("x", freshHarm(), "fear", 1).harm.fear.value).toBe(1);
  });
});

describe("penalties", () => {
  it("FC-PEN-1: track penalties apply to every skill roll", () => {
    const derived = deriveCharacter({ skills: { melee: 4, stamina: 2, perception: 1 }, baseSpeed: 10, harm: { ...freshHarm(), wound: { value: 2, max: 3 } } });
    expect(derived.skillPools).toEqual({ melee: 3, stamina: 1, perception: 0 });
  });

  it("FC-PEN-2: the three boxes give 0D, −1D and −2D", () => {
    expect(boxPenalties(3)).toEqual([0, -1, -2]);
    expect([0, 1, 2, 3, 4].map((value) => trackPenalty({ value, max: 3 }))).toEqual([0, 0, -1, -2, -2]);
    expect(boxPenalties(5)).toEqual([0, -1, -2, -2, -2]);
  });

  it("FC-PEN-3: penalties of different tracks stack, and with other penalties", () => {
    const harm = { wound: { value: 3, max: 3 }, fatigue: { value: 2, max: 3 }, fear: { value: 1, max: 3 } };
    expect(harmPenalty(harm)).toBe(-3);
    const derived = deriveCharacter({ skills: { melee: 6 }, baseSpeed: 10, harm, conditions: ["poisonedDying"] });
    expect(derived.generalPenalty).toBe(-5);
    expect(derived.skillPools.melee).toBe(1);
  });

  it("FC-PEN-4: each die of track penalty costs a point of Movement; leg injuries, then poison, then tracks", () => {
    expect(speedAfterPenalties({ baseSpeed: 10, trackPenalty: -3 })).toBe(7);
    expect(speedAfterPenalties({ baseSpeed: 2, trackPenalty: -3 })).toBe(0);
    // (11 − 1) / 2 = 5, then −2
    expect(speedAfterPenalties({ baseSpeed: 11, legInjuries: 1, poisoned: true, trackPenalty: -2 })).toBe(3);
    const derived = deriveCharacter({ skills: {}, baseSpeed: 11, harm: { ...freshHarm(), fear: { value: 3, max: 3 } }, injuries: [{ kind: "leg" }], conditions: ["poisonedDying"] });
    expect(derived.speed).toBe(3);
  });

  it("FC-PEN-5: Speed is one number; a lost 'category' is the configured step", () => {
    expect(speedAfterPenalties({ baseSpeed: 10, legInjuries: 2 })).toBe(8);
    expect(speedAfterPenalties({ baseSpeed: 10, legInjuries: 1 }, poolOptions({ speedCategoryStep: 3 }))).toBe(7);
  });
});

describe("healing and recovery", () => {
  it("FC-HEAL-1: after a day of rest a Stamina roll with the Wound penalty heals one Wound per success", () => {
    const wounds = { value: 3, max: 3 };
    expect(woundRecoveryPool(4, wounds).rolled).toBe(2);
    expect(recoverWounds(wounds, [3, 6])).toEqual({ track: { value: 1, max: 3 }, restored: 2 });
    expect(dailyWoundRecovery(new ReplayDice([5, 1]), 4, wounds)).toEqual({ track: { value: 2, max: 3 }, restored: 1, dice: [5, 1] });
    expect(recoverWounds({ value: 1, max: 3 }, [5, 6, 6]).track.value).toBe(0);
    expect(() => woundRecoveryPool(3, emptyTrack())).toThrow(/NothingToRecover/);
  });

  it("FC-HEAL-2: every full four hours of rest restores one Fatigue", () => {
    const fatigue = { value: 3, max: 3 };
    expect(recoverFatigue(fatigue, 3.9).value).toBe(3);
    expect(recoverFatigue(fatigue, 4).value).toBe(2);
    expect(recoverFatigue(fatigue, 9).value).toBe(1);
    expect(recoverFatigue(fatigue, 40).value).toBe(0);
    expect(() => recoverFatigue(fatigue, -1)).toThrow(/BadDuration/);
  });

  it("FC-HEAL-3: one Fear returns between scenes, none while danger persists", () => {
    expect(recoverFear({ value: 2, max: 3 }, false).value).toBe(1);
    expect(recoverFear({ value: 2, max: 3 }, true).value).toBe(2);
  });

  it("FC-HEAL-4: Structure only comes back through repair, and not at all when irreparable", () => {
    expect(repairStructure({ value: 3, max: 5 }, 2, false).value).toBe(1);
    expect(() => repairStructure({ value: 3, max: 5 }, 1, true)).toThrow(/Irreparable/);
  });

  it("FC-HEAL-5: when the GM rules an injury healed its effects stop; permanent ones stay", () => {
    const injuries = [{ kind: "arm" as const, permanent: false }, { kind: "eye" as const, permanent: true }];
    expect(injuryPenalty(injuries, "armRoll")).toBe(-1);
    const healed = healInjuries(injuries);
    expect(healed).toEqual([{ kind: "eye", permanent: true }]);
    expect(injuryPenalty(healed, "armRoll")).toBe(0);
    expect(injuryPenalty(healed, "sightRoll")).toBe(-1);
  });
});

describe("injuries", () => {
  it("FC-INJ-1: injuries are GM-added records whose effects come from the injury table", () => {
    expect(Object.keys(INJURIES).sort()).toEqual(["arm", "ear", "eye", "leg", "openWound"]);
    expect(offersInjury(2)).toBe(false);
    expect(offersInjury(3)).toBe(true);
    expect(offersInjury(1, poolOptions({ injuryThreshold: 1 }))).toBe(true);
  });

  it("FC-INJ-2: the card offers an injury when one instance deals 3 or more", () => {
    const plan = planAttack({ skill: "melee", skillDice: 5 });
    const hit = resolveAttack({ dice: [3, 5, 6, 6], parry: 1, armor: 0, parryApplies: true });
    expect(attackOutcome(plan, hit).offerInjury).toBe(true);
    expect(attackOutcome(plan, hit, poolOptions({ injuryThreshold: 4 })).offerInjury).toBe(false);
  });

  it("FC-INJ-3: a hand or arm injury takes 1D from rolls with that arm only", () => {
    expect(injuryPenalty([{ kind: "arm" }], "armRoll")).toBe(-1);
    expect(injuryPenalty([{ kind: "arm" }], "general")).toBe(0);
    expect(injuryPenalty([{ kind: "arm" }], "sightRoll")).toBe(0);
  });

  it("FC-INJ-4: a foot or leg injury costs one Speed category", () => {
    expect(deriveCharacter({ skills: {}, baseSpeed: 8, harm: freshHarm(), injuries: [{ kind: "leg" }] }).speed).toBe(7);
  });

  it("FC-INJ-5: an eye injury costs 1D on sight rolls, an ear injury 1D on hearing rolls", () => {
    expect(injuryPenalty([{ kind: "eye" }, { kind: "ear" }], "sightRoll")).toBe(-1);
    expect(injuryPenalty([{ kind: "eye" }, { kind: "ear" }], "hearingRoll")).toBe(-1);
  });

  it("FC-INJ-6: an open wound calls for an hourly Luck Roll for Wounds until treated", () => {
    expect(INJURIES.openWound.hourlyLuckRoll).toBe(true);
    expect(openWoundLuckRolls(3.5)).toBe(3);
    const roll = luckRoll(new ReplayDice([3]));
    expect(applyHarm("x", freshHarm(), "wound", roll.damage).harm.wound.value).toBe(1);
  });

  it("FC-INJ-7: a permanent injury keeps applying after recovery; temporary ones go", () => {
    const injuries = [{ kind: "leg" as const, permanent: true }, { kind: "leg" as const, permanent: false }];
    expect(deriveCharacter({ skills: {}, baseSpeed: 8, harm: freshHarm(), injuries }).speed).toBe(6);
    expect(deriveCharacter({ skills: {}, baseSpeed: 8, harm: freshHarm(), injuries: healInjuries(injuries) }).speed).toBe(7);
  });
});
