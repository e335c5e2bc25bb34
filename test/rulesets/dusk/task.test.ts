import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../src/core/dice.js";
import { RulesError } from "../../../src/core/errors.js";
import { refundShares, runTask, startTask, stepTask, type TaskStep } from "../../../src/rulesets/dusk/rules/task.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";
import { successChance } from "../../../src/rulesets/dusk/rules/odds.js";
import { pc } from "./helpers.js";

function expectPending(step: TaskStep, type: string) {
  expect(step.pending?.type).toBe(type);
  return step.pending!;
}

describe("dusk task procedure (step machine)", () => {
  it("DB-CORE-1: effort choice, then roll 2d12, then Doom and Destiny windows, then success on total ≥ TN", () => {
    const dice = new ReplayDice([6, 9]);
    let step = startTask({ stat: "speed", difficulty: 5, skill: "trained" }, pc({ destiny: 1 }), 1);
    const effort = expectPending(step, "chooseEffort");
    expect(effort).toMatchObject({ stat: "speed", maxLevels: 2, costs: [0, 3, 5], poolValue: 14 });
    step = stepTask(step.state, { type: "effort", levels: 0 }, dice);
    // Dice 6 + 9 = 15 vs TN 12: Dusk effect, GM gains 2 Doom (1 → 3) and may hinder.
    const doom = expectPending(step, "spendDoom");
    expect(doom).toMatchObject({ doom: 3, total: 15, targetNumber: 12, wouldSucceed: true });
    step = stepTask(step.state, { type: "doom", hinderSteps: 2 }, dice);
    const destiny = expectPending(step, "spendDestiny");
    expect(destiny).toMatchObject({ targetNumber: 18, wouldSucceed: false, destiny: 1 });
    step = stepTask(step.state, { type: "destiny", spend: [{ use: "easeTarget" }] }, dice);
    expect(step.pending).toBeUndefined();
    expect(step.state.outcome).toMatchObject({ success: true, targetNumber: 15, difficulty: 5 });
    expect(step.state.doom).toBe(1);
    expect(step.state.actor.destiny).toBe(0);
    expect(() => stepTask(step.state, { type: "doom", hinderSteps: 0 }, dice)).toThrow(/WrongStep/);
  });

  it("DB-CORE-1: a total below the target number fails", () => {
    const r = runTask({ stat: "might", difficulty: 5 }, pc(), 0, new ReplayDice([3, 4]));
    expect(r.state.outcome).toMatchObject({ success: false, targetNumber: 15 });
  });

  it("DB-CORE-4: Effort is paid from the Pool of the task's stat", () => {
    const r = runTask({ stat: "intellect", difficulty: 6 }, pc(), 0, new ReplayDice([2, 3]), { effort: 2 });
    expect(r.state.actor.pools.intellect.value).toBe(17 - 5);
    expect(r.state.actor.pools.speed.value).toBe(14);
    expect(r.log).toContainEqual({ type: "poolSpent", actorId: "wallace", stat: "intellect", amount: 5 });
  });

  it("DB-CORE-5: the same task has the same target number whatever the character's level", () => {
    const low = runTask({ stat: "might", difficulty: 5 }, pc({ level: 1 }), 0, new ReplayDice([5, 5]));
    const high = runTask({ stat: "might", difficulty: 5 }, pc({ level: 6 }), 0, new ReplayDice([5, 5]));
    expect(low.state.outcome?.targetNumber).toBe(15);
    expect(high.state.outcome?.targetNumber).toBe(15);
  });

  it("DB-EASE-5: the step machine refuses Effort above the character's limit", () => {
    const step = startTask({ stat: "might", difficulty: 5 }, pc({ effortMax: 1 }), 0);
    expect(() => stepTask(step.state, { type: "effort", levels: 2 }, new ReplayDice([1, 1]))).toThrow(/EffortAboveLimit/);
  });

  it("DB-EASE-8: a task eased to 0 is routine — no dice are rolled, so no destined effect", () => {
    const dice = new ReplayDice([]);
    const r = runTask({ stat: "speed", difficulty: 2, skill: "specialized" }, pc(), 0, dice);
    expect(r.state.outcome).toMatchObject({ success: true, routine: true, roll: undefined });
    expect(dice.log).toHaveLength(0);
    const zero = startTask({ stat: "speed", difficulty: 0 }, pc(), 0);
    expect(zero.pending).toBeUndefined();
    expect(zero.state.outcome).toMatchObject({ success: true, routine: true });
  });

  it("DB-CORE-2: a difficulty 0 task is settled at once, unless something in force hinders it", () => {
    const plain = startTask({ stat: "might", difficulty: 0 }, pc(), 0);
    expect(plain.pending).toBeUndefined();
    expect(plain.state.outcome).toMatchObject({ success: true, routine: true, targetNumber: 0 });
    // A Moderate wound in force hinders every task: the routine one becomes difficulty 1 (TN 3).
    const hurt = pc({ wounds: [{ type: "moderate", value: 4, deferred: false }] });
    const rolled = runTask({ stat: "might", difficulty: 0 }, hurt, 0, new ReplayDice([1, 1]));
    expect(rolled.state.outcome).toMatchObject({ success: false, routine: false, difficulty: 1, targetNumber: 3 });
    // Still in adrenaline (deferred), the wound changes nothing.
    const fresh = startTask({ stat: "might", difficulty: 0 }, pc({ wounds: [{ type: "moderate", value: 4, deferred: true }] }), 0);
    expect(fresh.state.outcome).toMatchObject({ success: true, routine: true });
  });

  it("DB-COST-1: a minimum expenditure that cannot be paid fails the task without a roll", () => {
    const dice = new ReplayDice([]);
    const low = pc({ pools: { might: { value: 2, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } } });
    const r = runTask({ stat: "might", difficulty: 3, minimumExpenditure: 4 }, low, 0, dice);
    expect(r.state.outcome).toMatchObject({ success: false, automaticFailure: true });
    expect(r.state.actor.pools.might.value).toBe(2);
    // When it can be paid, the minimum is spent even without Effort.
    const ok = runTask({ stat: "might", difficulty: 3, minimumExpenditure: 4 }, pc(), 0, new ReplayDice([6, 6]));
    expect(ok.state.actor.pools.might.value).toBe(9 - 4 + 2);
    // A payable minimum with more Effort than the Pool holds is a choice to take back, not a failure.
    const five = pc({ effortMax: 3, pools: { might: { value: 5, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } } });
    const step = startTask({ stat: "might", difficulty: 3, minimumExpenditure: 2 }, five, 0);
    expect(() => stepTask(step.state, { type: "effort", levels: 3 }, new ReplayDice([]))).toThrow(/PoolTooLow/);
    const fine = stepTask(step.state, { type: "effort", levels: 1 }, new ReplayDice([6, 5]));
    expect(fine.state.actor.pools.might.value).toBe(5 - 3);
  });

  it("DB-COST-2: an initial cost is paid on top of Effort and does not change the difficulty", () => {
    const step = startTask({ stat: "might", difficulty: 5, initialCost: 3 }, pc(), 0);
    expect(step.pending).toMatchObject({ type: "chooseEffort", costs: [3, 6, 8] });
    const r = runTask({ stat: "might", difficulty: 5, initialCost: 3 }, pc(), 0, new ReplayDice([8, 2]), { effort: 1 });
    expect(r.state.actor.pools.might.value).toBe(9 - 6);
    expect(r.state.outcome).toMatchObject({ targetNumber: 12, success: false });
    expect(() => runTask({ stat: "might", difficulty: 5, initialCost: 10 }, pc(), 0, new ReplayDice([8, 2]))).toThrow(/PoolTooLow/);
  });

  it("DB-COST-3: a retry must use at least one level of Effort", () => {
    const step = startTask({ stat: "might", difficulty: 5, retry: true }, pc(), 0);
    expect(step.pending).toMatchObject({ type: "chooseEffort", minLevels: 1 });
    expect(() => stepTask(step.state, { type: "effort", levels: 0 }, new ReplayDice([1, 2]))).toThrow(/RetryNeedsEffort/);
    const ok = stepTask(step.state, { type: "effort", levels: 1 }, new ReplayDice([6, 6]));
    expect(ok.state.outcome?.targetNumber ?? ok.state.eased?.targetNumber).toBe(12);
  });

  it("DB-DEST-1: Destiny buys a reroll, a Pool point or an ability activation, one point each, any number at once", () => {
    const spentSpeed = pc({ destiny: 3, pools: { might: { value: 9, max: 9 }, speed: { value: 10, max: 14 }, intellect: { value: 17, max: 17 } } });
    const dice = new ReplayDice([1, 2, 12, 11]);
    let step = startTask({ stat: "speed", difficulty: 6 }, spentSpeed, 0, duskOptions({ doomHindersTarget: false }));
    step = stepTask(step.state, { type: "effort", levels: 0 }, dice);
    expect(step.pending).toMatchObject({ type: "spendDestiny", destiny: 3, wouldSucceed: false });
    step = stepTask(step.state, { type: "destiny", spend: [{ use: "reroll" }, { use: "regain", stat: "speed" }, { use: "activate", ability: "Bash" }] }, dice);
    expect(step.state.actor.pools.speed.value).toBe(11);
    expect(step.state.activated).toEqual(["Bash"]);
    // The reroll came up 12 / 11: Dawn gives one Destiny back (3 − 3 + 1).
    expect(step.state.actor.destiny).toBe(1);
    step = stepTask(step.state, { type: "destiny", spend: [] }, dice);
    expect(step.state.outcome).toMatchObject({ success: true });
    expect(step.state.rolls).toHaveLength(2);
    const again = startTask({ stat: "speed", difficulty: 6 }, pc({ destiny: 1 }), 0, duskOptions({ doomHindersTarget: false }));
    const rolled = stepTask(again.state, { type: "effort", levels: 0 }, new ReplayDice([1, 2]));
    expect(() => stepTask(rolled.state, { type: "destiny", spend: [{ use: "reroll" }, { use: "easeTarget" }] }, new ReplayDice([1, 1]))).toThrow(/NotEnoughDestiny/);
  });

  it("DB-DEST-2: Destiny gained above the level must be spent at once or is lost", () => {
    const atCap = pc({ level: 2, destiny: 2 });
    let step = startTask({ stat: "might", difficulty: 4 }, atCap, 0);
    step = stepTask(step.state, { type: "effort", levels: 0 }, new ReplayDice([10, 1]));
    expect(step.pending).toMatchObject({ type: "spendDestiny", destiny: 3, mustSpendNow: 1 });
    const kept = stepTask(step.state, { type: "destiny", spend: [] }, new ReplayDice([]));
    expect(kept.state.actor.destiny).toBe(2);
    expect(kept.events).toContainEqual({ type: "destinyLost", actorId: "wallace", amount: 1 });
    const used = stepTask(step.state, { type: "destiny", spend: [{ use: "regain", stat: "might" }] }, new ReplayDice([]));
    expect(used.state.actor.destiny).toBe(2);
  });

  it("DB-DEST-3: Destiny can ease and Doom can hinder the task by a step per point; both can be switched off", () => {
    let step = startTask({ stat: "might", difficulty: 5 }, pc({ destiny: 2 }), 3);
    step = stepTask(step.state, { type: "effort", levels: 0 }, new ReplayDice([9, 7]));
    expect(step.pending).toMatchObject({ type: "spendDoom", doom: 3, total: 16, wouldSucceed: true });
    expect(() => stepTask(step.state, { type: "doom", hinderSteps: 4 }, new ReplayDice([]))).toThrow(RulesError);
    step = stepTask(step.state, { type: "doom", hinderSteps: 1 }, new ReplayDice([]));
    expect(step.pending).toMatchObject({ type: "spendDestiny", targetNumber: 18, canEaseTarget: true, wouldSucceed: false, destiny: 3 });
    step = stepTask(step.state, { type: "destiny", spend: [{ use: "easeTarget" }] }, new ReplayDice([]));
    expect(step.state.outcome).toMatchObject({ success: true, targetNumber: 15 });
    expect(step.state.actor.destiny).toBe(2);
    expect(step.state.doom).toBe(2);

    const off = duskOptions({ destinyEasesTarget: false, doomHindersTarget: false });
    let s2 = startTask({ stat: "might", difficulty: 5 }, pc({ destiny: 2 }), 3, off);
    s2 = stepTask(s2.state, { type: "effort", levels: 0 }, new ReplayDice([6, 5]));
    expect(s2.pending).toMatchObject({ type: "spendDestiny", canEaseTarget: false });
    expect(() => stepTask(s2.state, { type: "destiny", spend: [{ use: "easeTarget" }] }, new ReplayDice([]))).toThrow(/DestinyCannotEase/);
  });

  it("DB-DEST-4: a reroll is a roll of its own with its own destined effect; the last roll stands", () => {
    let step = startTask({ stat: "might", difficulty: 4 }, pc({ destiny: 1 }), 0, duskOptions({ doomHindersTarget: false }));
    step = stepTask(step.state, { type: "effort", levels: 1 }, new ReplayDice([12, 12]));
    // Eclipse: destiny 1 → 0, the 3 Might spent give 2 back; no Destiny left, so it resolves.
    expect(step.state.outcome).toMatchObject({ success: true });
    expect(step.state.actor.pools.might.value).toBe(9 - 3 + 2);

    let s = startTask({ stat: "might", difficulty: 4 }, pc({ destiny: 1 }), 0, duskOptions({ doomHindersTarget: false }));
    s = stepTask(s.state, { type: "effort", levels: 0 }, new ReplayDice([12, 11]));
    expect(s.state.actor.destiny).toBe(2);
    s = stepTask(s.state, { type: "destiny", spend: [{ use: "reroll" }] }, new ReplayDice([1, 2]));
    expect(s.events.filter((e) => e.type === "rolled")).toHaveLength(1);
    expect(s.state.actor.destiny).toBe(1);
    s = stepTask(s.state, { type: "destiny", spend: [] }, new ReplayDice([]));
    expect(s.state.outcome).toMatchObject({ success: false, roll: { total: 3 } });
    expect(s.state.rolls.map((r) => r.total)).toEqual([23, 3]);
  });

  it("DB-DEST-6: at difficulty 9 the dice alone never succeed, but Destiny easing can", () => {
    expect(successChance(27)).toBe(0);
    let s = startTask({ stat: "might", difficulty: 9 }, pc({ destiny: 3, level: 3 }), 0, duskOptions({ doomHindersTarget: false }));
    s = stepTask(s.state, { type: "effort", levels: 0 }, new ReplayDice([12, 11]));
    expect(s.pending).toMatchObject({ type: "spendDestiny", wouldSucceed: false, mustSpendNow: 1 });
    s = stepTask(s.state, { type: "destiny", spend: [{ use: "easeTarget" }, { use: "easeTarget" }] }, new ReplayDice([]));
    expect(s.state.outcome).toMatchObject({ success: true, targetNumber: 21 });
  });

  it("DB-ROLL-4: an Eclipse refund goes back to the Pools that paid, the largest payer taking the odd point, once per action", () => {
    expect(refundShares({ might: 5, speed: 0, intellect: 0 }, 3)).toEqual({ might: 3, speed: 0, intellect: 0 });
    expect(refundShares({ might: 2, speed: 3, intellect: 0 }, 3)).toEqual({ might: 1, speed: 2, intellect: 0 });
    let s = startTask({ stat: "speed", difficulty: 6 }, pc({ destiny: 2 }), 0, duskOptions({ doomHindersTarget: false }));
    s = stepTask(s.state, { type: "effort", levels: 2 }, new ReplayDice([3, 3]));
    expect(s.state.actor.pools.speed.value).toBe(14 - 5 + 3);
    s = stepTask(s.state, { type: "destiny", spend: [{ use: "reroll" }] }, new ReplayDice([4, 4]));
    expect(s.state.actor.pools.speed.value).toBe(12);
  });

  it("DB-WND-5: each Light wound in force adds one point per Effort level bought", () => {
    const hurt = pc({ wounds: [{ type: "light", value: 2, deferred: false }] });
    const step = startTask({ stat: "speed", difficulty: 6 }, hurt, 0);
    expect(step.pending).toMatchObject({ costs: [0, 4, 7] });
    const perTask = startTask({ stat: "speed", difficulty: 6 }, hurt, 0, duskOptions({ lightWoundEffortPenalty: "perTask" }));
    expect(perTask.pending).toMatchObject({ costs: [0, 4, 6] });
    const deferred = startTask({ stat: "speed", difficulty: 6 }, pc({ wounds: [{ type: "light", value: 2, deferred: true }] }), 0);
    expect(deferred.pending).toMatchObject({ costs: [0, 3, 5] });
  });

  it("bad actors and requests are refused with rules errors", () => {
    expect(() => startTask({ stat: "luck" as "might", difficulty: 3 }, pc(), 0)).toThrow(/UnknownStat/);
    expect(() => startTask({ stat: "might", difficulty: 3 }, pc({ pools: { might: { value: 3, max: 9 } } as never }), 0)).toThrow(/MissingPool/);
    expect(() => startTask({ stat: "might", difficulty: 3 }, pc({ destiny: -1 }), 0)).toThrow(/OutOfRange/);
    expect(() => startTask({ stat: "might", difficulty: 3 }, pc({ level: 2.5 }), 0)).toThrow(/NotAnInteger/);
    expect(() => startTask({ stat: "might", difficulty: 3 }, pc({ freeEffort: 7 }), 0)).toThrow(/OutOfRange/);
    expect(() => startTask({ stat: "might", difficulty: 3 }, pc({ wounds: [{ type: "scratch", value: 1, deferred: false } as never] }), 0)).toThrow(/UnknownWound/);
    expect(() => startTask({ stat: "might", difficulty: 3, skill: "expert" as "trained" }, pc(), 0)).toThrow(/UnknownChoice/);
    expect(() => startTask({ stat: "might", difficulty: -1 }, pc(), 0)).toThrow(/OutOfRange/);
    expect(() => startTask({ stat: "might", difficulty: 3 }, pc(), Number.NaN)).toThrow(/NotAnInteger/);
  });

  it("the step machine always ends, never spends more than a Pool holds, and keeps Destiny within the level", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5 }),
        fc.string(),
        fc.boolean(),
        (difficulty, effort, destiny, doom, seed, reroll) => {
          const actor = pc({ destiny });
          const r = runTask({ stat: "speed", difficulty }, actor, doom, new SeededDice(seed), {
            effort,
            doom: (d) => (d.type === "spendDoom" ? Math.min(1, d.doom) : 0),
            destiny: (d) => (d.type === "spendDestiny" && reroll && !d.wouldSucceed ? [{ use: "reroll" }] : []),
          });
          expect(r.state.outcome).toBeDefined();
          expect(r.state.actor.destiny).toBeLessThanOrEqual(actor.level);
          expect(r.state.actor.pools.speed.value).toBeGreaterThanOrEqual(0);
          expect(r.state.actor.pools.speed.value).toBeLessThanOrEqual(14);
          expect(r.state.doom).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
