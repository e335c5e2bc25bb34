import type { BalanceQuery, BalanceResult } from "../../sim/balance.js";

/**
 * A balancing search as the dialog shows it: the foes that came closest to the target with the
 * side's win chance and its 95% interval, then every candidate tried. Pure.
 */
export interface BalanceView {
  readonly side: string;
  readonly target: string;
  readonly best: { readonly foes: string; readonly percent: string; readonly low: string; readonly high: string };
  readonly fightsPlayed: number;
  readonly trials: readonly { readonly foes: string; readonly percent: string; readonly fights: number; readonly best: boolean }[];
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

export function balanceView(result: BalanceResult, query: Pick<BalanceQuery, "side" | "target" | "foes">, sideLabel: (key: string) => string): BalanceView {
  const names = query.foes.pool.map((foe) => foe.fighter.name ?? foe.fighter.id);
  const foes = (counts: readonly number[]) =>
    counts
      .map((count, i) => (count > 0 ? `${count} × ${names[i] ?? ""}` : ""))
      .filter(Boolean)
      .join(" + ");
  return {
    side: sideLabel(query.side.key),
    target: percent(query.target),
    best: { foes: foes(result.best.counts), percent: percent(result.best.winChance), low: percent(result.best.interval[0]), high: percent(result.best.interval[1]) },
    fightsPlayed: result.fightsPlayed,
    trials: result.trials.map((trial) => ({ foes: foes(trial.counts), percent: percent(trial.winChance), fights: trial.fights, best: trial.counts.join() === result.best.counts.join() })),
  };
}
