import { describe, expect, it } from "vitest";
import { expiresAt } from "../../../src/core/vocabulary.js";
import { afflictionCheck, conditionEffects, dazed, interceptedCondition, interceptLeaving, otherEffect } from "../../../src/rulesets/dusk/rules/conditions.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";
import { runTask } from "../../../src/rulesets/dusk/rules/task.js";
import { ReplayDice } from "../../../src/core/dice.js";
import { pc } from "./helpers.js";

describe("dusk special damage and conditions", () => {
  it("DB-SPEC-1: dazed hinders all the bearer's tasks, usually for one round from whoever dazed it", () => {
    expect(conditionEffects(["dazed"]).hinderAllTasks).toBe(1);
    const d = dazed("ogre", 2);
    expect(expiresAt(d, { kind: "turnStart", combatantId: "ogre", round: 3 })).toBe(true);
    expect(expiresAt(d, { kind: "roundEnd", round: 2 })).toBe(false);
    const hindered = runTask({ stat: "speed", difficulty: 4, hinder: conditionEffects(["dazed"]).hinderAllTasks }, pc(), 0, new ReplayDice([7, 6]));
    expect(hindered.state.outcome).toMatchObject({ targetNumber: 15, success: false });
  });

  it("DB-SPEC-2: stunned loses its turn but still defends", () => {
    expect(conditionEffects(["stunned"])).toMatchObject({ losesTurn: true, canDefend: true });
  });

  it("DB-SPEC-3: poison is resisted by a Might defence roll; disease repeats that roll every day", () => {
    expect(afflictionCheck("poison")).toEqual({ stat: "might", repeatsDaily: false });
    expect(afflictionCheck("disease")).toEqual({ stat: "might", repeatsDaily: true });
  });

  it("DB-SPEC-4: paralysis stops movement but leaves actions that need no movement", () => {
    expect(conditionEffects(["paralysed"])).toMatchObject({ canMove: false, mentalActionsOnly: true, losesTurn: false });
    expect(conditionEffects(["paralysed", "dazed", "defending"])).toMatchObject({ canMove: false, hinderAllTasks: 1, easeDefence: 1 });
    expect(conditionEffects(["unknown"])).toMatchObject({ hinderAllTasks: 0, canMove: true });
  });

  it("DB-SPEC-5: other effects are handed to the GM as a decision", () => {
    expect(otherEffect("blinded")).toEqual({ type: "adjudicate", by: "gm", reason: "blinded" });
  });

  it("DB-ACT-8: Intercept — against someone leaving reach a hit ends the move without damage; protecting an ally it hinders the enemy for the round (or until the protector's next turn)", () => {
    expect(interceptLeaving(true)).toEqual({ damage: 0, movementEnds: true });
    expect(interceptLeaving(false)).toEqual({ damage: 0, movementEnds: false });
    const roundEnd = interceptedCondition("ann", 2);
    expect(expiresAt(roundEnd, { kind: "roundEnd", round: 2 })).toBe(true);
    const next = interceptedCondition("ann", 2, duskOptions({ interceptLasts: "interceptorNextTurn" }));
    expect(expiresAt(next, { kind: "roundEnd", round: 2 })).toBe(false);
    expect(expiresAt(next, { kind: "turnStart", combatantId: "ann", round: 3 })).toBe(true);
  });
});
