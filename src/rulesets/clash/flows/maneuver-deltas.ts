import type { PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { landedChanges } from "../rules/index.js";

/**
 * What landed maneuvers change on their target (DL-CM-3: the status, and the action points or
 * the weapon its effect takes), as relative document changes the relay applies and undoes like
 * any other. Pure.
 */

/** The target as the GM reads it when the maneuvers land. */
export interface LiveTarget {
  readonly statuses: readonly string[];
  readonly ap: number;
  /** UUID of the weapon the target fights with now, or null. */
  readonly readyWeapon: string | null;
}

/** The changes maneuvers leaving `statuses` make on the actor `uuid` (a status it already has adds nothing). */
export function maneuverDeltas(uuid: string, statuses: readonly string[], target: LiveTarget): PlannedDelta[] {
  const fresh = [...new Set(statuses)].filter((status) => status && !target.statuses.includes(status));
  const deltas: PlannedDelta[] = fresh.map((status) => ({ kind: "status", actorUuid: uuid, statusId: status, active: true }));
  let ap = target.ap;
  let drops = false;
  for (const status of fresh) {
    const change = landedChanges(status, ap);
    ap = change.ap;
    drops ||= change.dropsWeapon;
  }
  if (ap !== target.ap) deltas.push({ kind: "update", uuid, path: "system.ap.value", to: ap });
  if (drops && target.readyWeapon) deltas.push({ kind: "update", uuid: target.readyWeapon, path: "system.equipped", to: false });
  return deltas;
}
