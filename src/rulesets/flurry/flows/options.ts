import { gameSettings, optionStore } from "../../../foundry/settings/option-store.js";
import { flurryOptionsSchema, type FlurryOptions } from "../rules/index.js";

/** The flurry options' one accessor: registered, read and written through the same keys. */
export const FLURRY_OPTION_STORE = optionStore("flurry", flurryOptionsSchema);

/** The world's flurry options, each validated; the rules' defaults outside Foundry or before the settings exist. */
export function currentFlurryOptions(): FlurryOptions {
  return FLURRY_OPTION_STORE.read(gameSettings());
}
