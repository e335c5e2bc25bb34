import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flattenLang } from "../../../support/i18n-keys.js";
import { bandOfDistance, feetOf, lightFromFlag } from "../../../../src/rulesets/dusk/flows/scene-light.js";
import { DUSK_STATUS_EFFECTS } from "../../../../src/rulesets/dusk/data/statuses.js";
import { DUSK_CONDITIONS } from "../../../../src/rulesets/dusk/rules/conditions.js";

describe("dusk scene light and token distance", () => {
  it("DB-FVTT-8: the scene flag reads back as one of the four light levels; anything else is bright", () => {
    expect(["bright", "dim", "veryDim", "darkness"].map(lightFromFlag)).toEqual(["bright", "dim", "veryDim", "darkness"]);
    expect([undefined, null, "", "Dim", 3, "pitch"].map(lightFromFlag)).toEqual(["bright", "bright", "bright", "bright", "bright", "bright"]);
  });

  it("DB-RANGE-1: grid distances in feet fall in the bands at 10 / 50 / 100 / 500 ft, the upper bounds inclusive", () => {
    expect([5, 10, 15, 50, 55, 100, 105, 500, 505].map((d) => bandOfDistance(d, "ft"))).toEqual(["immediate", "immediate", "short", "short", "long", "long", "extreme", "extreme", "beyond"]);
  });

  it("DB-FVTT-8: metres, yards and miles are turned into feet before the band is read", () => {
    expect(feetOf(3, "m")).toBe(10); // 3 m = 9.84 ft
    expect(bandOfDistance(3, "m")).toBe("immediate");
    expect(bandOfDistance(4, "m")).toBe("short"); // 13 ft
    expect(feetOf(10, "yd")).toBe(30);
    expect(feetOf(1, "mi")).toBe(5280);
    expect(feetOf(25, undefined)).toBe(25);
  });
});

describe("dusk status effects", () => {
  it("DB-DATA-5: every condition the rules know is a token status, with full cover, deep water, underwater and the three light levels", () => {
    const ids = DUSK_STATUS_EFFECTS.map((s) => s.id);
    for (const condition of Object.keys(DUSK_CONDITIONS)) expect(ids, condition).toContain(condition);
    for (const extra of ["fullCover", "deepWater", "underwater", "dimLight", "veryDimLight", "darkness"]) expect(ids).toContain(extra);
    expect(new Set(ids).size).toBe(ids.length);
    const lang = flattenLang(JSON.parse(readFileSync(join(import.meta.dirname, "../../../../lang/en.json"), "utf8")));
    for (const s of DUSK_STATUS_EFFECTS) {
      expect(s.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(lang.has(s.name), s.name).toBe(true);
    }
  });
});
