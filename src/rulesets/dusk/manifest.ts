import type { RulesetManifest } from "../../foundry/ruleset.js";

/** Known to every world (how to load the models, and the token bars, of dusk documents); the slice itself loads only where dusk is played. */
export const duskManifest: RulesetManifest = {
  key: "dusk",
  label: "FRAY.Ruleset.Dusk",
  foundryReady: true,
  documentModels: async () => {
    const { DUSK_ACTOR_MODELS, DUSK_ITEM_MODELS } = await import("./data/models.js");
    return { actorModels: DUSK_ACTOR_MODELS, itemModels: DUSK_ITEM_MODELS };
  },
  trackableAttributes: {
    duskCharacter: { bar: ["health", "pools.might", "pools.speed", "pools.intellect"], value: ["destiny"] },
    duskNpc: { bar: ["health"], value: ["armor", "damage"] },
  },
};
