import { RulesError, requireInteger } from "../../../core/errors.js";
import type { EncounterControl, EncounterMarker } from "../../../core/encounter.js";
import { requireArray } from "../../../core/validate.js";
import { requireOneOf } from "./guards.js";
import { type ActionType, movementWithAction } from "./movement.js";

/**
 * The actions a fighter who is not engaged takes alongside his movement, pressed on the tracker
 * (WC-ACT-1, WC-ACT-4, WC-FVTT-4). What an action does to the phase's movement points:
 * - Free: nothing, he keeps his full movement;
 * - Quick: the phase allows half its movement points, rounded down (WC-ACT-4 PROPOSAL), and
 *   only one Quick action fits in a phase;
 * - Full: the phase allows no movement, so it is taken by a fighter who has not moved yet, and
 *   shares the phase with Free actions only.
 * Points already walked count against what the action leaves: a fighter who has walked more than
 * half his points can no longer fit a Quick action in.
 */
export type TrackerAction = Exclude<ActionType, "lengthy">;
export const TRACKER_ACTIONS: readonly TrackerAction[] = ["free", "quick", "full"];

/** The i18n keys of each action's control and mark. */
const TEXT: Readonly<Record<TrackerAction, { readonly label: string; readonly tooltip: string; readonly taken: string }>> = {
  free: { label: "FRAY.Flurry.Action.Free", tooltip: "FRAY.Flurry.Action.FreeTip", taken: "FRAY.Flurry.Action.FreeTaken" },
  quick: { label: "FRAY.Flurry.Action.Quick", tooltip: "FRAY.Flurry.Action.QuickTip", taken: "FRAY.Flurry.Action.QuickTaken" },
  full: { label: "FRAY.Flurry.Action.Full", tooltip: "FRAY.Flurry.Action.FullTip", taken: "FRAY.Flurry.Action.FullTaken" },
};

/**
 * The movement points left in the phase after `action`: `budget` is what the phase gives the
 * fighter (half his rate, WC-MOV-2), `mpLeft` what he has left now and `taken` the actions he took
 * earlier in the phase. Throws the rules' refusal when the action does not fit.
 */
export function mpAfterAction(budget: number, mpLeft: number, taken: readonly ActionType[], action: TrackerAction): number {
  requireInteger(budget, "movementPoints", 0, 1000);
  requireInteger(mpLeft, "mpLeft", 0, 1000);
  requireArray(taken, "actions");
  requireOneOf(action, TRACKER_ACTIONS, "action");
  // A Full action fills the phase: it shares it with Free actions only.
  const fillsPhase = (a: ActionType) => a === "full" || a === "lengthy";
  if (action !== "free" && taken.some(fillsPhase)) throw new RulesError("FRAY.Flurry.Error.FullActionTaken");
  if (action === "full" && taken.some((a) => a !== "free")) throw new RulesError("FRAY.Flurry.Error.FullActionTaken");
  const allowedBefore = movementWithAction(budget, taken);
  const walked = Math.max(0, allowedBefore - mpLeft);
  // movementWithAction refuses a second Quick action itself.
  const allowedAfter = movementWithAction(budget, [...taken, action]);
  if (walked > allowedAfter) throw new RulesError(action === "full" ? "FRAY.Flurry.Error.FullAfterMoving" : "FRAY.Flurry.Error.QuickAfterMoving", { walked, allowed: allowedAfter });
  return allowedAfter - walked;
}

/** Whether the action still fits (for the controls the tracker offers). */
export function actionFits(budget: number, mpLeft: number, taken: readonly ActionType[], action: TrackerAction): boolean {
  try {
    mpAfterAction(budget, mpLeft, taken, action);
    return true;
  } catch (error) {
    if (error instanceof RulesError) return false;
    throw error;
  }
}

/** The tracker controls of a fighter in his movement slot: each action that still fits. */
export function actionControls(budget: number, mpLeft: number, taken: readonly ActionType[]): EncounterControl[] {
  return TRACKER_ACTIONS.filter((action) => actionFits(budget, mpLeft, taken, action)).map((action) => ({
    key: `action.${action}`,
    group: "action",
    label: { key: TEXT[action].label },
    tooltip: { key: TEXT[action].tooltip },
  }));
}

/** The tracker key of an action control ("action.quick" → "quick"), or null for another key. */
export function actionOfControl(key: string): TrackerAction | null {
  const [group, action] = String(key).split(".");
  return group === "action" && (TRACKER_ACTIONS as readonly string[]).includes(action ?? "") ? (action as TrackerAction) : null;
}

/** The marks beside a fighter for the actions he took this phase (Free ones counted). */
export function actionMarkers(taken: readonly ActionType[]): EncounterMarker[] {
  requireArray(taken, "actions");
  return TRACKER_ACTIONS.flatMap((action) => {
    const count = taken.filter((a) => a === action).length;
    if (count === 0) return [];
    return [{ key: action, used: true, label: { key: TEXT[action].label }, tooltip: { key: TEXT[action].taken, data: { count } } }];
  });
}
