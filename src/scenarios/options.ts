import type { OptionSpec, OptionsSchema } from "../core/options.js";
import { activeRuleset } from "../foundry/active.js";
import { optionSettingKey } from "../foundry/settings/option-fields.js";
import { RulesetOptionsMenu } from "../foundry/settings/options-menu.js";
import type { SeatHand, Table } from "./table.js";

/**
 * The GM's ruleset options menu as a seat uses it: the form is submitted with the values a GM
 * typed (numbers as text, as a form sends them), through the menu's own submit handler.
 */

/** A value for an option other than its default (the opposite flag, another choice, another number). */
export function otherValue(spec: OptionSpec): boolean | number | string {
  if (spec.type === "boolean") return !spec.default;
  if (spec.type === "number") return spec.default === spec.max ? spec.min : spec.max;
  return spec.choices.find((choice) => choice !== spec.default) ?? spec.default;
}

/** Every option of a schema set to another value than its default. */
export function everyOptionChanged(schema: OptionsSchema): Record<string, boolean | number | string> {
  return Object.fromEntries(Object.entries(schema).map(([option, spec]) => [option, otherValue(spec)]));
}

/** The GM submits the ruleset options menu with these values. */
export async function submitOptionsMenu(table: Table, values: Readonly<Record<string, boolean | number | string>>): Promise<void> {
  const form = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "number" ? String(value) : value]));
  const gm = table.seat("gm");
  await gm.run(() => RulesetOptionsMenu.onSubmit.call(undefined as never, new Event("submit"), undefined as never, { object: form }));
  await table.settle();
}

/** The options this seat's flows read right now (through the ruleset's option store). */
export function optionsSeenBy(hand: SeatHand): Promise<Record<string, unknown>> {
  return hand.run(() => {
    const store = activeRuleset().options?.store;
    return store ? (store.read((game as unknown as { settings: Parameters<typeof store.read>[0] }).settings) as Record<string, unknown>) : {};
  });
}

/** The GM changes one option of a ruleset mid-session (its world setting), and every client hears of it. */
export async function setRulesetOption(table: Table, ruleset: "pool" | "brp", option: string, value: unknown): Promise<void> {
  await table.seat("gm").setSetting("fray", optionSettingKey(ruleset, option), value);
  await table.settle();
}
