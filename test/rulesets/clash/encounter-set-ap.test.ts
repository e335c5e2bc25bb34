import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import { clashEncounter, setAp, type ClashEncounterState } from "../../../src/rulesets/clash/rules/index.js";

const who = (id: string, ap: number, initiative = 0): EncounterParticipant => ({ id, side: "x", isPlayerCharacter: false, stats: { ap, initiative } });

/** Ada rolls 7+2 = 9, Bo 5: Ada acts first; each has 2 AP. */
const fight = (): ClashEncounterState => clashEncounter.begin([who("ada", 2, 2), who("bo", 2)], new ReplayDice([7, 5]));
const ap = (s: ClashEncounterState) => Object.fromEntries(s.order.map((c) => [c.id, c.ap]));

describe("clash encounter: AP kept in step with the actors (DL-FVTT-3)", () => {
  it("DL-FVTT-3: a reaction out of turn lowers the defender's AP; the current combatant stays current", () => {
    const s = setAp(fight(), "bo", 1);
    expect(ap(s)).toEqual({ ada: 2, bo: 1 });
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["ada"]);
  });

  it("DL-AP-3: the current combatant's last AP spent on a clash passes the turn to the next with AP", () => {
    const s = setAp(fight(), "ada", 0);
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["bo"]);
    expect(clashEncounter.snapshot(s).actionsLeft).toEqual({ ada: 0, bo: 2 });
  });

  it("DL-AP-3: AP given back by an undo to a round that had run dry make that combatant current again", () => {
    let s = setAp(setAp(fight(), "ada", 0), "bo", 0);
    expect(clashEncounter.snapshot(s).roundOver).toBe(true);
    s = setAp(s, "bo", 1);
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["bo"]);
  });

  it("the same AP again changes nothing; bad input is a rules error", () => {
    const s = fight();
    expect(setAp(s, "ada", 2)).toBe(s);
    expect(() => setAp(s, "cy", 1)).toThrow(/UnknownParticipant/);
    expect(() => setAp(s, "ada", -1)).toThrow();
  });
});
