import type { FrayActor } from "./documents/actor.js";
import type { FrayItem } from "./documents/item.js";
import type { FrayChatMessage } from "./documents/chat-message.js";
import type { FrayCombat } from "./documents/combat.js";
import type { FrayCombatant } from "./documents/combatant.js";
import type { ExchangeModel } from "./chat/exchange-model.js";
import type * as Pool from "../rulesets/pool/data/models.js";
import type * as Brp from "../rulesets/brp/data/models.js";
import type * as Flurry from "../rulesets/flurry/data/models.js";

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
    Actor: {
      poolCharacter: typeof Pool.PoolCharacterModel;
      poolNpc: typeof Pool.PoolNpcModel;
      poolMount: typeof Pool.PoolMountModel;
      poolVehicle: typeof Pool.PoolVehicleModel;
      poolShip: typeof Pool.PoolShipModel;
      poolObject: typeof Pool.PoolObjectModel;
      brpCharacter: typeof Brp.BrpCharacterModel;
      brpCreature: typeof Brp.BrpCreatureModel;
      brpObject: typeof Brp.BrpObjectModel;
      flurryFighter: typeof Flurry.FlurryFighterModel;
      flurryCreature: typeof Flurry.FlurryCreatureModel;
    };
    Item: {
      poolWeapon: typeof Pool.PoolWeaponModel;
      poolArmor: typeof Pool.PoolArmorModel;
      poolShield: typeof Pool.PoolShieldModel;
      poolPoison: typeof Pool.PoolPoisonModel;
      poolInjury: typeof Pool.PoolInjuryModel;
      poolSpell: typeof Pool.PoolSpellModel;
      poolGear: typeof Pool.PoolGearModel;
      poolManeuver: typeof Pool.PoolManeuverModel;
      brpWeapon: typeof Brp.BrpWeaponModel;
      brpShield: typeof Brp.BrpShieldModel;
      brpArmor: typeof Brp.BrpArmorModel;
      brpPower: typeof Brp.BrpPowerModel;
      brpWound: typeof Brp.BrpWoundModel;
      brpSkill: typeof Brp.BrpSkillModel;
      flurryWeapon: typeof Flurry.FlurryWeaponModel;
      flurryArmor: typeof Flurry.FlurryArmorModel;
      flurryShield: typeof Flurry.FlurryShieldModel;
    };
  }
  interface SettingConfig {
    "fray.ruleset": string;
    "fray.schemaVersion": string;
    "fray.rulesetChosen": boolean;
    "fray.previewRulesets": boolean;
  }
}
