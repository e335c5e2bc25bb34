import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { rollJson } from "../../../foundry/flows/dice.js";
import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { readForm } from "../../../foundry/flows/form.js";
import { rollTemplates } from "./templates.js";
import { DEFAULT_CHOICES, choicesFrom, taskDialogContext, type TaskChoices, type TaskDialogInput } from "../rules/dialog-state.js";
import type { DuskOptions } from "../rules/options.js";

/**
 * The task roll dialog in Foundry (DB-FVTT-4) and the 2d12 it rolls: a Dawn die and a Dusk die as
 * two Foundry terms, so chat and Dice So Nice show them apart. Thin: numbers come from dialog-state.
 */

export async function taskDialog(title: string, input: TaskDialogInput, initial: Partial<TaskChoices>, options: DuskOptions): Promise<TaskChoices | null> {
  const start: TaskChoices = { ...DEFAULT_CHOICES, ...initial };
  return liveDialog({
    title,
    content: await renderTemplate(rollTemplates.dialog, taskDialogContext(input, start, options)),
    classes: ["fray", "dialog", "dusk"],
    rollLabel: "FRAY.Dusk.Dialog.Roll",
    oddsSelector: ".fray-dusk-odds",
    renderOdds: (root) => renderTemplate(rollTemplates.odds, taskDialogContext(input, choicesFrom(readForm(root), start), options).odds),
    read: (form) => choicesFrom(readForm(form), start),
  });
}

/** Dawn and Dusk die colours for Dice So Nice (ignored without the module). */
const APPEARANCE = { dawn: { foreground: "#3b2a00", background: "#f2c14e", edge: "#f2c14e" }, dusk: { foreground: "#f4ecff", background: "#3d2a63", edge: "#3d2a63" } } as const;

/** The 2d12 of every dusk roll: the first term is the Dawn die, the second the Dusk die. */
export const DAWN_DUSK = "1d12 + 1d12";

/** Rolls the Dawn d12 and the Dusk d12 as two distinct terms, in the form the GM accepts them. */
export async function rollDawnDusk(): Promise<{ readonly values: [number, number]; readonly rolls: Array<{ roll: JsonObject }> }> {
  const roll = new foundry.dice.Roll(DAWN_DUSK);
  const [dawnTerm, duskTerm] = roll.dice as unknown as Array<{ options: Record<string, unknown> }>;
  if (dawnTerm) dawnTerm.options["appearance"] = APPEARANCE.dawn;
  if (duskTerm) duskTerm.options["appearance"] = APPEARANCE.dusk;
  await roll.evaluate();
  const faces = roll.dice.map((term) => term.results[0]?.result ?? 0);
  return { values: [faces[0] ?? 0, faces[1] ?? 0], rolls: [{ roll: rollJson(roll) }] };
}
