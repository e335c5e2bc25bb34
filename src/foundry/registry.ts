/// <reference types="vite/client" />
import { pickRuleset } from "./registry-pick.js";
import { placeholderRuleset, type Ruleset } from "./ruleset.js";
import { RULESET_KEYS, RULESET_LABELS, isRulesetKey, type RulesetKey } from "./ruleset-keys.js";

/**
 * Every ruleset Fray knows. A slice joins by existing: any `src/rulesets/<key>/index.ts` that
 * exports a `Ruleset` for its key is bundled and picked up; rulesets without a slice stay listed
 * by label with `foundryReady: false`.
 */
const sliceModules = import.meta.glob<Record<string, unknown>>("../rulesets/*/index.ts", { eager: true });

export const RULESETS: Readonly<Record<RulesetKey, Ruleset>> = Object.fromEntries(
  RULESET_KEYS.map((key) => [key, pickRuleset(sliceModules, key) ?? placeholderRuleset(key, RULESET_LABELS[key])]),
) as Record<RulesetKey, Ruleset>;

export function getRuleset(key: string): Ruleset | null {
  return isRulesetKey(key) ? RULESETS[key] : null;
}

/** Rulesets a GM may pick for a world. */
export function readyRulesets(): Ruleset[] {
  return RULESET_KEYS.map((key) => RULESETS[key]).filter((ruleset) => ruleset.foundryReady);
}
