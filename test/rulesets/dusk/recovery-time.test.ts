import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import {
  allocateRecovery,
  healthAfterEncounter,
  healthAfterRecoveryRoll,
  NEW_DAY,
  recoveryPoints,
  restsLeft,
  REST_SECONDS,
  rollRecovery,
  startRecovery,
  finishRecovery,
  takeRest,
  type RestDay,
} from "../../../src/rulesets/dusk/rules/recovery.js";
import { encounterDuration, ROUND_SECONDS, roundsIn } from "../../../src/rulesets/dusk/rules/time.js";

const POOLS = { might: { value: 2, max: 9 }, speed: { value: 13, max: 14 }, intellect: { value: 10, max: 17 } };

describe("dusk recovery", () => {
  it("DB-REC-1: a recovery roll is d6 + level, shared among the Pools at will, never above a maximum", () => {
    expect(recoveryPoints(4, 3)).toBe(7);
    expect(rollRecovery(new ReplayDice([6]), 2)).toBe(8);
    const r = allocateRecovery(POOLS, 7, { might: 3, speed: 2, intellect: 2 });
    expect(r.pools.might.value).toBe(5);
    expect(r.pools.speed.value).toBe(14);
    expect(r.pools.intellect.value).toBe(12);
    expect(r.wasted).toBe(1);
    expect(() => allocateRecovery(POOLS, 3, { might: 2, speed: 2, intellect: 0 })).toThrow(/RecoveryOverAllocated/);
  });

  it("DB-REC-2: four rests a day — one action, ten minutes, one hour, ten hours; the ten-hour rest starts a new day", () => {
    expect(REST_SECONDS).toEqual({ oneAction: 6, tenMinutes: 600, oneHour: 3600, tenHours: 36000 });
    let day: RestDay = NEW_DAY;
    for (const rest of ["oneAction", "tenMinutes", "oneHour"] as const) day = takeRest(day, rest);
    expect(restsLeft(day)).toEqual(["tenHours"]);
    day = takeRest(day, "tenHours");
    expect(restsLeft(day)).toHaveLength(4);
    expect(() => takeRest(takeRest(NEW_DAY, "oneHour"), "oneHour")).toThrow(/RestUsed/);
  });

  it("DB-REC-3: rests come in any order and each character keeps its own", () => {
    const a = takeRest(NEW_DAY, "tenMinutes");
    const b = NEW_DAY;
    expect(restsLeft(a)).not.toContain("tenMinutes");
    expect(restsLeft(b)).toContain("tenMinutes");
  });

  it("DB-TV-8: five rest ten minutes, two roll; the other three still have their ten-minute rest later that day", () => {
    const party: RestDay[] = Array.from({ length: 5 }, () => NEW_DAY);
    const after = party.map((d, i) => (i < 2 ? takeRest(d, "tenMinutes") : d));
    expect(after.filter((d) => restsLeft(d).includes("tenMinutes"))).toHaveLength(3);
    expect(() => takeRest(after[0]!, "tenMinutes")).toThrow(/RestUsed/);
    expect(() => takeRest(after[4]!, "tenMinutes")).not.toThrow();
  });

  it("DB-TV-9: one hour, then the one-action rest in combat, then ten minutes — all in one day", () => {
    let day = takeRest(NEW_DAY, "oneHour");
    day = takeRest(day, "oneAction");
    day = takeRest(day, "tenMinutes");
    expect(day.used).toEqual(["oneHour", "oneAction", "tenMinutes"]);
  });

  it("DB-REC-4: after an encounter health rises to half the maximum (rounded up) if lower; a recovery roll may restore it all", () => {
    expect(healthAfterEncounter(2, 14)).toBe(7);
    expect(healthAfterEncounter(10, 14)).toBe(10);
    expect(healthAfterEncounter(0, 7)).toBe(4);
    expect(healthAfterRecoveryRoll(3, 14, true)).toBe(14);
    expect(healthAfterRecoveryRoll(3, 14, false)).toBe(3);
  });
});

describe("dusk time", () => {
  it("DB-TIME-1: combat rounds are 6 s, exploration rounds 10 min, downtime rounds a day", () => {
    expect(ROUND_SECONDS).toEqual({ combat: 6, exploration: 600, downtime: 86400 });
    expect(roundsIn(3600, "exploration")).toBe(6);
    expect(roundsIn(8 * 3600, "downtime")).toBe(1);
  });

  it("DB-TV-6: a 6-second round makes a minute ten rounds", () => {
    expect(roundsIn(60)).toBe(10);
  });

  it("DB-TIME-2: in an encounter a minute or more is the rest of the scene; shorter lasts whole rounds", () => {
    expect(encounterDuration(60)).toEqual({ kind: "scene" });
    expect(encounterDuration(600)).toEqual({ kind: "scene" });
    expect(encounterDuration(12)).toEqual({ kind: "rounds", rounds: 2 });
    expect(encounterDuration(7)).toEqual({ kind: "rounds", rounds: 2 });
  });
});

describe("dusk recovery procedure (step machine)", () => {
  const rester = { level: 2, pools: POOLS, health: 3, maxHealth: 14, day: NEW_DAY };

  it("DB-REC-1: rolls d6 + level, then the player shares the points and may take health back in full (DB-REC-4)", () => {
    const dice = new ReplayDice([5]);
    const start = startRecovery(rester, "tenMinutes", dice);
    expect(start.pending).toEqual({ type: "allocateRecovery", by: "player", points: 7, room: { might: 7, speed: 1, intellect: 7 }, healthMissing: 11 });
    const done = finishRecovery(start.state, { might: 4, speed: 1, intellect: 2 }, true);
    expect(done.state.rester.pools.might.value).toBe(6);
    expect(done.state.rester.pools.speed.value).toBe(14);
    expect(done.state.rester.health).toBe(14);
    expect(done.wasted).toBe(0);
    expect(restsLeft(done.state.rester.day)).not.toContain("tenMinutes");
    expect(() => finishRecovery(done.state, { might: 0, speed: 0, intellect: 0 }, false)).toThrow(/WrongStep/);
  });

  it("DB-REC-2: the same rest cannot be taken twice in a day through the procedure", () => {
    const first = startRecovery(rester, "oneHour", new ReplayDice([1]));
    const done = finishRecovery(first.state, { might: 3, speed: 0, intellect: 0 }, false);
    expect(done.state.rester.health).toBe(3);
    expect(() => startRecovery(done.state.rester, "oneHour", new ReplayDice([1]))).toThrow(/RestUsed/);
  });
});
