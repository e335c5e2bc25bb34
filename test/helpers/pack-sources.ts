import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import type { SystemManifest } from "../../scripts/lib/project.js";
import { specProblems, type SpecFields } from "../../src/foundry/data/field-spec.js";

/** Reading a slice's compendium sources and checking their `system` data against its field specs. */
const ROOT = join(import.meta.dirname, "../../packs/_source");

export type SourceDoc = Record<string, unknown> & { _id: string; _key: string; name: string; type?: string; system?: Record<string, unknown>; items?: SourceDoc[]; results?: SourceDoc[] };

/** Every YAML document of `packs/_source/<pack>`. */
export function readPack(pack: string): SourceDoc[] {
  const dir = join(ROOT, pack);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => load(readFileSync(join(dir, f), "utf8")) as SourceDoc);
}

/** Problems of a document's `system` data against the spec of its type, each prefixed with its name. */
export function systemProblems(doc: SourceDoc, specsByType: Readonly<Record<string, SpecFields>>): string[] {
  const type = String(doc.type);
  const spec = Object.hasOwn(specsByType, type) ? specsByType[type] : undefined;
  if (!spec) return [`${doc.name}: unknown type ${type}`];
  return specProblems(spec, doc.system).map((p) => `${doc.name}: ${p}`);
}

/** Which world collection a pack's documents are imported into (it decides their `_key`). */
export type PackCollection = "actors" | "items" | "tables";

/** What a ruleset's packs are: for each pack folder, the collection it fills and the document types it may hold (none listed: any). */
export type PackLayout = Readonly<Record<string, { collection: PackCollection; types: readonly string[] }>>;

/**
 * Problems with the identity every compendium document needs, whatever the ruleset: a 16-character id unique
 * across the ruleset's packs, the `_key` the CLI compiles by (embedded items and table results included), no
 * folder, Fray's stats, a core icon and a type the pack may hold. Each problem names the document.
 */
export function identityProblems(packs: Readonly<Record<string, SourceDoc[]>>, layout: PackLayout): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const [pack, docs] of Object.entries(packs)) {
    const { collection, types } = layout[pack] ?? { collection: "items", types: [] };
    if (docs.length === 0) problems.push(`${pack}: empty`);
    for (const doc of docs) {
      const fault = (what: string) => problems.push(`${pack}/${doc.name}: ${what}`);
      if (!/^[A-Za-z0-9]{16}$/.test(doc._id)) fault(`id ${doc._id} is not 16 letters and digits`);
      if (ids.has(doc._id)) fault(`duplicate id ${doc._id}`);
      ids.add(doc._id);
      if (doc._key !== `!${collection}!${doc._id}`) fault(`_key ${doc._key}`);
      if (doc["folder"] !== null) fault("has a folder");
      const stats = doc["_stats"] as Record<string, unknown> | undefined;
      if (stats?.["systemId"] !== "fray" || stats["systemVersion"] !== "0.1.0" || stats["coreVersion"] !== "13.345") fault("stats are not Fray's");
      if (!/^icons\/svg\/[a-z-]+\.svg$/.test(String(doc["img"]))) fault(`image ${String(doc["img"])} is not a core icon`);
      if (collection !== "tables" && types.length > 0 && !types.includes(String(doc.type))) fault(`type ${String(doc.type)} does not belong in this pack`);
      const childCollection = collection === "tables" ? "tables.results" : "actors.items";
      for (const child of [...(doc.items ?? []), ...(doc.results ?? [])]) {
        if (child._key !== `!${childCollection}!${doc._id}.${child._id}`) fault(`${child.name}: _key ${child._key}`);
      }
    }
  }
  return problems;
}

/** Problems with how a ruleset's packs are declared: each listed in system.json, and together forming one pack folder. */
export function manifestProblems(packNames: readonly string[], manifest: Pick<SystemManifest, "packs" | "packFolders">): string[] {
  const listed = new Set((manifest.packs ?? []).map((p) => p.name));
  const problems = packNames.filter((pack) => !listed.has(pack)).map((pack) => `${pack}: not in system.json`);
  const folder = manifest.packFolders?.find((f) => packNames.some((pack) => (f.packs ?? []).includes(pack)));
  if (!folder) problems.push("no pack folder holds these packs");
  else if ([...(folder.packs ?? [])].sort().join() !== [...packNames].sort().join()) problems.push(`pack folder ${folder.name} holds ${(folder.packs ?? []).join(", ")}`);
  return problems;
}

/** A layout from a pack → types map, naming only the packs that are not item packs. */
export function packLayout(typesByPack: Readonly<Record<string, readonly string[]>>, collections: Readonly<Record<string, PackCollection>>): PackLayout {
  return Object.fromEntries(Object.entries(typesByPack).map(([pack, types]) => [pack, { collection: collections[pack] ?? "items", types }]));
}
