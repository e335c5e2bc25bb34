import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireRecord } from "../../../core/validate.js";

/** The three stats; every task draws on one, and Effort is paid from that stat's Pool. */
export const STATS = ["might", "speed", "intellect"] as const;
export type Stat = (typeof STATS)[number];

export interface PoolValue {
  readonly value: number;
  readonly max: number;
}
export type Pools = Readonly<Record<Stat, PoolValue>>;

/** Points spent per Pool on one action. */
export type PoolSpend = Readonly<Record<Stat, number>>;
export const NO_SPEND: PoolSpend = { might: 0, speed: 0, intellect: 0 };

/** Field names for messages, built once: guards run on hot paths and must not build strings. */
const POOL_FIELDS: Readonly<Record<Stat, { readonly max: string; readonly value: string }>> = {
  might: { max: "might.max", value: "might.value" },
  speed: { max: "speed.max", value: "speed.value" },
  intellect: { max: "intellect.max", value: "intellect.value" },
};

export function isStat(value: unknown): value is Stat {
  return typeof value === "string" && (STATS as readonly string[]).includes(value);
}

export function requireStat(value: unknown): Stat {
  if (!isStat(value)) throw new RulesError("FRAY.Dusk.Error.UnknownStat", { stat: String(value) });
  return value;
}

/** Checks a Pool set: all three Pools present, whole numbers, 0 ≤ value ≤ max. */
export function requirePools(pools: Pools): Pools {
  for (const stat of STATS) {
    // Documents and macros may hand over a partial object; say which Pool is missing.
    const pool: PoolValue | undefined = typeof pools === "object" && pools !== null ? pools[stat] : undefined;
    if (typeof pool !== "object" || pool === null) throw new RulesError("FRAY.Dusk.Error.MissingPool", { stat });
    requireInteger(pool.max, POOL_FIELDS[stat].max, 0, 1000);
    requireInteger(pool.value, POOL_FIELDS[stat].value, 0, pool.max);
  }
  return pools;
}

/** Checks points spent per Pool: whole numbers from 0 to the largest Pool. */
export function requireSpend(spend: PoolSpend): PoolSpend {
  requireRecord(spend, "spent");
  for (const stat of STATS) requireInteger(spend[stat], stat, 0, 1000);
  return spend;
}

/** Adds `amount` (may be negative) to one Pool, clamped to 0..max. */
export function adjustPool(pools: Pools, stat: Stat, amount: number): Pools {
  requirePools(pools);
  requireInteger(amount, "amount", -1000, 1000);
  return shiftPool(pools, requireStat(stat), amount);
}

/**
 * `adjustPool` without the checks, for the step machines whose entry points already checked the
 * Pools, and for the simulator's inner loop.
 */
export function shiftPool(pools: Pools, stat: Stat, amount: number): Pools {
  const pool = pools[stat];
  const value = Math.max(0, Math.min(pool.max, pool.value + amount));
  return { ...pools, [stat]: { ...pool, value } };
}

export function totalSpend(spend: PoolSpend): number {
  return requireSpend(spend).might + spend.speed + spend.intellect;
}

/**
 * Destiny as a character may hold it (DB-DEST-2): never below 0 nor above its level. The data
 * model keeps every write within it, whoever writes (a sheet, a macro, the API).
 */
export function capDestiny(destiny: number, level: number): number {
  requireInteger(level, "level", 0, 1000);
  return Math.min(Math.max(0, requireInteger(destiny, "destiny", -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)), level);
}
