import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as dist from "../../src/core/distribution.js";
import { SeededDice } from "../../src/core/dice.js";
import { parseFormula } from "../../src/core/formula.js";

const total = (d: dist.Distribution) => d.p.reduce((a, b) => a + b, 0);

describe("exact distributions", () => {
  it("2d6 has the familiar triangle", () => {
    const d = dist.sumOfDice(2, 6);
    expect(d.min).toBe(2);
    expect(dist.probabilityOf(d, 7)).toBeCloseTo(6 / 36, 12);
    expect(dist.probabilityOf(d, 2)).toBeCloseTo(1 / 36, 12);
    expect(dist.probabilityAtLeast(d, 10)).toBeCloseTo(6 / 36, 12);
    expect(dist.probabilityAtMost(d, 4)).toBeCloseTo(6 / 36, 12);
    expect(dist.mean(d)).toBeCloseTo(7, 12);
  });

  it("every distribution sums to one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 20 }), (n, f) => {
        expect(total(dist.sumOfDice(n, f))).toBeCloseTo(1, 9);
      }),
    );
  });

  it("formula distributions handle negative terms and constants", () => {
    const d = dist.ofFormula(parseFormula("1d6-1d4+2"));
    expect(d.min).toBe(1 - 4 + 2);
    expect(d.min + d.p.length - 1).toBe(6 - 1 + 2);
    expect(total(d)).toBeCloseTo(1, 12);
    expect(dist.mean(d)).toBeCloseTo(3.5 - 2.5 + 2, 12);
  });

  it("binomial matches the sum of Bernoulli dice", () => {
    const b = dist.binomial(5, 4 / 6);
    const viaDice = dist.mapValues(dist.sumOfDice(1, 6), (v) => (v >= 3 ? 1 : 0));
    let sum = dist.constant(0);
    for (let i = 0; i < 5; i++) sum = dist.convolve(sum, viaDice);
    for (let k = 0; k <= 5; k++) expect(dist.probabilityOf(b, k)).toBeCloseTo(dist.probabilityOf(sum, k), 12);
  });

  it("category splits enumerate the multinomial exactly", () => {
    let mass = 0;
    let splits = 0;
    dist.forEachCategorySplit(4, [0.5, 0.25, 0.25], (counts, p) => {
      expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
      mass += p;
      splits++;
    });
    expect(splits).toBe(15);
    expect(mass).toBeCloseTo(1, 12);
  });

  it("property: exact sums agree with 200,000 seeded rolls within 4 standard errors", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom(4, 6, 8, 10, 12), fc.string(), (n, faces, seed) => {
        const exact = dist.sumOfDice(n, faces);
        const dice = new SeededDice(seed);
        const samples = 200_000;
        const counts = new Float64Array(exact.p.length);
        for (let s = 0; s < samples; s++) {
          let sum = 0;
          for (let i = 0; i < n; i++) sum += dice.rollOne(faces);
          counts[sum - exact.min]! += 1;
        }
        for (let i = 0; i < exact.p.length; i++) {
          const p = exact.p[i]!;
          const se = Math.sqrt((p * (1 - p)) / samples);
          expect(Math.abs(counts[i]! / samples - p)).toBeLessThanOrEqual(4 * se + 1e-12);
        }
      }),
      { numRuns: 5 },
    );
  });
});
