/**
 * A roll dialog whose odds panel follows the form: every change or keystroke re-renders the odds
 * part in place, and the Roll button resolves with what the form holds (null when closed). The
 * rulesets supply the templates, how to read their form and how to recompute the odds; this file
 * only wires Foundry's DialogV2 and the template renderer together.
 */
import { GUIDE_ACTIONS } from "../sheets/sheet-kit.js";

interface HandlebarsApi {
  renderTemplate(path: string, data: object): Promise<string>;
}
interface DialogApi {
  wait(config: Record<string, unknown>): Promise<unknown>;
}

export function renderTemplate(path: string, data: object): Promise<string> {
  return (foundry.applications.handlebars as unknown as HandlebarsApi).renderTemplate(path, data);
}

export interface LiveDialogConfig<T> {
  title: string;
  /** The dialog's HTML, already rendered. */
  content: string;
  classes: string[];
  /** i18n key of the Roll button. */
  rollLabel: string;
  /** Selector of the odds element the refreshed HTML replaces. */
  oddsSelector: string;
  /** Fresh odds HTML for the form as it stands. */
  renderOdds(root: HTMLElement): Promise<string>;
  /** What the Roll button resolves with. */
  read(form: HTMLElement): T;
}

export async function liveDialog<T>(config: LiveDialogConfig<T>): Promise<T | null> {
  const Dialog = foundry.applications.api.DialogV2 as unknown as DialogApi;
  const refresh = async (root: HTMLElement) => {
    const html = await config.renderOdds(root);
    const current = root.querySelector(config.oddsSelector);
    if (current) current.outerHTML = html;
  };
  const result = await Dialog.wait({
    classes: config.classes,
    window: { title: config.title },
    position: { width: 520 },
    content: config.content,
    rejectClose: false,
    actions: GUIDE_ACTIONS,
    buttons: [
      {
        action: "roll",
        label: game.i18n?.localize(config.rollLabel) ?? "Roll",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => config.read(button.form ?? button.closest<HTMLElement>("form") ?? document.body),
      },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const root = dialog.element;
      root.addEventListener("change", () => void refresh(root));
      root.addEventListener("input", () => void refresh(root));
    },
  });
  return result && typeof result === "object" ? (result as T) : null;
}
