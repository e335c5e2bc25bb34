import { gameSettings, optionStore } from "../../../foundry/settings/option-store.js";
import { clashOptionsSchema, type ClashOptions } from "../rules/index.js";

/** The clash options' one accessor: registered, read and written through the same keys. */
export const CLASH_OPTION_STORE = optionStore("clash", clashOptionsSchema);

/**
 * The world's clash options, each validated; the rules' defaults outside Foundry (tests,
 * simulation) or before the settings exist.
 */
export function currentClashOptions(): ClashOptions {
  return CLASH_OPTION_STORE.read(gameSettings());
}
