import { RulesError } from "../../core/errors.js";
import { activeRuleset } from "../active.js";
import { warn } from "../sheets/sheet-behaviour.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { formToOptions, optionRows, settingSpecs } from "./option-fields.js";
import { gameSettings } from "./option-store.js";

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
    const spec = ruleset.options;
    const rows = spec ? optionRows(settingSpecs(ruleset.key, spec.store.schema, spec.labels), spec.store.read(gameSettings())) : [];
    return { ...base, rulesetLabel: ruleset.label, rows };
  }

  static async onSubmit(this: RulesetOptionsMenu, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    const store = activeRuleset().options?.store;
    const settings = gameSettings();
    if (!store || !settings) return;
    try {
      await store.write(settings, formToOptions(store.schema, formData.object));
    } catch (error) {
      if (error instanceof RulesError) warn(error.i18nKey, error.data);
      else throw error;
    }
  }
}
