import { describe, expect, it } from "vitest";
import { healingDeltas, pullOut, woundToHeal } from "../../../../src/rulesets/brp/flows/healing.js";
import { applyDamage, firstAid, healWound, newHarm } from "../../../../src/rulesets/brp/rules/index.js";

const hurt = () => {
  let h = applyDamage(newHarm(17), { id: "dagger", targetId: "y", amount: 3, round: 1 }).harm;
  h = applyDamage(h, { id: "arrow", targetId: "y", amount: 8, round: 3, bleeding: true }).harm;
  return h;
};

describe("brp healing deltas", () => {
  it("BRP-TV-19: a fumbled First Aid costs a hit point, recorded on the actor and the treated wound", () => {
    const before = hurt();
    const after = firstAid(before, "dagger", "yvarre", "fumble", 1);
    const deltas = healingDeltas("Actor.y", before, after);
    expect(deltas).toContainEqual({ kind: "update", uuid: "Actor.y", path: "system.hitPoints.value", to: 5 });
    expect(deltas).toContainEqual({ kind: "update", uuid: "Actor.y.Item.dagger", path: "system.remaining", to: 4 });
    expect(deltas).toContainEqual({ kind: "update", uuid: "Actor.y.Item.dagger", path: "system.firstAidBy", to: ["yvarre"] });
  });

  it("BRP-HEAL-4/BRP-SPC-4: a successful First Aid restores points to that wound and stops its bleeding", () => {
    const before = hurt();
    const after = firstAid(before, "arrow", "kallistor", "success", 2);
    const deltas = healingDeltas("Actor.y", before, after);
    expect(deltas).toContainEqual({ kind: "update", uuid: "Actor.y", path: "system.hitPoints.value", to: 8 });
    expect(deltas).toContainEqual({ kind: "update", uuid: "Actor.y.Item.arrow", path: "system.bleeding", to: false });
  });

  it("BRP-HEAL-7: Healing goes to the newest open wound not blocked by a lodged weapon", () => {
    const h = hurt();
    expect(woundToHeal(h)).toBe("arrow");
    const healed = healWound(healWound(h, "arrow", 8), "dagger", 3);
    expect(woundToHeal(healed)).toBeNull();
    const lodged = applyDamage(h, { id: "spear", targetId: "y", amount: 2, round: 4, impaled: { weaponId: "s", formula: "1D6+1", damageSoFar: 2, largerThanKnife: true, thrown: false } }).harm;
    expect(woundToHeal(lodged)).toBe("arrow");
  });
});

describe("brp lodged weapons", () => {
  const speared = () =>
    applyDamage(newHarm(14), { id: "spear", targetId: "y", amount: 5, round: 2, impaled: { weaponId: "s", formula: "1D6+1", damageSoFar: 5, largerThanKnife: true, thrown: false } }).harm;

  it("BRP-SPC-17: pulled out, the weapon leaves the wound, which can then heal", () => {
    const before = speared();
    const after = pullOut(before, "spear", { freed: true, extraDamage: 0 });
    expect(after.wounds[0]!.impaled).toBeNull();
    expect(woundToHeal(after)).toBe("spear");
    expect(healingDeltas("Actor.y", before, after)).toContainEqual({ kind: "update", uuid: "Actor.y.Item.spear", path: "system.impaled.weaponId", to: "" });
  });

  it("BRP-SPC-17: a failed attempt costs the 1D3 on the same wound and the weapon stays", () => {
    const after = pullOut(speared(), "spear", { freed: false, extraDamage: 2 });
    expect(after.hp).toBe(7);
    expect(after.wounds[0]).toMatchObject({ damage: 7, remaining: 7, impaled: { damageSoFar: 7 } });
  });
});
