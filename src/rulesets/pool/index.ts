import { poolManifest } from "./manifest.js";
import type { EncounterModel } from "../../core/encounter.js";
import { POOL_ACTOR_TYPES } from "./data/specs.js";
import { isActorOf } from "../../foundry/documents/subtypes.js";
import { itemSheetEntries, type Ruleset } from "../../foundry/ruleset.js";
import { liveEncounter } from "../../foundry/flows/live-encounter.js";
import { rulesetTemplates } from "../../foundry/flows/templates.js";
import { countsAsPlayerCharacter, createPoolEncounter, type PoolEncounterState } from "./rules/encounter.js";
import { setModelOptions } from "./data/models.js";
import { registerTokenMoves } from "./flows/token-moves.js";
import { registerFearAfterFight } from "./flows/fight-over.js";
import { registerPoisonClock } from "./flows/poison-clock.js";
import { registerPoolTokenRuler } from "./flows/token-ruler.js";
import { PoolCharacterSheet, PoolMountSheet, PoolNpcSheet, PoolObjectSheet, PoolShipSheet, PoolVehicleSheet } from "./sheets/actor-sheets.js";
import { POOL_ITEM_SHEETS } from "./sheets/item-sheets.js";
import { POOL_EXCHANGE_OPENERS } from "./flows/openers.js";
import { POOL_EXCHANGE_HANDLERS } from "./flows/handlers.js";
import { POOL_EXCHANGE_CARDS } from "./flows/exchange-cards.js";
import { POOL_OPTION_LABELS } from "./flows/option-labels.js";
import { POOL_OPTION_STORE, currentPoolOptions } from "./flows/options.js";
import { expireAtActivationStart, postInitiativeCard } from "./flows/hooks.js";

/**
 * The `pool` ruleset (Fantasy Combat Rules) as the Foundry glue sees it: data models, sheets,
 * the side-initiative encounter model, world options, card handlers and bodies, templates, packs.
 */

/** Every pool template, preloaded and registered as a partial under its own path. */
export const POOL_TEMPLATES: readonly string[] = rulesetTemplates("pool", [
  "actor/character-combat.hbs",
  "actor/character-skills.hbs",
  "actor/character-condition.hbs",
  "actor/character-gear.hbs",
  "actor/npc-sheet.hbs",
  "actor/mount-sheet.hbs",
  "actor/vehicle-sheet.hbs",
  "actor/ship-sheet.hbs",
  "actor/object-sheet.hbs",
  "item/weapon-body.hbs",
  "item/armor-body.hbs",
  "item/shield-body.hbs",
  "item/poison-body.hbs",
  "item/injury-body.hbs",
  "item/spell-body.hbs",
  "item/gear-body.hbs",
  "item/maneuver-body.hbs",
  "dialog/roll-dialog.hbs",
  "dialog/parts/odds.hbs",
  "chat/parts/attack-body.hbs",
  "chat/parts/check-body.hbs",
  "chat/parts/opposed-body.hbs",
  "chat/parts/ram-body.hbs",
  "chat/parts/effect-body.hbs",
  "chat/parts/initiative-body.hbs",
  "parts/add-condition.hbs",
  "parts/movement.hbs",
  "parts/spells.hbs",
  "parts/steer.hbs",
  "parts/attributes.hbs",
  "parts/link.hbs",
  "parts/link-list.hbs",
  "parts/dice.hbs",
  "parts/card-footer.hbs",
  "parts/ruler-label.hbs",
]);

export const POOL_PACKS: readonly string[] = ["pool-weapons", "pool-armor", "pool-maneuvers", "pool-mounts", "pool-vehicles", "pool-ships", "pool-poisons", "pool-creatures", "pool-tables"];


/**
 * The encounter model with the world's current options: each call reads the settings, so a GM's
 * change (side-block turns, free actions) applies from the next step on without a reload.
 */
const encounter: EncounterModel<PoolEncounterState> = liveEncounter("pool", () => createPoolEncounter(currentPoolOptions()), { roundEndsItself: true, controls: true });

/** Who steers a mount, vehicle or ship: its rider, driver or pilot. */
function partnerUuidOf(actor: Actor.Implementation): string {
  if (isActorOf(actor, "poolMount")) return actor.system.riderUuid;
  if (isActorOf(actor, "poolVehicle")) return actor.system.driverUuid;
  if (isActorOf(actor, "poolShip")) return actor.system.pilotUuid;
  return "";
}

/** Rider and mount, driver and vehicle, pilot and ship share one activation (FC-MNT-3, FC-VEH-3, FC-SHIP-3). */
function participantOf(actor: Actor.Implementation | null, combatant: Combatant.Implementation) {
  if (!actor) return {};
  if (!isActorOf(actor, ...POOL_ACTOR_TYPES)) return {};
  const system = actor.system;
  const partnerUuid = partnerUuidOf(actor);
  const partner = partnerUuid ? combatant.combat?.combatants.contents.find((c) => c.actor?.uuid === partnerUuid) : undefined;
  return {
    ...(system.side ? { side: system.side } : {}),
    ...("playerCharacter" in system ? { isPlayerCharacter: countsAsPlayerCharacter(system.playerCharacter ?? "auto", actor.hasPlayerOwner) } : {}),
    ...(partner?.id ? { sharesActivationWith: partner.id } : {}),
  };
}

export const poolRuleset: Ruleset = {
  ...poolManifest,
  sheets: [
    { documentName: "Actor", sheetClass: PoolCharacterSheet, types: ["poolCharacter"], label: "FRAY.Pool.Sheet.CharacterSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: PoolNpcSheet, types: ["poolNpc"], label: "FRAY.Pool.Sheet.NpcSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: PoolMountSheet, types: ["poolMount"], label: "FRAY.Pool.Sheet.MountSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: PoolVehicleSheet, types: ["poolVehicle"], label: "FRAY.Pool.Sheet.VehicleSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: PoolShipSheet, types: ["poolShip"], label: "FRAY.Pool.Sheet.ShipSheet", makeDefault: true },
    { documentName: "Actor", sheetClass: PoolObjectSheet, types: ["poolObject"], label: "FRAY.Pool.Sheet.ObjectSheet", makeDefault: true },
    ...itemSheetEntries(POOL_ITEM_SHEETS, "FRAY.Pool.Sheet.ItemSheet"),
  ],
  encounter: encounter as EncounterModel<unknown>,
  participantOf,
  options: { store: POOL_OPTION_STORE, labels: POOL_OPTION_LABELS, apply: () => setModelOptions(currentPoolOptions()) },
  encounterBegun: postInitiativeCard,
  activationsStarted: expireAtActivationStart,
  registerFlows: () => {
    registerTokenMoves();
    registerFearAfterFight();
    registerPoisonClock();
    registerPoolTokenRuler();
  },
  exchangeHandlers: POOL_EXCHANGE_HANDLERS,
  exchangeOpeners: POOL_EXCHANGE_OPENERS,
  exchangeCards: POOL_EXCHANGE_CARDS,
  templates: POOL_TEMPLATES,
  packs: POOL_PACKS,
};

export default poolRuleset;
