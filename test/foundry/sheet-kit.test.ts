/**
 * The sheet kit's pure parts and the rules its templates keep: images change through core's
 * `editImage` with `data-edit="img"`, rich text goes through `<prose-mirror>` (never the old
 * `{{editor}}` helper), stored HTML reaches the page only once enriched, and every partial a
 * template names is preloaded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../../scripts/lib/project.js";
import { resolveSheetMode } from "../../src/foundry/sheets/sheet-behaviour.js";
import { signedDice, signedNumber, tabsConfig, tabsView } from "../../src/foundry/sheets/sheet-context.js";
import { GUIDE_PAGES, guideUuid } from "../../src/foundry/guide.js";
import { SHARED_TEMPLATES } from "../../src/foundry/templates.js";
import { SIM_TEMPLATES } from "../../src/foundry/sim/templates.js";

const ROOT = join(import.meta.dirname, "../..");
const templates = filesUnder(ROOT, "templates", ".hbs").map((path) => ({ path, source: readFileSync(join(ROOT, "templates", path), "utf8") }));
/** A slice's preload list, read from its index.ts (which needs Foundry's globals to import). */
function rulesetTemplates(key: string): string[] {
  const text = readFileSync(join(ROOT, "src/rulesets", key, "index.ts"), "utf8");
  const list = /_TEMPLATES: readonly string\[\] = rulesetTemplates\("\w+", \[([^\]]*)\]/.exec(text)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => `systems/fray/templates/${key}/${m[1]!}`);
}
const sources = filesUnder(ROOT, "src", ".ts").map((path) => ({ path, source: readFileSync(join(ROOT, "src", path), "utf8") }));

describe("sheet mode (a render option)", () => {
  it("uses the mode the caller asks for", () => {
    expect(resolveSheetMode("play", { mode: "edit" }, true, "createActor")).toBe("edit");
    expect(resolveSheetMode("edit", { mode: "play" }, true, "createActor")).toBe("play");
  });
  it("opens a document just created in edit mode, and keeps the current mode otherwise", () => {
    expect(resolveSheetMode("play", { isFirstRender: true, renderContext: "createItem" }, true, "createItem")).toBe("edit");
    expect(resolveSheetMode("play", { isFirstRender: true, renderContext: "updateItem" }, true, "createItem")).toBe("play");
    expect(resolveSheetMode("edit", {}, true, "createItem")).toBe("edit");
  });
  it("never shows edit mode to a user who cannot edit", () => {
    expect(resolveSheetMode("edit", { mode: "edit" }, false, "createActor")).toBe("play");
  });
});

describe("sheet kit shapes", () => {
  it("marks the active tab as _prepareTabs does, and builds TABS from the same list", () => {
    const defs = [
      { id: "a", label: "A", icon: "x" },
      { id: "b", label: "B", icon: "y" },
    ];
    expect(tabsView(defs, "b")).toEqual({
      a: { id: "a", label: "A", icon: "x", group: "primary", active: false, cssClass: "" },
      b: { id: "b", label: "B", icon: "y", group: "primary", active: true, cssClass: "active" },
    });
    expect(tabsConfig(defs, "a")).toEqual({ initial: "a", tabs: [{ id: "a", label: "A", icon: "x", cssClass: "" }, { id: "b", label: "B", icon: "y", cssClass: "" }] });
  });
  it("writes signed numbers with a true minus sign", () => {
    expect([signedDice(2), signedDice(0), signedDice(-1), signedNumber(-3)]).toEqual(["+2D", "0D", "\u22121D", "\u22123"]);
  });
});

describe("guide links", () => {
  it("turns a topic key into the page's compendium UUID, and an unknown key into null", () => {
    expect(guideUuid("pool.initiative")).toBe("Compendium.fray.fray-guide.JournalEntry.frayGuidePool000.JournalEntryPage.poolGuideInit000");
    expect(guideUuid("pool.nothing")).toBeNull();
    expect(guideUuid("nothing")).toBeNull();
  });
  it("every id is a 16-character Foundry id, unique across the guide", () => {
    const ids = Object.values(GUIDE_PAGES).flatMap((guide) => [guide.entry, ...Object.values(guide.pages)]);
    expect(ids.filter((id) => !/^[A-Za-z0-9]{16}$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("the table's ids are those of the fray-guide pack sources: each ruleset's entry and every topic page exist", () => {
    const dir = join(ROOT, "packs/_source/fray-guide");
    const entries = readdirSync(dir).map((file) => load(readFileSync(join(dir, file), "utf8")) as { _id: string; pages: Array<{ _id: string; text: { content: string } }> });
    for (const guide of Object.values(GUIDE_PAGES)) {
      const entry = entries.find((e) => e._id === guide.entry);
      expect(entry, guide.entry).toBeDefined();
      expect(Object.values(guide.pages).filter((page) => !entry!.pages.some((p) => p._id === page))).toEqual([]);
    }
    // pool and brp have a page per topic a GM needs; the other rulesets a stub each.
    expect(Object.keys(GUIDE_PAGES["pool"]!.pages)).toEqual(["setup", "initiative", "turns", "defence", "damage", "recovery", "mounts", "skills", "conditions", "gear", "rules"]);
    expect(Object.keys(GUIDE_PAGES["brp"]!.pages)).toEqual(["setup", "initiative", "turns", "defence", "damage", "recovery", "skills", "rules"]);
  });
  it("every data-guide a template names is a page of the guide", () => {
    const keys = templates.flatMap(({ source }) => [...source.matchAll(/guide="([^"{]+)"/g)].map((m) => m[1]!));
    expect(keys.filter((key) => guideUuid(key) === null)).toEqual([]);
  });
});

describe("templates keep the kit's rules", () => {
  it("issue 9 bug 3: every image control names the field it edits (data-edit=\"img\"), and no sheet replaces core's editImage", () => {
    const tags = templates.flatMap(({ path, source }) => [...source.matchAll(/<[^>]*data-action="editImage"[^>]*>/g)].map((m) => ({ path, tag: m[0] })));
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter(({ tag }) => !tag.includes('data-edit="img"'))).toEqual([]);
    expect(sources.filter(({ source }) => /\beditImage\s*:/.test(source)).map(({ path }) => path)).toEqual([]);
  });
  it("issue 9 bug 11: no template uses the old {{editor}} helper; rich text is the <prose-mirror> partial", () => {
    expect(templates.filter(({ source }) => /\{\{\s*editor\b/.test(source)).map(({ path }) => path)).toEqual([]);
    expect(templates.filter(({ source }) => source.includes("<prose-mirror")).map(({ path }) => path)).toEqual(["shared/parts/prose.hbs"]);
  });
  it("stored HTML reaches the page only once enriched: triple braces only around enriched text", () => {
    const raw = templates.flatMap(({ path, source }) => [...source.matchAll(/\{\{\{\s*([^}\s]+)/g)].filter((m) => !/^enriched/.test(m[1]!)).map((m) => `${path}: ${m[0]}`));
    expect(raw).toEqual([]);
  });
  it("every partial a template names is preloaded by the shared list or its ruleset's", () => {
    // The simulator's templates load with the simulator, the first time a GM opens it.
    const preloaded = new Set([...Object.values(SHARED_TEMPLATES), ...Object.values(SIM_TEMPLATES), ...rulesetTemplates("pool"), ...rulesetTemplates("brp"), ...rulesetTemplates("dusk"), ...rulesetTemplates("clash"), ...rulesetTemplates("flurry")]);
    expect(preloaded.size).toBeGreaterThan(40);
    const named = templates.flatMap(({ path, source }) => [...source.matchAll(/\{\{#?>\s*"([^"]+)"/g)].map((m) => ({ path, partial: m[1]! })));
    expect(named.filter(({ partial }) => partial.startsWith("systems/fray/templates/") && !preloaded.has(partial))).toEqual([]);
  });
});

describe("ruleset chooser", () => {
  it("describes every ruleset in one line of feel and one of needs; flurry says it needs a hex grid", async () => {
    const { chooserEntries, RULESET_BLURBS } = await import("../../src/foundry/setup/ruleset-blurbs.js");
    const { RULESET_KEYS } = await import("../../src/foundry/ruleset-keys.js");
    expect(RULESET_KEYS.filter((key) => !RULESET_BLURBS[key])).toEqual([]);
    expect(chooserEntries([{ key: "flurry", label: "FRAY.Ruleset.Flurry" }])).toEqual([{ key: "flurry", label: "FRAY.Ruleset.Flurry", feel: "FRAY.Chooser.Feel.Flurry", needs: "FRAY.Chooser.Needs.Flurry" }]);
    const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as { FRAY: { Chooser: { Needs: Record<string, string> } } };
    expect(lang.FRAY.Chooser.Needs["Flurry"]).toMatch(/hex grid/);
  });
});
