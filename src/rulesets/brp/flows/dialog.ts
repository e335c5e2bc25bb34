import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";
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

function readChoices(root: HTMLElement, fallback: RollChoices): RollChoices {
  const value = (name: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value;
  const int = (name: string, d: number) => {
    const n = Number(value(name));
    return Number.isFinite(n) ? Math.trunc(n) : d;
  };
  const grade = value("grade");
  return {
    grade: GRADES.includes(grade as GradeChoice) ? (grade as GradeChoice) : fallback.grade,
    flat: int("flat", fallback.flat),
    distance: Math.max(0, int("distance", fallback.distance)),
    defence: Math.max(0, int("defence", fallback.defence)),
  };
}

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
