import { RulesError } from "../../../core/errors.js";
import { localize, notifyRulesError } from "../../../foundry/flows/notify.js";
import type { FormValues } from "../../../foundry/flows/form.js";
import { requireActorOf } from "../../../foundry/documents/subtypes.js";
import { repairedStructure, structureDamage } from "../rules/structure.js";
import { askForm, escapeHtml } from "./form-prompt.js";

/**
 * Damage and repair of a brp object or vehicle from its sheet (BRP-FVTT-1, BRP-WND-6: the GM
 * handles structural damage): a prompt asks the points, the rules take the armor off and lower
 * the hit points; closing the prompt or a bad number changes nothing.
 */

function pointsField(label: string): string {
  return `<div class="form-group"><label for="fray-brp-points">${escapeHtml(localize(label))}</label><input id="fray-brp-points" type="number" name="points" value="1" min="0" max="10000" step="1"></div>`;
}

/** A whole number from the prompt, refused with the rules' message otherwise. */
function pointsOf(values: FormValues): number {
  const n = Number(values["points"]);
  if (!Number.isInteger(n) || n < 0) throw new RulesError("FRAY.Error.NotAnInteger", { field: localize("FRAY.Brp.Object.Points"), value: String(values["points"]) });
  return n;
}

export async function damageObject(actor: Actor.Implementation): Promise<void> {
  const object = requireActorOf(actor, "brpObject");
  const body = `${pointsField("FRAY.Brp.Object.Points")}<div class="form-group"><label><input type="checkbox" name="ignoreArmor"> ${escapeHtml(localize("FRAY.Brp.Object.IgnoreArmor"))}</label></div>`;
  const values = await askForm("FRAY.Brp.Object.DamageTitle", body, "FRAY.Brp.Object.Confirm");
  if (!values) return;
  try {
    const hit = structureDamage(object.system.hitPoints, pointsOf(values), object.system.armor, values["ignoreArmor"] === true);
    await actor.update({ "system.hitPoints.value": hit.structure.value } as Actor.UpdateData);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    notifyRulesError(error);
  }
}

export async function repairObject(actor: Actor.Implementation): Promise<void> {
  const object = requireActorOf(actor, "brpObject");
  const values = await askForm("FRAY.Brp.Object.RepairTitle", pointsField("FRAY.Brp.Object.Points"), "FRAY.Brp.Object.Confirm");
  if (!values) return;
  try {
    await actor.update({ "system.hitPoints.value": repairedStructure(object.system.hitPoints, pointsOf(values)).value } as Actor.UpdateData);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    notifyRulesError(error);
  }
}
