import { describe, expect, it } from "vitest";
import { identityProblems, manifestProblems, packLayout, readPack, systemProblems, type PackCollection, type SourceDoc } from "../../../helpers/pack-sources.js";
import { readSystemManifest } from "../../../../scripts/lib/project.js";
import { ACTOR_SPECS, ITEM_SPECS, type FighterSystem } from "../../../../src/rulesets/flurry/data/specs.js";
import { deriveFighter, type ItemLike } from "../../../../src/rulesets/flurry/data/state.js";
import { FLURRY_PACKS } from "../../../../src/rulesets/flurry/data/packs.js";
import { flurryOptions, sideFacing, zonesOf, type ReachType } from "../../../../src/rulesets/flurry/rules/index.js";

/** Compendium sources of the flurry ruleset, checked against the data-model specs and the rules. */
const PACK_TYPES: Record<string, readonly string[]> = {
  "flurry-weapons": ["flurryWeapon"],
  "flurry-armor": ["flurryArmor", "flurryShield"],
  "flurry-fighters": ["flurryFighter", "flurryCreature"],
};
const COLLECTION: Record<string, PackCollection> = { "flurry-fighters": "actors" };
const packs = Object.fromEntries(Object.keys(PACK_TYPES).map((pack) => [pack, readPack(pack)]));
const SPECS = { ...ITEM_SPECS, ...ACTOR_SPECS };
const named = (pack: string, name: string) => {
  const doc = packs[pack]!.find((d) => d.name === name);
  if (!doc) throw new Error(`${name} is missing from ${pack}`);
  return doc;
};
const asItem = (d: SourceDoc): ItemLike => ({ id: d._id, name: d.name, type: String(d.type), system: d.system });
/** The default options: impact beyond the surviving table must come from the weapon (WC-STR-2). */
const derive = (doc: SourceDoc) => deriveFighter(doc.system as unknown as FighterSystem, (doc.items ?? []).map(asItem), flurryOptions());
const text = (doc: SourceDoc) => String(doc.system?.["description"] ?? doc.system?.["notes"] ?? "");

describe("flurry compendium sources", () => {
  it("FLURRY_PACKS names every flurry pack folder, each listed in system.json and in the War & Combat pack folder", () => {
    expect([...FLURRY_PACKS].sort()).toEqual(Object.keys(PACK_TYPES).sort());
    expect(manifestProblems(FLURRY_PACKS, readSystemManifest())).toEqual([]);
  });

  it("every document (and every fighter's item) has a stable id, the right _key, a core image and the fray stats", () => {
    expect(identityProblems(packs, packLayout(PACK_TYPES, COLLECTION))).toEqual([]);
  });

  it("every system block (fighters' items included) matches its data model's spec", () => {
    const docs = Object.values(packs).flat();
    expect(docs.flatMap((doc) => [...systemProblems(doc, SPECS), ...(doc.items ?? []).flatMap((item) => systemProblems(item, SPECS))])).toEqual([]);
  });

  it("every entry says in its text that its numbers are house values (the source has no weapon, armour or creature tables)", () => {
    for (const doc of Object.values(packs).flat()) expect(text(doc), doc.name).toMatch(/House values/);
  });

  it("WC-FVTT-1: at least 12 fighters and creatures, Fighter ranks from 1 to 15, creatures with their own named parts", () => {
    const fighters = packs["flurry-fighters"]!;
    expect(fighters.length).toBeGreaterThanOrEqual(12);
    const ranks = fighters.map((d) => Number(d.system?.["fighterRank"]));
    expect(Math.min(...ranks)).toBe(1);
    expect(Math.max(...ranks)).toBe(15);
    const creatures = fighters.filter((d) => d.type === "flurryCreature");
    expect(creatures.length).toBeGreaterThanOrEqual(3);
    for (const creature of creatures) expect((creature.system?.["locations"] as unknown[]).length, creature.name).toBeGreaterThan(0);
  });

  it("WC-DATA-1 / WC-FLY-8: the knight's Defense is 21 in front (10 + FR 10 + AGL 1) and the champion has 5 actions a flurry (2 + 15 ÷ 5)", () => {
    const knight = derive(named("flurry-fighters", "Knight"));
    expect(knight.defence.find((row) => row.key === "front")?.value).toBe(21);
    expect(derive(named("flurry-fighters", "Champion")).actionsPerFlurry).toBe(5);
    // Mail and coif aside, the knight's breastplate, shield and helm add up on his chest: 5 + 3 absorption.
    expect(knight.armour.chest).toMatchObject({ absorption: 8 });
  });

  it("WC-STR-2: every fighter derives cleanly under the default that asks for impact beyond the table: each weapon has dice", () => {
    for (const doc of packs["flurry-fighters"]!) {
      const derived = derive(doc);
      for (const weapon of derived.weapons) expect(weapon.impact.source, `${doc.name}: ${weapon.name}`).not.toBe("missing");
    }
  });

  it("WC-ZONE-1…5 / WC-RNG-8: every weapon's reach gives zones; polearms reach past one hex; missile weapons have a base range and only the crossbow needs loading", () => {
    for (const doc of packs["flurry-weapons"]!) {
      const system = doc.system as { range: number; reach: ReachType; missileRange: number; needsLoad: boolean; hands: number; skill: string };
      const zones = zonesOf({ position: { q: 0, r: 0 }, facing: sideFacing(0), weapon: { range: system.range, reach: system.reach }, engaged: true });
      expect(zones.threat.length > 0, doc.name).toBe(system.range > 0);
      if (system.reach === "polearm" || system.reach === "twoHandedSword") {
        expect(system.range, doc.name).toBeGreaterThanOrEqual(2);
        expect(system.hands, doc.name).toBe(2);
      }
      if (["bow", "crossbow"].includes(system.skill)) expect(system.missileRange, doc.name).toBeGreaterThan(0);
      expect(system.needsLoad, doc.name).toBe(system.skill === "crossbow");
    }
  });

  it("WC-GLOS-1/2, WC-ATK-5: armour stops some impact and has a threshold above its absorption's floor; every shield covers the shield arm and adds Defense", () => {
    for (const doc of packs["flurry-armor"]!) {
      const system = doc.system as { absorption: number; penetrationThreshold: number; defenseBonus: number; covers: Record<string, boolean> };
      expect(system.absorption, doc.name).toBeGreaterThan(0);
      expect(system.penetrationThreshold, doc.name).toBeGreaterThanOrEqual(system.absorption);
      expect(Object.values(system.covers).some(Boolean), doc.name).toBe(true);
      if (doc.type === "flurryShield") {
        expect(system.covers["leftArm"], doc.name).toBe(true);
        expect(system.defenseBonus, doc.name).toBeGreaterThan(0);
      }
    }
  });
});
