import { itemSheetBasics, rulesetItemSheet } from "../../../foundry/sheets/ruleset-item-sheet.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
import { FLURRY_ITEM_TYPES, type FlurryItemType } from "../data/specs.js";
import { itemContext } from "./context.js";

const T = "systems/fray/templates/flurry/item";

/** Armour and shields share one body (the same protection fields). */
const BODY: Readonly<Record<FlurryItemType, string>> = {
  flurryWeapon: `${T}/weapon-body.hbs`,
  flurryArmor: `${T}/protection-body.hbs`,
  flurryShield: `${T}/protection-body.hbs`,
};

function flurryItemSheet(type: FlurryItemType) {
  return rulesetItemSheet({
    className: "FlurryItemSheet",
    defaults: { classes: ["flurry"], position: { width: 520, height: 560 } },
    header: SHARED_TEMPLATES.sheetHeader,
    body: BODY[type],
    context: (sheet) => {
      const { item, system, editable } = itemSheetBasics(sheet);
      return itemContext(item, type, system, editable);
    },
  });
}

export const FLURRY_ITEM_SHEETS = Object.fromEntries(FLURRY_ITEM_TYPES.map((type) => [type, flurryItemSheet(type)])) as Readonly<Record<FlurryItemType, ReturnType<typeof flurryItemSheet>>>;
