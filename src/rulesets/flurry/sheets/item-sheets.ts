import { rulesetItemSheets } from "../../../foundry/sheets/ruleset-item-sheet.js";
import { FLURRY_ITEM_TYPES, type FlurryItemType } from "../data/specs.js";
import { itemContext } from "./context.js";

const T = "systems/fray/templates/flurry/item";

/** Armour and shields share one body (the same protection fields). */
const BODY: Readonly<Record<FlurryItemType, string>> = {
  flurryWeapon: `${T}/weapon-body.hbs`,
  flurryArmor: `${T}/protection-body.hbs`,
  flurryShield: `${T}/protection-body.hbs`,
};

export const FLURRY_ITEM_SHEETS = rulesetItemSheets({
  key: "flurry",
  types: FLURRY_ITEM_TYPES,
  size: { width: 520, height: 560 },
  body: (type) => BODY[type],
  context: ({ item, system, editable }, type) => itemContext(item, type, system, editable),
});
