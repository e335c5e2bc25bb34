import { DEFAULT_RULESET, isRulesetKey, type RulesetKey } from "./ruleset-keys.js";
import { allRulesets } from "./rulesets-store.js";
import type { Ruleset } from "./ruleset.js";

/**
 * The world's active ruleset. Read once from the `fray.ruleset` setting during init (the setting
 * requires a reload, so it cannot change while the world runs).
 */
let activeKey: RulesetKey = DEFAULT_RULESET;

/**
 * `preview` lets a world run a ruleset whose slice is not offered yet (the hidden world setting
 * `fray.previewRulesets`): its sheets and flows can be tried and its scenarios played while it is built.
 */
export function setActiveRulesetKey(key: string, preview = false): void {
  activeKey = isRulesetKey(key) && (allRulesets()[key].foundryReady || preview) ? key : DEFAULT_RULESET;
}

export function activeRulesetKey(): RulesetKey {
  return activeKey;
}

export function activeRuleset(): Ruleset {
  return allRulesets()[activeKey];
}
