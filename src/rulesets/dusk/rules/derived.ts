import { armorTotal, maxHealth, PHYSICAL_ARMOR, type ArmorCategory, type ArmorTotal, type NpcKind } from "./damage.js";
import { effortCost, MAX_EFFORT_STEPS, POINTS_PER_STEP, type SkillLevel } from "./difficulty.js";
import type { AttackNature, ExchangeNpc } from "./exchange.js";
import type { HarmTarget } from "./harm.js";
import { capDestiny, type Pools, type Stat } from "./stats.js";
import type { TaskActor } from "./task.js";
import { woundPenalties, type Wound, type WoundPenalties, type WoundType } from "./wounds.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";
import type { ItemLike } from "../../../core/item-like.js";

/**
 * What the rules read from stored dusk documents: a character's or NPC's `system` data and its
 * items turned into the plain state the task, exchange and harm rules take, and the values the
 * data models derive and the sheets show (maximum health, armor by slot, wound penalties, Effort
 * prices, Destiny cap, Initiative steps). Items are the core `ItemLike`, so a Foundry item, a
 * compendium source and a test's plain object read alike.
 */

export interface CharacterSystem {
  readonly level: number;
  readonly pools: Pools;
  readonly effortMax: number;
  readonly health: { readonly value: number };
  readonly destiny: number;
  readonly regainOnNextAction: boolean;
  readonly restsUsed: readonly string[];
}

export interface NpcSystem {
  readonly kind: NpcKind;
  readonly level: number;
  readonly health: { readonly value: number; readonly max: number };
  readonly armor: number;
  readonly damage: number;
  readonly nature: AttackNature;
  readonly woundLimit: number;
}

interface WoundSystem {
  readonly woundType: WoundType;
  readonly value: number;
  readonly deferred: boolean;
}
interface ArmorSystem {
  readonly slot: Exclude<keyof ArmorTotal, "total">;
  readonly category: ArmorCategory;
  readonly value: number;
  readonly equipped: boolean;
}
interface SkillSystem {
  readonly stat: Stat;
  readonly level: Exclude<SkillLevel, "untrained">;
  readonly initiative: boolean;
}

const ofType = <S>(items: readonly ItemLike[], type: string) => items.filter((i) => i.type === type) as Array<ItemLike & { system: S }>;

/** The wounds held, as the rules read them, with the item each came from. */
export function woundsOf(items: readonly ItemLike[]): Array<Wound & { readonly itemId: string }> {
  return ofType<WoundSystem>(items, "duskWound").map((i) => ({ type: i.system.woundType, value: i.system.value, deferred: i.system.deferred, itemId: i.id ?? "" }));
}

const plainWounds = (items: readonly ItemLike[]): Wound[] => woundsOf(items).map(({ type, value, deferred }) => ({ type, value, deferred }));

/** Worn armor by slot; only the best of each slot counts (DB-ARM-3). */
export function armorOf(items: readonly ItemLike[]): ArmorTotal {
  const worn = ofType<ArmorSystem>(items, "duskArmor").filter((i) => i.system.equipped);
  return armorTotal({
    physical: worn.filter((i) => i.system.slot === "physical").map((i) => PHYSICAL_ARMOR[i.system.category]),
    ability: worn.filter((i) => i.system.slot === "ability").map((i) => i.system.value),
    magic: worn.filter((i) => i.system.slot === "magic").map((i) => i.system.value),
  });
}

/** The character's level in a skill item by that name (untrained when none). */
export function skillLevelOf(items: readonly ItemLike[], skillId: string | null): SkillLevel {
  if (!skillId) return "untrained";
  const skill = ofType<SkillSystem>(items, "duskSkill").find((i) => i.id === skillId);
  return skill?.system.level ?? "untrained";
}

/** Initiative easing steps from an Initiative skill (DB-INIT-2). */
export function initiativeSteps(items: readonly ItemLike[]): number {
  const best = ofType<SkillSystem>(items, "duskSkill").filter((i) => i.system.initiative).map((i) => (i.system.level === "specialized" ? 2 : 1));
  return Math.max(0, ...best);
}

export interface CharacterDerived {
  readonly maxHealth: number;
  /** The Pool maximum health is taken from (second highest) before wound penalties. */
  readonly healthBase: number;
  readonly armor: ArmorTotal;
  readonly penalties: WoundPenalties;
  readonly wounds: readonly Wound[];
  /** Total cost of 0..effortMax Effort levels with the Light wounds in force. */
  readonly effortCosts: readonly number[];
  readonly destinyCap: number;
  readonly initiativeSteps: number;
  /** Days of rest until every wound is healed (DB-TV-10). */
  readonly daysToHeal: number;
}

export function characterDerived(system: CharacterSystem, items: readonly ItemLike[], options: DuskOptions = DEFAULT_DUSK_OPTIONS): CharacterDerived {
  const wounds = plainWounds(items);
  const penalties = woundPenalties(wounds, options);
  const maxima = [system.pools.might.max, system.pools.speed.max, system.pools.intellect.max].sort((a, b) => b - a);
  const levels = Math.min(system.effortMax, MAX_EFFORT_STEPS);
  return {
    maxHealth: maxHealth(system.pools, wounds, options),
    healthBase: maxima[1] ?? 0,
    armor: armorOf(items),
    penalties,
    wounds,
    effortCosts: Array.from({ length: levels + 1 }, (_, n) => effortCost(n, penalties.lightWounds, options)),
    destinyCap: system.level,
    initiativeSteps: initiativeSteps(items),
    daysToHeal: wounds.reduce((sum, w) => sum + w.value, 0),
  };
}

export interface NpcDerived {
  readonly targetNumber: number;
  readonly wounds: readonly Wound[];
}

export function npcDerived(system: NpcSystem, items: readonly ItemLike[]): NpcDerived {
  return { targetNumber: system.level * POINTS_PER_STEP, wounds: plainWounds(items) };
}

/** A character as the task and harm rules take it. */
export function pcState(id: string, system: CharacterSystem, items: readonly ItemLike[], options: DuskOptions = DEFAULT_DUSK_OPTIONS, dead = false): TaskActor & HarmTarget {
  const derived = characterDerived(system, items, options);
  return {
    id,
    level: system.level,
    pools: system.pools,
    effortMax: system.effortMax,
    destiny: system.destiny,
    wounds: derived.wounds,
    health: Math.min(system.health.value, derived.maxHealth),
    armor: derived.armor,
    regainOnNextAction: system.regainOnNextAction,
    dead,
  };
}

/** An NPC as the exchange rules take it. */
export function npcState(id: string, system: NpcSystem, items: readonly ItemLike[], status: { dead?: boolean; incapacitated?: boolean } = {}): ExchangeNpc {
  return {
    id,
    kind: system.kind,
    level: system.level,
    damage: system.damage,
    health: system.health.value,
    armor: system.armor,
    wounds: plainWounds(items),
    woundLimit: system.woundLimit,
    dead: status.dead ?? false,
    incapacitated: status.incapacitated ?? false,
  };
}

/** Destiny within the level (DB-DEST-2), or null when either is not a whole number (the schema refuses those). */
export function cappedDestiny(destiny: unknown, level: unknown): number | null {
  return Number.isInteger(destiny) && Number.isInteger(level) && (level as number) >= 0 ? capDestiny(destiny as number, level as number) : null;
}

/** A character stored with more Destiny than its level (a world from before the cap) loads with the cap. */
export function migrateDestiny(source: Record<string, unknown>): Record<string, unknown> {
  const capped = cappedDestiny(source["destiny"], source["level"]);
  if (capped !== null && capped !== source["destiny"]) source["destiny"] = capped;
  return source;
}
