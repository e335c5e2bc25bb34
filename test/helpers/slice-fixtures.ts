import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

/**
 * What the ruleset slices share for their browser fixtures: the fixture shape the Chromium harness
 * renders, reading one compendium source document, and the checks that the fixture JSON files match
 * what the slice's builders produce and cover every template.
 */
export interface Fixture {
  readonly name: string;
  readonly kind: "sheet" | "chat" | "dialog" | "sidebar";
  readonly rootClasses: readonly string[];
  readonly parts: readonly string[];
  readonly context: unknown;
}

const ROOT = join(import.meta.dirname, "../..");
const PACKS = join(ROOT, "packs/_source");
const FIXTURES = join(ROOT, "test/browser/fixtures");

/** A compendium source document as the fixture builders read it. */
export interface PackDoc {
  readonly _id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly system: Record<string, unknown>;
  readonly items?: Array<{ _id: string; name: string; img: string; type: string; system: Record<string, unknown> }>;
}

/** The YAML source `packs/_source/<pack>/<file>.yml`. */
export const packDoc = (pack: string, file: string) => load(readFileSync(join(PACKS, pack, `${file}.yml`), "utf8")) as PackDoc;

/** The embedded items of a source document in the plain shape the sheets' context builders read. */
export const packItemsOf = (d: PackDoc) => (d.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));

function templatesUnder(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "parts" ? [] : templatesUnder(join(dir, e.name), `${prefix}/${e.name}`)) : e.name.endsWith(".hbs") ? [`${prefix}/${e.name}`] : [],
  );
}

/** The fixture checks of one slice; `key` is the ruleset key and its templates folder. */
export function describeSliceFixtures(key: string, buildFixtures: () => readonly Fixture[]): void {
  const templates = join(ROOT, "templates", key);
  describe(`${key} browser fixtures`, () => {
    const built = buildFixtures();

    it("each fixture file holds exactly what the sheet, dialog and card builders produce", () => {
      for (const fixture of built) {
        const file = join(FIXTURES, `${fixture.name}.json`);
        expect(existsSync(file), `${fixture.name}.json missing: run write-fixtures.ts`).toBe(true);
        expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(fixture);
      }
    });

    it(`every ${key} template outside parts/ appears in at least one fixture`, () => {
      const used = new Set(built.flatMap((f) => f.parts));
      expect(templatesUnder(templates, key).filter((t) => !used.has(t))).toEqual([]);
    });

    it("every part a fixture names exists", () => {
      for (const part of built.flatMap((f) => f.parts)) expect(existsSync(join(templates, "..", part)), part).toBe(true);
    });
  });
}

/**
 * What the kit's base sheets add to every sheet context in Foundry (mode flags, the tabs
 * `_prepareTabs` gives, enriched rich text, the document's UUID), for a fixture in play or edit mode.
 * Enrichment is Foundry's; a fixture shows the stored HTML as it would read.
 */
export function kitSheetContext(mode: "play" | "edit", uuid: string, extras: { tabs?: unknown; enriched?: Record<string, string> } = {}) {
  return { isPlay: mode === "play", isEdit: mode === "edit", editable: true, owner: true, gm: true, uuid, tabs: extras.tabs ?? {}, enriched: extras.enriched ?? {} };
}
