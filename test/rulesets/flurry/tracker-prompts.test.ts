import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import { answerPrompt, flurryEncounter } from "../../../src/rulesets/flurry/rules/index.js";

const p = (id: string, side: string, fighterRank: number, extra: Record<string, number> = {}): EncounterParticipant => ({
  id,
  side,
  isPlayerCharacter: side === "friendly",
  stats: { fighterRank, agilityMod: 0, movementRate: 6, tactics: 0, ...extra },
});

/** a 3+5 = 8, b 18+2 = 20, c 9+0 = 9; then each one's flurry roll and reserve. */
const roundDice = () => new ReplayDice([1, 1, 1, 6, 6, 6, 3, 3, 3, ...Array.from({ length: 18 }, () => 2)]);
const cast = [p("a", "friendly", 5), p("b", "hostile", 2), p("c", "friendly", 0, { wounded: 1 })];

describe("flurry prompts in the tracker", () => {
  it("WC-SEQ-2: the GM answers surprise, then the shock check of the wounded, one at a time from the tracker; each is noted beside the fighters it concerns, for the GM only", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    let snap = flurryEncounter.snapshot(s);
    expect([snap.phaseClosable, snap.phaseCloseLabel]).toEqual([true, "FRAY.Flurry.Prompt.AnswerSurprise"]);
    expect(snap.notes).toEqual({
      a: { key: "FRAY.Flurry.Prompt.Note.surprise", hidden: true },
      b: { key: "FRAY.Flurry.Prompt.Note.surprise", hidden: true },
      c: { key: "FRAY.Flurry.Prompt.Note.surprise", hidden: true },
    });
    s = flurryEncounter.closePhase!(s);
    snap = flurryEncounter.snapshot(s);
    expect([snap.phaseCloseLabel, snap.notes]).toEqual(["FRAY.Flurry.Prompt.AnswerShock", { c: { key: "FRAY.Flurry.Prompt.Note.shock", hidden: true } }]);
    s = answerPrompt(s);
    snap = flurryEncounter.snapshot(s);
    expect([snap.phaseClosable, snap.phaseCloseLabel, snap.notes]).toEqual([false, undefined, {}]);
    expect(() => answerPrompt(s)).toThrow(/NoPrompt/);
  });

  it("WC-SEQ-1: the morale prompt closes the round; answering it leaves the round over for the GM's next round", () => {
    let s = answerPrompt(answerPrompt(flurryEncounter.begin(cast, roundDice())));
    for (const id of ["b", "c", "a", "a", "c", "b"]) s = flurryEncounter.act(s, id, 0, true);
    let snap = flurryEncounter.snapshot(s);
    expect([snap.phase, snap.roundOver, snap.phaseCloseLabel]).toEqual(["morale", true, "FRAY.Flurry.Prompt.AnswerMorale"]);
    s = answerPrompt(s);
    snap = flurryEncounter.snapshot(s);
    expect([snap.phase, snap.roundOver, snap.phaseClosable]).toEqual(["morale", true, false]);
  });
});
