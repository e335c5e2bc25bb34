import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";
import { activeRulesetKey } from "../active.js";
import { restrictCreateDialog, type CreateDialogArgs } from "./create-dialog.js";

/** Fray's Actor: rules-facing data and behaviour live in the subtype's data model (`system`). */
export class FrayActor extends Actor {
  /** The ruleset this actor belongs to, read from its subtype (`poolCharacter` → `pool`). */
  get ruleset(): RulesetKey | null {
    return rulesetOfType(this.type);
  }

  /** The create dialog offers only the subtypes of the active ruleset (or of the parent actor). */
  static override async createDialog(...args: Parameters<typeof Actor.createDialog>) {
    // The pinned types still describe v12's createDialog(data, options); v13 takes (data, createOptions, dialogOptions).
    const restricted = restrictCreateDialog(this.TYPES, args as unknown as CreateDialogArgs, activeRulesetKey());
    return super.createDialog(...(restricted as unknown as Parameters<typeof Actor.createDialog>));
  }
}
