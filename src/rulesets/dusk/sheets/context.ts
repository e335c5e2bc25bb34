import type { FieldSpec } from "../../../foundry/data/field-spec.js";
import { characterDerived, npcDerived, type CharacterSystem, type ItemLike, type NpcSystem } from "../data/state.js";
import { ITEM_SPECS, type DuskItemType } from "../data/specs.js";
import { RESTS } from "../rules/recovery.js";
import { NPC_KINDS, OBJECT_TRACK } from "../rules/damage.js";
import { ATTACK_NATURES } from "../rules/exchange.js";
import { STATS } from "../rules/stats.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "../rules/options.js";

/**
 * What the dusk sheets show, pure: Pools as spendable resources, health and its breakdown,
 * Effort prices, wounds with their penalties, items grouped with their roll buttons, and an item
 * form generated from the item's field spec. Every derived number carries its breakdown as text
 * for a tooltip.
 */

export interface SheetItem extends ItemLike {
  readonly img: string;
}

const sys = <T>(i: ItemLike) => i.system as T;

export function characterContext(system: CharacterSystem, items: readonly SheetItem[], options: DuskOptions = DEFAULT_DUSK_OPTIONS) {
  const d = characterDerived(system, items, options);
  const of = (type: string) => items.filter((i) => i.type === type);
  return {
    pools: STATS.map((stat) => ({ stat, label: `FRAY.Dusk.Stat.${stat}`, value: system.pools[stat].value, max: system.pools[stat].max })),
    health: { value: system.health.value, max: d.maxHealth, tooltip: { key: "FRAY.Dusk.Tooltip.Health", data: { base: d.healthBase, halvings: d.penalties.healthHalvings, capped: d.penalties.healthCappedAtOne ? 1 : 0 } } },
    armor: { total: d.armor.total, tooltip: { key: "FRAY.Dusk.Tooltip.Armor", data: { physical: d.armor.physical, ability: d.armor.ability, magic: d.armor.magic } } },
    destiny: { value: system.destiny, cap: d.destinyCap },
    effort: d.effortCosts.slice(1).map((cost, i) => ({ levels: i + 1, cost })),
    penalties: d.penalties,
    daysToHeal: d.daysToHeal,
    weapons: of("duskWeapon").map((i) => {
      const s = sys<{ damage: number; mode: string; range: string }>(i);
      return { ...i, s, rangeLabel: `FRAY.Dusk.Choice.${s.range}` };
    }),
    skills: of("duskSkill").map((i) => {
      const s = sys<{ stat: string; level: string }>(i);
      return { ...i, s, levelLabel: `FRAY.Dusk.Choice.${s.level}`, statLabel: `FRAY.Dusk.Stat.${s.stat}` };
    }),
    armorItems: of("duskArmor"),
    abilities: [...of("duskAbility"), ...of("duskSpell")],
    assets: of("duskAsset"),
    wounds: of("duskWound").map((i) => ({ ...i, s: sys<{ woundType: string; value: number; deferred: boolean }>(i) })),
    rests: RESTS.filter((r) => r !== "tenHours").map((rest) => ({ rest, label: `FRAY.Dusk.Rest.${rest}`, used: system.restsUsed.includes(rest) })),
  };
}

export function npcContext(system: NpcSystem, items: readonly SheetItem[]) {
  const d = npcDerived(system, items);
  return {
    targetNumber: d.targetNumber,
    wounds: items.filter((i) => i.type === "duskWound"),
    elite: system.kind === "elite",
    kindChoices: choiceLabels(NPC_KINDS),
    natureChoices: choiceLabels(ATTACK_NATURES),
  };
}

export const objectContext = () => ({ conditionChoices: choiceLabels(OBJECT_TRACK) });

/** `{value: label key}` for a closed set, as `selectOptions` takes it. */
const choiceLabels = (values: readonly string[]) => Object.fromEntries(values.map((v) => [v, `FRAY.Dusk.Choice.${v}`]));

export interface FormField {
  readonly name: string;
  readonly label: string;
  readonly kind: "number" | "checkbox" | "select" | "text";
  readonly value: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

/** An item's form, one field per spec entry (the description is edited separately). */
export function itemFields(type: DuskItemType, system: Readonly<Record<string, unknown>>): FormField[] {
  return Object.entries(ITEM_SPECS[type] as Readonly<Record<string, FieldSpec>>).flatMap(([key, spec]): FormField[] => {
    const base = { name: `system.${key}`, label: `FRAY.Dusk.Field.${key}`, value: system[key] };
    switch (spec.kind) {
      case "int":
        return [{ ...base, kind: "number", min: spec.min, max: spec.max }];
      case "bool":
        return [{ ...base, kind: "checkbox" }];
      case "choice":
        return [{ ...base, kind: "select", options: spec.choices.map((c) => ({ value: c, label: `FRAY.Dusk.Choice.${c || "default"}` })) }];
      case "string":
        return [{ ...base, kind: "text" }];
      default:
        return [];
    }
  });
}
