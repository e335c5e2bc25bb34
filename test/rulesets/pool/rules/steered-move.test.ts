import { describe, expect, it } from "vitest";
import { steeredMove } from "../../../../src/rulesets/pool/rules/index.js";

describe("moving a mount or a vehicle (FC-MNT-4, FC-MNT-5, FC-VEH-3)", () => {
  it("FC-MNT-5: a horse of Speed 15 carries its rider 15 yards at a walk for a Partial Action, 30 at a jog and 60 at a run for a Full Action", () => {
    expect(steeredMove(15, "walk")).toEqual({ yards: 15, action: "partial" });
    expect(steeredMove(15, "jog")).toEqual({ yards: 30, action: "full" });
    expect(steeredMove(15, "run")).toEqual({ yards: 60, action: "full" });
  });

  it("FC-VEH-3: a wagon of Speed 8 moves everyone aboard 8, 16 or 32 yards; it does not crawl; a stopped team goes nowhere", () => {
    expect([steeredMove(8, "walk").yards, steeredMove(8, "jog").yards, steeredMove(8, "run").yards]).toEqual([8, 16, 32]);
    expect(() => steeredMove(8, "crawl" as never)).toThrow();
    expect(steeredMove(0, "run")).toEqual({ yards: 0, action: "full" });
    expect(() => steeredMove(-1, "walk")).toThrow();
    expect(() => steeredMove(Number.NaN, "walk")).toThrow();
  });
});
