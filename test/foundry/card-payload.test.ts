import { describe, expect, it } from "vitest";
import { factsOf, withView } from "../../src/foundry/chat/card-payload.js";

describe("card payloads", () => {
  it("stores the facts with their view as plain JSON, dropping undefined fields", () => {
    const facts = { mode: "task", round: 2, note: undefined, nested: { dice: [3, 11] } };
    const stored = withView(facts, { headline: "Wren succeeds" });
    expect(stored).toEqual({ mode: "task", round: 2, nested: { dice: [3, 11] }, view: { headline: "Wren succeeds" } });
    expect("note" in stored).toBe(false);
  });

  it("shares nothing with the live state", () => {
    const facts = { nested: { dice: [3, 11] } };
    const stored = withView(facts, null);
    facts.nested.dice.push(7);
    expect(stored["nested"]).toEqual({ dice: [3, 11] });
  });

  it("reads the facts back without the view", () => {
    const stored = withView({ mode: "attack", damage: 4 }, { lines: ["hit"] });
    expect(factsOf<{ mode: string; damage: number }>(stored)).toEqual({ mode: "attack", damage: 4 });
  });

  it("a stored payload without a view reads back as it is", () => {
    expect(factsOf({ mode: "defence" })).toEqual({ mode: "defence" });
  });
});
