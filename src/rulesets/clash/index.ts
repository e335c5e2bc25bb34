import { clashManifest } from "./manifest.js";
import type { EncounterModel } from "../../core/encounter.js";
import { liveEncounter } from "../../foundry/flows/live-encounter.js";
import { rulesetTemplates } from "../../foundry/flows/templates.js";
import { itemSheetEntries, type Ruleset } from "../../foundry/ruleset.js";
import { setModelPreset } from "./data/models.js";
import { CLASH_EXCHANGE_CARDS } from "./flows/exchange-cards.js";
import { CLASH_EXCHANGE_HANDLERS } from "./flows/handlers.js";
import { CLASH_EXCHANGE_OPENERS } from "./flows/openers.js";
import { registerClashHooks } from "./flows/hooks.js";
import { ClashCharacterSheet, ClashCreatureSheet } from "./sheets/actor-sheets.js";
import { CLASH_ITEM_SHEETS } from "./sheets/item-sheets.js";
import { participantStats, type CombatantSystem } from "./data/state.js";
import { CLASH_OPTION_STORE, currentClashOptions } from "./flows/options.js";
import { createClashEncounter } from "./rules/index.js";
import { CLASH_OPTION_LABELS } from "./flows/option-labels.js";

/**
 * The `clash` ruleset (opposed d100 with luck and the 4×4 clash table) as the Foundry glue sees
 * it: data models, the action-point encounter model, world options, status effects and packs.
 */

/** Every clash template, preloaded and registered as a partial under its own path. */
export const CLASH_TEMPLATES: readonly string[] = rulesetTemplates("clash", [
  "actor/combatant-sheet.hbs",
  "item/weapon-body.hbs",
  "item/armor-body.hbs",
  "item/spell-body.hbs",
  "item/action-body.hbs",
  "item/maneuver-body.hbs",
  "dialog/attack-dialog.hbs",
  "dialog/maneuver-chooser.hbs",
  "chat/parts/clash-body.hbs",
  "chat/parts/follow-up-body.hbs",
  "parts/odds.hbs",
  "parts/item-controls.hbs",
  "parts/tags.hbs",
  "parts/description.hbs",
]);

export const CLASH_PACKS: readonly string[] = ["clash-weapons", "clash-armor", "clash-actions", "clash-maneuvers", "clash-creatures"];

/**
 * The action-point encounter model with the world's current options: each call reads the
 * settings, so a GM's change of initiative formula applies from the next round on.
 */
const encounter = liveEncounter("clash", () => createClashEncounter(currentClashOptions()));

/** AP per round and initiative bonus for the encounter model (DL-FVTT-3). */
function participantOf(actor: Actor.Implementation | null) {
  if (!actor || !String(actor.type).startsWith("clash")) return {};
  return { stats: participantStats(actor.system as unknown as CombatantSystem) };
}

export const clashRuleset: Ruleset = {
  ...clashManifest,
  encounter: encounter as EncounterModel<unknown>,
  participantOf,
  options: { store: CLASH_OPTION_STORE, labels: CLASH_OPTION_LABELS, apply: () => setModelPreset(currentClashOptions().tierPreset) },
  sheets: [
    { documentName: "Actor", sheetClass: ClashCharacterSheet, types: ["clashCharacter"], label: "FRAY.Clash.Sheet.CharacterSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: ClashCreatureSheet, types: ["clashCreature"], label: "FRAY.Clash.Sheet.CreatureSheet", makeDefault: true },
    ...itemSheetEntries(CLASH_ITEM_SHEETS, "FRAY.Clash.Sheet.ItemSheet"),
  ],
  registerFlows: registerClashHooks,
  exchangeHandlers: CLASH_EXCHANGE_HANDLERS,
  exchangeOpeners: CLASH_EXCHANGE_OPENERS,
  exchangeCards: CLASH_EXCHANGE_CARDS,
  templates: CLASH_TEMPLATES,
  packs: CLASH_PACKS,
  statusEffects: [
    { id: "prone", name: "FRAY.Clash.Status.Prone", img: "icons/svg/falling.svg" },
    { id: "stunned", name: "FRAY.Clash.Status.Stunned", img: "icons/svg/daze.svg" },
    { id: "disarmed", name: "FRAY.Clash.Status.Disarmed", img: "icons/svg/sword.svg" },
    { id: "bleeding", name: "FRAY.Clash.Status.Bleeding", img: "icons/svg/blood.svg" },
    { id: "pinned", name: "FRAY.Clash.Status.Pinned", img: "icons/svg/net.svg" },
    { id: "blinded", name: "FRAY.Clash.Status.Blinded", img: "icons/svg/blind.svg" },
    { id: "poisoned", name: "FRAY.Clash.Status.Poisoned", img: "icons/svg/poison.svg" },
  ],
};

export default clashRuleset;
