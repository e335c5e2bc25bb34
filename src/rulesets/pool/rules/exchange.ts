import { requireRecord, requireString } from "../../../core/validate.js";
import type { FrayEvent } from "../../../core/vocabulary.js";
import { attackOutcome, resolveAttack, type AttackOutcome, type AttackPlan, type AttackResolution } from "./attack.js";
import { defenseAgainst, type AttackDefense, type DefenderState } from "./defense.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "./options.js";
import { applyHarm, type HarmState } from "./tracks.js";

export interface AttackOnTarget {
  readonly defense: AttackDefense;
  readonly resolution: AttackResolution;
  readonly outcome: AttackOutcome;
  /** The target's tracks after the hit (unchanged by a miss). */
  readonly harm: HarmState;
  /** What happened, in order: damage, then death / unconsciousness / flight. */
  readonly events: FrayEvent[];
}

/**
 * One attack roll against one target, start to finish: the target's defense for this kind of
 * attack, the cancellation, the damage on the right track and any terminal effect. A Coup de
 * Grâce that lands slays the target outright (FC-MAN-3). Flows call this once per target and
 * keep the previous `harm` for undo.
 */
export function attackTarget(
  input: { readonly plan: AttackPlan; readonly dice: readonly number[]; readonly targetId: string; readonly defender: DefenderState; readonly harm: HarmState },
  options: Pick<PoolOptions, "grappledLosesParry" | "injuryThreshold"> = DEFAULT_POOL_OPTIONS,
): AttackOnTarget {
  requireRecord(input, "attack");
  requireString(input.targetId, "targetId");
  const defense = defenseAgainst(input.defender, requireRecord(input.plan, "plan").skill as AttackPlan["skill"], options);
  const resolution = resolveAttack({ dice: input.dice, ...defense, track: input.plan.damageTrack });
  const outcome = attackOutcome(input.plan, resolution, options);
  if (outcome.kills) {
    return { defense, resolution, outcome, harm: input.harm, events: [{ type: "died", targetId: input.targetId }] };
  }
  const applied = applyHarm(input.targetId, input.harm, outcome.track, outcome.damage);
  return { defense, resolution, outcome, harm: applied.harm, events: applied.events };
}
