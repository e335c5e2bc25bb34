import { rulesetOfType, type RulesetKey } from "./ruleset-keys.js";

/**
 * Decisions that keep a world to its ruleset: which subtypes a create dialog offers, which packs
 * the sidebar shows, and whether a dropped or created document may exist here. Pure, so they are
 * tested without Foundry; the hooks in guard-hooks.ts only act on the answers.
 */

export type GuardDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: string; readonly data: Readonly<Record<string, string>> };

const ALLOWED: GuardDecision = { allowed: true };

/** The subtypes a create dialog offers: those of `ruleset` only (Foundry's "base" never). */
export function creatableTypes(allTypes: readonly string[], ruleset: RulesetKey): string[] {
  return allTypes.filter((type) => rulesetOfType(type) === ruleset);
}

export interface CreationRequest {
  readonly documentName: string;
  readonly type: string | null | undefined;
  /** The subtype of the parent document when creating an embedded one (an item on an actor). */
  readonly parentType?: string | null;
}

/**
 * May this document come into being in a world whose active ruleset is `active`? An embedded
 * document must match its parent's ruleset (a BRP wound cannot land on a pool character, even in
 * a BRP world); a top-level one must match the active ruleset. Documents of types no ruleset
 * claims (module subtypes, Foundry's own) are never blocked.
 */
export function decideCreation(request: CreationRequest, active: RulesetKey): GuardDecision {
  const own = rulesetOfType(request.type);
  if (own === null) return ALLOWED;
  const parentRuleset = request.parentType === undefined || request.parentType === null ? null : rulesetOfType(request.parentType);
  const expected = request.parentType ? parentRuleset : active;
  if (expected === null || own === expected) return ALLOWED;
  return {
    allowed: false,
    reason: request.parentType ? "FRAY.Guard.WrongParentRuleset" : "FRAY.Guard.ForeignRuleset",
    data: { type: request.type ?? "", ruleset: own, expected },
  };
}

/** Drop data as Foundry hands it over (`{ type: "Actor", uuid }`), plus the resolved subtype. */
export interface DroppedDocument {
  readonly documentName: string;
  readonly type: string | null | undefined;
}

/** May this dropped document be used on a target of subtype `targetType` (or the canvas/sidebar when null)? */
export function decideDrop(dropped: DroppedDocument, targetType: string | null, active: RulesetKey): GuardDecision {
  return decideCreation({ documentName: dropped.documentName, type: dropped.type, parentType: targetType }, active);
}

/** The ruleset a Fray pack belongs to, from its name (`brp-weapons` → `brp`), or null. */
export function rulesetOfPack(packName: string): RulesetKey | null {
  const prefix = /^([a-z]+)-/.exec(packName)?.[1];
  return prefix ? rulesetOfType(`${prefix}X`) : null;
}

/** Of these pack names, those to hide: packs of another ruleset than the active one. */
export function hiddenPacks(packNames: readonly string[], active: RulesetKey): Set<string> {
  return new Set(packNames.filter((name) => {
    const ruleset = rulesetOfPack(name);
    return ruleset !== null && ruleset !== active;
  }));
}
