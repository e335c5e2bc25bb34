import { creatableTypes } from "../ruleset-guard.js";
import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";

/** v13's `Document.createDialog(data, createOptions, dialogOptions)` as Fray calls it. */
export type CreateDialogArgs = [data?: object, createOptions?: { parent?: { type?: string } | null }, dialogOptions?: { types?: string[] } & Record<string, unknown>];

/**
 * Restricts a create dialog to one ruleset's subtypes: the parent's (an item created on an
 * actor) or else the world's active ruleset. A caller's own `types` restriction is narrowed, not
 * widened.
 */
export function restrictCreateDialog(allTypes: readonly string[], [data, createOptions, dialogOptions]: CreateDialogArgs, active: RulesetKey): CreateDialogArgs {
  const ruleset = rulesetOfType(createOptions?.parent?.type) ?? active;
  const allowed = creatableTypes(dialogOptions?.types ?? allTypes, ruleset);
  return [data ?? {}, createOptions ?? {}, { ...dialogOptions, types: allowed.length ? allowed : [...allTypes] }];
}
