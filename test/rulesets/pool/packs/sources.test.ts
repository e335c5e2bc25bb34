import { describe, expect, it } from "vitest";
import { specProblems } from "../../../../src/foundry/data/field-spec.js";
import { identityProblems, packLayout, readPack, systemProblems, type SourceDoc } from "../../../helpers/pack-sources.js";
import { ACTOR_SPECS, ITEM_SPECS, MANEUVER_KEYS } from "../../../../src/rulesets/pool/data/specs.js";
import { EFFECTIVE_RANGE_YARDS, MOUNT_CLASSES, POISONS, WEAPONS, WEAPON_CLASSES, shipSizeOf } from "../../../../src/rulesets/pool/rules/tables.js";

/** Compendium sources of the pool ruleset, checked against the data-model specs and the rules' tables. */
type Doc = SourceDoc;

const PACK_TYPES: Record<string, readonly string[]> = {
  "pool-weapons": ["poolWeapon"],
  "pool-armor": ["poolArmor", "poolShield"],
  "pool-maneuvers": ["poolManeuver"],
  "pool-mounts": ["poolMount"],
  "pool-vehicles": ["poolVehicle"],
  "pool-ships": ["poolShip"],
  "pool-poisons": ["poolPoison"],
  "pool-creatures": ["poolCharacter", "poolNpc", "poolMount"],
  "pool-tables": ["RollTable"],
};

const packs = Object.fromEntries(Object.keys(PACK_TYPES).map((pack) => [pack, readPack(pack)]));
const all = Object.values(packs).flat();
const byType = (type: string) => all.filter((d) => d.type === type);
const keyOf = (d: Doc) => String(d.system?.key);

const SPECS = { ...ITEM_SPECS, ...ACTOR_SPECS };
const problemsOf = (doc: Doc) => systemProblems(doc, SPECS);

function weaponProblems(doc: Doc): string[] {
  const s = doc.system as Record<string, unknown>;
  const out: string[] = [];
  if (!WEAPON_CLASSES.includes(s.weaponClass as never)) out.push(`${doc.name}: class ${String(s.weaponClass)} unknown to the rules`);
  const entry = WEAPONS.find((w) => w.key === s.key);
  if (s.key !== "" && !entry) out.push(`${doc.name}: key ${String(s.key)} is not a weapon of the rules`);
  if (entry) {
    if (entry.weaponClass !== s.weaponClass) out.push(`${doc.name}: class ${String(s.weaponClass)} ≠ ${entry.weaponClass}`);
    if (entry.skill !== s.skill) out.push(`${doc.name}: skill ${String(s.skill)} ≠ ${entry.skill}`);
    if (entry.reload !== s.reload) out.push(`${doc.name}: reload ${String(s.reload)} ≠ ${entry.reload}`);
    const range = entry.rangeCategory ? EFFECTIVE_RANGE_YARDS[entry.rangeCategory] : 0;
    if (range !== s.effectiveRange) out.push(`${doc.name}: range ${String(s.effectiveRange)} ≠ ${range}`);
  }
  if (s.skill === "ranged" && !(Number(s.effectiveRange) > 0)) out.push(`${doc.name}: ranged weapon without an effective range`);
  return out;
}

describe("pool compendium sources", () => {
  it("every document has a stable 16-character id, the right _key and the fray stats", () => {
    expect(identityProblems(packs, packLayout(PACK_TYPES, { "pool-mounts": "actors", "pool-vehicles": "actors", "pool-ships": "actors", "pool-creatures": "actors", "pool-tables": "tables" }))).toEqual([]);
  });

  it("every system block matches its data model's spec (required fields, enums, integer ranges)", () => {
    const problems = all.filter((d) => d.type).flatMap(problemsOf);
    const embedded = all.flatMap((d) =>
      (d.items ?? []).flatMap((item) => [
        ...problemsOf(item),
        ...(item._key === `!actors.items!${d._id}.${item._id}` ? [] : [`${d.name}/${item.name}: bad embedded _key`]),
      ]),
    );
    expect([...problems, ...embedded]).toEqual([]);
  });

  it("spec checking rejects bad sources (so the test above can fail)", () => {
    const weapon = byType("poolWeapon")[0]!;
    expect(specProblems(ITEM_SPECS.poolWeapon, { ...weapon.system, weaponClass: "huge" })).toHaveLength(1);
    expect(specProblems(ITEM_SPECS.poolWeapon, { ...weapon.system, effectiveRange: 2.5 })).toHaveLength(1);
    const { key: _key, ...withoutKey } = weapon.system!;
    expect(specProblems(ITEM_SPECS.poolWeapon, withoutKey)).toEqual(["system.key: missing"]);
    expect(weaponProblems({ ...weapon, system: { ...weapon.system, key: "spear", weaponClass: "heavy" } }).length).toBeGreaterThan(0);
  });

  it("FC-WPN-1: every weapon of the rules' table is in pool-weapons with its class, skill and reload", () => {
    const weapons = [...byType("poolWeapon"), ...all.flatMap((d) => (d.items ?? []).filter((i) => i.type === "poolWeapon"))];
    expect(weapons.flatMap(weaponProblems)).toEqual([]);
    const keys = packs["pool-weapons"]!.map(keyOf);
    for (const w of WEAPONS) expect(keys, w.key).toContain(w.key);
  });

  it("FC-RNG-1: ranged and thrown weapons carry the table's effective range in yards", () => {
    const shortBow = packs["pool-weapons"]!.find((d) => keyOf(d) === "shortBow")!;
    const longbow = packs["pool-weapons"]!.find((d) => keyOf(d) === "longbow")!;
    const dagger = packs["pool-weapons"]!.find((d) => keyOf(d) === "dagger")!;
    expect([shortBow.system!.effectiveRange, longbow.system!.effectiveRange, dagger.system!.effectiveRange]).toEqual([20, 30, 2]);
  });

  it("FC-DEF-5: leather armor is Armor 1, the light shield Parry 1, and every other piece marks its value as a house value", () => {
    const armor = packs["pool-armor"]!;
    const houseFields = (d: Doc) => ((d.system!.houseValues ?? []) as Array<{ field: string; why: string }>).map((h) => h.field);
    expect(armor.find((d) => d.name === "Leather Armor")!.system!.armor).toBe(1);
    expect(armor.find((d) => d.name === "Light Shield")!.system!.parry).toBe(1);
    expect(houseFields(armor.find((d) => d.name === "Leather Armor")!)).toEqual([]);
    expect(houseFields(armor.find((d) => d.name === "Light Shield")!)).toEqual([]);
    for (const d of armor.filter((x) => x.name !== "Leather Armor" && x.name !== "Light Shield")) {
      expect(houseFields(d), d.name).toEqual([d.type === "poolShield" ? "parry" : "armor"]);
    }
    const heavy = armor.filter((d) => d.type === "poolShield" && d.system!.heavy === true);
    expect(heavy.length).toBeGreaterThan(0);
  });

  it("house values are data: each names a field once with a reason, and embedded copies match the compendium entry", () => {
    const entries = [...all, ...all.flatMap((d) => d.items ?? [])];
    for (const d of entries) {
      const house = (d.system?.houseValues ?? []) as Array<{ field: string; why: string }>;
      expect(new Set(house.map((h) => h.field)).size, d.name).toBe(house.length);
      for (const h of house) expect(h.why.length, `${d.name} ${h.field}`).toBeGreaterThan(20);
    }
    const topLevel = new Map(all.filter((d) => (d.system?.houseValues as unknown[] | undefined)?.length).map((d) => [d.name, d.system!.houseValues]));
    for (const item of all.flatMap((d) => d.items ?? [])) if (topLevel.has(item.name)) expect(item.system!.houseValues, item.name).toEqual(topLevel.get(item.name));
  });

  it("every maneuver has one item in pool-maneuvers", () => {
    expect(packs["pool-maneuvers"]!.map(keyOf).sort()).toEqual([...MANEUVER_KEYS].sort());
  });

  it("FC-MNT-6: mounts carry the size and claws/fangs of their table row", () => {
    const mounts = packs["pool-mounts"]!;
    const find = (name: string) => mounts.find((d) => d.name.toLowerCase().includes(name))!.system!;
    for (const cls of MOUNT_CLASSES) {
      for (const example of cls.examples) {
        const s = find(example);
        expect([s.size, s.clawsOrFangs], example).toEqual([cls.size, cls.clawsOrFangs]);
      }
    }
  });

  it("FC-VEH-1: cart, wagon, chariot and carriage are in pool-vehicles with a team and structure", () => {
    const names = packs["pool-vehicles"]!.map((d) => d.name).sort();
    expect(names).toEqual(["Carriage", "Cart", "Chariot", "Wagon"]);
  });

  it("FC-SHIP-2: every ship of the size table is in pool-ships with its size class", () => {
    const ships = packs["pool-ships"]!;
    expect(ships).toHaveLength(9);
    for (const d of ships) {
      const key = d.name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()).replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      expect(shipSizeOf(lower), d.name).toBe(d.system!.size);
    }
    expect(ships.filter((d) => d.system!.hasRam === true).map((d) => d.name)).toEqual(["Galley"]);
  });

  it("FC-POI-1: the four poison strengths are in pool-poisons", () => {
    expect(packs["pool-poisons"]!.map((d) => d.system!.strength).sort()).toEqual(Object.keys(POISONS).sort());
  });

  it("at least 12 ready-to-drop creatures and NPCs, the palace guard among them with its gear embedded", () => {
    const creatures = packs["pool-creatures"]!;
    expect(creatures.length).toBeGreaterThanOrEqual(12);
    const guard = creatures.find((d) => d.name === "Palace Guard")!;
    expect(guard.items!.map((i) => i.type).sort()).toEqual(["poolArmor", "poolShield", "poolWeapon"]);
    for (const d of creatures) expect(d.prototypeToken, d.name).toMatchObject({ name: d.name });
  });

  it("FC-TV-4: Aldric's sheet data builds the seed's 5D spear attack (Melee 4 + Medium 1D)", () => {
    const aldric = packs["pool-creatures"]!.find((d) => d.name === "Aldric")!;
    const spear = aldric.items!.find((i) => i.type === "poolWeapon")!;
    expect((aldric.system!.skills as Record<string, number>).melee).toBe(4);
    expect(spear.system!.weaponClass).toBe("medium");
  });

  it("FC-INJ-3: the injuries table covers 1d6 once, with one row per injury type", () => {
    const table = packs["pool-tables"]!.find((d) => d.name === "Injuries")!;
    expect(table.formula).toBe("1d6");
    const results = table.results as Array<{ range: [number, number]; name: string; _id: string; _key: string }>;
    const covered = results.flatMap((r) => Array.from({ length: r.range[1] - r.range[0] + 1 }, (_, i) => r.range[0] + i)).sort();
    expect(covered).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of results) expect(r._key).toBe(`!tables.results!${table._id}.${r._id}`);
    expect(results.map((r) => r.name)).toEqual(["Hand or Arm", "Foot or Leg", "Eye", "Ear", "Open Wound"]);
  });
});
