import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice } from "../../../src/core/dice.js";
import {
  daysToHeal,
  endAdrenaline,
  healOneDay,
  readWoundRoll,
  woundForTotal,
  woundPenalties,
  type Wound,
} from "../../../src/rulesets/dusk/rules/wounds.js";
import { maxHealth } from "../../../src/rulesets/dusk/rules/damage.js";
import { harmPc } from "../../../src/rulesets/dusk/rules/harm.js";
import { woundOdds } from "../../../src/rulesets/dusk/rules/odds.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";
import { startTask } from "../../../src/rulesets/dusk/rules/task.js";
import { pc } from "./helpers.js";

const w = (type: Wound["type"], value: number, deferred = false): Wound => ({ type, value, deferred });
const POOLS = { might: { value: 9, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } };

describe("dusk wounds", () => {
  it("DB-WND-1: the wound table on 2d12 plus the values of wounds held", () => {
    const rows = [2, 9, 10, 12, 13, 15, 16, 18, 19, 23, 24, 40].map((t) => woundForTotal(t));
    expect(rows.map((r) => r.result)).toEqual(["winded", "winded", "light", "light", "moderate", "moderate", "severe", "severe", "critical", "critical", "death", "death"]);
    expect([2, 10, 13, 16, 19].map((t) => woundForTotal(t).value)).toEqual([1, 2, 4, 6, 8]);
    const roll = readWoundRoll(5, 4, [w("winded", 1), w("light", 2)]);
    expect(roll).toMatchObject({ held: 3, total: 12, result: "light", wound: { type: "light", value: 2, deferred: true } });
    expect(readWoundRoll(12, 12, []).wound).toBeUndefined();
  });

  it("DB-WND-2: first-wound odds — Winded 25.0%, Light 20.8%, Moderate 22.9%, Severe 16.7%, Critical 13.9%, Death 0.7%", () => {
    const odds = woundOdds(0);
    expect(odds.winded * 144).toBeCloseTo(36, 9);
    expect(odds.light * 144).toBeCloseTo(30, 9);
    expect(odds.moderate * 144).toBeCloseTo(33, 9);
    expect(odds.severe * 144).toBeCloseTo(24, 9);
    expect(odds.critical * 144).toBeCloseTo(20, 9);
    expect(odds.death * 144).toBeCloseTo(1, 9);
    expect(woundOdds(14).death).toBeGreaterThan(woundOdds(4).death);
  });

  it("DB-WND-3: adrenaline — a new wound's penalties wait for the encounter's end; death does not wait; the Critical ban is a setting", () => {
    const fresh = [w("moderate", 4, true), w("severe", 6, true)];
    expect(woundPenalties(fresh)).toMatchObject({ hinderSteps: 0, healthHalvings: 0, cannotAct: false });
    expect(maxHealth(POOLS, fresh)).toBe(14);
    const after = endAdrenaline(fresh);
    expect(woundPenalties(after)).toMatchObject({ hinderSteps: 1, healthHalvings: 1 });
    expect(maxHealth(POOLS, after)).toBe(7);
    const critical = [w("critical", 8, true)];
    expect(woundPenalties(critical).cannotAct).toBe(false);
    expect(woundPenalties(critical, duskOptions({ criticalWoundDeferred: false })).cannotAct).toBe(true);
    const dying = harmPc(pc({ health: 1 }), 5, {}, new ReplayDice([12, 12]), 0);
    expect(dying.target.dead).toBe(true);
    expect(dying.events).toContainEqual({ type: "died", targetId: "wallace" });
  });

  it("DB-WND-4: penalties stack — +1 Effort per Light, a step per Moderate, health halved per Severe, capped at 1 by a Critical", () => {
    const wounds = [w("light", 2), w("light", 2), w("moderate", 4), w("moderate", 4), w("severe", 6), w("severe", 6), w("winded", 1)];
    expect(woundPenalties(wounds)).toEqual({ lightWounds: 2, hinderSteps: 2, healthHalvings: 2, healthCappedAtOne: false, cannotAct: false });
    expect(maxHealth(POOLS, wounds)).toBe(3);
    expect(maxHealth(POOLS, [w("critical", 8)])).toBe(1);
    expect(maxHealth({ might: { value: 1, max: 1 }, speed: { value: 1, max: 1 }, intellect: { value: 1, max: 1 } }, [w("severe", 6)])).toBe(1);
    const step = startTask({ stat: "speed", difficulty: 4 }, pc({ wounds }), 0);
    expect(step.pending).toMatchObject({ costs: [0, 5, 9] });
  });

  it("DB-TV-11: holding Light (2) and Moderate (4), a wound roll of 9 totals 15 ⇒ Moderate wound, value 4", () => {
    const roll = readWoundRoll(5, 4, [w("light", 2), w("moderate", 4)]);
    expect(roll).toMatchObject({ held: 6, total: 15, result: "moderate", wound: { value: 4 } });
  });

  it("DB-REC-5: each day of rest takes a point off the least serious wound; at 0 it is gone", () => {
    let wounds = [w("moderate", 4), w("light", 2)];
    wounds = healOneDay(wounds);
    expect(wounds).toEqual([w("moderate", 4), w("light", 1)]);
    wounds = healOneDay(wounds);
    expect(wounds).toEqual([w("moderate", 4)]);
    wounds = healOneDay(wounds);
    expect(wounds).toEqual([w("moderate", 3)]);
    expect(healOneDay([])).toEqual([]);
  });

  it("DB-TV-10: Light (2) + Moderate (4) take 6 days, the Light one healing first", () => {
    let wounds = [w("light", 2), w("moderate", 4)];
    expect(daysToHeal(wounds)).toBe(6);
    const trace: number[] = [];
    for (let day = 0; day < 6; day++) {
      wounds = healOneDay(wounds);
      trace.push(wounds.length);
    }
    expect(trace).toEqual([2, 1, 1, 1, 1, 0]);
  });

  it("DB-REC-5: healing one day at a time always takes exactly the sum of the wound values", () => {
    const wound = fc.constantFrom(w("winded", 1), w("light", 2), w("moderate", 4), w("severe", 6), w("critical", 8));
    fc.assert(
      fc.property(fc.array(wound, { maxLength: 6 }), (list) => {
        let wounds: Wound[] = list;
        let days = 0;
        while (wounds.length > 0) {
          wounds = healOneDay(wounds);
          days++;
        }
        expect(days).toBe(daysToHeal(list));
      }),
    );
  });
});
