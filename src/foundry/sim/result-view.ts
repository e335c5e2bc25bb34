import type { SimResult } from "../../sim/types.js";

/**
 * A simulation result as the dialog and the chat card draw it: win chance per side with its 95%
 * interval as a bar and whisker, the rounds a fight lasted as a histogram, and who fell how often.
 * Pure: widths and heights are percentages for the CSS.
 */
export interface ResultView {
  readonly fights: number;
  readonly seed: string;
  readonly complete: boolean;
  readonly sides: readonly { readonly key: string; readonly label: string; readonly percent: string; readonly low: string; readonly high: string; readonly width: number; readonly lowAt: number; readonly highAt: number }[];
  readonly draws: string | null;
  readonly roundsMean: string;
  readonly rounds: readonly { readonly value: number; readonly percent: string; readonly height: number }[];
  readonly fallen: readonly { readonly name: string; readonly side: string; readonly percent: string; readonly width: number }[];
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const at = (x: number) => Math.round(1000 * x) / 10;

/** Side keys are token dispositions or a ruleset's own side names; `sideLabel` turns them into words. */
export function resultView(result: SimResult, sideLabel: (key: string) => string): ResultView {
  const played = Math.max(1, result.fights);
  const peak = Math.max(1, ...result.rounds.counts.map(([, count]) => count));
  return {
    fights: result.fights,
    seed: result.seed,
    complete: result.complete,
    sides: result.sides.map((side) => ({
      key: side.key,
      label: sideLabel(side.key),
      percent: percent(side.winChance),
      low: percent(side.interval[0]),
      high: percent(side.interval[1]),
      width: at(side.winChance),
      lowAt: at(side.interval[0]),
      highAt: at(side.interval[1]),
    })),
    draws: result.draws.count > 0 ? percent(result.draws.chance) : null,
    roundsMean: result.rounds.mean.toFixed(1),
    rounds: result.rounds.counts.map(([value, count]) => ({ value, percent: percent(count / played), height: at(count / peak) })),
    fallen: [...result.fighters].sort((a, b) => b.fellChance - a.fellChance).map((fighter) => ({ name: fighter.name, side: sideLabel(fighter.side), percent: percent(fighter.fellChance), width: at(fighter.fellChance) })),
  };
}
