import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
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
