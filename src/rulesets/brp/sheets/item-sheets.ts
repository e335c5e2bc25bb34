import type { FrayItemSheet } from "../../../foundry/sheets/item-sheet.js";
import { rulesetItemSheets } from "../../../foundry/sheets/ruleset-item-sheet.js";
import { sheetItemsOf } from "../../../foundry/sheets/ruleset-actor-parts.js";
import type { BrpItemType } from "../data/specs.js";
import { currentBrpOptions } from "../flows/options.js";
import { brpSystem, isBrp } from "../flows/openers.js";
import { livingDerived } from "../data/state.js";
import { bodyOf } from "../rules/harm.js";
import { itemContext } from "./context.js";

const T = "systems/fray/templates/brp/item";

/** Body template of each brp item type. */
export const ITEM_BODIES: Readonly<Record<BrpItemType, string>> = {
  brpWeapon: `${T}/weapon-body.hbs`,
  brpShield: `${T}/shield-body.hbs`,
  brpArmor: `${T}/armor-body.hbs`,
  brpPower: `${T}/power-body.hbs`,
  brpWound: `${T}/wound-body.hbs`,
  brpSkill: `${T}/skill-body.hbs`,
};

/**
 * Armor locations are a list: the boxes carry no form name (a form cannot post a list of boxes),
 * so a click writes the checked locations as one array.
 */
async function toggleLocation(this: FrayItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  if (!this.isEditable) return;
  const form = target.closest("form") ?? this.element;
  const locations = [...form.querySelectorAll<HTMLInputElement>("input[data-location]")].filter((box) => box.checked).map((box) => box.dataset["location"] ?? "");
  await this.document.update({ "system.locations": locations } as Item.UpdateData);
}

/** A new skill penalty on armor, at −5% until the owner types its size (BRP-ARM-4). */
const NEW_PENALTY = -5;

async function addPenalty(this: FrayItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  if (!this.isEditable) return;
  // The skill is picked in the select beside the button.
  const skill = target.parentElement?.querySelector<HTMLSelectElement>("select")?.value ?? "";
  if (!skill) return;
  await this.document.update({ [`system.skillPenalties.${skill}`]: NEW_PENALTY } as Item.UpdateData);
}

/** A penalty taken off the armor: the key is deleted, not zeroed, so the list stays short. */
async function removePenalty(this: FrayItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const skill = target.dataset["skill"] ?? "";
  if (!this.isEditable || !skill) return;
  await this.document.update({ [`system.skillPenalties.-=${skill}`]: null } as Item.UpdateData);
}

/** One sheet class per brp item type (header plus that type's body), sharing the pure context builder. */
export const BRP_ITEM_SHEETS = rulesetItemSheets({
  key: "brp",
  types: Object.keys(ITEM_BODIES) as BrpItemType[],
  size: { width: 540, height: 560 },
  actions: { toggleLocation, addPenalty, removePenalty },
  body: (type) => ITEM_BODIES[type],
  context: ({ item, system, editable }, type, sheet) => {
    // An owned skill shows the chance its actor rolls, worn armor included.
    const actor = sheet.item.actor;
    // A wound on a creature is at one of its own locations, shown by name (BRP-FVTT-1).
    const owner = actor ? { name: actor.name, items: sheetItemsOf(actor), ...(type === "brpWound" && isBrp(actor) ? { body: bodyOf(livingDerived(brpSystem(actor), sheetItemsOf(actor)).harm) } : {}) } : null;
    return itemContext(item, type, system, editable, currentBrpOptions(), owner);
  },
});
