import { describe, expect, it } from "vitest";
import { recordIntent, statementOf } from "../../../../src/rulesets/brp/flows/intent.js";
import { ReplayDice } from "../../../../src/core/dice.js";
import { brpOptions, createBrpEncounter, orderedSlots, visibleStatements } from "../../../../src/rulesets/brp/rules/index.js";

const fighters = [
  { id: "yvarre", side: "a", isPlayerCharacter: true, stats: { DEX: 16, INT: 13, POW: 12, skill: 70, weaponLength: 2, attacks: 1 } },
  { id: "guard", side: "b", isPlayerCharacter: false, stats: { DEX: 11, INT: 10, POW: 10, skill: 55, weaponLength: 1, attacks: 1 } },
];

describe("brp statements of intent", () => {
  it("BRP-SOI-1/BRP-ACT-6: a stated move of 10 m halves the DEX rank in the action phase", () => {
    const model = createBrpEncounter(brpOptions());
    let state = model.begin(fighters, new ReplayDice([]));
    state = recordIntent(state, "yvarre", { action: "attack", moveMetres: 10, actions: 1, delayTo: 0, hidden: false });
    state = model.act(model.act(state, "yvarre", 0, true), "guard", 0, true);
    expect(orderedSlots(state).map((s) => [s.participantId, s.rank])).toEqual([
      ["guard", 11],
      ["yvarre", 8],
    ]);
  });

  it("BRP-SOI-2/BRP-SOI-3: a hidden NPC statement stays off the players' list; a delay moves the action down", () => {
    const model = createBrpEncounter(brpOptions());
    let state = model.begin(fighters, new ReplayDice([]));
    state = recordIntent(state, "guard", { action: "attack", moveMetres: 0, actions: 1, delayTo: 5, hidden: true });
    expect(visibleStatements(state)).toEqual({});
    state = model.act(model.act(state, "yvarre", 0, true), "guard", 0, true);
    expect(orderedSlots(state).find((s) => s.participantId === "guard")?.rank).toBe(5);
  });

  it("an unknown intent or a bad number is refused with a rules error", () => {
    expect(() => statementOf({ action: "flee", moveMetres: 0, actions: 1, delayTo: 0, hidden: false })).toThrow(/BadIntent/);
    expect(() => statementOf({ action: "move", moveMetres: -3, actions: 1, delayTo: 0, hidden: false })).toThrow();
  });
});
