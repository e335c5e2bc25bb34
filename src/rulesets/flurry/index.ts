import type { Ruleset } from "../../foundry/ruleset.js";
import { setFlurryModelOptions } from "./data/models.js";
import { FLURRY_OPTION_LABELS } from "./flows/option-labels.js";
import { FLURRY_OPTION_STORE, currentFlurryOptions } from "./flows/options.js";
import { flurryManifest } from "./manifest.js";

/**
 * The `flurry` ruleset (War & Combat: hex facing, zones, flurries of blows, impact against
 * absorption) as the Foundry glue sees it: its manifest plus the world options.
 */
export const flurryRuleset: Ruleset = {
  ...flurryManifest,
  options: { store: FLURRY_OPTION_STORE, labels: FLURRY_OPTION_LABELS, apply: () => setFlurryModelOptions(currentFlurryOptions()) },
};

export default flurryRuleset;
