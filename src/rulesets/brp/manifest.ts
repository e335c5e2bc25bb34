import type { RulesetManifest } from "../../foundry/ruleset.js";
import { BRP_TRACKABLE } from "./data/trackable.js";
import { BRP_ACTOR_MODELS, BRP_ITEM_MODELS } from "./data/models.js";

/** Loaded in every world (models and token bars of brp documents); the slice itself loads only where brp is played. */
export const brpManifest: RulesetManifest = {
  key: "brp",
  label: "FRAY.Ruleset.Brp",
  foundryReady: true,
  actorModels: BRP_ACTOR_MODELS,
  itemModels: BRP_ITEM_MODELS,
  trackableAttributes: BRP_TRACKABLE,
};
