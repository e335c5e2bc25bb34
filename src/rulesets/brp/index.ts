import { brpManifest } from "./manifest.js";
import { BRP_EXCHANGE_OPENERS } from "./flows/openers.js";
import type { Dice } from "../../core/dice.js";
import type { EncounterModel, EncounterParticipant } from "../../core/encounter.js";
import { itemSheetEntries, type Ruleset } from "../../foundry/ruleset.js";
import { rulesetTemplates } from "../../foundry/flows/templates.js";
import { setModelOptions } from "./data/models.js";
import { participantStats } from "./data/state.js";
import { actorLike, isBrp } from "./flows/openers.js";
import { registerIntentQuery } from "./flows/actions.js";
import { BRP_EXCHANGE_CARDS } from "./flows/exchange-cards.js";
import { BRP_EXCHANGE_HANDLERS } from "./flows/handlers.js";
import { registerBrpHooks } from "./flows/hooks.js";
import { BRP_OPTION_LABELS } from "./flows/option-labels.js";
import { BRP_OPTION_STORE, currentBrpOptions } from "./flows/options.js";
import { createBrpEncounter, type BrpEncounterState } from "./rules/encounter.js";
import { BrpCharacterSheet, BrpCreatureSheet, BrpObjectSheet } from "./sheets/actor-sheets.js";
import { BRP_ITEM_SHEETS } from "./sheets/item-sheets.js";

/**
 * The `brp` ruleset (Basic Roleplaying d100) as the Foundry glue sees it: data models, sheets,
 * the DEX-rank encounter model, world options, attack-card handlers and bodies, templates, packs.
 */

/** Every brp template, preloaded and registered as a partial under its own path. */
export const BRP_TEMPLATES: readonly string[] = rulesetTemplates("brp", [
  "actor/character-header.hbs",
  "actor/character-body.hbs",
  "actor/creature-sheet.hbs",
  "actor/object-sheet.hbs",
  "item/weapon-body.hbs",
  "item/shield-body.hbs",
  "item/armor-body.hbs",
  "item/power-body.hbs",
  "item/wound-body.hbs",
  "item/skill-body.hbs",
  "dialog/roll-dialog.hbs",
  "dialog/intent-dialog.hbs",
  "dialog/locations-dialog.hbs",
  "chat/parts/attack-body.hbs",
  "chat/parts/skill-body.hbs",
  "chat/parts/ruling-body.hbs",
  "parts/combat.hbs",
  "parts/item-controls.hbs",
  "parts/odds.hbs",
  "parts/skills.hbs",
  "parts/status.hbs",
  "parts/wounds.hbs",
]);

export const BRP_PACKS: readonly string[] = ["brp-weapons", "brp-armor", "brp-shields", "brp-skills", "brp-powers", "brp-creatures", "brp-tables"];


/**
 * The DEX-rank encounter model with the world's current options: each call reads the settings,
 * so a GM's change (statements, initiative rolls, powers in the action phase) applies from the
 * next step on without a reload.
 */
const encounter: EncounterModel<BrpEncounterState> = {
  ruleset: "brp",
  begin: (participants: readonly EncounterParticipant[], dice: Dice) => createBrpEncounter(currentBrpOptions()).begin(participants, dice),
  snapshot: (state) => createBrpEncounter(state.options).snapshot(state),
  act: (state, id, cost, ends) => createBrpEncounter(state.options).act(state, id, cost, ends),
  closePhase: (state) => createBrpEncounter(state.options).closePhase!(state),
  control: (state, id, key) => createBrpEncounter(state.options).control!(state, id, key),
  nextRound: (state, dice) => createBrpEncounter(currentBrpOptions()).nextRound({ ...state, options: { ...state.options, ...pick(currentBrpOptions()) } }, dice),
  join: (state, participant) => createBrpEncounter(state.options).join(state, participant),
  leave: (state, id) => createBrpEncounter(state.options).leave(state, id),
};

function pick(o: ReturnType<typeof currentBrpOptions>) {
  return { statements: o.statements, initiativeRolls: o.initiativeRolls, keepInitiativeRoll: o.keepInitiativeRoll, powersInActionPhase: o.powersInActionPhase };
}

/** DEX, INT, POW, relevant skill, weapon length and attacks for the DEX-rank order (BRP-SOI-4, BRP-ACT-2). */
function participantOf(actor: Actor.Implementation | null) {
  if (!isBrp(actor)) return {};
  const { system, items } = actorLike(actor);
  return { stats: participantStats(system, items), ...(system.side ? { side: system.side } : {}) };
}

export const brpRuleset: Ruleset = {
  ...brpManifest,
  sheets: [
    { documentName: "Actor", sheetClass: BrpCharacterSheet, types: ["brpCharacter"], label: "FRAY.Brp.Sheet.CharacterSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: BrpCreatureSheet, types: ["brpCreature"], label: "FRAY.Brp.Sheet.CreatureSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: BrpObjectSheet, types: ["brpObject"], label: "FRAY.Brp.Sheet.ObjectSheet", makeDefault: true },
    ...itemSheetEntries(BRP_ITEM_SHEETS, "FRAY.Brp.Sheet.ItemSheet"),
  ],
  encounter: encounter as EncounterModel<unknown>,
  participantOf,
  options: { store: BRP_OPTION_STORE, labels: BRP_OPTION_LABELS, apply: () => setModelOptions(currentBrpOptions()) },
  registerFlows: () => {
    registerBrpHooks();
    registerIntentQuery();
  },
  exchangeHandlers: BRP_EXCHANGE_HANDLERS,
  exchangeOpeners: BRP_EXCHANGE_OPENERS,
  exchangeCards: BRP_EXCHANGE_CARDS,
  templates: BRP_TEMPLATES,
  packs: BRP_PACKS,
  statusEffects: [
    { id: "prone", name: "FRAY.Brp.Status.Prone", img: "icons/svg/falling.svg" },
    { id: "stunned", name: "FRAY.Brp.Status.Stunned", img: "icons/svg/daze.svg" },
    { id: "entangled", name: "FRAY.Brp.Status.Entangled", img: "icons/svg/net.svg" },
    { id: "fatallyWounded", name: "FRAY.Brp.Status.FatallyWounded", img: "icons/svg/blood.svg" },
    // Conditions set by hand (BRP-DATA-3); the attack input reads them from the actor's statuses.
    { id: "engaged", name: "FRAY.Brp.Status.Engaged", img: "icons/svg/combat.svg" },
    { id: "unengaged", name: "FRAY.Brp.Status.Unengaged", img: "icons/svg/upgrade.svg" },
    { id: "aiming", name: "FRAY.Brp.Status.Aiming", img: "icons/svg/target.svg" },
    { id: "kneeling", name: "FRAY.Brp.Status.Kneeling", img: "icons/svg/shield.svg" },
    { id: "staunching", name: "FRAY.Brp.Status.Staunching", img: "icons/svg/regen.svg" },
    { id: "helpless", name: "FRAY.Brp.Status.Helpless", img: "icons/svg/paralysis.svg" },
    { id: "visionObscured", name: "FRAY.Brp.Status.VisionObscured", img: "icons/svg/blind.svg" },
    { id: "defensive", name: "FRAY.Brp.Status.Defensive", img: "icons/svg/mage-shield.svg" },
  ],
};

export default brpRuleset;
