import { placeholderRuleset, type Ruleset } from "./ruleset.js";
import { RULESET_KEYS, RULESET_LABELS, isRulesetKey, type RulesetKey } from "./ruleset-keys.js";

/**
 * The rulesets this build knows, as installed at start-up by registry.ts (which bundles the slices).
 * Kept apart from the registry so that glue modules (and their Node tests) can ask "which
 * ruleset?" without loading every slice. Until installation every ruleset is a placeholder.
 */
let installed: Readonly<Record<RulesetKey, Ruleset>> = Object.fromEntries(RULESET_KEYS.map((key) => [key, placeholderRuleset(key, RULESET_LABELS[key])])) as Record<RulesetKey, Ruleset>;

export function installRulesets(found: Readonly<Partial<Record<RulesetKey, Ruleset>>>): void {
  installed = Object.fromEntries(RULESET_KEYS.map((key) => [key, found[key] ?? placeholderRuleset(key, RULESET_LABELS[key])])) as Record<RulesetKey, Ruleset>;
}

export function allRulesets(): Readonly<Record<RulesetKey, Ruleset>> {
  return installed;
}

export function getRuleset(key: string): Ruleset | null {
  return isRulesetKey(key) ? installed[key] : null;
}

/** Rulesets a GM may pick for a world. */
export function readyRulesets(): Ruleset[] {
  return RULESET_KEYS.map((key) => installed[key]).filter((ruleset) => ruleset.foundryReady);
}
