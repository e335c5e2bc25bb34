import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";
import { activeRulesetKey } from "../active.js";
import { restrictCreateDialog, type CreateDialogArgs } from "./create-dialog.js";

/** Fray's Item: rules-facing data and behaviour live in the subtype's data model (`system`). */
export class FrayItem extends Item {
  /** The ruleset this item belongs to, read from its subtype (`poolWeapon` → `pool`). */
  get ruleset(): RulesetKey | null {
    return rulesetOfType(this.type);
  }

  /** The create dialog offers only the subtypes of the active ruleset (or of the parent actor). */
  static override async createDialog(...args: Parameters<typeof Item.createDialog>) {
    // The pinned types still describe v12's createDialog(data, options); v13 takes (data, createOptions, dialogOptions).
    const restricted = restrictCreateDialog(this.TYPES, args as unknown as CreateDialogArgs, activeRulesetKey());
    return super.createDialog(...(restricted as unknown as Parameters<typeof Item.createDialog>));
  }
}
