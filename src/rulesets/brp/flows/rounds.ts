import { expireConditions, type FrayEvent } from "../../../core/vocabulary.js";
import { harmDelta } from "./healing.js";
import type { PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { applyBleeding, bleedingTicks, endOfRound, type BrpHarm } from "../rules/harm.js";
import { BRP_STATUS_IDS, statusDeltas } from "./apply.js";
import { isStatusTimer } from "../rules/attack.js";

/**
 * The round-driven parts of injury, as pure steps the combat hooks apply for every combatant:
 * bleeding on DEX rank 1 (BRP-SPC-2, BRP-HLOC-4..6), and at the end of the round the shock
 * countdown, the fatal-wound window (BRP-WND-4, BRP-FAT-2) and the stun and entangle
 * countdowns (conditions with a number of rounds).
 */

export interface RoundStep {
  readonly harm: BrpHarm;
  readonly events: readonly FrayEvent[];
  /** Hit points lost to bleeding in this step. */
  readonly bled: number;
}

/** Bleeding due in `round`: 1 hit point per bleeding wound (from the round after it) and per bleeding location. */
export function bleedingStep(harm: BrpHarm, round: number, actorId: string, staunchedWoundIds: readonly string[] = []): RoundStep {
  const points = bleedingTicks(harm, round, staunchedWoundIds);
  const r = applyBleeding(harm, points, round, actorId);
  return { harm: r.harm, events: r.events, bled: points };
}

/** The end of `round`: unconsciousness from shock, death after the fatal window, expired countdowns. */
export function endOfRoundStep(harm: BrpHarm, round: number, actorId: string): RoundStep {
  const r = endOfRound(harm, round, actorId);
  const expired = expireConditions(actorId, r.harm.conditions, { kind: "roundEnd", round });
  return { harm: { ...r.harm, conditions: expired.remaining }, events: [...r.events, ...expired.events], bled: 0 };
}

/** The document changes of a round step (none when nothing changed). */
export function roundDeltas(actorUuid: string, before: BrpHarm, step: RoundStep): PlannedDelta[] {
  if (step.harm === before && step.events.length === 0) return [];
  const deltas: PlannedDelta[] = [
    { kind: "update", uuid: actorUuid, path: "system.hitPoints.value", to: step.harm.hp },
    harmDelta(actorUuid, step.harm),
  ];
  // Bleeding adds its points to the wound that bleeds (rules: applyBleeding), so wound items change too.
  deltas.push(...statusDeltas(actorUuid, step.events));
  for (const e of step.events) {
    if (e.type !== "conditionExpired") continue;
    // A status put on by hand comes off with its timer (Vision obscured's 1D3 rounds, BRP-DATA-3).
    const timed = before.conditions.some((c) => c.id === e.conditionId && isStatusTimer(c));
    if (timed || (BRP_STATUS_IDS as readonly string[]).includes(e.conditionId)) deltas.push({ kind: "status", actorUuid, statusId: e.conditionId, active: false });
  }
  return deltas;
}

/** Wound items whose damage changed in a step (bleeding adds to the bleeding wound). */
export function changedWounds(before: BrpHarm, after: BrpHarm): Array<{ id: string; damage: number; remaining: number }> {
  return after.wounds.filter((w) => {
    const old = before.wounds.find((b) => b.id === w.id);
    return old !== undefined && (old.damage !== w.damage || old.remaining !== w.remaining);
  }).map((w) => ({ id: w.id, damage: w.damage, remaining: w.remaining }));
}
