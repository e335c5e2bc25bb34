import { describe, expect, it } from "vitest";
import { attackDialogContext, attackDialogState, checkDialogContext, type AttackChoices, type AttackDialogInput } from "../../../../src/rulesets/pool/flows/dialog-state.js";
import { sideNames } from "../../../../src/rulesets/pool/flows/hooks.js";
import { attackOdds, beginEncounter, checkChance, defenseAgainst } from "../../../../src/rulesets/pool/rules/index.js";
import { ReplayDice } from "../../../../src/core/dice.js";

const base: AttackChoices = { profile: "weapon", maneuver: "none", cover: "none", distance: 0, extraDice: 0, thrown: false };
const spearman: AttackDialogInput = {
  skills: { melee: 4, ranged: 3 },
  penalties: { melee: 0, ranged: 0 },
  weapon: { weaponClass: "medium", skill: "melee", effectiveRange: 10, damage: "wound", canBash: true },
  defense: { melee: defenseAgainst({ parry: 2, armor: 2, conditions: [] }, "melee"), ranged: defenseAgainst({ parry: 2, armor: 2, conditions: [] }, "ranged") },
};
const archer: AttackDialogInput = { ...spearman, weapon: { weaponClass: "medium", skill: "ranged", effectiveRange: 20, damage: "wound", canBash: false } };

describe("roll dialog state", () => {
  it("FC-TV-4: the spear attack builds 5D; a charge makes it 6D (FC-MAN-4)", () => {
    expect(attackDialogState(spearman, base).plan?.pool.rolled).toBe(5);
    expect(attackDialogState(spearman, { ...base, maneuver: "charge" }).plan?.pool.rolled).toBe(6);
  });

  it("FC-TV-9: a short bow at 90 yards measured from the tokens costs 3D", () => {
    const state = attackDialogState(archer, { ...base, distance: 90 });
    expect([state.skill, state.increment, state.rangeDice, state.plan?.pool.rolled]).toEqual(["ranged", 20, -3, 1]);
  });

  it("FC-COV-1: more than 75% cover forbids a ranged attack and the dialog shows why", () => {
    const state = attackDialogState(archer, { ...base, cover: "full" });
    expect(state.plan).toBeNull();
    expect(state.error).toBe("FRAY.Pool.Error.IllegalAttack");
    expect(attackDialogContext({ name: "E", weapon: "Bow", target: "T" }, archer, { ...base, cover: "full" }).odds.error).toBe("FRAY.Pool.Error.IllegalAttack");
  });

  it("FC-RNG-1: a thrown spear uses the Ranged skill and the javelin increment", () => {
    const state = attackDialogState(spearman, { ...base, thrown: true, distance: 25 });
    expect([state.skill, state.increment, state.rangeDice]).toEqual(["ranged", 10, -1]);
  });

  it("FC-RNG-5: an improvised throw's increment is a yard per Ranged level", () => {
    const state = attackDialogState(spearman, { ...base, profile: "improvised", thrown: true, distance: 9 });
    expect([state.increment, state.rangeDice]).toEqual([3, -2]);
  });

  it("the dialog's odds are the rules' exact distribution against the target's Parry and Armor, updated with the choices", () => {
    const plain = attackDialogContext({ name: "A", weapon: "Spear", target: "M" }, spearman, base);
    const expected = attackOdds({ pool: 5, parry: 2, armor: 2, parryApplies: true });
    expect(plain.odds.expected).toBeCloseTo(expected.expectedDamage, 12);
    expect(plain.odds.rows!.reduce((sum, r) => sum + r.percent, 0)).toBeCloseTo(100, 9);
    const focused = attackDialogContext({ name: "A", weapon: "Spear", target: "M" }, spearman, { ...base, maneuver: "focused" });
    expect(focused.odds.expected).toBeGreaterThan(plain.odds.expected!);
  });

  it("FC-DICE-3: the check dialog shows P(successes ≥ difficulty) for the built pool", () => {
    const ctx = checkDialogContext({ name: "A", skill: "athletics" }, 3, -1, { difficulty: 2, extraDice: 1 });
    expect(ctx.pool.rolled).toBe(3);
    expect(ctx.odds.chance).toBeCloseTo(100 * checkChance(3, 2), 12);
  });
});

describe("sheet and tracker helpers", () => {
  it("FC-TV-1: the initiative card names each side after its combatants", () => {
    const people = [
      { id: "c1", side: "friendly", isPlayerCharacter: true, stats: {} },
      { id: "c2", side: "hostile", isPlayerCharacter: false, stats: {} },
      { id: "c3", side: "hostile", isPlayerCharacter: false, stats: {} },
    ];
    const state = beginEncounter(people, new ReplayDice([4, 5]));
    const names = sideNames([{ id: "c1", name: "Aldric" }, { id: "c2", name: "Guard 1" }, { id: "c3", name: "Guard 2" }], state);
    expect(names).toEqual({ friendly: "Aldric", hostile: "Guard 1, Guard 2" });
  });
});
