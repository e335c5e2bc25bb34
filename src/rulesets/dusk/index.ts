import { duskManifest } from "./manifest.js";
import { actorItems } from "../../foundry/flows/actor-items.js";
import type { EncounterModel } from "../../core/encounter.js";
import { liveEncounter } from "../../foundry/flows/live-encounter.js";
import { itemSheetEntries, type ParticipantExtras, type Ruleset } from "../../foundry/ruleset.js";
import { DUSK_PACKS } from "./data/packs.js";
import { DUSK_OPTION_LABELS } from "./data/option-labels.js";
import { DUSK_STATUS_EFFECTS } from "./data/statuses.js";
import { setModelOptions } from "./data/models.js";
import { initiativeSteps } from "./rules/derived.js";
import { registerDoom } from "./flows/doom.js";
import { DUSK_EXCHANGE_HANDLERS } from "./flows/handlers.js";
import { DUSK_EXCHANGE_OPENERS } from "./flows/openers.js";
import { registerDuskHooks } from "./flows/hooks.js";
import { registerSceneLight } from "./flows/scene-light.js";
import { HALF_HEALTH_CARD, RECOVERY_CARD, RECOVERY_HANDLERS, RECOVERY_OPENERS, STUN_REGAIN_CARD, WOUNDS_ON_CARD } from "./flows/recovery.js";
import { npcSystem, pcSystem } from "./flows/live.js";
import { DUSK_OPTION_STORE, currentDuskOptions } from "./flows/options.js";
import { CARD_BODY } from "./flows/templates.js";
import { rulesetTemplates } from "../../foundry/flows/templates.js";
import { makeDuskTracker } from "./rules/tracker.js";
import { duskStepTaken, duskTrackerBadges, registerOneRoundStamp } from "./flows/tracker.js";
import { registerShortMoves, rollForControl } from "./flows/tracker-rolls.js";
import { DUSK_ITEM_SHEETS, DuskCharacterSheet, DuskNpcSheet, DuskObjectSheet } from "./sheets/sheets.js";

/**
 * The `dusk` ruleset (Dusk Bastards: 2d12 against a target number, Dawn and Dusk dice) as the
 * Foundry glue sees it: data models, sheets, the two-phase encounter model, world options, the
 * roll card and its buttons, the GM's Doom pool, templates, packs and status effects.
 */

/** Every dusk template, preloaded and registered as a partial under its own path. */
export const DUSK_TEMPLATES: readonly string[] = rulesetTemplates("dusk", [
  "actor/character-sheet.hbs",
  "actor/npc-sheet.hbs",
  "actor/object-sheet.hbs",
  "item/item-sheet.hbs",
  "dialog/task-dialog.hbs",
  "parts/odds.hbs",
  "chat/parts/roll-body.hbs",
  "dialog/recovery-dialog.hbs",
  "dialog/encounter-over.hbs",
  "parts/recovery-left.hbs",
  "chat/parts/recovery-body.hbs",
]);

export { DUSK_PACKS } from "./data/packs.js";


/** The two-phase encounter model with its tracker controls and the world's current options (DB-FVTT-3). */
const encounter = liveEncounter("dusk", () => makeDuskTracker(currentDuskOptions()), { roundEndsItself: true, controls: true });

/** NPCs act on their target number; characters roll with their Initiative training (DB-INIT-1, DB-INIT-2). */
function participantOf(actor: Actor.Implementation | null): ParticipantExtras {
  const npc = npcSystem(actor);
  if (npc) return { isPlayerCharacter: false, stats: { targetNumber: npc.level * 3 } };
  if (String(actor?.type) === "duskObject") return { isPlayerCharacter: false, stats: { targetNumber: 0 } };
  const pc = pcSystem(actor);
  return actor && pc ? { isPlayerCharacter: true, stats: { initiativeSteps: initiativeSteps(actorItems(actor)), speedMax: pc.pools.speed.max } } : {};
}

export const duskRuleset: Ruleset = {
  ...duskManifest,
  sheets: [
    { documentName: "Actor", sheetClass: DuskCharacterSheet, types: ["duskCharacter"], label: "FRAY.Dusk.Sheet.CharacterSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: DuskNpcSheet, types: ["duskNpc"], label: "FRAY.Dusk.Sheet.NpcSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: DuskObjectSheet, types: ["duskObject"], label: "FRAY.Dusk.Sheet.ObjectSheet", makeDefault: true },
    ...itemSheetEntries(DUSK_ITEM_SHEETS, "FRAY.Dusk.Sheet.ItemSheet"),
  ],
  encounter: encounter as EncounterModel<unknown>,
  participantOf,
  stepTaken: duskStepTaken,
  controlRoll: rollForControl,
  trackerBadges: duskTrackerBadges,
  options: { store: DUSK_OPTION_STORE, labels: DUSK_OPTION_LABELS, apply: () => setModelOptions(currentDuskOptions()) },
  registerFlows: () => {
    registerDoom();
    registerDuskHooks();
    registerSceneLight();
    registerOneRoundStamp();
    registerShortMoves();
  },
  exchangeHandlers: { ...DUSK_EXCHANGE_HANDLERS, ...RECOVERY_HANDLERS },
  exchangeOpeners: { ...DUSK_EXCHANGE_OPENERS, ...RECOVERY_OPENERS },
  exchangeCards: { roll: { title: "FRAY.Dusk.Card.Title", bodyPartial: CARD_BODY }, recovery: RECOVERY_CARD, halfHealth: HALF_HEALTH_CARD, woundsOn: WOUNDS_ON_CARD, stunRegain: STUN_REGAIN_CARD },
  templates: DUSK_TEMPLATES,
  packs: DUSK_PACKS,
  statusEffects: DUSK_STATUS_EFFECTS,
};

export default duskRuleset;
