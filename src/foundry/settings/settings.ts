import { validateOptions, type OptionsOf, type OptionsSchema } from "../../core/options.js";
import { allRulesets, readyRulesets } from "../rulesets-store.js";
import { DEFAULT_RULESET, type RulesetKey } from "../ruleset-keys.js";
import { dynamicSettings } from "../shims.js";
import { RulesetOptionsMenu } from "./options-menu.js";
import { optionSettingKey, settingSpecs } from "./option-fields.js";

/** Registers Fray's world settings; called in `init`. */
export function registerSettings(): void {
  const settings = game.settings;
  if (!settings) return;
  settings.register("fray", "ruleset", {
    name: "FRAY.Setting.Ruleset.Name",
    hint: "FRAY.Setting.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    default: DEFAULT_RULESET,
    choices: Object.fromEntries(readyRulesets().map((ruleset) => [ruleset.key, ruleset.label])),
    requiresReload: true,
  });
  settings.register("fray", "rulesetChosen", { scope: "world", config: false, type: Boolean, default: false });
  settings.register("fray", "schemaVersion", { scope: "world", config: false, type: String, default: "" });
}

/** Registers the active ruleset's options as world settings and the one menu that edits them. */
export function registerRulesetOptions(key: RulesetKey): void {
  const options = allRulesets()[key].options;
  if (!options || !game.settings) return;
  for (const spec of settingSpecs(key, options.schema, options.labels)) {
    const type = spec.type === "boolean" ? Boolean : spec.type === "number" ? Number : String;
    dynamicSettings().register("fray", spec.key, { name: spec.name, hint: spec.hint, scope: "world", config: false, type, default: spec.default });
  }
  game.settings.registerMenu("fray", "rulesetOptions", {
    name: "FRAY.Setting.Options.Name",
    label: "FRAY.Setting.Options.Label",
    hint: "FRAY.Setting.Options.Hint",
    icon: "fa-solid fa-sliders",
    // The pinned types expect an AppV1 FormApplication here; v13 accepts ApplicationV2 menus.
    type: RulesetOptionsMenu as unknown as Parameters<NonNullable<typeof game.settings>["registerMenu"]>[2]["type"],
    restricted: true,
  });
}

/**
 * A ruleset's current options, validated, with defaults for anything unset. Rulesets call this
 * from their flows (`rulesetOptions("pool", poolOptionsSchema)`).
 */
export function rulesetOptions<S extends OptionsSchema>(key: RulesetKey, schema: S): OptionsOf<S> {
  const stored: Record<string, unknown> = {};
  for (const option of Object.keys(schema)) {
    try {
      stored[option] = dynamicSettings().get("fray", optionSettingKey(key, option));
    } catch {
      // Not registered (another ruleset's options in this world): the default applies.
    }
  }
  try {
    return validateOptions(schema, stored);
  } catch {
    // A stored value that no longer fits (schema changed): fall back to the defaults.
    return validateOptions(schema, {});
  }
}
