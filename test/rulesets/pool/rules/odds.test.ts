import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../../src/core/dice.js";
import { forEachCategorySplit, probabilityAtLeast } from "../../../../src/core/distribution.js";
import {
  attackDamage,
  attackOdds,
  cancelsFor,
  checkChance,
  computeDamageDistribution,
  countSuccesses,
  damageDistribution,
  opposedChance,
  resolveAttack,
  rollAttackDamage,
  successDistribution,
} from "../../../../src/rulesets/pool/rules/index.js";

/** Every face combination of n dice, for brute-force checks on small pools. */
function* allRolls(n: number): Generator<number[]> {
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    yield faces;
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i]!++;
  }
}

const SAMPLES = 200_000;

/** |observed − exact| within 4 standard errors (plus one sample's worth, for values too rare to see). */
function expectWithinFourSE(observed: number, exact: number): void {
  const se = Math.sqrt((exact * (1 - exact)) / SAMPLES);
  expect(Math.abs(observed - exact)).toBeLessThanOrEqual(4 * se + 1 / SAMPLES);
}

describe("exact attack odds", () => {
  it("FC-DEF-4 odds: the damage distribution matches brute force over every roll of up to 5 dice", () => {
    for (let n = 0; n <= 5; n++) {
      for (const cancels of [0, 1, 2, 4]) {
        const counts = new Float64Array(n + 1);
        for (const roll of allRolls(n)) counts[resolveAttack({ dice: roll, parry: 0, armor: cancels, parryApplies: true }).damage]!++;
        const exact = computeDamageDistribution(n, cancels);
        for (let d = 0; d <= n; d++) expect(exact.p[d]).toBeCloseTo(counts[d]! / 6 ** n, 12);
      }
    }
  });

  it("agrees with the multinomial split of the core and sums to one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 }), (n, cancels) => {
        const viaSplit = new Float64Array(n + 1);
        forEachCategorySplit(n, [1 / 3, 1 / 3, 1 / 3], ([, mid, high], p) => {
          viaSplit[high! + Math.max(0, mid! - cancels)]! += p;
        });
        const exact = damageDistribution(n, cancels);
        let total = 0;
        for (let d = 0; d <= n; d++) {
          expect(exact.p[d]).toBeCloseTo(viaSplit[d]!, 10);
          total += exact.p[d]!;
        }
        expect(total).toBeCloseTo(1, 12);
      }),
      { numRuns: 60 },
    );
  });

  it("Parry only counts when it applies; the cache hands out copies", () => {
    expect(cancelsFor(3, 1, false)).toBe(1);
    expect(cancelsFor(3, 1, true)).toBe(4);
    const a = damageDistribution(6, 2);
    a.p[0] = 42;
    expect(damageDistribution(6, 2).p[0]).not.toBe(42);
    const odds = attackOdds({ pool: 3, parry: 5, armor: 0, parryApplies: true });
    // Only 5s and 6s get through: P(at least one of three dice shows 5+) = 1 − (2/3)³.
    expect(odds.atLeastOne).toBeCloseTo(1 - (2 / 3) ** 3, 12);
    expect(odds.expectedDamage).toBeCloseTo(1, 12);
    // Left out, parryApplies follows the skill: melee by default, never ranged.
    expect(attackOdds({ pool: 3, parry: 5, armor: 0 }).atLeastOne).toBeCloseTo(odds.atLeastOne, 12);
    expect(attackOdds({ pool: 3, parry: 5, armor: 0, skill: "ranged" }).expectedDamage).toBeCloseTo(2, 12);
  });

  it("FC-TV-5 odds: exact figures agree with 200,000 seeded attacks within 4 standard errors", () => {
    const cases = [
      { pool: 20, parry: 3, armor: 3, parryApplies: true },
      { pool: 5, parry: 2, armor: 0, parryApplies: true },
      { pool: 4, parry: 3, armor: 1, parryApplies: false },
      { pool: 9, parry: 0, armor: 0, parryApplies: true },
    ];
    for (const [i, c] of cases.entries()) {
      const dice = new SeededDice(`odds-${i}`);
      const cancels = cancelsFor(c.parry, c.armor, c.parryApplies);
      const seen = new Float64Array(c.pool + 1);
      for (let s = 0; s < SAMPLES; s++) seen[attackDamage(dice.roll(c.pool, 6), cancels)]!++;
      const exact = attackOdds(c).distribution;
      for (let d = 0; d <= c.pool; d++) expectWithinFourSE(seen[d]! / SAMPLES, exact.p[d]!);
    }
  });
});

describe("exact check odds", () => {
  it("FC-DICE-3 odds: P(successes ≥ difficulty) matches brute force on small pools", () => {
    for (let n = 0; n <= 5; n++) {
      for (let difficulty = 0; difficulty <= 4; difficulty++) {
        let pass = 0;
        for (const roll of allRolls(n)) if (countSuccesses(roll) >= difficulty) pass++;
        expect(checkChance(n, difficulty)).toBeCloseTo(pass / 6 ** n, 12);
      }
    }
  });

  it("FC-DICE-3 odds: exact pass chances agree with 200,000 seeded checks within 4 standard errors", () => {
    for (const [pool, difficulty] of [
      [3, 2],
      [6, 4],
      [2, 3],
      [10, 7],
    ] as const) {
      const dice = new SeededDice(`check-${pool}-${difficulty}`);
      let pass = 0;
      for (let s = 0; s < SAMPLES; s++) if (countSuccesses(dice.roll(pool, 6)) >= difficulty) pass++;
      expectWithinFourSE(pass / SAMPLES, checkChance(pool, difficulty));
    }
    expect(probabilityAtLeast(successDistribution(4), 0)).toBeCloseTo(1, 12);
  });

  it("FC-DICE-4 odds: the opposed chance matches brute force", () => {
    let wins = 0;
    let total = 0;
    for (const a of allRolls(3)) {
      const sa = countSuccesses(a);
      for (const b of allRolls(2)) {
        total++;
        if (sa - countSuccesses(b) >= 1) wins++;
      }
    }
    expect(opposedChance(3, 2)).toBeCloseTo(wins / total, 12);
    expect(opposedChance(0, 3)).toBe(0);
  });
});

describe("simulator fast path", () => {
  it("FC-DMG-1 fast path: rollAttackDamage gives the same damage as rolling and resolving", () => {
    const a = new SeededDice("same");
    const b = new SeededDice("same");
    for (let i = 0; i < 2000; i++) {
      const pool = i % 12;
      const cancels = i % 5;
      const viaPort = resolveAttack({ dice: pool > 0 ? a.roll(pool, 6) : [], parry: 0, armor: cancels, parryApplies: false }).damage;
      expect(rollAttackDamage(b, pool, cancels)).toBe(viaPort);
    }
    const replay = new ReplayDice([3, 5, 1]);
    expect(rollAttackDamage(replay, 3, 1)).toBe(1);
  });
});
