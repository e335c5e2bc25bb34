import { describe, expect, it } from "vitest";
import { attackCardContext, attackHasEffect, type AttackPayload, type AttackTarget } from "../../../../src/rulesets/pool/flows/cards.js";
import { planAttack } from "../../../../src/rulesets/pool/rules/index.js";

/** Whether an attack card offers Apply: only when some damage gets through (no Apply, no Undo of nothing). */
const target = (name: string, parry: number, armor: number): AttackTarget => ({ uuid: `Actor.${name}`, tokenUuid: null, name, img: "", parry, armor, parryApplies: true, parryLostBecause: null });
const attack = (dice: number[], targets: AttackTarget[]): AttackPayload => ({
  attacker: { uuid: "Actor.a", name: "Aldric", img: "" },
  weapon: "Spear",
  plan: planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" }),
  maneuver: "none",
  dice,
  targets,
  headline: "FRAY.Pool.Card.AttackHeadline",
  applied: [],
});

describe("pool attack cards offer Apply only when it does something", () => {
  it("FC-TV-5: 1,3,4,4,6 against Parry 2 leaves 2 successes: there is damage to apply", () => {
    expect(attackHasEffect(attack([1, 3, 4, 4, 6], [target("Mercenary", 2, 0)]))).toBe(true);
  });
  it("FC-ATK-3: 2,4,4 against Parry 1 and Armor 1 leaves nothing: no Apply, and the card says why", () => {
    const payload = attack([2, 4, 4], [target("Militiaman", 1, 1)]);
    expect(attackHasEffect(payload)).toBe(false);
    expect(attackCardContext(payload).nothingToApply).toBe(true);
  });
  it("with two targets, one hit is enough to offer Apply; with no target there is nothing to offer", () => {
    expect(attackHasEffect(attack([5, 4, 4], [target("Militiaman", 1, 1), target("Guard", 0, 0)]))).toBe(true);
    expect(attackHasEffect(attack([6, 6], []))).toBe(false);
  });
});
