/** Reading roll-dialog forms: every named input and select, checkboxes as booleans. Pure DOM. */

export type FormValues = Record<string, string | boolean>;

export function readForm(form: HTMLElement): FormValues {
  const out: FormValues = {};
  for (const el of Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]"))) {
    out[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
  }
  return out;
}

/** A form value as a whole number (truncated), or `fallback` when it is not a number. */
export const num = (value: string | boolean | undefined, fallback = 0): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/** Reading sent or typed values against a field spec is pure and lives with the specs. */
export { choicesFromForm } from "../data/field-spec.js";
