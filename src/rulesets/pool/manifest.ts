import type { RulesetManifest } from "../../foundry/ruleset.js";
import { POOL_TRACKABLE } from "./data/trackable.js";

/** Known to every world (how to load the models, and the token bars, of pool documents); the slice itself loads only where pool is played. */
export const poolManifest: RulesetManifest = {
  key: "pool",
  label: "FRAY.Ruleset.Pool",
  foundryReady: true,
  documentModels: async () => {
    const { POOL_ACTOR_MODELS, POOL_ITEM_MODELS } = await import("./data/models.js");
    return { actorModels: POOL_ACTOR_MODELS, itemModels: POOL_ITEM_MODELS };
  },
  trackableAttributes: POOL_TRACKABLE,
};
