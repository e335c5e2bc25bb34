import { describe, expect, it } from "vitest";
import { planUndo, revertValue, type UndoWorld } from "../../../src/foundry/relay/revert.js";
import type { AppliedDelta, JsonValue } from "../../../src/foundry/chat/exchange-types.js";

/** Undo as a relative change: worked by hand, one case per rule of revert.ts. */

function world(values: Record<string, JsonValue>, present: string[] = Object.keys(values), statuses: Record<string, boolean> = {}): UndoWorld {
  return {
    valueAt: (uuid) => (present.includes(uuid) ? (values[uuid] ?? null) : undefined),
    exists: (uuid) => present.includes(uuid),
    statusActive: (uuid, id) => (present.includes(uuid) ? (statuses[`${uuid}:${id}`] ?? false) : undefined),
  };
}

describe("undo takes out exactly its own change", () => {
  it("two hits of 3 on 20 HP, the older undone: 14 becomes 17, the newer hit stays", () => {
    const older: AppliedDelta = { kind: "update", uuid: "Actor.g", path: "system.hp", from: 20, to: 17 };
    expect(planUndo([older], world({ "Actor.g": 14 }))).toEqual({ ok: true, steps: [{ kind: "update", uuid: "Actor.g", path: "system.hp", to: 17 }] });
  });
  it("refuses when the field was healed past what the hit took (pool wounds 0 → 3, healed to 1)", () => {
    expect(planUndo([{ kind: "update", uuid: "Actor.g", path: "p", from: 0, to: 3 }], world({ "Actor.g": 1 }))).toEqual({ ok: false, reason: "FRAY.Relay.UndoConflict" });
  });
  it("an injury record: the wound this hit added goes, the later wound and the new hit points stay", () => {
    const from = { hp: 12, wounds: [{ id: "w1", points: 2 }] };
    const to = { hp: 8, wounds: [{ id: "w1", points: 2 }, { id: "w2", points: 4 }] };
    const now = { hp: 5, wounds: [{ id: "w1", points: 2 }, { id: "w2", points: 4 }, { id: "w3", points: 3 }] };
    expect(revertValue(now, from, to)).toEqual({ ok: true, value: { hp: 9, wounds: [{ id: "w1", points: 2 }, { id: "w3", points: 3 }] } });
  });
  it("an entry the hit added and someone changed since cannot be taken out cleanly", () => {
    expect(revertValue([{ id: "w2", points: 1 }], [], [{ id: "w2", points: 4 }])).toEqual({ ok: false });
  });
  it("text reverts only while it still says what the application wrote", () => {
    expect(revertValue("renamed", "probe", "renamed")).toEqual({ ok: true, value: "probe" });
    expect(revertValue("other", "probe", "renamed")).toEqual({ ok: false });
  });
  it("a created item is deleted (or already gone); a deleted one comes back in its parent; a status is switched back only if still set", () => {
    const deltas: AppliedDelta[] = [
      { kind: "create", parentUuid: "Actor.g", documentName: "Item", data: {}, createdUuid: "Actor.g.Item.i" },
      { kind: "delete", uuid: "Actor.g.Item.old", parentUuid: "Actor.g", documentName: "Item", data: { name: "Old" } },
      { kind: "status", actorUuid: "Actor.g", statusId: "dead", active: true, wasActive: false },
    ];
    expect(planUndo(deltas, world({ "Actor.g": null, "Actor.g.Item.i": null }, ["Actor.g", "Actor.g.Item.i"], { "Actor.g:dead": true }))).toEqual({
      ok: true,
      steps: [
        { kind: "status", actorUuid: "Actor.g", statusId: "dead", active: false },
        { kind: "create", parentUuid: "Actor.g", documentName: "Item", data: { name: "Old" } },
        { kind: "delete", uuid: "Actor.g.Item.i" },
      ],
    });
    expect(planUndo(deltas, world({}, ["Actor.g", "Actor.g.Item.old"]))).toEqual({ ok: false, reason: "FRAY.Relay.UndoConflict" });
    expect(planUndo([{ kind: "update", uuid: "Actor.gone", path: "p", from: 1, to: 2 }], world({}))).toEqual({ ok: false, reason: "FRAY.Relay.UndoGone" });
  });
});
