import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { armorExplained, livingDerived, parryExplained, skillPoolExplained, speedExplained, weaponPoolExplained, type ItemLike, type LivingSystem, type StoredCondition } from "../../../../src/rulesets/pool/data/state.js";

/** The sheet's tooltips: each derived number broken into its sources, worked by hand from the rules. */
const creature = (file: string) => load(readFileSync(join(import.meta.dirname, "../../../../packs/_source/pool-creatures", file), "utf8")) as { system: LivingSystem; items: ItemLike[] };
const aldric = creature("aldric.yml");
const arm: ItemLike = { id: "inj1", name: "Gashed forearm", type: "poolInjury", system: { kind: "arm", permanent: false, treated: false } };
const leg: ItemLike = { id: "inj2", name: "Twisted knee", type: "poolInjury", system: { kind: "leg", permanent: false, treated: false } };
const hurt: LivingSystem = { ...aldric.system, tracks: { wound: { value: 2, max: 3 }, fatigue: { value: 1, max: 3 }, fear: { value: 0, max: 3 } } };
const dying: StoredCondition = { id: "poisonedDying", duration: "permanent", rounds: 0, ownerId: "a", appliedRound: 1, data: { hoursLeft: 3 } };

describe("pool breakdowns", () => {
  it("FC-PEN-3: Aldric's Melee 4 with a second Wound (−1D) and a hurt arm (−1D) rolls 2D, each source named", () => {
    const pool = skillPoolExplained(hurt, [...aldric.items, arm], "melee");
    expect(pool.parts).toEqual([
      { source: "skill", amount: 4 },
      { source: "wound", amount: -1 },
      { source: "injury", name: "Gashed forearm", amount: -1 },
    ]);
    expect([pool.total, pool.rolled]).toEqual([2, 2]);
  });

  it("FC-ATK-2: the spear attack adds its +1D weapon dice to the same pool (3D); the sheet's figure agrees with the data model", () => {
    const spear = aldric.items.find((i) => i.type === "poolWeapon")!;
    const pool = weaponPoolExplained(hurt, [...aldric.items, arm], spear.system as { skill: "melee"; weaponClass: "medium" });
    expect(pool.parts.map((p) => [p.source, p.amount])).toEqual([["skill", 4], ["weapon", 1], ["wound", -1], ["injury", -1]]);
    expect(pool.total).toBe(3);
    expect(livingDerived(hurt, [...aldric.items, arm]).pools.melee + 1).toBe(pool.total);
  });

  it("FC-DICE-5: untrained Medicine (0D) under a −1D wound totals −1D and rolls no dice, or the GM's minimum", () => {
    const pool = skillPoolExplained(hurt, aldric.items, "medicine");
    expect([pool.total, pool.rolled]).toEqual([-1, 0]);
    expect(skillPoolExplained(hurt, aldric.items, "medicine", { minimumPool: 1 }).rolled).toBe(1);
  });

  it("FC-DEF-5: the militiaman's parry is his own 0 plus his Light Shield's 1; armor is his Leather Armor's 1", () => {
    const m = creature("militiaman.yml");
    expect(parryExplained(m.system, m.items)).toEqual({ parts: [{ source: "base", amount: 0 }, { source: "shield", name: "Light Shield", amount: 1 }], total: 1 });
    expect(armorExplained(m.system, m.items)).toEqual({ parts: [{ source: "base", amount: 0 }, { source: "armor", name: "Leather Armor", amount: 1 }], total: 1 });
  });

  it("FC-PEN-4: speed 10 with a leg injury (9), dying of poison (halved to 4), then Wound and Fatigue at −1D each (2)", () => {
    const system: LivingSystem = { ...aldric.system, speed: 10, tracks: { wound: { value: 2, max: 3 }, fatigue: { value: 2, max: 3 }, fear: { value: 0, max: 3 } }, conditions: [dying] };
    const speed = speedExplained(system, [leg]);
    expect(speed.parts).toEqual([
      { source: "base", amount: 10 },
      { source: "legInjury", name: "Twisted knee", amount: -1 },
      { source: "poisonHalved", amount: -5 },
      { source: "wound", amount: -1 },
      { source: "fatigue", amount: -1 },
    ]);
    expect(speed.total).toBe(2);
    expect(livingDerived(system, [leg]).speed).toBe(2);
  });
});
