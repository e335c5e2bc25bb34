import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireBoolean, requireRecord } from "../../../core/validate.js";
import { requireOneOf } from "./choices.js";
import { adjustPool, requirePools, STATS, type Pools, type PoolSpend } from "./stats.js";

/** The four rests of a day (DB-REC-2), each usable once, in any order (DB-REC-3). */
export const RESTS = ["oneAction", "tenMinutes", "oneHour", "tenHours"] as const;
export type Rest = (typeof RESTS)[number];

/** How long each rest takes, in seconds (one action = one 6-second combat round). */
export const REST_SECONDS: Readonly<Record<Rest, number>> = { oneAction: 6, tenMinutes: 600, oneHour: 3600, tenHours: 36_000 };

/** Which rests a character has used today. */
export interface RestDay {
  readonly used: readonly Rest[];
}
export const NEW_DAY: RestDay = { used: [] };

/** Checks the rests a sheet says were used today. */
export function requireRestDay(day: RestDay): RestDay {
  for (const rest of requireArray(requireRecord(day, "restDay").used, "restDay.used", RESTS.length)) requireOneOf(rest, "rest", RESTS);
  return day;
}

export function restsLeft(day: RestDay): Rest[] {
  requireRestDay(day);
  return RESTS.filter((r) => !day.used.includes(r));
}

/** Marks a rest as taken; the ten-hour rest ends the day, so the cycle starts over. */
export function takeRest(day: RestDay, rest: Rest): RestDay {
  if (!RESTS.includes(rest)) throw new RulesError("FRAY.Dusk.Error.UnknownRest", { rest: String(rest) });
  if (requireRestDay(day).used.includes(rest)) throw new RulesError("FRAY.Dusk.Error.RestUsed", { rest });
  return rest === "tenHours" ? NEW_DAY : { used: [...day.used, rest] };
}

/** Recovery roll (DB-REC-1): one d6 plus the character's level. */
export function recoveryPoints(d6: number, level: number): number {
  return requireInteger(d6, "d6", 1, 6) + requireInteger(level, "level", 0, 100);
}

export function rollRecovery(dice: Dice, level: number): number {
  const [d6] = requireDicePort(dice).roll(1, 6, "recovery");
  return recoveryPoints(d6 ?? 0, level);
}

/**
 * Shares recovered points among the Pools as the player chooses. Asking for more than was
 * recovered is an error; points past a Pool's maximum are wasted, as rest never raises a Pool
 * above it.
 */
export function allocateRecovery(pools: Pools, points: number, allocation: PoolSpend): { readonly pools: Pools; readonly wasted: number } {
  requirePools(pools);
  requireInteger(points, "points", 0, 1000);
  requireRecord(allocation, "allocation");
  let asked = 0;
  for (const stat of STATS) asked += requireInteger(allocation[stat], stat, 0, 1000);
  if (asked > points) throw new RulesError("FRAY.Dusk.Error.RecoveryOverAllocated", { asked, points });
  let next = pools;
  let applied = 0;
  for (const stat of STATS) {
    const before = next[stat].value;
    next = adjustPool(next, stat, allocation[stat]);
    applied += next[stat].value - before;
  }
  return { pools: next, wasted: points - applied };
}

/** After an encounter, health comes back up to half its maximum (rounded up) if below it (DB-REC-4). */
export function healthAfterEncounter(health: number, max: number): number {
  requireInteger(max, "maxHealth", 0, 1000);
  requireInteger(health, "health", 0, max);
  return Math.max(health, Math.ceil(max / 2));
}

/** A recovery roll may also bring health back in full (DB-REC-4). */
export function healthAfterRecoveryRoll(health: number, max: number, restoreAll: boolean): number {
  requireInteger(max, "maxHealth", 0, 1000);
  requireInteger(health, "health", 0, max);
  return restoreAll ? max : health;
}

/** A character resting, as the recovery procedure sees it. */
export interface Rester {
  readonly level: number;
  readonly pools: Pools;
  readonly health: number;
  readonly maxHealth: number;
  readonly day: RestDay;
}

export type RecoveryDecision = {
  readonly type: "allocateRecovery";
  readonly by: "player";
  readonly points: number;
  /** Room left in each Pool, so the dialog can stop points being wasted. */
  readonly room: PoolSpend;
  readonly healthMissing: number;
};

export interface RecoveryState {
  readonly rester: Rester;
  readonly rest: Rest;
  readonly points: number;
  readonly d6: number;
  readonly done: boolean;
}

export interface RecoveryStep {
  readonly state: RecoveryState;
  readonly pending: RecoveryDecision | undefined;
}

/**
 * The recovery procedure (DB-REC-1..4) as a step machine: takes the rest (refused if already used
 * today), rolls d6 + level through the port, then waits for the player to share the points out
 * and say whether to take health back in full.
 */
export function startRecovery(rester: Rester, rest: Rest, dice: Dice): RecoveryStep {
  requireRecord(rester, "rester");
  requirePools(rester.pools);
  requireDicePort(dice);
  requireInteger(rester.maxHealth, "maxHealth", 0, 1000);
  requireInteger(rester.health, "health", 0, rester.maxHealth);
  const day = takeRest(rester.day, rest);
  const [d6] = dice.roll(1, 6, "recovery");
  const points = recoveryPoints(d6 ?? 0, rester.level);
  const room: PoolSpend = {
    might: rester.pools.might.max - rester.pools.might.value,
    speed: rester.pools.speed.max - rester.pools.speed.value,
    intellect: rester.pools.intellect.max - rester.pools.intellect.value,
  };
  return {
    state: { rester: { ...rester, day }, rest, points, d6: d6 ?? 0, done: false },
    pending: { type: "allocateRecovery", by: "player", points, room, healthMissing: rester.maxHealth - rester.health },
  };
}

export function finishRecovery(state: RecoveryState, allocation: PoolSpend, restoreHealth: boolean): RecoveryStep & { readonly wasted: number } {
  requireRecord(requireRecord(state, "recovery").rester, "recovery.rester");
  requireBoolean(restoreHealth, "restoreHealth");
  if (requireBoolean(state.done, "recovery.done")) throw new RulesError("FRAY.Dusk.Error.WrongStep", { stage: "done", input: "allocateRecovery" });
  const { pools, wasted } = allocateRecovery(state.rester.pools, state.points, allocation);
  const health = healthAfterRecoveryRoll(state.rester.health, state.rester.maxHealth, restoreHealth);
  return { state: { ...state, rester: { ...state.rester, pools, health }, done: true }, pending: undefined, wasted };
}
