import { rulesetOptions } from "../../../foundry/settings/settings.js";
import { duskOptionsSchema, type DuskOptions } from "../rules/options.js";

/** The world's dusk options (one world setting each), validated; defaults where unset. */
export function currentDuskOptions(): DuskOptions {
  return rulesetOptions("dusk", duskOptionsSchema);
}
