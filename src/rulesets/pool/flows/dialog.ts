/**
 * The roll dialog: renders templates/pool/dialog/roll-dialog.hbs, recomputes the pool and exact
 * odds through the pure dialog state on every change, and resolves with the form's values (or
 * null when closed). Thin on purpose: all numbers come from dialog-state.ts.
 */
const TEMPLATE = "systems/fray/templates/pool/dialog/roll-dialog.hbs";
const ODDS = "systems/fray/templates/pool/dialog/parts/odds.hbs";

interface HandlebarsApi {
  renderTemplate(path: string, data: object): Promise<string>;
}
interface DialogApi {
  wait(config: Record<string, unknown>): Promise<unknown>;
}

export function renderTemplate(path: string, data: object): Promise<string> {
  return (foundry.applications.handlebars as unknown as HandlebarsApi).renderTemplate(path, data);
}

export type FormValues = Record<string, string | boolean>;

function readForm(form: HTMLElement): FormValues {
  const out: FormValues = {};
  for (const el of Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]"))) {
    out[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
  }
  return out;
}

export async function rollDialog(title: string, initial: { odds: object }, recompute: (values: FormValues) => { odds: object }): Promise<FormValues | null> {
  const content = await renderTemplate(TEMPLATE, initial);
  const Dialog = foundry.applications.api.DialogV2 as unknown as DialogApi;
  const refresh = async (root: HTMLElement) => {
    const next = recompute(readForm(root));
    const html = await renderTemplate(ODDS, next.odds);
    const current = root.querySelector(".fray-pool-odds");
    if (current) current.outerHTML = html;
  };
  const result = await Dialog.wait({
    classes: ["fray", "pool"],
    window: { title },
    position: { width: 520 },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: game.i18n?.localize("FRAY.Pool.Dialog.Roll") ?? "Roll",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form ?? button.closest("form") ?? document.body),
      },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const root = dialog.element;
      root.addEventListener("change", () => void refresh(root));
      root.addEventListener("input", () => void refresh(root));
    },
  });
  return result && typeof result === "object" ? (result as FormValues) : null;
}

export const num = (value: string | boolean | undefined, fallback = 0): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
