import { rulesetItemSheets } from "../../../foundry/sheets/ruleset-item-sheet.js";
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

/** One sheet class per pool item type (header plus that type's body), all sharing the pure context builder in context.ts. */
export const POOL_ITEM_SHEETS = rulesetItemSheets({
  key: "pool",
  types: Object.keys(ITEM_BODIES) as PoolItemTypeKey[],
  size: { width: 520, height: 520 },
  body: (type) => ITEM_BODIES[type],
  context: ({ item, system, editable }, type) => itemContext(item, type, system, editable),
});
