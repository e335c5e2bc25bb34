import { readPack, type SourceDoc } from "../../helpers/pack-sources.js";

/**
 * The system's own compendia as an installed system ships them: read from their sources on first
 * use. Foundry's `fromUuid` resolves a compendium UUID
 * ("Compendium.<package>.<pack>.JournalEntry.<id>.JournalEntryPage.<id>", API `foundry.utils.parseUuid`)
 * by loading the document from its pack; the double answers the journal pages Fray opens (the
 * in-app guide), and records which page each journal sheet was asked to show
 * (`JournalEntrySheet#render({ pageId })`, API `JournalEntrySheet` render options).
 */

const cache = new Map<string, SourceDoc[]>();

function packSources(pack: string): SourceDoc[] {
  let sources = cache.get(pack);
  if (!sources) {
    sources = readPack(pack);
    cache.set(pack, sources);
  }
  return sources;
}

/** The top-level document `id` of the system's pack `pack` (a pack that does not exist holds none). */
function packEntry(pack: string, id: string | undefined): SourceDoc | undefined {
  try {
    return packSources(pack).find((source) => source._id === id);
  } catch {
    return undefined;
  }
}

export interface JournalPageDouble {
  readonly id: string;
  readonly name: string;
  readonly uuid: string;
  readonly documentName: "JournalEntryPage";
  readonly parent: { readonly id: string; readonly name: string; readonly uuid: string; readonly documentName: "JournalEntry"; readonly sheet: { render(options?: { pageId?: string }): Promise<void> } };
}

/** A page of a journal entry in one of the system's packs, or null when the UUID names none. */
export function systemJournalPage(uuid: string, shown: (pageUuid: string) => void): JournalPageDouble | null {
  const match = /^Compendium\.fray\.([\w-]+)\.JournalEntry\.(\w+)\.JournalEntryPage\.(\w+)$/.exec(uuid);
  if (!match) return null;
  const [, pack = "", entryId, pageId] = match;
  const entry = packEntry(pack, entryId);
  const page = (entry?.["pages"] as SourceDoc[] | undefined)?.find((candidate) => candidate._id === pageId);
  if (!entry || !page) return null;
  const entryUuid = `Compendium.fray.${pack}.JournalEntry.${entry._id}`;
  return {
    id: page._id,
    name: page.name,
    uuid,
    documentName: "JournalEntryPage",
    parent: {
      id: entry._id,
      name: entry.name,
      uuid: entryUuid,
      documentName: "JournalEntry",
      sheet: {
        async render(options = {}) {
          shown(`${entryUuid}.JournalEntryPage.${options.pageId ?? ""}`);
        },
      },
    },
  };
}

/**
 * An actor or item of one of the system's packs by its compendium UUID
 * ("Compendium.fray.<pack>.Actor.<id>"), as the source `fromUuid` loads it from, or null.
 */
export function systemPackSource(uuid: string): { readonly documentName: "Actor" | "Item"; readonly source: SourceDoc } | null {
  const match = /^Compendium\.fray\.([\w-]+)\.(Actor|Item)\.(\w+)$/.exec(uuid);
  if (!match) return null;
  const [, pack = "", documentName, id] = match;
  const source = packEntry(pack, id);
  return source ? { documentName: documentName as "Actor" | "Item", source } : null;
}

/** One entry of a compendium's index (API `CompendiumCollection#getIndex`: id, name, image, type and UUID). */
export interface PackIndexEntry {
  readonly _id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly uuid: string;
}

/**
 * The index of the system's pack `pack` as `getIndex` gives it: one entry per top-level document,
 * its UUID naming the pack ("Compendium.fray.<pack>.<documentName>.<id>", which `fromUuid` loads).
 */
export function systemPackIndex(pack: string, documentName: string): PackIndexEntry[] {
  return packSources(pack).map((source) => ({
    _id: source._id,
    name: source.name,
    img: String(source["img"] ?? ""),
    type: String(source.type ?? ""),
    uuid: `Compendium.fray.${pack}.${documentName}.${source._id}`,
  }));
}
