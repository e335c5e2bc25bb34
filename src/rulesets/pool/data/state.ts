import type { Condition, Duration } from "../../../core/vocabulary.js";
import { hasCondition, IMMOBILE_CONDITIONS, type PoolConditionId } from "../rules/conditions.js";
import { defenseAgainst, parryTotal, type AttackDefense, type DefenderState } from "../rules/defense.js";
import { mountAttackModifier, shipControlDifficulty } from "../rules/mounted.js";
import { deriveCharacter } from "../rules/derived.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import { injuryPenaltyFor } from "../rules/slice-injuries.js";
import { POISON_DICE_PENALTY } from "../rules/poison.js";
import { diceToRoll } from "../rules/pool.js";
import { INJURIES, SHIP_SIZES, WEAPON_DICE, type AttackSkill, type InjuryKind, type MountSize, type ShipSize, type WeaponClass } from "../rules/tables.js";
import { boxPenalties, trackPenalty, type HarmState, type TrackState } from "../rules/tracks.js";
import { customSkillById } from "../rules/custom-skills.js";
import { SKILL_KEYS, TRACK_KEYS, type LivingTrackKey, type SkillKey } from "./specs.js";
import type { ItemLike } from "../../../core/item-like.js";

export type { ItemLike };

/**
 * Pure mappings from a document's `system` data (and its items) to the plain state the rules take.
 * The data models call these in prepareDerivedData; tests call them under Node with plain objects.
 */

export interface StoredCondition {
  readonly id: PoolConditionId;
  readonly duration: Duration["kind"];
  readonly rounds: number;
  readonly ownerId: string;
  readonly appliedRound: number;
  readonly data: Readonly<Record<string, number | string | boolean>>;
}

export interface LivingSystem {
  readonly side: string;
  readonly skills: Readonly<Record<SkillKey, number>>;
  /** Custom skills by id (FC-DATA-1); absent on data written before they existed. */
  readonly customSkills?: Readonly<Record<string, unknown>>;
  readonly speed: number;
  readonly parry: number;
  readonly armor: number;
  readonly weight: number;
  readonly tracks: Readonly<Record<LivingTrackKey, TrackState>>;
  readonly conditions: readonly StoredCondition[];
  readonly poisonImmunities: readonly string[];
}

export interface WeaponSystem {
  readonly key: string;
  readonly weaponClass: WeaponClass;
  readonly skill: AttackSkill;
  readonly rangeCategory: string;
  readonly effectiveRange: number;
  readonly damage: "wound" | "fatigue";
  readonly reload: "none" | "crossbow" | "bow";
  readonly loaded: boolean;
  readonly strung: boolean;
  readonly canBash: boolean;
  readonly readied: boolean;
  readonly equipped: boolean;
  readonly coating: { readonly batchId: string; readonly strength: string };
}

export function toCondition(stored: StoredCondition): Condition {
  const duration: Duration = stored.duration === "rounds" ? { kind: "rounds", rounds: stored.rounds } : { kind: stored.duration };
  return { id: stored.id, duration, ownerId: stored.ownerId, appliedRound: stored.appliedRound, data: { ...stored.data } };
}

export function fromCondition(condition: Condition): StoredCondition {
  return {
    id: condition.id as PoolConditionId,
    duration: condition.duration.kind,
    rounds: condition.duration.kind === "rounds" ? condition.duration.rounds : 0,
    ownerId: condition.ownerId,
    appliedRound: condition.appliedRound,
    data: { ...(condition.data ?? {}) },
  };
}

const sys = <T>(item: ItemLike) => item.system as T;
/** Whether an item is carried ready for use: only an item that says `equipped: false` is not. */
const equipped = (item: ItemLike) => !(typeof item.system === "object" && item.system !== null && "equipped" in item.system && item.system.equipped === false);

/** Active injuries that carry a rules effect (custom "other" injuries have none). */
export function injuryKinds(items: readonly ItemLike[]): InjuryKind[] {
  return items
    .filter((i) => i.type === "poolInjury")
    .map((i) => sys<{ kind: string }>(i).kind)
    .filter((kind): kind is InjuryKind => kind in INJURIES);
}

export interface TrackBox {
  readonly index: number;
  readonly ticked: boolean;
  readonly penalty: number;
}

export interface TrackView extends TrackState {
  readonly key: LivingTrackKey | "structure";
  readonly boxes: readonly TrackBox[];
  readonly penalty: number;
  readonly terminal: boolean;
}

export function trackView(key: LivingTrackKey | "structure", track: TrackState): TrackView {
  const penalties = key === "structure" ? Array.from({ length: track.max }, () => 0) : boxPenalties(track.max);
  return {
    key,
    value: track.value,
    max: track.max,
    boxes: penalties.map((penalty, i) => ({ index: i + 1, ticked: track.value >= i + 1, penalty })),
    penalty: key === "structure" ? 0 : trackPenalty(track, key),
    terminal: track.value > track.max,
  };
}

export interface LivingDerived {
  /** Parry from the actor plus equipped shields (before Dodge). */
  readonly parry: number;
  /** Parry including an active Dodge. */
  readonly parryNow: number;
  readonly armor: number;
  readonly harm: HarmState;
  readonly trackPenalty: number;
  readonly poisonPenalty: number;
  /** Track and poison penalties, applied to every roll. */
  readonly penalty: number;
  readonly injuries: readonly InjuryKind[];
  readonly speed: number;
  /** Dice each skill rolls right now, after every standing penalty (may be 0 or negative). */
  readonly pools: Readonly<Record<SkillKey, number>>;
  readonly tracks: Readonly<Record<LivingTrackKey, TrackView>>;
  readonly defender: DefenderState;
  readonly dying: boolean;
}

export function livingDerived(system: LivingSystem, items: readonly ItemLike[], options: Pick<PoolOptions, "speedCategoryStep" | "minimumPool"> = DEFAULT_POOL_OPTIONS): LivingDerived {
  const harm: HarmState = { wound: system.tracks.wound, fatigue: system.tracks.fatigue, fear: system.tracks.fear };
  const conditions = system.conditions.map(toCondition);
  const injuries = injuryKinds(items);
  const derived = deriveCharacter(
    {
      skills: system.skills,
      baseSpeed: system.speed,
      baseParry: system.parry,
      baseArmor: system.armor,
      harm,
      shields: items.filter((i) => i.type === "poolShield" && equipped(i)).map((i) => sys<{ parry: number }>(i)),
      armors: items.filter((i) => i.type === "poolArmor" && equipped(i)).map((i) => sys<{ armor: number }>(i)),
      injuries: injuries.map((kind) => ({ kind })),
      conditions,
    },
    options,
  );
  const defender: DefenderState = { parry: derived.parry, armor: derived.armor, conditions };
  const pools = Object.fromEntries(SKILL_KEYS.map((k) => [k, system.skills[k] + derived.generalPenalty + injuryPenaltyFor(k, injuries)])) as Record<SkillKey, number>;
  const tracks = Object.fromEntries(TRACK_KEYS.map((k) => [k, trackView(k, system.tracks[k])])) as Record<LivingTrackKey, TrackView>;
  return {
    parry: derived.parry,
    parryNow: parryTotal(defender),
    armor: derived.armor,
    harm,
    trackPenalty: derived.trackPenalty,
    poisonPenalty: derived.poisonPenalty,
    penalty: derived.generalPenalty,
    injuries,
    speed: derived.speed,
    pools,
    tracks,
    defender,
    dying: hasCondition(conditions, "poisonedDying"),
  };
}

/** Penalty (zero or negative) a roll of `skill` takes from tracks, poison and injuries. */
export function rollPenalty(derived: Pick<LivingDerived, "penalty" | "injuries">, skill: string): number {
  return derived.penalty + injuryPenaltyFor(skill, derived.injuries);
}

/** What an incoming attack of `skill` faces from this defender. */
export function defenseOf(derived: Pick<LivingDerived, "defender">, skill: AttackSkill, options: Pick<PoolOptions, "grappledLosesParry"> = DEFAULT_POOL_OPTIONS): AttackDefense {
  return defenseAgainst(derived.defender, skill, options);
}

export function weaponDiceOf(weapon: Pick<WeaponSystem, "weaponClass">): number {
  return WEAPON_DICE[weapon.weaponClass];
}

export interface MountDerived {
  readonly attackModifier: number;
}

export function mountDerived(system: { readonly size: MountSize; readonly clawsOrFangs: boolean }): MountDerived {
  return { attackModifier: mountAttackModifier(system.size, system.clawsOrFangs) };
}

export interface ShipDerived {
  readonly controlDifficulty: number;
  readonly ramModifier: number;
  readonly structure: TrackView;
}

export function shipDerived(system: { readonly size: ShipSize; readonly structure: TrackState }): ShipDerived {
  return { controlDifficulty: shipControlDifficulty(system.size), ramModifier: SHIP_SIZES[system.size].ramModifier, structure: trackView("structure", system.structure) };
}

export interface VehicleDerived {
  readonly teamAttackModifier: number;
  readonly structure: TrackView;
}

export function vehicleDerived(system: { readonly team: { readonly size: MountSize; readonly clawsOrFangs: boolean }; readonly structure: TrackState }): VehicleDerived {
  return { teamAttackModifier: mountAttackModifier(system.team.size, system.team.clawsOrFangs), structure: trackView("structure", system.structure) };
}

// ---------------------------------------------------------------- breakdowns (sheet tooltips)

/**
 * Where part of a derived number comes from, for the sheet's tooltips. `name` carries the
 * document's own name (a shield, a piece of armor, an injury) when the part is an item.
 */
export type ContributionSource =
  | "skill"
  | "weapon"
  | "wound"
  | "fatigue"
  | "fear"
  | "poison"
  | "injury"
  | "base"
  | "shield"
  | "armor"
  | "dodge"
  | "legInjury"
  | "poisonHalved"
  | "held";

export interface Contribution {
  readonly source: ContributionSource;
  readonly name?: string;
  /** Signed amount (dice for pools, points for parry/armor/speed). */
  readonly amount: number;
}

export interface PoolExplained {
  readonly parts: readonly Contribution[];
  /** Signed sum (may be zero or negative). */
  readonly total: number;
  /** Dice actually rolled (FC-DICE-5: nothing below zero, at least the `minimumPool` option). */
  readonly rolled: number;
}

export interface ValueExplained {
  readonly parts: readonly Contribution[];
  readonly total: number;
}

const namedInjuries = (items: readonly ItemLike[]) =>
  items.filter((i) => i.type === "poolInjury").flatMap((i) => {
    const kind = sys<{ kind: string }>(i).kind;
    return kind in INJURIES ? [{ name: i.name ?? "", kind: kind as InjuryKind }] : [];
  });

/** The standing penalties every roll takes, one part per track, poison and injury (FC-PEN-1..3, FC-INJ-3, FC-POI-5). */
function penaltyParts(system: LivingSystem, items: readonly ItemLike[], skill: string): Contribution[] {
  const parts: Contribution[] = TRACK_KEYS.map((key) => ({ source: key, amount: trackPenalty(system.tracks[key], key) }));
  if (hasCondition(system.conditions.map(toCondition), "poisonedDying")) parts.push({ source: "poison", amount: POISON_DICE_PENALTY });
  for (const injury of namedInjuries(items)) parts.push({ source: "injury", name: injury.name, amount: injuryPenaltyFor(skill, [injury.kind]) });
  return parts.filter((part) => part.amount !== 0);
}

function explainPool(parts: Contribution[], options: Pick<PoolOptions, "minimumPool">): PoolExplained {
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  return { parts, total, rolled: diceToRoll(total, options) };
}

/**
 * Dice of a standard skill, or of a custom one by its id (FC-DATA-1); null when the creature has
 * no such skill (a custom skill removed since the sheet was drawn).
 */
export function skillDiceOf(system: Pick<LivingSystem, "skills" | "customSkills">, skill: string): number | null {
  if ((SKILL_KEYS as readonly string[]).includes(skill)) return system.skills[skill as SkillKey];
  return customSkillById(system.customSkills, skill)?.dice ?? null;
}

/** How a skill's pool is reached: the skill's dice, then each standing penalty (FC-DICE-2, FC-PEN-3). */
export function skillPoolExplained(system: LivingSystem, items: readonly ItemLike[], skill: string, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): PoolExplained {
  return explainPool([{ source: "skill", amount: skillDiceOf(system, skill) ?? 0 }, ...penaltyParts(system, items, skill)], options);
}

/** How an attack with a weapon is reached: skill dice, the weapon's dice (FC-DICE-3), then penalties. */
export function weaponPoolExplained(system: LivingSystem, items: readonly ItemLike[], weapon: Pick<WeaponSystem, "skill" | "weaponClass">, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): PoolExplained {
  return explainPool([{ source: "skill", amount: system.skills[weapon.skill] }, { source: "weapon", amount: weaponDiceOf(weapon) }, ...penaltyParts(system, items, weapon.skill)], options);
}

/** Parry: the character's own, each equipped shield by name, and Dodge's +1 while dodging (FC-DEF-6, FC-MAN-5). */
export function parryExplained(system: LivingSystem, items: readonly ItemLike[]): ValueExplained {
  const parts: Contribution[] = [{ source: "base", amount: system.parry }];
  for (const shield of items.filter((i) => i.type === "poolShield" && equipped(i))) parts.push({ source: "shield", name: shield.name ?? "", amount: sys<{ parry: number }>(shield).parry });
  if (hasCondition(system.conditions.map(toCondition), "dodging")) parts.push({ source: "dodge", amount: 1 });
  return { parts, total: parts.reduce((sum, part) => sum + part.amount, 0) };
}

/** Armor: natural armor and each worn piece by name (FC-DEF-3). */
export function armorExplained(system: LivingSystem, items: readonly ItemLike[]): ValueExplained {
  const parts: Contribution[] = [{ source: "base", amount: system.armor }];
  for (const armor of items.filter((i) => i.type === "poolArmor" && equipped(i))) parts.push({ source: "armor", name: armor.name ?? "", amount: sys<{ armor: number }>(armor).armor });
  return { parts, total: parts.reduce((sum, part) => sum + part.amount, 0) };
}

/**
 * Speed step by step in the rules' order (FC-PEN-4): base, each leg injury, poison halving, track
 * penalties; being held stops movement altogether. Each part is the change that step made.
 */
export function speedExplained(system: LivingSystem, items: readonly ItemLike[], options: Pick<PoolOptions, "speedCategoryStep"> = DEFAULT_POOL_OPTIONS): ValueExplained {
  const conditions = system.conditions.map(toCondition);
  const parts: Contribution[] = [{ source: "base", amount: system.speed }];
  let speed = system.speed;
  for (const injury of namedInjuries(items)) {
    const step = INJURIES[injury.kind].speedCategories * options.speedCategoryStep;
    if (step === 0) continue;
    const next = Math.max(0, speed - step);
    parts.push({ source: "legInjury", name: injury.name, amount: next - speed });
    speed = next;
  }
  if (hasCondition(conditions, "poisonedDying")) {
    const next = Math.floor(speed / 2);
    parts.push({ source: "poisonHalved", amount: next - speed });
    speed = next;
  }
  for (const key of TRACK_KEYS) {
    const penalty = trackPenalty(system.tracks[key], key);
    if (penalty === 0) continue;
    const next = Math.max(0, speed + penalty);
    parts.push({ source: key, amount: next - speed });
    speed = next;
  }
  if (IMMOBILE_CONDITIONS.some((id) => hasCondition(conditions, id))) {
    parts.push({ source: "held", amount: -speed });
    speed = 0;
  }
  return { parts: parts.filter((part, i) => i === 0 || part.amount !== 0), total: speed };
}
