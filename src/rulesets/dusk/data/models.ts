import { schemaFromSpec } from "../../../foundry/data/schema-from-spec.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "../rules/options.js";
import { STATS } from "../rules/stats.js";
import { ACTOR_SPECS, ITEM_SPECS, type DuskActorType, type DuskItemType } from "./specs.js";
import { characterDerived, npcDerived, type CharacterDerived, type CharacterSystem, type ItemLike, type NpcDerived, type NpcSystem } from "./state.js";

type Schema = foundry.data.fields.DataSchema;
const { TypeDataModel } = foundry.abstract;

/** Options the models derive with; the ruleset's settings replace the defaults once they can be read. */
let modelOptions: DuskOptions = DEFAULT_DUSK_OPTIONS;
/** Hands the models the current options; says whether anything they derive with changed. */
export function setModelOptions(options: DuskOptions): boolean {
  const changed = JSON.stringify(options) !== JSON.stringify(modelOptions);
  modelOptions = options;
  return changed;
}

function itemsOf(model: { parent: unknown }): ItemLike[] {
  const parent = model.parent as { items?: Iterable<ItemLike> } | null;
  return parent?.items ? [...parent.items] : [];
}

/**
 * A Pool written as a bare number (a hand-made import, an early sheet) becomes `{value, max}`.
 * Runs on every load, compendia included; idempotent.
 */
export function migratePools(source: Record<string, unknown>): Record<string, unknown> {
  const pools = source["pools"];
  if (typeof pools !== "object" || pools === null) return source;
  const record = pools as Record<string, unknown>;
  for (const stat of STATS) {
    const pool = record[stat];
    if (typeof pool === "number") record[stat] = { value: pool, max: pool };
  }
  return source;
}

/** Player characters: Pools, Effort, Destiny; health, armor and wound penalties derived by the rules. */
export class DuskCharacterModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.duskCharacter);
  }
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migratePools(source)) as Record<string, unknown>;
  }
  declare derived: CharacterDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const system = this as unknown as CharacterSystem;
    try {
      this.derived = characterDerived(system, itemsOf(this), modelOptions);
    } catch (error) {
      // Values the rules refuse must not stop the world from loading: derive without the items.
      console.warn("Fray | dusk: could not derive values for", this.parent?.name, error);
      this.derived = characterDerived(system, [], modelOptions);
    }
    // Token bars read value/max pairs; the maximum is derived.
    (this as unknown as { health: { value: number; max?: number } }).health.max = this.derived.maxHealth;
  }
}

export class DuskNpcModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.duskNpc);
  }
  declare derived: NpcDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = npcDerived(this as unknown as NpcSystem, itemsOf(this));
  }
}

export class DuskObjectModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.duskObject);
  }
}

function itemModel(type: DuskItemType) {
  return class DuskItemModel extends TypeDataModel<Schema, Item.Implementation> {
    static override defineSchema(): Schema {
      return schemaFromSpec(ITEM_SPECS[type]);
    }
  };
}

export const DUSK_ACTOR_MODELS: Record<DuskActorType, typeof TypeDataModel<Schema, Actor.Implementation>> = {
  duskCharacter: DuskCharacterModel,
  duskNpc: DuskNpcModel,
  duskObject: DuskObjectModel,
};

export const DUSK_ITEM_MODELS: Record<DuskItemType, typeof TypeDataModel<Schema, Item.Implementation>> = {
  duskWeapon: itemModel("duskWeapon"),
  duskArmor: itemModel("duskArmor"),
  duskSkill: itemModel("duskSkill"),
  duskAbility: itemModel("duskAbility"),
  duskSpell: itemModel("duskSpell"),
  duskAsset: itemModel("duskAsset"),
  duskWound: itemModel("duskWound"),
};
