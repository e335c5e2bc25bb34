import { RulesError, requireInteger } from "./errors.js";

/**
 * The guards every public rules function uses on what it is handed. A caller outside TypeScript
 * (a document's stored data, a chat card, a macro, a relayed request) may pass anything, and each
 * bad value must come back as a RulesError naming the field, never as a TypeError deep inside a
 * resolver or as a NaN that reaches a sheet. Guards run once at a function's boundary and cost
 * O(1) (a list guard touches the list once, never per die inside a loop).
 */
export { requireInteger };

/** The largest die the rules roll or reason about (a d1000 in a formula). */
export const MAX_DIE_FACES = 1000;
/** The most dice one roll or one exact distribution may take. */
export const MAX_DICE = 1000;
/** The longest list (of dice, wounds, participants…) a rules function accepts. */
export const MAX_LIST = 10_000;

/** `undefined` when the value is missing, otherwise true or false (an optional flag of a record). */
export function optionalBoolean(value: unknown, field: string): boolean | undefined {
  return value === undefined ? undefined : requireBoolean(value, field);
}

/** A finite number within [min, max]. */
export function requireNumber(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RulesError("FRAY.Error.NotANumber", { field, value: String(value) });
  }
  if (value < min || value > max) throw new RulesError("FRAY.Error.OutOfRange", { field, value, min, max });
  return value;
}

/** `fallback` when the value is missing (undefined), otherwise an integer within [min, max]. */
export function optionalInteger(value: unknown, field: string, min: number, max: number, fallback: number): number {
  return value === undefined ? fallback : requireInteger(value, field, min, max);
}

/** A die's number of faces: a whole number from 1 to MAX_DIE_FACES. */
export function requireDiceFaces(value: unknown, field = "faces"): number {
  return requireInteger(value, field, 1, MAX_DIE_FACES);
}

/** A number of dice to roll: a whole number from 0 to MAX_DICE. */
export function requireDiceCount(value: unknown, field = "count"): number {
  return requireInteger(value, field, 0, MAX_DICE);
}

/**
 * Rolled faces handed in by a caller: a list of whole numbers 1..faces, of exactly `count`
 * entries when a count is expected (a player's dice are accepted as dice, nothing more).
 */
export function requireRolledDice(value: unknown, field: string, faces: number, count?: number): readonly number[] {
  const list = requireArray(value, field, MAX_DICE);
  if (count !== undefined && list.length !== count) {
    throw new RulesError("FRAY.Error.WrongDiceCount", { field, expected: count, got: list.length });
  }
  for (const face of list) {
    if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > faces) {
      throw new RulesError("FRAY.Error.NotADieFace", { field, value: String(face), faces });
    }
  }
  return list as readonly number[];
}

/** One of a fixed list of names (a skill level, a move kind, a hit location…). */
export function requireOneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!Array.isArray(allowed)) throw new RulesError("FRAY.Error.NotAList", { field: `${field} choices`, value: describe(allowed) });
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesError("FRAY.Error.NotAChoice", { field, value: String(value), allowed: allowed.join(", ") });
  }
  return value as T;
}

/** A plain object (not null, not a list). */
export function requireRecord(value: unknown, field: string): Record<string, unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw new RulesError("FRAY.Error.NotARecord", { field, value: describe(value) });
  }
  return value as Record<string, unknown>;
}

/** A list of at most `maxLength` entries. */
export function requireArray(value: unknown, field: string, maxLength = MAX_LIST): readonly unknown[] {
  if (!Array.isArray(value)) throw new RulesError("FRAY.Error.NotAList", { field, value: describe(value) });
  if (value.length > maxLength) throw new RulesError("FRAY.Error.ListTooLong", { field, length: value.length, max: maxLength });
  return value;
}

/** A string (an id, a name, a formula). */
export function requireString(value: unknown, field: string): string {
  if (typeof value !== "string") throw new RulesError("FRAY.Error.NotText", { field, value: describe(value) });
  return value;
}

/** true or false. */
export function requireBoolean(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") throw new RulesError("FRAY.Error.NotAYesNo", { field, value: describe(value) });
  return value;
}

/** A short, readable rendering of a bad value for an error message. */
function describe(value: unknown): string {
  if (Array.isArray(value)) return "[…]";
  if (value && typeof value === "object") return "{…}";
  return String(value);
}
