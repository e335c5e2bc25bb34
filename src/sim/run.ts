import { SeededDice } from "../core/dice.js";
import { TapeDice } from "../core/die-source.js";
import { RulesError, requireInteger } from "../core/errors.js";
import { Counter, wilsonInterval } from "./tally.js";
import type { FightRecord, RulesetSim, SimResult } from "./types.js";

export interface RunOptions {
  /** Fights to play. */
  readonly fights: number;
  readonly seed: string | number;
  /**
   * Called every `progressEvery` fights with the count done; returning `false` stops the run
   * (the result then covers the fights played and says it is not complete).
   */
  readonly progress?: (done: number, total: number) => boolean | void;
  readonly progressEvery?: number;
}

/** The most fights one run may ask for (a typo guard; ten million take minutes). */
export const MAX_FIGHTS = 10_000_000;

/**
 * Plays `fights` whole fights of a prepared encounter with one seeded generator (the same seed
 * gives the same result) and gathers every figure as a distribution.
 */
export function runPrepared<P>(sim: RulesetSim<unknown, unknown, P>, prepared: P, options: RunOptions): SimResult {
  const total = requireInteger(options.fights, "fights", 1, MAX_FIGHTS);
  const seed = String(options.seed);
  const dice = new SeededDice(seed);
  const tape = new TapeDice(dice);
  const labels = sim.labels(prepared);
  const sideKeys = [...new Set(labels.map((l) => l.side))];
  const wins = new Map(sideKeys.map((k) => [k, 0]));
  let draws = 0;
  const rounds = new Counter();
  const fell = labels.map(() => 0);
  const fled = labels.map(() => 0);
  const harm = labels.map(() => new Counter());
  const spent = labels.map(() => new Map(sim.resources.map((r) => [r, new Counter()])));
  const every = Math.max(1, options.progressEvery ?? Math.ceil(total / 100));
  let played = 0;
  for (; played < total; ) {
    const record: FightRecord = sim.fight(prepared, dice, tape);
    if (record.winner === null) draws++;
    else wins.set(record.winner, (wins.get(record.winner) ?? 0) + 1);
    rounds.add(record.rounds);
    record.fighters.forEach((t, i) => {
      if (t.fell) fell[i]!++;
      if (t.fled) fled[i]!++;
      harm[i]!.add(t.harm);
      for (const [resource, counter] of spent[i]!) counter.add(t.spent[resource] ?? 0);
    });
    played++;
    if (options.progress && (played % every === 0 || played === total) && options.progress(played, total) === false) break;
  }
  if (played === 0) throw new RulesError("FRAY.Sim.Error.NothingPlayed");
  return {
    ruleset: sim.key,
    fights: played,
    seed,
    sides: sideKeys.map((key) => {
      const w = wins.get(key) ?? 0;
      return { key, wins: w, winChance: w / played, interval: wilsonInterval(w, played) };
    }),
    draws: { count: draws, chance: draws / played },
    rounds: rounds.summary(),
    harmUnit: sim.harmUnit,
    fighters: labels.map((label, i) => ({
      ...label,
      fellChance: fell[i]! / played,
      fledChance: fled[i]! / played,
      harm: harm[i]!.summary(),
      spent: Object.fromEntries([...spent[i]!].map(([r, c]) => [r, c.summary()])),
    })),
    complete: played === total,
  };
}
