import type { FrayActor } from "../../../foundry/documents/actor.js";
import { parentItems } from "../../../foundry/data/spec-model.js";
import type { FrayItem } from "../../../foundry/documents/item.js";
import { initialOf, type StoredOf } from "../../../foundry/data/field-spec.js";
import { guardedDerive } from "../../../foundry/data/guarded-derive.js";
import { errorText } from "../../../foundry/flows/notify.js";
import { schemaFromSpec } from "../../../foundry/data/schema-from-spec.js";
import { migrateSystem } from "../../../foundry/migrations/steps.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import { shieldMissileChance } from "../rules/missile.js";
import { ACTOR_SPECS, ITEM_SPECS, LOCATION_ROW, type BrpActorType, type BrpItemType } from "./specs.js";
import { customBody } from "../rules/locations.js";
import {
  damageFormulaProblem,
  livingDerived,
  valuesOrRefusal,
  type ArmorSystem,
  type ItemLike,
  type LivingDerived,
  type LivingSystem,
  type PowerSystem,
  type ShieldSystem,
  type SkillSystem,
  type WeaponSystem,
  type WoundSystem,
} from "./state.js";

type Schema = foundry.data.fields.DataSchema;
const { TypeDataModel } = foundry.abstract;

/** Options the models read when deriving values (the world's, once settings are read); setting them reports whether they changed. */
let modelOptions: Pick<BrpOptions, "majorWoundRounding"> = BRP_DEFAULTS;
export function setModelOptions(options: Pick<BrpOptions, "majorWoundRounding">): boolean {
  const changed = options.majorWoundRounding !== modelOptions.majorWoundRounding;
  modelOptions = { majorWoundRounding: options.majorWoundRounding };
  return changed;
}

const itemsOf = (model: { parent: unknown }) => parentItems<ItemLike>(model);

/**
 * A damage formula field: the rules' own reader and Foundry's Roll.validate must both accept it,
 * otherwise the update is refused with a localized message naming the formula.
 */
function damageField(initial: string): foundry.data.fields.DataField.Any {
  return new foundry.data.fields.StringField({
    required: true,
    blank: false,
    initial,
    validate: (value: unknown) => {
      const text = String(value);
      const problem = damageFormulaProblem(text) ?? (foundry.dice.Roll.validate(text) ? null : { key: "FRAY.Brp.Error.BadDamageFormula", data: { formula: text } });
      if (problem) throw new Error(game.i18n?.format(problem.key, Object.fromEntries(Object.entries(problem.data).map(([k, v]) => [k, String(v)]))) ?? problem.key);
    },
  });
}

/**
 * Characters and creatures: characteristics, derived values through the rules, wounds as items.
 * The stored fields are declared here because the schema is built from specs at runtime, where
 * Foundry's types cannot see them; `implements StoredOf<…>` keeps the declarations equal to the spec.
 */
export class BrpLivingModel extends TypeDataModel<Schema, FrayActor> implements LivingSystem, StoredOf<typeof ACTOR_SPECS.brpCharacter> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.brpCharacter);
  }
  declare characteristics: LivingSystem["characteristics"];
  declare move: number;
  /** The maximum is derived (prepareDerivedData) so token bars can read value/max. */
  declare hitPoints: { value: number; max?: number };
  declare powerPoints: { value: number; max?: number };
  declare fatiguePoints: { value: number; max?: number };
  declare naturalArmor: number;
  declare body: LivingSystem["body"];
  declare harm: LivingSystem["harm"];
  declare defence: LivingSystem["defence"];
  declare dyingBlow: NonNullable<LivingSystem["dyingBlow"]>;
  declare side: string;
  declare notes: string;
  /** Hit points, power points, damage modifier, skills, armor and the injury record, via the rules. */
  declare derived: LivingDerived;
  /**
   * Why the stored data could not be derived as it stands ("" when it could), in the user's
   * words: the actor still loads (with the values of `guardedDerive`'s fallback) and says why.
   */
  declare derivationProblem: string;

  /** The stored fields as the rules read them. */
  get living(): LivingSystem {
    return this;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const initial = () => initialOf(ACTOR_SPECS[String(this.parent?.type) === "brpCreature" ? "brpCreature" : "brpCharacter"]) as unknown as LivingSystem;
    this.derivationProblem = "";
    this.derived = guardedDerive((system, items) => livingDerived(system, items, modelOptions), this.living, itemsOf(this), initial, (error) => {
      this.derivationProblem = errorText(error);
      console.warn("Fray | brp: could not derive values for", this.parent?.name, error);
    });
    // Characteristics the rules refuse (no hit points from CON and SIZ) leave the values empty: say why.
    if (!this.derivationProblem && !this.derived.values) {
      const refusal = valuesOrRefusal(this, modelOptions).refusal;
      if (refusal) this.derivationProblem = errorText(refusal);
    }
    // Token bars read value/max pairs: the maxima are derived, so they are set here.
    this.hitPoints.max = this.derived.hpMax;
    this.powerPoints.max = this.derived.ppMax;
    this.fatiguePoints.max = this.derived.values?.fatiguePoints ?? 0;
  }
}

export class BrpCharacterModel extends BrpLivingModel {}

export class BrpCreatureModel extends BrpLivingModel {
  static override defineSchema(): Schema {
    return { ...schemaFromSpec(ACTOR_SPECS.brpCreature), hitLocationTable: locationTableField() };
  }
  declare hitLocationTable: StoredOf<typeof ACTOR_SPECS.brpCreature>["hitLocationTable"];
}

/**
 * A creature's hit-location table: rows as the spec gives them, and together they must cover
 * 1-20 once each (the rules' `customBody`); otherwise the update is refused with its message.
 */
function locationTableField(): foundry.data.fields.DataField.Any {
  const f = foundry.data.fields;
  return new f.ArrayField(new f.SchemaField(schemaFromSpec(LOCATION_ROW)), {
    validate: (value: unknown) => {
      if (!Array.isArray(value) || value.length === 0) return;
      try {
        customBody(value);
      } catch (error) {
        throw new Error(errorText(error), { cause: error });
      }
    },
  });
}

/** Every brp item keeps its text in `description`. */
class BrpItemModel extends TypeDataModel<Schema, FrayItem> {
  declare description: string;
}
function itemModel(type: BrpItemType): typeof BrpItemModel {
  return class extends BrpItemModel {
    static override defineSchema(): Schema {
      return schemaFromSpec(ITEM_SPECS[type]);
    }
  };
}

export class BrpWeaponModel extends itemModel("brpWeapon") implements WeaponSystem, StoredOf<typeof ITEM_SPECS.brpWeapon> {
  declare skill: WeaponSystem["skill"];
  declare damage: WeaponSystem["damage"];
  declare specialType: WeaponSystem["specialType"];
  declare attackKind: WeaponSystem["attackKind"];
  declare missileSpeed: WeaponSystem["missileSpeed"];
  declare modifierMode: WeaponSystem["modifierMode"];
  declare hp: WeaponSystem["hp"];
  declare armor: WeaponSystem["armor"];
  declare range: WeaponSystem["range"];
  declare attacksPerRound: WeaponSystem["attacksPerRound"];
  declare malfunction: WeaponSystem["malfunction"];
  declare length: WeaponSystem["length"];
  declare parries: WeaponSystem["parries"];
  declare parryable: boolean;
  declare hands: NonNullable<WeaponSystem["hands"]>;
  declare entangleControl: boolean;
  declare thrown: WeaponSystem["thrown"];
  declare largerThanKnife: WeaponSystem["largerThanKnife"];
  declare equipped: WeaponSystem["equipped"];
  static override defineSchema(): Schema {
    return { ...schemaFromSpec(ITEM_SPECS.brpWeapon), damage: damageField(ITEM_SPECS.brpWeapon.damage.initial) };
  }
}

export class BrpShieldModel extends itemModel("brpShield") implements ShieldSystem, StoredOf<typeof ITEM_SPECS.brpShield> {
  declare skill: ShieldSystem["skill"];
  declare size: ShieldSystem["size"];
  declare armor: ShieldSystem["armor"];
  declare hp: ShieldSystem["hp"];
  declare damage: ShieldSystem["damage"];
  declare specialType: ShieldSystem["specialType"];
  declare equipped: ShieldSystem["equipped"];
  static override defineSchema(): Schema {
    return { ...schemaFromSpec(ITEM_SPECS.brpShield), damage: damageField(ITEM_SPECS.brpShield.damage.initial) };
  }
  /** Chance to block slow missiles standing and kneeling (BRP-SHD-3). */
  declare missileChance: { standing: number; kneeling: number };
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.missileChance = { standing: shieldMissileChance(this.size, false), kneeling: shieldMissileChance(this.size, true) };
  }
}

export class BrpArmorModel extends itemModel("brpArmor") implements ArmorSystem, StoredOf<typeof ITEM_SPECS.brpArmor> {
  declare value: ArmorSystem["value"];
  declare randomValue: ArmorSystem["randomValue"];
  declare locations: ArmorSystem["locations"];
  declare layerable: ArmorSystem["layerable"];
  declare fitsSiz: ArmorSystem["fitsSiz"];
  declare skillPenalties: ArmorSystem["skillPenalties"];
  declare equipped: ArmorSystem["equipped"];
  /** Locations stored by older forms as an object of checked boxes become the list (on every load). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateSystem("brpArmor", source) as Record<string, unknown>);
  }
}
export class BrpPowerModel extends itemModel("brpPower") implements PowerSystem, StoredOf<typeof ITEM_SPECS.brpPower> {
  declare skill: PowerSystem["skill"];
  declare cost: PowerSystem["cost"];
  declare level: PowerSystem["level"];
  declare instantaneous: PowerSystem["instantaneous"];
  declare durationRounds: number;
  declare effect: PowerSystem["effect"];
}
export class BrpWoundModel extends itemModel("brpWound") implements WoundSystem, StoredOf<typeof ITEM_SPECS.brpWound> {
  declare source: WoundSystem["source"];
  declare damage: WoundSystem["damage"];
  declare remaining: WoundSystem["remaining"];
  declare severity: WoundSystem["severity"];
  declare location: WoundSystem["location"];
  declare round: WoundSystem["round"];
  declare bleeding: WoundSystem["bleeding"];
  declare impaled: WoundSystem["impaled"];
  declare firstAidBy: WoundSystem["firstAidBy"];
  declare staunch: WoundSystem["staunch"];
  declare majorWoundRoll: WoundSystem["majorWoundRoll"];
  declare permanent: WoundSystem["permanent"];
}
export class BrpSkillModel extends itemModel("brpSkill") implements SkillSystem, StoredOf<typeof ITEM_SPECS.brpSkill> {
  declare key: SkillSystem["key"];
  declare category: SkillSystem["category"];
  declare base: SkillSystem["base"];
  declare baseRule: SkillSystem["baseRule"];
  declare value: SkillSystem["value"];
}

/** An object or vehicle: hit points and armor only (BRP-FVTT-1). */
export class BrpObjectModel extends TypeDataModel<Schema, FrayActor> implements StoredOf<typeof ACTOR_SPECS.brpObject> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.brpObject);
  }
  declare kind: StoredOf<typeof ACTOR_SPECS.brpObject>["kind"];
  declare hitPoints: { value: number; max: number };
  declare armor: number;
  declare move: number;
  declare side: string;
  declare notes: string;
}

export const BRP_ACTOR_MODELS: Record<BrpActorType, typeof TypeDataModel<Schema, FrayActor>> = {
  brpCharacter: BrpCharacterModel,
  brpCreature: BrpCreatureModel,
  brpObject: BrpObjectModel,
};

export const BRP_ITEM_MODELS: Record<BrpItemType, typeof TypeDataModel<Schema, FrayItem>> = {
  brpWeapon: BrpWeaponModel,
  brpShield: BrpShieldModel,
  brpArmor: BrpArmorModel,
  brpPower: BrpPowerModel,
  brpWound: BrpWoundModel,
  brpSkill: BrpSkillModel,
};
