import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";

/**
 * The roll dialog: renders templates/pool/dialog/roll-dialog.hbs, recomputes the pool and exact
 * odds through the pure dialog state on every change, and resolves with the form's values (or
 * null when closed). Thin on purpose: all numbers come from dialog-state.ts.
 */
const TEMPLATE = "systems/fray/templates/pool/dialog/roll-dialog.hbs";
const ODDS = "systems/fray/templates/pool/dialog/parts/odds.hbs";

export type FormValues = Record<string, string | boolean>;

function readForm(form: HTMLElement): FormValues {
  const out: FormValues = {};
  for (const el of Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]"))) {
    out[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
  }
  return out;
}

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

export const num = (value: string | boolean | undefined, fallback = 0): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
