import { gameSettings, optionStore } from "../../../foundry/settings/option-store.js";
import { poolOptionsSchema, type PoolOptions } from "../rules/options.js";

/** The pool options' one accessor: registered, read and written through the same keys. */
export const POOL_OPTION_STORE = optionStore("pool", poolOptionsSchema);

/** The world's pool options, each validated; defaults where unset. */
export function currentPoolOptions(): PoolOptions {
  return POOL_OPTION_STORE.read(gameSettings());
}
