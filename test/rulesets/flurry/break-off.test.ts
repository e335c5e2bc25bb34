import { describe, expect, it } from "vitest";
import { breakOff, declareIntention, fighter, flurryDecision, recordAttack, resolveOutOfActions, startFlurry, takeInitiative, type FlurryState } from "../../../src/rulesets/flurry/rules/index.js";

/** a: Fighter rank 5, 2 + 1 = 3 actions; b: Fighter rank 2, 2 actions (WC-FLY-8). */
const duel = (): FlurryState =>
  startFlurry("f", [
    { id: "a", side: "x", fighterRank: 5, agilityMod: 0, initiative: 15 },
    { id: "b", side: "y", fighterRank: 2, agilityMod: 0, initiative: 9 },
  ]);
const opened = (): FlurryState => declareIntention(declareIntention(takeInitiative(duel(), "a"), "a", "kill"), "b", "strike");

describe("flurry: breaking off", () => {
  it("WC-FLY-9 / WC-FLY-11: the attacker breaks off instead of striking: his 3 actions are gone and b, with 2 left, chooses press, withdraw, let go or an undefended strike", () => {
    const broken = breakOff(opened(), "a");
    expect(fighter(broken, "a").actionsLeft).toBe(0);
    expect(fighter(broken, "b").actionsLeft).toBe(2);
    expect(flurryDecision(broken)).toEqual({ kind: "outOfActions", actor: "b", actionless: "a", options: ["press", "withdraw", "letGo", "indefensibleAttack"] });
    const pressed = resolveOutOfActions(broken, "b", "press", 2);
    expect([pressed.stage, pressed.endReason]).toEqual(["ended", "pressedBack"]);
    expect(pressed.movements).toEqual([{ id: "a", kind: "retreat", steps: 2, by: "b", away: "b" }]);
  });

  it("WC-FLY-9: the fighter offered the initiative may break off before anyone strikes", () => {
    const broken = breakOff(duel(), "a");
    expect(flurryDecision(broken)).toMatchObject({ kind: "outOfActions", actor: "b", actionless: "a" });
    expect(resolveOutOfActions(broken, "b", "letGo").endReason).toBe("disengaged");
  });

  it("WC-FLY-9: with no opponent left who has actions, breaking off simply ends the flurry, broken", () => {
    // a stuns b (all his actions gone) and, with 2 left, chooses to strike him undefended; then breaks off instead.
    const f = recordAttack(opened(), { attackerId: "a", defenderId: "b", hit: true, margin: 3, defenderIncapacitated: true });
    expect(flurryDecision(f)).toMatchObject({ kind: "outOfActions", actor: "a", actionless: "b" });
    const striking = resolveOutOfActions(f, "a", "indefensibleAttack", 0);
    expect(breakOff(striking, "a")).toMatchObject({ stage: "ended", endReason: "broken" });
  });

  it("WC-FLY-9: only the fighter whose decision it is may break off; a declaration or an ended flurry cannot be broken off", () => {
    expect(() => breakOff(opened(), "b")).toThrow(/NotYourDecision/);
    expect(() => breakOff(takeInitiative(duel(), "a"), "a")).toThrow(/NotYourDecision/);
    const ended = resolveOutOfActions(breakOff(duel(), "a"), "b", "letGo");
    expect(() => breakOff(ended, "b")).toThrow(/NotYourDecision/);
    expect(() => breakOff(opened(), 7 as never)).toThrow();
  });
});
