import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";

/** Fray's Item: rules-facing data and behaviour live in the subtype's data model (`system`). */
export class FrayItem extends Item {
  /** The ruleset this item belongs to, read from its subtype (`poolWeapon` → `pool`). */
  get ruleset(): RulesetKey | null {
    return rulesetOfType(this.type);
  }
}
