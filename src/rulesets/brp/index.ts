import { BRP_EXCHANGE_OPENERS } from "./flows/openers.js";
import type { Dice } from "../../core/dice.js";
import type { EncounterModel, EncounterParticipant } from "../../core/encounter.js";
import { BRP_TRACKABLE } from "./data/trackable.js";
import { itemSheetEntries, type Ruleset, type RulesetOptionLabel } from "../../foundry/ruleset.js";
import { rulesetTemplates } from "../../foundry/flows/templates.js";
import { BRP_ACTOR_MODELS, BRP_ITEM_MODELS, setModelOptions } from "./data/models.js";
import { participantStats, type ItemLike, type LivingSystem } from "./data/state.js";
import { registerIntentQuery } from "./flows/actions.js";
import { BRP_EXCHANGE_CARDS } from "./flows/exchange-cards.js";
import { BRP_EXCHANGE_HANDLERS } from "./flows/handlers.js";
import { registerBrpHooks } from "./flows/hooks.js";
import { BRP_OPTION_STORE, currentBrpOptions } from "./flows/options.js";
import { createBrpEncounter, type BrpEncounterState } from "./rules/encounter.js";
import { brpOptionsSchema } from "./rules/options.js";
import { BrpCharacterSheet, BrpCreatureSheet } from "./sheets/actor-sheets.js";
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
  "item/weapon-body.hbs",
  "item/shield-body.hbs",
  "item/armor-body.hbs",
  "item/power-body.hbs",
  "item/wound-body.hbs",
  "item/skill-body.hbs",
  "dialog/roll-dialog.hbs",
  "dialog/intent-dialog.hbs",
  "chat/parts/attack-body.hbs",
  "chat/parts/skill-body.hbs",
  "parts/combat.hbs",
  "parts/item-controls.hbs",
  "parts/odds.hbs",
  "parts/skills.hbs",
  "parts/status.hbs",
  "parts/wounds.hbs",
]);

export const BRP_PACKS: readonly string[] = ["brp-weapons", "brp-armor", "brp-shields", "brp-powers", "brp-creatures", "brp-tables"];

/** Name, hint and choices of every option (full literal keys). */
const OPTION_LABELS: { readonly [K in keyof typeof brpOptionsSchema]: RulesetOptionLabel } = {
  successRounding: { name: "FRAY.Brp.Option.SuccessRounding.Name", hint: "FRAY.Brp.Option.SuccessRounding.Hint", choices: { "table": "FRAY.Brp.Option.SuccessRounding.Choice.Table", "halfUp": "FRAY.Brp.Option.SuccessRounding.Choice.HalfUp" } },
  autoSuccess01to05: { name: "FRAY.Brp.Option.AutoSuccess01to05.Name", hint: "FRAY.Brp.Option.AutoSuccess01to05.Hint" },
  autoFail96plus: { name: "FRAY.Brp.Option.AutoFail96plus.Name", hint: "FRAY.Brp.Option.AutoFail96plus.Hint" },
  alwaysFumble100: { name: "FRAY.Brp.Option.AlwaysFumble100.Name", hint: "FRAY.Brp.Option.AlwaysFumble100.Hint" },
  majorWoundRounding: { name: "FRAY.Brp.Option.MajorWoundRounding.Name", hint: "FRAY.Brp.Option.MajorWoundRounding.Hint", choices: { "up": "FRAY.Brp.Option.MajorWoundRounding.Choice.Up", "down": "FRAY.Brp.Option.MajorWoundRounding.Choice.Down" } },
  shockCountsInjuryRound: { name: "FRAY.Brp.Option.ShockCountsInjuryRound.Name", hint: "FRAY.Brp.Option.ShockCountsInjuryRound.Hint" },
  dodgeMissiles: { name: "FRAY.Brp.Option.DodgeMissiles.Name", hint: "FRAY.Brp.Option.DodgeMissiles.Hint", choices: { "none": "FRAY.Brp.Option.DodgeMissiles.Choice.None", "firstDifficult": "FRAY.Brp.Option.DodgeMissiles.Choice.FirstDifficult", "heroic": "FRAY.Brp.Option.DodgeMissiles.Choice.Heroic" } },
  firstAidLimit: { name: "FRAY.Brp.Option.FirstAidLimit.Name", hint: "FRAY.Brp.Option.FirstAidLimit.Hint", choices: { "none": "FRAY.Brp.Option.FirstAidLimit.Choice.None", "onePerCharacter": "FRAY.Brp.Option.FirstAidLimit.Choice.OnePerCharacter" } },
  healingSpreadOverWeek: { name: "FRAY.Brp.Option.HealingSpreadOverWeek.Name", hint: "FRAY.Brp.Option.HealingSpreadOverWeek.Hint" },
  hitLocations: { name: "FRAY.Brp.Option.HitLocations.Name", hint: "FRAY.Brp.Option.HitLocations.Hint" },
  majorWoundsWithHitLocations: { name: "FRAY.Brp.Option.MajorWoundsWithHitLocations.Name", hint: "FRAY.Brp.Option.MajorWoundsWithHitLocations.Hint" },
  randomArmor: { name: "FRAY.Brp.Option.RandomArmor.Name", hint: "FRAY.Brp.Option.RandomArmor.Hint" },
  splitAttacksOver100: { name: "FRAY.Brp.Option.SplitAttacksOver100.Name", hint: "FRAY.Brp.Option.SplitAttacksOver100.Hint" },
  dyingBlows: { name: "FRAY.Brp.Option.DyingBlows.Name", hint: "FRAY.Brp.Option.DyingBlows.Hint" },
  initiativeRolls: { name: "FRAY.Brp.Option.InitiativeRolls.Name", hint: "FRAY.Brp.Option.InitiativeRolls.Hint" },
  keepInitiativeRoll: { name: "FRAY.Brp.Option.KeepInitiativeRoll.Name", hint: "FRAY.Brp.Option.KeepInitiativeRoll.Hint" },
  statements: { name: "FRAY.Brp.Option.Statements.Name", hint: "FRAY.Brp.Option.Statements.Hint", choices: { "normal": "FRAY.Brp.Option.Statements.Choice.Normal", "reverse": "FRAY.Brp.Option.Statements.Choice.Reverse", "none": "FRAY.Brp.Option.Statements.Choice.None" } },
  powersInActionPhase: { name: "FRAY.Brp.Option.PowersInActionPhase.Name", hint: "FRAY.Brp.Option.PowersInActionPhase.Hint" },
  criticalMayBeSpecial: { name: "FRAY.Brp.Option.CriticalMayBeSpecial.Name", hint: "FRAY.Brp.Option.CriticalMayBeSpecial.Hint" },
  itemDamageReducedByArmor: { name: "FRAY.Brp.Option.ItemDamageReducedByArmor.Name", hint: "FRAY.Brp.Option.ItemDamageReducedByArmor.Hint" },
  crushingModifier: { name: "FRAY.Brp.Option.CrushingModifier.Name", hint: "FRAY.Brp.Option.CrushingModifier.Hint", choices: { "double": "FRAY.Brp.Option.CrushingModifier.Choice.Double", "maximize": "FRAY.Brp.Option.CrushingModifier.Choice.Maximize" } },
  crushingParryAgainst: { name: "FRAY.Brp.Option.CrushingParryAgainst.Name", hint: "FRAY.Brp.Option.CrushingParryAgainst.Hint", choices: { "currentHp": "FRAY.Brp.Option.CrushingParryAgainst.Choice.CurrentHp", "normalHp": "FRAY.Brp.Option.CrushingParryAgainst.Choice.NormalHp" } },
  resistanceExtremes: { name: "FRAY.Brp.Option.ResistanceExtremes.Name", hint: "FRAY.Brp.Option.ResistanceExtremes.Hint" },
  fumbleRollCap: { name: "FRAY.Brp.Option.FumbleRollCap.Name", hint: "FRAY.Brp.Option.FumbleRollCap.Hint" },
  excellentCareBonus: { name: "FRAY.Brp.Option.ExcellentCareBonus.Name", hint: "FRAY.Brp.Option.ExcellentCareBonus.Hint", choices: { "1D3": "FRAY.Brp.Option.ExcellentCareBonus.Choice.OneD3", "none": "FRAY.Brp.Option.ExcellentCareBonus.Choice.None" } },
};

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
  nextRound: (state, dice) => createBrpEncounter(currentBrpOptions()).nextRound({ ...state, options: { ...state.options, ...pick(currentBrpOptions()) } }, dice),
  join: (state, participant) => createBrpEncounter(state.options).join(state, participant),
  leave: (state, id) => createBrpEncounter(state.options).leave(state, id),
};

function pick(o: ReturnType<typeof currentBrpOptions>) {
  return { statements: o.statements, initiativeRolls: o.initiativeRolls, keepInitiativeRoll: o.keepInitiativeRoll, powersInActionPhase: o.powersInActionPhase };
}

/** DEX, INT, POW, relevant skill, weapon length and attacks for the DEX-rank order (BRP-SOI-4, BRP-ACT-2). */
function participantOf(actor: Actor.Implementation | null) {
  if (!actor || !String(actor.type).startsWith("brp")) return {};
  const items: ItemLike[] = actor.items.contents.map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system }));
  const system = actor.system as unknown as LivingSystem;
  return { stats: participantStats(system, items), ...(system.side ? { side: system.side } : {}) };
}

export const brpRuleset: Ruleset = {
  key: "brp",
  label: "FRAY.Ruleset.Brp",
  foundryReady: true,
  actorModels: BRP_ACTOR_MODELS,
  itemModels: BRP_ITEM_MODELS,
  sheets: [
    { documentName: "Actor", sheetClass: BrpCharacterSheet, types: ["brpCharacter"], label: "FRAY.Brp.Sheet.CharacterSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: BrpCreatureSheet, types: ["brpCreature"], label: "FRAY.Brp.Sheet.CreatureSheet", makeDefault: true },
    ...itemSheetEntries(BRP_ITEM_SHEETS, "FRAY.Brp.Sheet.ItemSheet"),
  ],
  encounter: encounter as EncounterModel<unknown>,
  participantOf,
  options: { store: BRP_OPTION_STORE, labels: OPTION_LABELS, apply: () => setModelOptions(currentBrpOptions()) },
  registerFlows: () => {
    registerBrpHooks();
    registerIntentQuery();
  },
  exchangeHandlers: BRP_EXCHANGE_HANDLERS,
  exchangeOpeners: BRP_EXCHANGE_OPENERS,
  exchangeCards: BRP_EXCHANGE_CARDS,
  templates: BRP_TEMPLATES,
  packs: BRP_PACKS,
  trackableAttributes: BRP_TRACKABLE,
  statusEffects: [
    { id: "prone", name: "FRAY.Brp.Status.Prone", img: "icons/svg/falling.svg" },
    { id: "stunned", name: "FRAY.Brp.Status.Stunned", img: "icons/svg/daze.svg" },
    { id: "entangled", name: "FRAY.Brp.Status.Entangled", img: "icons/svg/net.svg" },
    { id: "fatallyWounded", name: "FRAY.Brp.Status.FatallyWounded", img: "icons/svg/blood.svg" },
  ],
};

export default brpRuleset;
