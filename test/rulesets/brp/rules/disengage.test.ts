import { describe, expect, it } from "vitest";
import { defenceMet, disengageSucceeds } from "../../../../src/rulesets/brp/rules/index.js";

describe("brp disengaging", () => {
  it("BRP-ACT-10: Yvarre disengages; the guard's hit is parried (success) and a second hit dodged (special): she gets away", () => {
    const met = [defenceMet("success", "success"), defenceMet("special", "special")];
    expect(met).toEqual(["success", "special"]);
    expect(disengageSucceeds(met.filter((level) => level !== null))).toBe(true);
  });

  it("BRP-ACT-10: one hit she takes without a defence counts as a failed defence and holds her in the melee, whatever else she parried", () => {
    const met = [defenceMet("success", "success"), defenceMet("success", null)];
    expect(met).toEqual(["success", "failure"]);
    expect(disengageSucceeds(met.filter((level) => level !== null))).toBe(false);
    expect(disengageSucceeds([defenceMet("critical", "fumble")!])).toBe(false);
  });

  it("BRP-ACT-10: attacks that missed or were fumbled ask for no defence; with no attack answered she gets away (the proposal)", () => {
    expect(defenceMet("failure", null)).toBeNull();
    expect(defenceMet("fumble", null)).toBeNull();
    expect(disengageSucceeds([])).toBe(true);
  });
});
