import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import {
  ROUND_SECONDS,
  createFlurryEncounter,
  currentFlurry,
  declareIntention,
  disengage,
  dismissPrompt,
  engage,
  engagementClusters,
  flurryDecision,
  flurryEncounter,
  isEngaged,
  markSurprised,
  recordAttack,
  rerollFlurryInitiative,
  stepFlurry,
  takeInitiative,
} from "../../../src/rulesets/flurry/rules/index.js";

const p = (id: string, side: string, fighterRank: number, movementRate = 6, extra: Record<string, number> = {}): EncounterParticipant => ({
  id,
  side,
  isPlayerCharacter: side === "friendly",
  stats: { fighterRank, agilityMod: 0, movementRate, tactics: 0, ...extra },
});

/** Round dice: a [1,1,1]+5=8, b [6,6,6]+2=20, c [3,3,3]+0=9; then flurry rolls and reserves for a, b, c. */
const roundDice = () => new ReplayDice([1, 1, 1, 6, 6, 6, 3, 3, 3, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1]);
const cast = [p("a", "friendly", 5), p("b", "hostile", 2), p("c", "friendly", 0, 3, { wounded: 1 })];

describe("flurry encounter model", () => {
  it("WC-SCALE-1: a round is five seconds of three phases", () => {
    expect(ROUND_SECONDS).toBe(5);
    let s = flurryEncounter.begin(cast, roundDice());
    const phases = new Set<string>();
    for (let i = 0; i < 20 && !flurryEncounter.snapshot(s).roundOver; i++) {
      const snap = flurryEncounter.snapshot(s);
      phases.add(snap.phase);
      s = flurryEncounter.act(s, snap.canActNow[0]!, 0, true);
    }
    // No engagement: the flurry phase passes without anyone in it.
    expect([...phases]).toEqual(["movement", "adjustment"]);
  });

  it("WC-SEQ-1: the round runs movement, flurries, adjustment, then the morale prompt", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    expect(flurryEncounter.snapshot(s).phase).toBe("movement");
    s = engage(s, "a", "b");
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 0, true);
    expect(flurryEncounter.snapshot(s).phase).toBe("flurry");
    s = stepFlurry(s, (f) => ({ ...f, stage: "ended", endReason: "broken" }));
    expect(flurryEncounter.snapshot(s).phase).toBe("adjustment");
    for (const id of ["a", "c", "b"]) s = flurryEncounter.act(s, id, 0, true);
    const snap = flurryEncounter.snapshot(s);
    expect([snap.phase, snap.roundOver]).toEqual(["morale", true]);
    expect(s.prompts.map((x) => x.kind)).toEqual(["surprise", "shock", "morale"]);
  });

  it("WC-SEQ-2: surprise, shock (for the wounded) and morale are GM prompts; the GM marks the surprised", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    expect(s.prompts).toEqual([{ kind: "surprise" }, { kind: "shock", participantIds: ["c"] }]);
    s = markSurprised(dismissPrompt(s, "surprise"), ["b"]);
    expect([s.surprised, s.prompts.length]).toEqual([["b"], 1]);
    expect(() => markSurprised(s, ["zz"])).toThrow(/UnknownParticipant/);
    const next = flurryEncounter.nextRound(s, new SeededDice(1));
    expect(next.surprised).toEqual([]);
    expect(next.prompts.map((x) => x.kind)).toEqual(["shock"]);
  });

  it("WC-INIT-5: initiative order for movement, the reverse for adjustment (WC-INIT-1 order)", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    const snap = flurryEncounter.snapshot(s);
    expect(snap.groups[0]?.participantIds).toEqual(["b", "c", "a"]);
    expect(snap.canActNow).toEqual(["b"]);
    expect(snap.initiativeRolls.map((r) => [r.groupKey, r.total])).toEqual([["a", 8], ["b", 20], ["c", 9]]);
    expect(() => flurryEncounter.act(s, "a", 0, true)).toThrow(/NotYourTurn/);
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 0, true);
    // No engagements: the flurry phase is skipped.
    const adj = flurryEncounter.snapshot(s);
    expect([adj.phase, adj.groups[0]?.participantIds, adj.canActNow]).toEqual(["adjustment", ["a", "c", "b"], ["a"]]);
  });

  it("WC-MOV-2: the tracker's movement points are half the rate (rounded up) now and the rest in adjustment", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    expect(flurryEncounter.snapshot(s).actionsLeft).toEqual({ b: 3, c: 2, a: 3 });
    s = flurryEncounter.act(s, "b", 2, false);
    expect(flurryEncounter.snapshot(s).actionsLeft["b"]).toBe(1);
    expect(() => flurryEncounter.act(s, "b", 2, false)).toThrow(/NotEnoughMovement/);
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 1, true);
    expect(flurryEncounter.snapshot(s).actionsLeft).toEqual({ b: 3, c: 1, a: 3 });
  });

  it("WC-CC-1 / WC-ENG-1: fighters engaged during movement meet in a flurry in the flurry phase, with its own initiative", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    expect(() => engage(s, "a", "c")).toThrow(/SameSide/);
    s = engage(s, "a", "b");
    expect(isEngaged(s, "b", "a")).toBe(true);
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 0, true);
    const snap = flurryEncounter.snapshot(s);
    expect(snap.phase).toBe("flurry");
    expect(snap.groups.map((g) => [g.key, g.participantIds])).toEqual([["r1f1", ["a", "b"]], ["unengaged", ["c"]]]);
    // Flurry initiative: a 18 + 5 = 23, b 3 + 2 = 5.
    expect(currentFlurry(s)?.fighters.map((f) => [f.id, f.initiative])).toEqual([["a", 23], ["b", 5]]);
    expect(snap.canActNow).toEqual(["a"]);
    expect(snap.actionsLeft).toEqual({ a: 3, b: 2 });
  });

  it("WC-FLY-2: a flow with dice re-rolls the flurry initiative when the flurry opens, and wounded fighters get the action-loss prompt", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    s = engage(engage(s, "c", "b"), "a", "b");
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 0, true);
    expect(s.prompts.find((x) => x.kind === "actionLoss")).toEqual({ kind: "actionLoss", flurryKey: "r1f1", participantIds: ["c"] });
    expect(engagementClusters(s)).toEqual([["b", "a", "c"]]);
    // The old flurry order is a (23), c (6), b (5). Re-roll in that order: a 1+1+1 + 5 = 8,
    // c 2+2+2 = 6, b 6+6+6 + 2 = 20 (each followed by a reserve roll).
    expect(currentFlurry(s)?.fighters.map((f) => f.id)).toEqual(["a", "c", "b"]);
    s = rerollFlurryInitiative(s, new ReplayDice([1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 6, 6, 6, 1, 1, 1]));
    expect(currentFlurry(s)?.fighters.map((f) => f.id)).toEqual(["b", "a", "c"]);
    s = stepFlurry(s, (f) => takeInitiative(f, "b"));
    expect(() => rerollFlurryInitiative(s, new SeededDice(2))).toThrow(/FlurryAlreadyUnderway/);
  });

  it("WC-FLY-13: the generic tracker drives a whole flurry by actions spent, and the round goes on", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    s = engage(s, "a", "b");
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 0, true);
    expect(() => flurryEncounter.act(s, "b", 1, true)).toThrow(/NotYourTurn/);
    s = flurryEncounter.act(s, "a", 1, false); // takes the initiative and attacks once
    expect(flurryEncounter.snapshot(s).actionsLeft).toEqual({ a: 2, b: 2 });
    expect(flurryEncounter.snapshot(s).canActNow).toEqual(["a"]);
    s = flurryEncounter.act(s, "a", 0, true); // hands over
    expect(flurryEncounter.snapshot(s).canActNow).toEqual(["b"]);
    s = flurryEncounter.act(s, "b", 2, true); // b spends everything: a decides about him
    expect(flurryDecision(currentFlurry(s)!)).toMatchObject({ kind: "outOfActions", actor: "a", actionless: "b" });
    s = flurryEncounter.act(s, "a", 1, true); // indefensible strike (a had 2)
    s = flurryEncounter.act(s, "a", 0, true); // lets him go
    const snap = flurryEncounter.snapshot(s);
    expect(snap.phase).toBe("adjustment");
    expect(isEngaged(s, "a", "b")).toBe(false);
  });

  it("WC-FLY-12: the rich flow records real outcomes through stepFlurry", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    s = engage(s, "a", "b");
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 0, true);
    s = stepFlurry(s, (f) => declareIntention(declareIntention(takeInitiative(f, "a"), "a", "kill"), "b", "strike"));
    s = stepFlurry(s, (f) => recordAttack(f, { attackerId: "a", defenderId: "b", hit: false, margin: -1 }));
    expect(flurryEncounter.snapshot(s).canActNow).toEqual(["b"]);
    expect(() => stepFlurry({ ...s, phase: "movement" }, (f) => f)).toThrow(/NoOpenFlurry/);
  });

  it("engagements persist while the fight goes on and can be broken off", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    s = engage(s, "a", "b");
    s = engage(s, "a", "b");
    expect(s.engagements).toHaveLength(1);
    expect(isEngaged(disengage(s, "b", "a"), "a", "b")).toBe(false);
    const next = flurryEncounter.nextRound(s, new SeededDice(3));
    expect([next.round, isEngaged(next, "a", "b")]).toEqual([2, true]);
  });

  it("join and leave mid-round", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    s = flurryEncounter.join(s, p("d", "hostile", 4, 4));
    expect(s.order).toEqual(["b", "c", "a", "d"]);
    expect(() => flurryEncounter.join(s, p("d", "hostile", 1))).toThrow(/DuplicateParticipant/);
    s = flurryEncounter.act(s, "b", 0, true);
    s = flurryEncounter.leave(s, "b");
    expect(flurryEncounter.snapshot(s).canActNow).toEqual(["c"]);
    s = flurryEncounter.leave(s, "c");
    expect(flurryEncounter.snapshot(s).canActNow).toEqual(["a"]);
    expect(() => flurryEncounter.leave(s, "zz")).toThrow(/UnknownParticipant/);
  });

  it("a newcomer during the adjustment acts last in it, and never twice", () => {
    let s = flurryEncounter.begin(cast, roundDice());
    for (const id of ["b", "c", "a"]) s = flurryEncounter.act(s, id, 0, true);
    s = flurryEncounter.act(s, "a", 0, true);
    s = flurryEncounter.join(s, p("d", "hostile", 1, 4));
    expect(flurryEncounter.snapshot(s).canActNow).toEqual(["c"]);
    s = flurryEncounter.act(s, "c", 0, true);
    s = flurryEncounter.act(s, "b", 0, true);
    expect(flurryEncounter.snapshot(s).canActNow).toEqual(["d"]);
    expect(flurryEncounter.snapshot(s).actionsLeft["d"]).toBe(2);
    s = flurryEncounter.act(s, "d", 2, true);
    expect(flurryEncounter.snapshot(s).roundOver).toBe(true);
  });

  it("WC-WND-10: a fighter whose stats say he lost his actions (stunned) enters the flurry with none", () => {
    let s = flurryEncounter.begin([p("a", "friendly", 5), p("b", "hostile", 2, 6, { actionsLost: 9 })], new SeededDice(5));
    s = engage(s, "a", "b");
    for (let i = 0; i < 2; i++) s = flurryEncounter.act(s, flurryEncounter.snapshot(s).canActNow[0]!, 0, true);
    expect(flurryEncounter.snapshot(s).actionsLeft).toEqual({ a: 3, b: 0 });
    expect(flurryDecision(currentFlurry(s)!)).toEqual({ kind: "takeOrHold", actor: "a" });
  });

  it("a sheet with an impossible Fighter rank or Agility is refused at begin and join, not mid-flurry", () => {
    expect(() => flurryEncounter.begin([p("a", "x", -1), p("b", "y", 2)], new SeededDice(1))).toThrow(/OutOfRange/);
    expect(() => flurryEncounter.begin([p("a", "x", 2.5), p("b", "y", 2)], new SeededDice(1))).toThrow(/NotAnInteger/);
    const state = flurryEncounter.begin([p("a", "x", 2), p("b", "y", 2)], new SeededDice(1));
    expect(() => flurryEncounter.join(state, p("c", "x", 1, 6, { agilityMod: 0.5 }))).toThrow(/NotAnInteger/);
  });

  it("an empty fight is over at once rather than stuck", () => {
    const s = flurryEncounter.begin([], new SeededDice(1));
    expect(flurryEncounter.snapshot(s)).toMatchObject({ phase: "morale", roundOver: true, canActNow: [] });
    let one = flurryEncounter.begin([p("a", "friendly", 1)], new SeededDice(1));
    one = flurryEncounter.leave(one, "a");
    expect(flurryEncounter.snapshot(one).roundOver).toBe(true);
  });

  it("riders share their mount's activation", () => {
    const s = flurryEncounter.begin([p("rider", "friendly", 3), { ...p("horse", "friendly", 0), sharesActivationWith: "rider" }, p("foe", "hostile", 0)], new SeededDice(9));
    const first = flurryEncounter.snapshot(s).canActNow;
    if (first.includes("horse")) expect(first).toEqual(["horse", "rider"]);
  });

  it("the tactics skew option gives the better side 4d6 keep three", () => {
    const model = createFlurryEncounter({ tacticsSkewDie: true });
    const s = model.begin([p("a", "friendly", 0, 6, { tactics: 5 }), p("b", "hostile", 0, 6, { tactics: 2 })], new SeededDice(4));
    expect(s.rolls.map((r) => r.faces.length)).toEqual([4, 3]);
    expect(() => createFlurryEncounter({ nonsense: true })).toThrow(/UnknownOption/);
    expect(() => flurryEncounter.begin([p("a", "x", 0), p("a", "y", 0)], new SeededDice(1))).toThrow(/DuplicateParticipant/);
  });

  it("a generic tracker acting only on canActNow always finishes the round, with the invariants kept", () => {
    const participant = fc.record({ fr: fc.integer({ min: 0, max: 15 }), side: fc.constantFrom("friendly", "hostile", "neutral"), rate: fc.integer({ min: 0, max: 9 }) });
    fc.assert(
      fc.property(
        fc.array(participant, { minLength: 2, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 6 }),
        fc.integer(),
        fc.infiniteStream(fc.nat(100)),
        (list, pairs, seed, choices) => {
          const cast = list.map((x, i) => p(`p${i}`, x.side, x.fr, x.rate));
          let s = flurryEncounter.begin(cast, new SeededDice(seed));
          // Initiative order: never a lower total before a higher one.
          const totals = new Map(s.rolls.map((r) => [r.id, r.total]));
          for (let i = 1; i < s.order.length; i++) expect(totals.get(s.order[i - 1]!)!).toBeGreaterThanOrEqual(totals.get(s.order[i]!)!);
          for (const [x, y] of pairs) {
            const a = cast[x % cast.length]!;
            const b = cast[y % cast.length]!;
            if (a.side !== b.side) s = engage(s, a.id, b.id);
          }
          const pick = choices[Symbol.iterator]();
          for (let step = 0; step < 400; step++) {
            // The state lives in a Foundry flag: it must survive JSON unchanged.
            if (step % 7 === 0) {
              const copy = JSON.parse(JSON.stringify(s)) as typeof s;
              expect(copy).toEqual(s);
              s = copy;
            }
            const snap = flurryEncounter.snapshot(s);
            for (const v of Object.values(snap.actionsLeft)) expect(v).toBeGreaterThanOrEqual(0);
            if (snap.roundOver) return;
            expect(snap.canActNow.length).toBeGreaterThan(0);
            const who = snap.canActNow[0]!;
            const left = snap.actionsLeft[who] ?? 0;
            const cost = Math.min(left, (pick.next().value as number) % 3);
            s = flurryEncounter.act(s, who, cost, (pick.next().value as number) % 3 !== 0);
          }
          throw new Error("round did not finish");
        },
      ),
      { numRuns: 300 },
    );
  });
});
