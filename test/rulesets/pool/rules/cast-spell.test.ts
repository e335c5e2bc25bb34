import { describe, expect, it } from "vitest";
import { castAction } from "../../../../src/rulesets/pool/rules/index.js";

describe("casting a spell (FC-DATA-5, FC-FVTT-2)", () => {
  it("FC-DATA-5: a spell costs its own action: a Partial or a Full Action, in one's turn or outside a fight", () => {
    expect(castAction("partial", "now", "Light")).toBe("partial");
    expect(castAction("full", "now", "Sleep")).toBe("full");
    expect(castAction("full", "notInFight", "Sleep")).toBe("full");
  });

  it("FC-DATA-5: in a fight, a spell waits for its caster's turn (it is no free action, FC-ACT-5)", () => {
    expect(() => castAction("partial", "waiting", "Light")).toThrow(/CastOutOfTurn/);
    expect(() => castAction("free" as never, "now", "Light")).toThrow();
    expect(() => castAction("partial", "soon" as never, "Light")).toThrow();
  });
});
