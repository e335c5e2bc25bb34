import { describe, expect, it } from "vitest";
import {
  bleedingDue,
  brpEncounter,
  closeStatements,
  brpOptions,
  createBrpEncounter,
  currentSlots,
  declareIntent,
  markBleedingDone,
  orderedSlots,
  PHASES,
  ROUND_SECONDS,
  statementOrder,
  TURN_MINUTES,
  visibleStatements,
  type BrpEncounterState,
  type Statement,
} from "../../../../src/rulesets/brp/rules/index.js";
import type { EncounterModel, EncounterParticipant } from "../../../../src/core/encounter.js";
import { ReplayDice } from "../../../../src/core/dice.js";

const p = (id: string, stats: Record<string, number>, side = "friendly"): EncounterParticipant => ({ id, side, isPlayerCharacter: side === "friendly", stats });
const none = new ReplayDice([]);

/** States everyone (in order) with the given statements, then returns the state after statements. */
function stateAll(model: EncounterModel<BrpEncounterState>, s: BrpEncounterState, statements: Record<string, Statement> = {}): BrpEncounterState {
  let state = s;
  for (const [id, st] of Object.entries(statements)) state = declareIntent(state, id, st);
  while (state.phase === "statements") state = model.act(state, model.snapshot(state).canActNow[0]!, 0, true);
  return state;
}

/** Everyone acts in order until the round is over; returns the ids in acting order (groups joined by "+"). */
function runActions(model: EncounterModel<BrpEncounterState>, s: BrpEncounterState): { order: string[]; state: BrpEncounterState } {
  let state = s;
  const order: string[] = [];
  while (!model.snapshot(state).roundOver) {
    const now = model.snapshot(state).canActNow;
    order.push(`${state.phase === "powers" ? "P" : ""}${now.join("+")}@${currentSlots(state)[0]!.rank}`);
    for (const id of now) state = model.act(state, id, 1, true);
  }
  return { order, state };
}

describe("brp encounter model", () => {
  const fighters = [p("slow", { DEX: 8, INT: 12, skill: 50 }), p("fast", { DEX: 16, INT: 10, skill: 60 }, "hostile"), p("mid", { DEX: 12, INT: 14, skill: 55 })];

  it("BRP-ROUND-1: a round is 12 seconds, a turn five minutes", () => {
    expect(ROUND_SECONDS).toBe(12);
    expect(TURN_MINUTES).toBe(5);
  });

  it("BRP-ROUND-2: statements → powers → action → resolution, then the next round starts with statements", () => {
    expect(PHASES).toEqual(["statements", "powers", "action", "resolution"]);
    let s = brpEncounter.begin(fighters, none);
    expect(brpEncounter.snapshot(s)).toMatchObject({ round: 1, phase: "statements", roundOver: false });
    s = stateAll(brpEncounter, s, { mid: { action: "power" } });
    expect(s.phase).toBe("powers");
    s = brpEncounter.act(s, "mid", 1, true);
    expect(s.phase).toBe("action");
    s = runActions(brpEncounter, s).state;
    expect(brpEncounter.snapshot(s)).toMatchObject({ phase: "resolution", roundOver: true });
    s = brpEncounter.nextRound(s, none);
    expect(brpEncounter.snapshot(s)).toMatchObject({ round: 2, phase: "statements" });
  });

  it("BRP-ROUND-3: the resolution phase is where bookkeeping runs: the round is over and no one acts", () => {
    const s = runActions(brpEncounter, stateAll(brpEncounter, brpEncounter.begin(fighters, none))).state;
    expect(brpEncounter.snapshot(s).canActNow).toEqual([]);
    expect(s.phase).toBe("resolution");
  });

  it("BRP-SOI-1: statements go from the highest DEX down, one at a time", () => {
    const s = brpEncounter.begin(fighters, none);
    expect(statementOrder(s)).toEqual(["fast", "mid", "slow"]);
    expect(brpEncounter.snapshot(s).canActNow).toEqual(["fast"]);
    expect(() => brpEncounter.act(s, "slow", 0, true)).toThrow(/NotYourTurn/);
  });

  it("BRP-SOI-2: the GM may keep NPC statements hidden", () => {
    let s = brpEncounter.begin(fighters, none);
    s = declareIntent(s, "fast", { action: "attack", hidden: true });
    s = declareIntent(s, "mid", { action: "attack" });
    expect(Object.keys(visibleStatements(s))).toEqual(["mid"]);
  });

  it("BRP-FVTT-4: the GM closes statements: who has not stated attacks by default, and the countdown starts at the highest DEX", () => {
    let s = brpEncounter.begin(fighters, none);
    s = declareIntent(s, "mid", { action: "defensive" });
    s = closeStatements(s);
    expect(s.phase).toBe("action");
    expect(brpEncounter.snapshot(s).canActNow).toEqual(["fast"]);
    expect(runActions(brpEncounter, s).order).toEqual(["fast@16", "slow@8"]);
    expect(() => closeStatements(s)).toThrow(/NotStatementPhase/);
    expect(brpEncounter.snapshot(s).phaseClosable).toBe(false);
    expect(brpEncounter.closePhase!(brpEncounter.begin(fighters, none)).phase).toBe("action");
  });

  it("BRP-FVTT-4: the tracker notes each recorded statement, hidden ones marked for the GM alone", () => {
    let s = brpEncounter.begin(fighters, none);
    expect(brpEncounter.snapshot(s).phaseClosable).toBe(true);
    s = declareIntent(s, "fast", { action: "attack", hidden: true });
    s = declareIntent(s, "mid", { action: "move" });
    expect(brpEncounter.snapshot(s).notes).toEqual({ fast: { key: "FRAY.Brp.Intent.Attack", hidden: true }, mid: { key: "FRAY.Brp.Intent.Move" } });
  });

  it("BRP-SOI-3: a delayed action moves to a later rank; past rank 1 there is no action", () => {
    const s = stateAll(brpEncounter, brpEncounter.begin(fighters, none), { fast: { action: "attack", delayTo: 5 }, mid: { action: "attack", delayTo: 0 } });
    expect(runActions(brpEncounter, s).order).toEqual(["slow@8", "fast@5"]);
  });

  it("BRP-SOI-3: the tracker's Delay (statements off) lets the next go first: DEX 16 waits, acts at 12 right after DEX 12, before DEX 8", () => {
    const model = createBrpEncounter(brpOptions({ statements: "none" }));
    let s = model.begin(fighters, none);
    expect(model.snapshot(s).controls?.["fast"]?.map((c) => c.key)).toEqual(["delay"]);
    s = model.control!(s, "fast", "delay");
    expect(model.snapshot(s).canActNow).toEqual(["mid"]);
    expect(runActions(model, s).order).toEqual(["mid@12", "fast@12", "slow@8"]);
    // Waiting past the last one in the round is refused, and only whoever acts now may wait.
    // Mid waits in turn: Fast acts first after all, still at 12.
    expect(runActions(model, model.control!(s, "mid", "delay")).order).toEqual(["fast@12", "mid@12", "slow@8"]);
    // Once Mid has acted, Fast waiting again drops to rank 8, after Slow.
    const afterMid = model.act(s, "mid", 1, true);
    expect(runActions(model, model.control!(afterMid, "fast", "delay")).order).toEqual(["slow@8", "fast@8"]);
    let last = model.begin([p("alone", { DEX: 10 })], none);
    expect(model.snapshot(last).controls?.["alone"]).toBeUndefined();
    expect(() => model.control!(last, "alone", "delay")).toThrow(/NoOneToWaitFor/);
    last = model.begin(fighters, none);
    expect(() => model.control!(last, "slow", "delay")).toThrow(/NotYourTurn/);
    expect(() => model.control!(last, "fast", "charge")).toThrow(/UnknownControl/);
  });

  it("BRP-SOI-4: DEX ties go to the higher skill; full ties act simultaneously", () => {
    const tied = [p("a", { DEX: 12, skill: 40 }), p("b", { DEX: 12, skill: 70 }), p("c", { DEX: 12, skill: 70 })];
    const s = stateAll(brpEncounter, brpEncounter.begin(tied, none));
    expect(runActions(brpEncounter, s).order).toEqual(["b+c@12", "a@12"]);
  });

  it("BRP-SOI-5: with statements switched off the round starts in the action phase", () => {
    const model = createBrpEncounter(brpOptions({ statements: "none" }));
    const s = model.begin(fighters, none);
    expect(s.phase).toBe("action");
    expect(model.snapshot(s).canActNow).toEqual(["fast"]);
  });

  it("BRP-SOI-6: reverse statements are counted up from the lowest DEX; actions still count down", () => {
    const model = createBrpEncounter(brpOptions({ statements: "reverse" }));
    const s = model.begin(fighters, none);
    expect(statementOrder(s)).toEqual(["slow", "mid", "fast"]);
    expect(runActions(model, stateAll(model, s)).order).toEqual(["fast@16", "mid@12", "slow@8"]);
  });

  it("BRP-SOI-7: initiative rolls — DEX+1D10 and INT+1D10 each round, one roll per NPC group, optionally kept for the fight", () => {
    const model = createBrpEncounter(brpOptions({ initiativeRolls: true }));
    const group = [p("pc", { DEX: 10, INT: 10 }), p("n1", { DEX: 12, INT: 9, initiativeGroup: 1 }, "hostile"), p("n2", { DEX: 7, INT: 9, initiativeGroup: 1 }, "hostile")];
    let s = model.begin(group, new ReplayDice([2, 5, 9, 1]));
    expect(s.rolled).toEqual({ pc: { dex: 12, int: 15 }, n1: { dex: 21, int: 10 }, n2: { dex: 16, int: 10 } });
    expect(model.snapshot(s).initiativeRolls).toHaveLength(2);
    expect(runActions(model, stateAll(model, s)).order).toEqual(["n1@21", "n2@16", "pc@12"]);
    s = model.nextRound(runActions(model, stateAll(model, s)).state, new ReplayDice([10, 10, 1, 1]));
    expect(s.rolled.pc).toEqual({ dex: 20, int: 20 });
    const keep = createBrpEncounter(brpOptions({ initiativeRolls: true, keepInitiativeRoll: true }));
    let k = keep.begin(group, new ReplayDice([2, 5, 9, 1]));
    k = keep.nextRound(runActions(keep, stateAll(keep, k)).state, new ReplayDice([]));
    expect(k.rolled.pc).toEqual({ dex: 12, int: 15 });
  });

  it("BRP-SOI-8: options combine — reverse statements, initiative rolls and powers in the action phase together", () => {
    const model = createBrpEncounter(brpOptions({ statements: "reverse", initiativeRolls: true, powersInActionPhase: true }));
    let s = model.begin(fighters, new ReplayDice([1, 1, 1, 1, 1, 1]));
    expect(statementOrder(s)).toEqual(["slow", "mid", "fast"]);
    s = stateAll(model, s, { mid: { action: "power" } });
    expect(s.phase).toBe("action");
    expect(runActions(model, s).order).toEqual(["fast@17", "mid@15", "slow@9"]);
  });

  it("BRP-POW-1: instantaneous powers go by INT rank, highest first, in the powers phase", () => {
    const s = stateAll(brpEncounter, brpEncounter.begin(fighters, none), { slow: { action: "power" }, mid: { action: "power" } });
    expect(runActions(brpEncounter, s).order).toEqual(["Pmid@14", "Pslow@12", "fast@16"]);
  });

  it("BRP-POW-3: a power may be delayed to a lower INT rank; past rank 1 it is lost this round", () => {
    const s = stateAll(brpEncounter, brpEncounter.begin(fighters, none), { slow: { action: "power" }, mid: { action: "power", delayTo: 3 } });
    expect(runActions(brpEncounter, s).order).toEqual(["Pslow@12", "Pmid@3", "fast@16"]);
    const lost = stateAll(brpEncounter, brpEncounter.begin(fighters, none), { mid: { action: "power", delayTo: 0 } });
    expect(lost.phase).toBe("action");
  });

  it("BRP-POW-4: INT ties go to the higher skill, then POW, then simultaneous", () => {
    const casters = [p("a", { DEX: 10, INT: 13, skill: 50, POW: 10 }), p("b", { DEX: 10, INT: 13, skill: 50, POW: 16 }), p("c", { DEX: 10, INT: 13, skill: 70, POW: 8 })];
    const s = stateAll(brpEncounter, brpEncounter.begin(casters, none), { a: { action: "power" }, b: { action: "power" }, c: { action: "power" } });
    expect(runActions(brpEncounter, s).order).toEqual(["Pc@13", "Pb@13", "Pa@13"]);
  });

  it("BRP-POW-5: using a power is the round's action: no attack slot on the DEX rank", () => {
    const s = stateAll(brpEncounter, brpEncounter.begin(fighters, none), { mid: { action: "power" } });
    expect(s.slots.filter((x) => x.participantId === "mid").map((x) => x.kind)).toEqual(["power"]);
    expect(brpEncounter.snapshot(s).actionsLeft.mid).toBe(1);
  });

  it("BRP-POW-7: powers in the action phase interleave INT and DEX ranks; ties look at the other characteristic", () => {
    const model = createBrpEncounter(brpOptions({ powersInActionPhase: true }));
    const both = [p("caster", { DEX: 9, INT: 12, skill: 50 }), p("fighter", { DEX: 12, INT: 10, skill: 50 }), p("quick", { DEX: 14, INT: 8 })];
    const s = stateAll(model, model.begin(both, none), { caster: { action: "power" } });
    expect(s.phase).toBe("action");
    // Caster's INT 12 ties the fighter's DEX 12: the caster's DEX 9 against the fighter's INT 10 → fighter first.
    expect(runActions(model, s).order).toEqual(["quick@14", "fighter@12", "caster@12"]);
  });

  it("BRP-ACT-2: within a DEX rank missiles go first, then long, medium, short and unarmed", () => {
    const rank = [p("dagger", { DEX: 11, weaponLength: 3 }), p("bow", { DEX: 11, weaponLength: 0 }), p("sword", { DEX: 11, weaponLength: 2 }), p("spear", { DEX: 11, weaponLength: 1 })];
    expect(runActions(brpEncounter, stateAll(brpEncounter, brpEncounter.begin(rank, none))).order).toEqual(["bow@11", "spear@11", "sword@11", "dagger@11"]);
  });

  it("BRP-ACT-4: extra attacks become extra slots five ranks later, shown as actions left", () => {
    const s = stateAll(brpEncounter, brpEncounter.begin([p("duelist", { DEX: 13, attacks: 2 }), p("ogre", { DEX: 9 })], none));
    expect(brpEncounter.snapshot(s).actionsLeft).toEqual({ duelist: 2, ogre: 1 });
    expect(runActions(brpEncounter, s).order).toEqual(["duelist@13", "ogre@9", "duelist@8"]);
  });

  it("BRP-ACT-6: movement halves or quarters the rank in the tracker, before the −5 steps", () => {
    const s = stateAll(brpEncounter, brpEncounter.begin([p("runner", { DEX: 14 }), p("walker", { DEX: 14 }), p("still", { DEX: 3 })], none), {
      runner: { action: "attack", moveMetres: 20 },
      walker: { action: "noncombat", moveMetres: 10, actions: 2 },
    });
    expect(runActions(brpEncounter, s).order).toEqual(["walker@7", "runner@4", "still@3", "walker@2"]);
  });

  it("BRP-DEFN-4: a defensive stance gets no rank slot at all", () => {
    const s = stateAll(brpEncounter, brpEncounter.begin(fighters, none), { fast: { action: "defensive" } });
    expect(runActions(brpEncounter, s).order).toEqual(["mid@12", "slow@8"]);
  });

  it("BRP-SPC-2: bleeding is due once the countdown reaches DEX rank 1 (or the round ends first), once a round", () => {
    let s = stateAll(brpEncounter, brpEncounter.begin([p("a", { DEX: 10 }), p("b", { DEX: 1 })], none));
    expect(bleedingDue(s)).toBe(false);
    s = brpEncounter.act(s, "a", 1, true);
    expect(bleedingDue(s)).toBe(true);
    s = markBleedingDone(s);
    expect(bleedingDue(s)).toBe(false);
  });

  it("groups by rank, join and leave mid-round", () => {
    let s = stateAll(brpEncounter, brpEncounter.begin(fighters, none));
    expect(brpEncounter.snapshot(s).groups.map((g) => g.label)).toEqual([
      { key: "FRAY.Brp.Tracker.DexRank", data: { rank: 16 } },
      { key: "FRAY.Brp.Tracker.DexRank", data: { rank: 12 } },
      { key: "FRAY.Brp.Tracker.DexRank", data: { rank: 8 } },
    ]);
    s = brpEncounter.join(s, p("late", { DEX: 10 }));
    expect(orderedSlots(s).map((x) => x.participantId)).toEqual(["fast", "mid", "late", "slow"]);
    s = brpEncounter.leave(s, "mid");
    expect(runActions(brpEncounter, s).order).toEqual(["fast@16", "late@10", "slow@8"]);
    expect(brpEncounter.join(s, fighters[0]!)).toBe(s);
    expect(() => declareIntent(s, "x", { action: "attack" })).toThrow(/NotStatementPhase/);
  });
});

describe("brp encounter invariants", () => {
  it("BRP-ACT-4: every slot acts exactly once, ranks never go up, and no one acts below rank 1 (property)", async () => {
    const fc = (await import("fast-check")).default;
    fc.assert(
      fc.property(
        fc.array(fc.record({ DEX: fc.integer({ min: 1, max: 25 }), attacks: fc.integer({ min: 1, max: 4 }), weaponLength: fc.integer({ min: 0, max: 4 }), skill: fc.integer({ min: 5, max: 150 }), move: fc.integer({ min: 0, max: 35 }) }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          const people = rows.map((r, i) => p(`p${i}`, { DEX: r.DEX, attacks: r.attacks, weaponLength: r.weaponLength, skill: r.skill }));
          let s = brpEncounter.begin(people, none);
          rows.forEach((r, i) => (s = declareIntent(s, `p${i}`, { action: "attack", actions: r.attacks, moveMetres: r.move })));
          s = stateAll(brpEncounter, s);
          const total = s.slots.length;
          let acted = 0;
          let lastRank = Infinity;
          while (!brpEncounter.snapshot(s).roundOver) {
            const slot = currentSlots(s)[0]!;
            expect(slot.rank).toBeLessThanOrEqual(lastRank);
            expect(slot.rank).toBeGreaterThanOrEqual(1);
            lastRank = slot.rank;
            for (const id of brpEncounter.snapshot(s).canActNow) {
              s = brpEncounter.act(s, id, 1, true);
              acted++;
            }
          }
          expect(acted).toBe(total);
        },
      ),
      { numRuns: 60 },
    );
  });
});
