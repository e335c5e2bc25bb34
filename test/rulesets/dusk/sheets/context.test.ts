import { describe, expect, it } from "vitest";
import type { CharacterSystem, NpcSystem } from "../../../../src/rulesets/dusk/rules/derived.js";
import { duskOptions } from "../../../../src/rulesets/dusk/rules/options.js";
import { characterContext, itemContext, itemFields, npcContext, objectContext, type SheetItem } from "../../../../src/rulesets/dusk/rules/sheet-view.js";
import { nextObjectCondition } from "../../../../src/rulesets/dusk/rules/damage.js";
import { ITEM_SPECS, NPC_HOUSE_FIELDS } from "../../../../src/rulesets/dusk/rules/specs.js";
import { readPack } from "../../../helpers/pack-sources.js";

/** What the dusk sheets show, worked by hand from the seed's numbers. */

const img = "icons/svg/mystery-man.svg";
const doc = { name: "Ada", img };
// The seed's own example: Might 9, Speed 14, Intellect 17 ⇒ 14 health.
const ada: CharacterSystem = { level: 3, pools: { might: { value: 9, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } }, effortMax: 3, health: { value: 14 }, destiny: 1, regainOnNextAction: false, restsUsed: ["oneAction"] };
const item = (id: string, type: string, system: Record<string, unknown>, name = id): SheetItem => ({ id, name, img, type, system });
const wound = (id: string, woundType: string, value: number, deferred: boolean) => item(id, "duskWound", { woundType, value, deferred, description: "" });
const armor = (id: string, slot: string, category: string, value: number, equipped = true) => item(id, "duskArmor", { slot, category, value, equipped, description: "" });
const figure = (ctx: { header: { figures: ReadonlyArray<{ key: string; value: string; breakdown: ReadonlyArray<{ label: string; value: string }> }> } }, key: string) => ctx.header.figures.find((f) => f.key === key)!;

describe("dusk character sheet", () => {
  it("DB-HP-1: health is the second highest Pool maximum (9/14/17 ⇒ 14), shown with that breakdown", () => {
    const health = figure(characterContext(doc, ada, []), "health");
    expect(health.value).toBe("14 / 14");
    expect(health.breakdown).toEqual([
      { label: "FRAY.Dusk.Breakdown.HealthBase", value: "14" },
      { label: "FRAY.Dusk.Breakdown.HealthMax", value: "14" },
    ]);
  });

  it("DB-WND-4: a Severe wound in force halves maximum health (14 ⇒ 7); a deferred one does not yet", () => {
    expect(figure(characterContext(doc, ada, [wound("s", "severe", 6, false)]), "health").value).toBe("14 / 7");
    expect(figure(characterContext(doc, ada, [wound("s", "severe", 6, true)]), "health").value).toBe("14 / 14");
    const capped = characterContext(doc, ada, [wound("c", "critical", 8, false)]);
    expect(figure(capped, "health").value).toBe("14 / 1");
    expect(figure(capped, "health").breakdown.map((l) => l.label)).toContain("FRAY.Dusk.Breakdown.HealthCapped");
  });

  it("DB-TV-4: medium worn armor with light armor over it counts 2; with an armor ability 3 — the light piece marked as not counting", () => {
    const ctx = characterContext(doc, ada, [armor("m", "physical", "medium", 2), armor("l", "physical", "light", 1), armor("a", "ability", "light", 1)]);
    expect(figure(ctx, "armor").value).toBe("3");
    expect(figure(ctx, "armor").breakdown.map((l) => l.value)).toEqual(["2", "1", "0"]);
    expect(ctx.armorItems.map((a) => [a.id, a.points, a.counted])).toEqual([["m", 2, true], ["l", 1, false], ["a", 1, true]]);
  });

  it("DB-EASE-4: Effort prices 3, 5, 7 for levels 1–3 (2n + 1); a Light wound in force adds 1 per level (4, 7, 10)", () => {
    expect(characterContext(doc, ada, []).effort.map((e) => e.cost)).toEqual([3, 5, 7]);
    const hurt = characterContext(doc, ada, [wound("l", "light", 2, false)]);
    expect(hurt.effort.map((e) => e.cost)).toEqual([4, 7, 10]);
    expect(hurt.effort[1]!.breakdown).toEqual([
      { label: "FRAY.Dusk.Breakdown.EffortBase", value: "5" },
      { label: "FRAY.Dusk.Breakdown.EffortLight", value: "+2" },
    ]);
  });

  it("DB-WND-5: under the per-task option a Light wound adds 1 once (4, 6, 8); the escalating schedule prices 3, 8, 15", () => {
    expect(characterContext(doc, ada, [wound("l", "light", 2, false)], duskOptions({ lightWoundEffortPenalty: "perTask" })).effort.map((e) => e.cost)).toEqual([4, 6, 8]);
    expect(characterContext(doc, ada, [], duskOptions({ effortCostSchedule: "escalating" })).effort.map((e) => e.cost)).toEqual([3, 8, 15]);
  });

  it("DB-WND-3: wounds from this fight are listed as deferred and counted apart; only wounds in force hinder", () => {
    const ctx = characterContext(doc, ada, [wound("m1", "moderate", 4, true), wound("m2", "moderate", 4, false)]);
    expect(ctx.deferredCount).toBe(1);
    expect(ctx.penalties.hinderSteps).toBe(1);
    expect(ctx.wounds.map((w) => [w.id, w.deferred, w.penalty])).toEqual([["m1", true, "FRAY.Dusk.Penalty.moderate"], ["m2", false, "FRAY.Dusk.Penalty.moderate"]]);
  });

  it("DB-REC-5: days to heal are the sum of wound values (2 + 4 = 6)", () => {
    const ctx = characterContext(doc, ada, [wound("l", "light", 2, false), wound("m", "moderate", 4, true)]);
    expect(figure(ctx, "heal").value).toBe("6");
  });

  it("DB-DEST-2: Destiny is shown against its cap, the character's level (1 / 3)", () => {
    expect(figure(characterContext(doc, ada, []), "destiny").value).toBe("1 / 3");
    expect(characterContext(doc, ada, []).destinyCap).toBe(3);
  });

  it("DB-REC-2: the day's rests are listed in ladder order, the ones taken today marked used", () => {
    expect(characterContext(doc, ada, []).rests.map((r) => [r.rest, r.used])).toEqual([["oneAction", true], ["tenMinutes", false], ["oneHour", false], ["tenHours", false]]);
  });

  it("DB-EASE-2: a specialized skill row eases by two steps, a trained one by one", () => {
    const ctx = characterContext(doc, ada, [item("s1", "duskSkill", { stat: "speed", level: "specialized", initiative: true, description: "" }), item("s2", "duskSkill", { stat: "might", level: "trained", initiative: false, description: "" })]);
    expect(ctx.skills.map((s) => [s.id, s.steps, s.stat])).toEqual([["s1", 2, "speed"], ["s2", 1, "might"]]);
  });
});

describe("dusk NPC and object sheets", () => {
  const captain: NpcSystem = { kind: "elite", level: 4, health: { value: 20, max: 24 }, armor: 2, damage: 5, nature: "poison", woundLimit: 2 };

  it("DB-INIT-1: an NPC's target number is three times its level (4 ⇒ 12); its poison is defended with Might", () => {
    const ctx = npcContext({ name: "Captain", img }, captain, [wound("w", "winded", 1, false)]);
    expect(figure(ctx, "tn").value).toBe("12");
    expect(figure(ctx, "damage").breakdown.map((l) => l.label)).toContain("FRAY.Dusk.Breakdown.DefendWith.might");
    expect(figure(ctx, "wounds").value).toBe("1 / 2");
    expect(ctx.fields.map((f) => f.name)).toContain("system.woundLimit");
  });

  it("DB-HP-4: a minion has no wound count or wound limit field", () => {
    const ctx = npcContext({ name: "Trooper", img }, { ...captain, kind: "minion" }, []);
    expect(ctx.header.figures.map((f) => f.key)).toEqual(["tn", "health", "armor", "damage"]);
    expect(ctx.fields.map((f) => f.name)).not.toContain("system.woundLimit");
  });

  it("DB-HP-6: an object moves whole → damaged → broken and no further; a repair moves it back up", () => {
    expect(nextObjectCondition("whole", 1)).toBe("damaged");
    expect(nextObjectCondition("damaged", 1)).toBe("broken");
    expect(nextObjectCondition("broken", 1)).toBe("broken");
    expect(nextObjectCondition("broken", -1)).toBe("damaged");
    expect(nextObjectCondition("whole", -1)).toBe("whole");
    const ctx = objectContext({ name: "Gate", img }, { condition: "damaged" });
    expect(ctx.track.map((s) => [s.step, s.current, s.passed])).toEqual([["whole", false, true], ["damaged", true, false], ["broken", false, false]]);
    expect([ctx.canWorsen, ctx.canRepair]).toEqual([true, true]);
  });
});

describe("dusk item sheets", () => {
  it("every field of every item spec has a form field (description aside)", () => {
    for (const [type, spec] of Object.entries(ITEM_SPECS)) {
      const names = itemFields(type as keyof typeof ITEM_SPECS, {}).map((f) => f.name);
      // House values are the compendium's marks, shown as badges, not a field to fill in.
      expect(names, type).toEqual(Object.keys(spec).filter((k) => k !== "description" && k !== "houseValues").map((k) => `system.${k}`));
    }
  });

  it("DB-ARM-2: a worn armor sheet shows its category's points (medium 2) whatever its stored value", () => {
    const ctx = itemContext({ name: "Chain", img }, "duskArmor", { slot: "physical", category: "medium", value: 9, equipped: true, description: "" }, true);
    expect(ctx.header.figures[0]!.value).toBe("2");
    const ward = itemContext({ name: "Ward", img }, "duskArmor", { slot: "magic", category: "light", value: 2, equipped: true, description: "" }, true);
    expect(ward.header.figures[0]!.value).toBe("2");
  });
});

describe("dusk house values", () => {
  const npcs = readPack("dusk-npcs").filter((d) => d.type === "duskNpc");
  const weapons = readPack("dusk-weapons");
  const marked = (d: { system?: Record<string, unknown> }) => (d.system?.["houseValues"] ?? []) as Array<{ field: string; why: string }>;

  it("every compendium NPC marks its level (TN = 3 × level), health, armor and damage as Fray's numbers, and every weapon its damage, each with a reason", () => {
    expect(npcs.length).toBeGreaterThanOrEqual(12);
    for (const npc of npcs) {
      expect(marked(npc).map((h) => h.field), npc.name).toEqual([...NPC_HOUSE_FIELDS]);
      for (const { why } of marked(npc)) expect(why.length, npc.name).toBeGreaterThan(20);
    }
    for (const weapon of weapons) expect(marked(weapon).map((h) => h.field), weapon.name).toEqual(["damage"]);
  });

  it("a minion's marked health is its target number and an elite's twice it, as the reasons say", () => {
    for (const npc of npcs) {
      const system = npc.system as unknown as NpcSystem;
      expect(system.health.max, npc.name).toBe(system.level * 3 * (system.kind === "elite" ? 2 : 1));
    }
  });

  it("the NPC sheet header carries a badge per house value, the weapon sheet one for damage, and a character's weapon row says so in its tooltip", () => {
    const troll = npcs.find((d) => d.name === "Troll")!;
    const header = npcContext({ name: troll.name, img }, troll.system as unknown as NpcSystem, []).header as { house?: Array<{ field: string; label: string }> };
    expect(header.house?.map((h) => [h.field, h.label])).toEqual([
      ["level", "FRAY.Dusk.Sheet.Level"],
      ["health.max", "FRAY.Dusk.Sheet.HealthMax"],
      ["armor", "FRAY.Dusk.Sheet.Armor"],
      ["damage", "FRAY.Dusk.Field.damage"],
    ]);
    const club = weapons.find((d) => d.name === "Club")!;
    expect((itemContext({ name: club.name, img }, "duskWeapon", club.system ?? {}, true).header as { house?: Array<{ field: string }> }).house?.map((h) => h.field)).toEqual(["damage"]);
    const pc: CharacterSystem = { level: 1, pools: { might: { value: 10, max: 10 }, speed: { value: 10, max: 10 }, intellect: { value: 10, max: 10 } }, effortMax: 1, health: { value: 10 }, destiny: 0, regainOnNextAction: false, restsUsed: [] };
    const rows = characterContext({ name: "Ada", img }, pc, [{ id: "c", name: "Club", img, type: "duskWeapon", system: club.system ?? {} }, { id: "h", name: "Own blade", img, type: "duskWeapon", system: { ...club.system, houseValues: [] } }]).weapons;
    expect(rows[0]!.reach.map((l) => l.label)).toContain("FRAY.Dusk.Breakdown.HouseDamage");
    expect(rows[1]!.reach.map((l) => l.label)).not.toContain("FRAY.Dusk.Breakdown.HouseDamage");
  });
});
