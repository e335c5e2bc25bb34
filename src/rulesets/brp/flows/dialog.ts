import { choice, int } from "../../../foundry/data/field-spec.js";
import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { choicesFromForm, readForm } from "../../../foundry/flows/form.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import { rollDialogContext, type GradeChoice, type RollChoices, type RollDialogInput } from "./dialog-state.js";

/**
 * The roll dialog: renders templates/brp/dialog/roll-dialog.hbs, recomputes the chance and the
 * exact odds through the pure dialog state on every change, and resolves with the player's
 * choices (or null when closed). Thin on purpose: every number comes from dialog-state.ts.
 */
const TEMPLATE = "systems/fray/templates/brp/dialog/roll-dialog.hbs";
const ODDS = "systems/fray/templates/brp/parts/odds.hbs";

const GRADES: readonly GradeChoice[] = ["normal", "easy", "difficult", "impossible"];
const ANY = Number.MAX_SAFE_INTEGER;
/** The dialog's fields: a grade, a flat modifier, metres to the target and the defence the odds assume. */
const CHOICE_FIELDS = { grade: choice(GRADES, "normal"), flat: int(-ANY, ANY, 0), distance: int(0, ANY, 0), defence: int(0, ANY, 0), split: int(1, 20, 1), part: int(0, 19, 0), first: int(0, 1000, 0) } as const;

const readChoices = (root: HTMLElement, fallback: RollChoices): RollChoices => choicesFromForm(CHOICE_FIELDS, readForm(root), { ...fallback, split: fallback.split ?? 1, part: fallback.part ?? 0, first: fallback.first ?? 0 });

export async function rollDialog(title: string, input: RollDialogInput, initial: RollChoices, options: BrpOptions = BRP_DEFAULTS): Promise<RollChoices | null> {
  return liveDialog({
    title,
    content: await renderTemplate(TEMPLATE, rollDialogContext(input, initial, options)),
    classes: ["fray", "dialog", "brp"],
    rollLabel: "FRAY.Brp.Dialog.Roll",
    oddsSelector: ".fray-brp-odds",
    renderOdds: (root) => renderTemplate(ODDS, rollDialogContext(input, readChoices(root, initial), options)),
    read: (form) => readChoices(form, initial),
  });
}
