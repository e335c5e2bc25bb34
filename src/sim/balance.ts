import { RulesError, requireInteger } from "../core/errors.js";
import { runPrepared } from "./run.js";
import type { EncounterSpec, RulesetKey, RulesetSim, SideSpec } from "./types.js";

/**
 * Balancing: given the GM's side and a pool of foes, the number (or mix) of foes that gives the
 * GM's side a target win chance. Every candidate is played with the same seed (common random
 * numbers: two candidates differ by their foes, not by their luck), and the search's whole cost
 * is bounded by a budget of fights, so a query takes a predictable time on any ruleset.
 */
export interface FoeType {
  /** The fighter in the ruleset's shape; copies get ids `<id>-2`, `<id>-3`… */
  readonly fighter: { readonly id: string; readonly name?: string } & Record<string, unknown>;
}

export interface BalanceQuery {
  readonly ruleset: RulesetKey;
  /** The side whose win chance is aimed at (the party). */
  readonly side: SideSpec<unknown, unknown>;
  /** The foes' side key and tactics. */
  readonly foes: { readonly key: string; readonly tactics?: Record<string, unknown>; readonly pool: readonly FoeType[] };
  /** The party's win chance wanted, strictly between 0 and 1. */
  readonly target: number;
  /** "count": how many of the pool's first foe; "mix": how many of each pool entry. */
  readonly mode?: "count" | "mix";
  /** At most this many foes in all (default 12). */
  readonly maxFoes?: number;
  /** Fights the whole search may play (default 20,000): the bound on its cost. */
  readonly budget?: number;
  readonly seed?: string | number;
  readonly maxRounds?: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** One candidate played: how many of each pool entry, and the party's win chance against them. */
export interface BalanceTrial {
  readonly counts: readonly number[];
  readonly fights: number;
  readonly winChance: number;
  readonly interval: readonly [number, number];
}

export interface BalanceResult {
  /** The candidate whose win chance came closest to the target. */
  readonly best: BalanceTrial;
  /** Every candidate played, in the order played. */
  readonly trials: readonly BalanceTrial[];
  /** Fights played in all (never more than the budget). */
  readonly fightsPlayed: number;
}

/** How a search is played: the ruleset's simulator (the caller loads it), and who hears of its progress. */
export interface BalanceRun {
  readonly sim: RulesetSim<never, never, unknown>;
  /** Fights played so far and the budget, a few times per candidate. */
  readonly progress?: (played: number, budget: number) => void;
}

export const DEFAULT_BALANCE_BUDGET = 20_000;
const DEFAULT_MAX_FOES = 12;
/** Fewer fights than this per candidate would make the comparison mostly noise. */
const MIN_FIGHTS_PER_TRIAL = 100;

/** The encounter with `counts[i]` copies of the pool's entry i on the foes' side. */
export function encounterWith(query: BalanceQuery, counts: readonly number[]): EncounterSpec<unknown, unknown> {
  const fighters: unknown[] = [];
  counts.forEach((count, i) => {
    const foe = query.foes.pool[i]!.fighter;
    for (let k = 1; k <= count; k++) fighters.push(k === 1 ? foe : { ...foe, id: `${foe.id}-${k}`, ...(foe.name ? { name: `${foe.name} ${k}` } : {}) });
  });
  return {
    ruleset: query.ruleset,
    sides: [query.side, { key: query.foes.key, ...(query.foes.tactics ? { tactics: query.foes.tactics } : {}), fighters }],
    ...(query.maxRounds !== undefined ? { maxRounds: query.maxRounds } : {}),
    ...(query.options ? { options: query.options } : {}),
  };
}

function requireQuery(query: BalanceQuery): { mode: "count" | "mix"; maxFoes: number; budget: number } {
  if (typeof query.target !== "number" || !(query.target > 0 && query.target < 1)) throw new RulesError("FRAY.Sim.Error.BadTarget", { value: String(query.target) });
  if (!query.foes || !Array.isArray(query.foes.pool) || query.foes.pool.length === 0) throw new RulesError("FRAY.Sim.Error.EmptySide", { side: String(query.foes?.key) });
  const mode = query.mode ?? "count";
  if (mode !== "count" && mode !== "mix") throw new RulesError("FRAY.Sim.Error.BadTactic", { tactic: "mode", value: String(mode) });
  const maxFoes = requireInteger(query.maxFoes ?? DEFAULT_MAX_FOES, "maxFoes", 1, 100);
  const budget = requireInteger(query.budget ?? DEFAULT_BALANCE_BUDGET, "budget", MIN_FIGHTS_PER_TRIAL, 10_000_000);
  return { mode, maxFoes, budget };
}

/**
 * Finds the foes that bring the party's win chance closest to `target`.
 *
 * "count": more foes of one kind never help the party, so a bisection over 1..maxFoes finds the
 * crossing in about log2(maxFoes) candidates, each given an equal share of the budget.
 * "mix": foes are added one at a time, each time the pool entry that brings the win chance
 * closest to the target, until it falls to the target or below (a greedy walk of at most
 * maxFoes steps, each trying every entry); the candidate closest to the target wins.
 */
export function balance(query: BalanceQuery, run: BalanceRun): BalanceResult {
  const { mode, maxFoes, budget } = requireQuery(query);
  if (run.sim.key !== query.ruleset) throw new Error(`balance: a ${run.sim.key} simulator cannot play a ${String(query.ruleset)} query`);
  const sim = run.sim as unknown as RulesetSim<unknown, unknown, unknown>;
  const seed = query.seed ?? "balance";
  const trials: BalanceTrial[] = [];
  let played = 0;
  const types = mode === "count" ? 1 : query.foes.pool.length;
  const planned = mode === "count" ? Math.ceil(Math.log2(maxFoes)) + 2 : types * maxFoes;
  const perTrial = Math.max(MIN_FIGHTS_PER_TRIAL, Math.floor(budget / planned));
  const seen = new Map<string, BalanceTrial>();
  const play = (counts: readonly number[]): BalanceTrial | undefined => {
    const key = counts.join(",");
    const known = seen.get(key);
    if (known) return known;
    if (played + perTrial > budget) return undefined;
    const prepared = sim.prepare(encounterWith(query, counts));
    const before = played;
    const progress = run.progress;
    const result = runPrepared(sim, prepared, { fights: perTrial, seed, ...(progress ? { progressEvery: Math.ceil(perTrial / 10), progress: (done: number) => progress(before + done, budget) } : {}) });
    played += result.fights;
    const party = result.sides.find((s) => s.key === query.side.key)!;
    const trial: BalanceTrial = { counts: [...counts], fights: result.fights, winChance: party.winChance, interval: party.interval };
    seen.set(key, trial);
    trials.push(trial);
    return trial;
  };
  const distance = (t: BalanceTrial) => Math.abs(t.winChance - query.target);
  if (mode === "count") {
    const counts = (n: number) => [n, ...new Array<number>(query.foes.pool.length - 1).fill(0)];
    let low = 1;
    let high = maxFoes;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const trial = play(counts(mid));
      if (!trial) break;
      if (trial.winChance > query.target) low = mid + 1;
      else high = mid - 1;
    }
  } else {
    let current = new Array<number>(types).fill(0);
    for (let total = 1; total <= maxFoes; total++) {
      let bestStep: BalanceTrial | undefined;
      for (let i = 0; i < types; i++) {
        const next = [...current];
        next[i]!++;
        const trial = play(next);
        if (trial && (!bestStep || distance(trial) < distance(bestStep))) bestStep = trial;
      }
      if (!bestStep) break;
      current = [...bestStep.counts];
      if (bestStep.winChance <= query.target) break;
    }
  }
  if (trials.length === 0) throw new RulesError("FRAY.Sim.Error.NothingPlayed");
  const best = trials.reduce((a, b) => (distance(b) < distance(a) || (distance(b) === distance(a) && sum(b.counts) < sum(a.counts)) ? b : a));
  return { best, trials, fightsPlayed: played };
}

function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
