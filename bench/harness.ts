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
  // Warm up for a quarter of the budget, doubling the batch until one batch takes a millisecond:
  // reading the CPU clock costs microseconds (`process.cpuUsage` is a system call), which would
  // otherwise weigh on a fast function's figure more than on a slow one's.
  let batch = 1;
  const warmUntil = cpuNow() + ms / 4;
  for (let now = cpuNow(); now < warmUntil; ) {
    for (let i = 0; i < batch; i++) sink ^= Number(Boolean(fn()));
    const then = cpuNow();
    if (then - now < 1 && batch < 1 << 24) batch *= 2;
    now = then;
  }
  let calls = 0;
  const start = cpuNow();
  let now = start;
  while (now - start < ms) {
    // Batches big enough that reading the clock costs nothing next to them.
    for (let i = 0; i < batch; i++) sink ^= Number(Boolean(fn()));
    calls += batch;
    now = cpuNow();
  }
  if (sink === 42) console.log("");
  return (calls * 1000) / (now - start);
}

/**
 * Several interleaved measurements of each function (round r measures every function once, in
 * order), and the best of each: on a shared machine the neighbours slow some rounds, and a
 * function measured first or last in a run is not favoured by the JIT's order of work.
 */
export function bestOfRounds(fns: ReadonlyArray<() => unknown>, rounds = 5, ms = 200): { best: number[]; perRound: number[][] } {
  const perRound: number[][] = [];
  for (let r = 0; r < rounds; r++) perRound.push(fns.map((fn) => opsPerSecond(fn, ms)));
  return { best: fns.map((_, i) => Math.max(...perRound.map((round) => round[i]!))), perRound };
}

/** Microseconds per call of `fn`. */
export function microsecondsPerCall(fn: () => unknown, ms = 400): number {
  return 1e6 / opsPerSecond(fn, ms);
}

export function fmt(n: number, digits = 2): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
