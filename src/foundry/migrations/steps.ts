/**
 * Versioned, pure migration steps. Each step turns the stored source of one document into the
 * next schema's source without dropping anything it does not deliberately move; the tests run
 * every step over fixtures and prove it. world.ts applies them, GM-only and in batches.
 */

export type Source = Readonly<Record<string, unknown>>;
export type DocumentKind = "Actor" | "Item" | "ChatMessage";

export interface MigrationStep {
  /** The schema version this step migrates to. */
  readonly version: string;
  /** Returns the migrated source, or the same object when nothing changes. */
  readonly migrate: (kind: DocumentKind, source: Source) => Source;
  /** Field moves the step makes (`from` → `to`, dotted paths), so the no-field-lost test can follow them. */
  readonly moves?: ReadonlyArray<{ readonly kind: DocumentKind; readonly from: string; readonly to: string }>;
}

/** The schema version this build writes. */
export const SCHEMA_VERSION = "0.1.0";

/** Numeric dotted-version comparison (`0.10.0` > `0.9.1`); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split(".").map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** Steps newer than `fromVersion` (empty string: a world never migrated) up to `toVersion`, in order. */
export function pendingSteps(steps: readonly MigrationStep[], fromVersion: string, toVersion = SCHEMA_VERSION): MigrationStep[] {
  return [...steps]
    .filter((step) => (fromVersion === "" || compareVersions(step.version, fromVersion) > 0) && compareVersions(step.version, toVersion) <= 0)
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** Runs steps over one source; reports whether anything changed. */
export function migrateSource(kind: DocumentKind, source: Source, steps: readonly MigrationStep[]): { readonly changed: boolean; readonly source: Source } {
  let current = source;
  for (const step of steps) current = step.migrate(kind, current);
  return { changed: current !== source, source: current };
}

/**
 * The update that turns `before` into `after`: top-level keys whose value changed (whole
 * objects, applied with `recursive: false`) and `-=key` deletions for keys that disappeared.
 */
export function updateFor(before: Source, after: Source): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) update[key] = value;
  }
  for (const key of Object.keys(before)) if (!(key in after)) update[`-=${key}`] = null;
  return update;
}

// ---------------------------------------------------------------- helpers for steps and migrateData

/** Reads a dotted path. */
export function getPath(source: Source, path: string): unknown {
  let node: unknown = source;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `source` with `path` set (creating objects on the way). */
export function setPath(source: Source, path: string, value: unknown): Source {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return source;
  if (rest.length === 0) return { ...source, [head]: value };
  const child = source[head];
  const childSource = typeof child === "object" && child !== null && !Array.isArray(child) ? (child as Source) : {};
  return { ...source, [head]: setPath(childSource, rest.join("."), value) };
}

/** A copy of `source` without `path`. */
export function deletePath(source: Source, path: string): Source {
  const [head, ...rest] = path.split(".");
  if (head === undefined || !(head in source)) return source;
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = source;
    return others;
  }
  const child = source[head];
  if (typeof child !== "object" || child === null || Array.isArray(child)) return source;
  return { ...source, [head]: deletePath(child as Source, rest.join(".")) };
}

/**
 * Moves `from` to `to` when `from` holds a value and `to` does not (an old field name still in
 * stored data). Data models call this from `static migrateData` as a load-time shim.
 */
export function renameField(source: Source, from: string, to: string): Source {
  const value = getPath(source, from);
  if (value === undefined || getPath(source, to) !== undefined) return source;
  return setPath(deletePath(source, from), to, value);
}

// ---------------------------------------------------------------- the steps

/**
 * 0.1.0: exchange cards written by pre-release builds kept the applied changes in
 * `system.applied` (a list of { id, userId, action, deltas }) without an undone flag; they now live in
 * `system.applications` with `undone`.
 */
const exchangeApplications: MigrationStep = {
  version: "0.1.0",
  moves: [{ kind: "ChatMessage", from: "system.applied", to: "system.applications" }],
  migrate(kind, source) {
    if (kind !== "ChatMessage" || source["type"] !== "exchange") return source;
    const applied = getPath(source, "system.applied");
    if (!Array.isArray(applied)) return source;
    // An empty `applications` (a default written next to the old field) does not block the move.
    const existing = getPath(source, "system.applications");
    const base = Array.isArray(existing) && existing.length === 0 ? deletePath(source, "system.applications") : source;
    const moved = renameField(base, "system.applied", "system.applications");
    const list = getPath(moved, "system.applications");
    if (!Array.isArray(list)) return moved;
    return setPath(moved, "system.applications", list.map((entry: unknown) => (typeof entry === "object" && entry !== null ? { undone: false, ...(entry as Source) } : entry)));
  },
};

export const MIGRATION_STEPS: readonly MigrationStep[] = [exchangeApplications];
