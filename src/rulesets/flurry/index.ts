import type { Ruleset } from "../../foundry/ruleset.js";
import { FLURRY_ACTOR_MODELS, FLURRY_ITEM_MODELS, setFlurryModelOptions } from "./data/models.js";
import { FLURRY_OPTION_LABELS } from "./flows/option-labels.js";
import { FLURRY_OPTION_STORE, currentFlurryOptions } from "./flows/options.js";

/**
 * The `flurry` ruleset (War & Combat: hex facing, zones, flurries of blows, impact against
 * absorption) as the Foundry glue sees it. Not offered to GMs yet (`foundryReady: false`): its
 * documents load in every world, and the fight is not playable from the tracker and cards yet.
 */
export const flurryRuleset: Ruleset = {
  key: "flurry",
  label: "FRAY.Ruleset.Flurry",
  foundryReady: false,
  actorModels: FLURRY_ACTOR_MODELS,
  itemModels: FLURRY_ITEM_MODELS,
  options: { store: FLURRY_OPTION_STORE, labels: FLURRY_OPTION_LABELS, apply: () => setFlurryModelOptions(currentFlurryOptions()) },
  trackableAttributes: {
    flurryFighter: { bar: [], value: ["fighterRank", "movementRate"] },
    flurryCreature: { bar: [], value: ["fighterRank", "movementRate"] },
  },
};

export default flurryRuleset;
