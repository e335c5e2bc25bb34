import { describe, expect, it } from "vitest";
import { identityProblems, packLayout, readPack, systemProblems, type SourceDoc } from "../../../helpers/pack-sources.js";
import { ACTOR_SPECS, ITEM_SPECS } from "../../../../src/rulesets/brp/data/specs.js";
import { damageFormulaProblem, exchangeWeaponOf, livingDerived, type ItemLike, type LivingSystem } from "../../../../src/rulesets/brp/data/state.js";
import { FUMBLE_TABLES, HIT_LOCATION_TABLE, MAJOR_WOUND_TABLE, planDamage, type FumbleTableKey } from "../../../../src/rulesets/brp/rules/index.js";

/** Compendium sources of the brp ruleset, checked against the data-model specs and the rules' tables. */
type Doc = SourceDoc;

const PACK_TYPES: Record<string, readonly string[]> = {
  "brp-weapons": ["brpWeapon"],
  "brp-shields": ["brpShield"],
  "brp-armor": ["brpArmor"],
  "brp-powers": ["brpPower"],
  "brp-skills": ["brpSkill"],
  "brp-creatures": ["brpCharacter", "brpCreature"],
  "brp-tables": [],
};

const packs = Object.fromEntries(Object.keys(PACK_TYPES).map((pack) => [pack, readPack(pack)]));
const creature = (name: string) => packs["brp-creatures"]!.find((d) => d.name === name)!;
const itemsOf = (d: Doc): ItemLike[] => (d.items ?? []).map((i) => ({ id: i._id, name: i.name, type: String(i.type), system: i.system }));
const derivedOf = (d: Doc) => livingDerived(d.system as unknown as LivingSystem, itemsOf(d));

const SPECS = { ...ITEM_SPECS, ...ACTOR_SPECS };
const problemsOf = (doc: Doc) => systemProblems(doc, SPECS);

const allItems = () => [...Object.entries(packs).filter(([p]) => p !== "brp-tables" && p !== "brp-creatures").flatMap(([, d]) => d), ...packs["brp-creatures"]!.flatMap((c) => c.items ?? [])];

describe("brp compendium sources", () => {
  it("every document has a stable 16-character id, the right _key and the fray stats", () => {
    expect(identityProblems(packs, packLayout(PACK_TYPES, { "brp-creatures": "actors", "brp-tables": "tables" }))).toEqual([]);
  });

  it("every system block, embedded ones included, matches its data model's spec", () => {
    const docs = [...Object.entries(packs).filter(([p]) => p !== "brp-tables").flatMap(([, d]) => d), ...packs["brp-creatures"]!.flatMap((c) => c.items ?? [])];
    expect(docs.flatMap(problemsOf)).toEqual([]);
  });

  it("BRP-DATA-4: every weapon and shield damage formula is one the rules (and so a Foundry Roll) can read", () => {
    const problems = allItems()
      .filter((d) => d.type === "brpWeapon" || d.type === "brpShield")
      .filter((d) => damageFormulaProblem(String(d.system?.damage)) !== null)
      .map((d) => `${d.name}: ${String(d.system?.damage)}`);
    expect(problems).toEqual([]);
  });

  it("missile and thrown weapons have a range; missile weapons do not parry", () => {
    for (const d of allItems().filter((x) => x.type === "brpWeapon")) {
      const s = d.system as { attackKind: string; range: number; parries: string; thrown: boolean };
      if (s.attackKind === "missile" || s.attackKind === "thrown" || s.thrown) expect(s.range, d.name).toBeGreaterThan(0);
    }
  });

  it("BRP-FUM-1..4: the four fumble RollTables hold exactly the rules' rows, ranges 01–00 without gaps", () => {
    const names: Record<FumbleTableKey, string> = { meleeAttack: "Melee Attack Fumbles", meleeParry: "Melee Parry Fumbles", missileAttack: "Missile Attack Fumbles", natural: "Natural Weapon and Dodge Fumbles" };
    for (const [key, name] of Object.entries(names) as [FumbleTableKey, string][]) {
      const table = packs["brp-tables"]!.find((t) => t.name === name)!;
      expect(table.formula).toBe("1d100");
      expect(table.results!.map((r) => r.range)).toEqual(FUMBLE_TABLES[key].map((r) => [r.from, r.to]));
    }
  });

  it("BRP-MWT-1: the Major Wounds RollTable follows the rules' table", () => {
    const table = packs["brp-tables"]!.find((t) => t.name === "Major Wounds")!;
    expect(table.results!.map((r) => r.range)).toEqual(MAJOR_WOUND_TABLE.map((r) => [r.from, r.to]));
  });

  it("BRP-HLOC-1: the Hit Locations RollTable is the d20 table with the 8 kept on the left leg", () => {
    const table = packs["brp-tables"]!.find((t) => t.name === "Hit Locations")!;
    expect(table.formula).toBe("1d20");
    expect(table.results!.map((r) => r.range)).toEqual(HIT_LOCATION_TABLE.map((r) => [r.from, r.to]));
  });

  it("holds at least eight creatures and NPCs, each with skills and an attack", () => {
    const actors = packs["brp-creatures"]!;
    expect(actors.length).toBeGreaterThanOrEqual(8);
    for (const a of actors) {
      expect((a.items ?? []).some((i) => i.type === "brpSkill"), a.name).toBe(true);
      expect((a.items ?? []).some((i) => i.type === "brpWeapon"), a.name).toBe(true);
      const d = derivedOf(a);
      expect((a.system as unknown as LivingSystem).hitPoints.value, a.name).toBe(d.hpMax);
      // Every weapon's skill exists on its wielder.
      for (const w of (a.items ?? []).filter((i) => i.type === "brpWeapon")) expect(d.skills[String(w.system?.skill)], `${a.name}: ${w.name}`).toBeGreaterThan(0);
    }
  });

  it("BRP-TV-18/20: the worked example's people carry the example's numbers", () => {
    const yvarre = derivedOf(creature("Yvarre"));
    expect(yvarre.hpMax).toBe(17);
    expect(yvarre.skills).toMatchObject({ firstAid: 47, dodge: 42 });
    expect(yvarre.armor.map((a) => a.value)).toEqual([1]);
    expect(derivedOf(creature("Kallistor")).ppMax).toBe(14);
    const priest = creature("Serpent Priest");
    expect(derivedOf(priest).values?.damageModifier).toBe("+1D4");
    const thrown = itemsOf(priest).find((i) => i.name === "Throwing Dagger")!;
    const w = exchangeWeaponOf(thrown);
    expect(planDamage({ formula: w.formula, specialType: w.specialType, damageModifier: "+1D4", modifierMode: w.modifierMode! }, "success").formula).toBe("1d4+1d2+2");
    const assassin = creature("Cult Assassin");
    expect(derivedOf(assassin).values?.damageModifier).toBe("0");
    const bow = exchangeWeaponOf(itemsOf(assassin).find((i) => i.name === "Long Bow")!);
    expect(bow).toMatchObject({ formula: "1D8+1", kind: "missile", missileSpeed: "slow" });
    expect(derivedOf(assassin).skills["bow"]).toBe(60);
  });
});
