import type { FrayActor } from "../../../foundry/documents/actor.js";
import { parentItems } from "../../../foundry/data/spec-model.js";
import type { FrayItem } from "../../../foundry/documents/item.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import { initialOf, type StoredOf } from "../../../foundry/data/field-spec.js";
import { guardedDerive } from "../../../foundry/data/guarded-derive.js";
import { schemaFromSpec } from "../../../foundry/data/schema-from-spec.js";
import { ACTOR_SPECS, ITEM_SPECS, type PoolActorType, type PoolItemType } from "./specs.js";
import {
  livingDerived,
  mountDerived,
  shipDerived,
  vehicleDerived,
  weaponDiceOf,
  type ItemLike,
  type LivingDerived,
  type StoredCondition,
  type LivingSystem,
  type MountDerived,
  type ShipDerived,
  type VehicleDerived,
  type WeaponSystem,
} from "./state.js";
import type { MountSize, PoisonStrength, ShipSize } from "../rules/tables.js";
import { poisonDeathHours, poisonTargetNumber } from "../rules/poison.js";
import type { PlayerCharacterMark } from "../rules/encounter.js";
import { MANEUVERS, type ManeuverEntry, type ManeuverKey } from "../rules/maneuvers.js";
import type { TrackState } from "../rules/tracks.js";
import type { SkillKey, LivingTrackKey } from "./specs.js";
import type { AttackSkill, WeaponClass } from "../rules/tables.js";

type Schema = foundry.data.fields.DataSchema;
const { TypeDataModel } = foundry.abstract;

/** Options the models read when deriving values (the world's, once settings are read); setting them reports whether they changed. */
let modelOptions: Pick<PoolOptions, "speedCategoryStep" | "minimumPool"> = DEFAULT_POOL_OPTIONS;
export function setModelOptions(options: Pick<PoolOptions, "speedCategoryStep" | "minimumPool">): boolean {
  const changed = options.speedCategoryStep !== modelOptions.speedCategoryStep || options.minimumPool !== modelOptions.minimumPool;
  modelOptions = { speedCategoryStep: options.speedCategoryStep, minimumPool: options.minimumPool };
  return changed;
}

const itemsOf = (model: { parent: unknown }) => parentItems<ItemLike>(model);

/**
 * Characters, NPCs and mounts: skills, three tracks, Parry, Armor and Speed. The stored fields are
 * declared here because the schema is built from specs at runtime, where Foundry's types cannot
 * see them; `implements StoredOf<…>` keeps the declarations equal to the spec.
 */
export class PoolLivingModel extends TypeDataModel<Schema, FrayActor> implements LivingSystem, StoredOf<typeof ACTOR_SPECS.poolCharacter> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolCharacter);
  }
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ACTOR_SPECS.poolCharacter>["houseValues"];
  declare side: string;
  declare playerCharacter: PlayerCharacterMark;
  declare skills: Record<SkillKey, number>;
  declare customSkills: Readonly<Record<string, unknown>>;
  declare speed: number;
  declare parry: number;
  declare armor: number;
  declare weight: number;
  declare tracks: Record<LivingTrackKey, TrackState>;
  declare conditions: readonly StoredCondition[];
  declare poisonImmunities: readonly string[];
  declare notes: string;
  /** Values derived through the rules each time the actor is prepared. */
  declare derived: LivingDerived;

  /** The stored fields as the rules read them. */
  get living(): LivingSystem {
    return this;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const type = (this.parent?.type ?? "poolCharacter") as "poolCharacter" | "poolNpc" | "poolMount";
    this.derived = guardedDerive((system, items) => livingDerived(system, items, modelOptions), this.living, itemsOf(this), () => initialOf(ACTOR_SPECS[type]) as unknown as LivingSystem, (error) =>
      console.warn("Fray | pool: could not derive values for", this.parent?.name, error),
    );
  }
}

export class PoolCharacterModel extends PoolLivingModel {}

export class PoolNpcModel extends PoolLivingModel {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolNpc);
  }
}

export class PoolMountModel extends PoolLivingModel implements StoredOf<typeof ACTOR_SPECS.poolMount> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolMount);
  }
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ACTOR_SPECS.poolMount>["houseValues"];
  declare size: MountSize;
  declare clawsOrFangs: boolean;
  declare trained: boolean;
  declare movement: "walk" | "fly" | "swim";
  declare riderUuid: string;
  declare mount: MountDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.mount = mountDerived(this);
  }
}

export class PoolVehicleModel extends TypeDataModel<Schema, FrayActor> implements StoredOf<typeof ACTOR_SPECS.poolVehicle> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolVehicle);
  }
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ACTOR_SPECS.poolVehicle>["houseValues"];
  declare side: string;
  declare team: { size: MountSize; clawsOrFangs: boolean; count: number; uuids: readonly string[] };
  declare capacity: number;
  declare structure: TrackState;
  declare armor: number;
  declare speed: number;
  declare driverUuid: string;
  declare passengerUuids: readonly string[];
  declare notes: string;
  declare derived: VehicleDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = vehicleDerived(this);
  }
}

export class PoolShipModel extends TypeDataModel<Schema, FrayActor> implements StoredOf<typeof ACTOR_SPECS.poolShip> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolShip);
  }
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ACTOR_SPECS.poolShip>["houseValues"];
  declare side: string;
  declare size: ShipSize;
  declare structure: TrackState;
  declare armor: number;
  declare speed: number;
  declare hasRam: boolean;
  declare capacity: number;
  declare crew: string;
  declare pilotUuid: string;
  declare notes: string;
  declare derived: ShipDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = shipDerived(this);
  }
}

/** Every pool item keeps its text in `description`. */
class PoolItemModel extends TypeDataModel<Schema, FrayItem> {
  declare description: string;
}
function itemModel(type: PoolItemType): typeof PoolItemModel {
  return class extends PoolItemModel {
    static override defineSchema(): Schema {
      return schemaFromSpec(ITEM_SPECS[type]);
    }
  };
}

export class PoolWeaponModel extends itemModel("poolWeapon") implements WeaponSystem, StoredOf<typeof ITEM_SPECS.poolWeapon> {
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ITEM_SPECS.poolWeapon>["houseValues"];
  declare key: string;
  declare weaponClass: WeaponClass;
  declare skill: AttackSkill;
  declare rangeCategory: "none" | "longbow" | "shortbow" | "javelin" | "thrownBlade" | "otherObject";
  declare effectiveRange: number;
  declare damage: "wound" | "fatigue";
  declare reload: "none" | "crossbow" | "bow";
  declare loaded: boolean;
  declare strung: boolean;
  declare canBash: boolean;
  declare readied: boolean;
  declare equipped: boolean;
  declare coating: { batchId: string; strength: "" | PoisonStrength };
  /** Weapon Dice of the weapon's class (FC-WPN-1). */
  declare weaponDice: number;
  /** The stored fields as the rules read them. */
  get weapon(): WeaponSystem {
    return this;
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.weaponDice = weaponDiceOf(this);
  }
}
export class PoolArmorModel extends itemModel("poolArmor") implements StoredOf<typeof ITEM_SPECS.poolArmor> {
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ITEM_SPECS.poolArmor>["houseValues"];
  declare armor: number;
  declare equipped: boolean;
}
export class PoolShieldModel extends itemModel("poolShield") implements StoredOf<typeof ITEM_SPECS.poolShield> {
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ITEM_SPECS.poolShield>["houseValues"];
  declare parry: number;
  declare heavy: boolean;
  declare equipped: boolean;
}
export class PoolPoisonModel extends itemModel("poolPoison") implements StoredOf<typeof ITEM_SPECS.poolPoison> {
  declare strength: PoisonStrength;
  declare batchId: string;
  declare ounces: number;
  declare cost: number;
  /** Successes a Stamina roll needs to resist, and hours until death when it fails (FC-POI-1, FC-POI-4). */
  declare targetNumber: number;
  declare deathHours: number;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.targetNumber = poisonTargetNumber(this.strength);
    this.deathHours = poisonDeathHours(this.targetNumber);
  }
}
export class PoolInjuryModel extends itemModel("poolInjury") implements StoredOf<typeof ITEM_SPECS.poolInjury> {
  declare kind: "arm" | "leg" | "eye" | "ear" | "openWound" | "other";
  declare permanent: boolean;
  declare treated: boolean;
}
export class PoolSpellModel extends itemModel("poolSpell") implements StoredOf<typeof ITEM_SPECS.poolSpell> {
  declare actionCost: "partial" | "full";
}
export class PoolGearModel extends itemModel("poolGear") implements StoredOf<typeof ITEM_SPECS.poolGear> {
  declare quantity: number;
  declare readied: boolean;
}
export class PoolManeuverModel extends itemModel("poolManeuver") implements StoredOf<typeof ITEM_SPECS.poolManeuver> {
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ITEM_SPECS.poolManeuver>["houseValues"];
  declare key: ManeuverKey;
  /** The maneuver's entry in the rules: action cost, extra dice, Weapon Dice override, damage. */
  declare rules: ManeuverEntry;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.rules = MANEUVERS[this.key];
  }
}

export class PoolObjectModel extends TypeDataModel<Schema, FrayActor> implements StoredOf<typeof ACTOR_SPECS.poolObject> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolObject);
  }
  /** Values the GM set against the rules, each with its reason. */
  declare houseValues: StoredOf<typeof ACTOR_SPECS.poolObject>["houseValues"];
  declare structure: TrackState;
  declare armor: number;
  declare notes: string;
}

export const POOL_ACTOR_MODELS: Record<PoolActorType, typeof TypeDataModel<Schema, FrayActor>> = {
  poolCharacter: PoolCharacterModel,
  poolNpc: PoolNpcModel,
  poolMount: PoolMountModel,
  poolVehicle: PoolVehicleModel,
  poolShip: PoolShipModel,
  poolObject: PoolObjectModel,
};

export const POOL_ITEM_MODELS: Record<PoolItemType, typeof TypeDataModel<Schema, FrayItem>> = {
  poolWeapon: PoolWeaponModel,
  poolArmor: PoolArmorModel,
  poolShield: PoolShieldModel,
  poolPoison: PoolPoisonModel,
  poolInjury: PoolInjuryModel,
  poolSpell: PoolSpellModel,
  poolGear: PoolGearModel,
  poolManeuver: PoolManeuverModel,
};
