import type { RulesetManifest } from "../../foundry/ruleset.js";
import { FLURRY_ACTOR_MODELS, FLURRY_ITEM_MODELS } from "./data/models.js";

/**
 * Loaded in every world (models and token values of flurry documents); the slice itself loads only
 * where flurry is played. Not offered to GMs yet (`foundryReady: false`): a fight does not play
 * from the tracker and cards end to end yet.
 */
export const flurryManifest: RulesetManifest = {
  key: "flurry",
  label: "FRAY.Ruleset.Flurry",
  foundryReady: false,
  actorModels: FLURRY_ACTOR_MODELS,
  itemModels: FLURRY_ITEM_MODELS,
  trackableAttributes: {
    flurryFighter: { bar: [], value: ["fighterRank", "movementRate"] },
    flurryCreature: { bar: [], value: ["fighterRank", "movementRate"] },
  },
};
