import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { readForm } from "../../../foundry/flows/form.js";
import { rollTemplates } from "./templates.js";
import { DEFAULT_CHOICES, choicesFrom, planTask, taskDialogContext, type TaskChoices, type TaskDialogInput } from "./dialog-state.js";
import type { CardRequest } from "./card.js";
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

/** The rules request the choices amount to (skill level and steps resolved). */
export function requestFrom(input: TaskDialogInput, choices: TaskChoices, options: DuskOptions): CardRequest {
  const plan = planTask(input, choices, options);
  return {
    stat: choices.stat,
    difficulty: input.fixedDifficulty ?? choices.difficulty,
    skill: plan.skill,
    assets: choices.assets,
    effort: choices.effort,
    ease: plan.ease,
    // Wound hindrance is added again by the rules from the actor's wounds; send only the rest.
    hinder: Math.max(0, plan.hinder - input.woundHinder),
    initialCost: choices.initialCost,
    takingTwenty: choices.takingTwenty,
    secret: choices.secret,
  };
}

/** Dawn and Dusk die colours for Dice So Nice (ignored without the module). */
const APPEARANCE = { dawn: { foreground: "#3b2a00", background: "#f2c14e", edge: "#f2c14e" }, dusk: { foreground: "#f4ecff", background: "#3d2a63", edge: "#3d2a63" } } as const;

/** Rolls the Dawn d12 and the Dusk d12 as two distinct terms. */
export async function rollDawnDusk(): Promise<{ readonly dice: [number, number]; readonly roll: Roll }> {
  const roll = new foundry.dice.Roll("1d12[dawn] + 1d12[dusk]");
  const [dawnTerm, duskTerm] = roll.dice as unknown as Array<{ options: Record<string, unknown> }>;
  if (dawnTerm) dawnTerm.options["appearance"] = APPEARANCE.dawn;
  if (duskTerm) duskTerm.options["appearance"] = APPEARANCE.dusk;
  await roll.evaluate();
  const faces = roll.dice.map((term) => term.results[0]?.result ?? 0);
  return { dice: [faces[0] ?? 0, faces[1] ?? 0], roll };
}
