import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../../src/core/encounter.js";
import { countsAsPlayerCharacter, poolEncounter, REROLL_INITIATIVE, type PoolEncounterState } from "../../../../src/rulesets/pool/rules/index.js";
import { palaceFight } from "./fixtures.js";

/** Everyone in the palace fight takes one Full Action: the round is over. */
function finishRound(start: PoolEncounterState): PoolEncounterState {
  let state = start;
  for (let guard = 0; guard < 20 && !poolEncounter.snapshot(state).roundOver; guard++) state = poolEncounter.act(state, poolEncounter.snapshot(state).canActNow[0]!, 2, false);
  return state;
}

describe("the GM forces a new initiative roll (FC-FVTT-3)", () => {
  it("FC-FVTT-3: initiative stands round after round until the GM calls for a re-roll; then both sides roll again at the next round and the new order holds", () => {
    // Guards 5, heroes 2: the guards lead round 1.
    const begun = poolEncounter.begin(palaceFight, new ReplayDice([2, 5]));
    expect(begun.sides.map((s) => s.key)).toEqual(["guards", "heroes"]);
    // Round 2 without a call: no dice are asked for (an empty replay would throw) and the guards still lead.
    const second = poolEncounter.nextRound(finishRound(begun), new ReplayDice([]));
    expect(second.sides.map((s) => s.key)).toEqual(["guards", "heroes"]);
    expect(poolEncounter.snapshot(second).initiativeRolls).toEqual([]);
    // The GM calls for a re-roll: the tracker shows the call as on; nothing moves before the round ends.
    const called = poolEncounter.control!(second, null, REROLL_INITIATIVE);
    expect(poolEncounter.snapshot(called).encounterControls).toEqual([
      { key: "rerollInitiative", group: "round", label: { key: "FRAY.Pool.Encounter.RerollOn" }, tooltip: { key: "FRAY.Pool.Encounter.RerollOnTooltip" }, on: true },
    ]);
    expect(poolEncounter.snapshot(called).canActNow).toEqual(["guard1", "guard2"]);
    // Round 3: heroes roll 6 (first in participant order of sides: heroes, guards), guards 1 — the heroes lead now.
    const dice = new ReplayDice([6, 1]);
    const third = poolEncounter.nextRound(finishRound(called), dice);
    expect(dice.log.map((entry) => [entry.purpose, entry.results[0]])).toEqual([
      ["initiative:heroes", 6],
      ["initiative:guards", 1],
    ]);
    expect(third.sides.map((s) => [s.key, s.rolls])).toEqual([
      ["heroes", [6]],
      ["guards", [1]],
    ]);
    expect(poolEncounter.snapshot(third).canActNow).toEqual(["aldric", "bertoz", "enowan"]);
    expect(poolEncounter.snapshot(third).initiativeRolls.map((r) => [r.groupKey, r.total])).toEqual([
      ["heroes", 6],
      ["guards", 1],
    ]);
    // The call is spent: round 4 keeps the heroes first without rolling.
    expect(poolEncounter.snapshot(third).encounterControls?.[0]?.on).toBe(false);
    const fourth = poolEncounter.nextRound(finishRound(third), new ReplayDice([]));
    expect(fourth.sides.map((s) => s.key)).toEqual(["heroes", "guards"]);
  });

  it("FC-FVTT-3: a second press cancels the call; a participant cannot press the GM's control; the re-roll needs dice", () => {
    const begun = poolEncounter.begin(palaceFight, new ReplayDice([2, 5]));
    const called = poolEncounter.control!(begun, null, REROLL_INITIATIVE);
    const cancelled = poolEncounter.control!(called, null, REROLL_INITIATIVE);
    expect(cancelled.rerollInitiative).toBeUndefined();
    expect(poolEncounter.nextRound(finishRound(cancelled), new ReplayDice([])).sides.map((s) => s.key)).toEqual(["guards", "heroes"]);
    expect(() => poolEncounter.control!(begun, "aldric", REROLL_INITIATIVE)).toThrow(/UnknownControl/);
    expect(() => poolEncounter.control!(begun, null, "nonsense")).toThrow(/UnknownControl/);
    expect(() => poolEncounter.nextRound(finishRound(called), undefined as never)).toThrow(/RerollNeedsDice/);
  });

  it("FC-INIT-2: at a forced re-roll a tie goes to the side with fewer player characters as the GM marks them now", () => {
    // Two heroes and a hireling the players run, against two bandits. Round 1: 4 against 2.
    const fight: EncounterParticipant[] = [
      { id: "aldric", side: "heroes", isPlayerCharacter: true, stats: {} },
      { id: "bertoz", side: "heroes", isPlayerCharacter: true, stats: {} },
      { id: "bandit1", side: "bandits", isPlayerCharacter: false, stats: {} },
      { id: "bandit2", side: "bandits", isPlayerCharacter: false, stats: {} },
    ];
    const begun = poolEncounter.control!(poolEncounter.begin(fight, new ReplayDice([4, 2])), null, REROLL_INITIATIVE);
    // The GM marks one bandit a player character (a guest player runs him): the bandits now have 1, the heroes 2.
    const now = fight.map((p) => (p.id === "bandit1" ? { ...p, isPlayerCharacter: true } : p));
    // Both roll 3: the tie goes to the side with fewer player characters — the bandits (1 < 2).
    const next = poolEncounter.nextRound(finishRound(begun), new ReplayDice([3, 3]), now);
    expect(next.sides.map((s) => [s.key, s.playerCharacters])).toEqual([
      ["bandits", 1],
      ["heroes", 2],
    ]);
  });

  it("FC-DATA-1: the GM's player-character mark wins over ownership; left on auto, ownership decides", () => {
    expect(countsAsPlayerCharacter("auto", true)).toBe(true);
    expect(countsAsPlayerCharacter("auto", false)).toBe(false);
    expect(countsAsPlayerCharacter("yes", false)).toBe(true);
    expect(countsAsPlayerCharacter("no", true)).toBe(false);
    expect(() => countsAsPlayerCharacter("maybe" as never, true)).toThrow();
  });
});

describe("spending from the tracker (FC-FVTT-8)", () => {
  it("FC-FVTT-8: the one able to act is offered Free, Partial and Full; a Partial leaves one and no Full; a second Partial ends the activation", () => {
    // Guards 5, heroes 2: guard1 and guard2 may act.
    const begun = poolEncounter.begin(palaceFight, new ReplayDice([2, 5]));
    const keys = (state: PoolEncounterState, id: string) => (poolEncounter.snapshot(state).controls?.[id] ?? []).map((c) => c.key);
    expect(keys(begun, "guard1")).toEqual(["spend.free", "spend.partial", "spend.full"]);
    expect(poolEncounter.snapshot(begun).controls?.["aldric"]).toBeUndefined();
    const once = poolEncounter.control!(begun, "guard1", "spend.partial");
    expect(poolEncounter.snapshot(once).actionsLeft["guard1"]).toBe(1);
    expect(keys(once, "guard1")).toEqual(["spend.free", "spend.partial"]);
    const twice = poolEncounter.control!(once, "guard1", "spend.partial");
    expect(poolEncounter.snapshot(twice).canActNow).toEqual(["aldric", "bertoz", "enowan"]);
  });

  it("FC-FVTT-8: a free action counts against the round's allowance (two by default) and starts no activation; a Full ends it; out of turn is refused", () => {
    const begun = poolEncounter.begin(palaceFight, new ReplayDice([2, 5]));
    const once = poolEncounter.control!(begun, "guard1", "spend.free");
    expect(poolEncounter.snapshot(once).freeLeft?.["guard1"]).toBe(1);
    const free = poolEncounter.control!(once, "guard1", "spend.free");
    expect(poolEncounter.snapshot(free).freeLeft?.["guard1"]).toBe(0);
    expect(poolEncounter.snapshot(free).canActNow).toEqual(["guard1", "guard2"]);
    expect((poolEncounter.snapshot(free).controls?.["guard1"] ?? []).map((c) => c.key)).toEqual(["spend.partial", "spend.full"]);
    const full = poolEncounter.control!(free, "guard2", "spend.full");
    expect(poolEncounter.snapshot(full).canActNow).toEqual(["aldric", "bertoz", "enowan"]);
    expect(() => poolEncounter.control!(begun, "aldric", "spend.partial")).toThrow(/NotYourTurn/);
    expect(() => poolEncounter.control!(begun, "guard1", "toString")).toThrow(/UnknownControl/);
  });
});
