import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildFixtures } from "./fixture-sources.js";

/** Writes the pool browser fixtures from the pure context builders (see fixture-sources.ts). */
const dir = join(import.meta.dirname, "../../../browser/fixtures");
mkdirSync(dir, { recursive: true });
for (const fixture of buildFixtures()) writeFileSync(join(dir, `${fixture.name}.json`), JSON.stringify(fixture, null, 2) + "\n");
console.log("wrote", buildFixtures().length, "pool fixtures");
