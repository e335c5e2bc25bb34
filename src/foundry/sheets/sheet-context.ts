/**
 * Pure preparation of the pieces every Fray sheet shows: item lists grouped by subtype and the
 * boxes of a track. The sheets pass plain rows in, templates get plain rows out.
 */

export interface ItemRow {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly sort: number;
}

export interface ItemGroup {
  readonly type: string;
  /** `TYPES.Item.<type>`: Foundry's own subtype label key. */
  readonly label: string;
  readonly items: readonly ItemRow[];
}

/**
 * Groups items by subtype in `typeOrder` (types not listed follow in name order), each group
 * sorted by the document sort value then name. Empty groups for listed types are kept so a sheet
 * can offer "add" buttons for them.
 */
export function groupItems(items: readonly ItemRow[], typeOrder: readonly string[]): ItemGroup[] {
  const byType = new Map<string, ItemRow[]>();
  for (const type of typeOrder) byType.set(type, []);
  for (const item of items) byType.set(item.type, [...(byType.get(item.type) ?? []), item]);
  const unlisted = [...byType.keys()].filter((type) => !typeOrder.includes(type)).sort();
  return [...typeOrder, ...unlisted].map((type) => ({
    type,
    label: `TYPES.Item.${type}`,
    items: [...(byType.get(type) ?? [])].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name)),
  }));
}

export interface TrackBox {
  /** The track value a click on this box sets (clicking the last filled box clears it). */
  readonly value: number;
  readonly filled: boolean;
  readonly index: number;
}

/** Boxes 1..max, the first `value` filled. Clicking box n sets n, or n − 1 when n is the last filled box. */
export function trackBoxes(value: number, max: number): TrackBox[] {
  const boxes: TrackBox[] = [];
  const count = Math.max(0, Math.floor(max));
  for (let index = 1; index <= count; index++) {
    boxes.push({ index, filled: index <= value, value: index === value ? index - 1 : index });
  }
  return boxes;
}

export interface TrackView {
  /** i18n key of the track's name. */
  readonly label: string;
  /** Document path the boxes set, e.g. "system.tracks.wound.value". */
  readonly path: string;
  readonly value: number;
  readonly max: number;
  readonly boxes: readonly TrackBox[];
}

/** Everything the track-boxes partial needs for one track. */
export function trackView(label: string, path: string, value: number, max: number): TrackView {
  return { label, path, value, max, boxes: trackBoxes(value, max) };
}
