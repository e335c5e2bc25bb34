import { FrayItemSheet } from "../../../foundry/sheets/item-sheet.js";
import { itemContext, type PoolItemTypeKey } from "./context.js";

const T = "systems/fray/templates/pool/item";
type SheetDefaults = typeof FrayItemSheet.DEFAULT_OPTIONS;
type BaseContext = Awaited<ReturnType<FrayItemSheet["_prepareContext"]>>;

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
  return class PoolItemSheet extends FrayItemSheet {
    static override DEFAULT_OPTIONS: SheetDefaults = { classes: ["pool"], position: { width: 520, height: 520 } };
    static override PARTS = {
      header: { template: `${T}/item-header.hbs` },
      body: { template: ITEM_BODIES[type], scrollable: [""] },
    } as unknown as typeof FrayItemSheet.PARTS;

    override async _prepareContext(options: Parameters<FrayItemSheet["_prepareContext"]>[0]): Promise<BaseContext> {
      const base = await super._prepareContext(options);
      const pool = itemContext({ name: this.item.name, img: this.item.img ?? "" }, type, this.item.system as unknown as Record<string, unknown>, this.isEditable);
      return { ...base, ...pool } as unknown as BaseContext;
    }
  };
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
