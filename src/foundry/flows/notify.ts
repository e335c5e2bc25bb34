import { RulesError } from "../../core/errors.js";

/**
 * What every ruleset's flows say to the user: localized text, warnings, and rules refusals turned
 * into notifications instead of exceptions. Only called inside Foundry (reads `game` and `ui`).
 */

export const localize = (key: string): string => game.i18n?.localize(key) ?? key;

/** `key` formatted with `data` (numbers shown as text). */
export function format(key: string, data: Readonly<Record<string, string | number>> = {}): string {
  return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
}

export function warn(key: string, data: Readonly<Record<string, string | number>> = {}): void {
  ui.notifications?.warn(format(key, data));
}

/** An error in the user's words: a rules refusal localized, anything else as its message. */
export function errorText(error: unknown): string {
  if (error instanceof RulesError) return format(error.i18nKey, error.data);
  return error instanceof Error ? error.message : String(error);
}

/** Shows a RulesError as a warning and reports true; any other error is rethrown. */
export function notifyRulesError(error: unknown): true {
  if (error instanceof RulesError) {
    warn(error.i18nKey, error.data);
    return true;
  }
  throw error;
}

/** Runs a flow, turning a rules refusal into a notification instead of an exception. */
export async function guarded(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    notifyRulesError(error);
  }
}
