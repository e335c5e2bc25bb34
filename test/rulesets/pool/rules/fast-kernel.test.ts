import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { attackCaseFields, attackOf, typicalAttack } from "./attack-cases.js";
import { SeededDice } from "../../../../src/core/dice.js";
import {
  attackTarget,
  damageTable,
  freshHarm,
  harmPenalty,
  isTerminal,
  poolKernelAttack,
  poolKernelDamage,
  PoolTracks,
  rollPool,
  type HarmState,
} from "../../../../src/rulesets/pool/rules/index.js";

const cases = fc.record({
  ...attackCaseFields,
  boxes: fc.integer({ min: 1, max: 5 }),
  wounds: fc.integer({ min: 0, max: 4 }),
  fatigue: fc.integer({ min: 0, max: 4 }),
  fear: fc.integer({ min: 0, max: 4 }),
  attacks: fc.integer({ min: 1, max: 6 }),
  /** The next fight's start: the same tracks loaded again with other boxes ticked. */
  next: fc.record({ wounds: fc.integer({ min: 0, max: 4 }), fatigue: fc.integer({ min: 0, max: 4 }), fear: fc.integer({ min: 0, max: 4 }) }),
  seed: fc.integer(),
});

describe("pool numbers-only kernel", () => {
  it("FC-ATK-3, FC-DEF-1..4, FC-DMG-3, FC-PEN-1..3, FC-TRK-1..3: a run of attacks gives the card path's damage, boxes, penalty and fall, with the same dice", () => {
    fc.assert(
      fc.property(cases, (x) => {
        const { plan, defender } = attackOf(x);
        const base = freshHarm(x.boxes);
        const start: HarmState = { wound: { ...base.wound, value: x.wounds }, fatigue: { ...base.fatigue, value: x.fatigue }, fear: { ...base.fear, value: x.fear } };
        // The defender is fighter 1; fighter 0 stands by untouched.
        const tracks = new PoolTracks([freshHarm(), start]);
        const attack = poolKernelAttack(plan, defender);
        const kernelDice = new SeededDice(x.seed);
        const cardDice = new SeededDice(x.seed);
        let harm = start;
        for (let k = 0; k < x.attacks; k++) {
          const damage = poolKernelDamage(attack, kernelDice);
          const killed = attack.coupDeGrace && damage >= 1;
          if (!killed && damage > 0) tracks.add(1, attack.track, damage);
          const card = attackTarget({ plan, dice: rollPool(cardDice, plan.pool), targetId: "t", defender, harm });
          harm = card.harm;
          expect(damage).toBe(card.resolution.damage);
          expect(killed).toBe(card.events.some((e) => e.type === "died") && plan.coupDeGrace);
          expect(tracks.record(1)).toEqual(harm);
          expect(tracks.down(1)).toBe(isTerminal(harm.wound) || isTerminal(harm.fatigue) || isTerminal(harm.fear));
          expect(tracks.penalty(1)).toBe(harmPenalty(harm));
          expect(kernelDice.rollOne(1000)).toBe(cardDice.rollOne(1000));
        }
        expect(tracks.record(0)).toEqual(freshHarm());
        // Another fight on the same tracks: what was remembered still answers by the boxes now ticked.
        const next: HarmState = { wound: { ...base.wound, value: x.next.wounds }, fatigue: { ...base.fatigue, value: x.next.fatigue }, fear: { ...base.fear, value: x.next.fear } };
        tracks.load([freshHarm(), next]);
        expect(tracks.record(1)).toEqual(next);
        expect(tracks.penalty(1)).toBe(harmPenalty(next));
        expect(tracks.down(1)).toBe(isTerminal(next.wound) || isTerminal(next.fatigue) || isTerminal(next.fear));
      }),
      { numRuns: 2000 },
    );
  });

  it("FC-DMG-1, FC-DEF-1: a tabled pool reads its faces in the order rolled: 3, 4, 5, 6, 1, 2 against 2 cancels is 2 damage", () => {
    // Worked by hand: 5 and 6 are successes no cancel touches; 3 and 4 are partial successes, both
    // cancelled by parry 1 + armor 1; 1 and 2 are nothing.
    const attack = { pool: 6, cancels: 2, table: damageTable(6, 2), track: 0, coupDeGrace: false };
    const faces = [3, 4, 5, 6, 1, 2];
    let at = 0;
    expect(poolKernelDamage(attack, { rollOne: () => faces[at++]! })).toBe(2);
    // One cancel fewer leaves one partial success standing.
    at = 0;
    expect(poolKernelDamage({ ...attack, cancels: 1, table: damageTable(6, 1) }, { rollOne: () => faces[at++]! })).toBe(3);
  });

  it("FC-DMG-1: damage over 100,000 seeded attacks matches the card's path", () => {
    const { plan, defender } = typicalAttack();
    const attack = poolKernelAttack(plan, defender);
    const harm = freshHarm(100);
    const kernelDice = new SeededDice("kernel");
    const cardDice = new SeededDice("card");
    const n = 100_000;
    const a = new Array<number>(plan.pool.rolled + 1).fill(0);
    const b = new Array<number>(plan.pool.rolled + 1).fill(0);
    for (let i = 0; i < n; i++) {
      a[poolKernelDamage(attack, kernelDice)]!++;
      b[attackTarget({ plan, dice: rollPool(cardDice, plan.pool), targetId: "t", defender, harm }).resolution.damage]!++;
    }
    expectSameDistribution(a, b, n);
  });
});
