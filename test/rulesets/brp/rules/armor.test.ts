import { describe, expect, it } from "vitest";
import { armorSkillPenalty, armorValue, skillChanceExplained, attackOnItem, brpOptions, canWear, damageAfterArmor, type ArmorPiece } from "../../../../src/rulesets/brp/rules/index.js";
import { ReplayDice } from "../../../../src/core/dice.js";

const leather: ArmorPiece = { id: "leather", value: 1, randomValue: "1D2-1", skillPenalties: { stealth: -5 } };
const mail: ArmorPiece = { id: "mail", value: 7, randomValue: "1D8-1", locations: ["chest", "abdomen", "rightArm", "leftArm"], fitsSiz: { siz: 13, range: 3 } };
const padding: ArmorPiece = { id: "padding", value: 1, layerable: true };

describe("brp armor", () => {
  it("BRP-ARM-1: armor subtracts from a successful attack's damage, never below zero", () => {
    expect(damageAfterArmor(4, 1)).toBe(3);
    expect(damageAfterArmor(2, 5)).toBe(0);
  });

  it("BRP-ARM-2: only layerable pieces add; otherwise the best piece counts", () => {
    expect(armorValue([leather, mail])).toBe(7);
    expect(armorValue([leather, padding])).toBe(2);
    expect(armorValue([leather, mail], "head")).toBe(1);
  });

  it("BRP-ARM-3: damage past a shield parry loses both the shield's and the body's armor", () => {
    expect(damageAfterArmor(12, 2, true, 8)).toBe(2);
  });

  it("BRP-ARM-4: armor penalties hit physical skills, never weapon skills", () => {
    expect(armorSkillPenalty([leather], "stealth", false)).toBe(-5);
    expect(armorSkillPenalty([leather], "stealth", true)).toBe(0);
  });

  it("BRP-ARM-4: a skill's chance is its base, the points gained and each worn piece's penalty; weapon skills keep theirs; never below 0", () => {
    const chain: ArmorPiece = { id: "chain", value: 7, skillPenalties: { stealth: -20, swim: -30 } };
    // Stealth 10 base, raised to 45; leather −5 and chain −20: 45 − 5 − 20 = 20.
    expect(skillChanceExplained({ key: "stealth", base: 10, value: 45 }, [leather, chain], false)).toEqual({
      parts: [
        { source: "base", amount: 10 },
        { source: "gained", amount: 35 },
        { source: "armor", amount: -5, pieceId: "leather" },
        { source: "armor", amount: -20, pieceId: "chain" },
      ],
      total: 20,
    });
    // A weapon skill ignores the same armor: Broadsword 15 raised to 60 stays 60.
    expect(skillChanceExplained({ key: "stealth", base: 15, value: 60 }, [chain], true).total).toBe(60);
    // Swim 25 untouched by training, in chain (−30): 0, not −5.
    expect(skillChanceExplained({ key: "swim", base: 25, value: 25 }, [chain], false)).toEqual({ parts: [{ source: "base", amount: 25 }, { source: "armor", amount: -30, pieceId: "chain" }], total: 0 });
  });

  it("BRP-ARM-5: armor fits only SIZ within its range", () => {
    expect(canWear(mail, 16)).toBe(true);
    expect(canWear(mail, 17)).toBe(false);
    expect(canWear(leather, 30)).toBe(true);
  });

  it("BRP-OPT-6: random armor rolls each piece's range for every blow", () => {
    const on = brpOptions({ randomArmor: true });
    expect(armorValue([mail], "chest", new ReplayDice([5]), on)).toBe(4);
    expect(armorValue([mail], "chest", new ReplayDice([8]), on)).toBe(7);
    expect(armorValue([mail], "chest", new ReplayDice([5]))).toBe(7);
  });

  it("BRP-SHD-5: a blow aimed at a shield: its armor first, then its hit points, the rest strikes the defender", () => {
    expect(attackOnItem(10, 8, 12)).toEqual({ itemDamage: 2, destroyed: false, throughDamage: 0 });
    expect(attackOnItem(25, 8, 12)).toEqual({ itemDamage: 12, destroyed: true, throughDamage: 5 });
  });
});
