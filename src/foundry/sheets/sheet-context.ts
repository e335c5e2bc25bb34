/**
 * Pure preparation of the pieces every Fray sheet shows: item lists grouped by subtype and the
 * boxes of a track. The sheets pass plain rows in, templates get plain rows out.
 */
import type { BreakdownLine } from "../../core/sheet-header.js";

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
  readonly index: number;
  readonly ticked: boolean;
  /** What the box shows: its number unless a ruleset writes its effect there (a penalty). */
  readonly note: string;
}

/**
 * What clicking a track box does: box N ticks boxes 1..N; clicking the highest ticked box again
 * clears it (so a mis-click is one click to undo).
 */
export function nextTrackValue(current: number, clickedBox: number): number {
  return clickedBox === current ? clickedBox - 1 : clickedBox;
}

/** Boxes 1..max, the first `value` ticked. */
export function trackBoxes(value: number, max: number): TrackBox[] {
  const boxes: TrackBox[] = [];
  const count = Math.max(0, Math.floor(max));
  for (let index = 1; index <= count; index++) boxes.push({ index, ticked: index <= value, note: String(index) });
  return boxes;
}

/** What the shared track partial shows for one track (templates/shared/parts/track.hbs). */
export interface TrackView {
  readonly key: string;
  /** i18n key of the track's name and of what happens past its last box. */
  readonly label: string;
  readonly terminalLabel: string;
  /** Document path the boxes set, e.g. "system.tracks.wound.value". */
  readonly path: string;
  readonly value: number;
  readonly max: number;
  readonly terminal: boolean;
  readonly summary: string;
  readonly breakdown: readonly BreakdownLine[];
  readonly boxes: readonly TrackBox[];
}

/** A plain numbered track; rulesets with penalties per box build their own boxes. */
export function trackView(key: string, label: string, terminalLabel: string, path: string, value: number, max: number): TrackView {
  return { key, label, terminalLabel, path, value, max, terminal: value > max, summary: `${value}/${max}`, breakdown: [], boxes: trackBoxes(value, max) };
}

// ---------------------------------------------------------------- the sheet kit's shared shapes

// The header's shapes (figures, breakdown lines, house values) are pure and live in src/core, where
// a ruleset's rules that prepare a sheet's numbers can use them; the sheets keep importing them from here.
export { houseNotes, sheetHeader, type BreakdownLine, type Figure, type HouseNote, type SheetHeader } from "../../core/sheet-header.js";

/** A tab a sheet declares (the same list feeds the class's static TABS and the fixtures). */
export interface TabDef {
  readonly id: string;
  /** i18n key. */
  readonly label: string;
  /** Font Awesome classes. */
  readonly icon: string;
}

/** One tab as templates see it: the shape ApplicationV2's `_prepareTabs` returns. */
export interface TabView extends TabDef {
  readonly group: string;
  readonly active: boolean;
  readonly cssClass: string;
}

/** Tabs keyed by id with the active one marked, as `_prepareTabs(group)` gives them to templates. */
export function tabsView(defs: readonly TabDef[], active: string, group = "primary"): Record<string, TabView> {
  return Object.fromEntries(defs.map((tab) => [tab.id, { ...tab, group, active: tab.id === active, cssClass: tab.id === active ? "active" : "" }]));
}

/** A signed number of dice as sheets show it: "+1D", "0D", "−2D" (a true minus sign). */
export function signedDice(dice: number): string {
  return `${signedNumber(dice)}D`;
}

/** A signed number with a true minus sign ("+2", "0", "−1"). */
export function signedNumber(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${Math.abs(n)}`;
  return "0";
}

/** A sheet class's static TABS entry for one group, from the same list the fixtures use. */
export function tabsConfig(defs: readonly TabDef[], initial: string): { tabs: Array<TabDef & { cssClass: string }>; initial: string } {
  return { tabs: defs.map((tab) => ({ ...tab, cssClass: "" })), initial };
}
