/**
 * Browser fixtures (`test/browser/fixtures/<name>.json`): which templates make up one sheet,
 * dialog or chat card, the classes on its root, and the context its renderer produces.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

/** A sheet or dialog (600 px window), a chat card (window and 300 px chat log), or a sidebar tab such as the combat tracker (300 px). */
export const FIXTURE_KINDS = ["sheet", "chat", "dialog", "sidebar"] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];

export interface Fixture {
  readonly name: string;
  readonly kind: FixtureKind;
  readonly rootClasses: readonly string[];
  readonly parts: readonly string[];
  readonly context: Record<string, unknown>;
  /** Optional window title; defaults to the fixture name. */
  readonly title?: string;
}

export const FIXTURES_DIR = "test/browser/fixtures";

/** Reasons a parsed fixture file is not usable (empty when it is). */
export function fixtureProblems(file: string, data: unknown): string[] {
  const problems: string[] = [];
  const f = (data ?? {}) as Partial<Record<keyof Fixture, unknown>>;
  const stem = basename(file, ".json");
  if (f.name !== stem) problems.push(`name should be "${stem}" (the file name)`);
  if (!FIXTURE_KINDS.includes(f.kind as FixtureKind)) problems.push(`kind must be one of ${FIXTURE_KINDS.join(", ")}`);
  if (!Array.isArray(f.rootClasses) || !f.rootClasses.every((c) => typeof c === "string")) problems.push("rootClasses must be a list of strings");
  if (!Array.isArray(f.parts) || f.parts.length === 0 || !f.parts.every((p) => typeof p === "string")) problems.push("parts must be a non-empty list of template paths");
  if (!f.context || typeof f.context !== "object" || Array.isArray(f.context)) problems.push("context must be an object");
  return problems.map((problem) => `${file}: ${problem}`);
}

export function fixtureFiles(root: string): string[] {
  const dir = join(root, FIXTURES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => join(dir, file));
}

export function loadFixtures(root: string): Fixture[] {
  return fixtureFiles(root).map((file) => JSON.parse(readFileSync(file, "utf8")) as Fixture);
}
