import { storedSystem, type FieldSpec } from "../../../core/field-spec.js";
import { houseNotes, sheetHeader, type BreakdownLine, type Figure } from "../../../core/sheet-header.js";
import type { ItemLike } from "../../../core/item-like.js";
import { characterDerived, npcDerived, type CharacterSystem, type NpcSystem } from "./derived.js";
import { ITEM_SPECS, type DuskItemType } from "./specs.js";
import { effortCost } from "./difficulty.js";
import { PHYSICAL_ARMOR, NPC_KINDS, OBJECT_TRACK } from "./damage.js";
import { ATTACK_NATURES, DEFENCE_STAT } from "./exchange.js";
import { RESTS } from "./recovery.js";
import { STATS } from "./stats.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";
import type { WoundType } from "./wounds.js";

/**
 * What the dusk sheets show, pure: Pools as spendable resources, health, armor, Destiny and
 * Effort with the breakdowns the rules give, items grouped with their roll buttons, wounds with
 * their penalties, the day's rests, and each item's form generated from its field spec. The
 * browser fixtures are built by these same functions, so the harness checks what Foundry shows.
 */

export interface SheetItem extends ItemLike {
  readonly name: string;
  readonly img: string;
}

const line = (label: string, value: string | number, literal = false): BreakdownLine => (literal ? { label, literal, value: String(value) } : { label, value: String(value) });
const STAT_LABEL = (stat: string) => `FRAY.Dusk.Stat.${stat}`;
const CHOICE = (value: string) => `FRAY.Dusk.Choice.${value || "default"}`;

/** The penalty a wound brings once it is in force (DB-WND-4), as an i18n key. */
export const WOUND_PENALTY: Readonly<Record<WoundType, string>> = {
  winded: "FRAY.Dusk.Penalty.winded",
  light: "FRAY.Dusk.Penalty.light",
  moderate: "FRAY.Dusk.Penalty.moderate",
  severe: "FRAY.Dusk.Penalty.severe",
  critical: "FRAY.Dusk.Penalty.critical",
};

/** The header figures of a character: health, armor, Destiny, Effort limit and days to heal. */
function characterFigures(system: CharacterSystem, d: ReturnType<typeof characterDerived>): Figure[] {
  const health: BreakdownLine[] = [line("FRAY.Dusk.Breakdown.HealthBase", d.healthBase)];
  if (d.penalties.healthHalvings > 0) health.push(line("FRAY.Dusk.Breakdown.HealthHalved", `×½ × ${d.penalties.healthHalvings}`));
  if (d.penalties.healthCappedAtOne) health.push(line("FRAY.Dusk.Breakdown.HealthCapped", "≤ 1"));
  health.push(line("FRAY.Dusk.Breakdown.HealthMax", d.maxHealth));
  return [
    { key: "health", label: "FRAY.Dusk.Sheet.Health", value: `${system.health.value} / ${d.maxHealth}`, breakdown: health },
    {
      key: "armor",
      label: "FRAY.Dusk.Sheet.Armor",
      value: String(d.armor.total),
      breakdown: [line("FRAY.Dusk.Breakdown.ArmorPhysical", d.armor.physical), line("FRAY.Dusk.Breakdown.ArmorAbility", d.armor.ability), line("FRAY.Dusk.Breakdown.ArmorMagic", d.armor.magic)],
    },
    { key: "destiny", label: "FRAY.Dusk.Sheet.Destiny", value: `${system.destiny} / ${d.destinyCap}`, breakdown: [line("FRAY.Dusk.Breakdown.DestinyCap", d.destinyCap)] },
    { key: "effort", label: "FRAY.Dusk.Sheet.EffortMax", value: String(system.effortMax), breakdown: d.effortCosts.slice(1).map((cost, i) => line("FRAY.Dusk.Breakdown.EffortLevels", `${i + 1} → ${cost}`)) },
    { key: "heal", label: "FRAY.Dusk.Sheet.DaysToHeal", value: String(d.daysToHeal), breakdown: [line("FRAY.Dusk.Breakdown.DaysToHeal", d.daysToHeal)] },
  ];
}

/** The price of each Effort level the character may buy, with the Light wound surcharge apart. */
function effortRows(effortMax: number, lightWounds: number, options: DuskOptions) {
  return Array.from({ length: Math.min(effortMax, 6) }, (_, i) => {
    const levels = i + 1;
    const plain = effortCost(levels, 0, options);
    const cost = effortCost(levels, lightWounds, options);
    const breakdown = [line("FRAY.Dusk.Breakdown.EffortBase", plain)];
    if (cost !== plain) breakdown.push(line("FRAY.Dusk.Breakdown.EffortLight", `+${cost - plain}`));
    return { levels, cost, breakdown };
  });
}

export function characterContext(doc: { name: string; img: string }, system: CharacterSystem, items: readonly SheetItem[], options: DuskOptions = DEFAULT_DUSK_OPTIONS) {
  const d = characterDerived(system, items, options);
  /** The items of one type with their stored data, typed from the spec. */
  const of = <T extends DuskItemType>(type: T) =>
    items.flatMap((i) => {
      const s = storedSystem(ITEM_SPECS, i, type);
      return s ? [{ i, s }] : [];
    });
  const row = (i: SheetItem) => ({ id: i.id ?? "", name: i.name, img: i.img });
  return {
    header: sheetHeader(doc, "TYPES.Actor.duskCharacter", characterFigures(system, d)),
    pools: STATS.map((stat) => ({ stat, label: STAT_LABEL(stat), value: system.pools[stat].value, max: system.pools[stat].max })),
    health: { value: system.health.value, max: d.maxHealth },
    // Destiny never exceeds the level (DB-DEST-2): the input refuses more, with the sheet's range warning.
    destinyCap: d.destinyCap,
    effort: effortRows(system.effortMax, d.penalties.lightWounds, options),
    weapons: of("duskWeapon").map(({ i, s }) => {
      const reach = s.mode === "ranged" ? [line(`FRAY.Dusk.Breakdown.Range.${s.range}`, ""), line(`FRAY.Dusk.Breakdown.MaxRange.${s.maxRange || "default"}`, "")] : [line("FRAY.Dusk.Breakdown.Melee", "")];
      // A compendium weapon's damage is Fray's number, not the rules': the row's tooltip says so.
      if (duskHouseNotes(s).some((note) => note.field === "damage")) reach.push(line("FRAY.Dusk.Breakdown.HouseDamage", ""));
      return {
        ...row(i),
        equipped: s.equipped,
        damage: s.damage,
        statLabel: STAT_LABEL(s.stat),
        modeLabel: `FRAY.Dusk.Choice.${s.mode}`,
        rangeLabel: s.mode === "ranged" ? `FRAY.Dusk.Choice.${s.range}` : null,
        reach,
      };
    }),
    skills: of("duskSkill").map(({ i, s }) => ({ ...row(i), stat: s.stat, steps: s.level === "specialized" ? 2 : 1, levelLabel: CHOICE(s.level), statLabel: STAT_LABEL(s.stat), initiative: s.initiative })),
    assets: of("duskAsset").map(({ i, s }) => ({ ...row(i), steps: s.steps, task: s.task })),
    abilities: of("duskAbility").map(({ i, s }) => ({ ...row(i), cost: s.cost, statLabel: STAT_LABEL(s.stat), actionLabel: CHOICE(s.action), freeEffort: s.freeEffort })),
    spells: of("duskSpell").map(({ i, s }) => ({ ...row(i), cost: s.cost, statLabel: STAT_LABEL(s.stat), castLabel: CHOICE(s.castTime) })),
    armorItems: of("duskArmor").map(({ i, s }) => {
      const points = s.slot === "physical" ? PHYSICAL_ARMOR[s.category] : s.value;
      const counted = s.equipped && d.armor[s.slot] === points;
      return { ...row(i), equipped: s.equipped, points, slotLabel: CHOICE(s.slot), counted, breakdown: [line(s.slot === "physical" ? CHOICE(s.category) : CHOICE(s.slot), points), line(counted ? "FRAY.Dusk.Breakdown.ArmorCounted" : "FRAY.Dusk.Breakdown.ArmorNotCounted", "")] };
    }),
    wounds: of("duskWound").map(({ i, s }) => ({ ...row(i), value: s.value, deferred: s.deferred, typeLabel: CHOICE(s.woundType), penalty: WOUND_PENALTY[s.woundType] })),
    penalties: {
      ...d.penalties,
      breakdown: [
        line("FRAY.Dusk.Breakdown.PenaltyLight", d.penalties.lightWounds),
        line("FRAY.Dusk.Breakdown.PenaltyHinder", d.penalties.hinderSteps),
        line("FRAY.Dusk.Breakdown.PenaltyHalvings", d.penalties.healthHalvings),
        ...(d.penalties.cannotAct ? [line("FRAY.Dusk.Breakdown.PenaltyNoActions", "")] : []),
      ],
    },
    deferredCount: d.wounds.filter((w) => w.deferred).length,
    daysToHeal: d.daysToHeal,
    rests: RESTS.map((rest) => ({ rest, label: `FRAY.Dusk.Rest.${rest}`, used: system.restsUsed.includes(rest) })),
  };
}

export function npcContext(doc: { name: string; img: string }, system: NpcSystem, items: readonly SheetItem[]) {
  const d = npcDerived(system, items);
  const wounds = items.flatMap((i) => {
    const s = storedSystem(ITEM_SPECS, i, "duskWound");
    return s ? [{ id: i.id ?? "", name: i.name, img: i.img, value: s.value, typeLabel: CHOICE(s.woundType) }] : [];
  });
  const elite = system.kind === "elite";
  const figures: Figure[] = [
    { key: "tn", label: "FRAY.Dusk.Sheet.TargetNumberShort", value: String(d.targetNumber), breakdown: [line("FRAY.Dusk.Breakdown.NpcLevel", system.level), line("FRAY.Dusk.Breakdown.TimesThree", d.targetNumber)] },
    { key: "health", label: "FRAY.Dusk.Sheet.Health", value: `${system.health.value} / ${system.health.max}`, breakdown: [line(elite ? "FRAY.Dusk.Breakdown.EliteAtZero" : "FRAY.Dusk.Breakdown.MinionAtZero", "")] },
    { key: "armor", label: "FRAY.Dusk.Sheet.Armor", value: String(system.armor), breakdown: [line("FRAY.Dusk.Breakdown.NpcArmor", system.armor)] },
    { key: "damage", label: "FRAY.Dusk.Field.damage", value: String(system.damage), breakdown: [line("FRAY.Dusk.Breakdown.NpcDamage", system.damage), line(`FRAY.Dusk.Breakdown.DefendWith.${DEFENCE_STAT[system.nature]}`, "")] },
  ];
  if (elite) figures.push({ key: "wounds", label: "FRAY.Dusk.Sheet.Wounds", value: `${wounds.length} / ${system.woundLimit}`, breakdown: [line("FRAY.Dusk.Breakdown.WoundLimit", system.woundLimit)] });
  return {
    header: sheetHeader(doc, elite ? "FRAY.Dusk.Sheet.Elite" : "FRAY.Dusk.Sheet.Minion", figures, duskHouseNotes(system)),
    targetNumber: d.targetNumber,
    wounds,
    elite,
    fields: [
      { name: "system.kind", label: "FRAY.Dusk.Field.kind", type: "select", value: system.kind, choices: choiceLabels(NPC_KINDS) },
      { name: "system.level", label: "FRAY.Dusk.Sheet.Level", type: "number", value: system.level, min: 0, max: 20 },
      { name: "system.health.max", label: "FRAY.Dusk.Sheet.HealthMax", type: "number", value: system.health.max, min: 0, max: 1000 },
      { name: "system.armor", label: "FRAY.Dusk.Sheet.Armor", type: "number", value: system.armor, min: 0, max: 20 },
      { name: "system.damage", label: "FRAY.Dusk.Field.damage", type: "number", value: system.damage, min: 0, max: 100 },
      { name: "system.nature", label: "FRAY.Dusk.Field.nature", type: "select", value: system.nature, choices: Object.fromEntries(ATTACK_NATURES.map((n) => [n, `FRAY.Dusk.NatureChoice.${n}`])), hint: "FRAY.Dusk.Hint.nature" },
      ...(elite ? [{ name: "system.woundLimit", label: "FRAY.Dusk.Field.woundLimit", type: "number", value: system.woundLimit, min: 0, max: 20 }] : []),
    ],
  };
}

export function objectContext(doc: { name: string; img: string }, system: { condition: (typeof OBJECT_TRACK)[number] }) {
  const index = OBJECT_TRACK.indexOf(system.condition);
  return {
    header: sheetHeader(doc, "TYPES.Actor.duskObject", []),
    track: OBJECT_TRACK.map((step, i) => ({ step, label: CHOICE(step), current: i === index, passed: i < index })),
    canWorsen: index < OBJECT_TRACK.length - 1,
    canRepair: index > 0,
    fields: [{ name: "system.condition", label: "FRAY.Dusk.Field.condition", type: "select", value: system.condition, choices: choiceLabels(OBJECT_TRACK) }],
  };
}

/** `{value: label key}` for a closed set, as `selectOptions` takes it. */
const choiceLabels = (values: readonly string[]) => Object.fromEntries(values.map((v) => [v, CHOICE(v)]));

export interface FormField {
  readonly name: string;
  readonly label: string;
  readonly type: "number" | "checkbox" | "select" | "text";
  readonly value: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly choices?: Readonly<Record<string, string>>;
  readonly hint?: string;
}

/** Hints under fields whose meaning the label alone does not carry. */
const FIELD_HINTS: Readonly<Record<string, string>> = {
  maxRange: "FRAY.Dusk.Hint.maxRange",
  value: "FRAY.Dusk.Hint.armorValue",
  freeEffort: "FRAY.Dusk.Hint.freeEffort",
  initiative: "FRAY.Dusk.Hint.initiative",
  steps: "FRAY.Dusk.Hint.steps",
  deferred: "FRAY.Dusk.Hint.deferred",
};

/** An item's form, one field per spec entry (the description is edited separately). */
export function itemFields(type: DuskItemType, system: Readonly<Record<string, unknown>>): FormField[] {
  return Object.entries(ITEM_SPECS[type] as Readonly<Record<string, FieldSpec>>).flatMap(([key, spec]): FormField[] => {
    const hintKey = type === "duskWound" && key === "value" ? "FRAY.Dusk.Hint.woundValue" : FIELD_HINTS[key];
    const base = { name: `system.${key}`, label: `FRAY.Dusk.Field.${key}`, value: system[key], ...(hintKey ? { hint: hintKey } : {}) };
    switch (spec.kind) {
      case "int":
        return [{ ...base, type: "number", min: spec.min, max: spec.max }];
      case "bool":
        return [{ ...base, type: "checkbox" }];
      case "choice":
        return [{ ...base, type: "select", choices: Object.fromEntries(spec.choices.map((c) => [c, CHOICE(c)])) }];
      case "string":
        return [{ ...base, type: "text" }];
      default:
        return [];
    }
  });
}

/** What an item's own sheet derives: armor points by category, a skill's steps, a wound's penalty. */
export function itemFigures(type: DuskItemType, system: Readonly<Record<string, unknown>>): Figure[] {
  if (type === "duskArmor") {
    const physical = system["slot"] === "physical";
    const points = physical ? PHYSICAL_ARMOR[system["category"] as keyof typeof PHYSICAL_ARMOR] : Number(system["value"]);
    return [{ key: "armor", label: "FRAY.Dusk.Sheet.Armor", value: String(points), breakdown: [line(physical ? "FRAY.Dusk.Breakdown.ArmorByCategory" : "FRAY.Dusk.Breakdown.ArmorByValue", points)] }];
  }
  if (type === "duskSkill") {
    const steps = system["level"] === "specialized" ? 2 : 1;
    return [{ key: "steps", label: "FRAY.Dusk.Sheet.Eases", value: String(steps), breakdown: [line(CHOICE(String(system["level"])), steps)] }];
  }
  if (type === "duskWound") return [{ key: "penalty", label: "FRAY.Dusk.Sheet.Penalty", value: String(system["value"]), breakdown: [line(WOUND_PENALTY[system["woundType"] as WoundType] ?? "", ""), line("FRAY.Dusk.Breakdown.DaysToHeal", String(system["value"]))] }];
  return [];
}

export function itemContext(doc: { name: string; img: string }, type: DuskItemType, system: Readonly<Record<string, unknown>>, editable: boolean) {
  return { header: sheetHeader(doc, `TYPES.Item.${type}`, itemFigures(type, system), duskHouseNotes(system)), system, editable, fields: itemFields(type, system) };
}

/** The label of each field a dusk entry may mark as a house value (NPC_HOUSE_FIELDS, WEAPON_HOUSE_FIELDS). */
const HOUSE_FIELD_LABELS: Readonly<Record<string, string>> = {
  level: "FRAY.Dusk.Sheet.Level",
  "health.max": "FRAY.Dusk.Sheet.HealthMax",
  armor: "FRAY.Dusk.Sheet.Armor",
  damage: "FRAY.Dusk.Field.damage",
};

/** The house values a dusk NPC or weapon marks, labelled for the header's badges. */
export const duskHouseNotes = (system: object) => houseNotes(system as { houseValues?: ReadonlyArray<{ field: string; why: string }> }, HOUSE_FIELD_LABELS);
