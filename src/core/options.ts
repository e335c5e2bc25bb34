import { RulesError } from "./errors.js";
import { requireOneOf, requireRecord } from "./validate.js";

/**
 * Typed ruleset options with defaults and validation. A ruleset declares its options once;
 * the Foundry layer turns the same declaration into world settings in the ruleset's menu, and
 * pure code receives a complete, validated options object.
 */
export type OptionSpec =
  | { readonly type: "boolean"; readonly default: boolean }
  | { readonly type: "number"; readonly default: number; readonly min: number; readonly max: number; readonly integer?: boolean }
  | { readonly type: "choice"; readonly default: string; readonly choices: readonly string[] };

export type OptionsSchema = Readonly<Record<string, OptionSpec>>;

type ValueOf<S extends OptionSpec> = S extends { type: "boolean" }
  ? boolean
  : S extends { type: "number" }
    ? number
    : S extends { type: "choice"; choices: readonly (infer C)[] }
      ? C
      : never;

export type OptionsOf<S extends OptionsSchema> = { -readonly [K in keyof S]: ValueOf<S[K]> };

export function defaultsOf<S extends OptionsSchema>(schema: S): OptionsOf<S> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(requireRecord(schema, "schema"))) {
    const s = requireRecord(spec, key);
    requireOneOf(s.type, `${key}.type`, ["boolean", "number", "choice"]);
    out[key] = s.default;
  }
  return out as OptionsOf<S>;
}

/** Fills defaults and rejects unknown keys and values of the wrong type or out of range. */
export function validateOptions<S extends OptionsSchema>(schema: S, given: Readonly<Record<string, unknown>> = {}): OptionsOf<S> {
  const out = defaultsOf(schema) as Record<string, unknown>;
  for (const [key, value] of Object.entries(requireRecord(given, "options"))) {
    const spec = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (!spec) throw new RulesError("FRAY.Error.UnknownOption", { option: key });
    if (value === undefined) continue;
    out[key] = checkOption(key, spec, value);
  }
  return out as OptionsOf<S>;
}

/**
 * One option read from an options object a caller handed in (often a `Pick` of the full set, or
 * a hand-made one in a macro), checked against its spec: the default when the object lacks it,
 * a RulesError when it holds something the schema does not allow. O(1), for rules entry points.
 */
export function optionOf<S extends OptionsSchema, K extends keyof S & string>(schema: S, options: unknown, key: K): OptionsOf<S>[K] {
  const spec = typeof key === "string" && Object.hasOwn(requireRecord(schema, "schema"), key) ? schema[key] : undefined;
  if (!spec) throw new RulesError("FRAY.Error.UnknownOption", { option: String(key) });
  if (isCheckedWhole(schema, options)) return (options as Record<string, unknown>)[key] as OptionsOf<S>[K];
  const value = requireRecord(options, "options")[key];
  return (value === undefined ? spec.default : checkOption(key, spec, value)) as OptionsOf<S>[K];
}

/**
 * Frozen options objects (the defaults, a world's settings snapshot) checked whole against a
 * schema once: they cannot change afterwards, so every later read of one key costs one lookup.
 * Step machines read a handful of options per step, and these reads sit on their hot path.
 */
const CHECKED_WHOLE = new WeakMap<object, WeakSet<object>>();

/** The last pair found checked, so a run of reads of one options object skips even the lookups. */
let lastWhole: { schema: object; options: object } | undefined;

function isCheckedWhole(schema: OptionsSchema, options: unknown): boolean {
  if (options === null || typeof options !== "object") return false;
  if (lastWhole !== undefined && lastWhole.options === options && lastWhole.schema === schema) return true;
  let checked = CHECKED_WHOLE.get(schema);
  if (checked?.has(options)) {
    lastWhole = { schema, options };
    return true;
  }
  if (!Object.isFrozen(options)) return false;
  // Every key known and every value allowed, with every option present: then reads need no check.
  const record = options as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(schema, key)) return false;
  }
  for (const [key, spec] of Object.entries(schema)) {
    if (record[key] === undefined || !allowed(spec, record[key])) return false;
  }
  if (!checked) CHECKED_WHOLE.set(schema, (checked = new WeakSet()));
  checked.add(options);
  lastWhole = { schema, options };
  return true;
}

function allowed(spec: OptionSpec, value: unknown): boolean {
  switch (spec.type) {
    case "boolean":
      return typeof value === "boolean";
    case "number":
      return typeof value === "number" && Number.isFinite(value) && value >= spec.min && value <= spec.max && (!spec.integer || Number.isInteger(value));
    case "choice":
      return typeof value === "string" && spec.choices.includes(value);
  }
}

function checkOption(key: string, spec: OptionSpec, value: unknown): unknown {
  if (!allowed(spec, value)) throw new RulesError("FRAY.Error.InvalidOption", { option: key, value: String(value) });
  return value;
}
