/**
 * Bad input, every export: a module's exported functions are called with a valid baseline
 * argument set, then again with each argument (and each field of an object argument, and the
 * first element of an array argument) replaced by a value a caller outside TypeScript could hand
 * in — NaN, ±Infinity, −1, 2.5, 1e9, null, undefined, a string, an empty object or array, true.
 * Each call must either throw a RulesError whose key exists in lang/en.json or return a
 * well-formed value: no NaN or infinite number anywhere in it, and no number beyond
 * `MAX_MAGNITUDE` (a pool of a billion dice or a skill of a billion percent is garbage too).
 *
 * A module's table names every exported function; an export with no entry fails the check, so a
 * new rule cannot slip in unguarded. An exemption says why. A folder may list exports that are
 * not guarded yet: each must still fail, so the list only ever shrinks.
 */
import { appendFileSync, readdirSync, readFileSync, writeSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { ReplayDice } from "../../src/core/dice.js";
import { RulesError } from "../../src/core/errors.js";
import { flattenLang } from "../support/i18n-keys.js";

/** lang/en.json flattened: key → English text. */
export const LANG = flattenLang(JSON.parse(readFileSync(fileURLToPath(new URL("../../lang/en.json", import.meta.url)), "utf8")));

/** Largest magnitude a number in a rules result may have; the rules deal in dice, skills, metres and seconds. */
/** Set FUZZ_TRACE=1 to print each case before it runs (to find a call that hangs). */
const TRACE = Boolean(process.env.FUZZ_TRACE);
/** Set FUZZ_REPORT=<file> to append every failure there in full (the assertion diff is shortened). */
const REPORT = process.env.FUZZ_REPORT;

export const MAX_MAGNITUDE = 10_000_000;

export const BAD_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ["NaN", Number.NaN],
  ["Infinity", Number.POSITIVE_INFINITY],
  ["-Infinity", Number.NEGATIVE_INFINITY],
  ["-1", -1],
  ["2.5", 2.5],
  ["1e9", 1e9],
  ["null", null],
  ["undefined", undefined],
  ["a string", "junk"],
  ["an empty object", {}],
  ["an empty array", []],
  ["true", true],
];

/** Dice that answer with fixed faces, as captured from a real call of the function. */
export const replay = (values: readonly number[]) => new ReplayDice(values);

/**
 * A fresh baseline argument list (a factory, because dice are consumed and a call must never see
 * another call's leftovers), optionally with argument positions whose inside is not mutated:
 * a state object the module itself produced (an encounter or exchange state) is checked for its
 * shape at the boundary, not re-validated field by field on every step.
 */
export type Baseline = (() => unknown[]) | { readonly args: () => unknown[]; readonly opaque: readonly number[] };
export type ModuleTable = Readonly<Record<string, Baseline>>;
export type FolderTable = Readonly<Record<string, ModuleTable>>;
/** `"file.ts#name"` → why the export is not fed bad input. */
export type Exemptions = Readonly<Record<string, string>>;

type Path = ReadonlyArray<number | string>;

function isClass(value: unknown): boolean {
  return typeof value === "function" && /^class\b/.test(Function.prototype.toString.call(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Where bad values go: each argument, each field of an object argument, the first element of an array argument. */
function mutationPaths(args: readonly unknown[], arity: number, opaque: readonly number[]): Path[] {
  const paths: Path[] = [];
  const positions = Math.max(args.length, arity);
  for (let i = 0; i < positions; i++) {
    paths.push([i]);
    if (opaque.includes(i)) continue;
    const value = args[i];
    if (Array.isArray(value) && value.length > 0) paths.push([i, 0]);
    else if (isPlainObject(value)) for (const key of Object.keys(value)) paths.push([i, key]);
  }
  return paths;
}

function withValueAt(args: unknown[], path: Path, bad: unknown): unknown[] {
  const [position, field] = path as [number, (number | string)?];
  if (field === undefined) {
    const out = args.slice();
    while (out.length <= position) out.push(undefined);
    out[position] = bad;
    return out;
  }
  const container = args[position];
  const copy = (Array.isArray(container) ? container.slice() : { ...(container as object) }) as Record<string | number, unknown>;
  copy[field] = bad;
  const out = args.slice();
  out[position] = copy;
  return out;
}

/** Describes the first NaN, infinite or absurd number in a result, or undefined when there is none. */
export function malformation(result: unknown): string | undefined {
  const seen = new Set<unknown>();
  let visited = 0;
  const walk = (value: unknown, where: string): string | undefined => {
    if (typeof value === "number") {
      if (Number.isNaN(value)) return `${where} is NaN`;
      if (!Number.isFinite(value)) return `${where} is ${value}`;
      if (Math.abs(value) > MAX_MAGNITUDE) return `${where} is ${value}`;
      return undefined;
    }
    if (!value || typeof value !== "object" || seen.has(value) || ++visited > 200_000) return undefined;
    seen.add(value);
    if (ArrayBuffer.isView(value)) {
      const numbers = value as unknown as ArrayLike<number>;
      for (let i = 0; i < numbers.length; i++) {
        const problem = walk(numbers[i], `${where}[${i}]`);
        if (problem) return problem;
      }
      return undefined;
    }
    const entries: Array<[string, unknown]> =
      value instanceof Map
        ? [...value].map(([k, v]) => [String(k), v])
        : value instanceof Set
          ? [...value].map((v, i) => [String(i), v])
          : Object.entries(value);
    for (const [key, inner] of entries) {
      const problem = walk(inner, `${where}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };
  return walk(result, "result");
}

function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return value.length ? "[…]" : "[]";
  if (value && typeof value === "object") return Object.keys(value).length ? "{…}" : "{}";
  return String(value);
}

/** Calls once and says what is wrong with the outcome, or undefined when it is a RulesError or a well-formed value. */
export function judge(call: () => unknown): string | undefined {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    if (!(error instanceof RulesError)) return `throws ${(error as Error)?.name}: ${(error as Error)?.message}`;
    if (!LANG.has(error.i18nKey)) return `throws a RulesError with the unknown key ${error.i18nKey}`;
    return undefined;
  }
  return malformation(result);
}

/** Every failure of one export over all mutations of its baseline. */
export function failuresOf(fn: (...args: unknown[]) => unknown, baseline: Baseline): string[] {
  const factory = typeof baseline === "function" ? baseline : baseline.args;
  const opaque = typeof baseline === "function" ? [] : baseline.opaque;
  const failures: string[] = [];
  try {
    const problem = malformation(fn(...factory()));
    if (problem) failures.push(`baseline: ${problem}`);
  } catch (error) {
    failures.push(`baseline: throws ${(error as Error)?.name}: ${(error as Error)?.message} (a baseline must be a valid call)`);
  }
  for (const path of mutationPaths(factory(), fn.length, opaque)) {
    for (const [label, bad] of BAD_VALUES) {
      if (TRACE) writeSync(2, `${fn.name || "class"} ${JSON.stringify(path)} ${label}\n`);
      const problem = judge(() => fn(...withValueAt(factory(), path, bad)));
      if (problem) failures.push(`args${path.map((p) => `[${typeof p === "number" ? p : JSON.stringify(p)}]`).join("")} = ${label} (${show(bad)}): ${problem}`);
    }
  }
  return failures;
}

/**
 * Registers one test per exported function of every module in `folder` (relative to the project
 * root) plus a test that every export has a baseline or an exemption; returns nothing, counts
 * are asserted by the caller through `coveredCount`.
 */
export async function fuzzFolder(
  folder: string,
  table: FolderTable,
  exemptions: Exemptions,
  notYetGuarded: readonly string[] = [],
): Promise<{ covered: number; exempt: number }> {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const files = readdirSync(`${root}${folder}`)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts") && file !== "index.ts")
    .sort();
  const missing: string[] = [];
  let covered = 0;
  let exempt = 0;
  const modules = new Map<string, Record<string, unknown>>();
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ `${root}${folder}/${file}`)) as Record<string, unknown>;
    modules.set(file, module);
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== "function") continue;
      const key = `${file}#${name}`;
      if (key in exemptions) {
        exempt++;
        continue;
      }
      const baseline = table[file]?.[name];
      if (!baseline) {
        missing.push(key);
        continue;
      }
      covered++;
      const fn = isClass(value) ? (...args: unknown[]) => new (value as new (...a: unknown[]) => unknown)(...args) : value;
      Object.defineProperty(fn, "length", { value: (value as (...args: unknown[]) => unknown).length });
      if (notYetGuarded.includes(key)) {
        it(`${folder}/${key} is still listed as not yet guarded, and still fails (remove it from the list once it passes)`, () => {
          expect(failuresOf(fn as (...args: unknown[]) => unknown, baseline).length).toBeGreaterThan(0);
        });
        continue;
      }
      it(`${folder}/${key} answers bad input with a RulesError or a well-formed value`, () => {
        const failures = failuresOf(fn as (...args: unknown[]) => unknown, baseline);
        if (REPORT && failures.length) appendFileSync(REPORT, failures.map((f) => `${folder}/${key} ${f}\n`).join(""));
        expect(failures).toEqual([]);
      });
    }
  }
  const stale = Object.entries(table)
    .flatMap(([file, entries]) => Object.keys(entries).map((name) => `${file}#${name}`))
    .filter((key) => {
      const [file = "", name = ""] = key.split("#");
      return !files.includes(file) || !(name in (modules.get(file) ?? {}));
    });
  it(`every exported function of ${folder} has a baseline or a stated exemption, and every baseline an export`, () => {
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });
  return { covered, exempt };
}
