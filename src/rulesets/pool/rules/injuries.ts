import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireRecord } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";

/** An injury on a character: its table kind (or a GM-described "other") and whether it lasts. */
export interface InjuryRecord {
  readonly kind: string;
  readonly permanent: boolean;
}

/**
 * Injuries are the GM's call (FC-INJ-1); the card only offers one when a single instance of
 * damage reaches the threshold (FC-INJ-2).
 */
export function offersInjury(damage: number, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS): boolean {
  return requireInteger(damage, "damage", 0, 10_000) >= poolOption(options, "injuryThreshold");
}

/**
 * When the GM rules that time, rest and care have done their work (FC-HEAL-5), every injury
 * heals except the permanent ones (FC-INJ-7).
 */
export function healInjuries<T extends InjuryRecord>(injuries: readonly T[]): T[] {
  return (requireArray(injuries, "injuries") as readonly T[]).filter((injury) => requireRecord(injury, "injury").permanent === true);
}
