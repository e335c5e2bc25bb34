/**
 * Validation of numbers typed into sheet inputs. A bad entry is refused with a localized warning
 * and never saved. Pure: the sheet reads the input's attributes and acts on the verdict.
 */

export interface NumericConstraints {
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
}

export type NumericVerdict =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly reason: string; readonly data: Readonly<Record<string, string | number>> };

/**
 * Checks `raw` (an input's text) against `constraints`. Blank is accepted as null only when the
 * field may be empty (`nullable`).
 */
export function checkNumericInput(raw: string, constraints: NumericConstraints, label: string, nullable = false): NumericVerdict {
  const text = raw.trim();
  if (text === "") {
    return nullable ? { ok: true, value: null } : { ok: false, reason: "FRAY.Sheet.Warning.NotANumber", data: { field: label, value: raw } };
  }
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: "FRAY.Sheet.Warning.NotANumber", data: { field: label, value: raw } };
  if (constraints.integer && !Number.isInteger(value)) {
    return { ok: false, reason: "FRAY.Sheet.Warning.NotAWholeNumber", data: { field: label, value: raw } };
  }
  const min = constraints.min ?? -Infinity;
  const max = constraints.max ?? Infinity;
  if (value < min || value > max) {
    return { ok: false, reason: "FRAY.Sheet.Warning.OutOfRange", data: { field: label, value, min: describeBound(min), max: describeBound(max) } };
  }
  return { ok: true, value };
}

function describeBound(bound: number): string {
  if (bound === Infinity) return "∞";
  if (bound === -Infinity) return "−∞";
  return String(bound);
}

/** Reads constraints from an input's `min`, `max` and `step` attributes (step 1 or `data-integer` → whole numbers). */
export function constraintsFromAttributes(attributes: {
  readonly min?: string | null;
  readonly max?: string | null;
  readonly step?: string | null;
  readonly integer?: string | null;
}): NumericConstraints {
  const parse = (text: string | null | undefined): number | undefined => {
    if (text === null || text === undefined || text.trim() === "") return undefined;
    const n = Number(text);
    return Number.isFinite(n) ? n : undefined;
  };
  const min = parse(attributes.min);
  const max = parse(attributes.max);
  const integer = attributes.integer !== null && attributes.integer !== undefined ? true : attributes.step === "1";
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }), integer };
}
