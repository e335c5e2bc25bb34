import type { RulesetManifest } from "../../foundry/ruleset.js";
import { POOL_TRACKABLE } from "./data/trackable.js";
import { POOL_ACTOR_MODELS, POOL_ITEM_MODELS } from "./data/models.js";

/** Loaded in every world (models and token bars of pool documents); the slice itself loads only where pool is played. */
export const poolManifest: RulesetManifest = {
  key: "pool",
  label: "FRAY.Ruleset.Pool",
  foundryReady: true,
  actorModels: POOL_ACTOR_MODELS,
  itemModels: POOL_ITEM_MODELS,
  trackableAttributes: POOL_TRACKABLE,
};
