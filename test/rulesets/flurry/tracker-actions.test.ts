import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import { RulesError } from "../../../src/core/errors.js";
import { answerPrompt, engage, flurryEncounter, mpAfterAction, payForWalk, takeTrackerAction, walkRefusal, type FlurryEncounterState } from "../../../src/rulesets/flurry/rules/index.js";

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

/**
 * a (FR 5, rate 7): 1+1+1+5 = 8; b (FR 2, rate 5): 6+6+6+2 = 20. Order b, a. Movement budgets
 * ⌈5/2⌉ = 3 for b and ⌈7/2⌉ = 4 for a; then each fighter's flurry roll and reserve (2s).
 */
function begun(): FlurryEncounterState {
  const dice = new ReplayDice([1, 1, 1, 6, 6, 6, ...Array.from({ length: 12 }, () => 2)]);
  return answerPrompt(flurryEncounter.begin([p("a", "friendly", 5, 7), p("b", "hostile", 2, 5)], dice));
}

describe("flurry actions beside movement (tracker)", () => {
  it("WC-ACT-4: a Quick action halves the phase's movement points, rounded down; points already walked count against that half", () => {
    expect(mpAfterAction(4, 4, [], "quick")).toBe(2);
    expect(mpAfterAction(3, 3, [], "quick")).toBe(1);
    // 1 of 4 walked: the half (2) less the 1 walked leaves 1.
    expect(mpAfterAction(4, 3, [], "quick")).toBe(1);
    // 2 of 4 walked: exactly the half, nothing left.
    expect(mpAfterAction(4, 2, [], "quick")).toBe(0);
    // 3 of 4 walked: more than the half allows.
    expect(refusalOf(() => mpAfterAction(4, 1, [], "quick"))).toBe("FRAY.Flurry.Error.QuickAfterMoving");
  });

  it("WC-ACT-1: one Quick action per movement phase; a Free action keeps the movement whole", () => {
    expect(refusalOf(() => mpAfterAction(4, 2, ["quick"], "quick"))).toBe("FRAY.Flurry.Error.OneQuickAction");
    expect(mpAfterAction(4, 3, [], "free")).toBe(3);
    expect(mpAfterAction(4, 2, ["quick", "free"], "free")).toBe(2);
  });

  it("WC-ACT-1: a Full action prohibits movement: before moving it leaves 0, after moving or beside a Quick one it is refused, and only Free actions follow it", () => {
    expect(mpAfterAction(4, 4, [], "full")).toBe(0);
    expect(mpAfterAction(4, 4, ["free"], "full")).toBe(0);
    expect(refusalOf(() => mpAfterAction(4, 3, [], "full"))).toBe("FRAY.Flurry.Error.FullAfterMoving");
    expect(refusalOf(() => mpAfterAction(4, 2, ["quick"], "full"))).toBe("FRAY.Flurry.Error.FullActionTaken");
    expect(refusalOf(() => mpAfterAction(4, 0, ["full"], "quick"))).toBe("FRAY.Flurry.Error.FullActionTaken");
    expect(mpAfterAction(4, 0, ["full"], "free")).toBe(0);
  });

  it("WC-FVTT-4: the tracker offers Free, Quick and Full to the fighter whose movement slot it is; pressing Quick leaves b 1 of his 3 points and marks it, then only Free is offered", () => {
    let s = begun();
    let snap = flurryEncounter.snapshot(s);
    expect(snap.canActNow).toEqual(["b"]);
    expect(snap.controls?.["b"]?.map((c) => c.key)).toEqual(["action.free", "action.quick", "action.full"]);
    expect(snap.controls?.["a"]).toBeUndefined();
    expect(refusalOf(() => flurryEncounter.control!(s, "a", "action.quick"))).toBe("FRAY.Flurry.Error.NotYourTurn");
    s = flurryEncounter.control!(s, "b", "action.quick");
    snap = flurryEncounter.snapshot(s);
    expect(snap.actionsLeft["b"]).toBe(1);
    expect(snap.markers?.["b"]?.map((m) => [m.key, m.used])).toEqual([["quick", true]]);
    expect(snap.controls?.["b"]?.map((c) => c.key)).toEqual(["action.free"]);
    expect(refusalOf(() => flurryEncounter.control!(s, "b", "action.quick"))).toBe("FRAY.Flurry.Error.OneQuickAction");
    expect(refusalOf(() => flurryEncounter.control!(s, "b", "action.lengthy"))).toBe("FRAY.Combat.UnknownControl");
    expect(refusalOf(() => flurryEncounter.control!(s, null, "action.free"))).toBe("FRAY.Combat.UnknownControl");
  });

  it("WC-FVTT-4: a new phase gives fresh points and no marks: a's Full action in the movement phase leaves his 3 adjustment points whole", () => {
    let s = flurryEncounter.act(begun(), "b", 0, true);
    s = takeTrackerAction(s, "a", "full");
    expect(flurryEncounter.snapshot(s).actionsLeft["a"]).toBe(0);
    s = flurryEncounter.act(s, "a", 0, true);
    const snap = flurryEncounter.snapshot(s);
    expect(snap.phase).toBe("adjustment");
    expect(snap.actionsLeft["a"]).toBe(3);
    expect(snap.markers).toEqual({});
  });

  it("WC-ACT-1: an engaged fighter takes no actions beside his movement (he fights in the flurry phase)", () => {
    const s = engage(begun(), "a", "b");
    expect(flurryEncounter.snapshot(s).controls).toEqual({});
    expect(refusalOf(() => takeTrackerAction(s, "b", "free"))).toBe("FRAY.Flurry.Error.EngagedFightsInFlurry");
  });

  it("WC-MOV-2, WC-MOV-7: a walk pays its points from the phase's budget; more than is left is refused and changes nothing; a walk stopped by danger ends his movement for the phase", () => {
    const s = begun();
    expect(flurryEncounter.snapshot(payForWalk(s, "b", 2, false)).actionsLeft["b"]).toBe(1);
    expect(walkRefusal(s, "b", 4)?.i18nKey).toBe("FRAY.Flurry.Error.NotEnoughMovement");
    expect(walkRefusal(s, "b", 4)?.data).toEqual({ id: "b", cost: 4, left: 3 });
    expect(walkRefusal(s, "a", 1)?.i18nKey).toBe("FRAY.Flurry.Error.NotYourTurn");
    expect(walkRefusal(s, "b", 3)).toBeNull();
    expect(flurryEncounter.snapshot(payForWalk(s, "b", 1, true)).actionsLeft["b"]).toBe(0);
    // After a Quick action b has 1 point: a 2-point walk no longer fits.
    expect(walkRefusal(takeTrackerAction(s, "b", "quick"), "b", 2)?.i18nKey).toBe("FRAY.Flurry.Error.NotEnoughMovement");
  });
});
