/**
 * The `foundry.utils` functions Fray calls and the update arithmetic every document operation
 * uses, written from Foundry's public API pages (foundryvtt.com/api/v13, namespace
 * foundry.utils: getProperty, setProperty, expandObject, mergeObject, randomID, isNewerVersion)
 * and Document#update — not from Foundry's code.
 */

export type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** A JSON-safe deep copy (documents hold JSON data only). */
export function deepClone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** `getProperty(object, "a.b.c")` (foundry.utils.getProperty): undefined when any step is missing. */
export function getProperty(object: unknown, path: string): unknown {
  let here: unknown = object;
  for (const key of path.split(".")) {
    if (here === null || here === undefined) return undefined;
    here = (here as Plain)[key];
  }
  return here;
}

/** `setProperty(object, "a.b", value)` (foundry.utils.setProperty): creates missing objects; returns whether it changed. */
export function setProperty(object: Plain, path: string, value: unknown): boolean {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let here: Plain = object;
  for (const key of keys) {
    if (!isPlainObject(here[key])) here[key] = {};
    here = here[key] as Plain;
  }
  const changed = here[last] !== value;
  here[last] = value;
  return changed;
}

/**
 * `expandObject` (foundry.utils.expandObject): dotted keys become nested objects; the operator
 * prefixes `-=` (delete) and `==` (replace) stay on the key they prefix ("system.==payload").
 */
export function expandObject(data: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(data)) {
    const expanded = isPlainObject(value) ? expandObject(value) : value;
    if (!key.includes(".")) {
      out[key] = isPlainObject(out[key]) && isPlainObject(expanded) ? { ...(out[key] as Plain), ...expanded } : expanded;
      continue;
    }
    const keys = key.split(".");
    const last = keys.pop() as string;
    let here = out;
    for (const step of keys) {
      if (!isPlainObject(here[step])) here[step] = {};
      here = here[step] as Plain;
    }
    here[last] = isPlainObject(here[last]) && isPlainObject(expanded) ? { ...(here[last] as Plain), ...expanded } : expanded;
  }
  return out;
}

/**
 * How an update lands on stored data (mergeObject with operators applied, as Document#update does):
 * plain objects merge key by key, recursively; anything else (numbers, strings, arrays, null)
 * replaces; `-=key` deletes the key; `==key` (v13) replaces the whole value instead of merging.
 * Returns a new object; `target` is not touched.
 */
export function applyUpdate(target: Plain, changes: Plain): Plain {
  const out: Plain = deepClone(target);
  for (const [rawKey, value] of Object.entries(changes)) {
    if (rawKey.startsWith("-=")) {
      delete out[rawKey.slice(2)];
      continue;
    }
    if (rawKey.startsWith("==")) {
      out[rawKey.slice(2)] = deepClone(value);
      continue;
    }
    const current = out[rawKey];
    out[rawKey] = isPlainObject(current) && isPlainObject(value) ? applyUpdate(current, value) : deepClone(value);
  }
  return out;
}

/**
 * What changed from `before` to `after`, as update data that reproduces `after` when applied with
 * `applyUpdate`: changed leaves, nested objects as nested diffs, removed keys as `-=key: null`.
 * Foundry sends and reports this differential form (`diff: true`, the default of updates).
 */
export function diffSource(before: Plain, after: Plain): Plain {
  const diff: Plain = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (isPlainObject(old) && isPlainObject(value)) {
      const inner = diffSource(old, value);
      if (Object.keys(inner).length) diff[key] = inner;
    } else if (JSON.stringify(old) !== JSON.stringify(value)) {
      diff[key] = deepClone(value);
    }
  }
  for (const key of Object.keys(before)) if (!(key in after)) diff[`-=${key}`] = null;
  return diff;
}

/** Every dotted path an update names (operators stripped), for validating only what changed. */
export function changedPaths(changes: Plain, prefix = ""): string[] {
  const paths: string[] = [];
  for (const [rawKey, value] of Object.entries(changes)) {
    const key = rawKey.replace(/^(-=|==)/, "");
    const path = prefix ? `${prefix}.${key}` : key;
    if (rawKey.startsWith("-=")) continue;
    if (isPlainObject(value) && !rawKey.startsWith("==") && Object.keys(value).length) paths.push(...changedPaths(value, path));
    else paths.push(path);
  }
  return paths;
}

let idRandom: () => number = Math.random;
/** The double draws ids from the table's seeded generator, so a run is reproducible. */
export function setIdRandom(random: () => number): void {
  idRandom = random;
}

/** `randomID(16)` (foundry.utils.randomID): 16 alphanumeric characters. */
export function randomID(length = 16): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  for (let i = 0; i < length; i++) id += chars[Math.floor(idRandom() * chars.length)];
  return id;
}

/** `isNewerVersion(v1, v0)` (foundry.utils.isNewerVersion): dotted numeric comparison. */
export function isNewerVersion(v1: string | number, v0: string | number): boolean {
  const a = String(v1).split(".").map(Number);
  const b = String(v0).split(".").map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

export const utils = {
  deepClone,
  getProperty,
  setProperty,
  expandObject,
  randomID,
  isNewerVersion,
  mergeObject: (original: Plain, other: Plain) => applyUpdate(original, expandObject(other)),
  debouncedReload: () => undefined,
};
