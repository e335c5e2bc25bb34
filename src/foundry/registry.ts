/// <reference types="vite/client" />
import { placeholderRuleset, type Ruleset } from "./ruleset.js";
import { RULESET_KEYS, RULESET_LABELS, isRulesetKey, type RulesetKey } from "./ruleset-keys.js";

/**
 * Every ruleset Fray knows. A slice joins by existing: any `src/rulesets/<key>/index.ts` whose
 * default export (or an export whose `key` matches the folder) is a `Ruleset` is picked up at
 * build time; rulesets without a slice stay listed by label with `foundryReady: false`.
 */
const sliceModules = import.meta.glob<Record<string, unknown>>("../rulesets/*/index.ts", { eager: true });

function looksLikeRuleset(value: unknown, key: RulesetKey): value is Ruleset {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Ruleset>;
  return candidate.key === key && typeof candidate.label === "string" && typeof candidate.foundryReady === "boolean";
}

function sliceFor(key: RulesetKey): Ruleset | null {
  for (const [path, exports] of Object.entries(sliceModules)) {
    const folder = /rulesets\/([^/]+)\/index\.ts$/.exec(path)?.[1];
    if (folder !== key) continue;
    const found = [exports["default"], ...Object.values(exports)].find((value) => looksLikeRuleset(value, key));
    if (found) return found as Ruleset;
  }
  return null;
}

export const RULESETS: Readonly<Record<RulesetKey, Ruleset>> = Object.fromEntries(
  RULESET_KEYS.map((key) => [key, sliceFor(key) ?? placeholderRuleset(key, RULESET_LABELS[key])]),
) as Record<RulesetKey, Ruleset>;

export function getRuleset(key: string): Ruleset | null {
  return isRulesetKey(key) ? RULESETS[key] : null;
}

/** Rulesets a GM may pick for a world. */
export function readyRulesets(): Ruleset[] {
  return RULESET_KEYS.map((key) => RULESETS[key]).filter((ruleset) => ruleset.foundryReady);
}
