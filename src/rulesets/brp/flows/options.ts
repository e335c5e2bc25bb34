import { gameSettings, optionStore } from "../../../foundry/settings/option-store.js";
import { brpOptionsSchema, type BrpOptions } from "../rules/options.js";

/** The brp options' one accessor: registered, read and written through the same keys. */
export const BRP_OPTION_STORE = optionStore("brp", brpOptionsSchema);

/** The world's brp options, each validated; defaults where unset. */
export function currentBrpOptions(): BrpOptions {
  return BRP_OPTION_STORE.read(gameSettings());
}
