import { describe, expect, it } from "vitest";
import { FIGHTER_OF, duskFighterOf, flurryFighterOf, type ActorSource } from "../../src/foundry/sim/fighters.js";
import { loadFighterReading } from "../../src/foundry/sim/fighter-loaders.js";
import { RULESET_KEYS } from "../../src/foundry/ruleset-keys.js";
import { boneKnight, ghoul, tamsin, wren } from "../../src/scenarios/dusk/fixtures.js";
import { caveBear, soldier, spearman } from "../../src/scenarios/flurry/fixtures.js";

/** A scenario's actor spec as stored data (what `actor.toObject()` gives the simulator). */
const source = (spec: { name: string; type: string; system?: unknown; items?: readonly unknown[] }): ActorSource => ({ name: spec.name, type: spec.type, system: spec.system ?? {}, items: (spec.items ?? []) as ActorSource["items"] });

describe("actor → fighter readings for the simulator", () => {
  it("every ruleset has one, and the tracker's loader imports the same function", async () => {
    for (const key of RULESET_KEYS) expect(await loadFighterReading(key)).toBe(FIGHTER_OF[key]);
  });

  it("dusk: Wren is a PC with her pools, health 12 (second-highest Pool max), light armor 1, her longsword's 4 damage and Swords (Might) trained", () => {
    const fighter = duskFighterOf(source(wren()), "wren");
    if (fighter.kind !== "pc") throw new Error("Wren should read as a PC");
    expect(fighter.damage).toBe(4);
    expect(fighter.skill).toBe("trained");
    expect(fighter.pc.health).toBe(12);
    expect(fighter.pc.armor.total).toBe(1);
    expect(fighter.pc.pools.speed.max).toBe(14);
    expect(fighter.pc.level).toBe(2);
  });

  it("dusk: Tamsin shoots her shortbow (3, Speed) eased by her Speed skill; a PC with no weapon fights bare-handed for 1", () => {
    const archer = duskFighterOf(source(tamsin()), "tamsin");
    expect(archer.kind === "pc" && [archer.damage, archer.skill]).toEqual([3, "trained"]);
    const bare = duskFighterOf(source({ ...wren(), items: [] }), "bare");
    expect(bare.kind === "pc" && [bare.damage, bare.skill]).toEqual([1, "untrained"]);
  });

  it("dusk: NPCs keep level, health, armor, damage and wound limit (the bone knight: level 4, health 10, armor 2, damage 5, three wounds)", () => {
    const knight = duskFighterOf(source(boneKnight()), "knight");
    if (knight.kind !== "npc") throw new Error("the knight should read as an NPC");
    expect([knight.npc.kind, knight.npc.level, knight.npc.health, knight.npc.armor, knight.npc.damage, knight.npc.woundLimit]).toEqual(["elite", 4, 10, 2, 5, 3]);
    const minion = duskFighterOf(source(ghoul()), "ghoul");
    expect(minion.kind === "npc" && [minion.npc.kind, minion.npc.level, minion.npc.health]).toEqual(["minion", 2, 4]);
  });

  it("flurry: the veteran soldier swings his arming sword (skill 5, AGL +1, STR 6, 1d8 entered, penetration 1) under mail and shield that add up per location", () => {
    const fighter = flurryFighterOf(source(soldier()), "vet");
    expect([fighter.fighterRank, fighter.skill, fighter.agilityMod, fighter.strength, fighter.movementRate]).toEqual([6, 5, 1, 6, 7]);
    expect(fighter.weapon).toEqual({ impactModifier: 2, penetrationValue: 1, wounds: "cut", impactDice: { kind: "dice", count: 1, faces: 8 } });
    // Mail (3, threshold 5) and the shield (2, threshold 6, +1 Defense) both cover the chest and left arm.
    expect(fighter.armour?.chest).toEqual({ absorption: 5, penetrationThreshold: 6, defenseBonus: 1 });
    expect(fighter.armour?.belly).toEqual({ absorption: 3, penetrationThreshold: 5, defenseBonus: 0 });
    expect(fighter.armour?.head).toBeUndefined();
    expect(fighter.wounds).toEqual([]);
  });

  it("flurry: a weapon with no dice entered leaves the table to answer; the cave bear keeps its thresholds and innate resistance", () => {
    expect(flurryFighterOf(source(spearman()), "spear").weapon).toEqual({ impactModifier: 3, penetrationValue: 2, wounds: "puncture" });
    const bear = flurryFighterOf(source(caveBear()), "bear");
    expect([bear.thresholds, bear.innateResistance, bear.skill, bear.agilityMod]).toEqual([{ impaired: 7, disabled: 14, destroyed: 21 }, 2, 4, -1]);
  });

  it("refuses in words: a flurry fighter without a weapon, impact dice that are not dice, an actor of another ruleset", () => {
    expect(() => flurryFighterOf(source({ ...soldier(), items: [] }), "x")).toThrow(expect.objectContaining({ i18nKey: "FRAY.Sim.Error.NoWeapon", data: { name: "Veteran Soldier" } }));
    const odd = soldier();
    const items = (odd.items ?? []).map((item) => (item.name === "Arming Sword" ? { ...item, system: { ...(item.system as object), impactDice: "2x" } } : item));
    expect(() => flurryFighterOf(source({ ...odd, items }), "x")).toThrow(expect.objectContaining({ i18nKey: "FRAY.Flurry.Error.BadImpactDice", data: { dice: "2x" } }));
    expect(() => duskFighterOf(source(soldier()), "x")).toThrow(expect.objectContaining({ i18nKey: "FRAY.Sim.Error.WrongRuleset" }));
  });
});
