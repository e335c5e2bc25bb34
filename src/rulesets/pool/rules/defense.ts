import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireOneOf, requireRecord } from "../../../core/validate.js";
import type { Condition } from "../../../core/vocabulary.js";
import { hasCondition, NO_PARRY_CONDITIONS } from "./conditions.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";
import type { AttackSkill } from "./tables.js";

export interface DefenderState {
  /** Base Parry plus shields and abilities (the data model's derived total, before Dodge). */
  readonly parry: number;
  /** Armor from worn armor, hide and abilities. */
  readonly armor: number;
  /** Current conditions (ids or full conditions). */
  readonly conditions: readonly (Condition | string)[];
  /** A special ability that lets Parry work against ranged attacks (FC-DEF-1 "unless"). */
  readonly parriesRanged?: boolean;
}

export type ParryLoss = "ranged" | "feinted" | "grappled" | "helpless";

export interface AttackDefense {
  /** Parry points the attack faces (0 when Parry does not apply). */
  readonly parry: number;
  readonly armor: number;
  readonly parryApplies: boolean;
  /** Why Parry does not apply, for the chat card. */
  readonly parryLostBecause?: ParryLoss;
}

const ATTACK_SKILLS: readonly AttackSkill[] = ["melee", "ranged"];

/** A defender handed in by a card or the simulator: Parry and Armor points and a condition list. */
function requireDefender(value: unknown, field = "defender"): DefenderState {
  const defender = requireRecord(value, field);
  requireInteger(defender.parry, `${field}.parry`, 0, 100);
  requireInteger(defender.armor, `${field}.armor`, 0, 100);
  requireArray(defender.conditions, `${field}.conditions`);
  if (defender.parriesRanged !== undefined) requireBoolean(defender.parriesRanged, `${field}.parriesRanged`);
  return value as DefenderState;
}

/** Parry total with Dodge's +1 (FC-MAN-5, FC-DEF-6); does not check whether it may be applied. */
export function parryTotal(defender: DefenderState): number {
  return withDodge(requireDefender(defender));
}

function withDodge(defender: DefenderState): number {
  return defender.parry + (hasCondition(defender.conditions, "dodging") ? 1 : 0);
}

/** Why the defender cannot apply Parry right now, or undefined when it can (FC-DEF-2, FC-DEF-7). */
export function parryBlockedBy(defender: DefenderState, options: Pick<PoolOptions, "grappledLosesParry"> = DEFAULT_POOL_OPTIONS): ParryLoss | undefined {
  return blockedBy(requireDefender(defender), options);
}

function blockedBy(defender: DefenderState, options: Pick<PoolOptions, "grappledLosesParry">): ParryLoss | undefined {
  if (hasCondition(defender.conditions, "feinted")) return "feinted";
  if (poolOption(options, "grappledLosesParry") && hasCondition(defender.conditions, "grappled")) return "grappled";
  if (NO_PARRY_CONDITIONS.some((id) => id !== "feinted" && hasCondition(defender.conditions, id))) return "helpless";
  return undefined;
}

/**
 * What an incoming attack of `skill` faces: Parry only against melee and only with free movement;
 * Armor always (FC-DEF-1..4).
 */
export function defenseAgainst(
  defender: DefenderState,
  skill: AttackSkill,
  options: Pick<PoolOptions, "grappledLosesParry"> = DEFAULT_POOL_OPTIONS,
): AttackDefense {
  requireOneOf(skill, "skill", ATTACK_SKILLS);
  const armor = requireDefender(defender).armor;
  const parry = withDodge(defender);
  const lost: ParryLoss | undefined = skill === "ranged" && !defender.parriesRanged ? "ranged" : blockedBy(defender, options);
  if (lost) return { parry: 0, armor, parryApplies: false, parryLostBecause: lost };
  return { parry, armor, parryApplies: true };
}

/** A Coup de Grâce needs a helpless target: unconscious, restrained, held, tied, asleep (FC-MAN-3). */
export function canReceiveCoupDeGrace(defender: Pick<DefenderState, "conditions">): boolean {
  requireArray(requireRecord(defender, "defender").conditions, "defender.conditions");
  return hasCondition(defender.conditions, "incapacitated") || hasCondition(defender.conditions, "unconscious");
}
