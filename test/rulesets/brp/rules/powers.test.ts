import { describe, expect, it } from "vitest";
import {
  brpOptions,
  closeStatements,
  createBrpEncounter,
  currentSlots,
  declareIntent,
  POWER_CONTROL,
  powerRefusal,
  powerSpan,
  powerStage,
  usePowerSlot,
  type BrpEncounterState,
} from "../../../../src/rulesets/brp/rules/index.js";
import type { EncounterParticipant } from "../../../../src/core/encounter.js";
import { ReplayDice } from "../../../../src/core/dice.js";

/** Yvarre (DEX 16, INT 13), the temple guard (DEX 11, INT 10) and Kallistor (DEX 12, INT 16), as the seed's temple escape has them. */
const yvarre: EncounterParticipant = { id: "yvarre", side: "a", isPlayerCharacter: true, stats: { DEX: 16, INT: 13, POW: 12, skill: 70, attacks: 1 } };
const guard: EncounterParticipant = { id: "guard", side: "b", isPlayerCharacter: false, stats: { DEX: 11, INT: 10, POW: 10, skill: 55, attacks: 1 } };
const kallistor: EncounterParticipant = { id: "kallistor", side: "a", isPlayerCharacter: true, stats: { DEX: 12, INT: 16, POW: 14, skill: 60, attacks: 1 } };

const begin = (statements: "normal" | "none", ...who: EncounterParticipant[]): BrpEncounterState => createBrpEncounter(brpOptions({ statements })).begin(who, new ReplayDice([]));

describe("brp powers in the round", () => {
  it("BRP-POW-2: a power that is not instantaneous, used in round 3 and lasting 2 rounds, works in rounds 4 and 5 and is gone as round 6 begins", () => {
    const span = powerSpan(3, false, 2)!;
    expect(span).toEqual({ fromRound: 4, lastRound: 5 });
    expect([3, 4, 5, 6].map((round) => powerStage(span, round))).toEqual(["waiting", "working", "working", "over"]);
  });

  it("BRP-POW-1: an instantaneous power used in round 2 and lasting 3 rounds works at once, through round 4; one lasting 0 rounds leaves no effect", () => {
    const span = powerSpan(2, true, 3)!;
    expect(span).toEqual({ fromRound: 2, lastRound: 4 });
    expect([2, 4, 5].map((round) => powerStage(span, round))).toEqual(["working", "working", "over"]);
    expect(powerSpan(2, false, 0)).toBeNull();
  });

  it("BRP-POW-5: Yvarre states a power; after the statements she uses it on her INT rank 13 in the powers phase, and a second power that round is refused", () => {
    const stated = declareIntent(begin("normal", yvarre, guard), "yvarre", { action: "power" });
    expect(powerRefusal(stated, "yvarre")).toBe("FRAY.Brp.Power.StatementsFirst");
    const powers = closeStatements(stated);
    expect(powers.phase).toBe("powers");
    expect(currentSlots(powers).map((s) => [s.participantId, s.kind, s.rank])).toEqual([["yvarre", "power", 13]]);
    expect(powerRefusal(powers, "guard")).toBe("FRAY.Brp.Power.NotStated");
    expect(powerRefusal(powers, "yvarre")).toBeNull();
    const used = usePowerSlot(powers, "yvarre");
    // Her power was her action: the guard's DEX 11 attack is all that is left.
    expect(used.phase).toBe("action");
    expect(currentSlots(used).map((s) => [s.participantId, s.rank])).toEqual([["guard", 11]]);
    expect(powerRefusal(used, "yvarre")).toBe("FRAY.Brp.Power.OnePerRound");
    expect(() => usePowerSlot(used, "yvarre")).toThrow("FRAY.Brp.Power.OnePerRound");
  });

  it("BRP-POW-1: Kallistor (INT 16) uses his power before Yvarre (INT 13); hers is refused until his is done", () => {
    let state = begin("normal", yvarre, guard, kallistor);
    state = declareIntent(declareIntent(state, "yvarre", { action: "power" }), "kallistor", { action: "power" });
    state = closeStatements(state);
    expect(powerRefusal(state, "yvarre")).toBe("FRAY.Brp.Power.NotYourRank");
    state = usePowerSlot(state, "kallistor");
    expect(powerRefusal(state, "yvarre")).toBeNull();
  });

  it("BRP-SOI-5: with statements off, Yvarre's power takes her DEX 16 slot and both of her attacks that round; the guard acts next", () => {
    const twoAttacks = { ...yvarre, stats: { ...yvarre.stats, attacks: 2 } };
    const state = begin("none", twoAttacks, guard);
    expect(state.phase).toBe("action");
    expect(powerRefusal(state, "guard")).toBe("FRAY.Brp.Power.NotYourRank");
    const used = usePowerSlot(state, "yvarre");
    expect(used.statements["yvarre"]).toEqual({ action: "power" });
    expect(used.slots.filter((s) => s.participantId === "yvarre" && !s.done)).toEqual([]);
    expect(currentSlots(used).map((s) => s.participantId)).toEqual(["guard"]);
    expect(powerRefusal(used, "yvarre")).toBe("FRAY.Brp.Power.OnePerRound");
  });

  it("BRP-FVTT-3: the model's power control is the same step, and refuses out of turn", () => {
    const model = createBrpEncounter(brpOptions({ statements: "none" }));
    const state = model.begin([yvarre, guard], new ReplayDice([]));
    expect(model.control!(state, "yvarre", POWER_CONTROL)).toEqual(usePowerSlot(state, "yvarre"));
    expect(() => model.control!(state, "guard", POWER_CONTROL)).toThrow("FRAY.Brp.Power.NotYourRank");
  });
});
