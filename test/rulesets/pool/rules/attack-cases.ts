import fc from "fast-check";
import { planAttack, type AttackManeuver, type AttackPlan } from "../../../../src/rulesets/pool/rules/index.js";

/**
 * The attacks both fast paths (`fastAttackTarget` and the numbers-only kernel) are proven over:
 * pools from none to well past the largest tabled one, every weapon class and maneuver, either
 * skill, and the defender's parry, armor and conditions.
 */
export const attackCaseFields = {
  skillDice: fc.integer({ min: 0, max: 12 }),
  weaponClass: fc.constantFrom("unarmed", "light", "medium", "heavy" as const),
  maneuver: fc.constantFrom<AttackManeuver>("none", "focused", "charge", "coupDeGrace"),
  skill: fc.constantFrom("melee" as const, "ranged" as const),
  parry: fc.integer({ min: 0, max: 4 }),
  armor: fc.integer({ min: 0, max: 4 }),
  conditions: fc.subarray(["dodging", "feinted", "grappled", "unconscious"]),
};

type AttackCase = { [K in keyof typeof attackCaseFields]: (typeof attackCaseFields)[K] extends fc.Arbitrary<infer T> ? T : never };

/** A drawn case's attack plan and defender (a ranged attack cannot charge, so it attacks plainly). */
export function attackOf(x: AttackCase): { plan: AttackPlan; defender: { parry: number; armor: number; conditions: string[] } } {
  const maneuver = x.skill === "ranged" && x.maneuver === "charge" ? "none" : x.maneuver;
  return {
    plan: planAttack({ skill: x.skill, skillDice: x.skillDice, weaponClass: x.weaponClass, maneuver }),
    defender: { parry: x.parry, armor: x.armor, conditions: x.conditions },
  };
}

/** The distribution tests' attack: four dice with a medium weapon against parry 1 and armor 1. */
export const typicalAttack = () => ({
  plan: planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" }),
  defender: { parry: 1, armor: 1, conditions: [] as string[] },
});
