/**
 * Plain-data field specs shared by every ruleset's document data. A slice writes the shape of its
 * `system` data once as these specs; the Foundry data models build their schemas from them
 * (schema-from-spec.ts) and the compendium tests check YAML sources against the same specs under
 * plain Node. This file is pure: no Foundry globals, so tests and the rules can import it directly.
 */
import { requireRecord } from "./validate.js";

export type FieldSpec =
  | { readonly kind: "int"; readonly min: number; readonly max: number; readonly initial: number }
  | { readonly kind: "number"; readonly min: number; readonly max: number; readonly initial: number }
  | { readonly kind: "bool"; readonly initial: boolean }
  | { readonly kind: "choice"; readonly choices: readonly string[]; readonly initial: string }
  | { readonly kind: "string"; readonly initial: string }
  | { readonly kind: "html" }
  | { readonly kind: "stringList" }
  /** Free-form data (numbers, text, flags) such as a condition's countdown. */
  | { readonly kind: "record" }
  | { readonly kind: "object"; readonly fields: SpecFields }
  | { readonly kind: "list"; readonly of: SpecFields };

export type SpecFields = Readonly<Record<string, FieldSpec>>;

/**
 * The stored data a spec describes, as a TypeScript type: the data models declare their fields
 * and are checked against it (`implements StoredOf<…>`), so a field added to a spec and not to its
 * model, or typed differently, fails to compile.
 */
export type StoredOf<F extends SpecFields> = { [K in keyof F]: StoredValue<F[K]> };
type StoredValue<S extends FieldSpec> = S extends { kind: "int" | "number" }
  ? number
  : S extends { kind: "bool" }
    ? boolean
    : S extends { kind: "choice"; choices: readonly (infer C)[] }
      ? C
      : S extends { kind: "string" | "html" }
        ? string
        : S extends { kind: "stringList" }
          ? readonly string[]
          : S extends { kind: "record" }
            ? Readonly<Record<string, unknown>>
            : S extends { kind: "object"; fields: infer G extends SpecFields }
              ? StoredOf<G>
              : S extends { kind: "list"; of: infer G extends SpecFields }
                ? readonly StoredOf<G>[]
                : never;

export const int = (min: number, max: number, initial: number) => ({ kind: "int", min, max, initial }) as const;
export const bool = (initial: boolean) => ({ kind: "bool", initial }) as const;
export const choice = <C extends string>(choices: readonly C[], initial: C) => ({ kind: "choice", choices, initial }) as const;
export const str = (initial = "") => ({ kind: "string", initial }) as const;
export const html = { kind: "html" } as const;

/**
 * Numbers a compendium entry sets where the rules give none ("house values"): which field, and in
 * a sentence why that number. Kept as data, not prose, so sheets can mark each one with a badge
 * and a GM sees at a glance what is safe to change. `fields` lists what the type may mark.
 */
export const houseValues = <F extends string>(fields: readonly [F, ...F[]]) => ({ kind: "list", of: { field: choice(fields, fields[0]), why: str() } }) as const;

/**
 * The stored data of a document of subtype `type`, typed from that subtype's spec; null for a
 * document of any other subtype (another ruleset's actor dropped here, a missing target). The
 * schema is built from the same spec at runtime, where Foundry's types cannot see its fields, so
 * this one checked cast stands for a cast of `system` in every flow and sheet.
 */
export function storedSystem<S extends Readonly<Record<string, SpecFields>>, T extends keyof S & string>(specs: S, doc: { readonly type: unknown; readonly system: unknown } | null | undefined, type: T): StoredOf<S[T]> | null {
  return doc && String(doc.type) === type ? (doc.system as StoredOf<S[T]>) : null;
}

// ---------------------------------------------------------------- validation

/** Problems found in `data` against `fields`, as readable paths; empty when the data fits. */
export function specProblems(fields: SpecFields, data: unknown, path = "system"): string[] {
  requireRecord(fields, "fields");
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [`${path}: not an object`];
  const record = data as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(record)) if (!(key in fields)) problems.push(`${path}.${key}: unknown field`);
  for (const [key, spec] of Object.entries(fields)) {
    const here = `${path}.${key}`;
    const value = record[key];
    if (value === undefined) {
      problems.push(`${here}: missing`);
      continue;
    }
    problems.push(...valueProblems(spec, value, here));
  }
  return problems;
}

function valueProblems(spec: FieldSpec, value: unknown, path: string): string[] {
  switch (spec.kind) {
    case "int":
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
        ? []
        : [`${path}: ${String(value)} is not a whole number in ${spec.min}..${spec.max}`];
    case "number":
      return typeof value === "number" && value >= spec.min && value <= spec.max ? [] : [`${path}: ${String(value)} out of ${spec.min}..${spec.max}`];
    case "bool":
      return typeof value === "boolean" ? [] : [`${path}: not true/false`];
    case "choice":
      return typeof value === "string" && spec.choices.includes(value) ? [] : [`${path}: "${String(value)}" not one of ${spec.choices.join(", ")}`];
    case "string":
    case "html":
      return typeof value === "string" ? [] : [`${path}: not text`];
    case "stringList":
      return Array.isArray(value) && value.every((v) => typeof v === "string") ? [] : [`${path}: not a list of text`];
    case "record":
      return typeof value === "object" && value !== null && !Array.isArray(value) ? [] : [`${path}: not a record`];
    case "object":
      return specProblems(spec.fields, value, path);
    case "list":
      return Array.isArray(value) ? value.flatMap((entry, i) => specProblems(spec.of, entry, `${path}[${i}]`)) : [`${path}: not a list`];
  }
}

/** The initial `system` data of a spec: what a freshly created document holds. */
export function initialOf(fields: SpecFields): Record<string, unknown> {
  requireRecord(fields, "fields");
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) out[key] = initialValue(spec);
  return out;
}

function initialValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "html":
      return "";
    case "stringList":
    case "list":
      return [];
    case "record":
      return {};
    case "object":
      return initialOf(spec.fields);
    default:
      return spec.initial;
  }
}

/**
 * A dialog's values read as the typed choices a field spec describes: whole numbers truncated and
 * held to the spec's range, a choice only among its values, a box as ticked, text as given; a value
 * missing or unreadable keeps the fallback's. Roll dialogs read their forms with it, and the GM
 * reads a client's sent choices the same way. Pure.
 */
export function choicesFromForm<F extends SpecFields>(fields: F, values: Readonly<Record<string, unknown>>, fallback: StoredOf<F>): StoredOf<F> {
  requireRecord(fields, "fields");
  const kept = fallback as Readonly<Record<string, unknown>>;
  // Nothing readable sent at all keeps every fallback value.
  const given: Readonly<Record<string, unknown>> = values && typeof values === "object" ? values : {};
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) {
    const value = given[key];
    if (spec.kind === "int" || spec.kind === "number") {
      const n = spec.kind === "int" ? Math.trunc(Number(value)) : Number(value);
      out[key] = Number.isFinite(n) ? Math.max(spec.min, Math.min(spec.max, n)) : kept[key];
    } else if (spec.kind === "bool") out[key] = value === undefined ? kept[key] : value === true;
    else if (spec.kind === "choice") out[key] = typeof value === "string" && spec.choices.includes(value) ? value : kept[key];
    else if (spec.kind === "string") out[key] = typeof value === "string" ? value : kept[key];
    else out[key] = kept[key];
  }
  return out as StoredOf<F>;
}
