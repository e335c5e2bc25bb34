import type { RulesetManifest } from "../../foundry/ruleset.js";

/**
 * Known to every world (how to load the models, and the token values, of flurry documents); the
 * slice itself loads only where flurry is played. Offered to GMs: a fight plays from the tracker
 * and the flurry cards.
 */
export const flurryManifest: RulesetManifest = {
  key: "flurry",
  label: "FRAY.Ruleset.Flurry",
  foundryReady: true,
  documentModels: async () => {
    const { FLURRY_ACTOR_MODELS, FLURRY_ITEM_MODELS } = await import("./data/models.js");
    return { actorModels: FLURRY_ACTOR_MODELS, itemModels: FLURRY_ITEM_MODELS };
  },
  trackableAttributes: {
    flurryFighter: { bar: [], value: ["fighterRank", "movementRate"] },
    flurryCreature: { bar: [], value: ["fighterRank", "movementRate"] },
  },
};
