import { describe, expect, it } from "vitest";
import {
  ATTACK_DEFENCE_MATRIX,
  deliveredByRule,
  resolveMatrix,
  SUCCESS_LEVELS,
  type HittingLevel,
  type SuccessLevel,
} from "../../../../src/rulesets/brp/rules/index.js";

/** Expected cells written out from the chapter's matrix: [attack, defence, delivered, armor, parryItem, attackWeapon, meleeOnly, defenderFumbles]. */
const EXPECTED: Array<[HittingLevel, SuccessLevel, string, boolean, number, number, boolean, boolean]> = [
  ["critical", "critical", "blocked", true, 0, 0, false, false],
  ["critical", "special", "success", true, 2, 0, false, false],
  ["critical", "success", "special", true, 4, 0, false, false],
  ["critical", "failure", "critical", false, 0, 0, false, false],
  ["critical", "fumble", "critical", false, 0, 0, false, true],
  ["special", "critical", "blocked", true, 0, 1, false, false],
  ["special", "special", "blocked", true, 0, 0, false, false],
  ["special", "success", "success", true, 2, 0, false, false],
  ["special", "failure", "special", true, 0, 0, false, false],
  ["special", "fumble", "special", true, 0, 0, false, true],
  ["success", "critical", "blocked", true, 0, 2, true, false],
  ["success", "special", "blocked", true, 0, 1, true, false],
  ["success", "success", "blocked", true, 0, 0, false, false],
  ["success", "failure", "success", true, 0, 0, false, false],
  ["success", "fumble", "success", true, 0, 0, false, true],
];

describe("brp attack and defense matrix", () => {
  for (const [attack, defence, delivered, armor, parryItem, attackWeapon, meleeOnly, fumbles] of EXPECTED) {
    it(`BRP-MTX-1: ${attack} attack vs ${defence} defence → ${delivered}, parrying item −${parryItem}, attacking weapon −${attackWeapon}`, () => {
      const c = ATTACK_DEFENCE_MATRIX[attack][defence];
      expect(c).toEqual({ delivered, armorApplies: armor, parryingItemDamage: parryItem, attackingWeaponDamage: attackWeapon, attackingWeaponDamageMeleeOnly: meleeOnly, defenderFumbles: fumbles });
      const parry = resolveMatrix(attack, { kind: "parry", level: defence }, true);
      expect(parry).toMatchObject({ delivered, armorApplies: armor, parryingItemDamage: parryItem, attackingWeaponDamage: attackWeapon, defenderFumbles: fumbles });
      // A dodge meets the same outcome but no item takes damage.
      const dodge = resolveMatrix(attack, { kind: "dodge", level: defence }, true);
      expect(dodge).toMatchObject({ delivered, armorApplies: armor, parryingItemDamage: 0, attackingWeaponDamage: 0, defenderFumbles: fumbles });
      // Missile attacks: a plain success's weapon damage needs a melee parry.
      const missile = resolveMatrix(attack, { kind: "parry", level: defence }, false);
      expect(missile.attackingWeaponDamage).toBe(meleeOnly ? 0 : attackWeapon);
    });
  }

  const MISS_ROWS = [
    ["failure", false, "no damage, no effect"],
    ["fumble", true, "complete miss, the attacker rolls a fumble table, the defender is unharmed"],
  ] as const;
  for (const [attack, attackerFumbles, text] of MISS_ROWS) {
    it(`BRP-MTX-1: ${attack} attack vs any defence → ${text}`, () => {
      const expected = { delivered: "blocked", attackMissed: true, attackerFumbles, defenderFumbles: false, parryingItemDamage: 0, attackingWeaponDamage: 0 };
      // Whatever the defender would have rolled (no roll is needed), the row is the same.
      for (const level of SUCCESS_LEVELS) {
        expect(resolveMatrix(attack, { kind: "parry", level })).toMatchObject(expected);
        expect(resolveMatrix(attack, { kind: "dodge", level })).toMatchObject(expected);
      }
      expect(resolveMatrix(attack, { kind: "none" })).toMatchObject(expected);
    });
  }

  it("BRP-MTX-1: an undefended hitting attack meets the failure row", () => {
    for (const attack of ["critical", "special", "success"] as const) {
      expect(resolveMatrix(attack, { kind: "none" })).toEqual(resolveMatrix(attack, { kind: "dodge", level: "failure" }));
    }
  });

  it("BRP-MTX-2: every cell follows delivered = attack rank − defence rank", () => {
    for (const attack of ["critical", "special", "success"] as const) {
      for (const defence of SUCCESS_LEVELS) expect(ATTACK_DEFENCE_MATRIX[attack][defence].delivered).toBe(deliveredByRule(attack, defence));
    }
  });

  it("BRP-RES-2: success vs failed defence hits; success vs successful defence is stopped; no defence counts as a failed one", () => {
    expect(resolveMatrix("success", { kind: "parry", level: "failure" }).delivered).toBe("success");
    expect(resolveMatrix("success", { kind: "dodge", level: "success" }).delivered).toBe("blocked");
    expect(resolveMatrix("success", { kind: "none" }).delivered).toBe("success");
    expect(() => resolveMatrix("success", { kind: "parry" })).toThrow(/DefenceLevelMissing/);
  });

  it("BRP-TV-15: critical vs success parry → special, armor counts, parrying item −4; special vs critical parry → blocked, attacking weapon −1; success vs special parry in melee → blocked, attacking weapon −1", () => {
    expect(resolveMatrix("critical", { kind: "parry", level: "success" })).toMatchObject({ delivered: "special", armorApplies: true, parryingItemDamage: 4 });
    expect(resolveMatrix("special", { kind: "parry", level: "critical" })).toMatchObject({ delivered: "blocked", attackingWeaponDamage: 1 });
    expect(resolveMatrix("success", { kind: "parry", level: "special" }, true)).toMatchObject({ delivered: "blocked", attackingWeaponDamage: 1 });
  });

  it("BRP-RES-12: the matrix governs — a critical met by a special or plain parry is downgraded and armor counts", () => {
    expect(resolveMatrix("critical", { kind: "parry", level: "special" })).toMatchObject({ delivered: "success", armorApplies: true });
    expect(resolveMatrix("critical", { kind: "none" })).toMatchObject({ delivered: "critical", armorApplies: false });
  });

  it("BRP-ARM-6: only a delivered critical ignores armor", () => {
    for (const attack of ["critical", "special", "success"] as const) {
      for (const defence of SUCCESS_LEVELS) {
        const c = ATTACK_DEFENCE_MATRIX[attack][defence];
        expect(c.armorApplies).toBe(c.delivered !== "critical");
      }
    }
  });

  it("BRP-PAR-2: a successful parry of a plain success deflects all damage", () => {
    for (const level of ["success", "special", "critical"] as const) expect(resolveMatrix("success", { kind: "parry", level }).delivered).toBe("blocked");
  });

  it("BRP-PAR-3: the parrying item is damaged only by the matrix's 2 or 4 points (the crushing and destroy rules are elsewhere)", () => {
    const damages = new Set<number>();
    for (const attack of ["critical", "special", "success"] as const) for (const d of SUCCESS_LEVELS) damages.add(ATTACK_DEFENCE_MATRIX[attack][d].parryingItemDamage);
    expect([...damages].sort()).toEqual([0, 2, 4]);
  });

  it("BRP-SHD-6: a parried ordinary blow never damages the shield", () => {
    for (const d of SUCCESS_LEVELS) expect(ATTACK_DEFENCE_MATRIX.success[d].parryingItemDamage).toBe(0);
  });

  it("BRP-SHD-2: shields lose hit points only to special or better blows", () => {
    expect(resolveMatrix("special", { kind: "parry", level: "success" }).parryingItemDamage).toBe(2);
    expect(resolveMatrix("success", { kind: "parry", level: "success" }).parryingItemDamage).toBe(0);
  });
});
