import { expect } from "vitest";

/**
 * Two independent seeded samples of `n` draws each (counts per bin) come from one distribution:
 * every bin's difference stays within five standard errors of a difference of two proportions.
 */
export function expectSameDistribution(a: readonly number[], b: readonly number[], n: number): void {
  expect(a.length).toBe(b.length);
  for (let k = 0; k < a.length; k++) {
    const p = (a[k]! + b[k]!) / (2 * n);
    expect(Math.abs(a[k]! - b[k]!) / n, `bin ${k}`).toBeLessThanOrEqual(5 * Math.sqrt((2 * p * (1 - p)) / n) + 1e-9);
  }
}
