import seedrandom from "seedrandom";
import { SeededDice } from "../../src/core/dice.js";
import { attackDamage, computeDamageDistribution, resolveAttack, rollAttackDamage } from "../../src/rulesets/pool/rules/index.js";
import { bestOfRounds, fmt, opsPerSecond, type BenchRow } from "../harness.js";

const POOL = 5;

/** Microseconds of CPU time per call (best of three). */
function cpuMicroseconds(fn: () => unknown, ms = 300): number {
  return 1e6 / Math.max(...[0, 1, 2].map(() => opsPerSecond(fn, ms / 3)));
}

/**
 * What the chat card does for one target, measured as it runs there: the same `resolveAttack`
 * (with every die labelled), fed by the dice port. A labelled die is read back so that the
 * optimiser cannot skip the labelling.
 */
function cardResolution(dice: SeededDice): number {
  const resolution = resolveAttack({ dice: dice.roll(POOL, 6), parry: 2, armor: 1, parryApplies: true });
  return resolution.damage + resolution.dice[POOL - 1]!.outcome.length;
}

export const rows: BenchRow[] = [
  {
    name: "pool: 5-die attack vs Parry 2 + Armor 1 — roll through SeededDice and resolve with the card's resolveAttack, vs raw alea d6s (CPU time)",
    run() {
      const dice = new SeededDice("pool-bench");
      const alea = seedrandom.alea("pool-bench");
      // Five interleaved rounds: the machine is shared, so the best round of each function is
      // reported, and the spread of the per-round ratios shows how much the neighbours disturbed it.
      const { perRound: rounds } = bestOfRounds(
        [
          () => cardResolution(dice),
          () => rollAttackDamage(dice, POOL, 3),
          () => {
            let s = 0;
            for (let i = 0; i < POOL; i++) s += 1 + Math.floor(alea() * 6);
            return s;
          },
        ],
        5,
      );
      const [resolved, countOnly, raw] = [0, 1, 2].map((i) => Math.max(...rounds.map((round) => round[i]!))) as [number, number, number];
      const perRound = rounds.map((round) => round[0]! / round[2]!);
      return [
        `raw alea, 5 d6                                   ${fmt(raw, 0)} per CPU second`,
        `port roll + resolveAttack, every die labelled   ${fmt(resolved, 0)} per CPU second`,
        `port roll + damage count only (rollAttackDamage) ${fmt(countOnly, 0)} per CPU second (simulator path, for comparison)`,
        `ratio (a) port roll + resolveAttack / raw alea = ${fmt(resolved / raw, 3)}  (goal ≥ 0.35; best round of each; single rounds ${fmt(Math.min(...perRound), 3)}–${fmt(Math.max(...perRound), 3)})`,
        `ratio (a') count-only path / raw alea = ${fmt(countOnly / raw, 3)}`,
      ];
    },
  },
  {
    name: "pool: exact damage distribution, 20 dice vs Parry 3 + Armor 3 (melee)",
    run() {
      const exact = cpuMicroseconds(() => computeDamageDistribution(20, 6));
      const dice = new SeededDice("pool-mc");
      const monteCarlo = cpuMicroseconds(() => {
        const counts = new Float64Array(21);
        for (let s = 0; s < 10_000; s++) counts[attackDamage(dice.roll(20, 6), 6)]!++;
        return counts;
      }, 900);
      return [
        `exact, computed   ${fmt(exact, 2)} µs/call of CPU time  (goal < 50 µs)`,
        `10,000 Monte Carlo samples ${fmt(monteCarlo, 0)} µs/call`,
        `ratio Monte Carlo time / exact time = ${fmt(monteCarlo / exact, 0)}× (exact is that much faster)`,
      ];
    },
  },
];
