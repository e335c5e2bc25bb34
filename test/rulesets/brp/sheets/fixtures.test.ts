import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildFixtures } from "./fixture-sources.js";

const FIXTURES = join(import.meta.dirname, "../../../browser/fixtures");
const TEMPLATES = join(import.meta.dirname, "../../../../templates/brp");

function templatesUnder(dir: string, prefix = "brp"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "parts" ? [] : templatesUnder(join(dir, e.name), `${prefix}/${e.name}`)) : e.name.endsWith(".hbs") ? [`${prefix}/${e.name}`] : [],
  );
}

describe("brp browser fixtures", () => {
  const built = buildFixtures();

  it("each fixture file holds exactly what the sheet, dialog and card builders produce", () => {
    for (const fixture of built) {
      const file = join(FIXTURES, `${fixture.name}.json`);
      expect(existsSync(file), `${fixture.name}.json missing: run write-fixtures.ts`).toBe(true);
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(fixture);
    }
  });

  it("every brp template outside parts/ appears in at least one fixture", () => {
    const used = new Set(built.flatMap((f) => f.parts));
    expect(templatesUnder(TEMPLATES).filter((t) => !used.has(t))).toEqual([]);
  });

  it("every part a fixture names exists", () => {
    for (const part of built.flatMap((f) => f.parts)) expect(existsSync(join(TEMPLATES, "..", part)), part).toBe(true);
  });
});
