import seedrandom from "seedrandom";
import { SeededDice } from "../../src/core/dice.js";
import { attackDamage, computeDamageDistribution, damageDistribution, resolveAttack, rollAttackDamage } from "../../src/rulesets/pool/rules/index.js";
import { fmt, type BenchRow } from "../harness.js";

const POOL = 5;

/**
 * Calls per second of CPU time (not wall time) spent in this process: the bench machine is shared,
 * and wall-clock figures swing with the neighbours' load while CPU time does not.
 */
function cpuOpsPerSecond(fn: () => unknown, ms = 300): number {
  const cpuMicros = (since: NodeJS.CpuUsage): number => {
    const used = process.cpuUsage(since);
    return used.user + used.system;
  };
  let sink = 0;
  // Warm up for a tenth of the budget, growing the batch so slow functions are not over-called.
  let batch = 1;
  const warm = process.cpuUsage();
  while (cpuMicros(warm) < ms * 100) {
    for (let i = 0; i < batch; i++) sink ^= Number(Boolean(fn()));
    if (batch < 256) batch *= 2;
  }
  const start = process.cpuUsage();
  let calls = 0;
  let spent = 0;
  while (spent < ms * 1000) {
    for (let i = 0; i < batch; i++) sink ^= Number(Boolean(fn()));
    calls += batch;
    spent = cpuMicros(start);
  }
  if (sink === 42) console.log("");
  return (calls * 1e6) / spent;
}

/** Best of several interleaved CPU-time measurements of each function. */
function bestOf(fns: ReadonlyArray<() => unknown>, rounds = 3, ms = 200): number[] {
  const best = fns.map(() => 0);
  for (let r = 0; r < rounds; r++) fns.forEach((fn, i) => (best[i] = Math.max(best[i]!, cpuOpsPerSecond(fn, ms))));
  return best;
}

/** Microseconds of CPU time per call. */
function cpuMicroseconds(fn: () => unknown, ms = 300): number {
  return 1e6 / Math.max(...[0, 1, 2].map(() => cpuOpsPerSecond(fn, ms / 3)));
}

export const rows: BenchRow[] = [
  {
    name: "pool: 5-die attack vs Parry 2 + Armor 1 — roll through SeededDice and resolve, vs raw alea d6s",
    run() {
      const dice = new SeededDice("pool-bench");
      const alea = seedrandom.alea("pool-bench");
      const [resolved, fast, oneByOne, raw] = bestOf([
        () => resolveAttack({ dice: dice.roll(POOL, 6), parry: 2, armor: 1, parryApplies: true }).damage,
        () => attackDamage(dice.roll(POOL, 6), 3),
        () => rollAttackDamage(dice, POOL, 3),
        () => {
          let s = 0;
          for (let i = 0; i < POOL; i++) s += 1 + Math.floor(alea() * 6);
          return s;
        },
      ]) as [number, number, number, number];
      return [
        `raw alea, 5 d6                              ${fmt(raw, 0)} per CPU second`,
        `port roll + count resolution (attackDamage) ${fmt(fast, 0)} per CPU second`,
        `rollAttackDamage (same, one call)           ${fmt(oneByOne, 0)} per CPU second`,
        `port roll + annotated resolveAttack (card)  ${fmt(resolved, 0)} per CPU second`,
        `ratio (a) port roll + resolution / raw alea = ${fmt(Math.max(fast, oneByOne) / raw, 3)}  (goal ≥ 0.35)`,
        `ratio (a') with per-die card annotations / raw alea = ${fmt(resolved / raw, 3)}`,
      ];
    },
  },
  {
    name: "pool: exact damage distribution, 20 dice vs Parry 3 + Armor 3 (melee)",
    run() {
      const exact = cpuMicroseconds(() => computeDamageDistribution(20, 6));
      const cached = cpuMicroseconds(() => damageDistribution(20, 6));
      const dice = new SeededDice("pool-mc");
      const monteCarlo = cpuMicroseconds(() => {
        const counts = new Float64Array(21);
        for (let s = 0; s < 10_000; s++) counts[attackDamage(dice.roll(20, 6), 6)]!++;
        return counts;
      }, 900);
      return [
        `exact, computed   ${fmt(exact, 2)} µs/call of CPU time  (goal < 50 µs)`,
        `exact, cached     ${fmt(cached, 2)} µs/call`,
        `10,000 Monte Carlo samples ${fmt(monteCarlo, 0)} µs/call`,
        `ratio Monte Carlo time / exact time = ${fmt(monteCarlo / exact, 0)}× (exact is that much faster)`,
      ];
    },
  },
];
