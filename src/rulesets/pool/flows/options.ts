import { DEFAULT_POOL_OPTIONS, poolOptions, poolOptionsSchema, type PoolOptions } from "../rules/options.js";

interface SettingsReader {
  get(namespace: string, key: string): unknown;
}

/** The world's pool options (settings `fray.pool.<option>`), validated; defaults where unset. */
export function currentPoolOptions(): PoolOptions {
  const settings = (globalThis as { game?: { settings?: SettingsReader } }).game?.settings;
  if (!settings) return DEFAULT_POOL_OPTIONS;
  const given: Record<string, unknown> = {};
  for (const key of Object.keys(poolOptionsSchema)) {
    try {
      given[key] = settings.get("fray", `pool.${key}`);
    } catch {
      // Not registered (e.g. before setup): the rules' default stands.
    }
  }
  try {
    return poolOptions(given);
  } catch {
    return DEFAULT_POOL_OPTIONS;
  }
}
