/**
 * Ruleset keys and the naming rule that ties every subtype to its ruleset. Pure: imported by
 * plain-Node tests and by the Foundry glue alike.
 */
export const RULESET_KEYS = ["pool", "brp", "dusk", "clash", "flurry"] as const;
export type RulesetKey = (typeof RULESET_KEYS)[number];

export const DEFAULT_RULESET: RulesetKey = "pool";

/** Display-name i18n key of each ruleset (full literals, so the i18n test can find them). */
export const RULESET_LABELS: Readonly<Record<RulesetKey, string>> = {
  pool: "FRAY.Ruleset.Pool",
  brp: "FRAY.Ruleset.Brp",
  dusk: "FRAY.Ruleset.Dusk",
  clash: "FRAY.Ruleset.Clash",
  flurry: "FRAY.Ruleset.Flurry",
};

export function isRulesetKey(value: unknown): value is RulesetKey {
  return typeof value === "string" && (RULESET_KEYS as readonly string[]).includes(value);
}

/**
 * The ruleset a subtype belongs to: the lower-case prefix before the first capital
 * (`poolWeapon` → `pool`, `brpCharacter` → `brp`). Types without a known prefix (Foundry's
 * "base", a module's subtype) belong to no ruleset and return null.
 */
export function rulesetOfType(type: string | null | undefined): RulesetKey | null {
  if (!type) return null;
  const match = /^([a-z]+)[A-Z]/.exec(type);
  const prefix = match?.[1];
  return isRulesetKey(prefix) ? prefix : null;
}
