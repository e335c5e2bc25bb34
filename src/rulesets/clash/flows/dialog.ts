import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { bool, int } from "../../../foundry/data/field-spec.js";
import { choicesFromForm, readForm, num } from "../../../foundry/flows/form.js";
import type { ClashOptions } from "../rules/index.js";
import { attackDialogContext, initialChoices, MAX_MODIFIER, type AttackChoices, type AttackDialogInput } from "./dialog-state.js";
import { chooserContext, chosenIds, type ChooserInput } from "./chooser-state.js";

/**
 * The clash dialogs: the attack dialog (live odds through the pure dialog state) and the
 * count-limited maneuver chooser. Thin on purpose: every number comes from the pure state files.
 */
const T = "systems/fray/templates/clash";
export const ATTACK_DIALOG = `${T}/dialog/attack-dialog.hbs`;
export const ODDS_PART = `${T}/parts/odds.hbs`;
export const CHOOSER_DIALOG = `${T}/dialog/maneuver-chooser.hbs`;
/** The chooser's fields are named `maneuver.<id>` (a box, or a count for a stackable one). */
const MANEUVER_FIELD = "maneuver.";

/** The attack dialog's fields: the modifier within its bounds, the reaction the odds expect (−1: none) and both Luck flips. */
const CHOICE_FIELDS = { modifier: int(-MAX_MODIFIER, MAX_MODIFIER, 0), expected: int(-1, Number.MAX_SAFE_INTEGER, -1), attackerFlips: bool(false), defenderFlips: bool(false) } as const;

// A box absent from the form counts as unticked.
const readChoices = (root: HTMLElement, fallback: AttackChoices): AttackChoices => choicesFromForm(CHOICE_FIELDS, readForm(root), { ...fallback, attackerFlips: false, defenderFlips: false });

export async function attackDialog(title: string, input: AttackDialogInput, options: ClashOptions): Promise<AttackChoices | null> {
  const initial = initialChoices(input);
  return liveDialog({
    title,
    content: await renderTemplate(ATTACK_DIALOG, attackDialogContext(input, initial, options)),
    classes: ["fray", "dialog", "clash"],
    rollLabel: "FRAY.Clash.Dialog.Roll",
    oddsSelector: ".fray-clash-odds",
    renderOdds: (root) => renderTemplate(ODDS_PART, attackDialogContext(input, readChoices(root, initial), options)),
    read: (form) => readChoices(form, initial),
  });
}

interface DialogApi {
  wait(config: Record<string, unknown>): Promise<unknown>;
}

/**
 * DL-CLASH-4 / DL-CM-3: the winner picks up to `count` maneuvers; boxes beyond the count are
 * disabled as soon as the count is reached (the GM's rules check refuses more in any case).
 */
export async function chooseManeuvers(input: ChooserInput): Promise<string[] | null> {
  const Dialog = foundry.applications.api.DialogV2 as unknown as DialogApi;
  const context = chooserContext(input);
  const boxes = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>("input[name]")].filter((box) => box.name.startsWith(MANEUVER_FIELD));
  const picked = (root: HTMLElement) => boxes(root).map((box) => ({ id: box.name.slice(MANEUVER_FIELD.length), value: box.type === "checkbox" ? Number(box.checked) : num(box.value) }));
  const limit = (root: HTMLElement) => {
    const total = picked(root).reduce((sum, p) => sum + p.value, 0);
    for (const box of boxes(root)) if (box.type === "checkbox") box.disabled = !box.checked && total >= input.count;
  };
  const result = await Dialog.wait({
    classes: ["fray", "dialog", "clash"],
    window: { title: game.i18n?.format("FRAY.Clash.Chooser.Title", { count: String(input.count) }) ?? "" },
    position: { width: 460 },
    content: await renderTemplate(CHOOSER_DIALOG, context),
    rejectClose: false,
    buttons: [
      {
        action: "choose",
        label: game.i18n?.localize("FRAY.Clash.Chooser.Confirm") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => {
          const root = button.form ?? button.closest<HTMLElement>(".application") ?? document.body;
          return chosenIds(picked(root), input.count);
        },
      },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      dialog.element.addEventListener("change", () => limit(dialog.element));
      limit(dialog.element);
    },
  });
  return Array.isArray(result) ? (result as string[]) : null;
}
