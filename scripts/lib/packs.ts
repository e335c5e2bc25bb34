/**
 * Compiling compendium sources (`packs/_source/<pack>/*.yml`, one document per file) into the
 * LevelDB folders Foundry reads, and extracting them back. Both go through the official
 * `@foundryvtt/foundryvtt-cli`, so what the tests round-trip is exactly what ships.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack, type PackEntry as CliEntry } from "@foundryvtt/foundryvtt-cli";
import { dump, load } from "js-yaml";
import { packProblems } from "./pack-check.js";
import { ROOT, packInstallPath, packSourceDir, readSystemManifest, type PackEntry } from "./project.js";


export function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yml") || file.endsWith(".yaml"))
    .sort();
}

/** Parsed source documents of one pack folder, keyed by file name. */
export function readSourceDocuments(dir: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const file of yamlFiles(dir)) out.set(file, load(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>);
  return out;
}

export async function compileOne(sourceDir: string, destDir: string): Promise<void> {
  rmSync(destDir, { recursive: true, force: true });
  mkdirSync(destDir, { recursive: true });
  await compilePack(sourceDir, destDir, { yaml: true });
}

/** Puts `_key` right after `_id` at every level, where hand-written sources keep it. */
function keyAfterId(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keyAfterId);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, keyAfterId(v)] as const);
  const key = entries.find(([k]) => k === "_key");
  if (!key || !entries.some(([k]) => k === "_id")) return Object.fromEntries(entries);
  return Object.fromEntries(entries.filter(([k]) => k !== "_key").flatMap((entry) => (entry[0] === "_id" ? [entry, key] : [entry])));
}

/** The YAML layout of our sources (120 columns, `_key` after `_id`), so extracting back changes only what changed. */
export function sourceYaml(content: string): string {
  return dump(keyAfterId(load(content)), { lineWidth: 120 });
}

export async function extractOne(
  packDir: string,
  destDir: string,
  transformName?: (entry: CliEntry) => string | undefined,
): Promise<void> {
  mkdirSync(destDir, { recursive: true });
  await extractPack(packDir, destDir, {
    yaml: true,
    transformSerialized: async (content) => sourceYaml(content),
    ...(transformName ? { transformName: async (entry: CliEntry) => transformName(entry) } : {}),
  });
}

/**
 * Compiles every pack system.json lists into `<outRoot>/<pack path>`. A listed pack without a
 * source folder, or with a malformed document, is an error: better a failed build than a
 * compendium Foundry cannot import.
 */
export async function compileAllPacks(outRoot: string, root = ROOT): Promise<PackEntry[]> {
  const manifest = readSystemManifest(root);
  const packs = manifest.packs ?? [];
  for (const pack of packs) {
    const source = packSourceDir(pack, root);
    if (!existsSync(source)) throw new Error(`Pack "${pack.name}" is listed in system.json but ${source} does not exist`);
    const problems = packProblems(readSourceDocuments(source), pack.type, manifest);
    if (problems.length > 0) throw new Error(`Pack "${pack.name}" has malformed sources:\n  ${problems.join("\n  ")}`);
    await compileOne(source, join(outRoot, packInstallPath(pack)));
  }
  return [...packs];
}

function slug(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "document"
  );
}

/**
 * Extracts a compiled pack over its YAML sources. Documents keep the file name they already had
 * (matched by `_id`), new ones get `<name-slug>.yml`, and sources for documents that are no
 * longer in the pack are removed, so the folder mirrors the pack exactly.
 */
export async function extractOverSources(pack: PackEntry, compiledRoot: string, root = ROOT): Promise<number> {
  const sourceDir = packSourceDir(pack, root);
  const fileById = new Map<string, string>();
  for (const [file, doc] of readSourceDocuments(sourceDir)) if (typeof doc._id === "string") fileById.set(doc._id, file);

  const staging = mkdtempSync(join(tmpdir(), `fray-extract-${pack.name}-`));
  const taken = new Set<string>();
  await extractOne(join(compiledRoot, packInstallPath(pack)), staging, (entry) => {
    const known = entry._id ? fileById.get(entry._id) : undefined;
    let name = known ?? `${slug(entry.name ?? entry._id ?? "document")}.yml`;
    if (!known && (taken.has(name) || [...fileById.values()].includes(name))) name = name.replace(/\.yml$/, `-${entry._id}.yml`);
    taken.add(name);
    return name;
  });

  mkdirSync(sourceDir, { recursive: true });
  for (const file of yamlFiles(sourceDir)) if (!taken.has(file)) rmSync(join(sourceDir, file));
  // Copy rather than rename: the staging folder may sit on another file system.
  for (const file of yamlFiles(staging)) copyFileSync(join(staging, file), join(sourceDir, file));
  rmSync(staging, { recursive: true, force: true });
  return taken.size;
}
