import { requireArray, requireInteger, requireOneOf, requireRecord, requireString } from "./validate.js";

/**
 * The shared event and condition vocabulary. Every ruleset reports what happened in a fight with
 * these events, so chat cards, the combat tracker, status effects and the simulator speak one
 * language whatever the ruleset.
 */

/** How long a condition lasts. */
export type Duration =
  | { readonly kind: "untilOwnerNextTurn" }
  | { readonly kind: "rounds"; readonly rounds: number }
  | { readonly kind: "untilRest" }
  | { readonly kind: "scene" }
  | { readonly kind: "permanent" };

export interface Condition {
  /** Stable id such as "dodging", "grappled", "stunned"; also the Foundry status-effect id. */
  readonly id: string;
  readonly duration: Duration;
  /** The combatant whose turn start ends an `untilOwnerNextTurn` condition. */
  readonly ownerId: string;
  /** Round in which the condition was applied. */
  readonly appliedRound: number;
  readonly data?: Readonly<Record<string, number | string | boolean>>;
}

export type FrayEvent =
  | { readonly type: "damageApplied"; readonly targetId: string; readonly amount: number; readonly track: string }
  | { readonly type: "conditionAdded"; readonly targetId: string; readonly condition: Condition }
  | { readonly type: "conditionExpired"; readonly targetId: string; readonly conditionId: string }
  | { readonly type: "died"; readonly targetId: string }
  | { readonly type: "unconscious"; readonly targetId: string }
  | { readonly type: "fled"; readonly targetId: string };

/** The status effects the Foundry layer registers for these events. */
export const STATUS_FOR_EVENT = {
  died: "dead",
  unconscious: "unconscious",
  fled: "fled",
} as const satisfies Partial<Record<FrayEvent["type"], string>>;

/** Moments at which conditions can expire. */
export type ExpiryTrigger =
  | { readonly kind: "turnStart"; readonly combatantId: string; readonly round: number }
  | { readonly kind: "roundEnd"; readonly round: number }
  | { readonly kind: "rest" }
  | { readonly kind: "sceneEnd" };

/** Rounds are counted in a fight; no fight lasts a hundred thousand of them. */
export const MAX_ROUND = 100_000;
const DURATION_KINDS: readonly Duration["kind"][] = ["untilOwnerNextTurn", "rounds", "untilRest", "scene", "permanent"];
const TRIGGER_KINDS: readonly ExpiryTrigger["kind"][] = ["turnStart", "roundEnd", "rest", "sceneEnd"];

/**
 * A condition handed in from a document, a card or a macro: an id, a duration of a known kind,
 * an owner and the round it was applied in. O(1): `data` is the ruleset's to read.
 */
export function requireCondition(value: unknown, field = "condition"): Condition {
  const condition = requireRecord(value, field);
  requireString(condition.id, `${field}.id`);
  const duration = requireRecord(condition.duration, `${field}.duration`);
  requireOneOf(duration.kind, `${field}.duration.kind`, DURATION_KINDS);
  if (duration.kind === "rounds") requireInteger(duration.rounds, `${field}.duration.rounds`, 0, MAX_ROUND);
  requireString(condition.ownerId, `${field}.ownerId`);
  requireInteger(condition.appliedRound, `${field}.appliedRound`, 0, MAX_ROUND);
  if (condition.data !== undefined) requireRecord(condition.data, `${field}.data`);
  return value as Condition;
}

/**
 * The id of one entry of a condition list that holds ids or full conditions (a sheet keeps ids,
 * the rules keep conditions). Called per entry by the loop that already walks the list.
 */
export function conditionIdOf(entry: unknown, field = "condition"): string {
  if (typeof entry === "string") return entry;
  return requireString(requireRecord(entry, field).id, `${field}.id`);
}

/** Whether `condition` ends at `trigger`. */
export function expiresAt(condition: Condition, trigger: ExpiryTrigger): boolean {
  requireRecord(condition, "condition");
  const d = requireRecord(condition.duration, "condition.duration") as Duration;
  requireOneOf(d.kind, "condition.duration.kind", DURATION_KINDS);
  requireOneOf(requireRecord(trigger, "trigger").kind, "trigger.kind", TRIGGER_KINDS);
  if (d.kind === "rounds") requireInteger(d.rounds, "condition.duration.rounds", 0, MAX_ROUND);
  if (trigger.kind === "turnStart" || trigger.kind === "roundEnd") {
    requireInteger(condition.appliedRound, "condition.appliedRound", 0, MAX_ROUND);
    requireInteger(trigger.round, "trigger.round", 0, MAX_ROUND);
  }
  switch (d.kind) {
    case "untilOwnerNextTurn":
      return (
        trigger.kind === "turnStart" &&
        trigger.combatantId === condition.ownerId &&
        trigger.round > condition.appliedRound
      ) || trigger.kind === "sceneEnd" || trigger.kind === "rest";
    case "rounds":
      return (
        (trigger.kind === "roundEnd" && trigger.round >= condition.appliedRound + d.rounds - 1) ||
        trigger.kind === "sceneEnd" ||
        trigger.kind === "rest"
      );
    case "untilRest":
      return trigger.kind === "rest";
    case "scene":
      return trigger.kind === "sceneEnd" || trigger.kind === "rest";
    case "permanent":
      return false;
  }
}

/** Splits conditions into those that remain and the expiry events for those that end. */
export function expireConditions(
  targetId: string,
  conditions: readonly Condition[],
  trigger: ExpiryTrigger,
): { remaining: Condition[]; events: FrayEvent[] } {
  const remaining: Condition[] = [];
  const events: FrayEvent[] = [];
  for (const c of requireArray(conditions, "conditions") as readonly Condition[]) {
    if (expiresAt(c, trigger)) events.push({ type: "conditionExpired", targetId, conditionId: c.id });
    else remaining.push(c);
  }
  return { remaining, events };
}
