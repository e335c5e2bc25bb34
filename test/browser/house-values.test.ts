/**
 * House values are data, not prose: every pool compendium entry that marks one shows, on the
 * sheet it opens in, a visible badge per marked field whose tooltip carries the entry's reason,
 * and the header holding the badges stays within the window in both themes.
 */
import { describe, expect, it } from "vitest";
import type { Fixture } from "./harness/fixtures.js";
import { harnessForFile } from "./harness/per-file.js";
import { houseValueSheets } from "../rulesets/pool/sheets/fixture-sources.js";

const harness = harnessForFile();

interface Badge {
  readonly field: string;
  readonly tooltip: string;
  readonly text: string;
  readonly visible: boolean;
}

const BADGES = `[...document.querySelectorAll("[data-harness-container] .fray-house")].map((el) => {
  const box = el.getBoundingClientRect();
  return { field: el.dataset.houseField, tooltip: el.dataset.tooltip ?? "", text: el.textContent.trim(), visible: box.width > 0 && box.height > 0 };
})`;

// The slice builders type a context as unknown; the harness takes any object.
const sheets = houseValueSheets().map((s) => ({ ...s, fixture: s.fixture as Fixture }));

describe("house values", () => {
  it("the pool compendium marks house values (armor, mounts, vehicles, ships, creatures)", () => {
    const types = new Set(sheets.map((s) => s.doc.type));
    for (const type of ["poolArmor", "poolShield", "poolWeapon", "poolManeuver", "poolNpc", "poolMount", "poolVehicle", "poolShip"]) expect(types, type).toContain(type);
  });

  describe.each(sheets.map((s) => [`${s.doc.name} (${s.doc.type})`, s] as const))("%s", (_name, { houseValues, fixture }) => {
    it("shows a badge for each house value, with its reason in the tooltip", async () => {
      const badges = await harness.evaluate<Badge[]>(fixture, BADGES);
      for (const { field, why } of houseValues) {
        const badge = badges.find((b) => b.field === field);
        expect(badge, `no badge for ${field}`).toBeDefined();
        expect(badge!.visible).toBe(true);
        expect(badge!.text).toMatch(/house value/);
        expect(badge!.tooltip).toContain(why);
      }
      expect(badges).toHaveLength(houseValues.length);
    });

    it("lays out cleanly in both themes", async () => {
      expect(await harness.check(fixture)).toEqual([]);
    });
  });
});
