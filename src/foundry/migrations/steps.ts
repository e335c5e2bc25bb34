/**
 * Versioned, pure migration steps. Each step turns the stored source of one document into the
 * next schema's source without dropping anything it does not deliberately move; the tests run
 * every step over fixtures and prove it. world.ts applies them, GM-only and in batches.
 */

export type Source = Readonly<Record<string, unknown>>;
export type DocumentKind = "Actor" | "Item" | "ChatMessage";

/** What a step may need to know about the running world (token bars per subtype). */
export interface MigrationContext {
  readonly tokenBars?: (type: string, token: unknown) => Source | null;
}

export interface MigrationStep {
  /** The schema version this step migrates to. */
  readonly version: string;
  /** Returns the migrated source, or the same object when nothing changes. */
  readonly migrate: (kind: DocumentKind, source: Source, context?: MigrationContext) => Source;
  /**
   * Subtypes whose `system` the step reshapes at load (the model's `migrateData` calls
   * `migrateSystem`): the database still holds the old shape, so the world migration writes their
   * whole `system` back once.
   */
  readonly persistsSystemOf?: ReadonlyArray<{ readonly kind: DocumentKind; readonly type: string }>;
  /** Field moves the step makes (`from` → `to`, dotted paths), so the no-field-lost test can follow them. */
  readonly moves?: ReadonlyArray<{ readonly kind: DocumentKind; readonly from: string; readonly to: string }>;
}

/** The schema version this build writes. */
export const SCHEMA_VERSION = "0.2.0";

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
export function migrateSource(
  kind: DocumentKind,
  source: Source,
  steps: readonly MigrationStep[],
  context: MigrationContext = {},
): { readonly changed: boolean; readonly source: Source } {
  let current = source;
  for (const step of steps) current = step.migrate(kind, current, context);
  return { changed: current !== source, source: current };
}

/** Whether a pending step reshaped this document's `system` at load, so it must be written back whole. */
export function mustPersistSystem(kind: DocumentKind, type: unknown, steps: readonly MigrationStep[]): boolean {
  return steps.some((step) => step.persistsSystemOf?.some((entry) => entry.kind === kind && entry.type === type));
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

// ---------------------------------------------------------------- load-time system shims

/**
 * 0.1.0: exchange cards written by pre-release builds kept the applied changes in `applied` (a
 * list of { id, userId, action, deltas }) without an undone flag; they now live in
 * `applications` with `undone`. Works on the card's `system` (what `migrateData` receives).
 */
export function exchangeApplicationsSystem(system: Source): Source {
  const applied = system["applied"];
  if (!Array.isArray(applied)) return system;
  // An empty `applications` (a default written next to the old field) does not block the move.
  const existing = system["applications"];
  const base = Array.isArray(existing) && existing.length === 0 ? deletePath(system, "applications") : system;
  const moved = renameField(base, "applied", "applications");
  const list = moved["applications"];
  if (!Array.isArray(list)) return moved;
  return {
    ...moved,
    applications: list.map((entry: unknown) => (typeof entry === "object" && entry !== null ? { undone: false, ...(entry as Source) } : entry)),
  };
}

/**
 * 0.2.0: brp armor locations are a list of location keys; forms of earlier builds could store
 * them as an object of checked boxes ({ head: true, chest: "on", legs: false }).
 */
export function armorLocationsSystem(system: Source): Source {
  const locations = system["locations"];
  if (typeof locations !== "object" || locations === null || Array.isArray(locations)) return system;
  const checked = Object.entries(locations as Source)
    .filter(([, value]) => value === true || value === "on" || value === "true")
    .map(([key]) => key);
  return { ...system, locations: checked };
}

/** The load-time shim of each subtype's `system`, as its model's `migrateData` runs it. */
const SYSTEM_SHIMS: Readonly<Record<string, (system: Source) => Source>> = {
  exchange: exchangeApplicationsSystem,
  brpArmor: armorLocationsSystem,
};

/** A subtype's stored `system` in the current shape (the same object when nothing changes). */
export function migrateSystem(type: string, system: Source): Source {
  const shim = SYSTEM_SHIMS[type];
  return shim ? shim(system) : system;
}

// ---------------------------------------------------------------- the steps

/** A step that applies a load-time system shim to whole document sources of one kind and type. */
function systemStep(version: string, kind: DocumentKind, type: string, moves: MigrationStep["moves"] = []): MigrationStep {
  return {
    version,
    moves,
    persistsSystemOf: [{ kind, type }],
    migrate(documentKind, source) {
      if (documentKind !== kind || source["type"] !== type) return source;
      const system = source["system"];
      if (typeof system !== "object" || system === null) return source;
      const next = migrateSystem(type, system as Source);
      return next === system ? source : { ...source, system: next };
    },
  };
}

/**
 * 0.2.0: token bars per subtype. Every actor's prototype token got the system-wide default bar
 * (a pool wound track) whatever its subtype; a bar this subtype cannot track becomes its own.
 */
const prototypeTokenBars: MigrationStep = {
  version: "0.2.0",
  migrate(kind, source, context) {
    if (kind !== "Actor" || !context?.tokenBars) return source;
    const fix = context.tokenBars(String(source["type"]), source["prototypeToken"]);
    if (!fix) return source;
    const token = (source["prototypeToken"] ?? {}) as Source;
    const merged: Record<string, unknown> = { ...token };
    for (const [bar, value] of Object.entries(fix)) merged[bar] = { ...((token[bar] as Source | undefined) ?? {}), ...(value as Source) };
    return { ...source, prototypeToken: merged };
  },
};

export const MIGRATION_STEPS: readonly MigrationStep[] = [
  systemStep("0.1.0", "ChatMessage", "exchange", [{ kind: "ChatMessage", from: "system.applied", to: "system.applications" }]),
  systemStep("0.2.0", "Item", "brpArmor"),
  prototypeTokenBars,
];
