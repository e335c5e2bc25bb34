import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";

/** Fray's Actor: rules-facing data and behaviour live in the subtype's data model (`system`). */
export class FrayActor extends Actor {
  /** The ruleset this actor belongs to, read from its subtype (`poolCharacter` → `pool`). */
  get ruleset(): RulesetKey | null {
    return rulesetOfType(this.type);
  }
}
