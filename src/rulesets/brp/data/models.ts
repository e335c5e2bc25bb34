import { initialOf } from "../../../foundry/data/field-spec.js";
import { guardedDerive } from "../../../foundry/data/guarded-derive.js";
import { schemaFromSpec } from "../../../foundry/data/schema-from-spec.js";
import { migrateSystem } from "../../../foundry/migrations/steps.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import { shieldMissileChance } from "../rules/missile.js";
import { ACTOR_SPECS, ITEM_SPECS, type BrpActorType, type BrpItemType } from "./specs.js";
import { damageFormulaProblem, livingDerived, type ItemLike, type LivingDerived, type LivingSystem, type ShieldSystem } from "./state.js";

type Schema = foundry.data.fields.DataSchema;
const { TypeDataModel } = foundry.abstract;

/** Options the models read when deriving values (the world's, once settings are read); setting them reports whether they changed. */
let modelOptions: Pick<BrpOptions, "majorWoundRounding"> = BRP_DEFAULTS;
export function setModelOptions(options: Pick<BrpOptions, "majorWoundRounding">): boolean {
  const changed = options.majorWoundRounding !== modelOptions.majorWoundRounding;
  modelOptions = { majorWoundRounding: options.majorWoundRounding };
  return changed;
}

function itemsOf(model: { parent: unknown }): ItemLike[] {
  const parent = model.parent as { items?: Iterable<ItemLike> } | null;
  return parent?.items ? [...parent.items] : [];
}

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

/** Characters and creatures: characteristics, derived values through the rules, wounds as items. */
export class BrpLivingModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.brpCharacter);
  }
  /** Hit points, power points, damage modifier, skills, armor and the injury record, via the rules. */
  declare derived: LivingDerived;

  get living(): LivingSystem {
    return this as unknown as LivingSystem;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const initial = () => initialOf(ACTOR_SPECS[String(this.parent?.type) === "brpCreature" ? "brpCreature" : "brpCharacter"]) as unknown as LivingSystem;
    this.derived = guardedDerive((system, items) => livingDerived(system, items, modelOptions), this.living, itemsOf(this), initial, (error) =>
      console.warn("Fray | brp: could not derive values for", this.parent?.name, error),
    );
    // Token bars read value/max pairs: the maxima are derived, so they are set here.
    const pools = this as unknown as { hitPoints: { value: number; max?: number }; powerPoints: { value: number; max?: number } };
    pools.hitPoints.max = this.derived.hpMax;
    pools.powerPoints.max = this.derived.ppMax;
  }
}

export class BrpCharacterModel extends BrpLivingModel {}

export class BrpCreatureModel extends BrpLivingModel {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.brpCreature);
  }
}

function itemModel(type: BrpItemType) {
  return class BrpItemModel extends TypeDataModel<Schema, Item.Implementation> {
    static override defineSchema(): Schema {
      return schemaFromSpec(ITEM_SPECS[type]);
    }
  };
}

export class BrpWeaponModel extends itemModel("brpWeapon") {
  static override defineSchema(): Schema {
    return { ...schemaFromSpec(ITEM_SPECS.brpWeapon), damage: damageField(ITEM_SPECS.brpWeapon.damage.initial) };
  }
}

export class BrpShieldModel extends itemModel("brpShield") {
  static override defineSchema(): Schema {
    return { ...schemaFromSpec(ITEM_SPECS.brpShield), damage: damageField(ITEM_SPECS.brpShield.damage.initial) };
  }
  /** Chance to block slow missiles standing and kneeling (BRP-SHD-3). */
  declare missileChance: { standing: number; kneeling: number };
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const size = (this as unknown as ShieldSystem).size;
    this.missileChance = { standing: shieldMissileChance(size, false), kneeling: shieldMissileChance(size, true) };
  }
}

export class BrpArmorModel extends itemModel("brpArmor") {
  /** Locations stored by older forms as an object of checked boxes become the list (on every load). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateSystem("brpArmor", source) as Record<string, unknown>);
  }
}
export class BrpPowerModel extends itemModel("brpPower") {}
export class BrpWoundModel extends itemModel("brpWound") {}
export class BrpSkillModel extends itemModel("brpSkill") {}

export const BRP_ACTOR_MODELS: Record<BrpActorType, typeof TypeDataModel<Schema, Actor.Implementation>> = {
  brpCharacter: BrpCharacterModel,
  brpCreature: BrpCreatureModel,
};

export const BRP_ITEM_MODELS: Record<BrpItemType, typeof TypeDataModel<Schema, Item.Implementation>> = {
  brpWeapon: BrpWeaponModel,
  brpShield: BrpShieldModel,
  brpArmor: BrpArmorModel,
  brpPower: BrpPowerModel,
  brpWound: BrpWoundModel,
  brpSkill: BrpSkillModel,
};
