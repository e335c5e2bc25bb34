import { describe, expect, it } from "vitest";
import { identityProblems, manifestProblems, packLayout, readPack, systemProblems, type PackCollection, type SourceDoc } from "../../../helpers/pack-sources.js";
import { readSystemManifest } from "../../../../scripts/lib/project.js";
import { ReplayDice } from "../../../../src/core/dice.js";
import { ACTOR_SPECS, ITEM_SPECS } from "../../../../src/rulesets/dusk/rules/specs.js";
import { armorOf, npcState, pcState, type CharacterSystem, type NpcSystem } from "../../../../src/rulesets/dusk/rules/derived.js";
import type { ItemLike } from "../../../../src/core/item-like.js";
import { DUSK_PACKS } from "../../../../src/rulesets/dusk/data/packs.js";
import { rangeHindrance, startExchange, woundForTotal, type RangeBandKey } from "../../../../src/rulesets/dusk/rules/index.js";

/** Compendium sources of the dusk ruleset, checked against the data-model specs and the rules. */
const PACK_TYPES: Record<string, readonly string[]> = {
  "dusk-weapons": ["duskWeapon"],
  "dusk-armor": ["duskArmor"],
  "dusk-abilities": ["duskAbility", "duskSpell"],
  "dusk-skills": ["duskSkill", "duskAsset"],
  "dusk-npcs": ["duskNpc", "duskObject"],
  "dusk-tables": [],
};
const COLLECTION: Record<string, PackCollection> = { "dusk-npcs": "actors", "dusk-tables": "tables" };

const packs = Object.fromEntries(Object.keys(PACK_TYPES).map((pack) => [pack, readPack(pack)]));
const SPECS = { ...ITEM_SPECS, ...ACTOR_SPECS };
const asItem = (d: SourceDoc): ItemLike => ({ id: d._id, name: d.name, type: String(d.type), system: d.system });
const named = (pack: string, name: string) => {
  const doc = packs[pack]!.find((d) => d.name === name);
  if (!doc) throw new Error(`${name} is missing from ${pack}`);
  return doc;
};
const npcs = () => packs["dusk-npcs"]!.filter((d) => d.type === "duskNpc");
const hero: CharacterSystem = { level: 3, pools: { might: { value: 12, max: 12 }, speed: { value: 12, max: 12 }, intellect: { value: 12, max: 12 } }, effortMax: 2, health: { value: 12 }, destiny: 0, regainOnNextAction: false, restsUsed: [] };

describe("dusk compendium sources", () => {
  it("DUSK_PACKS names every dusk pack folder, each listed in system.json and in the Dusk pack folder", () => {
    expect([...DUSK_PACKS].sort()).toEqual(Object.keys(PACK_TYPES).sort());
    expect(manifestProblems(DUSK_PACKS, readSystemManifest())).toEqual([]);
  });

  it("every document has a stable 16-character id, the right _key, an image and the fray stats", () => {
    expect(identityProblems(packs, packLayout(PACK_TYPES, COLLECTION))).toEqual([]);
  });

  it("every system block matches its data model's spec", () => {
    const docs = Object.entries(packs).filter(([pack]) => pack !== "dusk-tables").flatMap(([, d]) => d);
    expect(docs.flatMap((doc) => systemProblems(doc, SPECS))).toEqual([]);
  });

  it("DB-ARM-2: each physical armor's stored value is its category's (light 1, medium 2, heavy 3)", () => {
    const expected = { light: 1, medium: 2, heavy: 3 } as Record<string, number>;
    for (const doc of packs["dusk-armor"]!.filter((d) => d.system?.["slot"] === "physical")) expect(doc.system?.["value"], doc.name).toBe(expected[String(doc.system?.["category"])]);
  });

  it("DB-ARM-3: from the pack, a chain shirt with a leather jacket over it gives 2; with Tough Hide and a Warding Sigil 4", () => {
    const shirt = asItem(named("dusk-armor", "Chain Shirt"));
    const jacket = asItem(named("dusk-armor", "Leather Jacket"));
    expect(armorOf([shirt, jacket]).total).toBe(2);
    expect(armorOf([shirt, jacket, asItem(named("dusk-armor", "Tough Hide")), asItem(named("dusk-armor", "Warding Sigil"))]).total).toBe(4);
  });

  it("DB-SIT-6: every ranged weapon can hit at its own band unhindered and one band further at one step", () => {
    const bands: RangeBandKey[] = ["immediate", "short", "long", "extreme"];
    for (const doc of packs["dusk-weapons"]!.filter((d) => d.system?.["mode"] === "ranged")) {
      const range = doc.system?.["range"] as RangeBandKey;
      const maxRange = (doc.system?.["maxRange"] || undefined) as RangeBandKey | undefined;
      expect(rangeHindrance({ range, maxRange }, range), doc.name).toEqual({ possible: true, steps: 0 });
      const next = bands[bands.indexOf(range) + 1];
      if (next) expect(rangeHindrance({ range, maxRange }, next), doc.name).toEqual({ possible: true, steps: 1 });
    }
  });

  it("DB-SIT-10: the speargun and the spear are the weapons that work underwater", () => {
    expect(packs["dusk-weapons"]!.filter((d) => d.system?.["worksUnderwater"] === true).map((d) => d.name).sort()).toEqual(["Spear", "Speargun"]);
  });

  it("DB-INIT-2: the skills pack holds an Initiative skill the initiative roll reads", () => {
    expect(named("dusk-skills", "Initiative").system).toMatchObject({ stat: "speed", initiative: true });
  });

  it("DB-EASE-6: the abilities pack offers a free level of Effort for each of the three stats", () => {
    const free = packs["dusk-abilities"]!.filter((d) => d.type === "duskAbility" && Number(d.system?.["freeEffort"]) > 0).map((d) => d.system?.["stat"]);
    expect(new Set(free)).toEqual(new Set(["might", "speed", "intellect"]));
  });

  it("DB-ACT-4: the spells cover every casting time (long, standard, bonus, reaction)", () => {
    const times = new Set(packs["dusk-abilities"]!.filter((d) => d.type === "duskSpell").map((d) => d.system?.["castTime"]));
    expect(times).toEqual(new Set(["long", "standard", "bonus", "reaction"]));
  });

  it("DB-DATA-2: at least twelve NPCs, minions and elites both, from level 1 to 10, each at full health", () => {
    const all = npcs();
    expect(all.length).toBeGreaterThanOrEqual(12);
    const kinds = all.map((d) => (d.system as unknown as NpcSystem).kind);
    expect(kinds.filter((k) => k === "minion").length).toBeGreaterThanOrEqual(5);
    expect(kinds.filter((k) => k === "elite").length).toBeGreaterThanOrEqual(5);
    const levels = all.map((d) => (d.system as unknown as NpcSystem).level);
    expect(Math.min(...levels)).toBe(1);
    expect(Math.max(...levels)).toBe(10);
    for (const d of all) {
      const s = d.system as unknown as NpcSystem;
      expect(s.health.value, d.name).toBe(s.health.max);
      // Only elites hold wounds (DB-HP-4).
      expect(s.woundLimit > 0, d.name).toBe(s.kind === "elite");
    }
  });

  it("DB-CORE-7: every NPC can attack a character and be attacked by one under the exchange rules", () => {
    const pc = pcState("pc", hero, []);
    for (const d of npcs()) {
      const npc = npcState(d._id, d.system as unknown as NpcSystem, []);
      const nature = (d.system as unknown as NpcSystem).nature;
      for (const direction of ["pcAttacks", "npcAttacks"] as const) {
        const step = startExchange({ direction, pc, npc, doom: 0, nature }, new ReplayDice([12, 12]));
        expect(step.state.npc.id, d.name).toBe(d._id);
      }
    }
  });

  it("DB-DATA-4: the objects in the pack start whole on the damage track", () => {
    const objects = packs["dusk-npcs"]!.filter((d) => d.type === "duskObject");
    expect(objects.length).toBeGreaterThan(0);
    for (const o of objects) expect(o.system?.["condition"], o.name).toBe("whole");
  });

  it("DB-WND-1: the wound table reads 2–9 winded, 10–12 light, 13–15 moderate, 16–18 severe, 19–23 critical, 24+ death, as the rules do", () => {
    const table = named("dusk-tables", "Wounds");
    expect(table.formula).toBe("2d12");
    const rows = (table.results ?? []).map((r) => r["range"] as [number, number]);
    expect(rows).toEqual([[2, 9], [10, 12], [13, 15], [16, 18], [19, 23], [24, 99]]);
    const expected = ["winded", "light", "moderate", "severe", "critical", "death"];
    rows.forEach(([from, to], i) => {
      expect(woundForTotal(from).result).toBe(expected[i]);
      expect(woundForTotal(to).result).toBe(expected[i]);
    });
    for (const r of table.results ?? []) expect(r._key).toBe(`!tables.results!${table._id}.${r._id}`);
  });
});
