import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import { rollDialogContext, type GradeChoice, type RollChoices, type RollDialogInput } from "./dialog-state.js";

/**
 * The roll dialog: renders templates/brp/dialog/roll-dialog.hbs, recomputes the chance and the
 * exact odds through the pure dialog state on every change, and resolves with the player's
 * choices (or null when closed). Thin on purpose: every number comes from dialog-state.ts.
 */
const TEMPLATE = "systems/fray/templates/brp/dialog/roll-dialog.hbs";
const ODDS = "systems/fray/templates/brp/parts/odds.hbs";

interface HandlebarsApi {
  renderTemplate(path: string, data: object): Promise<string>;
}
interface DialogApi {
  wait(config: Record<string, unknown>): Promise<unknown>;
}

export function renderTemplate(path: string, data: object): Promise<string> {
  return (foundry.applications.handlebars as unknown as HandlebarsApi).renderTemplate(path, data);
}

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
  const content = await renderTemplate(TEMPLATE, rollDialogContext(input, initial, options));
  const Dialog = foundry.applications.api.DialogV2 as unknown as DialogApi;
  const refresh = async (root: HTMLElement) => {
    const html = await renderTemplate(ODDS, rollDialogContext(input, readChoices(root, initial), options));
    const current = root.querySelector(".fray-brp-odds");
    if (current) current.outerHTML = html;
  };
  const result = await Dialog.wait({
    classes: ["fray", "dialog", "brp"],
    window: { title },
    position: { width: 520 },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: game.i18n?.localize("FRAY.Brp.Dialog.Roll") ?? "Roll",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => readChoices(button.form ?? button.closest<HTMLElement>("form") ?? document.body, initial),
      },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const root = dialog.element;
      root.addEventListener("change", () => void refresh(root));
      root.addEventListener("input", () => void refresh(root));
    },
  });
  return result && typeof result === "object" ? (result as RollChoices) : null;
}
