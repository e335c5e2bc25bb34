import { requireInteger } from "../../../core/errors.js";
import type { Condition, Duration } from "../../../core/vocabulary.js";
import { requireRecord, requireString } from "../../../core/validate.js";
import { requireOneOf } from "./choices.js";

/** Time scales (DB-TIME-1): the length of one round on each, in seconds. */
export const ROUND_SECONDS = { combat: 6, exploration: 600, downtime: 86_400 } as const;
export type TimeScale = keyof typeof ROUND_SECONDS;
const TIME_SCALES = Object.keys(ROUND_SECONDS) as TimeScale[];

/** Rounds of a time scale that a span of seconds takes, rounded up (1 minute = 10 combat rounds). */
export function roundsIn(seconds: number, scale: TimeScale = "combat"): number {
  // Ten million seconds (almost four months) is beyond any effect the rules time in rounds.
  requireInteger(seconds, "seconds", 0, 10_000_000);
  return Math.ceil(seconds / ROUND_SECONDS[requireOneOf(scale, "timeScale", TIME_SCALES)]);
}

/**
 * An effect's duration inside an encounter (DB-TIME-2): a minute or more lasts the rest of the
 * scene; shorter effects last whole combat rounds.
 */
export function encounterDuration(seconds: number): Duration {
  requireInteger(seconds, "seconds", 1, 1e9);
  return seconds >= 60 ? { kind: "scene" } : { kind: "rounds", rounds: roundsIn(seconds) };
}

/**
 * A "one round" effect (DB-PHASE-6): it ends where it began in the cycle, i.e. when the one who
 * caused it next starts a turn, not at the end of the round.
 */
export function oneRoundEffect(id: string, originatorId: string, round: number, data?: Condition["data"]): Condition {
  requireInteger(round, "round", 0, 100_000);
  requireString(id, "condition");
  requireString(originatorId, "originatorId");
  if (data !== undefined) requireRecord(data, "data");
  return { id, duration: { kind: "untilOwnerNextTurn" }, ownerId: originatorId, appliedRound: round, ...(data ? { data } : {}) };
}
