/**
 * A tiny benchmark harness: each row measures two functions in the same run and prints their
 * throughput ratio, so figures compare like with like on whatever machine runs them. Every
 * figure is CPU time (`cpuNow`).
 */
export interface BenchRow {
  readonly name: string;
  /** The lines to print; rows that drive a browser answer asynchronously. */
  run(): string[] | Promise<string[]>;
}

/** CPU time this process has used, in milliseconds: the one clock every row reads. */
export function cpuNow(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Calls `fn` repeatedly for about `ms` milliseconds of CPU time after a warm-up; returns calls per
 * CPU second. CPU time, not wall time: the bench machine is shared, and the neighbours' load swings
 * wall-clock figures while CPU time stays put.
 */
export function opsPerSecond(fn: () => unknown, ms = 400): number {
  let sink = 0;
  const warmUntil = cpuNow() + ms / 4;
  while (cpuNow() < warmUntil) for (let i = 0; i < 256; i++) sink ^= Number(Boolean(fn()));
  let calls = 0;
  const start = cpuNow();
  let now = start;
  while (now - start < ms) {
    // Batches big enough that reading the clock costs nothing next to them.
    for (let i = 0; i < 256; i++) sink ^= Number(Boolean(fn()));
    calls += 256;
    now = cpuNow();
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
