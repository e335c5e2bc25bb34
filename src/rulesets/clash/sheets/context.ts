import { ACTION_AP_COST, type TierPreset } from "../rules/index.js";
import { ARMOR_KINDS, ACTION_KINDS, ACTION_SOURCES, FOLLOW_UP_SKILLS, MANEUVER_STATUSES, SKILL_KEYS, type ClashItemType } from "../data/specs.js";
import { actionsOf, armorOf, maneuversOf, readyWeapon, skillRows, type ArmorSystem, type CombatantSystem, type ItemLike, type SpellSystem, type WeaponSystem } from "../data/state.js";
import { SKILL_LABELS, STATUS_LABELS, TIER_LABELS } from "../flows/card-view.js";
import { sheetHeader, type Figure } from "../../../foundry/sheets/sheet-context.js";

/**
 * Pure builders of what the clash sheets render. The sheet classes pass the document's name,
 * image, system data and items; the browser fixtures are produced by the same functions, so what
 * the harness screenshots is what Foundry shows. Every number carries its breakdown as a tooltip
 * text computed here from the rules, never in a template.
 */

export interface SheetItem extends ItemLike {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

const sys = <T>(item: ItemLike): T => item.system as T;
const ofType = (items: readonly SheetItem[], type: ClashItemType) => items.filter((i) => i.type === type);

export const PRESET_LABELS: Readonly<Record<TierPreset, string>> = {
  doubles: "FRAY.Clash.Option.TierPreset.Choice.Doubles",
  tenth: "FRAY.Clash.Option.TierPreset.Choice.Tenth",
  brp: "FRAY.Clash.Option.TierPreset.Choice.Brp",
};

const KIND_LABELS = { proactive: "FRAY.Clash.Kind.Proactive", reactive: "FRAY.Clash.Kind.Reactive" } as const;
const SOURCE_LABELS = { weapon: "FRAY.Clash.Source.Weapon", spell: "FRAY.Clash.Source.Spell", skill: "FRAY.Clash.Source.Skill" } as const;
const ARMOR_KIND_LABELS = { armor: "FRAY.Clash.ArmorKind.Armor", shield: "FRAY.Clash.ArmorKind.Shield" } as const;

const choices = <K extends string>(keys: readonly K[], labels: Readonly<Record<K, string>>) => Object.fromEntries(keys.map((k) => [k, labels[k]]));

/** Select choices of every closed set the item sheets edit. */
export const SHEET_CHOICES = {
  skill: choices(SKILL_KEYS, SKILL_LABELS),
  followUp: { "": "FRAY.Clash.Sheet.None", ...choices(SKILL_KEYS, SKILL_LABELS) },
  status: { "": "FRAY.Clash.Sheet.None", ...choices(MANEUVER_STATUSES.filter((s) => s !== ""), STATUS_LABELS as Record<Exclude<(typeof MANEUVER_STATUSES)[number], "">, string>) },
  kind: choices(ACTION_KINDS, KIND_LABELS),
  source: choices(ACTION_SOURCES, SOURCE_LABELS),
  armorKind: choices(ARMOR_KINDS, ARMOR_KIND_LABELS),
};
// Keep the lists in step with the specs (a new status or skill needs a label).
void FOLLOW_UP_SKILLS;

/** The header's key figures: the three pools, armor with its parts, and the initiative bonus. */
function combatantFigures(system: CombatantSystem, armor: ReturnType<typeof armorOf>): Figure[] {
  const pool = (key: string, label: string, p: { value: number; max: number }, hint: string): Figure => ({ key, label, value: `${p.value} / ${p.max}`, breakdown: [{ label: hint, value: "" }] });
  return [
    pool("hp", "FRAY.Clash.Stat.HitPoints", system.hp, "FRAY.Clash.Breakdown.HitPoints"),
    pool("ap", "FRAY.Clash.Stat.ActionPoints", system.ap, "FRAY.Clash.Breakdown.ActionPoints"),
    pool("luck", "FRAY.Clash.Stat.Luck", system.luck, "FRAY.Clash.Breakdown.Luck"),
    {
      key: "armor",
      label: "FRAY.Clash.Stat.Armor",
      value: String(armor.total),
      breakdown: armor.parts.length ? armor.parts.map((p) => (p.name === null ? { label: "FRAY.Clash.Stat.NaturalArmor", value: String(p.value) } : { label: p.name, literal: true, value: String(p.value) })) : [{ label: "FRAY.Clash.Breakdown.NoArmor", value: "0" }],
    },
    { key: "initiative", label: "FRAY.Clash.Stat.InitiativeBonus", value: system.initiativeBonus >= 0 ? `+${system.initiativeBonus}` : String(system.initiativeBonus), breakdown: [{ label: "FRAY.Clash.Breakdown.Initiative", value: "" }] },
  ];
}

export function combatantContext(doc: { name: string; img: string }, system: CombatantSystem, items: readonly SheetItem[], editable: boolean, preset: TierPreset, subtitle: string) {
  const armor = armorOf(system, items);
  const ready = readyWeapon(system, items);
  const skills = skillRows(system, preset).map((row) => ({
    key: row.key,
    label: SKILL_LABELS[row.key],
    path: `system.skills.${row.key}`,
    value: row.value,
    bands: row.bands.map((b) => ({ tier: b.tier, label: TIER_LABELS[b.tier], chance: b.chance, faces: b.faces || "—" })),
  }));
  const weapons = ofType(items, "clashWeapon").map((item) => {
    const w = sys<WeaponSystem>(item);
    return { id: item.id, name: item.name, img: item.img, skillLabel: SKILL_LABELS[w.skill], skill: system.skills[w.skill] ?? 0, damage: w.damage, tags: w.tags.join(", "), range: w.range, equipped: w.equipped, ready: item.id === ready?.id };
  });
  const spells = ofType(items, "clashSpell").map((item) => {
    const s = sys<SpellSystem>(item);
    return { id: item.id, name: item.name, img: item.img, skillLabel: SKILL_LABELS[s.skill], skill: system.skills[s.skill] ?? 0, damage: s.damage || null, cost: s.cost };
  });
  const armorRows = ofType(items, "clashArmor").map((item) => {
    const a = sys<ArmorSystem>(item);
    return { id: item.id, name: item.name, img: item.img, kindLabel: ARMOR_KIND_LABELS[a.kind], protection: a.protection, equipped: a.equipped };
  });
  const actions = actionsOf(system, items).map((a) => ({ ...a, kindLabel: KIND_LABELS[a.kind], sourceLabel: SOURCE_LABELS[a.source], skillLabel: a.source === "skill" ? SKILL_LABELS[a.skill] : null, ap: ACTION_AP_COST }));
  const maneuvers = maneuversOf(items).map((m) => ({ id: m.id, name: m.name, natural: m.natural, stackable: m.stackable, requires: m.requires, followUp: m.followUp ? SKILL_LABELS[m.followUp.skill as keyof typeof SKILL_LABELS] : null, status: m.status ? STATUS_LABELS[m.status as keyof typeof STATUS_LABELS] : null }));
  return {
    header: sheetHeader(doc, subtitle, combatantFigures(system, armor)),
    editable,
    system,
    presetLabel: PRESET_LABELS[preset],
    pools: [
      { key: "hp", label: "FRAY.Clash.Stat.HitPoints", path: "system.hp", value: system.hp.value, max: system.hp.max },
      { key: "ap", label: "FRAY.Clash.Stat.ActionPoints", path: "system.ap", value: system.ap.value, max: system.ap.max },
      { key: "luck", label: "FRAY.Clash.Stat.Luck", path: "system.luck", value: system.luck.value, max: system.luck.max },
    ],
    armor: { total: armor.total, parts: armor.parts.map((p) => ({ name: p.name ?? "FRAY.Clash.Stat.NaturalArmor", value: p.value })) },
    skills,
    weapons,
    spells,
    armorRows,
    actions,
    maneuvers,
    natural: maneuvers.filter((m) => m.natural),
    trained: maneuvers.filter((m) => !m.natural),
  };
}

/** The tags weapons and spells may carry, each opening the maneuvers that require it (DL-CM-3). */
export const WEAPON_TAGS = ["edged", "blunt", "pierce", "reach", "grip", "tail", "bite", "claw", "hooves", "venom", "constrict", "fire"] as const;

/** The item sheets' context: the item, its type's label, the choices its selects offer and its tag boxes. */
export function itemContext(doc: { name: string; img: string }, type: ClashItemType, system: Record<string, unknown>, editable: boolean) {
  const held = Array.isArray(system["tags"]) ? (system["tags"] as string[]) : [];
  const tags = [...new Set([...WEAPON_TAGS, ...held])].map((tag) => ({ tag, checked: held.includes(tag) }));
  return { header: sheetHeader(doc, TYPE_LABELS[type], []), type, system, editable, choices: SHEET_CHOICES, tags, apCost: ACTION_AP_COST };
}

const TYPE_LABELS: Readonly<Record<ClashItemType, string>> = {
  clashWeapon: "TYPES.Item.clashWeapon",
  clashArmor: "TYPES.Item.clashArmor",
  clashSpell: "TYPES.Item.clashSpell",
  clashAction: "TYPES.Item.clashAction",
  clashManeuver: "TYPES.Item.clashManeuver",
};
