import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireNumber, requireRecord, requireString } from "../../../core/validate.js";
import { MAX_ROUND, requireCondition, type Condition, type FrayEvent } from "../../../core/vocabulary.js";
import { resolveCheck, type CheckResult } from "./check.js";
import { POISON_DOSES, POISONS, tableEntry, type PoisonStrength } from "./tables.js";

/** Penalty while dying of poison (FC-POI-5); Speed is halved as well (see `speedAfterPenalties`). */
export const POISON_DICE_PENALTY = -2;
/** Hours from the 6 the death timer counts down from (FC-POI-4). */
const POISON_HOURS_BASE = 6;

export function poisonTargetNumber(strength: PoisonStrength): number {
  return tableEntry(POISONS, strength, "poison strength").targetNumber;
}

/** Hours until death after failing to resist: 6 minus the target number (Weak 5 … Vile 2). */
export function poisonDeathHours(targetNumber: number): number {
  return POISON_HOURS_BASE - requireInteger(targetNumber, "targetNumber", 1, 5);
}

/**
 * Effective dose in ounces for a target of `pounds` (FC-POI-6); rows are read as up to 75, 76–150,
 * 151–300 and 301–600 lb. Heavier targets return undefined: the GM decides.
 */
export function effectiveDose(pounds: number): number | undefined {
  if (!Number.isFinite(pounds) || pounds <= 0) throw new RulesError("FRAY.Pool.Error.BadWeight", { pounds: String(pounds) });
  return POISON_DOSES.find((row) => pounds <= row.upToPounds)?.ounces;
}

export interface PoisonBatch {
  readonly batchId: string;
  readonly strength: PoisonStrength;
}

/** A batch as the item stores it: its id (immunity is per batch, FC-POI-3) and strength. */
function requireBatch(value: unknown, field = "batch"): PoisonBatch {
  const batch = requireRecord(value, field);
  requireString(batch.batchId, `${field}.batchId`);
  tableEntry(POISONS, batch.strength as PoisonStrength, "poison strength");
  return value as PoisonBatch;
}

/** No dose the rules weigh comes near this many ounces. */
const MAX_OUNCES = 10_000;
/** A countdown is a few hours; a GM may stretch one, never past a year. */
const MAX_HOURS = 24 * 366;

/** The poisoned-and-dying condition with its countdown (data carries hours left and the batch). */
export function poisonedDyingCondition(ownerId: string, batch: PoisonBatch, round: number): Condition {
  requireString(ownerId, "ownerId");
  requireBatch(batch);
  requireInteger(round, "round", 0, MAX_ROUND);
  return {
    id: "poisonedDying",
    duration: { kind: "permanent" },
    ownerId,
    appliedRound: round,
    data: { batchId: batch.batchId, hoursLeft: poisonDeathHours(poisonTargetNumber(batch.strength)), dicePenalty: POISON_DICE_PENALTY },
  };
}

export type ExposureStep =
  | { readonly type: "noEffect"; readonly reason: "immune" | "subEffectiveDose" }
  | { readonly type: "rollStamina"; readonly difficulty: number };

/**
 * Before the Stamina roll: an already-immune creature (same batch, FC-POI-3) or a dose below the
 * effective one (FC-POI-8 proposal) has no effect; otherwise the creature rolls Stamina vs the TN.
 */
export function poisonExposure(input: {
  readonly batch: PoisonBatch;
  readonly immuneBatches: readonly string[];
  readonly doseOunces: number;
  /** Effective dose for this target, from `effectiveDose`; undefined = GM says it is enough. */
  readonly effectiveOunces: number | undefined;
}): ExposureStep {
  requireRecord(input, "exposure");
  requireBatch(input.batch);
  requireNumber(input.doseOunces, "doseOunces", 0, MAX_OUNCES);
  if (input.effectiveOunces !== undefined) requireNumber(input.effectiveOunces, "effectiveOunces", 0, MAX_OUNCES);
  if (requireArray(input.immuneBatches, "immuneBatches").includes(input.batch.batchId)) return { type: "noEffect", reason: "immune" };
  if (input.effectiveOunces !== undefined && input.doseOunces < input.effectiveOunces) return { type: "noEffect", reason: "subEffectiveDose" };
  return { type: "rollStamina", difficulty: poisonTargetNumber(input.batch.strength) };
}

export interface ExposureResult {
  readonly check: CheckResult;
  /** On a success the batch joins the creature's immunities; on a failure the timer starts. */
  readonly immuneBatches: readonly string[];
  readonly events: FrayEvent[];
}

/** The Stamina roll against a poison (FC-POI-2..5). */
export function resolvePoisonExposure(input: {
  readonly targetId: string;
  readonly batch: PoisonBatch;
  readonly immuneBatches: readonly string[];
  readonly dice: readonly number[];
  readonly round?: number;
}): ExposureResult {
  requireRecord(input, "exposure");
  requireString(input.targetId, "targetId");
  requireBatch(input.batch);
  requireArray(input.immuneBatches, "immuneBatches");
  const check = resolveCheck({ dice: input.dice, difficulty: poisonTargetNumber(input.batch.strength) });
  if (check.passed) return { check, immuneBatches: [...input.immuneBatches, input.batch.batchId], events: [] };
  const condition = poisonedDyingCondition(input.targetId, input.batch, input.round ?? 0);
  return { check, immuneBatches: input.immuneBatches, events: [{ type: "conditionAdded", targetId: input.targetId, condition }] };
}

/**
 * Advances the poison countdown by `hours`. Taking the antidote (GM-marked, FC-POI-4) ends the
 * condition; otherwise the creature dies when no hours are left.
 */
export function advancePoison(
  targetId: string,
  condition: Condition,
  hours: number,
  antidoteTaken = false,
): { condition: Condition | undefined; events: FrayEvent[] } {
  requireString(targetId, "targetId");
  requireCondition(condition);
  if (condition.id !== "poisonedDying") throw new RulesError("FRAY.Pool.Error.NotPoisoned", { condition: condition.id });
  if (requireBoolean(antidoteTaken, "antidoteTaken")) return { condition: undefined, events: [{ type: "conditionExpired", targetId, conditionId: "poisonedDying" }] };
  if (!Number.isFinite(hours) || hours < 0) throw new RulesError("FRAY.Pool.Error.BadDuration", { hours: String(hours) });
  const left = requireNumber(condition.data?.hoursLeft ?? 0, "hoursLeft", 0, MAX_HOURS) - hours;
  if (left <= 0) return { condition: undefined, events: [{ type: "conditionExpired", targetId, conditionId: "poisonedDying" }, { type: "died", targetId }] };
  return { condition: { ...condition, data: { ...condition.data, hoursLeft: left } }, events: [] };
}

/** Seconds in an hour of the world clock: the countdown's unit is the hour (FC-POI-4). */
export const SECONDS_PER_HOUR = 3600;
/** World time beyond this (about 300,000 years in seconds) is not a clock. */
const MAX_WORLD_SECONDS = 1e13;

/**
 * The poison's countdown against the world clock (FC-FVTT-7): the whole hours from `since` to
 * `now` (world seconds), and the seconds past the last whole hour, carried to the next advance so
 * two half hours make one. A clock set back, or not moved, counts nothing.
 */
export function poisonClockHours(since: number, now: number): { hours: number; carried: number } {
  const from = requireNumber(since, "since", -MAX_WORLD_SECONDS, MAX_WORLD_SECONDS);
  const to = requireNumber(now, "now", -MAX_WORLD_SECONDS, MAX_WORLD_SECONDS);
  if (to <= from) return { hours: 0, carried: 0 };
  const whole = Math.floor((to - from) / SECONDS_PER_HOUR);
  return { hours: Math.min(whole, MAX_HOURS), carried: to - from - whole * SECONDS_PER_HOUR };
}

export interface ApplicationResult {
  readonly check: CheckResult;
  /** The blade, drink or food now carries the poison. */
  readonly applied: boolean;
  /** A failed Medicine roll spoils the batch (FC-POI-7). */
  readonly batchRuined: boolean;
  /** Failing by 2 or more exposes the applicator: Stamina vs the same TN. */
  readonly applicatorExposed: boolean;
}

/** Applying a poison: Medicine with difficulty equal to the poison's TN (FC-POI-7). */
export function resolvePoisonApplication(input: { readonly strength: PoisonStrength; readonly dice: readonly number[] }): ApplicationResult {
  requireRecord(input, "application");
  const check = resolveCheck({ dice: input.dice, difficulty: poisonTargetNumber(input.strength) });
  return { check, applied: check.passed, batchRuined: !check.passed, applicatorExposed: check.failedBy >= 2 };
}

/**
 * A coated weapon delivers its dose with the next attack that deals at least one Wound; then
 * the coating is spent (FC-POI-8 proposal).
 */
export function coatingDelivers(damage: number, track: string): boolean {
  return track === "wound" && damage >= 1;
}

/**
 * The price of one ounce of a poison, in silver pieces (FC-POI-1, FC-DATA-5): the strength's row of
 * the table, unless the GM set a price of their own (`override` above 0; a market, a rare batch).
 */
export function poisonCostPerOunce(strength: PoisonStrength, override = 0): number {
  const entry = tableEntry(POISONS, strength, "poison strength");
  return requireNumber(override, "cost", 0, 100_000) > 0 ? override : entry.costSilver;
}

/** What a vial of `ounces` costs at that price, in silver pieces (to the hundredth, for display). */
export function poisonVialCost(strength: PoisonStrength, ounces: number, override = 0): number {
  return Math.round(poisonCostPerOunce(strength, override) * requireNumber(ounces, "ounces", 0, 1000) * 100) / 100;
}
