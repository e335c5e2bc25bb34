import { DEFAULT_RULESET, isRulesetKey, type RulesetKey } from "./ruleset-keys.js";
import { allRulesets } from "./rulesets-store.js";
import type { Ruleset } from "./ruleset.js";

/**
 * The world's active ruleset. Read once from the `fray.ruleset` setting during init (the setting
 * requires a reload, so it cannot change while the world runs).
 */
let activeKey: RulesetKey = DEFAULT_RULESET;

export function setActiveRulesetKey(key: string): void {
  activeKey = isRulesetKey(key) && allRulesets()[key].foundryReady ? key : DEFAULT_RULESET;
}

export function activeRulesetKey(): RulesetKey {
  return activeKey;
}

export function activeRuleset(): Ruleset {
  return allRulesets()[activeKey];
}
