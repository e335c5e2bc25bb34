import { schemaFromSpec } from "../../../foundry/data/schema-from-spec.js";
import { parentItems } from "../../../foundry/data/spec-model.js";
import { clashOptions, type TierPreset } from "../rules/index.js";
import { ACTOR_SPECS, ITEM_SPECS, type ClashActorType, type ClashItemType } from "./specs.js";
import { AP_COST, actionsOf, armorOf, damageFormulaProblem, maneuversOf, skillRows, type ActionDef, type ArmorPart, type CombatantSystem, type ItemLike, type ManeuverDef, type SkillRow } from "./state.js";

type Schema = foundry.data.fields.DataSchema;
const { TypeDataModel } = foundry.abstract;

/** The tier preset the models derive tier bands under; the ruleset's settings replace it once readable. */
let modelPreset: TierPreset = clashOptions().tierPreset;
/** Caches the world's preset; true when it changed (the glue then re-derives the actors). */
export function setModelPreset(preset: TierPreset): boolean {
  const changed = preset !== modelPreset;
  modelPreset = preset;
  return changed;
}

const itemsOf = (model: { parent: unknown }) => parentItems<ItemLike>(model);

/**
 * A damage formula field: the rules' own reader and Foundry's Roll.validate must both accept it,
 * otherwise the update is refused with a localized message naming the formula.
 */
function damageField(initial: string, allowEmpty: boolean): foundry.data.fields.DataField.Any {
  return new foundry.data.fields.StringField({
    required: true,
    blank: allowEmpty,
    initial,
    validate: (value: unknown) => {
      const text = String(value);
      if (allowEmpty && text.trim() === "") return;
      const problem = damageFormulaProblem(text) ?? (foundry.dice.Roll.validate(text) ? null : "FRAY.Clash.Error.BadDamageFormula");
      if (problem) throw new Error(game.i18n?.format(problem, { formula: text }) ?? problem);
    },
  });
}

export interface CombatantDerived {
  readonly skills: readonly SkillRow[];
  readonly armor: { readonly total: number; readonly parts: readonly ArmorPart[] };
  readonly actions: readonly ActionDef[];
  readonly maneuvers: readonly ManeuverDef[];
  readonly apCost: number;
}

/** Characters and creatures: skills with their tier bands, armor, actions and known maneuvers. */
export class ClashCombatantModel extends TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.clashCharacter);
  }

  declare derived: CombatantDerived;

  get combatant(): CombatantSystem {
    return this as unknown as CombatantSystem;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const items = itemsOf(this);
    try {
      this.derived = { skills: skillRows(this.combatant, modelPreset), armor: armorOf(this.combatant, items), actions: actionsOf(this.combatant, items), maneuvers: maneuversOf(items), apCost: AP_COST };
    } catch (error) {
      // One malformed actor must not break the world's load: it shows empty derived values.
      console.warn("Fray | clash: could not derive values", error);
      this.derived = { skills: [], armor: { total: 0, parts: [] }, actions: [], maneuvers: [], apCost: AP_COST };
    }
  }
}

export class ClashCharacterModel extends ClashCombatantModel {}

export class ClashCreatureModel extends ClashCombatantModel {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.clashCreature);
  }
}

function itemModel(type: ClashItemType) {
  return class ClashItemModel extends TypeDataModel<Schema, Item.Implementation> {
    static override defineSchema(): Schema {
      return schemaFromSpec(ITEM_SPECS[type]);
    }
  };
}

export class ClashWeaponModel extends itemModel("clashWeapon") {
  static override defineSchema(): Schema {
    return { ...schemaFromSpec(ITEM_SPECS.clashWeapon), damage: damageField(ITEM_SPECS.clashWeapon.damage.initial, false) };
  }
}

export class ClashSpellModel extends itemModel("clashSpell") {
  static override defineSchema(): Schema {
    return { ...schemaFromSpec(ITEM_SPECS.clashSpell), damage: damageField(ITEM_SPECS.clashSpell.damage.initial, true) };
  }
}

export class ClashArmorModel extends itemModel("clashArmor") {}

export class ClashActionModel extends itemModel("clashAction") {
  /** Every action costs one AP (DL-AP-1/2); shown on the item sheet. */
  get apCost(): number {
    return AP_COST;
  }
}

export class ClashManeuverModel extends itemModel("clashManeuver") {}

export const CLASH_ACTOR_MODELS: Record<ClashActorType, typeof TypeDataModel<Schema, Actor.Implementation>> = {
  clashCharacter: ClashCharacterModel,
  clashCreature: ClashCreatureModel,
};

export const CLASH_ITEM_MODELS: Record<ClashItemType, typeof TypeDataModel<Schema, Item.Implementation>> = {
  clashWeapon: ClashWeaponModel,
  clashArmor: ClashArmorModel,
  clashSpell: ClashSpellModel,
  clashAction: ClashActionModel,
  clashManeuver: ClashManeuverModel,
};
