import { RulesError } from "../../core/errors.js";
import { validateOptions } from "../../core/options.js";
import { activeRuleset } from "../active.js";
import { warn } from "../sheets/sheet-behaviour.js";
import { dynamicSettings } from "../shims.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { formToOptions, optionRows, optionSettingKey, settingSpecs } from "./option-fields.js";
import { rulesetOptions } from "./settings.js";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);
type Defaults = typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

/** One form for every option of the active ruleset; invalid values are refused with a warning. */
export class RulesetOptionsMenu extends Base {
  static override DEFAULT_OPTIONS: Defaults = {
    id: "fray-ruleset-options",
    tag: "form",
    classes: ["fray", "fray-options-menu"],
    window: { title: "FRAY.Setting.Options.Name", icon: "fa-solid fa-sliders" },
    position: { width: 520 },
    form: { handler: RulesetOptionsMenu.onSubmit, closeOnSubmit: true },
  };

  static override PARTS: typeof Base.PARTS = {
    form: { template: SHARED_TEMPLATES.rulesetOptions, scrollable: [""] },
  };

  override async _prepareContext(options: Parameters<InstanceType<typeof Base>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const ruleset = activeRuleset();
    const schema = ruleset.options?.schema ?? {};
    const specs = ruleset.options ? settingSpecs(ruleset.key, schema, ruleset.options.labels) : [];
    return { ...base, rulesetLabel: ruleset.label, rows: optionRows(specs, rulesetOptions(ruleset.key, schema)) };
  }

  static async onSubmit(this: RulesetOptionsMenu, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    const ruleset = activeRuleset();
    if (!ruleset.options) return;
    try {
      const values = validateOptions(ruleset.options.schema, formToOptions(ruleset.options.schema, formData.object));
      for (const [option, value] of Object.entries(values)) await dynamicSettings().set("fray", optionSettingKey(ruleset.key, option), value);
    } catch (error) {
      if (error instanceof RulesError) warn(error.i18nKey, error.data);
      else throw error;
    }
  }
}
