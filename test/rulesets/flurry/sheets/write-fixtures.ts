import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildFixtures } from "./fixture-sources.js";

/** Writes the flurry browser fixtures from the pure context builders (see fixture-sources.ts). */
const dir = join(import.meta.dirname, "../../../browser/fixtures");
mkdirSync(dir, { recursive: true });
const fixtures = buildFixtures();
for (const fixture of fixtures) writeFileSync(join(dir, `${fixture.name}.json`), JSON.stringify(fixture, null, 2) + "\n");
console.log("wrote", fixtures.length, "flurry fixtures");
