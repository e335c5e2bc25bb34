import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { advanceExchange, invertDelta, markUndone, undoPlan, undoableApplications } from "../../src/foundry/chat/exchange-logic.js";
import type { AppliedDelta, ExchangeData, JsonValue } from "../../src/foundry/chat/exchange-types.js";

const base: ExchangeData = {
  ruleset: "pool",
  kind: "attack",
  state: "awaitingDefense",
  participants: [],
  rolls: [{ index: 0, purpose: "FRAY.Exchange.Title", role: "attacker" }],
  pending: { actorUuid: "Actor.b", actions: ["parry"], prompt: "FRAY.Exchange.Prompt" },
  resolution: null,
  applications: [],
  payload: { weapon: "sword" },
};

describe("advanceExchange", () => {
  it("records the press, new state, rolls indexed after the existing ones, and clears the decision", () => {
    const next = advanceExchange(
      base,
      { state: "resolved", resolution: { hits: 2 }, rolls: [{ roll: { formula: "2d6" }, purpose: "FRAY.Exchange.Title", role: "defender" }] },
      { id: "p1", userId: "u", action: "parry", deltas: [] },
      1,
    );
    expect(next.state).toBe("resolved");
    expect(next.pending).toBeNull();
    expect(next.resolution).toEqual({ hits: 2 });
    expect(next.payload).toEqual({ weapon: "sword" });
    expect(next.rolls.map((r) => r.index)).toEqual([0, 1]);
    expect(next.applications).toEqual([{ id: "p1", userId: "u", action: "parry", deltas: [], undone: false }]);
    expect(base.applications).toEqual([]); // not mutated
  });
  it("keeps the resolution when the step says nothing about it", () => {
    const resolved = { ...base, resolution: { hits: 1 } };
    expect(advanceExchange(resolved, { state: "x" }, { id: "p", userId: "u", action: "a", deltas: [] }, 0).resolution).toEqual({ hits: 1 });
    expect(advanceExchange(resolved, { state: "x", resolution: null }, { id: "p", userId: "u", action: "a", deltas: [] }, 0).resolution).toBeNull();
  });
});

describe("undo", () => {
  const deltas: AppliedDelta[] = [
    { kind: "update", uuid: "Actor.b", path: "system.tracks.wound.value", from: 1, to: 3 },
    { kind: "create", parentUuid: "Actor.b", documentName: "Item", data: { name: "Arm injury" }, createdUuid: "Actor.b.Item.i" },
    { kind: "status", actorUuid: "Actor.b", statusId: "unconscious", active: true, wasActive: false },
    { kind: "delete", uuid: "Actor.b.Item.s", parentUuid: "Actor.b", documentName: "Item", data: { name: "Shield" } },
  ];
  it("inverts each kind of delta", () => {
    expect(deltas.map(invertDelta)).toEqual([
      { kind: "update", uuid: "Actor.b", path: "system.tracks.wound.value", to: 1 },
      { kind: "delete", uuid: "Actor.b.Item.i" },
      { kind: "status", actorUuid: "Actor.b", statusId: "unconscious", active: false },
      { kind: "create", parentUuid: "Actor.b", documentName: "Item", data: { name: "Shield" } },
    ]);
  });
  it("reverses the order so later changes are undone first", () => {
    const plan = undoPlan({ id: "a", userId: "u", action: "x", deltas, undone: false });
    expect(plan.map((d) => d.kind)).toEqual(["create", "status", "delete", "update"]);
  });
  it("marks only the named application undone and lists what can still be undone", () => {
    const ex = { ...base, applications: [{ id: "a", userId: "u", action: "x", deltas, undone: false }, { id: "b", userId: "u", action: "y", deltas: [], undone: false }] };
    const after = markUndone(ex, "a");
    expect(after.applications.map((a) => a.undone)).toEqual([true, false]);
    expect(undoableApplications(ex).map((a) => a.id)).toEqual(["a"]);
    expect(undoableApplications(after)).toEqual([]);
  });
  it("applying an update then its inverse restores the value (property)", () => {
    const json: fc.Arbitrary<JsonValue> = fc.jsonValue() as fc.Arbitrary<JsonValue>;
    fc.assert(
      fc.property(json, json, (from, to) => {
        const doc: Record<string, JsonValue> = { v: from };
        const applied: AppliedDelta = { kind: "update", uuid: "X", path: "v", from: doc["v"] ?? null, to };
        doc["v"] = to;
        const inverse = invertDelta(applied);
        if (inverse.kind === "update") doc["v"] = inverse.to;
        expect(doc["v"]).toEqual(from);
      }),
    );
  });
});
