/// <reference types="vite/client" />
import { pickRuleset } from "./registry-pick.js";
import type { Ruleset } from "./ruleset.js";
import { RULESET_KEYS, type RulesetKey } from "./ruleset-keys.js";
import { allRulesets, installRulesets } from "./rulesets-store.js";

/**
 * Bundles every ruleset slice and installs it (imported only by the entry point). A slice joins
 * by existing: any `src/rulesets/<key>/index.ts` exporting a `Ruleset` for its key is picked up;
 * rulesets without a slice stay listed by label with `foundryReady: false`.
 */
const sliceModules = import.meta.glob<Record<string, unknown>>("../rulesets/*/index.ts", { eager: true });

const found: Partial<Record<RulesetKey, Ruleset>> = {};
for (const key of RULESET_KEYS) {
  const ruleset = pickRuleset(sliceModules, key);
  if (ruleset) found[key] = ruleset;
}
installRulesets(found);

export const RULESETS = allRulesets();
