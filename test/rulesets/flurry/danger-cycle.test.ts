import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import { RulesError } from "../../../src/core/errors.js";
import { answerPrompt, dangerStatusOf, engage, flurryEncounter, payForWalk, type FlurryEncounterState } from "../../../src/rulesets/flurry/rules/index.js";

const refusalOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RulesError) return error.i18nKey;
    throw error;
  }
  return "none";
};

const p = (id: string, side: string, fighterRank: number, movementRate: number): EncounterParticipant => ({
  id,
  side,
  isPlayerCharacter: side === "friendly",
  stats: { fighterRank, agilityMod: 0, movementRate, tactics: 0 },
});

/** Initiative a 1+1+1 + 4 = 7, b 6+6+6 + 2 = 20 (order b, a); flurry rolls 2+2+2: a 10, b 8. */
const roundDice = () => new ReplayDice([1, 1, 1, 6, 6, 6, ...Array.from({ length: 12 }, () => 2)]);

/** a (FR 4, rate 7) and b (FR 2, rate 5): two actions each in a flurry; b moves first with ⌈5/2⌉ = 3 points. */
function begun(): FlurryEncounterState {
  return answerPrompt(flurryEncounter.begin([p("a", "friendly", 4, 7), p("b", "hostile", 2, 5)], roundDice()));
}

const act = (s: FlurryEncounterState, id: string, cost = 0) => flurryEncounter.act(s, id, cost, true);

/** The flurry fought out from the tracker: a, b and a spend an action each; a is out, and b, one action left, lets him go. */
function fightItOut(s: FlurryEncounterState): FlurryEncounterState {
  let next = s;
  for (const id of ["a", "b", "a", "b"]) next = act(next, id, 1);
  return next;
}

describe("WC-MOV-7: the stop-in-danger cycle on the tracker", () => {
  it("WC-MOV-7: b walks one hex into a's zone of danger and stops; next phase (adjustment) he may shift one hex only; shifting into danger again holds him through the next round's movement until the flurry resolves it, then one hex again", () => {
    let s = engage(payForWalk(begun(), "b", 1, true, 1), "b", "a");
    expect([dangerStatusOf(s, "b"), s.mpLeft["b"]]).toEqual(["stoppedThisPhase", 0]);
    expect(flurryEncounter.snapshot(s).markers?.["b"]).toEqual([{ key: "danger.stoppedThisPhase", used: true, label: { key: "FRAY.Flurry.Danger.Stopped" }, tooltip: { key: "FRAY.Flurry.Danger.StoppedTip" } }]);
    s = act(act(s, "b"), "a");
    expect([s.phase, dangerStatusOf(s, "b")]).toEqual(["flurry", "oneHexAdjustment"]);
    s = fightItOut(s);
    // Adjustment in reverse order: a, then b with 5 − 3 = 2 points, but one hex only.
    expect([s.phase, dangerStatusOf(s, "b")]).toEqual(["adjustment", "oneHexAdjustment"]);
    s = act(s, "a");
    expect(refusalOf(() => payForWalk(s, "b", 2, false, 2))).toBe("FRAY.Flurry.Error.OneHexOnly");
    // The hex he shifts into lies in a's zone of danger again: the board engages the two anew.
    s = engage(payForWalk(s, "b", 1, true, 1), "b", "a");
    expect(dangerStatusOf(s, "b")).toBe("heldUntilResolved");
    s = act(s, "b");
    expect(s.phase).toBe("morale");
    s = flurryEncounter.nextRound(s, roundDice(), []);
    expect([s.round, s.phase, dangerStatusOf(s, "b"), s.mpLeft["b"]]).toEqual([2, "movement", "heldUntilResolved", 3]);
    expect(refusalOf(() => payForWalk(s, "b", 1, false, 1))).toBe("FRAY.Flurry.Error.HeldInDanger");
    // Turning in place moves him no hex: a pivot is still his.
    expect(payForWalk(s, "b", 1, false, 0).mpLeft["b"]).toBe(2);
    s = act(act(s, "b"), "a");
    s = fightItOut(s);
    expect([s.phase, dangerStatusOf(s, "b")]).toEqual(["adjustment", "oneHexAdjustment"]);
  });

  it("WC-MOV-7: the one-hex shift that ends in a hex no zone of danger covers puts him in the clear: normal movement again", () => {
    let s = engage(payForWalk(begun(), "b", 1, true, 1), "b", "a");
    s = fightItOut(act(act(s, "b"), "a"));
    s = payForWalk(act(s, "a"), "b", 1, false, 1);
    expect(dangerStatusOf(s, "b")).toBe("clear");
    expect(flurryEncounter.snapshot(s).markers?.["b"]).toBeUndefined();
  });

  it("WC-MOV-7 / WC-ENG-2: stopped but engaged with nobody when the phase ends (the threat gone), he is in the clear", () => {
    let s = payForWalk(begun(), "b", 1, true, 1);
    s = act(act(s, "b"), "a");
    expect(dangerStatusOf(s, "b")).toBe("clear");
  });

  it("without the hexes walked (the generic tracker) the cycle is left as it is", () => {
    const s = payForWalk(begun(), "b", 1, true);
    expect([dangerStatusOf(s, "b"), s.mpLeft["b"]]).toEqual(["clear", 0]);
  });
});
