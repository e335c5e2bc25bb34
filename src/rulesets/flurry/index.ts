import { rulesetTemplates } from "../../foundry/flows/templates.js";
import { itemSheetEntries, type Ruleset } from "../../foundry/ruleset.js";
import { setFlurryModelOptions } from "./data/models.js";
import { FLURRY_OPTION_LABELS } from "./flows/option-labels.js";
import { FLURRY_OPTION_STORE, currentFlurryOptions } from "./flows/options.js";
import { flurryManifest } from "./manifest.js";
import { FlurryCreatureSheet, FlurryFighterSheet } from "./sheets/actor-sheets.js";
import { FLURRY_ITEM_SHEETS } from "./sheets/item-sheets.js";
import type { EncounterModel } from "../../core/encounter.js";
import { FLURRY_ENCOUNTER, flurryParticipantOf } from "./flows/encounter.js";
import { registerEngageRequest } from "./flows/engage.js";
import { registerFlurryCards } from "./flows/flurry-cards.js";
import { FLURRY_EXCHANGE_HANDLERS } from "./flows/flurry-handlers.js";
import { FLURRY_STATUS_EFFECTS } from "./data/statuses.js";
import { FLURRY_PACKS } from "./data/packs.js";
import { registerFlurryScene } from "./scene/register.js";

/**
 * The `flurry` ruleset (War & Combat: hex facing, zones, flurries of blows, impact against
 * absorption) as the Foundry glue sees it: its manifest, sheets, world options and the
 * three-phase round in the tracker.
 */

/** Every flurry template, preloaded and registered as a partial under its own path. */
export const FLURRY_TEMPLATES: readonly string[] = rulesetTemplates("flurry", ["actor/fighter-sheet.hbs", "item/weapon-body.hbs", "item/protection-body.hbs", "parts/item-controls.hbs", "parts/description.hbs", "chat/parts/flurry-body.hbs", "dialog/declare.hbs", "dialog/impact-dice.hbs", "dialog/steps.hbs"]);

export const flurryRuleset: Ruleset = {
  ...flurryManifest,
  options: { store: FLURRY_OPTION_STORE, labels: FLURRY_OPTION_LABELS, apply: () => setFlurryModelOptions(currentFlurryOptions()) },
  sheets: [
    { documentName: "Actor", sheetClass: FlurryFighterSheet, types: ["flurryFighter"], label: "FRAY.Flurry.Sheet.FighterSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: FlurryCreatureSheet, types: ["flurryCreature"], label: "FRAY.Flurry.Sheet.CreatureSheet", makeDefault: true },
    ...itemSheetEntries(FLURRY_ITEM_SHEETS, "FRAY.Flurry.Sheet.ItemSheet"),
  ],
  encounter: FLURRY_ENCOUNTER as EncounterModel<unknown>,
  participantOf: flurryParticipantOf,
  registerFlows: () => {
    registerEngageRequest();
    registerFlurryCards();
    registerFlurryScene();
  },
  exchangeHandlers: FLURRY_EXCHANGE_HANDLERS,
  exchangeCards: { flurry: { title: "FRAY.Flurry.Card.Title", bodyPartial: "systems/fray/templates/flurry/chat/parts/flurry-body.hbs" } },
  templates: FLURRY_TEMPLATES,
  packs: FLURRY_PACKS,
  statusEffects: FLURRY_STATUS_EFFECTS,
};

export default flurryRuleset;
