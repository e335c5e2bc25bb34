/**
 * Attacks on the GM-side gate, as properties: a table of users (a GM, an assistant GM, two
 * players, an observer) and actors with owners; any user's client sends anything — forged
 * identity fields, forged decisions, forged card state, replays, forged undo records, junk dice —
 * and the server attests only who sent it. Each property asserts that no request the gate accepts
 * changes a document its sender may not change, and counts cases, accepted requests and escapes.
 * The figures are printed (`trust figures`) so a run reports them.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { checkActionRequest, checkOpenRequest, checkUndoRequest, parseActionRequest, parseOpenRequest, parseUndoRequest, type Asker, type StoredCard } from "../../../src/foundry/relay/checks.js";
import { acceptPool, acceptTotals } from "../../../src/foundry/relay/dice.js";
import { lockKeyOf, withLocks } from "../../../src/foundry/relay/locks.js";
import { planUndo, undoWrites, type UndoWorld } from "../../../src/foundry/relay/revert.js";
import { EXCHANGE_CLOSED, type AppliedDelta, type ExchangeData, type JsonObject, type JsonValue } from "../../../src/foundry/chat/exchange-types.js";
import { RulesError } from "../../../src/core/errors.js";

const SEED = 20261124;

// ---------------------------------------------------------------- the table

const USERS = { gm: true, assistant: true, playerA: false, playerB: false, observer: false } as const;
type User = keyof typeof USERS;
const USER_IDS = Object.keys(USERS) as User[];
/** Each actor's owners (GMs own everything; the observer owns nothing, it only sees). */
const OWNERS: Readonly<Record<string, readonly User[]>> = {
  "Actor.hero": ["playerA"],
  "Actor.rogue": ["playerB"],
  "Actor.guard": [],
  "Actor.shared": ["playerA", "playerB"],
};
const ACTORS = Object.keys(OWNERS);
const DOCUMENTS = [...ACTORS, ...ACTORS.map((a) => `${a}.Item.sword`), ...ACTORS.map((a) => `${a}.Item.wound`), "Scene.s.Token.t.Actor.guard", "JournalEntry.j"];

/** The truth the server and Foundry's permission test hold, never what a request says. */
function owns(user: User, uuid: string): boolean {
  if (USERS[user]) return true;
  const root = lockKeyOf(uuid);
  const actor = root.startsWith("Scene.") ? `Actor.${root.split(".").pop()}` : root;
  return (OWNERS[actor] ?? []).includes(user);
}
const askerOf = (user: User): Asker => ({ id: user, isGM: USERS[user] });

const figures: Array<{ property: string; cases: number; accepted: number; escapes: number }> = [];
function tally(property: string) {
  const entry = { property, cases: 0, accepted: 0, escapes: 0 };
  figures.push(entry);
  return entry;
}
afterAll(() => {
  const total = figures.reduce((sum, f) => ({ cases: sum.cases + f.cases, accepted: sum.accepted + f.accepted, escapes: sum.escapes + f.escapes }), { cases: 0, accepted: 0, escapes: 0 });
  console.log(`trust figures: ${JSON.stringify(figures)} total ${JSON.stringify(total)}`);
});

// ---------------------------------------------------------------- arbitraries

const user = fc.constantFrom(...USER_IDS);
const uuid = fc.oneof({ arbitrary: fc.constantFrom(...DOCUMENTS), weight: 9 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });
const actorUuid = fc.oneof(fc.constantFrom(...ACTORS), fc.constant(null));
// Small pools of names, so that forged requests often match a card and reach the deeper checks.
const action = fc.constantFrom("apply", "parry", "injury");
const state = fc.constantFrom("open", "open", "awaitingDefense", EXCHANGE_CLOSED);
const json: fc.Arbitrary<JsonValue> = fc.oneof(fc.integer({ min: -3, max: 30 }), fc.constantFrom<JsonValue>("x", "y", true, null, [{ id: "w1" }], { hp: 3 }));

const appliedDelta: fc.Arbitrary<AppliedDelta> = fc.oneof(
  fc.record({ kind: fc.constant("update" as const), uuid, path: fc.constantFrom("system.hp", "system.tracks.wound.value", "name"), from: json, to: json }),
  fc.record({ kind: fc.constant("create" as const), parentUuid: uuid, documentName: fc.constantFrom("Item" as const, "ActiveEffect" as const), data: fc.constant({}), createdUuid: uuid }),
  fc.record({ kind: fc.constant("delete" as const), uuid, parentUuid: uuid, documentName: fc.constantFrom("Item" as const, "ActiveEffect" as const), data: fc.constant({}) }),
  fc.record({ kind: fc.constant("status" as const), actorUuid: uuid, statusId: fc.constantFrom("dead", "prone"), active: fc.boolean(), wasActive: fc.boolean() }),
);

const application = fc.record({ id: fc.constantFrom("a1", "a2", "a3", "a4"), userId: user, action, deltas: fc.array(appliedDelta, { maxLength: 4 }), undone: fc.boolean() });

/** A card as stored: a GM's record, or anything a player's console could have made. */
const card: fc.Arbitrary<StoredCard> = fc.record({
  authorIsGM: fc.constantFrom(true, true, true, false),
  exchange: fc.record({
    ruleset: fc.constant("pool"),
    kind: fc.constant("attack"),
    state,
    participants: fc.constant([]),
    rolls: fc.constant([]),
    pending: fc.option(fc.record({ actorUuid, actions: fc.uniqueArray(action, { minLength: 1, maxLength: 3 }), prompt: fc.constant("p") }), { nil: null, freq: 6 }),
    resolution: fc.constant(null),
    applications: fc.uniqueArray(application, { maxLength: 3, selector: (a) => a.id }),
    payload: fc.constant({}),
  }) as fc.Arbitrary<ExchangeData>,
});

/** A request body as a client may send it: well-formed or not, with identity fields it has no say over. */
const pressBody = fc.record(
  {
    messageId: fc.constantFrom("m1", "m1", "m1", ""),
    action,
    applicationId: fc.constantFrom("a1", "a5", "a6", "a6", ""),
    claimedState: state,
    actorUuid: fc.oneof({ arbitrary: actorUuid, weight: 8 }, { arbitrary: fc.integer(), weight: 1 }),
    data: fc.oneof({ arbitrary: fc.constantFrom({}, { faces: [6, 6, 6] }), weight: 8 }, { arbitrary: fc.constantFrom([1], { bad: Number.NaN }), weight: 1 }),
    userId: user,
    isGM: fc.boolean(),
    asker: user,
  },
  { requiredKeys: ["messageId", "action", "applicationId", "claimedState"] },
);

// ---------------------------------------------------------------- properties

describe("trust: the GM-side gate lets no request change what its sender may not change", () => {
  it("presses: forged identity, decisions, card state and replays (100,000 cases)", () => {
    const t = tally("press");
    fc.assert(
      fc.property(user, card, pressBody, (sender, stored, body) => {
        t.cases++;
        const request = parseActionRequest(body);
        if (!request) return true;
        const verdict = checkActionRequest(stored, request, askerOf(sender), (uuid) => owns(sender, uuid));
        if (verdict.kind !== "proceed") return true;
        t.accepted++;
        const { exchange } = stored;
        const pending = exchange.pending;
        // What the press may change is decided by the GM's handler from the GM's card; it may run
        // only on a GM-written card, for a live decision the sender really holds.
        const legitimate =
          stored.authorIsGM &&
          pending !== null &&
          exchange.state !== EXCHANGE_CLOSED &&
          pending.actions.includes(request.action) &&
          request.claimedState === exchange.state &&
          !exchange.applications.some((a) => a.id === request.applicationId) &&
          (USERS[sender] || (pending.actorUuid !== null && request.actorUuid === pending.actorUuid && owns(sender, pending.actorUuid)));
        if (!legitimate) t.escapes++;
        return legitimate;
      }),
      { numRuns: 100_000, seed: SEED },
    );
    expect(t.escapes).toBe(0);
    expect(t.accepted).toBeGreaterThan(1_000);
  });

  it("undo: forged and real records, every document the undo would write (80,000 cases)", () => {
    const t = tally("undo");
    const world = fc.record({ values: fc.dictionary(fc.constantFrom(...DOCUMENTS), json, { maxKeys: 6 }), present: fc.uniqueArray(fc.constantFrom(...DOCUMENTS)), statuses: fc.boolean() });
    fc.assert(
      fc.property(user, card, fc.constantFrom("a1", "a2", "a3", "a4", "zz"), user, world, (sender, stored, applicationId, claimed, state) => {
        t.cases++;
        const request = parseUndoRequest({ messageId: "m1", applicationId, userId: claimed, isGM: true });
        if (!request) return true;
        const verdict = checkUndoRequest(stored, request, askerOf(sender), (uuid) => owns(sender, uuid));
        if (verdict.kind !== "proceed") return true;
        const record = stored.exchange.applications.find((a) => a.id === applicationId);
        if (!record) return true;
        const live: UndoWorld = {
          valueAt: (uuid) => (state.present.includes(uuid) ? (state.values[uuid] ?? null) : undefined),
          exists: (uuid) => state.present.includes(uuid),
          statusActive: (uuid) => (state.present.includes(uuid) ? state.statuses : undefined),
        };
        const plan = planUndo(record.deltas, live);
        if (!plan.ok) return true;
        t.accepted++;
        const written = plan.steps.map((step) => (step.kind === "update" || step.kind === "delete" ? step.uuid : step.kind === "create" ? step.parentUuid : step.kind === "status" ? step.actorUuid : `Setting.fray.${step.key}`));
        const safe = stored.authorIsGM && (USERS[sender] || (written.every((uuid) => owns(sender, uuid)) && undoWrites(record.deltas).every((uuid) => owns(sender, uuid))));
        if (!safe) t.escapes++;
        return safe;
      }),
      { numRuns: 80_000, seed: SEED },
    );
    expect(t.escapes).toBe(0);
    expect(t.accepted).toBeGreaterThan(1_000);
  });

  it("opening a card: only for an actor the sender owns (30,000 cases)", () => {
    const t = tally("open");
    const body = fc.record({ ruleset: fc.constantFrom("pool", "brp", ""), kind: fc.constantFrom("attack", "ram", ""), actorUuid: fc.oneof(uuid, fc.integer()), rollMode: fc.string({ maxLength: 10 }), data: fc.oneof(fc.constant({ faces: [6, 6] }), json), userId: user });
    fc.assert(
      fc.property(user, body, (sender, raw) => {
        t.cases++;
        const request = parseOpenRequest(raw);
        if (!request || checkOpenRequest(request, askerOf(sender), (uuid) => owns(sender, uuid)).kind !== "proceed") return true;
        t.accepted++;
        const safe = USERS[sender] || owns(sender, request.actorUuid);
        if (!safe) t.escapes++;
        return safe;
      }),
      { numRuns: 30_000, seed: SEED },
    );
    expect(t.escapes).toBe(0);
    expect(t.accepted).toBeGreaterThan(1_000);
  });

  it("dice: a pool's faces are taken only in the expected count, each 1–6, shown by that roll (30,000 cases)", () => {
    const t = tally("pool dice");
    const faces = fc.oneof(
      { arbitrary: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 5 }), weight: 4 },
      { arbitrary: fc.array(fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double(), fc.string()), { maxLength: 8 }), weight: 1 },
      { arbitrary: json, weight: 1 },
    );
    // The shown roll: the one a client really rolled for these faces, or anything else.
    // A forged roll may carry the right formula and total but other faces (the card would show other dice).
    const forgedFaces = fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 5 }).map((faces) => [{ results: faces.map((result) => ({ result, active: true })) }]);
    const roll = fc.oneof(
      fc.constant("honest" as const),
      fc.constant(null),
      json,
      fc.record({ formula: fc.constantFrom("1d6", "2d6", "3d6", "4d6", "0d6", "4d8"), total: fc.integer({ min: -1, max: 30 }) }),
      fc.record({ formula: fc.constantFrom("1d6", "2d6", "3d6", "4d6"), total: fc.integer({ min: 1, max: 24 }), terms: forgedFaces }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), faces, roll, (count, sent, kind) => {
        t.cases++;
        const honest =
          Array.isArray(sent) && sent.length > 0
            ? { formula: `${sent.length}d6`, total: (sent as number[]).reduce((a, b) => a + Number(b), 0), terms: [{ results: (sent as unknown[]).map((result) => ({ result, active: true })) }] }
            : null;
        const shown = kind === "honest" ? honest : kind;
        let accepted: ReturnType<typeof acceptPool>;
        try {
          accepted = acceptPool({ faces: sent, roll: shown } as JsonObject, count);
        } catch (error) {
          return error instanceof RulesError && error.i18nKey === "FRAY.Relay.BadDice";
        }
        t.accepted++;
        const f = accepted.faces;
        // The roll shown carries exactly the faces taken, in order.
        const shownFaces = ((accepted.roll?.["terms"] ?? []) as Array<{ results?: Array<{ result: number; active?: boolean }> }>).flatMap((term) => (term.results ?? []).filter((r) => r.active !== false).map((r) => r.result));
        const safe =
          f.length === count &&
          f.every((x) => Number.isInteger(x) && x >= 1 && x <= 6) &&
          (count === 0 ? accepted.roll === null : accepted.roll?.["total"] === f.reduce((a, b) => a + b, 0) && shownFaces.join() === f.join());
        if (!safe) t.escapes++;
        return safe;
      }),
      { numRuns: 30_000, seed: SEED },
    );
    expect(t.escapes).toBe(0);
    expect(t.accepted).toBeGreaterThan(500);
  });

  it("dice: brp damage totals are taken only within each formula's range (20,000 cases)", () => {
    const t = tally("brp damage");
    const formulas = fc.array(fc.constantFrom("1d8+1", "1d4", "2d6", "1d6+1d4", "0", "1d10+2", "-1d4", "1d100"), { minLength: 1, maxLength: 3 });
    const ranges: Record<string, [number, number]> = { "1d8+1": [2, 9], "1d4": [1, 4], "2d6": [2, 12], "1d6+1d4": [2, 10], "0": [0, 0], "1d10+2": [3, 12], "-1d4": [-4, -1], "1d100": [1, 100] };
    fc.assert(
      fc.property(formulas, fc.oneof(fc.array(fc.integer({ min: -6, max: 120 }), { maxLength: 4 }), json), fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 3, maxLength: 3 }), fc.boolean(), (expected, junk, picks, honest) => {
        t.cases++;
        // Half the time the dice a client really rolled for these formulas, else anything.
        const values = honest ? expected.map((f, i) => ranges[f]![0] + Math.floor(picks[i]! * (ranges[f]![1] - ranges[f]![0] + 1))) : junk;
        let totals: number[];
        try {
          totals = acceptTotals(values, expected);
        } catch (error) {
          return error instanceof RulesError;
        }
        t.accepted++;
        const safe = totals.length === expected.length && totals.every((v, i) => v >= ranges[expected[i]!]![0] && v <= ranges[expected[i]!]![1]);
        if (!safe) t.escapes++;
        return safe;
      }),
      { numRuns: 20_000, seed: SEED },
    );
    expect(t.escapes).toBe(0);
    expect(t.accepted).toBeGreaterThan(5_000);
  });
});

describe("trust: concurrent hits and undo out of order keep every hit", () => {
  it("undoing any hits in any order leaves exactly the others (numeric fields, 40,000 cases)", () => {
    const t = tally("relative undo");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 6 }), fc.func(fc.integer()), (start, hits, order) => {
        t.cases++;
        // Hits land one after another (serialized), each recorded from → to.
        let value = start;
        const records = hits.map((hit) => {
          const from = value;
          value += hit;
          return { kind: "update" as const, uuid: "Actor.guard", path: "system.hp", from, to: value };
        });
        const undone = new Set<number>();
        const sequence = records.map((_, i) => i).sort((a, b) => order(a) - order(b) || a - b);
        for (const index of sequence.slice(0, Math.max(1, sequence.length - 1))) {
          const plan = planUndo([records[index]!], { valueAt: () => value, exists: () => true, statusActive: () => false });
          if (!plan.ok) continue; // refused cleanly: nothing written
          t.accepted++;
          const step = plan.steps[0];
          if (step?.kind === "update") value = step.to as number;
          undone.add(index);
        }
        const expected = start + hits.reduce((sum, hit, i) => (undone.has(i) ? sum : sum + hit), 0);
        const safe = value === expected;
        if (!safe) t.escapes++;
        return safe;
      }),
      { numRuns: 40_000, seed: SEED },
    );
    expect(t.escapes).toBe(0);
    expect(t.accepted).toBeGreaterThan(10_000);
  });

  it("per-document locks: concurrent read-modify-write tasks on shared actors lose no change (2,000 cases)", async () => {
    const t = tally("locks");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ keys: fc.subarray(ACTORS, { minLength: 1 }), delay: fc.integer({ min: 0, max: 2 }) }), { minLength: 2, maxLength: 8 }), async (tasks) => {
        t.cases++;
        const values = new Map<string, number>(ACTORS.map((a) => [a, 0]));
        await Promise.all(
          tasks.map((task) =>
            withLocks(task.keys, async () => {
              const read = task.keys.map((k) => values.get(k) ?? 0);
              for (let i = 0; i < task.delay; i++) await Promise.resolve();
              task.keys.forEach((k, i) => values.set(k, read[i]! + 1));
            }),
          ),
        );
        t.accepted++;
        const safe = ACTORS.every((a) => values.get(a) === tasks.filter((task) => task.keys.includes(a)).length);
        if (!safe) t.escapes++;
        return safe;
      }),
      { numRuns: 2_000, seed: SEED },
    );
    expect(t.escapes).toBe(0);
  });
});
