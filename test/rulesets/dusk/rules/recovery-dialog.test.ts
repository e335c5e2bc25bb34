import { describe, expect, it } from "vitest";
import { allocationFrom, pointsLeft, recoveryCardView, recoveryDialogContext, shareOutcome } from "../../../../src/rulesets/dusk/rules/recovery-dialog.js";

const pools = { might: { value: 4, max: 12 }, speed: { value: 10, max: 14 }, intellect: { value: 10, max: 10 } };
const input = {
  name: "Wren",
  rest: "tenMinutes" as const,
  d6: 5,
  level: 2,
  pools,
  decision: { type: "allocateRecovery" as const, by: "player" as const, points: 7, room: { might: 8, speed: 4, intellect: 0 }, healthMissing: 7 },
};

describe("dusk recovery dialog (pure)", () => {
  it("DB-REC-1: the live line counts the points still to share, and how far over the roll a player went", () => {
    expect(pointsLeft(7, { might: 5, speed: 0, intellect: 0 })).toEqual({ left: 2, over: false, key: "FRAY.Dusk.Recovery.Left", count: 2 });
    expect(pointsLeft(7, { might: 5, speed: 4, intellect: 0 })).toEqual({ left: -2, over: true, key: "FRAY.Dusk.Recovery.Over", count: 2 });
  });

  it("reads typed numbers leniently for the live count: blanks and words count as 0, the health box as a boolean", () => {
    expect(allocationFrom({ might: "5", speed: "", intellect: "lots", restoreHealth: true })).toEqual({ allocation: { might: 5, speed: 0, intellect: 0 }, restoreHealth: true });
    expect(allocationFrom({ might: "2.5", restoreHealth: "on" })).toEqual({ allocation: { might: 0, speed: 0, intellect: 0 }, restoreHealth: false });
  });

  it("DB-REC-4: the dialog offers each Pool with its room and the health box only while health is missing", () => {
    const context = recoveryDialogContext(input);
    expect(context.pools.map((p) => [p.stat, p.room])).toEqual([["might", 8], ["speed", 4], ["intellect", 0]]);
    expect(context.headline.points).toBe(7);
    expect(context.healthMissing).toBe(7);
    expect(context.left.count).toBe(7);
  });

  it("the card lists the roll, each Pool that gained, points lost and health", () => {
    const pc = { uuid: "Actor.w", name: "Wren", img: "" };
    expect(recoveryCardView({ pc, rest: "oneAction", d6: 5, level: 2, points: 7, shared: null }).lines).toEqual([{ key: "FRAY.Dusk.Recovery.Rolled", data: { d6: 5, level: 2, points: 7 } }]);
    const shared = { might: 5, speed: 0, intellect: 0, wasted: 2, health: { from: 5, to: 12 } };
    expect(recoveryCardView({ pc, rest: "oneAction", d6: 5, level: 2, points: 7, shared }).lines.map((l) => l.key)).toEqual([
      "FRAY.Dusk.Recovery.Rolled",
      "FRAY.Dusk.Recovery.ToPool",
      "FRAY.Dusk.Recovery.Wasted",
      "FRAY.Dusk.Recovery.Health",
    ]);
  });

  it("DB-REC-4: a share of 5 into Might (4 → 9) with health taken back in full (5 → 12) is two changes and the card's summary", () => {
    const before = { level: 2, pools, health: 5, maxHealth: 12, day: { used: [] } };
    const after = { ...before, pools: { ...pools, might: { value: 9, max: 12 } }, health: 12 };
    const outcome = shareOutcome("Actor.w", before, after, 2);
    expect(outcome.deltas).toEqual([
      { kind: "update", uuid: "Actor.w", path: "system.pools", to: { might: { value: 9, max: 12 }, speed: { value: 10, max: 14 }, intellect: { value: 10, max: 10 } } },
      { kind: "update", uuid: "Actor.w", path: "system.health.value", to: 12 },
    ]);
    expect(outcome.shared).toEqual({ might: 5, speed: 0, intellect: 0, wasted: 2, health: { from: 5, to: 12 } });
    expect(shareOutcome("Actor.w", before, before, 7)).toEqual({ deltas: [], shared: { might: 0, speed: 0, intellect: 0, wasted: 7, health: null } });
  });
});
