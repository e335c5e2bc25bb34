import type { FrayActor } from "../../../foundry/documents/actor.js";
import { parentItems } from "../../../foundry/data/spec-model.js";
import type { FrayItem } from "../../../foundry/documents/item.js";
import { initialOf, type StoredOf } from "../../../foundry/data/field-spec.js";
import { guardedDerive } from "../../../foundry/data/guarded-derive.js";
import { schemaFromSpec } from "../../../foundry/data/schema-from-spec.js";
import { errorText } from "../../../foundry/flows/notify.js";
import { flurryOptions, type FlurryOptions } from "../rules/index.js";
import { ACTOR_SPECS, ITEM_SPECS, type FighterSystem, type FlurryActorType, type FlurryItemType } from "./specs.js";
import { deriveFighter, parseImpactDice, type FighterDerived, type ItemLike } from "./state.js";

type Schema = foundry.data.fields.DataSchema;
const { TypeDataModel } = foundry.abstract;

/** The options the models derive under (the world's, once settings can be read); setting them reports a change. */
let modelOptions: FlurryOptions = flurryOptions();
export function setFlurryModelOptions(options: FlurryOptions): boolean {
  const changed = options.woundPenaltyAcrossLocations !== modelOptions.woundPenaltyAcrossLocations || options.impactBeyondTable !== modelOptions.impactBeyondTable;
  modelOptions = options;
  return changed;
}

const itemsOf = (model: { parent: unknown }) => parentItems<ItemLike>(model);

type FighterFields = StoredOf<typeof ACTOR_SPECS.flurryFighter>;

/**
 * Fighters and creatures (WC-DATA-1, WC-FVTT-1): attributes with their modifiers, thresholds,
 * skills, paces, facing and the wound record; Defense and its variants, actions per flurry,
 * the wound grid with its penalties, armour per location and each weapon's impact derived by the
 * rules. The stored fields are declared for the type checker and kept equal to the spec by
 * `implements StoredOf<…>`.
 */
export class FlurryFighterModel extends TypeDataModel<Schema, FrayActor> implements FighterFields {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.flurryFighter);
  }

  declare fighterRank: FighterFields["fighterRank"];
  declare attributes: FighterFields["attributes"];
  declare shockMod: number;
  declare mass: number;
  declare innateResistance: number;
  declare thresholds: FighterFields["thresholds"];
  declare skills: FighterFields["skills"];
  declare paces: FighterFields["paces"];
  declare movementRate: number;
  declare facing: FighterFields["facing"];
  declare wounds: FighterFields["wounds"];
  declare notes: string;

  declare derived: FighterDerived;
  /** Why the stored data could not be derived as it stands ("" when it could), in the user's words. */
  declare derivationProblem: string;

  get fighter(): FighterSystem {
    return this as unknown as FighterSystem;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const type: FlurryActorType = String(this.parent?.type) === "flurryCreature" ? "flurryCreature" : "flurryFighter";
    this.derivationProblem = "";
    this.derived = guardedDerive((system, items) => deriveFighter(system, items, modelOptions), this.fighter, itemsOf(this), () => initialOf(ACTOR_SPECS[type]) as unknown as FighterSystem, (error) => {
      this.derivationProblem = errorText(error);
      console.warn("Fray | flurry: could not derive values for", this.parent?.name, error);
    });
  }
}

export class FlurryCreatureModel extends FlurryFighterModel {
  static override defineSchema(): Schema {
    return schemaFromSpec(ACTOR_SPECS.flurryCreature);
  }

  declare locations: StoredOf<typeof ACTOR_SPECS.flurryCreature>["locations"];
}

/** Every flurry item keeps its text in `description` and may be set aside (`equipped`). */
class FlurryItemModel extends TypeDataModel<Schema, FrayItem> {
  declare description: string;
  declare equipped: boolean;
}

function itemModel(type: FlurryItemType): typeof FlurryItemModel {
  return class extends FlurryItemModel {
    static override defineSchema(): Schema {
      return schemaFromSpec(ITEM_SPECS[type]);
    }
  };
}

/** WC-DATA-2 / WC-FVTT-2: a weapon; its impact dice text must read as dice ("1d6", "2d4") or points ("1"). */
export class FlurryWeaponModel extends itemModel("flurryWeapon") implements StoredOf<typeof ITEM_SPECS.flurryWeapon> {
  static override defineSchema(): Schema {
    const schema = schemaFromSpec(ITEM_SPECS.flurryWeapon);
    return {
      ...schema,
      impactDice: new foundry.data.fields.StringField({
        required: true,
        blank: true,
        initial: "",
        validate: (value: unknown) => {
          const parsed = parseImpactDice(String(value));
          if ("problem" in parsed) throw new Error(game.i18n?.format(parsed.problem, { dice: String(value) }) ?? parsed.problem);
        },
      }),
    };
  }

  declare skill: StoredOf<typeof ITEM_SPECS.flurryWeapon>["skill"];
  declare impactModifier: number;
  declare impactDice: string;
  declare penetration: number;
  declare wounds: StoredOf<typeof ITEM_SPECS.flurryWeapon>["wounds"];
  declare range: number;
  declare reach: StoredOf<typeof ITEM_SPECS.flurryWeapon>["reach"];
  declare criticalRange: number;
  declare missileRange: number;
  declare needsLoad: boolean;
  declare hands: number;
}

/** WC-DATA-3: armour — absorption, penetration threshold, defence bonus and the locations covered. */
export class FlurryArmorModel extends itemModel("flurryArmor") implements StoredOf<typeof ITEM_SPECS.flurryArmor> {
  declare absorption: number;
  declare penetrationThreshold: number;
  declare defenseBonus: number;
  declare covers: StoredOf<typeof ITEM_SPECS.flurryArmor>["covers"];
}

/** WC-DATA-3: a shield — a defence bonus where it covers, and protection like armour. */
export class FlurryShieldModel extends itemModel("flurryShield") implements StoredOf<typeof ITEM_SPECS.flurryShield> {
  declare absorption: number;
  declare penetrationThreshold: number;
  declare defenseBonus: number;
  declare covers: StoredOf<typeof ITEM_SPECS.flurryShield>["covers"];
}

export const FLURRY_ACTOR_MODELS: Record<FlurryActorType, typeof FlurryFighterModel> = {
  flurryFighter: FlurryFighterModel,
  flurryCreature: FlurryCreatureModel,
};

export const FLURRY_ITEM_MODELS: Record<FlurryItemType, typeof FlurryItemModel> = {
  flurryWeapon: FlurryWeaponModel,
  flurryArmor: FlurryArmorModel,
  flurryShield: FlurryShieldModel,
};
