import seedrandom from "seedrandom";
import { SeededDice } from "../../src/core/dice.js";
import { attackDamage, computeDamageDistribution, damageDistribution, resolveAttack, rollAttackDamage } from "../../src/rulesets/pool/rules/index.js";
import { fmt, microsecondsPerCall, opsPerSecond, type BenchRow } from "../harness.js";

const POOL = 5;

/**
 * Best of several interleaved measurements of each function: the machine is shared, and taking
 * each figure at its least disturbed moment keeps the ratio about the code, not the neighbours.
 */
function bestOf(fns: ReadonlyArray<() => unknown>, rounds = 5, ms = 150): number[] {
  const best = fns.map(() => 0);
  for (let r = 0; r < rounds; r++) fns.forEach((fn, i) => (best[i] = Math.max(best[i]!, opsPerSecond(fn, ms))));
  return best;
}

export const rows: BenchRow[] = [
  {
    name: "pool: 5-die attack vs Parry 2 + Armor 1 — SeededDice + resolveAttack vs raw alea d6s",
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
        `resolveAttack (annotated)  ${fmt(resolved, 0)} attacks/s`,
        `attackDamage (counts only) ${fmt(fast, 0)} attacks/s`,
        `raw alea, 5 d6             ${fmt(raw, 0)} rolls/s`,
        `ratio resolveAttack / raw  = ${fmt(resolved / raw, 3)}  (goal ≥ 0.35)`,
        `ratio attackDamage / raw   = ${fmt(fast / raw, 3)}`,
        `ratio rollAttackDamage (rollOne, simulator path) / raw = ${fmt(oneByOne / raw, 3)}`,
      ];
    },
  },
  {
    name: "pool: exact damage distribution, 20 dice vs Parry 3 + Armor 3 (melee)",
    run() {
      const exact = microsecondsPerCall(() => computeDamageDistribution(20, 6));
      const cached = microsecondsPerCall(() => damageDistribution(20, 6));
      const dice = new SeededDice("pool-mc");
      const monteCarlo = microsecondsPerCall(() => {
        const counts = new Float64Array(21);
        for (let s = 0; s < 10_000; s++) counts[attackDamage(dice.roll(20, 6), 6)]!++;
        return counts;
      }, 800);
      return [
        `exact, computed   ${fmt(exact, 2)} µs/call  (goal < 50 µs)`,
        `exact, cached     ${fmt(cached, 2)} µs/call`,
        `10,000 Monte Carlo samples ${fmt(monteCarlo, 0)} µs/call`,
        `ratio Monte Carlo time / exact time = ${fmt(monteCarlo / exact, 0)}× (exact is that much faster)`,
      ];
    },
  },
];
