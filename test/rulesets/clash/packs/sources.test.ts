import { describe, expect, it } from "vitest";
import { identityProblems, packLayout, readPack, systemProblems, type SourceDoc } from "../../../helpers/pack-sources.js";
import { ACTOR_SPECS, ITEM_SPECS } from "../../../../src/rulesets/clash/data/specs.js";
import { BUILT_IN_ACTIONS, damageFormulaProblem, exchangeCombatant, maneuversAvailable, reactionsOf, readyWeapon, type CombatantSystem, type ItemLike } from "../../../../src/rulesets/clash/data/state.js";
import { startExchange } from "../../../../src/rulesets/clash/rules/index.js";

/** Compendium sources of the clash ruleset, checked against the data-model specs and the rules. */
const PACK_TYPES: Record<string, readonly string[]> = {
  "clash-weapons": ["clashWeapon"],
  "clash-armor": ["clashArmor"],
  "clash-actions": ["clashAction"],
  "clash-maneuvers": ["clashManeuver"],
  "clash-creatures": ["clashCharacter", "clashCreature"],
};

const packs = Object.fromEntries(Object.keys(PACK_TYPES).map((pack) => [pack, readPack(pack)]));
const SPECS = { ...ITEM_SPECS, ...ACTOR_SPECS };
const itemsOf = (d: SourceDoc): ItemLike[] => (d.items ?? []).map((i) => ({ id: i._id, name: i.name, type: String(i.type), system: i.system }));
const allItems = () => [...Object.entries(packs).filter(([p]) => p !== "clash-creatures").flatMap(([, d]) => d), ...packs["clash-creatures"]!.flatMap((c) => c.items ?? [])];
const named = (pack: string, name: string) => packs[pack]!.find((d) => d.name === name)!;

describe("clash compendium sources", () => {
  it("every document has a stable 16-character id, the right _key and the fray stats", () => {
    expect(identityProblems(packs, packLayout(PACK_TYPES, { "clash-creatures": "actors" }))).toEqual([]);
  });

  it("every system block, embedded ones included, matches its data model's spec", () => {
    const docs = [...Object.values(packs).flat(), ...packs["clash-creatures"]!.flatMap((c) => c.items ?? [])];
    expect(docs.flatMap((doc) => systemProblems(doc, SPECS))).toEqual([]);
  });

  it("DL-DATA-2: every weapon damage formula, and every spell's that has one, is one the rules can read", () => {
    const bad = allItems()
      .filter((d) => d.type === "clashWeapon" || d.type === "clashSpell")
      .filter((d) => damageFormulaProblem(String(d.system?.damage), d.type === "clashSpell") !== null)
      .map((d) => d.name);
    expect(bad).toEqual([]);
    for (const d of allItems().filter((x) => x.type === "clashWeapon" && (x.system as { skill: string }).skill === "ranged")) expect((d.system as { range: number }).range, d.name).toBeGreaterThan(0);
  });

  it("DL-AP-4: the actions pack holds the seed's five actions under the built-in keys, with the same kind and damage rule", () => {
    const actions = packs["clash-actions"]!;
    for (const builtIn of BUILT_IN_ACTIONS) {
      const doc = actions.find((a) => a.system?.["key"] === builtIn.key);
      expect(doc, builtIn.key).toBeDefined();
      expect(doc!.system).toMatchObject({ kind: builtIn.kind, source: builtIn.source, dealsDamage: builtIn.dealsDamage });
    }
    expect(actions.filter((a) => a.system?.["kind"] === "reactive").map((a) => a.name).sort()).toEqual(["Counter Attack", "Counter Spell", "Evade", "Parry"]);
  });

  it("DL-CM-2: Tail Whip is the seed's natural maneuver, resisted with Willpower", () => {
    expect(named("clash-maneuvers", "Tail Whip").system).toMatchObject({ requires: "tail", natural: true, followUp: "willpower" });
  });

  it("DL-CM-3: every maneuver's tag is carried by some weapon or spell, so each one can be won", () => {
    const tags = new Set(allItems().flatMap((d) => (d.system?.["tags"] as string[] | undefined) ?? []));
    const unreachable = packs["clash-maneuvers"]!.filter((m) => m.system?.["requires"] !== "" && !tags.has(String(m.system?.["requires"]))).map((m) => m.name);
    expect(unreachable).toEqual([]);
  });

  it("holds at least twelve creatures, each able to start a clash and to answer one", () => {
    const actors = packs["clash-creatures"]!;
    expect(actors.length).toBeGreaterThanOrEqual(12);
    for (const a of actors) {
      const system = a.system as unknown as CombatantSystem;
      const items = itemsOf(a);
      const weapon = readyWeapon(system, items);
      expect(weapon, a.name).not.toBeNull();
      expect(system.hp.value, a.name).toBe(system.hp.max);
      expect(maneuversAvailable(items, []).length + maneuversAvailable(items, (weapon!.system as { tags: string[] }).tags).length, `${a.name} has maneuvers`).toBeGreaterThan(0);
      const reactions = reactionsOf(system, items);
      const attack = { id: "attack", kind: "proactive" as const, skill: system.skills[(weapon!.system as { skill: "melee" }).skill], dealsDamage: true, damage: String((weapon!.system as { damage: string }).damage) };
      // A clash against itself as a second combatant must start without a rules error.
      const state = startExchange({ attacker: { ...exchangeCombatant("a", system, items, []), action: attack }, defender: { ...exchangeCombatant("d", system, items, []), reactions: reactions.map((r) => r.action) } });
      expect(state.step, a.name).not.toBe("done");
    }
  });

  it("DL-CM-2: the tail-bearing creatures can win a Tail Whip whatever weapon struck", () => {
    for (const name of ["Wyvern", "Great Serpent"]) {
      const items = itemsOf(named("clash-creatures", name));
      expect(maneuversAvailable(items, ["bite"]).map((m) => m.name), name).toContain("Tail Whip");
    }
  });
});
