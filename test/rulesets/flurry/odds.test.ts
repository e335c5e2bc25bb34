import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SeededDice } from "../../../src/core/dice.js";
import * as dist from "../../../src/core/distribution.js";
import {
  type ImpactDice,
  attackOdds,
  criticalDiceDistribution,
  impactDistribution,
  initiativeDistribution,
  marginDistribution,
  probabilityToBeat,
  resolveMeleeAttack,
  rollImpact,
  skewedSum,
} from "../../../src/rulesets/flurry/rules/index.js";

const total = (d: dist.Distribution) => d.p.reduce((a, b) => a + b, 0);

describe("flurry exact odds", () => {
  it("P(3d6 + bonus > target) by exact counting", () => {
    expect(probabilityToBeat(0, 10)).toBeCloseTo(0.5, 12);
    expect(probabilityToBeat(5, 14)).toBeCloseTo(135 / 216, 12); // needs 10+ on 3d6
    expect(probabilityToBeat(0, 18)).toBe(0);
    expect(probabilityToBeat(0, 17)).toBeCloseTo(1 / 216, 12);
    expect(probabilityToBeat(20, 5)).toBeCloseTo(1, 12);
  });

  it("the margin distribution and the critical split add up to one and match the hit chance", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 25 }), fc.integer({ min: 0, max: 40 }), (bonus, target) => {
        expect(total(marginDistribution(bonus, target))).toBeCloseTo(1, 12);
        const o = attackOdds(bonus, target);
        const crit = [...o.criticalDice.values()].reduce((a, b) => a + b, 0);
        expect(o.miss + o.plainHit + crit).toBeCloseTo(1, 12);
        expect(o.critical).toBeCloseTo(crit, 12);
        expect(o.plainHit + o.critical).toBeCloseTo(probabilityToBeat(bonus, target), 12);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 25 }), fc.integer({ min: 0, max: 40 }), (bonus, target) => {
        const o = attackOdds(bonus, target);
        const d = criticalDiceDistribution(bonus, target);
        expect(dist.probabilityOf(d, 0)).toBeCloseTo(o.miss + o.plainHit, 12);
        for (const [k, p] of o.criticalDice) expect(dist.probabilityOf(d, k)).toBeCloseTo(p, 12);
      }),
    );
    // Skill 4 + AGL 1 vs 14 (WC-TV-4): a critical needs 3d6 ≥ 14.
    expect(attackOdds(5, 14).critical).toBeCloseTo(35 / 216, 12);
  });

  it("skewed sums: 4d6 keep the best three, and a low skew die never raises impact", () => {
    const high = skewedSum(3, 6, "high");
    expect(total(high)).toBeCloseTo(1, 12);
    expect(dist.mean(high)).toBeCloseTo(12.2446, 3);
    expect(dist.mean(initiativeDistribution(4, "high"))).toBeCloseTo(16.2446, 3);
    expect(dist.mean(initiativeDistribution(4))).toBeCloseTo(14.5, 12);
    const low = impactDistribution({ kind: "dice", count: 1, faces: 3 }, 0, "low");
    expect(dist.entries(low)).toEqual([[1, 5 / 9], [2, 3 / 9], [3, 1 / 9]].map(([v, p]) => [v, expect.closeTo(p!, 12)]));
    expect(dist.entries(impactDistribution({ kind: "fixed", points: 1 }, 2))).toEqual([[3, 1]]);
    expect(dist.mean(impactDistribution({ kind: "dice", count: 1, faces: 10 }, 1))).toBeCloseTo(11, 12);
  });

  it("seeded sampling (100,000 attacks) agrees with the exact hit and critical-dice odds within 4 standard errors", () => {
    const samples = 100_000;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 15 }), fc.integer({ min: 5, max: 25 }), fc.integer(), (bonus, target, seed) => {
        const dice = new SeededDice(seed);
        const counts = new Map<number, number>();
        let hits = 0;
        // Through the attack the exchange uses, so the sampled rule is the shipped one.
        for (let i = 0; i < samples; i++) {
          const attack = resolveMeleeAttack({ dice: dice.roll(3, 6), skill: bonus, agilityMod: 0, defense: target });
          if (attack.hit) hits++;
          const k = attack.extraImpactDice;
          if (k > 0) counts.set(k, (counts.get(k) ?? 0) + 1);
        }
        const within = (observed: number, p: number) => {
          const se = Math.sqrt((p * (1 - p)) / samples);
          expect(Math.abs(observed / samples - p)).toBeLessThanOrEqual(4 * se + 1e-12);
        };
        within(hits, probabilityToBeat(bonus, target));
        const odds = attackOdds(bonus, target);
        for (const [k, p] of odds.criticalDice) within(counts.get(k) ?? 0, p);
        for (const k of counts.keys()) expect(odds.criticalDice.has(k)).toBe(true);
      }),
      { numRuns: 8 },
    );
  });

  it("P(beat), the margin split and the critical dice match brute-force enumeration of all 216 rolls", () => {
    for (let bonus = -6; bonus <= 12; bonus += 3) {
      for (let target = 3; target <= 30; target++) {
        let hits = 0;
        const dice = new Map<number, number>();
        for (let a = 1; a <= 6; a++) {
          for (let b = 1; b <= 6; b++) {
            for (let c = 1; c <= 6; c++) {
              const margin = a + b + c + bonus - target;
              if (margin > 0) hits++;
              // Counted step by step rather than through criticalDice, so the check is independent of the code.
              let k = 0;
              for (let rest = margin; rest >= 5; rest -= 5) k++;
              dice.set(k, (dice.get(k) ?? 0) + 1);
            }
          }
        }
        expect(probabilityToBeat(bonus, target)).toBeCloseTo(hits / 216, 12);
        const odds = attackOdds(bonus, target);
        expect(odds.plainHit + odds.critical).toBeCloseTo(hits / 216, 12);
        const d = criticalDiceDistribution(bonus, target);
        for (const [k, n] of dice) {
          expect(dist.probabilityOf(d, k)).toBeCloseTo(n / 216, 12);
          if (k > 0) expect(odds.criticalDice.get(k) ?? 0).toBeCloseTo(n / 216, 12);
        }
      }
    }
  });

  it("impact totals with critical dice match enumeration (1d4 + two extra d4 = 3d4)", () => {
    const mass = new Map<number, number>();
    for (let a = 1; a <= 4; a++) for (let b = 1; b <= 4; b++) for (let c = 1; c <= 4; c++) mass.set(a + b + c, (mass.get(a + b + c) ?? 0) + 1 / 64);
    const exact = impactDistribution({ kind: "dice", count: 1, faces: 4 }, 2);
    for (const [v, p] of mass) expect(dist.probabilityOf(exact, v)).toBeCloseTo(p, 12);
    expect(total(exact)).toBeCloseTo(1, 12);
  });

  it("seeded impact rolls (critical dice, low skew) agree with the exact impact distribution within 4 standard errors", () => {
    const samples = 60_000;
    const cases: Array<[ImpactDice, number, "none" | "low"]> = [
      [{ kind: "dice", count: 1, faces: 6 }, 1, "none"],
      [{ kind: "dice", count: 1, faces: 4 }, 0, "low"],
    ];
    for (const [impact, extra, skew] of cases) {
      const dice = new SeededDice(`impact-${impact.kind === "dice" ? impact.faces : 0}-${skew}`);
      const seen = new Map<number, number>();
      for (let i = 0; i < samples; i++) {
        const t = rollImpact(dice, impact, extra, skew).total;
        seen.set(t, (seen.get(t) ?? 0) + 1);
      }
      const exact = impactDistribution(impact, extra, skew);
      for (const [v, p] of dist.entries(exact)) {
        const se = Math.sqrt((p * (1 - p)) / samples);
        expect(Math.abs((seen.get(v) ?? 0) / samples - p)).toBeLessThanOrEqual(4 * se);
      }
      for (const v of seen.keys()) expect(dist.probabilityOf(exact, v)).toBeGreaterThan(0);
    }
  });

  it("the exact skewed sum matches brute-force enumeration of every roll", () => {
    const brute = (count: number, faces: number, skew: "high" | "low") => {
      const mass = new Map<number, number>();
      const n = count + 1;
      for (let i = 0; i < faces ** n; i++) {
        const roll: number[] = [];
        for (let k = 0, x = i; k < n; k++, x = Math.floor(x / faces)) roll.push((x % faces) + 1);
        const kept = roll.reduce((a, b) => a + b, 0) - (skew === "high" ? Math.min(...roll) : Math.max(...roll));
        mass.set(kept, (mass.get(kept) ?? 0) + faces ** -n);
      }
      return mass;
    };
    for (const [count, faces] of [[1, 3], [3, 6], [2, 10], [0, 6], [4, 4]] as const) {
      for (const skew of ["high", "low"] as const) {
        const exact = skewedSum(count, faces, skew);
        const expected = brute(count, faces, skew);
        expect(total(exact)).toBeCloseTo(1, 12);
        for (const [v, p] of expected) expect(dist.probabilityOf(exact, v)).toBeCloseTo(p, 12);
      }
    }
  });

  it("seeded sampling agrees with the skewed initiative distribution", () => {
    const samples = 100_000;
    const dice = new SeededDice("skew");
    const seen = new Map<number, number>();
    for (let i = 0; i < samples; i++) {
      const faces = [dice.rollOne(6), dice.rollOne(6), dice.rollOne(6), dice.rollOne(6)];
      const v = faces.reduce((a, b) => a + b, 0) - Math.min(...faces);
      seen.set(v, (seen.get(v) ?? 0) + 1);
    }
    for (const [v, p] of dist.entries(skewedSum(3, 6, "high"))) {
      const se = Math.sqrt((p * (1 - p)) / samples);
      expect(Math.abs((seen.get(v) ?? 0) / samples - p)).toBeLessThanOrEqual(4 * se);
    }
  });
});
