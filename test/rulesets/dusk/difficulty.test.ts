import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkEffortLevels,
  easeDifficulty,
  effortCost,
  targetNumberFor,
} from "../../../src/rulesets/dusk/rules/difficulty.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";
import { initialCostFor } from "../../../src/rulesets/dusk/rules/actions.js";
import { RulesError } from "../../../src/core/errors.js";
import { ReplayDice } from "../../../src/core/dice.js";
import { runTask } from "../../../src/rulesets/dusk/rules/task.js";
import { pc } from "./helpers.js";

describe("dusk difficulty and easing", () => {
  it("DB-CORE-2: the target number is three times the difficulty; difficulty 0 needs no roll", () => {
    expect([1, 2, 5, 9, 12].map(targetNumberFor)).toEqual([3, 6, 15, 27, 36]);
    expect(targetNumberFor(0)).toBe(0);
    expect(easeDifficulty(0, {})).toMatchObject({ routine: true, difficulty: 0, targetNumber: 0 });
    // A situation can make a routine task difficult: base 0 hindered 3 steps is difficulty 3, TN 9.
    expect(easeDifficulty(0, { hinder: 3 })).toMatchObject({ routine: false, difficulty: 3, targetNumber: 9 });
    expect(easeDifficulty(0, { hinder: 1, skill: "trained" })).toMatchObject({ routine: true, difficulty: 0 });
    expect(() => targetNumberFor(-1)).toThrow(RulesError);
    expect(() => targetNumberFor(2.5)).toThrow(/NotAnInteger/);
  });

  it("DB-EASE-1: easing lowers the target number by 3 per step and never touches the dice", () => {
    const base = easeDifficulty(6, {});
    const eased = easeDifficulty(6, { ease: 1 });
    expect(base.targetNumber).toBe(18);
    expect(eased.targetNumber).toBe(15);
    expect(easeDifficulty(6, { ease: 3 }).targetNumber).toBe(9);
    // In play: 8 + 7 = 15 stays 15 and meets the eased TN 15 (it would miss the unmodified 18).
    const r = runTask({ stat: "might", difficulty: 6, ease: 1 }, pc(), 0, new ReplayDice([8, 7]));
    expect(r.state.outcome).toMatchObject({ success: true, targetNumber: 15, roll: { total: 15, effectiveTotal: 15 } });
    const plain = runTask({ stat: "might", difficulty: 6 }, pc(), 0, new ReplayDice([8, 7]));
    expect(plain.state.outcome).toMatchObject({ success: false, targetNumber: 18, roll: { total: 15 } });
  });

  it("DB-EASE-2: trained eases one step, specialized two, and skills never more than two", () => {
    expect(easeDifficulty(6, { skill: "trained" }).skillSteps).toBe(1);
    expect(easeDifficulty(6, { skill: "specialized" }).skillSteps).toBe(2);
    expect(easeDifficulty(6, { skill: "specialized" }).difficulty).toBe(4);
    expect(easeDifficulty(6, { skill: "untrained" }).difficulty).toBe(6);
  });

  it("DB-EASE-3: assets ease one step each, two at most; extra assets do not count", () => {
    expect(easeDifficulty(6, { assets: 1 }).difficulty).toBe(5);
    expect(easeDifficulty(6, { assets: 2 }).difficulty).toBe(4);
    expect(easeDifficulty(6, { assets: 5 })).toMatchObject({ assetSteps: 2, difficulty: 4 });
  });

  it("DB-EASE-4: Effort costs 3 for the first level and 2 more per level after (2n + 1); the other reading is an option", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => effortCost(n))).toEqual([0, 3, 5, 7, 9, 11, 13]);
    const escalating = duskOptions({ effortCostSchedule: "escalating" });
    expect([1, 2, 3].map((n) => effortCost(n, 0, escalating))).toEqual([3, 8, 15]);
    expect(easeDifficulty(6, { effortLevels: 2 }).difficulty).toBe(4);
  });

  it("DB-EASE-5: Effort above the character's limit is refused, and Effort never eases more than six steps", () => {
    expect(checkEffortLevels(2, 2)).toBe(2);
    expect(() => checkEffortLevels(3, 2)).toThrow(/EffortAboveLimit/);
    expect(() => checkEffortLevels(7, 6)).toThrow(RulesError);
    expect(easeDifficulty(12, { effortLevels: 6, freeEffort: 1 }).effortSteps).toBe(6);
  });

  it("DB-EASE-6: a free Effort level eases a step beyond the paid limit but not past six steps", () => {
    expect(easeDifficulty(8, { effortLevels: 2, freeEffort: 1 })).toMatchObject({ effortSteps: 3, difficulty: 5 });
    expect(easeDifficulty(12, { effortLevels: 6, freeEffort: 1 }).difficulty).toBe(6);
  });

  it("DB-EASE-7: working together — a trained helper counts as one asset step, within the asset cap", () => {
    expect(easeDifficulty(6, { helpers: 1 }).difficulty).toBe(5);
    expect(easeDifficulty(6, { helpers: 1, assets: 2 }).assetSteps).toBe(2);
    expect(easeDifficulty(6, { helpers: 1 }, duskOptions({ helperAssetSteps: 0 })).difficulty).toBe(6);
    // Actions, situations and wounds enter as plain ease / hinder steps.
    expect(easeDifficulty(6, { ease: 1, hinder: 2 }).difficulty).toBe(7);
  });

  it("DB-EASE-8: eased to 0 or below is routine; hindering has no upper cap", () => {
    expect(easeDifficulty(2, { skill: "specialized" })).toMatchObject({ routine: true, difficulty: 0, targetNumber: 0 });
    expect(easeDifficulty(1, { skill: "specialized", assets: 2 })).toMatchObject({ routine: true, difficulty: -3 });
    expect(easeDifficulty(12, { hinder: 3 })).toMatchObject({ routine: false, difficulty: 15, targetNumber: 45 });
  });

  it("DB-EASE-9: the net difficulty is base + hinder − capped skill − capped assets − capped Effort − other", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom("untrained" as const, "trained" as const, "specialized" as const),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (base, skill, assets, effort, free, ease, hinder) => {
          const r = easeDifficulty(base, { skill, assets, effortLevels: effort, freeEffort: free, ease, hinder });
          const skillSteps = { untrained: 0, trained: 1, specialized: 2 }[skill];
          const expected = base + hinder - skillSteps - Math.min(2, assets) - Math.min(6, effort + free) - ease;
          expect(r.difficulty).toBe(expected);
          expect(r.routine).toBe(expected <= 0);
          expect(r.targetNumber).toBe(expected <= 0 ? 0 : 3 * expected);
        },
      ),
    );
  });

  it("DB-TV-13: difficulty 6, trained, one asset, two Effort levels for 5 Speed ⇒ difficulty 2, TN 6", () => {
    const r = easeDifficulty(6, { skill: "trained", assets: 1, effortLevels: 2 });
    expect(effortCost(2)).toBe(5);
    expect(r).toMatchObject({ difficulty: 2, targetNumber: 6, routine: false });
  });

  it("DB-TV-2: a difficulty 5 door is TN 15, and its 3-Might initial cost leaves the difficulty alone", () => {
    expect(targetNumberFor(5)).toBe(15);
    // Without Effort: 3 Might paid, TN still 15.
    const noEffort = runTask({ stat: "might", difficulty: 5, initialCost: 3 }, pc(), 0, new ReplayDice([9, 6]));
    expect(noEffort.state.actor.pools.might.value).toBe(9 - 3);
    expect(noEffort.state.outcome).toMatchObject({ success: true, difficulty: 5, targetNumber: 15 });
    // With one Effort level the 3 points come on top of the Effort's 3; only the Effort eases.
    const withEffort = runTask({ stat: "might", difficulty: 5, initialCost: 3 }, pc(), 0, new ReplayDice([7, 5]), { effort: 1 });
    expect(withEffort.state.actor.pools.might.value).toBe(9 - 3 - 3);
    expect(withEffort.state.outcome).toMatchObject({ success: true, difficulty: 4, targetNumber: 12 });
  });

  it("DB-TV-3: the GM may set an initial cost for one character and not another", () => {
    const costs = { wizard: 3, fighter: 0 };
    expect(initialCostFor(costs, "wizard")).toBe(3);
    expect(initialCostFor(costs, "fighter")).toBe(0);
    expect(initialCostFor(costs, "thief")).toBe(0);
    // The same door, battered by each: the wizard's Might drops by 3, the fighter's not at all.
    const door = (who: string) => runTask({ stat: "might", difficulty: 5, initialCost: initialCostFor(costs, who) }, pc({ id: who }), 0, new ReplayDice([9, 6]));
    expect(door("wizard").state.actor.pools.might.value).toBe(6);
    expect(door("fighter").state.actor.pools.might.value).toBe(9);
    expect(door("fighter").state.outcome?.targetNumber).toBe(door("wizard").state.outcome?.targetNumber);
    expect(() => initialCostFor({ wizard: -3 }, "wizard")).toThrow(/OutOfRange/);
  });

  it("a misspelt skill level is refused rather than counted as no skill", () => {
    expect(() => easeDifficulty(6, { skill: "expert" as "trained" })).toThrow(/UnknownChoice/);
    expect(() => easeDifficulty(6, { assets: -1 })).toThrow(/OutOfRange/);
    expect(() => easeDifficulty(6, { hinder: 0.5 })).toThrow(/NotAnInteger/);
  });
});
