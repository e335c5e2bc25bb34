/**
 * A rules error carries an i18n key (under `FRAY.Error.*` in lang/en.json) and the data its
 * message needs, so the Foundry layer can show a localized notification while pure code stays
 * free of any localization machinery.
 */
export class RulesError extends Error {
  constructor(
    readonly i18nKey: string,
    readonly data: Readonly<Record<string, string | number>> = {},
  ) {
    super(`${i18nKey} ${JSON.stringify(data)}`);
    this.name = "RulesError";
  }
}

/** Throws a RulesError unless `value` is an integer within [min, max]. */
export function requireInteger(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesError("FRAY.Error.NotAnInteger", { field, value: String(value) });
  }
  if (value < min || value > max) {
    throw new RulesError("FRAY.Error.OutOfRange", { field, value, min, max });
  }
  return value;
}
