import { DEFAULT_RULESET, isRulesetKey, type RulesetKey } from "./ruleset-keys.js";
import { RULESETS } from "./registry.js";
import type { Ruleset } from "./ruleset.js";

/**
 * The world's active ruleset. Read once from the `fray.ruleset` setting during init (the setting
 * requires a reload, so it cannot change while the world runs).
 */
let activeKey: RulesetKey = DEFAULT_RULESET;

export function setActiveRulesetKey(key: string): void {
  activeKey = isRulesetKey(key) && RULESETS[key].foundryReady ? key : DEFAULT_RULESET;
}

export function activeRulesetKey(): RulesetKey {
  return activeKey;
}

export function activeRuleset(): Ruleset {
  return RULESETS[activeKey];
}
