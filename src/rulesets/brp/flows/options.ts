import { BRP_DEFAULTS, brpOptions, brpOptionsSchema, type BrpOptions } from "../rules/options.js";

interface SettingsReader {
  get(namespace: string, key: string): unknown;
}

/** The world's brp options (settings `fray.brp.<option>`), validated; defaults where unset. */
export function currentBrpOptions(): BrpOptions {
  const settings = (globalThis as { game?: { settings?: SettingsReader } }).game?.settings;
  if (!settings) return BRP_DEFAULTS;
  const given: Record<string, unknown> = {};
  for (const key of Object.keys(brpOptionsSchema)) {
    try {
      given[key] = settings.get("fray", `brp.${key}`);
    } catch {
      // Not registered (e.g. before setup): the rules' default stands.
    }
  }
  try {
    return brpOptions(given);
  } catch {
    return BRP_DEFAULTS;
  }
}
