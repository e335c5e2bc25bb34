/**
 * The header every Fray sheet shows, as plain data: the document's portrait and name, a subtitle,
 * its key figures each with the breakdown its tooltip shows, and the house values its compendium
 * entry marks. Pure, so a ruleset's rules can prepare a sheet's numbers; the shared header partial
 * (templates/shared) prints it.
 */

/**
 * One line of a derived number's breakdown, shown in its tooltip: a label (an i18n key, or a
 * document name when `literal`) and the signed contribution as displayed ("+1D", "−2", "×½").
 */
export interface BreakdownLine {
  readonly label: string;
  readonly literal?: boolean;
  readonly value: string;
}

/** A key figure in a sheet header: label (i18n key), value as shown, and how it was reached. */
export interface Figure {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly breakdown: readonly BreakdownLine[];
}

/** A number the document's compendium entry chose where the rules give none (its `houseValues`). */
export interface HouseNote {
  /** The field marked, as the data stores it ("armor", "structure.max"). */
  readonly field: string;
  /** i18n key of the field's name. */
  readonly label: string;
  /** Why this number, in a sentence (compendium text, shown as is). */
  readonly why: string;
}

/** What the shared header partial shows: portrait, name, subtitle, key figures and house values. */
export interface SheetHeader {
  readonly name: string;
  readonly img: string;
  /** i18n key shown under the name (the subtype), or "" for none. */
  readonly subtitle: string;
  readonly figures: readonly Figure[];
  /** Present only when the document marks house values. */
  readonly house?: readonly HouseNote[];
}

export function sheetHeader(doc: { readonly name: string; readonly img: string }, subtitle: string, figures: readonly Figure[], house: readonly HouseNote[] = []): SheetHeader {
  return house.length > 0 ? { name: doc.name, img: doc.img, subtitle, figures, house } : { name: doc.name, img: doc.img, subtitle, figures };
}

/**
 * The house notes of a document's `system.houseValues`, labelled by `labels` (field → i18n key).
 * A field without a label is skipped rather than shown as a raw path.
 */
export function houseNotes(system: { readonly houseValues?: readonly { readonly field: string; readonly why: string }[] }, labels: Readonly<Record<string, string>>): HouseNote[] {
  return (system.houseValues ?? []).flatMap(({ field, why }) => {
    const label = Object.hasOwn(labels, field) ? labels[field] : undefined;
    return label ? [{ field, label, why }] : [];
  });
}
