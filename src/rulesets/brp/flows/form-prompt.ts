import { localize } from "../../../foundry/flows/notify.js";
import { readForm, type FormValues } from "../../../foundry/flows/form.js";
import { GUIDE_ACTIONS } from "../../../foundry/sheets/sheet-kit.js";

/**
 * The small form prompts brp's GM tools open (structure damage, rulings, a creature's hit
 * locations): one Foundry dialog with a confirm button that reads the form; closing it gives null,
 * so the caller changes nothing.
 */

export { escapeHtml } from "../../../foundry/flows/html.js";

/** Opens the prompt (`title` and `confirm` are i18n keys) and resolves to its form's values, or null when closed. */
export async function askForm(title: string, content: string, confirm: string, width?: number): Promise<FormValues | null> {
  const Dialog = foundry.applications.api.DialogV2 as unknown as { wait(config: Record<string, unknown>): Promise<unknown> };
  return (await Dialog.wait({
    classes: ["fray", "dialog", "brp"],
    window: { title: localize(title) },
    ...(width ? { position: { width } } : {}),
    content,
    rejectClose: false,
    actions: GUIDE_ACTIONS,
    buttons: [{ action: "ok", label: localize(confirm), default: true, callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form ?? document.body) }],
  })) as FormValues | null;
}
