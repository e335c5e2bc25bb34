import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import { initialOf } from "../../../foundry/data/field-spec.js";
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
  type LivingSystem,
  type MountDerived,
  type ShipDerived,
  type VehicleDerived,
  type WeaponSystem,
} from "./state.js";
import type { MountSize, PoisonStrength, ShipSize } from "../rules/tables.js";
import { poisonDeathHours, poisonTargetNumber } from "../rules/poison.js";
import { MANEUVERS, type ManeuverEntry, type ManeuverKey } from "../rules/maneuvers.js";
import type { TrackState } from "../rules/tracks.js";

type Schema = foundry.data.fields.DataSchema;
const { TypeDataModel } = foundry.abstract;

/** Options the models read when deriving values (the world's, once settings are read); setting them reports whether they changed. */
let modelOptions: Pick<PoolOptions, "speedCategoryStep" | "minimumPool"> = DEFAULT_POOL_OPTIONS;
export function setModelOptions(options: Pick<PoolOptions, "speedCategoryStep" | "minimumPool">): boolean {
  const changed = options.speedCategoryStep !== modelOptions.speedCategoryStep || options.minimumPool !== modelOptions.minimumPool;
  modelOptions = { speedCategoryStep: options.speedCategoryStep, minimumPool: options.minimumPool };
  return changed;
}

/** The embedded items of the model's parent actor, as plain item-likes. */
function itemsOf(model: { parent: unknown }): ItemLike[] {
  const parent = model.parent as { items?: Iterable<ItemLike> } | null;
  return parent?.items ? [...parent.items] : [];
}

/** Characters, NPCs and mounts: skills, three tracks, Parry, Armor and Speed. */
export class PoolLivingModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolCharacter);
  }
  /** Values derived through the rules each time the actor is prepared. */
  declare derived: LivingDerived;

  /** The stored fields, typed (the schema is built from specs, so Foundry's inference cannot type them). */
  get living(): LivingSystem {
    return this as unknown as LivingSystem;
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

export class PoolMountModel extends PoolLivingModel {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolMount);
  }
  declare mount: MountDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.mount = mountDerived(this as unknown as { size: MountSize; clawsOrFangs: boolean });
  }
}

export class PoolVehicleModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolVehicle);
  }
  declare derived: VehicleDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = vehicleDerived(this as unknown as { team: { size: MountSize; clawsOrFangs: boolean }; structure: TrackState });
  }
}

export class PoolShipModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.poolShip);
  }
  declare derived: ShipDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = shipDerived(this as unknown as { size: ShipSize; structure: TrackState });
  }
}

function itemModel(type: PoolItemType) {
  return class PoolItemModel extends TypeDataModel<Schema, Item.Implementation> {
    static override defineSchema(): Schema {
      return schemaFromSpec(ITEM_SPECS[type]);
    }
  };
}

export class PoolWeaponModel extends itemModel("poolWeapon") {
  /** Weapon Dice of the weapon's class (FC-WPN-1). */
  declare weaponDice: number;
  get weapon(): WeaponSystem {
    return this as unknown as WeaponSystem;
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.weaponDice = weaponDiceOf(this.weapon);
  }
}
export class PoolArmorModel extends itemModel("poolArmor") {}
export class PoolShieldModel extends itemModel("poolShield") {}
export class PoolPoisonModel extends itemModel("poolPoison") {
  /** Successes a Stamina roll needs to resist, and hours until death when it fails (FC-POI-1, FC-POI-4). */
  declare targetNumber: number;
  declare deathHours: number;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.targetNumber = poisonTargetNumber((this as unknown as { strength: PoisonStrength }).strength);
    this.deathHours = poisonDeathHours(this.targetNumber);
  }
}
export class PoolInjuryModel extends itemModel("poolInjury") {}
export class PoolSpellModel extends itemModel("poolSpell") {}
export class PoolGearModel extends itemModel("poolGear") {}
export class PoolManeuverModel extends itemModel("poolManeuver") {
  /** The maneuver's entry in the rules: action cost, extra dice, Weapon Dice override, damage. */
  declare rules: ManeuverEntry;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.rules = MANEUVERS[(this as unknown as { key: ManeuverKey }).key];
  }
}

export const POOL_ACTOR_MODELS: Record<PoolActorType, typeof TypeDataModel<Schema, Actor.Implementation>> = {
  poolCharacter: PoolCharacterModel,
  poolNpc: PoolNpcModel,
  poolMount: PoolMountModel,
  poolVehicle: PoolVehicleModel,
  poolShip: PoolShipModel,
};

export const POOL_ITEM_MODELS: Record<PoolItemType, typeof TypeDataModel<Schema, Item.Implementation>> = {
  poolWeapon: PoolWeaponModel,
  poolArmor: PoolArmorModel,
  poolShield: PoolShieldModel,
  poolPoison: PoolPoisonModel,
  poolInjury: PoolInjuryModel,
  poolSpell: PoolSpellModel,
  poolGear: PoolGearModel,
  poolManeuver: PoolManeuverModel,
};
