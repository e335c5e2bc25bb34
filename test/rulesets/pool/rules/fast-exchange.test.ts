import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { attackCaseFields, attackOf, typicalAttack } from "./attack-cases.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { TapeDice } from "../../../../src/core/die-source.js";
import { attackTarget, fastAttackTarget, freshHarm, rollPool, type HarmState } from "../../../../src/rulesets/pool/rules/index.js";

const arbitraryCase = fc.record({
  ...attackCaseFields,
  wounds: fc.integer({ min: 0, max: 4 }),
  seed: fc.integer(),
});

describe("pool fast attack", () => {
  it("FC-ATK-3, FC-DEF-1..4: gives attackTarget's damage, tracks and events for the same dice", () => {
    fc.assert(
      fc.property(arbitraryCase, (x) => {
        const { plan, defender } = attackOf(x);
        const base = freshHarm();
        const harm: HarmState = { ...base, wound: { ...base.wound, value: x.wounds } };
        const live = new SeededDice(x.seed);
        const fast = fastAttackTarget({ plan, targetId: "t", defender, harm }, new TapeDice(live));
        const slowDice = new SeededDice(x.seed);
        const slow = attackTarget({ plan, dice: rollPool(slowDice, plan.pool), targetId: "t", defender, harm });
        expect(fast.damage).toBe(slow.resolution.damage);
        expect(fast.harm).toEqual(slow.harm);
        expect([...fast.events]).toEqual(slow.events);
        expect(live.rollOne(1000)).toBe(slowDice.rollOne(1000));
      }),
      { numRuns: 2000 },
    );
  });

  it("FC-DMG-1: damage over 100,000 seeded attacks matches the card's path", () => {
    const { plan, defender } = typicalAttack();
    const harm = freshHarm(100);
    const fast = new TapeDice(new SeededDice("fast"));
    const slow = new SeededDice("slow");
    const n = 100_000;
    const a = new Array<number>(plan.pool.rolled + 1).fill(0);
    const b = new Array<number>(plan.pool.rolled + 1).fill(0);
    for (let i = 0; i < n; i++) {
      a[fastAttackTarget({ plan, targetId: "t", defender, harm }, fast).damage]!++;
      b[attackTarget({ plan, dice: rollPool(slow, plan.pool), targetId: "t", defender, harm }).resolution.damage]!++;
    }
    expectSameDistribution(a, b, n);
  });
});
