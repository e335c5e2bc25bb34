import { describe, expect, it } from "vitest";
import { livingExplained, type ItemLike, type LivingSystem } from "../../../../src/rulesets/brp/data/state.js";

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
