import { describe, expect, it } from "vitest";
import { SeededDice } from "../../src/core/dice.js";
import type { EncounterParticipant } from "../../src/core/encounter.js";
import { canActNow, createPoolEncounter, DEFAULT_POOL_OPTIONS, isRoundOver, startNextRound } from "../../src/rulesets/pool/rules/index.js";
import { createBrpEncounter, currentSlots, statementOrder } from "../../src/rulesets/brp/rules/index.js";
import { prepareEncounter, RememberedModel, runPrepared, simulate, type EncounterSpec, type RulesetSim } from "../../src/sim/index.js";
import { canActNow as duskCanActNow, isRoundOver as duskRoundOver, makeDuskEncounter, nextRound as duskNextRound } from "../../src/rulesets/dusk/rules/index.js";
import { duskTurnIdentity } from "../../src/sim/rulesets/dusk.js";
import { poolTurnIdentity } from "../../src/sim/rulesets/pool.js";
import { brpTurnIdentity } from "../../src/sim/rulesets/brp.js";
import { brpFighter, poolFighter } from "./fixtures.js";

const participants = ["a1", "a2", "b1", "b2", "b3"].map((id) => ({ id, side: id[0]!, isPlayerCharacter: false, stats: { DEX: 10 + id.length, INT: 12, skill: 50 } }));

describe("remembered encounter model", () => {
  it("pool: every remembered transition is the state the model itself gives, over many random walks (two runs share one memory)", () => {
    const model = createPoolEncounter(DEFAULT_POOL_OPTIONS);
    const memo = new RememberedModel(model);
    for (let walk = 0; walk < 60; walk++) {
      const pick = new SeededDice(walk);
      let state = memo.begin(participants, new SeededDice(walk % 4));
      expect(state).toEqual(model.begin(participants, new SeededDice(walk % 4)));
      const present = new Set(participants.map((p) => p.id));
      for (let step = 0; step < 40; step++) {
        if (memo.ask(state, "over", isRoundOver)) {
          const next = memo.step(state, "next", () => startNextRound(state));
          expect(next).toEqual(startNextRound(state));
          state = next;
          continue;
        }
        const acting = memo.ask(state, "now", canActNow);
        expect(acting).toEqual(canActNow(state));
        if (acting.length === 0) break;
        const id = acting[0]!;
        if (present.size > 2 && pick.rollOne(6) === 1) {
          const other = [...present].find((x) => x !== id)!;
          const next = memo.leave(state, other);
          expect(next).toEqual(model.leave(state, other));
          present.delete(other);
          state = next;
          continue;
        }
        const next = memo.act(state, id, 2, true);
        expect(next).toEqual(model.act(state, id, 2, true));
        state = next;
      }
    }
    expect(memo.size).toBeGreaterThan(0);
  });

  it("brp: the statement and DEX-rank order read through the memory is the model's", () => {
    const model = createBrpEncounter();
    const memo = new RememberedModel(model);
    for (let walk = 0; walk < 20; walk++) {
      let state = memo.begin(participants, new SeededDice(walk));
      for (let step = 0; step < 30 && state.phase !== "resolution"; step++) {
        if (state.phase === "statements") {
          const id = memo.ask(state, "states", (s) => statementOrder(s).find((x) => !s.stated.includes(x))!);
          expect(id).toBe(statementOrder(state).find((x) => !state.stated.includes(x)));
          state = memo.act(state, id, 0, true);
          continue;
        }
        const slot = memo.ask(state, "slot", (s) => currentSlots(s)[0]!);
        expect(slot).toEqual(currentSlots(state)[0]);
        const next = memo.act(state, slot.participantId, 1, true);
        expect(next).toEqual(model.act(state, slot.participantId, 1, true));
        state = next;
      }
    }
  });

  it("dusk: states named by their turns alone (no round, no initiative values) step as the model's own states do", () => {
    const model = makeDuskEncounter();
    const memo = new RememberedModel(model, undefined, duskTurnIdentity);
    const duskParticipants = participants.map((p, i): EncounterParticipant =>
      p.side === "a" ? { ...p, isPlayerCharacter: true, stats: { speedMax: 10 + i } } : { ...p, stats: { targetNumber: 3 * (2 + i) } },
    );
    let canonicalHits = 0;
    for (let walk = 0; walk < 80; walk++) {
      const pick = new SeededDice(`walk ${walk}`);
      let state = memo.begin(duskParticipants, new SeededDice(walk % 7));
      // The model's own state beside the remembered one: both must name the same turns throughout.
      let own = model.begin(duskParticipants, new SeededDice(walk % 7));
      expect(duskTurnIdentity(state)).toBe(duskTurnIdentity(own));
      if (state !== own) canonicalHits++;
      const present = new Set(duskParticipants.map((p) => p.id));
      for (let step = 0; step < 60; step++) {
        expect(memo.ask(state, "over", duskRoundOver)).toBe(duskRoundOver(own));
        if (duskRoundOver(own)) {
          state = memo.nextRoundWithoutDice(state);
          own = duskNextRound(own);
        } else {
          const acting = memo.ask(state, "now", duskCanActNow);
          expect(acting).toEqual(duskCanActNow(own));
          const id = acting[0]!;
          if (present.size > 2 && own.phase === "action" && pick.rollOne(5) === 1) {
            const other = [...present].find((x) => x !== id)!;
            state = memo.leave(state, other);
            own = model.leave(own, other);
            present.delete(other);
          } else {
            state = memo.act(state, id, own.phase === "movement" ? 0 : 1, true);
            own = model.act(own, id, own.phase === "movement" ? 0 : 1, true);
          }
        }
        expect(state.phase).toBe(own.phase);
        expect(duskTurnIdentity(state)).toBe(duskTurnIdentity(own));
        expect(state.combatants.map((c) => c.id)).toEqual(own.combatants.map((c) => c.id));
      }
    }
    // Fights whose initiative came out in the same order met on one remembered state.
    expect(canonicalHits).toBeGreaterThan(0);
  });

  it("pool: states named without their round, their log and the initiative dice step as the model's own states do, rounds and fights meeting on one state", () => {
    const model = createPoolEncounter(DEFAULT_POOL_OPTIONS);
    const memo = new RememberedModel(model, undefined, poolTurnIdentity);
    const starts = new Set<object>();
    for (let walk = 0; walk < 60; walk++) {
      const pick = new SeededDice(`pool walk ${walk}`);
      let state = memo.begin(participants, new SeededDice(walk));
      let own = model.begin(participants, new SeededDice(walk));
      const present = new Set(participants.map((p) => p.id));
      for (let step = 0; step < 50; step++) {
        expect(memo.ask(state, "over", isRoundOver)).toBe(isRoundOver(own));
        if (isRoundOver(own)) {
          state = memo.nextRoundWithoutDice(state);
          own = model.nextRound(own, new SeededDice(0));
          starts.add(state);
        } else {
          const acting = canActNow(own);
          expect(memo.ask(state, "now", canActNow)).toEqual(acting);
          if (acting.length === 0) break;
          const id = acting[0]!;
          if (present.size > 2 && pick.rollOne(6) === 1) {
            const other = [...present].find((x) => x !== id)!;
            state = memo.leave(state, other);
            own = model.leave(own, other);
            present.delete(other);
          } else {
            state = memo.act(state, id, 2, true);
            own = model.act(own, id, 2, true);
          }
        }
        expect(poolTurnIdentity(state)).toBe(poolTurnIdentity(own));
      }
    }
    // Sixty walks of many rounds each started their rounds from a handful of remembered states.
    expect(starts.size).toBeLessThan(60);
  });

  it("brp: states named without their round step as the model's own states do", () => {
    const model = createBrpEncounter();
    const memo = new RememberedModel(model, undefined, brpTurnIdentity);
    for (let walk = 0; walk < 30; walk++) {
      let state = memo.begin(participants, new SeededDice(walk));
      let own = model.begin(participants, new SeededDice(walk));
      for (let step = 0; step < 60; step++) {
        if (own.phase === "resolution") {
          state = memo.nextRoundWithoutDice(state);
          own = model.nextRound(own, new SeededDice(0));
        } else if (own.phase === "statements") {
          const id = statementOrder(own).find((x) => !own.stated.includes(x))!;
          expect(memo.ask(state, "states", (s) => statementOrder(s).find((x) => !s.stated.includes(x))!)).toBe(id);
          state = memo.act(state, id, 0, true);
          own = model.act(own, id, 0, true);
        } else {
          const slot = currentSlots(own)[0]!;
          expect(memo.ask(state, "slot", (s) => currentSlots(s)[0]!)).toEqual(slot);
          state = memo.act(state, slot.participantId, 1, true);
          own = model.act(own, slot.participantId, 1, true);
        }
        expect(brpTurnIdentity(state)).toBe(brpTurnIdentity(own));
      }
    }
  });

  it("nextRoundWithoutDice refuses a model that rolls when a round starts", () => {
    const model = createPoolEncounter(DEFAULT_POOL_OPTIONS);
    const rolling = new RememberedModel({ ...model, nextRound: (state, dice) => (dice.roll(1, 6), model.nextRound(state, dice)) });
    const state = rolling.begin(participants, new SeededDice(1));
    expect(() => rolling.nextRoundWithoutDice(state)).toThrow(/rolls dice/);
  });

  it("a second run on the same prepared encounter (the memory warm) gives what a fresh one gives", () => {
    for (const spec of [
      { ruleset: "pool", sides: [{ key: "a", fighters: [poolFighter("a1", 4), poolFighter("a2", 3)] }, { key: "b", fighters: [poolFighter("b1", 4), poolFighter("b2", 3)] }] },
      { ruleset: "brp", sides: [{ key: "a", fighters: [brpFighter("a1", 60)] }, { key: "b", fighters: [brpFighter("b1", 55), brpFighter("b2", 40)] }] },
    ] as EncounterSpec<unknown, unknown>[]) {
      const { sim, prepared } = prepareEncounter(spec);
      runPrepared(sim as RulesetSim<unknown, unknown, unknown>, prepared, { fights: 300, seed: "warm-up" });
      const warm = runPrepared(sim as RulesetSim<unknown, unknown, unknown>, prepared, { fights: 300, seed: "s" });
      expect(warm).toEqual(simulate(spec, { fights: 300, seed: "s" }));
    }
  });

  it("forgets everything past its cap and still answers as the model does", () => {
    const model = createPoolEncounter(DEFAULT_POOL_OPTIONS);
    const memo = new RememberedModel(model, 3);
    let state = memo.begin(participants, new SeededDice(1));
    for (let i = 0; i < 12 && !isRoundOver(state); i++) {
      const id = canActNow(state)[0]!;
      const next = memo.act(state, id, 2, true);
      expect(next).toEqual(model.act(state, id, 2, true));
      state = next;
    }
    expect(memo.size).toBeLessThanOrEqual(3);
  });
});
