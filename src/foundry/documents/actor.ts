import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";
import { activeRulesetKey } from "../active.js";
import { restrictCreateDialog, type CreateDialogArgs } from "./create-dialog.js";
import { tokenBarFix, type TrackableTable, type TokenBarSource } from "../token-bars.js";

/** Fray's Actor: rules-facing data and behaviour live in the subtype's data model (`system`). */
export class FrayActor extends Actor {
  /** The ruleset this actor belongs to, read from its subtype (`poolCharacter` → `pool`). */
  get ruleset(): RulesetKey | null {
    return rulesetOfType(this.type);
  }

  /** A new actor's tokens show its own subtype's bars (hit points, a track, structure). */
  protected override async _preCreate(...args: Parameters<Actor["_preCreate"]>): ReturnType<Actor["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    // The pinned types describe trackableAttributes as plain strings; v13 takes { bar, value } per subtype.
    const table = CONFIG.Actor.trackableAttributes as unknown as TrackableTable;
    const fix = tokenBarFix(this.type, this._source.prototypeToken as TokenBarSource, table);
    if (fix) this.updateSource({ prototypeToken: fix } as Actor.UpdateData);
    return allowed;
  }

  /** The create dialog offers only the subtypes of the active ruleset (or of the parent actor). */
  static override async createDialog(...args: Parameters<typeof Actor.createDialog>) {
    // The pinned types still describe v12's createDialog(data, options); v13 takes (data, createOptions, dialogOptions).
    const restricted = restrictCreateDialog(this.TYPES, args as unknown as CreateDialogArgs, activeRulesetKey());
    return super.createDialog(...(restricted as unknown as Parameters<typeof Actor.createDialog>));
  }
}
