/**
 * `npm run build`: turns the project into dist/, the folder a user drops into Foundry's
 * Data/systems/fray, plus dist/fray.zip for a release.
 *   1. Vite library build of src/fray.ts → dist/fray.mjs (+ source map)
 *   2. static files: system.json, templates/, lang/, styles/, assets/, README, LICENSE, CHANGELOG
 *   3. every pack system.json lists, compiled from packs/_source/<pack>/*.yml
 *   4. dist/fray.zip of all of the above
 */
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { ROOT, readSystemManifest } from "./lib/project.js";
import { compileAllPacks } from "./lib/packs.js";
import { zipDist } from "./lib/release.js";

const DIST = join(ROOT, "dist");
const STATIC_DIRS = ["templates", "lang", "styles", "assets"];
const STATIC_FILES = ["system.json", "README.md", "LICENSE", "CHANGELOG.md"];

async function bundle(): Promise<void> {
  if (!existsSync(join(ROOT, "src/fray.ts"))) {
    console.warn("build: src/fray.ts does not exist yet; skipping the script bundle (dist is incomplete)");
    return;
  }
  await build({ root: ROOT, configFile: join(ROOT, "vite.config.ts"), logLevel: "warn", mode: "production" });
}

function copyStatic(): void {
  for (const dir of STATIC_DIRS) if (existsSync(join(ROOT, dir))) cpSync(join(ROOT, dir), join(DIST, dir), { recursive: true });
  for (const file of STATIC_FILES) if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(DIST, file));
}

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
readSystemManifest(); // fail early and clearly when the manifest is missing
await bundle();
copyStatic();
const packs = await compileAllPacks(DIST);
zipDist(DIST);
console.log(`build: dist/ ready (${packs.length} packs compiled) and dist/fray.zip written`);
