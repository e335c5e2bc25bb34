import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import { clashEncounter, createClashEncounter, setInitiative, spendReactionAp, type ClashEncounterState } from "../../../src/rulesets/clash/rules/index.js";

const who = (id: string, ap: number, initiative = 0, isPlayerCharacter = false): EncounterParticipant => ({
  id,
  side: isPlayerCharacter ? "friendly" : "hostile",
  isPlayerCharacter,
  stats: { ap, initiative },
});

/** On the default 1d10, Ada rolls 7+2, Bo 9+0, Cy 3+1: Ada and Bo tie on 9 and Ada's higher bonus wins. */
function threeFighters(): ClashEncounterState {
  return clashEncounter.begin([who("ada", 2, 2, true), who("bo", 3, 0), who("cy", 1, 1)], new ReplayDice([7, 9, 3]));
}

const order = (s: ClashEncounterState) => s.order.map((c) => c.id);

describe("clash encounter model", () => {
  it("DL-AP-3: individual initiative on 1d10 + bonus, highest first, ties to the higher bonus", () => {
    const state = threeFighters();
    expect(order(state)).toEqual(["ada", "bo", "cy"]);
    expect(state.order.map((c) => c.initiative)).toEqual([9, 9, 4]);
    const snap = clashEncounter.snapshot(state);
    expect(snap).toMatchObject({ round: 1, phase: "action", canActNow: ["ada"], roundOver: false, actionsLeft: { ada: 2, bo: 3, cy: 1 } });
    expect(snap.initiativeRolls).toEqual([
      { groupKey: "ada", faces: 10, results: [7], total: 9 },
      { groupKey: "bo", faces: 10, results: [9], total: 9 },
      { groupKey: "cy", faces: 10, results: [3], total: 4 },
    ]);
  });

  it("DL-AP-3: the order cycles while anyone has AP, skipping those who have none, and the round then ends", () => {
    let s = threeFighters();
    const turns: string[] = [];
    while (!clashEncounter.snapshot(s).roundOver) {
      const [current] = clashEncounter.snapshot(s).canActNow;
      turns.push(current!);
      s = clashEncounter.act(s, current!, 1, true);
    }
    expect(turns).toEqual(["ada", "bo", "cy", "ada", "bo", "bo"]);
    expect(s.cycle).toBe(3);
    expect(clashEncounter.snapshot(s)).toMatchObject({ canActNow: [], roundOver: true, actionsLeft: { ada: 0, bo: 0, cy: 0 } });
  });

  it("DL-AP-3: AP refresh at the start of each round; initiative is kept unless the world rerolls it", () => {
    let s = threeFighters();
    s = clashEncounter.act(s, "ada", 2, true);
    s = clashEncounter.nextRound(s, new ReplayDice([]));
    expect(clashEncounter.snapshot(s)).toMatchObject({ round: 2, canActNow: ["ada"], actionsLeft: { ada: 2, bo: 3, cy: 1 } });
    expect(s.cycle).toBe(1);
    const rerolling = createClashEncounter({ rerollInitiativeEachRound: true, initiativeFormula: "1d20" });
    const r1 = rerolling.begin([who("ada", 2), who("bo", 2)], new ReplayDice([5, 15]));
    expect(order(r1)).toEqual(["bo", "ada"]);
    const r2 = rerolling.nextRound(r1, new ReplayDice([20, 1]));
    expect(order(r2)).toEqual(["ada", "bo"]);
    expect(r2.initiativeRolls[0]).toMatchObject({ faces: 20 });
  });

  it("several actions in one activation: the turn stays until it ends or the AP run out", () => {
    let s = threeFighters();
    s = clashEncounter.act(s, "ada", 1, false);
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["ada"]);
    s = clashEncounter.act(s, "ada", 1, false);
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["bo"]);
  });

  it("ending an activation without spending is a pass: AP kept for reactions, no more turns this round", () => {
    let s = threeFighters();
    s = clashEncounter.act(s, "ada", 0, true);
    const snap = clashEncounter.snapshot(s);
    expect(snap.canActNow).toEqual(["bo"]);
    expect(snap.actionsLeft["ada"]).toBe(2);
    expect(snap.groups.find((g) => g.key === "spent")?.participantIds).toEqual(["ada"]);
    s = spendReactionAp(s, "ada");
    expect(clashEncounter.snapshot(s).actionsLeft["ada"]).toBe(1);
  });

  it("DL-AP-2: reactions spend AP out of turn; the current actor losing its last AP hands the turn on", () => {
    let s = threeFighters();
    s = spendReactionAp(s, "cy");
    expect(clashEncounter.snapshot(s)).toMatchObject({ canActNow: ["ada"], actionsLeft: { cy: 0 } });
    expect(() => spendReactionAp(s, "cy")).toThrow(/NotEnoughAp/);
    s = spendReactionAp(spendReactionAp(s, "ada"), "ada");
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["bo"]);
  });

  it("refuses acting out of turn, overspending, unknown and duplicate combatants, and bad stats", () => {
    const s = threeFighters();
    expect(() => clashEncounter.act(s, "bo", 1, true)).toThrow(/NotYourTurn/);
    expect(() => clashEncounter.act(s, "ada", 3, true)).toThrow(/NotEnoughAp/);
    expect(() => clashEncounter.act(s, "ada", -1, true)).toThrow(/OutOfRange/);
    expect(() => clashEncounter.act(s, "zed", 1, true)).toThrow(/UnknownParticipant/);
    expect(() => clashEncounter.begin([who("a", 1), who("a", 2)], new ReplayDice([1, 1]))).toThrow(/DuplicateParticipant/);
    expect(() => clashEncounter.begin([{ id: "a", side: "x", isPlayerCharacter: false, stats: {} }], new ReplayDice([1]))).toThrow(/NotAnInteger/);
    expect(() => clashEncounter.begin([who("a", 100)], new ReplayDice([1]))).toThrow(/OutOfRange/);
    expect(() => clashEncounter.begin([{ id: "a", side: "x", isPlayerCharacter: false } as unknown as EncounterParticipant], new ReplayDice([1]))).toThrow(/NotAnInteger/);
    expect(() => clashEncounter.begin([{ ...who("a", 1), id: "" }], new ReplayDice([1]))).toThrow(/UnknownParticipant/);
    expect(() => clashEncounter.join(s, who("bo", 1))).toThrow(/DuplicateParticipant/);
    expect(() => clashEncounter.leave(s, "zed")).toThrow(/UnknownParticipant/);
    expect(() => createClashEncounter({ initiativeFormula: "3d7" })).toThrow(/InvalidOption/);
  });

  it("latecomers join at the bottom (or at a given initiative) with full AP; a dry round wakes up for them", () => {
    let s = threeFighters();
    s = clashEncounter.join(s, who("dee", 2));
    expect(order(s)).toEqual(["ada", "bo", "cy", "dee"]);
    s = clashEncounter.join(s, { ...who("eve", 1), stats: { ap: 1, initiativeTotal: 12 } });
    expect(order(s)[0]).toBe("eve");
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["ada"]);
    let dry = clashEncounter.begin([who("solo", 1)], new ReplayDice([4]));
    dry = clashEncounter.act(dry, "solo", 1, true);
    expect(clashEncounter.snapshot(dry).roundOver).toBe(true);
    dry = clashEncounter.join(dry, who("late", 1));
    expect(clashEncounter.snapshot(dry).canActNow).toEqual(["late"]);
    const moved = setInitiative(s, "dee", 30);
    expect(order(moved)[0]).toBe("dee");
  });

  it("a leaver is dropped; if it was acting, the next in order takes over", () => {
    let s = threeFighters();
    s = clashEncounter.leave(s, "ada");
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["bo"]);
    expect(s.initiativeRolls.map((r) => r.groupKey)).toEqual(["bo", "cy"]);
    s = clashEncounter.act(s, "bo", 1, true);
    s = clashEncounter.leave(s, "cy");
    expect(clashEncounter.snapshot(s).canActNow).toEqual(["bo"]);
    expect(s.cycle).toBe(2);
    s = clashEncounter.leave(s, "bo");
    expect(clashEncounter.snapshot(s)).toMatchObject({ canActNow: [], roundOver: true });
  });

  it("property: any legal play ends the round in at most total-AP + fighters activations, never overspending", () => {
    const fighters = fc.uniqueArray(fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e", "f"), ap: fc.integer({ min: 0, max: 5 }), bonus: fc.integer({ min: -3, max: 3 }) }), { selector: (f) => f.id, minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fighters, fc.string(), fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 60 }), (list, seed, moves) => {
        let s = clashEncounter.begin(list.map((f) => who(f.id, f.ap, f.bonus)), new SeededDice(seed));
        const totalAp = list.reduce((t, f) => t + f.ap, 0);
        let activations = 0;
        let i = 0;
        while (!clashEncounter.snapshot(s).roundOver) {
          const snap = clashEncounter.snapshot(s);
          expect(snap.canActNow).toHaveLength(1);
          const id = snap.canActNow[0]!;
          const left = snap.actionsLeft[id]!;
          expect(left).toBeGreaterThan(0);
          const [n, ends] = moves[i++ % Math.max(1, moves.length)] ?? [1, true];
          const cost = n % (left + 1);
          // Spending nothing without ending would be a no-op: end the activation then (a pass).
          const endsNow = ends || cost === 0;
          s = clashEncounter.act(s, id, cost, endsNow);
          if (endsNow || cost === left) activations++;
          expect(activations).toBeLessThanOrEqual(totalAp + list.length);
          expect(i).toBeLessThan(1000);
        }
        for (const c of s.order) expect(c.ap).toBeGreaterThanOrEqual(0);
        // Everyone either spent all AP or passed.
        for (const c of s.order) expect(c.ap === 0 || c.passed).toBe(true);
        // The order is sorted by initiative, highest first.
        for (let k = 1; k < s.order.length; k++) expect(s.order[k - 1]!.initiative).toBeGreaterThanOrEqual(s.order[k]!.initiative);
        // A new round gives everyone their AP back.
        const next = clashEncounter.nextRound(s, new SeededDice(seed));
        expect(next.order.map((c) => c.ap).sort()).toEqual(list.map((f) => f.ap).sort());
      }),
    );
  });

  it("property: in every cycle the turns follow initiative order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }), fc.string(), (aps, seed) => {
        let s = clashEncounter.begin(aps.map((ap, k) => who(`p${k}`, ap)), new SeededDice(seed));
        const rank = new Map(s.order.map((c, k) => [c.id, k]));
        let lastCycle = s.cycle;
        let lastRank = -1;
        while (!clashEncounter.snapshot(s).roundOver) {
          const id = clashEncounter.snapshot(s).canActNow[0]!;
          if (s.cycle !== lastCycle) {
            lastCycle = s.cycle;
            lastRank = -1;
          }
          expect(rank.get(id)!).toBeGreaterThan(lastRank);
          lastRank = rank.get(id)!;
          s = clashEncounter.act(s, id, 1, true);
        }
        expect(s.cycle).toBeLessThanOrEqual(Math.max(...aps) + 1);
      }),
    );
  });

  it("property: the snapshot's groups split everyone into ready and spent, in initiative order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 }), fc.string(), fc.nat(20), (aps, seed, steps) => {
        let s = clashEncounter.begin(aps.map((ap, k) => who(`p${k}`, ap, k % 3)), new SeededDice(seed));
        for (let k = 0; k < steps && !clashEncounter.snapshot(s).roundOver; k++) s = clashEncounter.act(s, clashEncounter.snapshot(s).canActNow[0]!, 1, k % 2 === 0);
        const snap = clashEncounter.snapshot(s);
        const [ready, spent] = snap.groups;
        expect([...ready!.participantIds, ...spent!.participantIds].sort()).toEqual(s.order.map((c) => c.id).sort());
        const position = new Map(s.order.map((c, k) => [c.id, k]));
        for (const group of snap.groups) {
          const positions = group.participantIds.map((id) => position.get(id)!);
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }
        for (const id of ready!.participantIds) expect(snap.actionsLeft[id]).toBeGreaterThan(0);
        if (snap.canActNow.length) expect(ready!.participantIds).toContain(snap.canActNow[0]);
        expect(snap.roundOver).toBe(ready!.participantIds.length === 0);
      }),
    );
  });
});
