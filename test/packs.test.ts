/**
 * Compendium sources: every document is well-formed for Foundry (ids, keys, names, declared
 * subtypes), every pack folder is listed in system.json and vice versa, and each pack survives
 * compile → extract through the official CLI unchanged (what a user installs is what we wrote).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, SOURCE_PACKS_DIR, packSourceDir, readSystemManifest } from "../scripts/lib/project.js";
import { compileOne, extractOne, readSourceDocuments } from "../scripts/lib/packs.js";
import { documentProblems, packProblems } from "../scripts/lib/pack-check.js";

type Doc = Record<string, unknown>;

const manifest = readSystemManifest();
const packs = manifest.packs ?? [];
const work = mkdtempSync(join(tmpdir(), "fray-packs-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("pack sources", () => {
  it("every folder under packs/_source is a pack listed in system.json, and every listed pack has sources", () => {
    const sourceRoot = join(ROOT, SOURCE_PACKS_DIR);
    const folders = existsSync(sourceRoot) ? readdirSync(sourceRoot, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
    const listed = packs.map((p) => p.name);
    expect(folders.filter((f) => !listed.includes(f)), "source folders missing from system.json packs").toEqual([]);
    expect(listed.filter((p) => !folders.includes(p)), "packs without a source folder").toEqual([]);
  });

  it("catches a malformed document (the checker itself)", () => {
    const bad = { _id: "short", _key: "!items!short", name: "", type: "nope", items: [{ _id: "x" }] };
    const problems = documentProblems(bad, "Item", { id: "fray", version: "0", documentTypes: { Item: { poolWeapon: {} } } }, "items");
    expect(problems.join("\n")).toMatch(/_id must be/);
    expect(problems.join("\n")).toMatch(/needs a name/);
    expect(problems.join("\n")).toMatch(/type "nope"/);
    expect(problems.join("\n")).toMatch(/"!items.items!short.x"/);
  });

  it("no compendium text carries a house-value note in its prose (those are data: system.houseValues)", () => {
    const texts = (value: unknown): string[] =>
      typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];
    const noted = packs.flatMap((pack) =>
      existsSync(packSourceDir(pack)) ? [...readSourceDocuments(packSourceDir(pack)).entries()].filter(([, doc]) => texts(doc).some((t) => /\bour proposals?\b/i.test(t))).map(([file]) => `${pack.name}/${file}`) : [],
    );
    expect(noted).toEqual([]);
  });

  // Packs without a source folder are reported once, by the listing test above.
  const withSources = packs.filter((pack) => existsSync(packSourceDir(pack)));
  describe.each(withSources.map((pack) => [pack.name, pack] as const))("%s", (_name, pack) => {
    const sources = readSourceDocuments(packSourceDir(pack));

    it("holds well-formed documents with unique ids", () => {
      expect(sources.size, "a listed pack should not be empty").toBeGreaterThan(0);
      expect(packProblems(sources, pack.type, manifest)).toEqual([]);
    });

    it("reads back equal after compilePack → extractPack", async () => {
      const compiled = join(work, "compiled", pack.name);
      const extracted = join(work, "extracted", pack.name);
      await compileOne(packSourceDir(pack), compiled);
      await extractOne(compiled, extracted);
      const byId = (docs: Map<string, Doc>) => Object.fromEntries([...docs.values()].map((doc) => [String(doc._id), doc]));
      expect(byId(readSourceDocuments(extracted))).toEqual(byId(sources));
    });
  });
});
