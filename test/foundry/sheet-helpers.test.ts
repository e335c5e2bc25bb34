import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkNumericInput, constraintsFromAttributes } from "../../src/foundry/sheets/numeric-input.js";
import { groupItems, nextTrackValue, trackBoxes, trackView } from "../../src/foundry/sheets/sheet-context.js";

describe("checkNumericInput", () => {
  const wound = { min: 0, max: 3, integer: true };
  it("accepts a number within range", () => {
    expect(checkNumericInput(" 2 ", wound, "Wound")).toEqual({ ok: true, value: 2 });
  });
  it("refuses text that is not a number, naming the field", () => {
    expect(checkNumericInput("two", wound, "Wound")).toEqual({ ok: false, reason: "FRAY.Sheet.Warning.NotANumber", data: { field: "Wound", value: "two" } });
  });
  it("refuses a fraction where whole numbers are required", () => {
    expect(checkNumericInput("1.5", wound, "Wound")).toMatchObject({ ok: false, reason: "FRAY.Sheet.Warning.NotAWholeNumber" });
    expect(checkNumericInput("1.5", { min: 0, max: 3 }, "Ounces")).toEqual({ ok: true, value: 1.5 });
  });
  it("refuses values outside min and max and reports the bounds", () => {
    expect(checkNumericInput("4", wound, "Wound")).toEqual({ ok: false, reason: "FRAY.Sheet.Warning.OutOfRange", data: { field: "Wound", value: 4, min: "0", max: "3" } });
    expect(checkNumericInput("-1", { min: 0 }, "Armor")).toMatchObject({ ok: false, data: { max: "∞" } });
  });
  it("treats blank as empty only for nullable fields", () => {
    expect(checkNumericInput("", wound, "Wound")).toMatchObject({ ok: false, reason: "FRAY.Sheet.Warning.NotANumber" });
    expect(checkNumericInput("  ", wound, "Wound", true)).toEqual({ ok: true, value: null });
  });
  it("never accepts a value outside the bounds (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: true }), (a, b, v) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const verdict = checkNumericInput(String(v), { min, max }, "x");
        if (verdict.ok) expect(verdict.value !== null && verdict.value >= min && verdict.value <= max).toBe(true);
        else expect(v < min || v > max).toBe(true);
      }),
    );
  });
});

describe("constraintsFromAttributes", () => {
  it("reads min, max and whole-number steps", () => {
    expect(constraintsFromAttributes({ min: "0", max: "10", step: "1" })).toEqual({ min: 0, max: 10, integer: true });
    expect(constraintsFromAttributes({ min: "", max: null, step: "any" })).toEqual({ integer: false });
    expect(constraintsFromAttributes({ integer: "" })).toEqual({ integer: true });
  });
});

describe("groupItems", () => {
  const row = (id: string, type: string, name: string, sort = 0) => ({ id, uuid: `Actor.a.Item.${id}`, name, img: "", type, sort });
  it("groups by subtype in the given order, unlisted types after, each sorted", () => {
    const groups = groupItems([row("1", "poolGear", "Rope"), row("2", "poolWeapon", "Sword", 2), row("3", "poolWeapon", "Axe", 1), row("4", "poolSpell", "Light")], ["poolWeapon", "poolArmor"]);
    expect(groups.map((g) => g.type)).toEqual(["poolWeapon", "poolArmor", "poolGear", "poolSpell"]);
    expect(groups[0]?.items.map((i) => i.name)).toEqual(["Axe", "Sword"]);
    expect(groups[1]).toEqual({ type: "poolArmor", label: "TYPES.Item.poolArmor", items: [] });
  });
});

describe("trackBoxes", () => {
  it("ticks the first value boxes, each numbered", () => {
    expect(trackBoxes(2, 3)).toEqual([
      { index: 1, ticked: true, note: "1" },
      { index: 2, ticked: true, note: "2" },
      { index: 3, ticked: false, note: "3" },
    ]);
    expect(trackBoxes(0, 0)).toEqual([]);
    expect(trackView("wound", "FRAY.X", "FRAY.Y", "system.tracks.wound.value", 3, 2)).toMatchObject({ terminal: true, summary: "3/2" });
  });
  it("a click on box N ticks up to N; a click on the last ticked box clears it", () => {
    expect(nextTrackValue(0, 2)).toBe(2);
    expect(nextTrackValue(2, 2)).toBe(1);
    expect(nextTrackValue(3, 1)).toBe(1);
  });
});
