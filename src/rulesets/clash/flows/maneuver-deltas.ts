import type { PlannedDelta } from "../../../foundry/chat/exchange-types.js";

/**
 * What a landed maneuver changes on its target, as relative document changes the relay applies
 * (and undoes) like any other. Pure.
 */

/** The target as the GM reads it when the maneuver lands. */
export interface LiveTarget {
  readonly statuses: readonly string[];
}

/** The changes a maneuver leaving `status` makes on the actor `uuid` (none when it already has it). */
export function maneuverDeltas(uuid: string, status: string, target: LiveTarget): PlannedDelta[] {
  if (!status || target.statuses.includes(status)) return [];
  return [{ kind: "status", actorUuid: uuid, statusId: status, active: true }];
}
