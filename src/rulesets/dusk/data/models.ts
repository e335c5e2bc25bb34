import type { StoredOf } from "../../../foundry/data/field-spec.js";
import { schemaFromSpec } from "../../../foundry/data/schema-from-spec.js";
import { parentItems, specModel, specModels } from "../../../foundry/data/spec-model.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "../rules/options.js";
import { STATS } from "../rules/stats.js";
import { ACTOR_SPECS, ITEM_SPECS, type DuskActorType } from "../rules/specs.js";
import type { ItemLike } from "../../../core/item-like.js";
import { cappedDestiny, characterDerived, migrateDestiny, npcDerived, type CharacterDerived, type NpcDerived } from "../rules/derived.js";

/** Options the models derive with; the ruleset's settings replace the defaults once they can be read. */
let modelOptions: DuskOptions = DEFAULT_DUSK_OPTIONS;
/** Hands the models the current options; says whether anything they derive with changed. */
export function setModelOptions(options: DuskOptions): boolean {
  const changed = JSON.stringify(options) !== JSON.stringify(modelOptions);
  modelOptions = options;
  return changed;
}

const itemsOf = (model: { parent: unknown }) => parentItems<ItemLike>(model);

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

type Schema = foundry.data.fields.DataSchema;
type CharacterFields = StoredOf<typeof ACTOR_SPECS.duskCharacter>;
type NpcFields = StoredOf<typeof ACTOR_SPECS.duskNpc>;

/** Player characters: Pools, Effort, Destiny; health, armor and wound penalties derived by the rules. */
export class DuskCharacterModel extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> implements CharacterFields {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.duskCharacter);
  }
  declare level: number;
  declare pools: CharacterFields["pools"];
  declare effortMax: number;
  declare health: CharacterFields["health"];
  declare destiny: number;
  declare regainOnNextAction: boolean;
  declare restsUsed: readonly string[];
  declare notes: string;
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateDestiny(migratePools(source))) as Record<string, unknown>;
  }
  declare derived: CharacterDerived;

  /** A write of Destiny or of the level keeps Destiny within the level, whoever writes (DB-DEST-2). */
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel<Schema, Actor.Implementation>["_preUpdate"]>): Promise<boolean | void> {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return false;
    const system = (args[0] as { system?: Record<string, unknown> }).system;
    if (!system || !("destiny" in system || "level" in system)) return allowed;
    const capped = cappedDestiny(system["destiny"] ?? this.destiny, system["level"] ?? this.level);
    if (capped !== null && capped !== (system["destiny"] ?? this.destiny)) system["destiny"] = capped;
    return allowed;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    try {
      this.derived = characterDerived(this, itemsOf(this), modelOptions);
    } catch (error) {
      // Values the rules refuse must not stop the world from loading: derive without the items.
      console.warn("Fray | dusk: could not derive values for", this.parent?.name, error);
      this.derived = characterDerived(this, [], modelOptions);
    }
    // Token bars read value/max pairs; the maximum is derived.
    (this.health as { value: number; max?: number }).max = this.derived.maxHealth;
  }
}

export class DuskNpcModel extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> implements NpcFields {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.duskNpc);
  }
  declare kind: NpcFields["kind"];
  declare level: number;
  declare health: NpcFields["health"];
  declare armor: number;
  declare damage: number;
  declare nature: NpcFields["nature"];
  declare woundLimit: number;
  /** Numbers a compendium NPC sets where the rules give none, each with its reason. */
  declare houseValues: NpcFields["houseValues"];
  declare notes: string;
  declare derived: NpcDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = npcDerived(this, itemsOf(this));
  }
}

export const DuskObjectModel = specModel(ACTOR_SPECS.duskObject);

export const DUSK_ACTOR_MODELS = { duskCharacter: DuskCharacterModel, duskNpc: DuskNpcModel, duskObject: DuskObjectModel } as const satisfies Record<DuskActorType, unknown>;

export const DUSK_ITEM_MODELS = specModels(ITEM_SPECS);
