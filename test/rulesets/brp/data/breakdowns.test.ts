import { describe, expect, it } from "vitest";
import { livingExplained, skillChances, type ItemLike, type LivingSystem } from "../../../../src/rulesets/brp/data/state.js";
import { itemContext, livingContext, skillRow, type SheetItem } from "../../../../src/rulesets/brp/sheets/context.js";

/** The brp header's tooltips, worked by hand from the rules. */
const system = {
  characteristics: { STR: 14, CON: 18, SIZ: 15, INT: 13, POW: 12, DEX: 16, CHA: 13 },
  hitPoints: { value: 17 },
  powerPoints: { value: 12 },
  move: 10,
  naturalArmor: 0,
  harm: {},
} as unknown as LivingSystem;
const leather: ItemLike = { id: "soft", name: "Soft Leather", type: "brpArmor", system: { value: 1, randomValue: "", locations: [], layerable: false, equipped: true, fitsSiz: { siz: 13, range: 3 }, skillPenalties: {} } };
const padding: ItemLike = { id: "pad", name: "Padding", type: "brpArmor", system: { value: 1, randomValue: "", locations: [], layerable: true, equipped: true, fitsSiz: { siz: 13, range: 3 }, skillPenalties: {} } };

describe("brp breakdowns", () => {
  it("BRP-WND-3: CON 18 and SIZ 15 give 17 hit points and a major wound at 9 (half, rounded up)", () => {
    const e = livingExplained(system, []);
    expect(e.hitPoints.at(-1)).toEqual({ source: "half", value: "17" });
    expect(e.majorWound.at(-1)).toEqual({ source: "half", value: "9" });
  });
  it("STR 14 + SIZ 15 = 29 falls in the +1D4 band of the damage modifier table", () => {
    expect(livingExplained(system, []).damageModifier).toEqual([
      { source: "characteristics", value: "STR 14 + SIZ 15 = 29" },
      { source: "band", value: "+1D4" },
    ]);
  });
  it("BRP-ARM-2: a layerable piece adds to the best other piece (1 + 1 = 2), each named", () => {
    const e = livingExplained(system, [leather, padding]);
    expect(e.armor).toEqual([
      { source: "best", name: "Soft Leather", value: "1" },
      { source: "layered", name: "Padding", value: "1" },
    ]);
    expect(e.armorTotal).toBe(2);
  });
});

describe("brp skill chances on the sheet", () => {
  const helm: SheetItem = { id: "helm", name: "Open Helm", img: "", type: "brpArmor", system: { value: 3, randomValue: "", locations: ["head"], layerable: false, equipped: true, fitsSiz: { siz: 13, range: 3 }, skillPenalties: { listen: -10 } } };
  const listen: SheetItem = { id: "listen", name: "Listen", img: "", type: "brpSkill", system: { key: "listen", category: "perception", base: 25, value: 40 } };
  const spear: SheetItem = { id: "spear", name: "Spear", img: "", type: "brpSkill", system: { key: "spear", category: "combat", base: 0, value: 55 } };

  it("BRP-ARM-4: the temple guard's Listen 40 under an open helm (−10) shows and rolls 30, the tooltip naming base, gain and helm", () => {
    const items = [helm, listen, spear];
    expect(skillChances(items)).toEqual({ listen: 30, spear: 55 });
    const row = skillRow(listen, undefined, items);
    expect(row.value).toBe(30);
    expect(row.breakdown).toEqual([
      { label: "FRAY.Brp.Breakdown.SkillBase", value: "25%" },
      { label: "FRAY.Brp.Breakdown.Gained", value: "+15" },
      { label: "Open Helm", literal: true, value: "\u221210" },
      { label: "FRAY.Brp.Breakdown.ChanceRolled", value: "30%" },
    ]);
    // 30%: criticals 01–02 (a twentieth, 1.5 rounded), specials to 06 (a fifth), fumbles on the top 4 (5% of the 70 misses, 3.5 rounded): 97–00.
    expect(row.bands).toMatchObject({ critical: "01\u201302", special: "03\u201306", fumble: "97\u201300" });
  });

  it("BRP-ARM-4: the Listen skill's own sheet, on the guard, shows the 30 he rolls under the helm; unowned it shows base and gain (40)", () => {
    const owned = itemContext({ name: "Listen", img: "" }, "brpSkill", listen.system as Record<string, unknown>, true, undefined, { name: "Temple guard", items: [helm, listen, spear] });
    expect(owned.summary).toBe("30%");
    expect(owned.header.figures[0]?.breakdown).toEqual([
      { label: "Temple guard", literal: true, value: "" },
      { label: "FRAY.Brp.Breakdown.SkillBase", value: "25%" },
      { label: "FRAY.Brp.Breakdown.Gained", value: "+15" },
      { label: "Open Helm", literal: true, value: "\u221210" },
      { label: "FRAY.Brp.Breakdown.ChanceRolled", value: "30%" },
    ]);
    // The bands follow the chance rolled: 30% criticals on 01–02, as on the actor's sheet.
    expect(owned.derived.bands).toMatchObject({ critical: "01\u201302", special: "03\u201306" });
    const alone = itemContext({ name: "Listen", img: "" }, "brpSkill", listen.system as Record<string, unknown>, true);
    expect(alone.summary).toBe("40%");
    // 40%: criticals 01–02 (2.0), specials to 08 (a fifth).
    expect(alone.derived.bands).toMatchObject({ critical: "01\u201302", special: "03\u201308" });
  });

  it("BRP-ARM-4: a worn piece's row and its skill-penalty tags explain themselves; taken off, the helm says it counts for nothing", () => {
    const off = { ...helm, system: { ...(helm.system as object), equipped: false } };
    const sheet = livingContext({ name: "Temple guard", img: "" }, system, [off, listen], true, null);
    expect(sheet.armors[0]?.breakdown).toEqual([
      { label: "FRAY.Brp.Field.ArmorValue", value: "3" },
      { label: "FRAY.Brp.Breakdown.Best", value: "" },
      { label: "FRAY.Brp.Breakdown.NotWorn", value: "" },
    ]);
    const helmSheet = itemContext({ name: "Open Helm", img: "" }, "brpArmor", off.system as Record<string, unknown>, true);
    // The skill already penalised is not offered again on the sheet's add row.
    expect((helmSheet.choices as { penaltySkill: Record<string, string> }).penaltySkill).not.toHaveProperty("listen");
    expect((helmSheet.choices as { penaltySkill: Record<string, string> }).penaltySkill).toHaveProperty("stealth", "FRAY.Brp.SkillName.Stealth");
    expect((helmSheet.derived as { penalties: unknown[] }).penalties).toEqual([{ skill: "listen", value: -10, label: "FRAY.Brp.SkillName.Listen", breakdown: [{ label: "FRAY.Brp.Breakdown.SkillPenalty", value: "-10%" }, { label: "FRAY.Brp.Breakdown.NotWorn", value: "" }] }]);
  });

  it("BRP-DATA-1: the characteristic rolls say what they come from — CON 18 gives Stamina 90%, POW 12 Luck 60%", () => {
    const sheet = livingContext({ name: "Guard", img: "" }, system, [], true, null);
    const roll = (key: string) => sheet.rolls.find((r) => r.key === key);
    expect(roll("stamina")).toMatchObject({ value: 90, breakdown: [{ label: "FRAY.Brp.Breakdown.From", value: "CON 18" }, { label: "FRAY.Brp.Breakdown.TimesFive", value: "90%" }] });
    expect(roll("luck")?.breakdown.at(-1)).toEqual({ label: "FRAY.Brp.Breakdown.TimesFive", value: "60%" });
  });
});
