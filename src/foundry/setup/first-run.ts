import type { RulesetKey } from "../ruleset-keys.js";

/**
 * Whether to ask a GM to choose the world's ruleset now: only the active GM, only until a choice
 * has been recorded, and only when there is a choice to make (with one playable ruleset it is
 * simply recorded).
 */
export function chooserDecision(input: { readonly isActiveGM: boolean; readonly alreadyChosen: boolean; readonly ready: readonly RulesetKey[] }): "ask" | "recordOnly" | "skip" {
  if (!input.isActiveGM || input.alreadyChosen) return "skip";
  return input.ready.length > 1 ? "ask" : "recordOnly";
}
