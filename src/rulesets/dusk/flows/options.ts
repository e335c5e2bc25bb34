import { gameSettings, optionStore } from "../../../foundry/settings/option-store.js";
import { duskOptionsSchema, type DuskOptions } from "../rules/options.js";

/** The dusk options' one accessor: registered, read and written through the same keys. */
export const DUSK_OPTION_STORE = optionStore("dusk", duskOptionsSchema);

/** The world's dusk options, validated; the rules' defaults outside Foundry or before the settings exist. */
export function currentDuskOptions(): DuskOptions {
  return DUSK_OPTION_STORE.read(gameSettings());
}
