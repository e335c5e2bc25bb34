import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireString } from "../../../core/validate.js";
import { conditionIdOf, MAX_ROUND, requireCondition, type Condition } from "../../../core/vocabulary.js";

/**
 * Condition ids of the pool ruleset (also the Foundry status-effect ids). Durations use the
 * shared vocabulary so the tracker expires them at the right turn.
 */
export const POOL_CONDITIONS = [
  "prone",
  "grappled",
  "grappling",
  "dodging",
  "feinted",
  "disarmed",
  "incapacitated",
  "pinned",
  "immobile",
  "unconscious",
  "fleeing",
  "dead",
  "poisonedDying",
] as const;
export type PoolConditionId = (typeof POOL_CONDITIONS)[number];

/** Conditions after which the character no longer has full freedom of movement (FC-DEF-2). */
export const NO_PARRY_CONDITIONS: readonly PoolConditionId[] = ["pinned", "immobile", "incapacitated", "unconscious", "dead", "feinted"];

/** Conditions under which the character cannot move (Speed 0). */
export const IMMOBILE_CONDITIONS: readonly PoolConditionId[] = ["grappled", "pinned", "immobile", "incapacitated", "unconscious", "dead"];

/** Conditions that make a target helpless enough for a Coup de Grâce (FC-MAN-3). */
export const HELPLESS_CONDITIONS: readonly PoolConditionId[] = ["incapacitated", "unconscious"];

/** Dodge: +1 Parry until the dodger's next turn starts (FC-MAN-5). */
export function dodgeCondition(ownerId: string, round: number): Condition {
  requireOwnerAndRound(ownerId, round);
  return { id: "dodging", duration: { kind: "untilOwnerNextTurn" }, ownerId, appliedRound: round, data: { parryBonus: 1 } };
}

/** A successful Feint: no Parry until the start of the feinted character's next turn (FC-MAN-7). */
export function feintedCondition(ownerId: string, round: number): Condition {
  requireOwnerAndRound(ownerId, round);
  return { id: "feinted", duration: { kind: "untilOwnerNextTurn" }, ownerId, appliedRound: round };
}

/** Grappled (target) and grappling (holder) last until the grapple is broken or released. */
export function grappleConditions(holderId: string, targetId: string, round: number): { target: Condition; holder: Condition } {
  requireOwnerAndRound(holderId, round, "holderId");
  requireString(targetId, "targetId");
  return {
    target: { id: "grappled", duration: { kind: "permanent" }, ownerId: targetId, appliedRound: round, data: { heldBy: holderId } },
    holder: { id: "grappling", duration: { kind: "permanent" }, ownerId: holderId, appliedRound: round, data: { holding: targetId } },
  };
}

export function disarmedCondition(ownerId: string, round: number): Condition {
  requireOwnerAndRound(ownerId, round);
  return { id: "disarmed", duration: { kind: "permanent" }, ownerId, appliedRound: round };
}

/** Adds a condition, replacing one with the same id, so Dodge does not stack with itself. */
export function withCondition(conditions: readonly Condition[], condition: Condition): Condition[] {
  requireCondition(condition);
  return [...(requireArray(conditions, "conditions") as readonly Condition[]).filter((c) => conditionIdOf(c, "conditions[]") !== condition.id), condition];
}

export function hasCondition(conditions: readonly (Condition | string)[], id: PoolConditionId): boolean {
  requireString(id, "condition id");
  return requireArray(conditions, "conditions").some((c) => conditionIdOf(c, "conditions[]") === id);
}

function requireOwnerAndRound(ownerId: string, round: number, field = "ownerId"): void {
  requireString(ownerId, field);
  requireInteger(round, "round", 0, MAX_ROUND);
}
