import { describe, expect, it } from "vitest";
import { checkActionRequest as checkPress, checkOpenRequest, checkUndoRequest as checkUndoOn, isJson, mayDecide, MAX_REQUEST_CHARS, parseActionRequest, parseOpenRequest, parseUndoRequest, type Asker, type OwnsDocument, type UndoRequest } from "../../../src/foundry/relay/checks.js";
import { undoWrites } from "../../../src/foundry/relay/revert.js";
import type { ExchangeActionRequest, ExchangeData } from "../../../src/foundry/chat/exchange-types.js";

const DEFENDER = "Actor.defender";
const ATTACKER = "Actor.attacker";

function exchange(overrides: Partial<ExchangeData> = {}): ExchangeData {
  return {
    ruleset: "pool",
    kind: "attack",
    state: "awaitingDefense",
    participants: [
      { role: "attacker", actorUuid: ATTACKER, tokenUuid: null, name: "Ada" },
      { role: "defender", actorUuid: DEFENDER, tokenUuid: null, name: "Bo" },
    ],
    rolls: [],
    pending: { actorUuid: DEFENDER, actions: ["parry", "dodge"], prompt: "FRAY.Exchange.Prompt" },
    resolution: null,
    applications: [],
    payload: {},
    ...overrides,
  };
}

function request(overrides: Partial<ExchangeActionRequest> = {}): ExchangeActionRequest {
  return { messageId: "m1", action: "parry", applicationId: "app1", claimedState: "awaitingDefense", actorUuid: DEFENDER, data: {}, ...overrides };
}

/** The checks on a card the GM posted (the only kind whose buttons act). */
const checkActionRequest = (e: ExchangeData, r: ExchangeActionRequest, a: Asker, owns: OwnsDocument) => checkPress({ exchange: e, authorIsGM: true }, r, a, owns);
const checkUndoRequest = (e: ExchangeData, r: UndoRequest, a: Asker, owns: OwnsDocument) => checkUndoOn({ exchange: e, authorIsGM: true }, r, a, owns);

const player = { id: "player", isGM: false };
const gm = { id: "gm", isGM: true };
const ownsDefender = (uuid: string) => uuid === DEFENDER;
const ownsNothing = () => false;

describe("relay permission", () => {
  it("lets the owner of the deciding actor press", () => {
    expect(checkActionRequest(exchange(), request(), player, ownsDefender)).toEqual({ kind: "proceed" });
  });
  it("refuses a player who does not own the deciding actor", () => {
    expect(checkActionRequest(exchange(), request(), player, ownsNothing)).toMatchObject({ kind: "refuse", reason: "FRAY.Relay.NotOwner" });
  });
  it("refuses a player acting for an actor that is not the one deciding, even one they own", () => {
    const owner = (uuid: string) => uuid === ATTACKER;
    expect(checkActionRequest(exchange(), request({ actorUuid: ATTACKER }), player, owner)).toMatchObject({ kind: "refuse", reason: "FRAY.Relay.NotYourDecision" });
  });
  it("lets a GM decide for anyone, including GM-only decisions", () => {
    expect(checkActionRequest(exchange(), request({ actorUuid: null }), gm, ownsNothing)).toEqual({ kind: "proceed" });
    const gmOnly = exchange({ pending: { actorUuid: null, actions: ["apply"], prompt: "FRAY.Exchange.Prompt" } });
    expect(checkActionRequest(gmOnly, request({ action: "apply", actorUuid: null }), player, ownsDefender)).toMatchObject({ kind: "refuse", reason: "FRAY.Relay.NotYourDecision" });
  });
  it("refuses every press and undo on a card a player posted, even from its author or a GM", () => {
    const forged = { exchange: exchange({ applications: [{ id: "a1", userId: "player", action: "parry", undone: false, deltas: [] }] }), authorIsGM: false };
    expect(checkPress(forged, request(), player, ownsDefender)).toMatchObject({ kind: "refuse", reason: "FRAY.Relay.NotGMCard" });
    expect(checkPress(forged, request(), gm, ownsDefender)).toMatchObject({ kind: "refuse", reason: "FRAY.Relay.NotGMCard" });
    expect(checkUndoOn(forged, { messageId: "m1", applicationId: "a1" }, gm, ownsDefender)).toMatchObject({ kind: "refuse", reason: "FRAY.Relay.NotGMCard" });
  });
  it("lets a player open a card only for an actor they own", () => {
    const open = { ruleset: "pool", kind: "attack", actorUuid: DEFENDER, rollMode: "publicroll", data: {} };
    expect(checkOpenRequest(open, player, ownsDefender)).toEqual({ kind: "proceed" });
    expect(checkOpenRequest(open, player, ownsNothing)).toMatchObject({ reason: "FRAY.Relay.NotOwner" });
    expect(checkOpenRequest(open, gm, ownsNothing)).toEqual({ kind: "proceed" });
  });
  it("shows buttons to the decider's owners and GMs only", () => {
    expect(mayDecide(DEFENDER, player, ownsDefender)).toBe(true);
    expect(mayDecide(DEFENDER, player, ownsNothing)).toBe(false);
    expect(mayDecide(null, player, ownsDefender)).toBe(false);
    expect(mayDecide(null, gm, ownsNothing)).toBe(true);
  });
});

describe("relay state match", () => {
  it("refuses a press made against a state the exchange has left", () => {
    expect(checkActionRequest(exchange({ state: "resolved" }), request(), player, ownsDefender)).toEqual({
      kind: "refuse",
      reason: "FRAY.Relay.StateMoved",
      data: { claimed: "awaitingDefense", actual: "resolved" },
    });
  });
  it("refuses an action the pending decision does not offer", () => {
    expect(checkActionRequest(exchange(), request({ action: "applyDamage" }), player, ownsDefender)).toMatchObject({ kind: "refuse", reason: "FRAY.Relay.ActionNotAllowed" });
  });
  it("refuses any press on a closed exchange or one with nothing pending", () => {
    expect(checkActionRequest(exchange({ state: "closed" }), request({ claimedState: "closed" }), gm, ownsNothing)).toMatchObject({ reason: "FRAY.Relay.NothingPending" });
    expect(checkActionRequest(exchange({ pending: null }), request(), gm, ownsNothing)).toMatchObject({ reason: "FRAY.Relay.NothingPending" });
  });
});

describe("relay idempotency", () => {
  const applied = exchange({ state: "resolved", pending: null, applications: [{ id: "app1", userId: "player", action: "parry", deltas: [], undone: false }] });
  it("treats an application id seen before as a repeat, not an error", () => {
    expect(checkActionRequest(applied, request(), player, ownsDefender)).toEqual({ kind: "repeat", reason: "FRAY.Relay.AlreadyApplied" });
  });
  it("recognises a repeated click even though the first one moved the state on", () => {
    // The same press, retried after the GM already advanced the card: no 'too late' message.
    expect(checkActionRequest(applied, request({ claimedState: "awaitingDefense" }), player, ownsDefender).kind).toBe("repeat");
  });
  it("a second, different press after the state moved is refused as stale", () => {
    expect(checkActionRequest({ ...applied, pending: { actorUuid: DEFENDER, actions: ["parry"], prompt: "x" } }, request({ applicationId: "app2" }), player, ownsDefender)).toMatchObject({
      kind: "refuse",
      reason: "FRAY.Relay.StateMoved",
    });
  });
});

describe("undo checks", () => {
  const withApplication = (undone: boolean) =>
    exchange({
      applications: [
        { id: "a1", userId: "player", action: "applyDamage", undone, deltas: [{ kind: "update", uuid: `${DEFENDER}`, path: "system.tracks.wound.value", from: 0, to: 2 }] },
      ],
    });
  it("lets the GM or an owner of every touched document undo", () => {
    expect(checkUndoRequest(withApplication(false), { messageId: "m1", applicationId: "a1" }, player, ownsDefender)).toEqual({ kind: "proceed" });
    expect(checkUndoRequest(withApplication(false), { messageId: "m1", applicationId: "a1" }, gm, ownsNothing)).toEqual({ kind: "proceed" });
    expect(checkUndoRequest(withApplication(false), { messageId: "m1", applicationId: "a1" }, player, ownsNothing)).toMatchObject({ reason: "FRAY.Relay.NotOwner" });
  });
  it("treats undoing twice as a repeat and unknown ids as refused", () => {
    expect(checkUndoRequest(withApplication(true), { messageId: "m1", applicationId: "a1" }, gm, ownsNothing)).toEqual({ kind: "repeat", reason: "FRAY.Relay.AlreadyUndone" });
    expect(checkUndoRequest(withApplication(false), { messageId: "m1", applicationId: "zz" }, gm, ownsNothing)).toMatchObject({ reason: "FRAY.Relay.UnknownApplication" });
  });
  it("counts as written whatever the undo writes: a created item is deleted, a deleted one re-created", () => {
    expect(
      undoWrites([
        { kind: "update", uuid: "A", path: "p", from: 1, to: 2 },
        { kind: "create", parentUuid: "A", documentName: "Item", data: {}, createdUuid: "A.Item.x" },
        { kind: "status", actorUuid: "B", statusId: "dead", active: true, wasActive: false },
        { kind: "delete", uuid: "C", parentUuid: "A", documentName: "Item", data: {} },
      ]),
    ).toEqual(["A", "A.Item.x", "B", "C"]);
  });
});

describe("query payloads", () => {
  it("accepts a well-formed request and rejects anything else", () => {
    expect(parseActionRequest(request())).toEqual(request());
    expect(parseActionRequest({ ...request(), applicationId: "" })).toBeNull();
    expect(parseActionRequest({ ...request(), actorUuid: 5 })).toBeNull();
    expect(parseActionRequest({ ...request(), data: [1] })).toBeNull();
    expect(parseActionRequest({ ...request(), data: { roll: Number.NaN } })).toBeNull();
    expect(parseActionRequest(null)).toBeNull();
    // A userId in the body is ignored: who asks is never read from a request.
    expect(parseActionRequest({ ...request(), userId: "gm" })).toEqual(request());
    expect(parseUndoRequest({ messageId: "m", applicationId: "a", userId: "u" })).toEqual({ messageId: "m", applicationId: "a" });
    expect(parseUndoRequest({ messageId: "m", applicationId: "" })).toBeNull();
    expect(parseOpenRequest({ ruleset: "pool", kind: "attack", actorUuid: "Actor.a", rollMode: "nonsense", data: { faces: [1] } })).toEqual({ ruleset: "pool", kind: "attack", actorUuid: "Actor.a", rollMode: "publicroll", data: { faces: [1] } });
    expect(parseOpenRequest({ ruleset: "pool", kind: "attack", actorUuid: "Actor.a", data: [] })).toBeNull();
    expect(parseOpenRequest({ ruleset: "pool", kind: "", actorUuid: "Actor.a", data: {} })).toBeNull();
  });
  it("isJson accepts plain data only", () => {
    expect(isJson({ a: [1, "x", null, { b: true }] })).toBe(true);
    expect(isJson({ f: () => 1 })).toBe(false);
    expect(isJson(new Date())).toBe(false);
    expect(isJson(Infinity)).toBe(false);
    expect(isJson({ big: "x".repeat(MAX_REQUEST_CHARS) })).toBe(false);
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    expect(isJson(cycle)).toBe(false);
  });
});
