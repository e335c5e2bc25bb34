import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  afterReload,
  afterShot,
  attackDamage,
  attackOutcome,
  canFire,
  canReceiveCoupDeGrace,
  COVER_DICE,
  defenseAgainst,
  dodgeCondition,
  feintedCondition,
  MANEUVERS,
  opposedPool,
  planAttack,
  poolOptions,
  resolveAttack,
  spendAction,
  freshBudget,
  WEAPON_DICE,
  WEAPONS,
  withCondition,
  applyHarm,
  freshHarm,
  deriveCharacter,
} from "../../../../src/rulesets/pool/rules/index.js";

describe("attacks", () => {
  it("FC-ATK-1: melee and ranged attacks use their own skill; Parry only meets the melee ones", () => {
    const defender = { parry: 2, armor: 0, conditions: [] };
    expect(defenseAgainst(defender, "melee")).toEqual({ parry: 2, armor: 0, parryApplies: true });
    expect(defenseAgainst(defender, "ranged")).toMatchObject({ parry: 0, parryApplies: false, parryLostBecause: "ranged" });
    expect(planAttack({ skill: "ranged", skillDice: 3, weaponClass: "medium" }).skill).toBe("ranged");
  });

  it("FC-ATK-2: skill dice plus weapon dice plus modifiers", () => {
    expect(planAttack({ skill: "melee", skillDice: 3, weaponClass: "heavy", cover: "quarter" }).pool.total).toBe(4);
    expect(planAttack({ skill: "melee", skillDice: 3, weaponDice: 1 }).pool.total).toBe(4);
  });

  it("FC-ATK-3: raw successes are counted first, then cancelled, the rest is net", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 25 }), fc.nat(6), fc.nat(6), fc.boolean(), (dice, parry, armor, parryApplies) => {
        const r = resolveAttack({ dice, parry, armor, parryApplies });
        const mids = dice.filter((f) => f === 3 || f === 4).length;
        expect(r.rawSuccesses).toBe(dice.filter((f) => f >= 3).length);
        expect(r.cancelledByParry + r.cancelledByArmor).toBe(Math.min(mids, (parryApplies ? parry : 0) + armor));
        expect(r.damage).toBe(r.rawSuccesses - r.cancelledByParry - r.cancelledByArmor);
        expect(attackDamage(dice, (parryApplies ? parry : 0) + armor)).toBe(r.damage);
        // Annotations agree with the counts, in roll order.
        expect(r.dice.map((d) => d.face)).toEqual(dice);
        expect(r.dice.filter((d) => d.outcome === "success").length).toBe(r.damage);
        expect(r.dice.filter((d) => d.outcome === "cancelledByParry").length).toBe(r.cancelledByParry);
      }),
    );
  });

  it("FC-ATK-4: a plain attack is a Partial Action; Charge, Focused and Coup de Grâce are Full", () => {
    expect(planAttack({ skill: "melee", skillDice: 3 }).action).toBe("partial");
    expect(planAttack({ skill: "melee", skillDice: 3, maneuver: "charge" }).action).toBe("full");
    expect(planAttack({ skill: "ranged", skillDice: 3, maneuver: "focused" }).action).toBe("full");
    expect(planAttack({ skill: "ranged", skillDice: 3, maneuver: "coupDeGrace" }).action).toBe("full");
    // Two plain attacks fit in a turn.
    const twice = spendAction(spendAction(freshBudget(), "partial"), "partial");
    expect(twice.partialUsed).toBe(2);
  });
});

describe("defense", () => {
  it("FC-DEF-1: without an explicit flag, Parry counts for melee rolls and not for ranged ones", () => {
    expect(resolveAttack({ dice: [1, 3, 4, 4, 6], parry: 2, armor: 0 }).damage).toBe(2);
    expect(resolveAttack({ dice: [1, 3, 4, 4, 6], parry: 2, armor: 0, skill: "ranged" }).damage).toBe(4);
    expect(resolveAttack({ dice: [1, 3, 4, 4, 6], parry: 2, armor: 0, skill: "ranged", parryApplies: true }).damage).toBe(2);
  });

  it("FC-DEF-1: each Parry point cancels one 3 or 4 of a melee attack", () => {
    expect(resolveAttack({ dice: [3, 3, 3], parry: 2, armor: 0, parryApplies: true }).damage).toBe(1);
    expect(resolveAttack({ dice: [3, 3, 3], parry: 2, armor: 0, parryApplies: false }).damage).toBe(3);
    expect(defenseAgainst({ parry: 2, armor: 0, conditions: [], parriesRanged: true }, "ranged").parryApplies).toBe(true);
  });

  it("FC-DEF-2: pinned, trapped, immobile or incapacitated defenders cannot parry", () => {
    for (const id of ["pinned", "immobile", "incapacitated", "unconscious"]) {
      expect(defenseAgainst({ parry: 2, armor: 1, conditions: [id] }, "melee")).toMatchObject({ parry: 0, armor: 1, parryApplies: false, parryLostBecause: "helpless" });
    }
    expect(defenseAgainst({ parry: 2, armor: 1, conditions: ["prone"] }, "melee").parryApplies).toBe(true);
  });

  it("FC-DEF-3: Armor cancels 3s and 4s of melee and ranged attacks alike", () => {
    for (const skill of ["melee", "ranged"] as const) {
      const d = defenseAgainst({ parry: 0, armor: 2, conditions: [] }, skill);
      expect(resolveAttack({ dice: [3, 4, 4], ...d })).toMatchObject({ cancelledByArmor: 2, damage: 1 });
    }
  });

  it("FC-DEF-4: Parry and Armor stack in melee, but 5s and 6s are never cancelled", () => {
    const r = resolveAttack({ dice: [3, 4, 5, 6], parry: 3, armor: 3, parryApplies: true });
    expect(r).toMatchObject({ cancelledByParry: 2, cancelledByArmor: 0, damage: 2 });
    // The card strikes out the first 3s and 4s in roll order, Parry's point first.
    const mix = resolveAttack({ dice: [4, 3, 3, 6], parry: 1, armor: 1, parryApplies: true });
    expect(mix.dice.map((d) => d.outcome)).toEqual(["cancelledByParry", "cancelledByArmor", "success", "success"]);
    expect(mix).toMatchObject({ rawSuccesses: 4, cancelledByParry: 1, cancelledByArmor: 1, damage: 2 });
  });

  it("FC-DEF-4: every die's label matches a plain reading of the rule, for any roll and defense", () => {
    // Reference: walk the dice in order; each 3 or 4 uses up a Parry point while any is left,
    // then an Armor point; everything else stands as rolled.
    const reference = (dice: readonly number[], parry: number, armor: number): string[] => {
      let parryLeft = parry;
      let armorLeft = armor;
      return dice.map((face) => {
        if (face !== 3 && face !== 4) return face >= 3 ? "success" : "failure";
        if (parryLeft > 0) return parryLeft--, "cancelledByParry";
        if (armorLeft > 0) return armorLeft--, "cancelledByArmor";
        return "success";
      });
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), fc.nat(8), fc.nat(8), fc.boolean(), (dice, parry, armor, parryApplies) => {
        const r = resolveAttack({ dice, parry, armor, parryApplies });
        const expected = reference(dice, parryApplies ? parry : 0, armor);
        expect(r.dice.map((d) => d.outcome)).toEqual(expected);
        expect(r.cancelledByParry).toBe(expected.filter((o) => o === "cancelledByParry").length);
        expect(r.cancelledByArmor).toBe(expected.filter((o) => o === "cancelledByArmor").length);
        expect(r.damage).toBe(expected.filter((o) => o === "success").length);
      }),
    );
  });

  it("FC-DICE-1: faces outside 1..6 or fractions are refused with a rules error", () => {
    for (const face of [0, 7, -1, 3.5, Number.NaN]) {
      expect(() => resolveAttack({ dice: [5, face], parry: 1, armor: 1 })).toThrow(expect.objectContaining({ i18nKey: "FRAY.Pool.Error.BadFace" }));
    }
    expect(() => resolveAttack({ dice: [3], parry: -1, armor: 0 })).toThrow(expect.objectContaining({ i18nKey: "FRAY.Error.OutOfRange" }));
    expect(() => resolveAttack({ dice: [3], parry: 0, armor: 1.5 })).toThrow(expect.objectContaining({ i18nKey: "FRAY.Error.NotAnInteger" }));
  });

  it("FC-DEF-5: a light shield gives Parry 1 and leather armor gives Armor 1; equipment adds up", () => {
    const derived = deriveCharacter({ skills: {}, baseSpeed: 10, harm: freshHarm(), shields: [{ parry: 1 }], armors: [{ armor: 1 }] });
    expect([derived.parry, derived.armor]).toEqual([1, 1]);
    const d = defenseAgainst({ parry: derived.parry, armor: derived.armor, conditions: [] }, "melee");
    expect(d).toEqual({ parry: 1, armor: 1, parryApplies: true });
    const hide = deriveCharacter({ skills: {}, baseSpeed: 10, harm: freshHarm(), baseArmor: 2, baseParry: 1, shields: [{ parry: 1 }], armors: [{ armor: 1 }] });
    expect([hide.parry, hide.armor]).toEqual([2, 3]);
  });

  it("FC-DEF-6: Dodge adds one Parry (without stacking); a successful Feint removes it", () => {
    const once = withCondition([], dodgeCondition("d", 1));
    const twice = withCondition(once, dodgeCondition("d", 1));
    expect(twice).toHaveLength(1);
    expect(defenseAgainst({ parry: 1, armor: 0, conditions: twice }, "melee").parry).toBe(2);
    expect(defenseAgainst({ parry: 1, armor: 0, conditions: [...twice, feintedCondition("d", 1)] }, "melee")).toMatchObject({ parry: 0, parryLostBecause: "feinted" });
  });

  it("FC-DEF-7: a grappled defender loses Parry by default; the setting can keep it", () => {
    expect(defenseAgainst({ parry: 2, armor: 0, conditions: ["grappled"] }, "melee")).toMatchObject({ parryApplies: false, parryLostBecause: "grappled" });
    expect(defenseAgainst({ parry: 2, armor: 0, conditions: ["grappled"] }, "melee", poolOptions({ grappledLosesParry: false })).parryApplies).toBe(true);
  });
});

describe("damage", () => {
  it("FC-DMG-1: one point of damage per success left after Parry and Armor", () => {
    expect(resolveAttack({ dice: [6, 5, 4, 3, 3, 1], parry: 1, armor: 1, parryApplies: true }).damage).toBe(3);
  });

  it("FC-DMG-2: weapons deal Wounds; Bash, Improvised and Unarmed deal Fatigue; some weapons deal Fatigue", () => {
    expect(planAttack({ skill: "melee", skillDice: 3, weaponClass: "medium" }).damageTrack).toBe("wound");
    expect(planAttack({ skill: "melee", skillDice: 3, weaponClass: "light", weaponDamage: "fatigue" }).damageTrack).toBe("fatigue");
    for (const profile of ["bash", "improvised", "unarmed"] as const) {
      expect(planAttack({ skill: "melee", skillDice: 3, weaponClass: "heavy", profile }).damageTrack).toBe("fatigue");
    }
  });

  it("FC-DMG-3: each point ticks the next box; the lowest ticked box sets the penalty", () => {
    const a = applyHarm("t", freshHarm(), "fatigue", 2);
    expect(a.harm.fatigue.value).toBe(2);
    const b = applyHarm("t", a.harm, "fatigue", 1);
    expect(b.harm.fatigue.value).toBe(3);
    expect(applyHarm("t", freshHarm(), "fatigue", 0).events).toEqual([]);
  });

  it("FC-DMG-4: damage outside attacks (fire, a fall, fright) goes straight onto a track", () => {
    const burned = applyHarm("t", freshHarm(), "wound", 2);
    const scared = applyHarm("t", burned.harm, "fear", 1);
    expect([scared.harm.wound.value, scared.harm.fear.value]).toEqual([2, 1]);
    expect(() => applyHarm("t", freshHarm(), "structure" as "wound", 1)).toThrow(/UnknownTrack/);
  });
});

describe("weapons and cover", () => {
  it("FC-WPN-1: weapon dice by class, and every named weapon in its class", () => {
    expect(WEAPON_DICE).toEqual({ unarmed: -2, improvised: -1, light: 0, medium: 1, heavy: 2 });
    const classOf = (key: string) => WEAPONS.find((w) => w.key === key)?.weaponClass;
    expect(["club", "dagger", "sling", "quarterstaff"].map(classOf)).toEqual(["light", "light", "light", "light"]);
    expect(["spear", "shortBow", "lightCrossbow", "mace", "javelin"].map(classOf)).toEqual(["medium", "medium", "medium", "medium", "medium"]);
    expect(["longbow", "heavyCrossbow", "longSword", "pike", "flail"].map(classOf)).toEqual(["heavy", "heavy", "heavy", "heavy", "heavy"]);
    expect(WEAPONS).toHaveLength(31);
  });

  it("FC-WPN-2: Weapon Dice also feed Disarm (both sides), Feint (the feinter) and Grapple (the target)", () => {
    const heavy = { id: "x", skillDice: 2, weaponDice: WEAPON_DICE.heavy };
    expect([opposedPool("disarm", "initiator", heavy).rolled, opposedPool("disarm", "target", heavy).rolled]).toEqual([4, 4]);
    expect([opposedPool("feint", "initiator", heavy).rolled, opposedPool("feint", "target", heavy).rolled]).toEqual([4, 2]);
    expect([opposedPool("grapple", "initiator", heavy).rolled, opposedPool("grapple", "target", heavy).rolled]).toEqual([2, 4]);
    expect(opposedPool("breakGrapple", "initiator", heavy).rolled).toBe(2);
    expect(MANEUVERS.disarm.opposed && MANEUVERS.feint.opposed && MANEUVERS.grapple.opposed).toBe(true);
  });

  it("FC-WPN-3: a crossbow is reloaded after every shot, a bow is strung once; both take a Full Action", () => {
    const crossbow = { reload: "crossbow" as const, loaded: true, strung: true };
    const shot = afterShot(crossbow);
    expect(canFire(shot)).toBe(false);
    expect(() => afterShot(shot)).toThrow(/WeaponNotReady/);
    expect(canFire(afterReload(shot))).toBe(true);
    const bow = { reload: "bow" as const, loaded: false, strung: true };
    expect(afterShot(afterShot(bow))).toEqual(bow);
    expect(canFire({ ...bow, strung: false })).toBe(false);
    expect(canFire(afterReload({ ...bow, strung: false }))).toBe(true);
    expect(spendAction(freshBudget(), "full").fullUsed).toBe(true);
  });

  it("FC-COV-1: cover takes 1, 2 or 3 dice; more than 75% forbids ranged attacks", () => {
    expect(COVER_DICE).toMatchObject({ none: 0, quarter: 1, half: 2, threeQuarters: 3 });
    expect(planAttack({ skill: "ranged", skillDice: 5, cover: "threeQuarters" }).pool.total).toBe(2);
    expect(() => planAttack({ skill: "ranged", skillDice: 5, cover: "full" })).toThrow(/IllegalAttack/);
  });

  it("FC-COV-2: cover stacks with the range penalty", () => {
    expect(planAttack({ skill: "ranged", skillDice: 5, cover: "half", rangeDice: -2 }).pool.total).toBe(1);
  });

  it("FC-COV-3: melee against more than 75% cover is allowed at −3D unless the GM forbids it", () => {
    expect(planAttack({ skill: "melee", skillDice: 5, cover: "full" }).pool.total).toBe(2);
    expect(() => planAttack({ skill: "melee", skillDice: 5, cover: "full" }, poolOptions({ meleeAgainstFullCover: false }))).toThrow(/IllegalAttack/);
  });
});

describe("attack maneuvers", () => {
  it("FC-MAN-1: Bash uses 0D Weapon Dice whatever the weapon, deals Fatigue, and a heavy shield cannot bash", () => {
    const bash = planAttack({ skill: "melee", skillDice: 3, weaponClass: "heavy", profile: "bash" });
    expect(bash.pool.total).toBe(3);
    expect(bash.action).toBe("partial");
    expect(() => planAttack({ skill: "melee", skillDice: 3, profile: "bash", canBash: false })).toThrow(/IllegalAttack/);
    expect(() => planAttack({ skill: "ranged", skillDice: 3, profile: "bash" })).toThrow(/IllegalAttack/);
  });

  it("FC-MAN-2: Bash combines with Charge (+1D) or Focused (+2D) as a Full Action", () => {
    const charge = planAttack({ skill: "melee", skillDice: 3, weaponClass: "medium", profile: "bash", maneuver: "charge" });
    expect([charge.pool.total, charge.action, charge.damageTrack]).toEqual([4, "full", "fatigue"]);
    expect(planAttack({ skill: "melee", skillDice: 3, profile: "bash", maneuver: "focused" }).pool.total).toBe(5);
  });

  it("FC-MAN-3: Coup de Grâce kills a helpless target on one net success and needs a Wound-dealing attack", () => {
    const plan = planAttack({ skill: "melee", skillDice: 2, weaponClass: "light", maneuver: "coupDeGrace" });
    const target = { parry: 3, armor: 1, conditions: ["unconscious"] };
    expect(canReceiveCoupDeGrace(target)).toBe(true);
    expect(canReceiveCoupDeGrace({ conditions: ["prone"] })).toBe(false);
    const defense = defenseAgainst(target, "melee");
    expect(defense.parryApplies).toBe(false);
    expect(attackOutcome(plan, resolveAttack({ dice: [3, 4], ...defense })).kills).toBe(true);
    expect(attackOutcome(plan, resolveAttack({ dice: [3, 1], ...defense })).kills).toBe(false);
    expect(() => planAttack({ skill: "melee", skillDice: 2, profile: "unarmed", maneuver: "coupDeGrace" })).toThrow(/coupNeedsWounds/);
    expect(() => planAttack({ skill: "melee", skillDice: 2, weaponDamage: "fatigue", maneuver: "coupDeGrace" })).toThrow(/IllegalAttack/);
  });

  it("FC-MAN-4: Charge is a Full-Action melee roll at +1D", () => {
    const plan = planAttack({ skill: "melee", skillDice: 3, weaponClass: "medium", maneuver: "charge" });
    expect([plan.pool.total, plan.action, plan.maneuversUsed]).toEqual([5, "full", 1]);
    expect(() => planAttack({ skill: "ranged", skillDice: 3, maneuver: "charge" })).toThrow(/IllegalAttack/);
  });

  it("FC-MAN-8: Focused Attack is a Full-Action melee or ranged roll at +2D", () => {
    for (const skill of ["melee", "ranged"] as const) {
      const plan = planAttack({ skill, skillDice: 3, weaponClass: "light", maneuver: "focused" });
      expect([plan.pool.total, plan.action]).toEqual([5, "full"]);
    }
  });

  it("FC-MAN-12: an improvised attack (melee or ranged) has −1D Weapon Dice and deals Fatigue", () => {
    for (const skill of ["melee", "ranged"] as const) {
      const plan = planAttack({ skill, skillDice: 3, weaponClass: "heavy", profile: "improvised" });
      expect([plan.pool.total, plan.damageTrack]).toEqual([2, "fatigue"]);
    }
  });

  it("FC-MAN-13: an unarmed attack is melee only with −2D Weapon Dice and Fatigue damage", () => {
    const plan = planAttack({ skill: "melee", skillDice: 4, profile: "unarmed" });
    expect([plan.pool.total, plan.damageTrack, plan.maneuversUsed]).toEqual([2, "fatigue", 0]);
    expect(() => planAttack({ skill: "ranged", skillDice: 4, profile: "unarmed" })).toThrow(/IllegalAttack/);
  });

  it("offers the GM an injury when one instance deals the threshold or more", () => {
    const plan = planAttack({ skill: "melee", skillDice: 4 });
    expect(attackOutcome(plan, resolveAttack({ dice: [5, 5, 6], parry: 0, armor: 0, parryApplies: true })).offerInjury).toBe(true);
    expect(attackOutcome(plan, resolveAttack({ dice: [5, 5, 1], parry: 0, armor: 0, parryApplies: true })).offerInjury).toBe(false);
  });
});
