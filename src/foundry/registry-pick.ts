import type { Ruleset } from "./ruleset.js";
import type { RulesetKey } from "./ruleset-keys.js";

/**
 * Picks a ruleset's entry out of the slice modules found at build time
 * (`{ "../rulesets/pool/index.ts": { poolRuleset, default?, … } }`): the module in the folder named
 * after the key, its default export or else any export that is a Ruleset for that key. Pure.
 */
export function pickRuleset(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>, key: RulesetKey): Ruleset | null {
  for (const [path, exports] of Object.entries(modules)) {
    const folder = /rulesets\/([^/]+)\/index\.ts$/.exec(path)?.[1];
    if (folder !== key) continue;
    const found = [exports["default"], ...Object.values(exports)].find((value) => looksLikeRuleset(value, key));
    if (found) return found;
  }
  return null;
}

function looksLikeRuleset(value: unknown, key: RulesetKey): value is Ruleset {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Ruleset>;
  return candidate.key === key && typeof candidate.label === "string" && typeof candidate.foundryReady === "boolean";
}
