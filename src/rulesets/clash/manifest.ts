import type { RulesetManifest } from "../../foundry/ruleset.js";

/** Known to every world (how to load the models, and the token bars, of clash documents); the slice itself loads only where clash is played. */
export const clashManifest: RulesetManifest = {
  key: "clash",
  label: "FRAY.Ruleset.Clash",
  foundryReady: true,
  documentModels: async () => {
    const { CLASH_ACTOR_MODELS, CLASH_ITEM_MODELS } = await import("./data/models.js");
    return { actorModels: CLASH_ACTOR_MODELS, itemModels: CLASH_ITEM_MODELS };
  },
  trackableAttributes: {
    clashCharacter: { bar: ["hp", "ap", "luck"], value: ["naturalArmor"] },
    clashCreature: { bar: ["hp", "ap", "luck"], value: ["naturalArmor"] },
  },
};
