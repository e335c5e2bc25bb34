import type { CountSummary } from "./types.js";

/** Counts how often each whole value occurred (rounds, harm, resources spent). */
export class Counter {
  private readonly counts = new Map<number, number>();
  private total = 0;
  private sum = 0;

  add(value: number): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    this.total++;
    this.sum += value;
  }

  summary(): CountSummary {
    const counts = [...this.counts.entries()].sort((a, b) => a[0] - b[0]);
    if (counts.length === 0) return { mean: 0, min: 0, max: 0, counts: [] };
    return { mean: this.sum / this.total, min: counts[0]![0], max: counts[counts.length - 1]![0], counts };
  }
}

/**
 * 95% Wilson score interval for `successes` out of `trials`: unlike the normal approximation it
 * stays inside [0, 1] and is honest near 0% and 100%, where balancing queries often land.
 */
export function wilsonInterval(successes: number, trials: number, z = 1.959964): [number, number] {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0% and 100% the bound on that side is the chance itself (the formula's rounding would miss it by 1e-16).
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === trials ? 1 : Math.min(1, centre + half)];
}
