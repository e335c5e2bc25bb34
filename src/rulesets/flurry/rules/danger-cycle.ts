import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { requireOneOf } from "./guards.js";
import type { EncounterMarker } from "../../../core/encounter.js";
import { type DangerStatus, hexesAllowed, nextDangerStatus } from "./movement.js";

/**
 * WC-MOV-7 kept by the tracker: a fighter who stopped in a zone of danger may shift one hex in the
 * next phase and must wait for the next round to move normally; a shift that lands in another zone
 * of danger holds him in place, next round included, until that threat is resolved (his flurry
 * fought), when he again has one hex at the round's end — until he stands in a hex nothing
 * threatens. The statuses and their changes are `movement.ts`'s `nextDangerStatus`; this file says
 * when the round calls it. A fighter engaged with nobody when a phase ends is in the clear: by
 * WC-ENG-2 anyone whose zone of danger he stands in is engaged with him.
 */
export interface DangerState {
  readonly danger?: Readonly<Record<string, DangerStatus>>;
  readonly engagements: ReadonlyArray<readonly [string, string]>;
}

const STATUSES: readonly DangerStatus[] = ["clear", "stoppedThisPhase", "oneHexAdjustment", "heldUntilResolved"];

/** The shape the cycle reads: the statuses (when any) and the engagements. */
function requireDangerState(state: DangerState): DangerState {
  requireRecord(state, "encounter");
  requireArray(state.engagements, "encounter.engagements");
  if (state.danger !== undefined) requireRecord(state.danger, "encounter.danger");
  return state;
}

export function dangerStatusOf(state: DangerState, id: string): DangerStatus {
  requireDangerState(state);
  requireString(id, "id");
  return requireOneOf(state.danger?.[id] ?? "clear", STATUSES, "dangerStatus");
}

function withStatus<S extends DangerState>(state: S, id: string, status: DangerStatus): S {
  const danger = { ...state.danger };
  if (status === "clear") delete danger[id];
  else danger[id] = status;
  return { ...state, danger };
}

/** Why a walk of `hexes` hexes is refused by the cycle (an i18n key with data), or null. */
export function dangerRefusal(state: DangerState, id: string, hexes: number): RulesError | null {
  requireInteger(hexes, "hexes", 0, 10_000);
  const allowed = hexesAllowed(dangerStatusOf(state, id));
  if (allowed === "normal" || hexes <= allowed) return null;
  return new RulesError(allowed === 0 ? "FRAY.Flurry.Error.HeldInDanger" : "FRAY.Flurry.Error.OneHexOnly", { id, hexes });
}

/**
 * The status after a walk of `hexes` hexes: stopped by a zone of danger (entering one), or ended
 * in a hex no zone of danger covers (safe: the cycle is over). A pivot (no hex) changes nothing.
 */
export function dangerAfterWalk<S extends DangerState>(state: S, id: string, hexes: number, stoppedByDanger: boolean): S {
  const refusal = dangerRefusal(state, id, hexes);
  if (refusal) throw refusal;
  if (hexes === 0) return state;
  const status = dangerStatusOf(state, id);
  return withStatus(state, id, nextDangerStatus(status, stoppedByDanger ? "enteredDanger" : "reachedSafeHex"));
}

const engagedWithAnyone = (state: DangerState, id: string) => state.engagements.some((pair) => Array.isArray(pair) && (pair[0] === id || pair[1] === id));

/** The end of a movement or adjustment phase: every status moves on (WC-MOV-7's "following phase"). */
export function dangerAfterPhase<S extends DangerState>(state: S): S {
  requireDangerState(state);
  let next = state;
  for (const [id, status] of Object.entries(state.danger ?? {})) {
    next = withStatus(next, id, engagedWithAnyone(state, id) ? nextDangerStatus(status, "phaseEnded") : "clear");
  }
  return next;
}

/** A flurry fought to its end resolves the threat for its fighters (WC-MOV-7 "until the new threat is resolved"). */
export function dangerAfterFlurry<S extends DangerState>(state: S, fighterIds: readonly string[]): S {
  let next = state;
  for (const given of requireArray(fighterIds, "fighters")) {
    const id = requireString(given, "id");
    const status = dangerStatusOf(state, id);
    if (status !== "clear") next = withStatus(next, id, nextDangerStatus(status, "threatResolved"));
  }
  return next;
}

const MARKS: Readonly<Record<Exclude<DangerStatus, "clear">, { readonly label: string; readonly tooltip: string }>> = {
  stoppedThisPhase: { label: "FRAY.Flurry.Danger.Stopped", tooltip: "FRAY.Flurry.Danger.StoppedTip" },
  oneHexAdjustment: { label: "FRAY.Flurry.Danger.OneHex", tooltip: "FRAY.Flurry.Danger.OneHexTip" },
  heldUntilResolved: { label: "FRAY.Flurry.Danger.Held", tooltip: "FRAY.Flurry.Danger.HeldTip" },
};

/** The tracker's mark beside a fighter caught in the cycle (none when he is in the clear). */
export function dangerMarker(state: DangerState, id: string): EncounterMarker | null {
  const status = dangerStatusOf(state, id);
  if (status === "clear") return null;
  const mark = MARKS[status];
  return { key: `danger.${status}`, used: true, label: { key: mark.label }, tooltip: { key: mark.tooltip } };
}
