import { describe, expect, it } from "vitest";
import { RulesError } from "../../../src/core/errors.js";
import { capDestiny } from "../../../src/rulesets/dusk/rules/stats.js";
import { migrateDestiny } from "../../../src/rulesets/dusk/rules/derived.js";

describe("dusk Destiny cap", () => {
  it("DB-DEST-2: a level 2 character holds at most 2 Destiny, never less than 0", () => {
    expect(capDestiny(100, 2)).toBe(2);
    expect(capDestiny(3, 2)).toBe(2);
    expect(capDestiny(2, 2)).toBe(2);
    expect(capDestiny(1, 2)).toBe(1);
    expect(capDestiny(-4, 2)).toBe(0);
    expect(capDestiny(1, 0)).toBe(0);
  });

  it("DB-DEST-2: a fraction or a negative level is refused, not capped", () => {
    expect(() => capDestiny(1.5, 2)).toThrow(RulesError);
    expect(() => capDestiny(1, -1)).toThrow(RulesError);
  });

  it("DB-DEST-2: a stored character over its cap loads with the cap; one within it, or with bad numbers the schema refuses, is left alone", () => {
    expect(migrateDestiny({ level: 3, destiny: 7 })).toEqual({ level: 3, destiny: 3 });
    expect(migrateDestiny({ level: 3, destiny: 2 })).toEqual({ level: 3, destiny: 2 });
    expect(migrateDestiny({ level: "x", destiny: 7 })).toEqual({ level: "x", destiny: 7 });
  });
});
