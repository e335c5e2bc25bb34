import type { ExchangeData, JsonObject } from "../../../foundry/chat/exchange-types.js";
import { actorAtUuid } from "../../../foundry/flows/participants.js";
import { renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { rollFormula, rollJson } from "../../../foundry/flows/dice.js";
import { readForm } from "../../../foundry/flows/form.js";
import { INTENTION_LABELS, STEPS_DIALOG_LABELS, declareDialogContext } from "./flurry-labels.js";
import { impactMissing, maneuverImpactMissing, weaponOf } from "./flurry-blow.js";
import { INTENTIONS, planFor } from "../rules/index.js";
import { fighterOf } from "./live.js";
import { currentFlurryOptions } from "./options.js";

/**
 * What a flurry card asks on the presser's own client before anything is sent: the secret
 * intention and tactic, the impact dice a weapon lacks (WC-FVTT-7), and the attack's 3d6. The
 * GM judges every answer again.
 */

export const FLURRY_DIALOGS = {
  declare: "systems/fray/templates/flurry/dialog/declare.hbs",
  impact: "systems/fray/templates/flurry/dialog/impact-dice.hbs",
  steps: "systems/fray/templates/flurry/dialog/steps.hbs",
} as const;

interface DialogApi {
  wait(config: Record<string, unknown>): Promise<unknown>;
}

async function formDialog(title: string, content: string, confirm: string): Promise<Record<string, string | boolean> | null> {
  const Dialog = foundry.applications.api.DialogV2 as unknown as DialogApi;
  const result = await Dialog.wait({
    classes: ["fray", "dialog", "flurry"],
    window: { title: game.i18n?.localize(title) ?? title },
    position: { width: 420 },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "confirm",
        label: game.i18n?.localize(confirm) ?? confirm,
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form ?? button.closest<HTMLElement>(".application") ?? document.body),
      },
    ],
  });
  return result && typeof result === "object" ? (result as Record<string, string | boolean>) : null;
}

/** WC-FLY-4/6: the intention and maneuver tactic, chosen where nobody else sees them. */
export async function askDeclaration(): Promise<JsonObject | null> {
  const form = await formDialog(
    "FRAY.Flurry.Dialog.DeclareTitle",
    await renderTemplate(FLURRY_DIALOGS.declare, declareDialogContext()),
    "FRAY.Flurry.Dialog.Declare",
  );
  return form ? { intention: String(form["intention"] ?? ""), tactic: String(form["tactic"] ?? "") } : null;
}

/** WC-FVTT-7: the impact dice of a weapon whose Impact Cap lies beyond the surviving table. */
export async function askImpactDice(weaponName: string): Promise<string | null> {
  const form = await formDialog(
    "FRAY.Flurry.Dialog.ImpactTitle",
    await renderTemplate(FLURRY_DIALOGS.impact, { weapon: weaponName }),
    "FRAY.Flurry.Dialog.Use",
  );
  return form ? String(form["impactDice"] ?? "") : null;
}

/**
 * WC-FLY-11: how many hexes to press the opponent back (1 up to the actions left, one action each)
 * or to withdraw (0 up to the actions left), asked of the chooser; the GM checks the number again.
 */
export async function askSteps(exchange: ExchangeData, choice: "press" | "withdraw"): Promise<JsonObject | null> {
  const max = Math.max(0, Number((exchange.payload as { view?: { steps?: unknown } }).view?.steps ?? 0));
  const min = choice === "press" ? 1 : 0;
  const labels = STEPS_DIALOG_LABELS[choice];
  const form = await formDialog(labels.title, await renderTemplate(FLURRY_DIALOGS.steps, { hint: labels.hint, min, max, value: choice === "press" ? min : max }), labels.confirm);
  return form ? { steps: String(form["steps"] ?? "") } : null;
}

/** Whether the fighter attacking now on the card declared a maneuver (his intention is shown once all declared). */
function attackerManeuvers(exchange: ExchangeData): boolean {
  const rows = (exchange.payload as { view?: { fighters?: Array<{ attacking?: boolean; intention?: string | null }> } }).view?.fighters ?? [];
  const key = rows.find((row) => row.attacking)?.intention;
  const intention = INTENTIONS.find((candidate) => INTENTION_LABELS[candidate] === key);
  return intention !== undefined && planFor(intention).resolution.kind === "maneuver";
}

/** The attacker's 3d6 (and the impact dice asked for, when his weapon has none), as the GM accepts them. */
export async function rollAttack(
  exchange: ExchangeData,
  actorUuid: string | null,
  ask: (weapon: string) => Promise<string | null>,
): Promise<JsonObject | null> {
  const actor = actorAtUuid(actorUuid);
  let impactDice: string | null = null;
  if (actor) {
    const wielded = weaponOf(actor, null, "");
    // A maneuver rolls Strength alone (WC-MAN-2): the dice asked for are the maneuver's, not the weapon's.
    const missing = attackerManeuvers(exchange)
      ? maneuverImpactMissing(fighterOf(actor).attributes.strength.value, currentFlurryOptions())
      : impactMissing(actor, wielded.weapon, currentFlurryOptions());
    if (missing) {
      impactDice = await ask(wielded.name);
      if (impactDice === null) return null;
    }
  }
  const rolled = await rollFormula("3d6");
  return { values: rolled.faces, rolls: [{ roll: rollJson(rolled.roll) }], ...(impactDice ? { impactDice } : {}) } as unknown as JsonObject;
}
