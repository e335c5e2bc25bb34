/**
 * Structural checks on compendium source documents: what Foundry needs to import them (ids,
 * keys, names) and what Fray needs (subtypes declared in system.json). Used by the build (which
 * refuses to compile a bad pack) and by test/packs.test.ts.
 */
import type { SystemManifest } from "./project.js";

type Doc = Record<string, unknown>;

/** Top-level collection names used in `_key` ("!items!<id>"), by pack document type. */
export const COLLECTIONS: Readonly<Record<string, string>> = {
  Actor: "actors",
  Item: "items",
  RollTable: "tables",
  JournalEntry: "journal",
  Macro: "macros",
  Scene: "scenes",
  Cards: "cards",
  Playlist: "playlists",
  Adventure: "adventures",
};

/** Embedded collections and the document type their entries are. */
const EMBEDDED: Readonly<Record<string, string>> = {
  items: "Item",
  effects: "ActiveEffect",
  results: "TableResult",
  pages: "JournalEntryPage",
  cards: "Card",
  sounds: "PlaylistSound",
};

const ID = /^[A-Za-z0-9]{16}$/;

/** Problems with one document and its embedded documents, as readable strings. */
export function documentProblems(doc: Doc, documentName: string, manifest: SystemManifest, keyPrefix: string, parentIds: string[] = []): string[] {
  const problems: string[] = [];
  const id = doc._id;
  const where = `${documentName} ${typeof doc.name === "string" ? `"${doc.name}"` : String(id)}`;
  if (typeof id !== "string" || !ID.test(id)) problems.push(`${where}: _id must be 16 letters/digits (got ${String(id)})`);
  const expectedKey = `!${keyPrefix}!${[...parentIds, String(id)].join(".")}`;
  if (doc._key !== expectedKey) problems.push(`${where}: _key should be "${expectedKey}" (got ${String(doc._key)})`);
  const topLevelOrItem = parentIds.length === 0 || documentName === "Item";
  if (topLevelOrItem && (typeof doc.name !== "string" || doc.name.trim() === "")) problems.push(`${where}: needs a name`);
  const subtypes = manifest.documentTypes?.[documentName];
  if (subtypes && !(typeof doc.type === "string" && doc.type in subtypes)) {
    problems.push(`${where}: type "${String(doc.type)}" is not declared in system.json documentTypes.${documentName}`);
  }
  for (const [field, childName] of Object.entries(EMBEDDED)) {
    const children = doc[field];
    if (children === undefined) continue;
    if (!Array.isArray(children)) {
      problems.push(`${where}: ${field} must be a list`);
      continue;
    }
    for (const child of children as Doc[]) {
      problems.push(...documentProblems(child, childName, manifest, `${keyPrefix}.${field}`, [...parentIds, String(id)]));
    }
  }
  return problems;
}

/** Problems across every document of one pack's sources (file name → parsed YAML). */
export function packProblems(sources: ReadonlyMap<string, Doc>, packType: string, manifest: SystemManifest): string[] {
  const collection = COLLECTIONS[packType];
  if (!collection) return [`pack type ${packType} is not one Fray knows how to key`];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [file, doc] of sources) {
    problems.push(...documentProblems(doc, packType, manifest, collection).map((p) => `${file}: ${p}`));
    const previous = seen.get(String(doc._id));
    if (previous) problems.push(`${file}: _id ${String(doc._id)} also used by ${previous}`);
    seen.set(String(doc._id), file);
  }
  return problems;
}
