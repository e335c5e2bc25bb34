import { describe, expect, it } from "vitest";
import { convertDistance } from "../../src/foundry/flows/token-distance.js";

describe("token distance in a ruleset's unit", () => {
  it("BRP-FVTT-5: a scene in feet, metres or yards gives brp metres and pool yards", () => {
    // 30 ft = 9.144 m → 9 m; = 10 yd.
    expect(convertDistance(30, "ft", "metres")).toBe(9);
    expect(convertDistance(30, "feet", "yards")).toBe(10);
    // 10 m stays 10 m; 10 m = 10.94 yd → 11 yd.
    expect(convertDistance(10, "m", "metres")).toBe(10);
    expect(convertDistance(10, "m", "yards")).toBe(11);
    // 20 yd = 18.288 m → 18 m.
    expect(convertDistance(20, "yd", "metres")).toBe(18);
    // A scene with no known unit counts in the ruleset's own; nothing measured is 0.
    expect(convertDistance(7, "squares", "metres")).toBe(7);
    expect(convertDistance(0, "ft", "metres")).toBe(0);
    expect(convertDistance(Number.NaN, "ft", "yards")).toBe(0);
  });
});
