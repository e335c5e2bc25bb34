import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireRecord } from "../../../core/validate.js";
import { requireModifier } from "./guards.js";
import { type CheckResult, checkFromDice, compareToTarget } from "./check.js";

/** WC-ATK-6: a hit beating Defense by 5 or more is critical, with one extra impact die per 5. */
export const CRITICAL_STEP = 5;

/** Extra impact dice for a margin (0 for misses and ordinary hits). */
export function criticalDice(margin: number): number {
  requireInteger(margin, "margin", -1000, 1000);
  return margin >= CRITICAL_STEP ? Math.floor(margin / CRITICAL_STEP) : 0;
}

export interface AttackResult extends CheckResult {
  readonly hit: boolean;
  readonly critical: boolean;
  readonly extraImpactDice: number;
  /** A miss within 3 points reads as a parry, block or dodge (WC-FLY-12 narration). */
  readonly nearMiss: boolean;
}

export interface MeleeAttackInput {
  /** The three d6 faces. */
  readonly dice: readonly number[];
  readonly skill: number;
  readonly agilityMod: number;
  /** Wound penalties, movement penalties, GM modifiers… (already signed). */
  readonly modifiers?: number;
  /** The Defense to beat (see defenseAgainst). */
  readonly defense: number;
}

/** WC-ATK-1/2/6: 3d6 + weapon skill + Agility modifier must beat the defender's Defense. */
export function resolveMeleeAttack(input: MeleeAttackInput): AttackResult {
  requireInteger(requireRecord(input, "attack").skill, "skill", -20, 100);
  requireInteger(input.agilityMod, "agilityMod", -20, 20);
  const check = checkFromDice(input.dice, input.skill + input.agilityMod + (input.modifiers ?? 0), input.defense);
  return critical(check);
}

/** A check result handed in from a card: the fields an attack result carries over, in O(1). */
function requireCheckResult(check: CheckResult): CheckResult {
  requireRecord(check, "check");
  requireArray(check.dice, "check.dice", 3);
  const margin = requireModifier(check.total, "check.total") - requireModifier(check.target, "check.target");
  requireInteger(check.margin, "check.margin", margin, margin);
  requireBoolean(check.success, "check.success");
  if (check.missBy !== undefined) requireInteger(check.missBy, "check.missBy", 0, 2000);
  return check;
}

export function withCritical(check: CheckResult): AttackResult {
  return critical(requireCheckResult(check));
}

function critical(check: CheckResult): AttackResult {
  const extraImpactDice = criticalDice(check.margin);
  // Field by field rather than a spread plus new fields, which V8 handles slowly in hot loops.
  return {
    dice: check.dice,
    total: check.total,
    target: check.target,
    success: check.success,
    margin: check.margin,
    missBy: check.missBy,
    hit: check.success,
    critical: extraImpactDice > 0,
    extraImpactDice,
    nearMiss: !check.success && check.margin >= -3,
  };
}

/**
 * WC-ATK-5: once the location is known, an armour piece's defense bonus is added to the target;
 * if the attack no longer beats it, the blow slid off the armour. Criticals are recomputed from
 * the new margin.
 */
export function applyLocationDefenseBonus(attack: AttackResult, defenseBonus: number): AttackResult & { slidOffArmour: boolean } {
  requireCheckResult(attack);
  requireBoolean(attack.hit, "attack.hit");
  const target = attack.target + requireModifier(defenseBonus, "defenseBonus");
  const { success, margin, missBy } = compareToTarget(attack.total, target);
  const again = critical({ dice: attack.dice, total: attack.total, target, success, margin, missBy });
  return Object.assign(again, { slidOffArmour: attack.hit && !again.hit });
}
