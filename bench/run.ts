/**
 * `npm run bench`: runs every row in bench/rows (one file per ruleset plus core) and prints
 * ratios measured within this one run. Not a test: nothing here asserts wall time.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";
import type { BenchRow } from "./harness.js";

const rowsDir = join(dirname(fileURLToPath(import.meta.url)), "rows");
const files = readdirSync(rowsDir).filter((f) => f.endsWith(".ts")).sort();
console.log(`Fray bench — Node ${process.version}, ${new Date().toISOString()}`);
for (const file of files) {
  const module = (await import(pathToFileURL(join(rowsDir, file)).href)) as { rows: BenchRow[] };
  for (const row of module.rows) {
    console.log(`\n${row.name}`);
    for (const line of await row.run()) console.log(`  ${line}`);
  }
}
