import { RulesError } from "../../../core/errors.js";
import { parseFormula } from "../../../core/formula.js";
import { ACTION_AP_COST, TIERS, tierOf, type ClashAction, type CombatManeuver, type ExchangeCombatant, type Tier, type TierPreset } from "../rules/index.js";
import { SKILL_KEYS, type ActionSource, type ManeuverStatus, type SkillKey } from "./specs.js";
import type { ItemLike } from "../../../core/item-like.js";

export type { ItemLike };

/**
 * Pure mappings between a clash document's `system` data (plus its embedded items) and what the
 * rules and the sheets take: tier bands per skill under the world's preset, armor with its
 * parts, the actions a combatant can take and the maneuvers a winner may pick. The data models
 * call these in prepareDerivedData; flows and tests call them with plain objects.
 */

export interface Pool {
  readonly value: number;
  readonly max: number;
}

export interface CombatantSystem {
  readonly skills: Readonly<Record<SkillKey, number>>;
  readonly ap: Pool;
  readonly luck: Pool;
  readonly hp: Pool;
  readonly naturalArmor: number;
  readonly initiativeBonus: number;
}

export interface WeaponSystem {
  readonly skill: SkillKey;
  readonly damage: string;
  readonly tags: readonly string[];
  readonly range: number;
  readonly equipped: boolean;
}

export interface ArmorSystem {
  readonly kind: "armor" | "shield";
  readonly protection: number;
  readonly equipped: boolean;
}

export interface SpellSystem {
  readonly skill: SkillKey;
  readonly damage: string;
  readonly cost: number;
  readonly tags: readonly string[];
}

export interface ActionSystem {
  readonly key: string;
  readonly kind: "proactive" | "reactive";
  readonly source: ActionSource;
  readonly skill: SkillKey;
  readonly dealsDamage: boolean;
}

export interface ManeuverSystem {
  readonly requires: string;
  readonly stackable: boolean;
  readonly natural: boolean;
  readonly followUp: "" | SkillKey;
  readonly status: ManeuverStatus;
}

const sys = <T>(item: ItemLike): T => item.system as T;
const ofType = (items: readonly ItemLike[], type: string) => items.filter((i) => i.type === type);
const idOf = (item: ItemLike) => item.id ?? "";
const nameOf = (item: ItemLike) => item.name ?? "";

// ---------------------------------------------------------------- formulas

/**
 * Why a damage formula cannot be used, as an i18n key, or null when it is fine. The pure check
 * is the rules' own reader; the Foundry layer also asks Roll.validate.
 */
export function damageFormulaProblem(text: string, allowEmpty = false): string | null {
  if (allowEmpty && text.trim() === "") return null;
  try {
    parseFormula(text);
    return null;
  } catch {
    return "FRAY.Clash.Error.BadDamageFormula";
  }
}

// ---------------------------------------------------------------- tier bands

/** One tier of a skill: how many of the 100 faces land there and which, as readable ranges. */
export interface TierBand {
  readonly tier: Tier;
  /** Faces out of 100, which is also the percent chance. */
  readonly chance: number;
  /** The faces as the dice show them, e.g. "01–10, 12–21" or "00, 11, 22". */
  readonly faces: string;
}

const shown = (face: number) => String(face % 100).padStart(2, "0");

/**
 * DL-DICE-3: every tier of a d100 check against `skill` under `preset`, best tier first, read
 * face by face through the rules' own tier function. Faces are listed in dice order (00 first
 * under the doubles preset, where it reads as 0; last otherwise, where it reads as 100).
 */
export function tierBands(skill: number, preset: TierPreset): TierBand[] {
  const faces = preset === "doubles" ? [100, ...Array.from({ length: 99 }, (_, i) => i + 1)] : Array.from({ length: 100 }, (_, i) => i + 1);
  const byTier = new Map<Tier, number[][]>(TIERS.map((t) => [t, []]));
  let previous: Tier | null = null as Tier | null;
  for (const face of faces) {
    const tier = tierOf(face, skill, preset);
    const runs = byTier.get(tier)!;
    const last = runs[runs.length - 1];
    if (last && previous === tier) last.push(face);
    else runs.push([face]);
    previous = tier;
  }
  return [...TIERS].reverse().map((tier) => {
    const runs = byTier.get(tier)!;
    const chance = runs.reduce((sum, run) => sum + run.length, 0);
    const faces = runs.map((run) => (run.length === 1 ? shown(run[0]!) : `${shown(run[0]!)}–${shown(run[run.length - 1]!)}`)).join(", ");
    return { tier, chance, faces };
  });
}

export interface SkillRow {
  readonly key: SkillKey;
  readonly value: number;
  readonly bands: readonly TierBand[];
}

/** Every skill of a combatant with its tier bands under the preset. */
export function skillRows(system: CombatantSystem, preset: TierPreset): SkillRow[] {
  return SKILL_KEYS.map((key) => {
    const value = system.skills[key] ?? 0;
    return { key, value, bands: tierBands(value, preset) };
  });
}

// ---------------------------------------------------------------- armor

export interface ArmorPart {
  /** Item name, or null for the combatant's natural armor. */
  readonly name: string | null;
  readonly value: number;
}

/** DL-CLASH-5: natural armor plus every equipped armor and shield, with the parts for a tooltip. */
export function armorOf(system: Pick<CombatantSystem, "naturalArmor">, items: readonly ItemLike[]): { total: number; parts: ArmorPart[] } {
  const parts: ArmorPart[] = [];
  if (system.naturalArmor > 0) parts.push({ name: null, value: system.naturalArmor });
  for (const item of ofType(items, "clashArmor")) {
    const armor = sys<ArmorSystem>(item);
    if (armor.equipped && armor.protection > 0) parts.push({ name: nameOf(item), value: armor.protection });
  }
  return { total: parts.reduce((sum, p) => sum + p.value, 0), parts };
}

// ---------------------------------------------------------------- actions

/** An action as the combatant has it: its own item, or one every combatant knows. */
export interface ActionDef {
  readonly key: string;
  /** i18n key (built-in) or the item's name. */
  readonly name: string;
  readonly builtIn: boolean;
  readonly itemId: string | null;
  readonly kind: "proactive" | "reactive";
  readonly source: ActionSource;
  readonly skill: SkillKey;
  readonly dealsDamage: boolean;
}

/**
 * DL-AP-4 proposal: the actions every combatant knows. Attack, Counter Attack and Evade always;
 * Cast Magic once the combatant has a spell; Counter Spell once its magic skill is above 0.
 */
export const BUILT_IN_ACTIONS: readonly ActionDef[] = [
  { key: "attack", name: "FRAY.Clash.Action.Attack", builtIn: true, itemId: null, kind: "proactive", source: "weapon", skill: "melee", dealsDamage: true },
  { key: "castMagic", name: "FRAY.Clash.Action.CastMagic", builtIn: true, itemId: null, kind: "proactive", source: "spell", skill: "magic", dealsDamage: true },
  { key: "counterAttack", name: "FRAY.Clash.Action.CounterAttack", builtIn: true, itemId: null, kind: "reactive", source: "weapon", skill: "melee", dealsDamage: true },
  { key: "evade", name: "FRAY.Clash.Action.Evade", builtIn: true, itemId: null, kind: "reactive", source: "skill", skill: "evade", dealsDamage: false },
  { key: "counterSpell", name: "FRAY.Clash.Action.CounterSpell", builtIn: true, itemId: null, kind: "reactive", source: "skill", skill: "magic", dealsDamage: false },
];

/** The combatant's actions: the built-ins it qualifies for, replaced by its own items of the same key. */
export function actionsOf(system: CombatantSystem, items: readonly ItemLike[]): ActionDef[] {
  const hasSpell = ofType(items, "clashSpell").length > 0;
  const qualifies = (def: ActionDef) => (def.key === "castMagic" ? hasSpell : def.key === "counterSpell" ? (system.skills.magic ?? 0) > 0 : true);
  const own: ActionDef[] = ofType(items, "clashAction").map((item) => {
    const a = sys<ActionSystem>(item);
    return { key: a.key || idOf(item), name: nameOf(item), builtIn: false, itemId: idOf(item), kind: a.kind, source: a.source, skill: a.skill, dealsDamage: a.dealsDamage };
  });
  const ownKeys = new Set(own.map((a) => a.key));
  return [...BUILT_IN_ACTIONS.filter((def) => qualifies(def) && !ownKeys.has(def.key)), ...own];
}

/** The weapon a combatant fights back with: equipped, best skill, first on the sheet on a tie. */
export function readyWeapon(system: CombatantSystem, items: readonly ItemLike[]): ItemLike | null {
  let best: ItemLike | null = null;
  for (const item of ofType(items, "clashWeapon")) {
    const w = sys<WeaponSystem>(item);
    if (!w.equipped) continue;
    if (!best || system.skills[w.skill] > system.skills[sys<WeaponSystem>(best).skill]) best = item;
  }
  return best;
}

/** What an action rolls and deals with a given weapon or spell: the numbers the rules take. */
export interface ResolvedAction {
  readonly action: ClashAction;
  /** The weapon or spell used, if any. */
  readonly item: { readonly id: string; readonly name: string } | null;
  /** CM tags the action opens (its weapon's or spell's). */
  readonly tags: readonly string[];
  readonly skillKey: SkillKey;
}

/**
 * The rules' action for `def`, using `with` (the weapon or spell) where the action needs one,
 * with `modifier` percentage points on the skill (DL-DICE-8). Null when the action needs a weapon
 * or spell the combatant does not have.
 */
export function resolveAction(def: ActionDef, system: CombatantSystem, using: ItemLike | null, modifier = 0): ResolvedAction | null {
  let skillKey: SkillKey = def.skill;
  let damage: string | undefined;
  let tags: readonly string[] = [];
  let dealsDamage = def.dealsDamage;
  if (def.source === "weapon") {
    if (!using || using.type !== "clashWeapon") return null;
    const w = sys<WeaponSystem>(using);
    skillKey = w.skill;
    damage = w.damage;
    tags = w.tags;
  } else if (def.source === "spell") {
    if (!using || using.type !== "clashSpell") return null;
    const s = sys<SpellSystem>(using);
    skillKey = s.skill;
    tags = s.tags;
    if (s.damage.trim() === "") dealsDamage = false;
    else damage = s.damage;
  }
  const skill = Math.max(0, Math.min(999, (system.skills[skillKey] ?? 0) + modifier));
  const action: ClashAction = { id: def.key, kind: def.kind, skill, dealsDamage, ...(dealsDamage && damage !== undefined ? { damage } : {}) };
  return { action, item: using && def.source !== "skill" ? { id: idOf(using), name: nameOf(using) } : null, tags, skillKey };
}

/** The reactions a defender can answer with right now, each resolved with its ready weapon. */
export function reactionsOf(system: CombatantSystem, items: readonly ItemLike[]): ResolvedAction[] {
  const weapon = readyWeapon(system, items);
  const spell = ofType(items, "clashSpell")[0] ?? null;
  return actionsOf(system, items)
    .filter((def) => def.kind === "reactive")
    .map((def) => resolveAction(def, system, def.source === "weapon" ? weapon : def.source === "spell" ? spell : null))
    .filter((r): r is ResolvedAction => r !== null);
}

// ---------------------------------------------------------------- maneuvers

export interface ManeuverDef extends CombatManeuver {
  readonly name: string;
  readonly status: ManeuverStatus;
  readonly natural: boolean;
  readonly requires: string;
}

/** Every maneuver the combatant knows (DL-DATA-1: known CMs; creatures' natural ones included). */
export function maneuversOf(items: readonly ItemLike[]): ManeuverDef[] {
  return ofType(items, "clashManeuver").map((item) => {
    const m = sys<ManeuverSystem>(item);
    return { id: idOf(item), name: nameOf(item), stackable: m.stackable, natural: m.natural, requires: m.requires, status: m.status, ...(m.followUp ? { followUp: { skill: m.followUp } } : {}) };
  });
}

/**
 * DL-CM-3 proposal: the maneuvers open to a winner whose action carried `tags`: those needing no
 * tag, those whose tag the weapon or spell carries, and natural ones whose tag is on any of the
 * combatant's weapons (a tail whip needs a tail, whatever struck the blow).
 */
export function maneuversAvailable(items: readonly ItemLike[], tags: readonly string[]): ManeuverDef[] {
  const bodyTags = new Set(ofType(items, "clashWeapon").flatMap((w) => sys<WeaponSystem>(w).tags));
  return maneuversOf(items).filter((m) => m.requires === "" || tags.includes(m.requires) || (m.natural && bodyTags.has(m.requires)));
}

// ---------------------------------------------------------------- the exchange's view of a combatant

/** A combatant as the exchange machine takes it (DL-DATA-1), skills for follow-ups included. */
export function exchangeCombatant(id: string, system: CombatantSystem, items: readonly ItemLike[], tags: readonly string[]): ExchangeCombatant {
  if (typeof system !== "object" || system === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "system" });
  return {
    id,
    ap: system.ap.value,
    luck: system.luck.value,
    armor: armorOf(system, items).total,
    maneuvers: maneuversAvailable(items, tags).map(({ id: mid, stackable, followUp }) => ({ id: mid, stackable, ...(followUp ? { followUp } : {}) })),
    skills: { ...system.skills },
  };
}

/** The AP an action costs (DL-AP-1/2), shown on sheets and buttons. */
export const AP_COST = ACTION_AP_COST;

/** Numbers the encounter model needs: AP per round and the initiative bonus (DL-FVTT-3). */
export function participantStats(system: CombatantSystem): { ap: number; initiative: number } {
  return { ap: system.ap.max, initiative: system.initiativeBonus };
}
