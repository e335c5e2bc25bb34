import { RulesError, requireInteger } from "../../../core/errors.js";
import { declareIntent, type BrpEncounterState, type Statement } from "../rules/encounter.js";

/**
 * Statements of intent (BRP-SOI-1..3, BRP-FVTT-4) as pure steps: the dialog's form becomes a
 * rules Statement, which the GM side records on the encounter with `declareIntent`. The player then
 * ends their statement turn from the tracker as usual.
 */

export const INTENT_ACTIONS = ["attack", "move", "noncombat", "engage", "disengage", "power", "defensive", "none"] as const;
export type IntentAction = (typeof INTENT_ACTIONS)[number];

export const INTENT_LABELS: Readonly<Record<IntentAction, string>> = {
  attack: "FRAY.Brp.Intent.Attack",
  move: "FRAY.Brp.Intent.Move",
  noncombat: "FRAY.Brp.Intent.Noncombat",
  engage: "FRAY.Brp.Intent.Engage",
  disengage: "FRAY.Brp.Intent.Disengage",
  power: "FRAY.Brp.Intent.Power",
  defensive: "FRAY.Brp.Intent.Defensive",
  none: "FRAY.Brp.Intent.None",
};

export interface IntentForm {
  readonly action: string;
  readonly moveMetres: number;
  readonly actions: number;
  /** 0 for no delay. */
  readonly delayTo: number;
  readonly hidden: boolean;
}

/** The rules statement of a filled-in intent form; throws FRAY.Brp.Error.BadIntent for an unknown action. */
export function statementOf(form: IntentForm): Statement {
  if (!(INTENT_ACTIONS as readonly string[]).includes(form.action)) throw new RulesError("FRAY.Brp.Error.BadIntent", { action: form.action });
  const moveMetres = requireInteger(form.moveMetres, "moveMetres", 0, 1000);
  const actions = requireInteger(form.actions, "actions", 1, 10);
  const delayTo = requireInteger(form.delayTo, "delayTo", 0, 1000);
  return {
    action: form.action as IntentAction,
    ...(moveMetres > 0 ? { moveMetres } : {}),
    ...(actions > 1 ? { actions } : {}),
    ...(delayTo > 0 ? { delayTo } : {}),
    ...(form.hidden ? { hidden: true } : {}),
  };
}

/** The encounter with the statement recorded (only while statements are being made). */
export function recordIntent(state: BrpEncounterState, participantId: string, form: IntentForm): BrpEncounterState {
  return declareIntent(state, participantId, statementOf(form));
}

/** What the intent dialog renders. */
export function intentDialogContext(name: string, form: IntentForm, gm: boolean) {
  return { name, values: form, choices: { ...INTENT_LABELS }, gm };
}
