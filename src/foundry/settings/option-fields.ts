import type { OptionSpec, OptionsSchema } from "../../core/options.js";
import type { RulesetOptionLabel } from "../ruleset.js";

/**
 * Turning a ruleset's typed options schema into world settings and the rows of its settings
 * menu. Pure: the Foundry side registers what `settingSpecs` describes and renders `optionRows`.
 */

/** The world-setting key of one option (no dots: Foundry's setting keys are namespace.key). */
export function optionSettingKey(ruleset: string, option: string): string {
  return `${ruleset}_${option}`;
}

export interface SettingSpec {
  readonly key: string;
  readonly option: string;
  readonly type: "boolean" | "number" | "string";
  readonly default: boolean | number | string;
  readonly name: string;
  readonly hint: string;
  readonly choices?: Readonly<Record<string, string>>;
  readonly range?: { readonly min: number; readonly max: number; readonly step: number };
}

function settingType(spec: OptionSpec): SettingSpec["type"] {
  return spec.type === "choice" ? "string" : spec.type;
}

export function settingSpecs(ruleset: string, schema: OptionsSchema, labels: Readonly<Record<string, RulesetOptionLabel>>): SettingSpec[] {
  return Object.entries(schema).map(([option, spec]) => {
    const label = labels[option] ?? { name: option, hint: "" };
    const base = { key: optionSettingKey(ruleset, option), option, type: settingType(spec), default: spec.default, name: label.name, hint: label.hint };
    if (spec.type === "choice") {
      return { ...base, choices: Object.fromEntries(spec.choices.map((choice) => [choice, label.choices?.[choice] ?? choice])) };
    }
    if (spec.type === "number") return { ...base, range: { min: spec.min, max: spec.max, step: spec.integer ? 1 : 0.1 } };
    return base;
  });
}

export interface OptionRow {
  readonly option: string;
  readonly inputId: string;
  readonly name: string;
  readonly hint: string;
  readonly isBoolean: boolean;
  readonly isNumber: boolean;
  readonly isChoice: boolean;
  readonly value: boolean | number | string;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly choices?: Readonly<Record<string, string>>;
}

/** Rows for the settings menu, showing `current` values (defaults where missing). */
export function optionRows(specs: readonly SettingSpec[], current: Readonly<Record<string, unknown>>): OptionRow[] {
  return specs.map((spec) => {
    const value = current[spec.option];
    const shown = typeof value === typeof spec.default ? (value as boolean | number | string) : spec.default;
    return {
      option: spec.option,
      inputId: `fray-option-${spec.key}`,
      name: spec.name,
      hint: spec.hint,
      isBoolean: spec.type === "boolean",
      isNumber: spec.type === "number",
      isChoice: spec.choices !== undefined,
      value: shown,
      ...(spec.range ? { min: spec.range.min, max: spec.range.max, step: spec.range.step } : {}),
      ...(spec.choices ? { choices: spec.choices } : {}),
    };
  });
}

/**
 * Reads submitted form values (checkboxes as booleans, numbers as numbers or numeric text) into
 * option values, ready for `validateOptions`. Unknown fields are ignored; a missing checkbox is false.
 */
export function formToOptions(schema: OptionsSchema, form: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [option, spec] of Object.entries(schema)) {
    const raw = form[option];
    if (spec.type === "boolean") out[option] = raw === true || raw === "on" || raw === "true";
    else if (spec.type === "number") out[option] = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
    else if (raw !== undefined) out[option] = raw;
  }
  return out;
}
