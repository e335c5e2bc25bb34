import { RulesError } from "../../../core/errors.js";
import { requireArray } from "../../../core/validate.js";

/**
 * Refuses a value outside a fixed list of names (a skill level, a move kind, a light level…), so a
 * typo from a document or a macro fails loudly instead of silently counting as nothing.
 */
export function requireOneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  requireArray(allowed, field);
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesError("FRAY.Dusk.Error.UnknownChoice", { field, value: String(value) });
  }
  return value as T;
}
