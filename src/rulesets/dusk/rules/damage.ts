import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireRecord } from "../../../core/validate.js";
import { requirePools, STATS, type Pools } from "./stats.js";
import type { Wound } from "./wounds.js";
import { woundPenalties } from "./wounds.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";
import { requireOneOf } from "./choices.js";

/**
 * Maximum health (DB-HP-1): the second-highest of the three Pool maxima, then halved once per
 * Severe wound in force (rounding down, never below 1) and capped at 1 by a Critical wound.
 */
export function maxHealth(pools: Pools, wounds: readonly Wound[] = [], options: DuskOptions = DEFAULT_DUSK_OPTIONS): number {
  requirePools(pools);
  const maxima = STATS.map((s) => pools[s].max).sort((a, b) => b - a);
  let health = maxima[1]!;
  const penalties = woundPenalties(wounds, options);
  for (let i = 0; i < penalties.healthHalvings; i++) health = Math.max(1, Math.floor(health / 2));
  if (penalties.healthCappedAtOne) health = Math.min(health, 1);
  return health;
}

/** Physical armor categories (DB-ARM-2). */
export const PHYSICAL_ARMOR = { light: 1, medium: 2, heavy: 3 } as const;
export type ArmorCategory = keyof typeof PHYSICAL_ARMOR;

/** Armor a character has from each kind of source; only the best of each kind counts (DB-ARM-3). */
export interface ArmorSources {
  /** Worn armor, as categories or plain numbers. */
  readonly physical?: ReadonlyArray<ArmorCategory | number>;
  readonly ability?: readonly number[];
  readonly magic?: readonly number[];
}

export interface ArmorTotal {
  readonly physical: number;
  readonly ability: number;
  readonly magic: number;
  readonly total: number;
}

function best(values: readonly number[] | undefined, field: string): number {
  let top = 0;
  for (const v of values === undefined ? [] : requireArray(values, field)) top = Math.max(top, requireInteger(v, field, 0, 100));
  return top;
}

export function armorTotal(sources: ArmorSources): ArmorTotal {
  requireRecord(sources, "armorSources");
  const physical = best(
    (sources.physical === undefined ? [] : (requireArray(sources.physical, "physicalArmor") as NonNullable<ArmorSources["physical"]>)).map((p) => (typeof p === "number" ? p : PHYSICAL_ARMOR[p] ?? -1)),
    "physicalArmor",
  );
  const ability = best(sources.ability, "abilityArmor");
  const magic = best(sources.magic, "magicArmor");
  return { physical, ability, magic, total: physical + ability + magic };
}

/** Checks an armor total as a sheet or a stored state hands it over: each kind 0..100, total their sum. */
export function requireArmor(armor: ArmorTotal): ArmorTotal {
  requireRecord(armor, "armor");
  const sum = requireInteger(armor.physical, "armor.physical", 0, 100) + requireInteger(armor.ability, "armor.ability", 0, 100) + requireInteger(armor.magic, "armor.magic", 0, 100);
  requireInteger(armor.total, "armor.total", sum, sum);
  return armor;
}

/** Where damage can land: health (the usual) or a stat Pool directly (DB-ARM-4). */
export const DAMAGE_POOLS = ["health", ...STATS] as const;

/** What kind of harm a hit or hazard deals (DB-ARM-4). */
export interface DamageKind {
  /** Which pool the damage comes off: health (the usual) or a stat Pool directly. */
  readonly pool?: (typeof DAMAGE_POOLS)[number];
  /** Environmental damage: physical armor does not help. */
  readonly ambient?: boolean;
  /** Damage that ignores all armor (a GM ruling on a particular source). */
  readonly ignoresArmor?: boolean;
}

/** Armor that applies to this damage: physical armor stops neither ambient nor stat-Pool damage. */
export function applicableArmor(armor: ArmorTotal, kind: DamageKind = {}): number {
  requireArmor(armor);
  if (requireRecord(kind, "damageKind").ignoresArmor) return 0;
  const physicalCounts = !kind.ambient && requireOneOf(kind.pool ?? "health", "pool", DAMAGE_POOLS) === "health";
  return (physicalCounts ? armor.physical : 0) + armor.ability + armor.magic;
}

/** Damage after armor, never below 0 (DB-ARM-1). */
export function damageAfterArmor(damage: number, armor: number): number {
  requireInteger(damage, "damage", 0, 10_000);
  requireInteger(armor, "armor", 0, 10_000);
  return Math.max(0, damage - armor);
}

/** Hazards (DB-HAZ-1): damage, whether it is ambient, and whether it repeats each round. */
export const HAZARDS = {
  falling: { damage: 1, ambient: true, perRound: false, per10Feet: true },
  minorFire: { damage: 3, ambient: true, perRound: true },
  majorFire: { damage: 6, ambient: true, perRound: true },
  acidSplash: { damage: 2, ambient: true, perRound: true },
  acidBath: { damage: 6, ambient: true, perRound: true },
  cold: { damage: 1, ambient: true, perRound: true },
  severeCold: { damage: 3, ambient: true, perRound: true },
  shock: { damage: 1, ambient: true, perRound: true, mayCostNextAction: true },
  electrocution: { damage: 6, ambient: true, perRound: true, mayCostNextAction: true },
  crush: { damage: 3, ambient: false, perRound: false },
  hugeCrush: { damage: 6, ambient: false, perRound: false },
  collision: { damage: 6, ambient: false, perRound: false },
} as const satisfies Record<string, { damage: number; ambient: boolean; perRound: boolean; per10Feet?: boolean; mayCostNextAction?: boolean }>;
export type Hazard = keyof typeof HAZARDS;

/** Damage of one exposure to a hazard: falls deal 1 per full 10 feet; the rest per round or once. */
export function hazardDamage(hazard: Hazard, feetFallen = 0): { readonly damage: number; readonly kind: DamageKind } {
  const row = HAZARDS[hazard];
  if (!row) throw new RulesError("FRAY.Dusk.Error.UnknownHazard", { hazard: String(hazard) });
  const damage = "per10Feet" in row ? Math.floor(requireInteger(feetFallen, "feet", 0, 100_000) / 10) * row.damage : row.damage;
  return { damage, kind: { ambient: row.ambient } };
}

/** NPC kinds (DB-HP-4). */
export const NPC_KINDS = ["minion", "elite"] as const;
export type NpcKind = (typeof NPC_KINDS)[number];

/** Objects have a three-step damage track instead of health (DB-HP-6). */
export const OBJECT_TRACK = ["whole", "damaged", "broken"] as const;
export type ObjectCondition = (typeof OBJECT_TRACK)[number];

/** Moves an object `steps` down its damage track (the GM decides how many a hit is worth). */
export function damageObject(condition: ObjectCondition, steps: number): ObjectCondition {
  requireInteger(steps, "steps", 0, 2);
  const index = OBJECT_TRACK.indexOf(condition);
  if (index < 0) throw new RulesError("FRAY.Dusk.Error.UnknownObjectCondition", { condition: String(condition) });
  return OBJECT_TRACK[Math.min(OBJECT_TRACK.length - 1, index + steps)]!;
}

/** The object sheet's two buttons: one step down the track (`damageObject`) or one step back up (a repair, which the rules leave to the GM). */
export function nextObjectCondition(condition: ObjectCondition, direction: 1 | -1): ObjectCondition {
  if (direction === 1) return damageObject(condition, 1);
  const index = OBJECT_TRACK.indexOf(condition);
  if (index < 0) throw new RulesError("FRAY.Dusk.Error.UnknownObjectCondition", { condition: String(condition) });
  return OBJECT_TRACK[Math.max(0, index - 1)]!;
}

/** Weapon and NPC damage is a plain whole number the author enters (DB-HP-7). */
export function requireDamageValue(damage: unknown): number {
  return requireInteger(damage, "damage", 0, 1000);
}
