import { TEMPLATE_ROOT } from "../templates.js";

/** A ruleset's template paths as Foundry serves them (`systems/fray/templates/<key>/<path>`). */
export function rulesetTemplates(key: string, paths: readonly string[]): string[] {
  return paths.map((path) => `${TEMPLATE_ROOT}/${key}/${path}`);
}
