/**
 * system.json is what Foundry reads before any of our code runs; these checks catch the mistakes
 * Foundry would only report in a live world (or silently ignore).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, declaredTypes, filesUnder, readJson, readSystemManifest, stylePaths, type PackFolder } from "../scripts/lib/project.js";

const RULESET_KEYS = ["pool", "brp", "dusk", "clash", "flurry"] as const;
const manifest = readSystemManifest();
const pkg = readJson<{ version: string }>(join(ROOT, "package.json"));

function rulesetOf(name: string): string | undefined {
  return RULESET_KEYS.find((key) => new RegExp(`^${key}(?:[A-Z-]|$)`).test(name));
}

function textUnder(dir: string): string {
  return filesUnder(ROOT, dir, ".ts")
    .map((file) => readFileSync(join(ROOT, dir, file), "utf8"))
    .join("\n");
}

function packsInFolders(folders: readonly PackFolder[] = []): string[] {
  return folders.flatMap((folder) => [...(folder.packs ?? []), ...packsInFolders(folder.folders)]);
}

describe("system.json", () => {
  it("identifies Fray for Foundry v13 at the package version", () => {
    expect(manifest.id).toBe("fray");
    expect(manifest.version).toBe(pkg.version);
    const compatibility = manifest.compatibility as { minimum?: unknown; verified?: unknown } | undefined;
    // 13.341 is the first stable v13 build (nix-foundryvtt pkgs/foundryvtt/versions.json lists
    // 13.332–13.340 as prototype, development and testing builds); User#query / CONFIG.queries
    // (foundryvtt/foundryvtt#11235) and the namespaced v13 APIs in src/foundry/shims.ts are all in it.
    expect(String(compatibility?.minimum)).toBe("13.341");
    expect(String(compatibility?.verified)).toMatch(/^13(\.|$)/);
    expect(manifest.esmodules).toEqual(["fray.mjs"]);
    expect(manifest.socket).toBe(true);
  });

  it("declares no system-wide token bar (each subtype sets its own)", () => {
    expect(manifest).not.toHaveProperty("primaryTokenAttribute");
    expect(manifest).not.toHaveProperty("secondaryTokenAttribute");
  });

  it("points only at style sheets and language files that exist", () => {
    const files = [...stylePaths(manifest), ...(manifest.languages ?? []).map((lang) => lang.path)];
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it("loads every style sheet under styles/ (listed, or @import-ed by a listed sheet)", () => {
    const reached = new Set<string>();
    const visit = (path: string): void => {
      if (reached.has(path) || !existsSync(join(ROOT, path))) return;
      reached.add(path);
      const css = readFileSync(join(ROOT, path), "utf8");
      for (const match of css.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)) visit(posix.join(posix.dirname(path), match[1] ?? ""));
    };
    stylePaths(manifest).forEach(visit);
    const sheets = filesUnder(ROOT, "styles", ".css").map((file) => `styles/${file}`);
    expect(sheets.filter((sheet) => !reached.has(sheet))).toEqual([]);
  });

  it("names every Actor and Item subtype after its ruleset", () => {
    const unprefixed = declaredTypes(manifest)
      .filter(({ documentName }) => documentName === "Actor" || documentName === "Item")
      .filter(({ type }) => !rulesetOf(type))
      .map(({ documentName, type }) => `${documentName}.${type}`);
    expect(unprefixed).toEqual([]);
  });

  it("lists each pack once, named after its ruleset, inside exactly one pack folder", () => {
    const packs = manifest.packs ?? [];
    const names = packs.map((pack) => pack.name);
    expect(new Set(names).size).toBe(names.length);
    expect(packs.filter((pack) => !(rulesetOf(pack.name) || pack.name === "fray-guide") || !pack.label || pack.system !== "fray").map((pack) => pack.name)).toEqual([]);
    const foldered = packsInFolders(manifest.packFolders);
    expect(foldered.filter((name) => !names.includes(name)), "packFolders name unknown packs").toEqual([]);
    expect(names.filter((name) => foldered.filter((f) => f === name).length !== 1), "packs not in exactly one folder").toEqual([]);
  });

  /*
   * Foundry's data model classes cannot load under Node, so this reads source text: the type
   * name must appear in the ruleset's data/ folder, or in the field specs its data models are
   * built from (`rules/specs.ts`, where dusk keeps them) (ChatMessage types: in src/foundry/). It is
   * tolerant of exactly one thing: a ruleset whose registry entry (src/rulesets/<key>/index.ts)
   * is missing or says `foundryReady: false` has not built its Foundry slice yet, so its types
   * are declared ahead of their models on purpose.
   */
  it("gives every declared subtype a data model once its ruleset's Foundry slice is ready", () => {
    const missing: string[] = [];
    for (const { documentName, type } of declaredTypes(manifest)) {
      const ruleset = rulesetOf(type);
      const indexFile = join(ROOT, "src/rulesets", ruleset ?? "-", "index.ts");
      if (ruleset && (!existsSync(indexFile) || /foundryReady:\s*false/.test(readFileSync(indexFile, "utf8")))) continue;
      const specs = join(ROOT, "src/rulesets", ruleset ?? "-", "rules/specs.ts");
      const haystack = ruleset ? textUnder(`src/rulesets/${ruleset}/data`) + (existsSync(specs) ? readFileSync(specs, "utf8") : "") : textUnder("src/foundry");
      if (!new RegExp(`\\b${type}\\b`).test(haystack)) missing.push(`${documentName}.${type}`);
    }
    expect(missing).toEqual([]);
  });
});
