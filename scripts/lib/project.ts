/**
 * Facts about the project tree that the build, the release and the tests all need: where the
 * root is, what system.json declares, and where each compendium pack's sources live.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SOURCE_PACKS_DIR = "packs/_source";

export interface PackEntry {
  readonly name: string;
  readonly label?: string;
  readonly type: string;
  readonly system?: string;
  readonly path?: string;
}

export interface PackFolder {
  readonly name: string;
  readonly packs?: readonly string[];
  readonly folders?: readonly PackFolder[];
}

/** The parts of system.json the tooling reads; everything else passes through untouched. */
export interface SystemManifest {
  readonly id: string;
  readonly version: string;
  readonly esmodules?: readonly string[];
  readonly styles?: readonly (string | { readonly src: string })[];
  readonly languages?: readonly { readonly lang: string; readonly path: string }[];
  readonly documentTypes?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly packs?: readonly PackEntry[];
  readonly packFolders?: readonly PackFolder[];
  readonly [field: string]: unknown;
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

export function systemManifestPath(root = ROOT): string {
  return join(root, "system.json");
}

export function readSystemManifest(root = ROOT): SystemManifest {
  const file = systemManifestPath(root);
  if (!existsSync(file)) throw new Error(`No system.json at ${file}`);
  return readJson<SystemManifest>(file);
}

/** Where a pack lives inside the installed system (system.json `path`, else `packs/<name>`). */
export function packInstallPath(pack: PackEntry): string {
  return (pack.path ?? `packs/${pack.name}`).replace(/^\.?\//, "");
}

export function packSourceDir(pack: PackEntry, root = ROOT): string {
  return join(root, SOURCE_PACKS_DIR, pack.name);
}

/** Style sheet paths whether system.json lists them as strings or as `{ src, layer }` objects. */
export function stylePaths(manifest: SystemManifest): string[] {
  return (manifest.styles ?? []).map((entry) => (typeof entry === "string" ? entry : entry.src));
}

/** Every document subtype system.json declares, as `Actor.poolCharacter`-style pairs. */
export function declaredTypes(manifest: SystemManifest): { documentName: string; type: string }[] {
  return Object.entries(manifest.documentTypes ?? {}).flatMap(([documentName, types]) =>
    Object.keys(types).map((type) => ({ documentName, type })),
  );
}

/**
 * Files below `<root>/<dir>` whose names end with `ending`, as forward-slash paths relative to
 * `<root>/<dir>`, sorted; none when the folder does not exist. TypeScript declaration files are
 * left out of ".ts" listings.
 */
export function filesUnder(root: string, dir: string, ending: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(ending) && !(ending === ".ts" && file.endsWith(".d.ts")))
    .sort();
}
