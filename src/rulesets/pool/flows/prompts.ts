import { GUIDE_ACTIONS } from "../../../foundry/sheets/sheet-kit.js";
import { escapeHtml } from "../../../foundry/flows/html.js";
import { localize } from "../../../foundry/flows/notify.js";

/**
 * The questions a slow step asks before it changes anything (FC-FVTT-7): how many hours of the
 * poison's countdown or of rest have passed, and a confirmation for a day of rest, calming down
 * between scenes or an antidote. Closing the dialog changes nothing.
 */

interface DialogApi {
  wait(config: Record<string, unknown>): Promise<unknown>;
}


function ask(title: string, body: string, button: string, read: (form: HTMLElement) => unknown): Promise<unknown> {
  const Dialog = foundry.applications.api.DialogV2 as unknown as DialogApi;
  return Dialog.wait({
    classes: ["fray", "dialog", "pool"],
    window: { title: localize(title) },
    content: body,
    rejectClose: false,
    actions: GUIDE_ACTIONS,
    buttons: [{ action: "ok", label: localize(button), default: true, callback: (_event: Event, target: HTMLButtonElement) => read(target.form ?? target.closest<HTMLElement>("form") ?? document.body) }],
  });
}

/** A whole number of hours between 1 and `max`, or null when the dialog is closed. */
export async function askHours(title: string, hint: string, initial: number, max: number): Promise<number | null> {
  const body = `<p>${escapeHtml(localize(hint))}</p><div class="form-group"><label for="fray-hours">${escapeHtml(localize("FRAY.Pool.Prompt.Hours"))}</label><input id="fray-hours" type="number" name="hours" value="${initial}" min="1" max="${max}" step="1"></div>`;
  const answer = await ask(title, body, "FRAY.Pool.Prompt.Confirm", (form) => Number(form.querySelector<HTMLInputElement>('[name="hours"]')?.value ?? initial));
  if (answer === null || answer === undefined) return null;
  const hours = Math.trunc(Number(answer));
  return Number.isFinite(hours) ? Math.min(max, Math.max(1, hours)) : null;
}

/** Whether the user confirmed `text` (false when the dialog is closed). */
export async function confirmStep(title: string, text: string, data: Readonly<Record<string, string | number>> = {}): Promise<boolean> {
  const message = game.i18n?.format(text, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? text;
  const body = `<p>${escapeHtml(message)}</p>`;
  return (await ask(title, body, "FRAY.Pool.Prompt.Confirm", () => true)) === true;
}

/** A new skill's name and dice as typed (checked by the rules, not here), or null when the dialog is closed. */
export async function askNewSkill(): Promise<{ name: string; dice: number } | null> {
  const body =
    `<p>${escapeHtml(localize("FRAY.Pool.Prompt.NewSkillHint"))}</p>` +
    `<div class="form-group"><label for="fray-skill-name">${escapeHtml(localize("FRAY.Pool.Prompt.SkillName"))}</label><input id="fray-skill-name" type="text" name="name" value="" maxlength="60"></div>` +
    `<div class="form-group"><label for="fray-skill-dice">${escapeHtml(localize("FRAY.Pool.Prompt.SkillDice"))}</label><input id="fray-skill-dice" type="number" name="dice" value="1" min="0" max="12" step="1"></div>`;
  const answer = await ask("FRAY.Pool.Prompt.NewSkillTitle", body, "FRAY.Pool.Prompt.AddSkill", (form) => ({
    name: form.querySelector<HTMLInputElement>('[name="name"]')?.value ?? "",
    dice: Number(form.querySelector<HTMLInputElement>('[name="dice"]')?.value ?? Number.NaN),
  }));
  return answer && typeof answer === "object" ? (answer as { name: string; dice: number }) : null;
}
