import type { SpecFields, StoredOf } from "../data/field-spec.js";

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

/**
 * A dialog's values read as the typed choices a field spec describes: whole numbers truncated and
 * held to the spec's range, a choice only among its values, a box as ticked, text as given; a value
 * missing or unreadable keeps the fallback's. Roll dialogs read their forms with it, and the GM
 * reads a client's sent choices the same way. Pure.
 */
export function choicesFromForm<F extends SpecFields>(fields: F, values: Readonly<Record<string, unknown>>, fallback: StoredOf<F>): StoredOf<F> {
  const kept = fallback as Readonly<Record<string, unknown>>;
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) {
    const value = values[key];
    if (spec.kind === "int" || spec.kind === "number") {
      const n = spec.kind === "int" ? Math.trunc(Number(value)) : Number(value);
      out[key] = Number.isFinite(n) ? Math.max(spec.min, Math.min(spec.max, n)) : kept[key];
    } else if (spec.kind === "bool") out[key] = value === undefined ? kept[key] : value === true;
    else if (spec.kind === "choice") out[key] = typeof value === "string" && spec.choices.includes(value) ? value : kept[key];
    else if (spec.kind === "string") out[key] = typeof value === "string" ? value : kept[key];
    else out[key] = kept[key];
  }
  return out as StoredOf<F>;
}
