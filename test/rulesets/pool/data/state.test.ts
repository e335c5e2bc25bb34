import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { defenseOf, fromCondition, livingDerived, mountDerived, rollPenalty, shipDerived, toCondition, vehicleDerived, type ItemLike, type LivingSystem } from "../../../../src/rulesets/pool/data/state.js";
import { dodgeCondition, feintedCondition } from "../../../../src/rulesets/pool/rules/conditions.js";

const creature = (file: string) => load(readFileSync(join(import.meta.dirname, "../../../../packs/_source/pool-creatures", file), "utf8")) as { system: LivingSystem; items: ItemLike[] };
const withTracks = (s: LivingSystem, wound: number, fatigue: number, fear = 0): LivingSystem => ({
  ...s,
  tracks: { wound: { value: wound, max: 3 }, fatigue: { value: fatigue, max: 3 }, fear: { value: fear, max: 3 } },
});

describe("pool data → rules state", () => {
  it("FC-DEF-5: the militiaman's light shield and leather armor give Parry 1 and Armor 1", () => {
    const m = creature("militiaman.yml");
    const d = livingDerived(m.system, m.items);
    expect([d.parry, d.armor]).toEqual([1, 1]);
  });

  it("the mercenary defends with Parry 2 and Armor 2; unequipped gear counts for nothing", () => {
    const m = creature("mercenary.yml");
    expect([livingDerived(m.system, m.items).parry, livingDerived(m.system, m.items).armor]).toEqual([2, 2]);
    const stripped = m.items.map((i) => ({ ...i, system: { ...(i.system as object), equipped: false } }));
    expect([livingDerived(m.system, stripped).parry, livingDerived(m.system, stripped).armor]).toEqual([1, 0]);
  });

  it("FC-PEN-3: track penalties stack into every skill pool and show per box", () => {
    const g = creature("palace-guard.yml");
    const d = livingDerived(withTracks(g.system, 3, 2), g.items);
    expect(d.trackPenalty).toBe(-3);
    expect(d.pools.melee).toBe(0);
    expect(d.tracks.wound.boxes.map((b) => [b.ticked, b.penalty])).toEqual([
      [true, 0],
      [true, -1],
      [true, -2],
    ]);
  });

  it("FC-TV-18: −2D of track penalties cost 2 Speed", () => {
    const g = creature("palace-guard.yml");
    expect(livingDerived(withTracks(g.system, 2, 2), g.items).speed).toBe(g.system.speed - 2);
  });

  it("FC-POI-5: dying of poison costs 2D on all rolls and halves Speed", () => {
    const g = creature("palace-guard.yml");
    const dying = { ...g.system, conditions: [{ id: "poisonedDying" as const, duration: "permanent" as const, rounds: 0, ownerId: "x", appliedRound: 1, data: { hoursLeft: 3 } }] };
    const d = livingDerived(dying, g.items);
    expect([d.poisonPenalty, d.pools.stamina, d.speed]).toEqual([-2, g.system.skills.stamina - 2, Math.floor(g.system.speed / 2)]);
  });

  it("FC-INJ-3: an arm injury lowers attack pools, a leg injury lowers Speed", () => {
    const g = creature("palace-guard.yml");
    const hurt = [...g.items, { type: "poolInjury", system: { kind: "arm" } }, { type: "poolInjury", system: { kind: "leg" } }];
    const d = livingDerived(g.system, hurt);
    expect(d.pools.melee).toBe(g.system.skills.melee - 1);
    expect(rollPenalty(d, "willpower")).toBe(0);
    expect(d.speed).toBe(g.system.speed - 1);
  });

  it("FC-MAN-5 and FC-MAN-7: stored Dodge raises Parry; a stored Feint strips it against melee", () => {
    const g = creature("palace-guard.yml");
    const dodging = livingDerived({ ...g.system, conditions: [fromCondition(dodgeCondition("g", 1))] }, g.items);
    expect(dodging.parryNow).toBe(2);
    expect(defenseOf(dodging, "melee")).toMatchObject({ parry: 2, armor: 1, parryApplies: true });
    const feinted = livingDerived({ ...g.system, conditions: [fromCondition(feintedCondition("g", 1))] }, g.items);
    expect(defenseOf(feinted, "melee")).toMatchObject({ parry: 0, parryApplies: false, parryLostBecause: "feinted" });
  });

  it("stored conditions round-trip to the shared vocabulary", () => {
    const c = { id: "dodging" as const, duration: { kind: "rounds" as const, rounds: 2 }, ownerId: "a", appliedRound: 3, data: { parryBonus: 1 } };
    expect(toCondition(fromCondition(c))).toEqual(c);
  });

  it("FC-MNT-6, FC-VEH-4, FC-SHIP-2, FC-SHIP-4: mount, team and ship modifiers come from the rules' tables", () => {
    expect(mountDerived({ size: "large", clawsOrFangs: true }).attackModifier).toBe(2);
    expect(vehicleDerived({ team: { size: "small", clawsOrFangs: false }, structure: { value: 1, max: 4 } }).teamAttackModifier).toBe(-1);
    const cog = shipDerived({ size: "medium", structure: { value: 2, max: 10 } });
    expect([cog.controlDifficulty, cog.ramModifier, cog.structure.boxes.filter((b) => b.ticked).length]).toEqual([2, -2, 2]);
  });
});
