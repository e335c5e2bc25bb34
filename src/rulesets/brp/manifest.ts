import type { RulesetManifest } from "../../foundry/ruleset.js";
import { BRP_TRACKABLE } from "./data/trackable.js";

/** Known to every world (how to load the models, and the token bars, of brp documents); the slice itself loads only where brp is played. */
export const brpManifest: RulesetManifest = {
  key: "brp",
  label: "FRAY.Ruleset.Brp",
  foundryReady: true,
  documentModels: async () => {
    const { BRP_ACTOR_MODELS, BRP_ITEM_MODELS } = await import("./data/models.js");
    return { actorModels: BRP_ACTOR_MODELS, itemModels: BRP_ITEM_MODELS };
  },
  trackableAttributes: BRP_TRACKABLE,
};
