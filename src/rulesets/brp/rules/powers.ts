import { requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireRecord } from "../../../core/validate.js";
import { MAX_ROUND } from "../../../core/vocabulary.js";

/**
 * When a power used in a fight works and for how long (BRP-POW-1, BRP-POW-2, BRP-DATA-6): an
 * instantaneous power works in the round it is used; any other takes effect at the beginning of
 * the next round's powers phase. A power with a duration lasts that many rounds from the round
 * it takes effect, that round counted; the round after its last one begins without it.
 */
export interface PowerSpan {
  /** The round it takes effect in. */
  readonly fromRound: number;
  /** The last round it lasts. */
  readonly lastRound: number;
}

/** The most rounds a power's duration may give (the item sheet's bound). */
export const MAX_POWER_ROUNDS = 1000;

/** The round a power used in `round` takes effect: at once when instantaneous, else the next round's powers phase (BRP-POW-2). */
export function powerTakesEffectRound(round: number, instantaneous: boolean): number {
  requireInteger(round, "round", 0, MAX_ROUND);
  requireBoolean(instantaneous, "instantaneous");
  return instantaneous ? round : round + 1;
}

/** The span of a power used in `round` that lasts `durationRounds` rounds, or null when it lasts none (its effect is all at once). */
export function powerSpan(round: number, instantaneous: boolean, durationRounds: number): PowerSpan | null {
  const fromRound = powerTakesEffectRound(round, instantaneous);
  requireInteger(durationRounds, "durationRounds", 0, MAX_POWER_ROUNDS);
  if (durationRounds === 0) return null;
  return { fromRound, lastRound: fromRound + durationRounds - 1 };
}

/** Where a power's effect stands as round `round` begins: not yet working, working, or over (to be removed). */
export function powerStage(span: PowerSpan, round: number): "waiting" | "working" | "over" {
  requireRecord(span, "span");
  requireInteger(span.fromRound, "span.fromRound", 0, MAX_ROUND + MAX_POWER_ROUNDS);
  requireInteger(span.lastRound, "span.lastRound", span.fromRound, MAX_ROUND + MAX_POWER_ROUNDS);
  requireInteger(round, "round", 0, MAX_ROUND);
  return round < span.fromRound ? "waiting" : round <= span.lastRound ? "working" : "over";
}
