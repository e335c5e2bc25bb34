import { RulesError } from "../../../core/errors.js";
import { renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { readForm, type FormValues } from "../../../foundry/flows/form.js";
import { localize, notifyRulesError } from "../../../foundry/flows/notify.js";
import { GUIDE_ACTIONS } from "../../../foundry/sheets/sheet-kit.js";
import { HUMANOID_BODY, type BodyLocation } from "../rules/locations.js";
import { locationDialogContext, tableOfForm } from "./location-table.js";

/**
 * A creature's own hit-location table (BRP-FVTT-1), edited as a whole in one dialog: ranges can
 * only be moved together (shrinking one row opens a gap until the next one grows), so the table
 * is checked when the dialog is confirmed, and a table that does not cover 1-20 exactly once is
 * refused with the rules' message and nothing is saved.
 */

const TEMPLATE = "systems/fray/templates/brp/dialog/locations-dialog.hbs";

/** Opens the editor for a creature's table; a refused table is reported and nothing is saved. */
export async function editHitLocations(actor: Actor.Implementation, body: readonly BodyLocation[]): Promise<void> {
  const custom = body !== HUMANOID_BODY;
  const content = await renderTemplate(TEMPLATE, locationDialogContext(body, custom, localize));
  const Dialog = foundry.applications.api.DialogV2 as unknown as { wait(config: Record<string, unknown>): Promise<unknown> };
  const values = (await Dialog.wait({
    classes: ["fray", "dialog", "brp"],
    window: { title: localize("FRAY.Brp.Locations.Title") },
    position: { width: 640 },
    content,
    rejectClose: false,
    actions: GUIDE_ACTIONS,
    buttons: [{ action: "save", label: localize("FRAY.Brp.Locations.Save"), default: true, callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form ?? document.body) }],
  })) as FormValues | null;
  if (!values) return;
  let table: BodyLocation[];
  try {
    table = tableOfForm(values);
  } catch (error) {
    if (error instanceof RulesError) {
      notifyRulesError(error);
      return;
    }
    throw error;
  }
  await actor.update({ "system.hitLocationTable": table } as Actor.UpdateData);
}
