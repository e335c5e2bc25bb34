import { describe, expect, it } from "vitest";
import { poisonCostPerOunce, poisonVialCost } from "../../../../src/rulesets/pool/rules/index.js";

describe("what a poison costs (FC-POI-1, FC-DATA-5)", () => {
  it("FC-POI-1: an ounce costs 4½ sp weak, 6¾ sp mild, 10 sp strong, 15 sp vile; a vial costs its ounces at that price", () => {
    expect(["weak", "mild", "strong", "vile"].map((s) => poisonCostPerOunce(s as "weak"))).toEqual([4.5, 6.75, 10, 15]);
    // Two ounces of mild: 2 × 6¾ = 13½ sp; a quarter ounce of vile: 15 ÷ 4 = 3¾ sp.
    expect(poisonVialCost("mild", 2)).toBe(13.5);
    expect(poisonVialCost("vile", 0.25)).toBe(3.75);
  });

  it("FC-DATA-5: a price the GM sets wins over the table; 0 reads the table; bad input is refused", () => {
    expect(poisonCostPerOunce("strong", 12)).toBe(12);
    expect(poisonVialCost("strong", 1.5, 12)).toBe(18);
    expect(poisonCostPerOunce("strong", 0)).toBe(10);
    expect(() => poisonCostPerOunce("strong", -1)).toThrow();
    expect(() => poisonVialCost("weak", Number.NaN)).toThrow();
    expect(() => poisonCostPerOunce("deadly" as never)).toThrow();
  });
});
