import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../../src/core/encounter.js";
import { expireConditions } from "../../../../src/core/vocabulary.js";
import {
  activationUnits,
  canActNow,
  createPoolEncounter,
  dodgeCondition,
  endActivation,
  freeActionsLeft,
  poolEncounter,
  poolOptions,
  rollSideInitiative,
  spend,
  startActivation,
  type PoolEncounterState,
} from "../../../../src/rulesets/pool/rules/index.js";
import { palaceFight } from "./fixtures.js";

const npc = (id: string, side: string, extra: Partial<EncounterParticipant> = {}): EncounterParticipant => ({ id, side, isPlayerCharacter: false, stats: {}, ...extra });
const pc = (id: string, side: string, extra: Partial<EncounterParticipant> = {}): EncounterParticipant => ({ id, side, isPlayerCharacter: true, stats: {}, ...extra });

/** Plays one round choosing, at each slot, the member picked by `choose`; returns who acted. */
function playRound(model = poolEncounter, start: PoolEncounterState, choose: (ids: string[]) => string): { state: PoolEncounterState; order: string[] } {
  let state = start;
  const order: string[] = [];
  for (let guard = 0; guard < 1000; guard++) {
    const snap = model.snapshot(state);
    if (snap.roundOver) return { state, order };
    const id = choose([...snap.canActNow]);
    state = model.act(state, id, 1, false);
    state = model.act(state, id, 1, true);
    order.push(id);
  }
  throw new Error("round did not end");
}

describe("sides and initiative", () => {
  it("FC-SIDE-1: every participant belongs to exactly one side, each side knowing its player characters", () => {
    const state = poolEncounter.begin([...palaceFight, npc("dog", "wild")], new ReplayDice([4, 5, 1]));
    expect(state.sides.map((s) => [s.key, s.playerCharacters])).toEqual([
      ["guards", 0],
      ["heroes", 3],
      ["wild", 0],
    ]);
    const groups = poolEncounter.snapshot(state).groups;
    expect(groups.flatMap((g) => g.participantIds).sort()).toEqual(["aldric", "bertoz", "dog", "enowan", "guard1", "guard2"]);
    expect(groups[0]!.label).toEqual({ key: "FRAY.Pool.Encounter.Side", data: { side: "guards", roll: 5 } });
    expect(() => poolEncounter.begin([pc("a", "x"), pc("a", "y")], new ReplayDice([1, 2]))).toThrow(/DuplicateParticipant/);
  });

  it("FC-INIT-1: one d6 per side; sides act in descending order of their rolls", () => {
    const dice = new ReplayDice([2, 6, 4]);
    const sides = rollSideInitiative([{ key: "a", playerCharacters: 1 }, { key: "b", playerCharacters: 0 }, { key: "c", playerCharacters: 2 }], dice);
    expect(sides.map((s) => s.key)).toEqual(["b", "c", "a"]);
    expect(dice.log.map((e) => [e.count, e.faces, e.purpose])).toEqual([
      [1, 6, "initiative:a"],
      [1, 6, "initiative:b"],
      [1, 6, "initiative:c"],
    ]);
  });

  it("FC-INIT-2: a tie goes to the side with fewer player characters", () => {
    const sides = rollSideInitiative([{ key: "pcs", playerCharacters: 2 }, { key: "mixed", playerCharacters: 1 }, { key: "low", playerCharacters: 0 }], new ReplayDice([3, 3, 1]));
    expect(sides.map((s) => s.key)).toEqual(["mixed", "pcs", "low"]);
  });

  it("FC-INIT-3: initiative is rolled once; every round opens with the winning side", () => {
    let state = poolEncounter.begin(palaceFight, new ReplayDice([6, 1]));
    for (let round = 1; round <= 3; round++) {
      expect(canActNow(state)).toEqual(["aldric", "bertoz", "enowan"]);
      state = playRound(poolEncounter, state, (ids) => ids[ids.length - 1]!).state;
      // No dice are needed for a new round.
      state = poolEncounter.nextRound(state, new ReplayDice([]));
      expect(poolEncounter.snapshot(state).initiativeRolls).toEqual([]);
    }
    expect(state.round).toBe(4);
  });

  it("FC-INIT-4: sides tied on roll and player characters re-roll among themselves only", () => {
    const dice = new ReplayDice([5, 3, 3, 2, 6]);
    const sides = rollSideInitiative([{ key: "top", playerCharacters: 0 }, { key: "x", playerCharacters: 0 }, { key: "y", playerCharacters: 0 }], dice);
    expect(sides.map((s) => [s.key, s.rolls])).toEqual([
      ["top", [5]],
      ["y", [3, 6]],
      ["x", [3, 2]],
    ]);
    // A dice source that always ties cannot hang the tracker: the order falls back to listing order.
    const stuck = { roll: (count: number) => new Array<number>(count).fill(3) };
    expect(rollSideInitiative([{ key: "p", playerCharacters: 0 }, { key: "q", playerCharacters: 0 }], stuck).map((s) => s.key)).toEqual(["p", "q"]);
    const state = poolEncounter.begin([npc("a", "x"), npc("b", "y")], new ReplayDice([4, 4, 1, 1, 2, 5]));
    expect(state.sides.map((s) => s.key)).toEqual(["y", "x"]);
    expect(poolEncounter.snapshot(state).initiativeRolls.filter((r) => r.groupKey === "y").map((r) => r.total)).toEqual([4, 1, 5]);
  });
});

describe("turns within the round", () => {
  it("FC-TURN-1: sides alternate one activation at a time", () => {
    const state = poolEncounter.begin([npc("g1", "g"), npc("g2", "g"), pc("h1", "h"), pc("h2", "h")], new ReplayDice([5, 2]));
    const { order } = playRound(poolEncounter, state, (ids) => ids[0]!);
    expect(order).toEqual(["g1", "h1", "g2", "h2"]);
  });

  it("FC-TURN-2: the side whose slot is up picks any of its waiting members", () => {
    let state = poolEncounter.begin([npc("g1", "g"), npc("g2", "g"), npc("g3", "g"), pc("h", "h")], new ReplayDice([5, 2]));
    expect(canActNow(state)).toEqual(["g1", "g2", "g3"]);
    state = poolEncounter.act(state, "g3", 2, true);
    expect(() => poolEncounter.act(state, "g1", 1, true)).toThrow(/NotYourTurn/);
    state = poolEncounter.act(state, "h", 2, true);
    expect(canActNow(state)).toEqual(["g1", "g2"]);
  });

  it("FC-TURN-3: a side with nobody left is skipped and the others continue", () => {
    const state = poolEncounter.begin([npc("g", "g"), pc("a", "h"), pc("b", "h"), pc("c", "h")], new ReplayDice([5, 2]));
    expect(playRound(poolEncounter, state, (ids) => ids[0]!).order).toEqual(["g", "a", "b", "c"]);
  });

  it("FC-TURN-4: the round ends once everyone has acted; the next starts with the winning side and fresh actions", () => {
    let state = poolEncounter.begin([npc("g", "g"), pc("a", "h")], new ReplayDice([1, 6]));
    state = poolEncounter.act(state, "a", 2, true);
    expect(poolEncounter.snapshot(state)).toMatchObject({ roundOver: false, canActNow: ["g"], actionsLeft: { a: 0, g: 2 } });
    state = poolEncounter.act(state, "g", 1, true);
    expect(poolEncounter.snapshot(state)).toMatchObject({ roundOver: true, phase: "action", canActNow: [] });
    expect(() => poolEncounter.act(state, "a", 0, true)).toThrow(/NotYourTurn/);
    state = poolEncounter.nextRound(state, new ReplayDice([]));
    expect(poolEncounter.snapshot(state)).toMatchObject({ round: 2, roundOver: false, canActNow: ["a"], actionsLeft: { a: 2, g: 2 } });
  });

  it("FC-FVTT-7: the model names whose activation began — a first Partial, a Full Action or End on an idle unit begin one; a second Partial, a free action or a new round do not", () => {
    const started = poolEncounter.activationsStarted!;
    let state = poolEncounter.begin([npc("g1", "g"), npc("g2", "g"), pc("h", "h")], new ReplayDice([5, 2]));
    let next = poolEncounter.act(state, "g2", 1, false);
    expect(started(state, next)).toEqual(["g2"]);
    state = next;
    next = poolEncounter.act(state, "g2", 1, false);
    expect(started(state, next), "the second Partial of the same activation").toEqual([]);
    state = next;
    next = poolEncounter.act(state, "h", 0, false, { free: true });
    expect(started(state, next), "a free action begins nothing").toEqual([]);
    state = next;
    next = poolEncounter.act(state, "h", 2, true);
    expect(started(state, next), "a Full Action begins and ends one in a step").toEqual(["h"]);
    state = next;
    next = poolEncounter.act(state, "g1", 0, true);
    expect(started(state, next), "End on someone idle").toEqual(["g1"]);
    expect(started(next, poolEncounter.nextRound(next, new ReplayDice([]))), "a new round is nobody's activation").toEqual([]);
  });

  it("FC-TURN-5: with three or more sides the slot cycles through them in initiative order", () => {
    const state = poolEncounter.begin([npc("a1", "a"), npc("a2", "a"), npc("b1", "b"), npc("c1", "c"), npc("c2", "c")], new ReplayDice([3, 6, 1]));
    expect(playRound(poolEncounter, state, (ids) => ids[0]!).order).toEqual(["b1", "a1", "c1", "a2", "c2"]);
  });

  it("FC-TURN-6: the side-block setting lets each side act as a whole, in initiative order", () => {
    const model = createPoolEncounter(poolOptions({ turnMode: "sideBlock" }));
    const state = model.begin([npc("g1", "g"), npc("g2", "g"), pc("h1", "h"), pc("h2", "h")], new ReplayDice([5, 2]));
    expect(playRound(model, state, (ids) => ids[0]!).order).toEqual(["g1", "g2", "h1", "h2"]);
  });

  it("FC-TURN-7: there is no holding: the side whose slot is up must activate someone, no one else can", () => {
    const state = poolEncounter.begin([npc("g", "g"), pc("h", "h")], new ReplayDice([5, 2]));
    expect(() => startActivation(state, "h")).toThrow(/NotYourTurn/);
    expect(canActNow(state)).toEqual(["g"]);
  });

  it("FC-ROUND-2: everybody takes exactly one turn each round", () => {
    let state = poolEncounter.begin(palaceFight, new ReplayDice([3, 4]));
    for (let r = 0; r < 3; r++) {
      const { state: after, order } = playRound(poolEncounter, state, (ids) => ids[Math.floor(ids.length / 2)]!);
      expect([...order].sort()).toEqual(palaceFight.map((p) => p.id).sort());
      state = poolEncounter.nextRound(after, new ReplayDice([]));
    }
  });
});

describe("shared activations, budgets and conditions", () => {
  const mounted = [pc("rider", "heroes"), npc("horse", "heroes", { sharesActivationWith: "rider" }), pc("walker", "heroes"), npc("orc", "orcs")];

  it("FC-MNT-3: rider and mount act in one activation with one budget", () => {
    expect(activationUnits(mounted)).toEqual([["rider", "horse"], ["walker"], ["orc"]]);
    let state = poolEncounter.begin(mounted, new ReplayDice([6, 1]));
    expect(canActNow(state)).toEqual(["rider", "horse", "walker"]);
    state = poolEncounter.act(state, "horse", 1, false);
    expect(canActNow(state)).toEqual(["rider", "horse"]);
    expect(poolEncounter.snapshot(state).actionsLeft).toMatchObject({ rider: 1, horse: 1, walker: 2 });
    state = poolEncounter.act(state, "rider", 1, true);
    expect(canActNow(state)).toEqual(["orc"]);
    state = poolEncounter.act(state, "orc", 2, true);
    expect(canActNow(state)).toEqual(["walker"]);
  });

  it("FC-VEH-3: a driver's neutral-disposition vehicle acts with the driver, for the driver's side", () => {
    const state = poolEncounter.begin([npc("wagon", "neutral", { sharesActivationWith: "driver" }), pc("driver", "heroes"), npc("bandit", "bandits")], new ReplayDice([2, 5]));
    // The wagon has no side of its own: it stands (and rolls) with its driver's side.
    expect(state.sides.map((s) => [s.key, s.playerCharacters])).toEqual([
      ["bandits", 0],
      ["heroes", 1],
    ]);
    expect(poolEncounter.snapshot(state).groups.map((g) => g.participantIds)).toEqual([["bandit"], ["wagon", "driver"]]);
    const after = poolEncounter.act(state, "bandit", 2, true);
    expect(canActNow(after)).toEqual(["wagon", "driver"]);
  });

  it("FC-SHIP-3: pilot and ship share the pilot's Full Action for a ram", () => {
    let state = poolEncounter.begin([pc("pilot", "crew"), npc("cog", "crew", { sharesActivationWith: "pilot" }), npc("pirate", "pirates")], new ReplayDice([6, 1]));
    state = poolEncounter.act(state, "cog", 2, false);
    // The Full Action spent the whole shared budget: the activation is over and the pirates are up.
    expect(() => poolEncounter.act(state, "pilot", 1, false)).toThrow(/NotYourTurn/);
    expect(poolEncounter.snapshot(state).actionsLeft).toMatchObject({ pilot: 0, cog: 0 });
    expect(canActNow(state)).toEqual(["pirate"]);
  });

  it("FC-ACT-1: the encounter model refuses more than two Partial Actions or a Full after a Partial", () => {
    let state = poolEncounter.begin([pc("a", "h"), npc("b", "g")], new ReplayDice([6, 1]));
    state = poolEncounter.act(state, "a", 1, false);
    expect(() => poolEncounter.act(state, "a", 2, false)).toThrow(/NoActionLeft/);
    expect(() => poolEncounter.act(state, "a", 3, false)).toThrow(/BadActionCost/);
    state = poolEncounter.act(state, "a", 1, false);
    // Two Partials spent: nothing is left, so the activation ended by itself and b is up.
    expect(() => poolEncounter.act(state, "a", 1, false)).toThrow(/NotYourTurn/);
    expect(canActNow(state)).toEqual(["b"]);
  });

  it("FC-FVTT-3: an activation ends by a Full Action, by the actor passing, or by having nothing left to spend", () => {
    const begin = () => poolEncounter.begin([pc("a", "h"), pc("c", "h"), npc("b", "g"), npc("d", "g")], new ReplayDice([6, 1]));
    // A Full Action ends it at once, even when the flow does not say so.
    expect(canActNow(poolEncounter.act(begin(), "a", 2, false))).toEqual(["b", "d"]);
    // Two Partials: the first leaves the activation open, the second ends it.
    const one = poolEncounter.act(begin(), "a", 1, false);
    expect(canActNow(one)).toEqual(["a"]);
    expect(canActNow(poolEncounter.act(one, "a", 1, false))).toEqual(["b", "d"]);
    // Passing (the tracker's End control) costs nothing and ends it, with or without an action spent.
    expect(canActNow(poolEncounter.act(begin(), "a", 0, true))).toEqual(["b", "d"]);
    const passed = poolEncounter.act(one, "a", 0, true);
    expect(canActNow(passed)).toEqual(["b", "d"]);
    expect(poolEncounter.snapshot(passed).actionsLeft["a"]).toBe(1);
  });

  it("FC-TURN-3: a downed combatant is passed over, and a side whose remaining members are down keeps nobody waiting", () => {
    let state = poolEncounter.begin([pc("a", "h"), pc("c", "h"), npc("b", "g"), npc("d", "g")], new ReplayDice([6, 1]));
    state = poolEncounter.act(state, "a", 2, false);
    expect(canActNow(state)).toEqual(["b", "d"]);
    // d falls before acting: only b is left to act for the guards.
    state = poolEncounter.markDown!(state, "d", true);
    expect(canActNow(state)).toEqual(["b"]);
    expect(poolEncounter.snapshot(state).down).toEqual(["d"]);
    state = poolEncounter.act(state, "b", 2, false);
    expect(canActNow(state)).toEqual(["c"]);
    // b falls during c's activation: the guards have nobody able, so c's end closes the round.
    state = poolEncounter.act(state, "c", 1, false);
    expect(poolEncounter.markDown!(state, "b", true)).not.toBe(state);
    state = poolEncounter.markDown!(state, "b", true);
    expect(poolEncounter.markDown!(state, "b", true)).toBe(state);
    state = poolEncounter.act(state, "c", 0, true);
    expect(poolEncounter.snapshot(state).roundOver).toBe(true);
    // In the next round only the heroes act; acting while down is refused.
    state = poolEncounter.nextRound(state, new ReplayDice([]));
    expect(canActNow(state)).toEqual(["a", "c"]);
    expect(() => poolEncounter.act(state, "b", 1, false)).toThrow(/Down/);
    state = poolEncounter.act(state, "a", 2, false);
    expect(canActNow(state)).toEqual(["c"]);
  });

  it("FC-TURN-3: a combatant downed in the middle of their own activation ends it and the slot passes on", () => {
    let state = poolEncounter.begin([pc("a", "h"), npc("b", "g"), npc("d", "g")], new ReplayDice([6, 1]));
    state = poolEncounter.act(state, "a", 1, false);
    state = poolEncounter.markDown!(state, "a", true);
    expect(canActNow(state)).toEqual(["b", "d"]);
    state = poolEncounter.act(state, "b", 2, false);
    // The heroes have nobody able: the guards' d acts next, then the round is over.
    expect(canActNow(state)).toEqual(["d"]);
    state = poolEncounter.act(state, "d", 2, false);
    expect(poolEncounter.snapshot(state).roundOver).toBe(true);
  });

  it("FC-FVTT-4: free actions come from their own per-round budget, outside the activation too; the tracker shows what is left", () => {
    const two = createPoolEncounter(poolOptions({ freeActionsPerRound: 2 }));
    const none = createPoolEncounter(poolOptions({ freeActionsPerRound: 0 }));
    const state = two.begin([pc("a", "h"), npc("b", "g")], new ReplayDice([6, 1]));
    // b is not up, but may still speak or roll Perception.
    const spoke = two.act(state, "b", 0, false, { free: true });
    expect(canActNow(spoke)).toEqual(["a"]);
    expect(two.snapshot(spoke).freeLeft).toEqual({ a: 2, b: 1 });
    expect(two.refusal!(spoke, "b", 0, { free: true })).toBeNull();
    expect(none.refusal!(state, "b", 0, { free: true })).toBe("FRAY.Pool.Error.NoActionLeft");
    expect(() => none.act(state, "b", 0, false, { free: true })).toThrow(/NoActionLeft/);
    expect(() => two.act(state, "b", 1, false, { free: true })).toThrow(/BadActionCost/);
  });

  it("FC-ACT-8: with oneManeuverPerTurn a second maneuver in the same turn is refused; without it, allowed", () => {
    const capped = createPoolEncounter(poolOptions({ oneManeuverPerTurn: true }));
    const open = createPoolEncounter(poolOptions({ oneManeuverPerTurn: false }));
    const start = capped.begin([pc("a", "h"), npc("b", "g")], new ReplayDice([6, 1]));
    const feinted = capped.act(start, "a", 1, false, { maneuver: true });
    expect(capped.refusal!(feinted, "a", 1, { maneuver: true })).toBe("FRAY.Pool.Error.NoActionLeft");
    expect(capped.refusal!(feinted, "a", 1)).toBeNull();
    expect(() => capped.act(feinted, "a", 1, false, { maneuver: true })).toThrow(/maneuver/);
    const twice = open.act(open.act(start, "a", 1, false, { maneuver: true }), "a", 1, false, { maneuver: true });
    expect(canActNow(twice)).toEqual(["b"]);
  });

  it("FC-ACT-6: free actions are counted per round, even outside one's own activation, and reset", () => {
    let state = poolEncounter.begin([pc("a", "h"), npc("b", "g")], new ReplayDice([6, 1]));
    state = spend(state, "b", "free");
    state = spend(state, "b", "free");
    expect(freeActionsLeft(state, "b")).toBe(0);
    expect(() => spend(state, "b", "free")).toThrow(/NoActionLeft/);
    state = endActivation(state, "a");
    state = endActivation(state, "b");
    state = poolEncounter.nextRound(state, new ReplayDice([]));
    expect(freeActionsLeft(state, "b")).toBe(2);
  });

  it("FC-MAN-5: starting an activation yields the trigger that ends the actor's own Dodge", () => {
    let state = poolEncounter.begin([pc("a", "h"), npc("b", "g")], new ReplayDice([6, 1]));
    const dodge = dodgeCondition("a", 1);
    state = endActivation(state, "a");
    state = endActivation(state, "b");
    state = poolEncounter.nextRound(state, new ReplayDice([]));
    const started = startActivation(state, "a");
    expect(started.triggers).toEqual([{ kind: "turnStart", combatantId: "a", round: 2 }]);
    expect(expireConditions("a", [dodge], started.triggers[0]!).remaining).toEqual([]);
    expect(startActivation(started.state, "a").triggers).toEqual([]);
  });

  it("participants may join and leave mid-round", () => {
    let state = poolEncounter.begin([npc("g1", "g"), npc("g2", "g"), pc("h1", "h")], new ReplayDice([5, 2]));
    state = poolEncounter.join(state, pc("h2", "h"));
    state = poolEncounter.join(state, npc("w", "wolves"));
    expect(state.sides.map((s) => [s.key, s.playerCharacters])).toEqual([
      ["g", 0],
      ["h", 2],
      ["wolves", 0],
    ]);
    expect(() => poolEncounter.join(state, npc("w", "wolves"))).toThrow(/DuplicateParticipant/);
    state = poolEncounter.act(state, "g1", 2, true);
    state = poolEncounter.leave(state, "h1");
    expect(canActNow(state)).toEqual(["h2"]);
    state = poolEncounter.act(state, "h2", 2, true);
    expect(canActNow(state)).toEqual(["w"]);
    state = poolEncounter.leave(state, "w");
    expect(canActNow(state)).toEqual(["g2"]);
    state = poolEncounter.act(state, "g2", 0, false);
    state = poolEncounter.leave(state, "g2");
    expect(poolEncounter.snapshot(state).roundOver).toBe(true);
    expect(() => poolEncounter.leave(state, "nobody")).toThrow(/UnknownParticipant/);
    state = poolEncounter.join(state, npc("late", "g"));
    expect(canActNow(state)).toEqual(["late"]);
  });

  it("a participant who falls in the middle of its own activation ends it and the slot passes on", () => {
    let state = poolEncounter.begin([npc("g1", "g"), npc("g2", "g"), pc("h1", "h"), pc("h2", "h")], new ReplayDice([5, 2]));
    state = poolEncounter.act(state, "g1", 1, false);
    state = poolEncounter.leave(state, "g1");
    expect(canActNow(state)).toEqual(["h1", "h2"]);
    // A rider leaving mid-activation leaves the mount to finish it.
    let mounted = poolEncounter.begin([pc("rider", "h"), npc("horse", "h", { sharesActivationWith: "rider" }), npc("o", "o")], new ReplayDice([6, 1]));
    mounted = poolEncounter.act(mounted, "rider", 1, false);
    mounted = poolEncounter.leave(mounted, "rider");
    expect(canActNow(mounted)).toEqual(["horse"]);
    expect(poolEncounter.snapshot(mounted).actionsLeft).toMatchObject({ horse: 1 });
  });
});

// ---------------------------------------------------------------- property tests

const arbFight = fc
  .record({
    sideSizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 2, maxLength: 4 }),
    pcMask: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    mountMask: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    seed: fc.integer(),
    picks: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
    sideBlock: fc.boolean(),
  })
  .map(({ sideSizes, pcMask, mountMask, seed, picks, sideBlock }) => {
    const participants: EncounterParticipant[] = [];
    let n = 0;
    sideSizes.forEach((size, s) => {
      for (let i = 0; i < size; i++, n++) {
        const id = `p${n}`;
        // Some members ride the previous member of their side.
        const previous = participants[participants.length - 1];
        const rides = i > 0 && mountMask[n] && previous && !previous.sharesActivationWith && !participants.some((p) => p.sharesActivationWith === previous.id);
        participants.push({ id, side: `s${s}`, isPlayerCharacter: pcMask[n]!, stats: {}, ...(rides ? { sharesActivationWith: previous.id } : {}) });
      }
    });
    return { participants, seed, picks, sideBlock };
  });

describe("encounter properties", () => {
  it("FC-TURN-4 property: in every round every unit acts exactly once, and the winning side always opens", () => {
    fc.assert(
      fc.property(arbFight, ({ participants, seed, picks, sideBlock }) => {
        const model = createPoolEncounter(poolOptions({ turnMode: sideBlock ? "sideBlock" : "alternate" }));
        let state = model.begin(participants, new SeededDice(seed));
        const units = activationUnits(participants);
        const sideOfUnit = (unitHead: string) => {
          const unit = units.find((u) => u.includes(unitHead))!;
          const members = unit.map((id) => participants.find((p) => p.id === id)!);
          return (members.find((m) => m.isPlayerCharacter) ?? members[0]!).side;
        };
        for (let round = 0; round < 3; round++) {
          let pick = 0;
          const { state: after, order } = playRound(model, state, (ids) => ids[picks[pick++ % picks.length]! % ids.length]!);
          const unitsActed = order.map((id) => units.findIndex((u) => u.includes(id)));
          expect([...unitsActed].sort((a, b) => a - b)).toEqual(units.map((_, i) => i));
          const sides = order.map(sideOfUnit);
          expect(sides[0]).toBe(state.sides.find((s) => units.some((u) => sideOfUnit(u[0]!) === s.key))!.key);
          if (sideBlock) {
            // Each side's activations are contiguous.
            const seen = new Set<string>();
            sides.forEach((side, i) => {
              if (i > 0 && sides[i - 1] !== side) expect(seen.has(side)).toBe(false);
              seen.add(side);
            });
          } else {
            // While two or more sides still wait, consecutive activations come from different sides.
            const remaining = new Map<string, number>();
            for (const s of sides) remaining.set(s, (remaining.get(s) ?? 0) + 1);
            for (let i = 1; i < sides.length; i++) {
              remaining.set(sides[i - 1]!, remaining.get(sides[i - 1]!)! - 1);
              const waitingSides = [...remaining.values()].filter((v) => v > 0).length;
              if (waitingSides >= 2 && remaining.get(sides[i - 1]!)! > 0) expect(sides[i]).not.toBe(sides[i - 1]);
            }
          }
          state = model.nextRound(after, new SeededDice(0));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("FC-INIT-2 property: side order follows rolls descending, then fewer player characters", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4), { minLength: 2, maxLength: 6 }), fc.integer(), (pcCounts, seed) => {
        const sides = rollSideInitiative(pcCounts.map((n, i) => ({ key: `s${i}`, playerCharacters: n })), new SeededDice(seed));
        expect(sides).toHaveLength(pcCounts.length);
        for (let i = 1; i < sides.length; i++) {
          const a = sides[i - 1]!;
          const b = sides[i]!;
          expect(a.rolls[0]! > b.rolls[0]! || (a.rolls[0] === b.rolls[0] && a.playerCharacters <= b.playerCharacters)).toBe(true);
        }
      }),
    );
  });
});

describe("encounter robustness", () => {
  it("FC-TURN-3 property: with people leaving and joining mid-round, the round still ends and nobody acts twice", () => {
    fc.assert(
      fc.property(arbFight, fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), ({ participants, seed, picks, sideBlock }, ops) => {
        const model = createPoolEncounter(poolOptions({ turnMode: sideBlock ? "sideBlock" : "alternate" }));
        let state = model.begin(participants, new SeededDice(seed));
        let joined = 0;
        for (let step = 0; step < 200; step++) {
          const snap = model.snapshot(state);
          if (snap.roundOver) break;
          expect(snap.canActNow.length).toBeGreaterThan(0);
          const op = ops[step % ops.length]! % 10;
          const pick = picks[step % picks.length]!;
          if (op === 0 && state.participants.length > 2) {
            state = model.leave(state, state.participants[pick % state.participants.length]!.id);
          } else if (op === 1) {
            state = model.join(state, { id: `new${joined++}`, side: `s${pick % 3}`, isPlayerCharacter: pick % 2 === 0, stats: {} });
          } else {
            const id = snap.canActNow[pick % snap.canActNow.length]!;
            state = model.act(state, id, Math.min(pick % 3, snap.actionsLeft[id] ?? 0), op !== 2);
          }
          expect(new Set(state.history).size).toBe(state.history.length);
        }
        const end = model.snapshot(state);
        expect(end.roundOver).toBe(true);
        const units = activationUnits(state.participants);
        expect(units.every((u) => u.some((id) => state.acted.includes(id)))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
