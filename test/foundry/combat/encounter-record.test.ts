import { describe, expect, it } from "vitest";
import {
  ENCOUNTER_FLAG,
  HISTORY_LIMIT,
  advanceRecord,
  beginRecord,
  encounterRecordUpdate,
  readEncounterRecord,
  replaceState,
  rewindRound,
  rewindStep,
} from "../../../src/foundry/combat/encounter-record.js";
import { KeyedQueue } from "../../../src/foundry/keyed-queue.js";
import { createPoolEncounter, type PoolEncounterState } from "../../../src/rulesets/pool/rules/encounter.js";
import { ReplayDice } from "../../../src/core/dice.js";
import { applyUpdate as mergeUpdate, expandObject } from "../double/utils.js";

/** Foundry's update of a document as the shared double applies it: dotted keys expand, objects merge key by key, anything else replaces. */
const applyUpdate = (target: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> => mergeUpdate(target, expandObject(update));

const people = [
  { id: "a", side: "friendly", isPlayerCharacter: true, stats: {} },
  { id: "b", side: "hostile", isPlayerCharacter: false, stats: {} },
];

describe("encounter record stored whole", () => {
  it("a new round's empty budgets replace last round's under Foundry's merging update (pool round 2)", () => {
    const model = createPoolEncounter();
    const start = model.begin(people, new ReplayDice([5, 2]));
    const spent = model.act(start, "a", 1, false);
    expect(Object.keys(spent.budgets)).toEqual(["a"]);
    let combat: Record<string, unknown> = { flags: {} };
    combat = applyUpdate(combat, encounterRecordUpdate(beginRecord("pool", spent)));
    const next = model.nextRound(spent, new ReplayDice([]));
    combat = applyUpdate(combat, encounterRecordUpdate(advanceRecord(readEncounterRecord(combat["flags"])!, next)));
    const stored = readEncounterRecord(combat["flags"])!.state as PoolEncounterState;
    expect(stored.budgets).toEqual({});
    expect(stored).toEqual(next);
  });

  it("the same update as an object would have kept the stale budgets (why the record is a string)", () => {
    let combat: Record<string, unknown> = { flags: { fray: { encounter: { state: { budgets: { a: { partialsUsed: 1 } } } } } } };
    combat = applyUpdate(combat, { [ENCOUNTER_FLAG]: { state: { budgets: {} } } });
    expect((combat["flags"] as { fray: { encounter: { state: { budgets: object } } } }).fray.encounter.state.budgets).toEqual({ a: { partialsUsed: 1 } });
  });

  it("reads the object form older builds stored, and refuses junk", () => {
    expect(readEncounterRecord({ fray: { encounter: { ruleset: "brp", state: { round: 2 } } } })).toEqual({ ruleset: "brp", state: { round: 2 }, past: [] });
    expect(readEncounterRecord({ fray: { encounter: "{not json" } })).toBeNull();
    expect(readEncounterRecord({ fray: { encounter: JSON.stringify({ state: 1 }) } })).toBeNull();
    expect(readEncounterRecord(undefined)).toBeNull();
  });

  it("rewinds one step, and to the start of the previous round", () => {
    const roundOf = (s: { round: number }) => s.round;
    let record = beginRecord("x", { round: 1, n: 0 });
    record = advanceRecord(record, { round: 1, n: 1 });
    record = advanceRecord(record, { round: 2, n: 2 });
    record = advanceRecord(record, { round: 2, n: 3 });
    expect(rewindStep(record)?.state).toEqual({ round: 2, n: 2 });
    expect(rewindRound(record, roundOf)?.state).toEqual({ round: 1, n: 0 });
    expect(rewindRound(rewindRound(record, roundOf)!, roundOf)).toBeNull();
    expect(rewindStep(beginRecord("x", { round: 1 }))).toBeNull();
  });

  it("keeps a bounded history, and a roster change clears it", () => {
    let record = beginRecord("x", 0);
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) record = advanceRecord(record, i);
    expect(record.past).toHaveLength(HISTORY_LIMIT);
    expect(replaceState(record, 99, true).past).toEqual([]);
    expect(replaceState(record, 99, false).past).toBe(record.past);
  });
});

describe("changes serialized per combat", () => {
  it("several combatants joining at once all land (each join reads the state the last one stored)", async () => {
    const model = createPoolEncounter();
    let stored = beginRecord("pool", model.begin(people, new ReplayDice([5, 2])));
    const save = async (next: typeof stored) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      stored = next;
    };
    const queue = new KeyedQueue();
    const joins = ["c", "d", "e"].map((id) =>
      queue.run("combat1", async () => {
        const state = stored.state;
        await save(replaceState(stored, model.join(state, { id, side: "hostile", isPlayerCharacter: false, stats: {} }), true));
      }),
    );
    await Promise.all(joins);
    expect(stored.state.participants.map((p) => p.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("a failed change does not block the next, and other combats run independently", async () => {
    const queue = new KeyedQueue();
    const order: string[] = [];
    const failing = queue.run("one", () => Promise.reject(new Error("boom")));
    const after = queue.run("one", async () => void order.push("one-after"));
    const other = queue.run("two", async () => void order.push("two"));
    await expect(failing).rejects.toThrow("boom");
    await Promise.all([after, other]);
    expect(order.sort()).toEqual(["one-after", "two"]);
    expect(queue.busy("one")).toBe(false);
  });
});
