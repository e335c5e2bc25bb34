import type { RulesetManifest } from "../../foundry/ruleset.js";
import { DUSK_ACTOR_MODELS, DUSK_ITEM_MODELS } from "./data/models.js";

/** Loaded in every world (models and token bars of dusk documents); the slice itself loads only where dusk is played. */
export const duskManifest: RulesetManifest = {
  key: "dusk",
  label: "FRAY.Ruleset.Dusk",
  foundryReady: true,
  actorModels: DUSK_ACTOR_MODELS,
  itemModels: DUSK_ITEM_MODELS,
  trackableAttributes: {
    duskCharacter: { bar: ["health", "pools.might", "pools.speed", "pools.intellect"], value: ["destiny"] },
    duskNpc: { bar: ["health"], value: ["armor", "damage"] },
  },
};
