/**
 * A tiny benchmark harness: each row measures two functions in the same run and prints their
 * throughput ratio, so figures compare like with like on whatever machine runs them.
 */
export interface BenchRow {
  readonly name: string;
  run(): string[];
}

/** Calls `fn` repeatedly for about `ms` milliseconds after a warm-up; returns calls per second. */
export function opsPerSecond(fn: () => unknown, ms = 400): number {
  let sink = 0;
  const warmUntil = performance.now() + ms / 4;
  while (performance.now() < warmUntil) sink ^= Number(Boolean(fn()));
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 64; i++) sink ^= Number(Boolean(fn()));
    calls += 64;
    now = performance.now();
  }
  if (sink === 42) console.log("");
  return (calls * 1000) / (now - start);
}

/** Microseconds per call of `fn`. */
export function microsecondsPerCall(fn: () => unknown, ms = 400): number {
  return 1e6 / opsPerSecond(fn, ms);
}

export function fmt(n: number, digits = 2): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
