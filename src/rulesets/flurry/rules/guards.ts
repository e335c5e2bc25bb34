import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray } from "../../../core/validate.js";

/**
 * Input guards for the exported rules: a caller outside TypeScript (a chat card, a macro, a
 * test harness) may hand in any string or number, and every bad one must come back as a
 * RulesError rather than a crash or a silent NaN.
 */
export function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  requireArray(allowed, field);
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesError("FRAY.Flurry.Error.UnknownValue", { field, value: String(value) });
  }
  return value as T;
}

/** A modifier to a roll or a target level: any whole number of sensible size. */
export function requireModifier(value: unknown, field: string): number {
  return requireInteger(value, field, -1000, 1000);
}
