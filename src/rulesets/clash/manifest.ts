import type { RulesetManifest } from "../../foundry/ruleset.js";
import { CLASH_ACTOR_MODELS, CLASH_ITEM_MODELS } from "./data/models.js";

/** Loaded in every world (models and token bars of clash documents); the slice itself loads only where clash is played. */
export const clashManifest: RulesetManifest = {
  key: "clash",
  label: "FRAY.Ruleset.Clash",
  foundryReady: true,
  actorModels: CLASH_ACTOR_MODELS,
  itemModels: CLASH_ITEM_MODELS,
  trackableAttributes: {
    clashCharacter: { bar: ["hp", "ap", "luck"], value: ["naturalArmor"] },
    clashCreature: { bar: ["hp", "ap", "luck"], value: ["naturalArmor"] },
  },
};
