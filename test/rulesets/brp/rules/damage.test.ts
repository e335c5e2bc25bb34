import { describe, expect, it } from "vitest";
import {
  brpOptions,
  crushingModifier,
  defaultSpecialType,
  halfModifier,
  planDamage,
  rollDamage,
  effectiveModifier,
} from "../../../../src/rulesets/brp/rules/index.js";
import { ReplayDice } from "../../../../src/core/dice.js";
import { parseFormula } from "../../../../src/core/formula.js";

const weapon = (formula: string, specialType: "bleeding" | "crushing" | "entangling" | "impaling" | "knockback", damageModifier = "0", modifierMode: "full" | "half" | "none" = "full") => ({ formula, specialType, damageModifier, modifierMode });

describe("brp damage", () => {
  it("BRP-TV-2: critical shortsword 1D6+1 with DM 1D4 → 7 + 1D4", () => {
    const plan = planDamage(weapon("1D6+1", "impaling", "+1D4"), "critical");
    expect(plan.formula).toBe("1d4+7");
    expect(rollDamage(plan, new ReplayDice([3])).total).toBe(10);
  });

  it("BRP-TV-3: critical pistol 1D10 with no DM → 10", () => {
    const plan = planDamage(weapon("1D10", "impaling"), "critical");
    expect(plan.formula).toBe("10");
    expect(rollDamage(plan, new ReplayDice([])).total).toBe(10);
  });

  it("BRP-TV-4: a special with a 1D8 firearm impales: 2D8", () => {
    const plan = planDamage(weapon("1D8", "impaling", "0", "none"), "special");
    expect(plan.formula).toBe("2d8");
    expect(plan.specialEffect).toBe("impaling");
    expect(rollDamage(plan, new ReplayDice([3, 7])).total).toBe(10);
  });

  it("BRP-TV-6: greatsword — success 2D8, special 2D8 with bleeding, critical 16; the DM rolled apart and added", () => {
    expect(planDamage(weapon("2D8", "bleeding", "+1D6"), "success")).toMatchObject({ formula: "2d8+1d6", specialEffect: null });
    expect(planDamage(weapon("2D8", "bleeding", "+1D6"), "special")).toMatchObject({ formula: "2d8+1d6", specialEffect: "bleeding" });
    const crit = planDamage(weapon("2D8", "bleeding", "+1D6"), "critical");
    expect(crit).toMatchObject({ formula: "1d6+16", specialEffect: null, maximizeWeapon: true });
    expect(rollDamage(crit, new ReplayDice([2]))).toMatchObject({ weaponTotal: 16, modifierTotal: 2, total: 18 });
  });

  it("BRP-TV-7: impale doubles 1D6+1 to 2D6+2, the DM is rolled once", () => {
    const plan = planDamage(weapon("1D6+1", "impaling", "+1D4"), "special");
    expect(plan.formula).toBe("2d6+1d4+2");
    expect(rollDamage(plan, new ReplayDice([1, 1, 1])).total).toBe(5);
  });

  it("BRP-SPC-14: impaling doubles the weapon's dice and bonus, not the damage modifier", () => {
    const plan = planDamage(weapon("1D8+1", "impaling", "+1D6"), "special");
    expect(plan.weapon).toEqual(parseFormula("2D8+2"));
    expect(plan.modifier).toEqual(parseFormula("1D6"));
  });

  it("BRP-SPC-5: crushing doubles the DM (1D4 → 2D4), a negative DM becomes none, no DM becomes +1D4", () => {
    expect(crushingModifier(parseFormula("+1D4"))).toEqual(parseFormula("2D4"));
    expect(crushingModifier(parseFormula("+2D6"))).toEqual(parseFormula("4D6"));
    expect(crushingModifier(parseFormula("-1D4"))).toEqual({ dice: [], constant: 0 });
    expect(crushingModifier({ dice: [], constant: 0 })).toEqual(parseFormula("1D4"));
    expect(planDamage(weapon("1D8", "crushing", "+1D4"), "special").formula).toBe("1d8+2d4");
    expect(planDamage(weapon("1D8", "crushing", "+1D4"), "success").formula).toBe("1d8+1d4");
    // Setting: count the raised modifier at its maximum instead.
    const max = brpOptions({ crushingModifier: "maximize" });
    expect(planDamage(weapon("1D8", "crushing", "+1D6"), "special", max).formula).toBe("1d8+6");
    expect(planDamage(weapon("1D8", "crushing", "0"), "special", max).formula).toBe("1d8+4");
    expect(planDamage(weapon("1D8", "crushing", "-1D4"), "special", max).formula).toBe("1d8");
  });

  it("BRP-MSL-6: thrown weapons and bows add half a positive DM (1D4 → 1D2, 2D6 → 1D6); self-propelled none; negative kept", () => {
    expect(halfModifier(parseFormula("1D4"))).toEqual(parseFormula("1D2"));
    expect(halfModifier(parseFormula("2D6"))).toEqual(parseFormula("1D6"));
    expect(halfModifier(parseFormula("1D6"))).toEqual(parseFormula("1D3"));
    expect(halfModifier(parseFormula("-1D4"))).toEqual(parseFormula("-1D4"));
    expect(effectiveModifier("+1D4", "none")).toEqual({ dice: [], constant: 0 });
    expect(planDamage(weapon("1D4+2", "impaling", "+1D4", "half"), "success").formula).toBe("1d4+1d2+2");
  });

  it("BRP-RES-10: a critical is maximum weapon damage plus the rolled modifier and carries no special effect", () => {
    const plan = planDamage(weapon("1D8+1", "crushing", "+1D4"), "critical");
    expect(plan).toMatchObject({ formula: "1d4+9", specialEffect: null });
    expect(plan.modifier).toEqual(parseFormula("1D4"));
  });

  it("BRP-RES-11: a special deals normal damage plus its type's effect", () => {
    for (const t of ["bleeding", "entangling", "knockback"] as const) expect(planDamage(weapon("1D6", t), "special")).toMatchObject({ formula: "1d6", specialEffect: t });
  });

  it("BRP-SPC-1: default special type by weapon kind; clubs crush, shield bashes knock back", () => {
    expect(defaultSpecialType("slashing")).toBe("bleeding");
    expect(defaultSpecialType("blunt")).toBe("crushing");
    expect(defaultSpecialType("flexible")).toBe("entangling");
    expect(defaultSpecialType("thrusting")).toBe("impaling");
    expect(defaultSpecialType("energy")).toBe("impaling");
    expect(defaultSpecialType("unarmedThrow")).toBe("knockback");
  });

  it("BRP-SHD-4: shield attacks knock back on a special; spiked shields may impale", () => {
    expect(defaultSpecialType("shield")).toBe("knockback");
    expect(defaultSpecialType("spikedShield")).toBe("impaling");
  });

  it("a bad weapon formula is refused with FRAY.Error.InvalidFormula", () => {
    expect(() => planDamage(weapon("1D6+x", "bleeding"), "success")).toThrow(/InvalidFormula/);
  });
});
