import type { FrayActor } from "./documents/actor.js";
import type { FrayItem } from "./documents/item.js";
import type { FrayChatMessage } from "./documents/chat-message.js";
import type { FrayCombat } from "./documents/combat.js";
import type { FrayCombatant } from "./documents/combatant.js";
import type { ExchangeModel } from "./chat/exchange-model.js";

/**
 * Tells the Foundry type definitions which classes Fray configures, so `game.actors`,
 * `message.system` and `game.settings.get("fray", …)` are typed. Ruleset slices add their
 * Actor/Item data models here (one line each) once their models exist.
 */
declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "fray";
  }
  interface DocumentClassConfig {
    Actor: typeof FrayActor;
    Item: typeof FrayItem;
    ChatMessage: typeof FrayChatMessage;
    Combat: typeof FrayCombat;
    Combatant: typeof FrayCombatant;
  }
  interface DataModelConfig {
    ChatMessage: { exchange: typeof ExchangeModel };
  }
  interface SettingConfig {
    "fray.ruleset": string;
    "fray.schemaVersion": string;
    "fray.rulesetChosen": boolean;
  }
}
