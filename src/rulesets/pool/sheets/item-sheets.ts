import { itemSheetBasics, rulesetItemSheet } from "../../../foundry/sheets/ruleset-item-sheet.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
import { itemContext, type PoolItemTypeKey } from "./context.js";

const T = "systems/fray/templates/pool/item";

/** Body template of each pool item type. */
export const ITEM_BODIES: Readonly<Record<PoolItemTypeKey, string>> = {
  poolWeapon: `${T}/weapon-body.hbs`,
  poolArmor: `${T}/armor-body.hbs`,
  poolShield: `${T}/shield-body.hbs`,
  poolPoison: `${T}/poison-body.hbs`,
  poolInjury: `${T}/injury-body.hbs`,
  poolSpell: `${T}/spell-body.hbs`,
  poolGear: `${T}/gear-body.hbs`,
  poolManeuver: `${T}/maneuver-body.hbs`,
};

/**
 * One sheet class per pool item type (header plus that type's body), all sharing the pure
 * context builder in context.ts.
 */
function poolItemSheet(type: PoolItemTypeKey) {
  return rulesetItemSheet({
    className: "PoolItemSheet",
    defaults: { classes: ["pool"], position: { width: 520, height: 520 } },
    header: SHARED_TEMPLATES.sheetHeader,
    body: ITEM_BODIES[type],
    context: (sheet) => {
      const { item, system, editable } = itemSheetBasics(sheet);
      return itemContext(item, type, system, editable);
    },
  });
}

export const POOL_ITEM_SHEETS: Readonly<Record<PoolItemTypeKey, ReturnType<typeof poolItemSheet>>> = {
  poolWeapon: poolItemSheet("poolWeapon"),
  poolArmor: poolItemSheet("poolArmor"),
  poolShield: poolItemSheet("poolShield"),
  poolPoison: poolItemSheet("poolPoison"),
  poolInjury: poolItemSheet("poolInjury"),
  poolSpell: poolItemSheet("poolSpell"),
  poolGear: poolItemSheet("poolGear"),
  poolManeuver: poolItemSheet("poolManeuver"),
};
