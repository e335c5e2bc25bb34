import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { readForm, type FormValues } from "../../../foundry/flows/form.js";

export { num, type FormValues } from "../../../foundry/flows/form.js";

/**
 * The roll dialog: renders templates/pool/dialog/roll-dialog.hbs, recomputes the pool and exact
 * odds through the pure dialog state on every change, and resolves with the form's values (or
 * null when closed). Thin on purpose: all numbers come from dialog-state.ts.
 */
const TEMPLATE = "systems/fray/templates/pool/dialog/roll-dialog.hbs";
const ODDS = "systems/fray/templates/pool/dialog/parts/odds.hbs";

export async function rollDialog(title: string, initial: { odds: object }, recompute: (values: FormValues) => { odds: object }): Promise<FormValues | null> {
  return liveDialog({
    title,
    content: await renderTemplate(TEMPLATE, initial),
    classes: ["fray", "pool"],
    rollLabel: "FRAY.Pool.Dialog.Roll",
    oddsSelector: ".fray-pool-odds",
    renderOdds: (root) => renderTemplate(ODDS, recompute(readForm(root)).odds),
    read: readForm,
  });
}
