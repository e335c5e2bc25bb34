import type { DieSource } from "../core/die-source.js";
import type { TargetRule } from "./types.js";

/**
 * Picks a foe by a tactic's rule. `standing(i)` is how much the foe at candidate index i can still
 * take (hit points, boxes left…): "weakest" finishes off the most hurt, "strongest" goes for the
 * sturdiest, "random" draws one die (through the run's dice, so runs stay reproducible).
 * Returns an index into `candidates`, or -1 when there is nobody.
 */
export function pickTarget(rule: TargetRule, candidates: readonly number[], standing: (fighter: number) => number, dice: DieSource): number {
  const n = candidates.length;
  if (n === 0) return -1;
  if (n === 1 || rule === "first") return 0;
  if (rule === "random") return dice.rollOne(n) - 1;
  let best = 0;
  let bestValue = standing(candidates[0]!);
  for (let i = 1; i < n; i++) {
    const value = standing(candidates[i]!);
    if (rule === "weakest" ? value < bestValue : value > bestValue) {
      best = i;
      bestValue = value;
    }
  }
  return best;
}
