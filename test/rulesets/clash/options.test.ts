import { describe, expect, it } from "vitest";
import { defaultsOf } from "../../../src/core/options.js";
import * as clash from "../../../src/rulesets/clash/rules/index.js";

describe("clash options and exports", () => {
  it("the options schema holds every proposal that names a setting, defaulting to the proposal", () => {
    expect(defaultsOf(clash.clashOptionsSchema)).toEqual({
      tierPreset: "doubles",
      tiePolicy: "stalemate",
      reopenLuckWindows: false,
      initiativeFormula: "1d10",
      rerollInitiativeEachRound: false,
      reactionTimeout: 0,
    });
    expect(clash.clashOptionsSchema.tierPreset.choices).toEqual(["doubles", "tenth", "brp"]);
    expect(clash.clashOptions({ tierPreset: "brp", tiePolicy: "defender" })).toMatchObject({ tierPreset: "brp", tiePolicy: "defender" });
  });

  it("bad options are refused with rules errors", () => {
    expect(() => clash.clashOptions({ tierPreset: "crits" })).toThrow(/InvalidOption/);
    expect(() => clash.clashOptions({ reopenLuckWindows: "yes" })).toThrow(/InvalidOption/);
    expect(() => clash.clashOptions({ luckPool: 3 })).toThrow(/UnknownOption/);
  });

  it("every initiative formula offered parses", () => {
    for (const formula of clash.clashOptionsSchema.initiativeFormula.choices) {
      const model = clash.createClashEncounter({ initiativeFormula: formula });
      const state = model.begin([{ id: "a", side: "x", isPlayerCharacter: false, stats: { ap: 1 } }], { roll: (count: number, faces: number) => new Array<number>(count).fill(faces) });
      expect(state.order[0]!.initiative).toBeGreaterThan(0);
    }
  });

  it("the rules index exports the resolvers, the table, the odds and the encounter model", () => {
    for (const name of ["tierOf", "flipDigits", "resolveClash", "startExchange", "pendingDecision", "answer", "driveExchange", "clashOdds", "resolveFollowUp", "createClashEncounter", "spendReactionAp"] as const) {
      expect(typeof clash[name]).toBe("function");
    }
    expect(clash.CLASH_TABLE.size).toBe(16);
    expect(clash.clashEncounter.ruleset).toBe("clash");
  });
});
