import type { FormValues } from "../../../foundry/flows/form.js";
import { customBody, type BodyLocation } from "../rules/locations.js";
import { LOCATION_KIND_LABELS, locationLabel } from "../sheets/labels.js";

/**
 * The hit-location editor's pure half (BRP-FVTT-1): what its dialog shows for a body, and the
 * table a submitted form describes, checked by the rules. The dialog itself is in locations.ts.
 */

/** Empty rows offered below the existing ones for new locations. */
const SPARE_ROWS = 3;
const MAX_ROWS = 20;

export interface LocationFormRow {
  readonly index: number;
  readonly key: string;
  readonly name: string;
  readonly from: number | "";
  readonly to: number | "";
  readonly kind: string;
  readonly numerator: number | "";
  readonly denominator: number | "";
}

/** What the dialog renders: the body's rows (the humanoid ones named in the user's language) and a few empty ones. */
export function locationDialogContext(body: readonly BodyLocation[], custom: boolean, localizeName: (key: string) => string) {
  const rows: LocationFormRow[] = body.map((row, index) => ({
    index,
    key: custom ? row.key : "",
    name: custom ? row.name : localizeName(locationLabel(row.key)),
    from: row.from,
    to: row.to,
    kind: row.kind,
    numerator: row.numerator,
    denominator: row.denominator,
  }));
  for (let index = rows.length; index < Math.min(MAX_ROWS, body.length + SPARE_ROWS); index++) rows.push({ index, key: "", name: "", from: "", to: "", kind: "chest", numerator: "", denominator: "" });
  return { rows, kinds: { ...LOCATION_KIND_LABELS }, custom };
}

/**
 * The rows a submitted form describes: rows left without a name and without numbers are
 * skipped; "humanoid" asks for the humanoid table back (an empty list). Numbers stay as typed
 * (a non-number becomes NaN) so the rules' check names the row that is wrong.
 */
export function rowsOfForm(values: FormValues): unknown[] {
  if (values["humanoid"] === true) return [];
  const rows: unknown[] = [];
  for (let i = 0; i < MAX_ROWS; i++) {
    if (!(`name.${i}` in values)) break;
    const text = (field: string) => String(values[`${field}.${i}`] ?? "").trim();
    const number = (field: string) => (text(field) === "" ? Number.NaN : Number(text(field)));
    if (!text("name") && !text("from") && !text("to")) continue;
    rows.push({ key: text("key"), name: text("name"), from: number("from"), to: number("to"), kind: text("kind"), numerator: number("numerator"), denominator: number("denominator") });
  }
  return rows;
}

/** The table to store for a submitted form: [] for the humanoid table, otherwise checked rows (throws the rules' RulesError). */
export function tableOfForm(values: FormValues): BodyLocation[] {
  const rows = rowsOfForm(values);
  return rows.length === 0 ? [] : customBody(rows);
}
