import { describe, expect, it } from "vitest";
import { initialOf } from "../../../../src/foundry/data/field-spec.js";
import { ACTOR_SPECS, ITEM_SPECS, SKILL_KEYS } from "../../../../src/rulesets/clash/data/specs.js";
import {
  actionsOf,
  armorOf,
  damageFormulaProblem,
  exchangeCombatant,
  maneuversAvailable,
  participantStats,
  reactionsOf,
  readyWeapon,
  resolveAction,
  tierBands,
  type CombatantSystem,
  type ItemLike,
} from "../../../../src/rulesets/clash/data/state.js";

/** A fresh character's system data with some numbers changed. */
function character(over: Partial<CombatantSystem> = {}): CombatantSystem {
  return { ...(initialOf(ACTOR_SPECS.clashCharacter) as unknown as CombatantSystem), ...over };
}

const skills = (over: Partial<Record<(typeof SKILL_KEYS)[number], number>>) => ({ ...character().skills, ...over });

function item(type: string, name: string, system: Record<string, unknown>, id = name.toLowerCase().replace(/\W/g, "")): ItemLike {
  const spec = (ITEM_SPECS as Record<string, Parameters<typeof initialOf>[0]>)[type]!;
  return { id, name, type, system: { ...initialOf(spec), ...system } };
}

describe("clash data: tier bands per skill (DL-DICE-3, worked by hand)", () => {
  it("DL-DICE-3: preset A at skill 45 — criticals are the low doubles 00–44, fumbles the high ones", () => {
    expect(tierBands(45, "doubles")).toEqual([
      { tier: "critical", chance: 5, faces: "00, 11, 22, 33, 44" },
      { tier: "success", chance: 41, faces: "01–10, 12–21, 23–32, 34–43, 45" },
      { tier: "failure", chance: 49, faces: "46–54, 56–65, 67–76, 78–87, 89–98" },
      { tier: "fumble", chance: 5, faces: "55, 66, 77, 88, 99" },
    ]);
  });

  it("DL-DICE-3: preset B at skill 45 — critical up to 5, 99 and 00 fumble", () => {
    expect(tierBands(45, "tenth")).toEqual([
      { tier: "critical", chance: 5, faces: "01–05" },
      { tier: "success", chance: 40, faces: "06–45" },
      { tier: "failure", chance: 53, faces: "46–98" },
      { tier: "fumble", chance: 2, faces: "99–00" },
    ]);
  });

  it("DL-DICE-3: preset C at skill 45 — critical up to 3, fumble from 98 (a failure chance of 55 gives a band of 3)", () => {
    expect(tierBands(45, "brp")).toEqual([
      { tier: "critical", chance: 3, faces: "01–03" },
      { tier: "success", chance: 42, faces: "04–45" },
      { tier: "failure", chance: 52, faces: "46–97" },
      { tier: "fumble", chance: 3, faces: "98–00" },
    ]);
  });

  it("DL-DICE-5: under preset B only 00 fumbles once the skill passes 100; a tier nobody reaches is empty", () => {
    const bands = tierBands(120, "tenth");
    expect(bands.find((b) => b.tier === "fumble")).toEqual({ tier: "fumble", chance: 1, faces: "00" });
    expect(bands.find((b) => b.tier === "failure")).toEqual({ tier: "failure", chance: 0, faces: "" });
    expect(bands.find((b) => b.tier === "critical")).toEqual({ tier: "critical", chance: 12, faces: "01–12" });
  });

  it("DL-DICE-5: under preset A a skill of 0 still criticals on 00 (it reads as 0) and fails everything else", () => {
    const bands = tierBands(0, "doubles");
    expect(bands.map((b) => b.chance)).toEqual([1, 0, 90, 9]);
  });
});

describe("clash data: combatants and their items", () => {
  it("DL-DATA-1: a new character has every skill, AP, Luck and hit points as value/max pairs", () => {
    const c = character();
    expect(Object.keys(c.skills)).toEqual([...SKILL_KEYS]);
    expect(c.skills).toMatchObject({ willpower: 30, evade: 30, magic: 0 });
    expect(c.ap).toEqual({ value: 2, max: 2 });
    expect(c.luck).toEqual({ value: 2, max: 2 });
    expect(c.hp).toEqual({ value: 12, max: 12 });
    expect(participantStats({ ...c, ap: { value: 0, max: 3 }, initiativeBonus: 2 })).toEqual({ ap: 3, initiative: 2 });
  });

  it("DL-CLASH-5: armor is natural armor plus every equipped armor and shield, each part named", () => {
    const items = [item("clashArmor", "Mail shirt", { protection: 3 }), item("clashArmor", "Round shield", { kind: "shield", protection: 2 }), item("clashArmor", "Spare helm", { protection: 1, equipped: false })];
    expect(armorOf({ naturalArmor: 1 }, items)).toEqual({ total: 6, parts: [{ name: null, value: 1 }, { name: "Mail shirt", value: 3 }, { name: "Round shield", value: 2 }] });
    expect(armorOf({ naturalArmor: 0 }, [])).toEqual({ total: 0, parts: [] });
  });

  it("DL-DATA-2: a damage formula must be dice the rules can read; a spell may have none", () => {
    expect(damageFormulaProblem("1d8+1")).toBeNull();
    expect(damageFormulaProblem("2d6")).toBeNull();
    expect(damageFormulaProblem("a sharp stick")).toBe("FRAY.Clash.Error.BadDamageFormula");
    expect(damageFormulaProblem("")).toBe("FRAY.Clash.Error.BadDamageFormula");
    expect(damageFormulaProblem("", true)).toBeNull();
  });

  it("DL-AP-4: everyone can attack, counter attack and evade; magic actions need a spell or the magic skill", () => {
    expect(actionsOf(character(), []).map((a) => a.key)).toEqual(["attack", "counterAttack", "evade"]);
    const mage = character({ skills: skills({ magic: 50 }) });
    const bolt = item("clashSpell", "Fire bolt", { damage: "2d6" });
    expect(actionsOf(mage, [bolt]).map((a) => a.key)).toEqual(["attack", "castMagic", "counterAttack", "evade", "counterSpell"]);
  });

  it("DL-AP-4: an action item replaces the built-in of the same key and adds new ones", () => {
    const parry = item("clashAction", "Parry", { key: "parry", kind: "reactive", source: "weapon", dealsDamage: false });
    const dodge = item("clashAction", "Dodge and weave", { key: "evade", kind: "reactive", source: "skill", skill: "brawl", dealsDamage: false });
    const actions = actionsOf(character(), [parry, dodge]);
    expect(actions.map((a) => [a.key, a.builtIn])).toEqual([["attack", true], ["counterAttack", true], ["parry", false], ["evade", false]]);
    expect(actions.find((a) => a.key === "evade")).toMatchObject({ skill: "brawl", itemId: "dodgeandweave" });
  });

  it("DL-AP-4: a weapon action rolls the weapon's skill and damage, with the dialog's modifier", () => {
    const c = character({ skills: skills({ melee: 55 }) });
    const axe = item("clashWeapon", "Axe", { skill: "melee", damage: "1d8+1", tags: ["edged"] });
    const attack = actionsOf(c, []).find((a) => a.key === "attack")!;
    expect(resolveAction(attack, c, axe, -10)).toEqual({ action: { id: "attack", kind: "proactive", skill: 45, dealsDamage: true, damage: "1d8+1" }, item: { id: "axe", name: "Axe" }, tags: ["edged"], skillKey: "melee" });
    expect(resolveAction(attack, c, null)).toBeNull();
  });

  it("DL-CLASH-6: a spell without damage casts as an action that deals none", () => {
    const c = character({ skills: skills({ magic: 40 }) });
    const blind = item("clashSpell", "Blinding flash", { damage: "" });
    const cast = actionsOf(c, [blind]).find((a) => a.key === "castMagic")!;
    expect(resolveAction(cast, c, blind)?.action).toEqual({ id: "castMagic", kind: "proactive", skill: 40, dealsDamage: false });
  });

  it("DL-FLOW-4: a defender reacts with its best equipped weapon; evade rolls the evade skill and deals no damage", () => {
    const c = character({ skills: skills({ melee: 40, brawl: 60, evade: 35 }) });
    const sword = item("clashWeapon", "Sword", { skill: "melee", damage: "1d8" });
    const fists = item("clashWeapon", "Fists", { skill: "brawl", damage: "1d3" });
    const stowed = item("clashWeapon", "Greatsword", { skill: "brawl", damage: "2d6", equipped: false });
    expect(readyWeapon(c, [sword, fists, stowed])?.name).toBe("Fists");
    expect(reactionsOf(c, [sword, fists, stowed]).map((r) => r.action)).toEqual([
      { id: "counterAttack", kind: "reactive", skill: 60, dealsDamage: true, damage: "1d3" },
      { id: "evade", kind: "reactive", skill: 35, dealsDamage: false },
    ]);
    // Unarmed and without a weapon item, only evading is left.
    expect(reactionsOf(c, []).map((r) => r.action.id)).toEqual(["evade"]);
  });

  it("DL-CM-3: a winner may pick untagged maneuvers, those its weapon's tags open, and natural ones its body carries", () => {
    const items = [
      item("clashWeapon", "Claws", { skill: "brawl", damage: "1d6", tags: ["claw"] }),
      item("clashWeapon", "Tail", { skill: "brawl", damage: "1d4", tags: ["tail"] }),
      item("clashManeuver", "Trip", { requires: "" }),
      item("clashManeuver", "Bleed", { requires: "edged", stackable: true }),
      item("clashManeuver", "Tail Whip", { requires: "tail", natural: true, followUp: "willpower", status: "stunned" }),
    ];
    expect(maneuversAvailable(items, ["claw"]).map((m) => m.name)).toEqual(["Trip", "Tail Whip"]);
    expect(maneuversAvailable(items, ["edged"]).map((m) => m.name)).toEqual(["Trip", "Bleed", "Tail Whip"]);
    expect(maneuversAvailable(items.filter((i) => i.name !== "Tail"), ["claw"]).map((m) => m.name)).toEqual(["Trip"]);
  });

  it("DL-DATA-1: the exchange sees AP, Luck, total armor, the open maneuvers and every skill", () => {
    const c = character({ ap: { value: 1, max: 3 }, luck: { value: 2, max: 2 }, naturalArmor: 2, skills: skills({ willpower: 45 }) });
    const items = [item("clashManeuver", "Tail Whip", { requires: "tail", natural: true, followUp: "willpower" }, "tw"), item("clashManeuver", "Trip", {}, "tr"), item("clashArmor", "Hide", { protection: 1 })];
    expect(exchangeCombatant("a1", c, items, [])).toEqual({
      id: "a1",
      ap: 1,
      luck: 2,
      armor: 3,
      maneuvers: [{ id: "tr", stackable: false }],
      skills: { ...c.skills },
    });
  });
});
