/**
 * `npm run link -- <Foundry data path>`: symlinks dist/ as <data>/systems/fray so a local Foundry
 * loads every fresh build. Accepts either the user-data folder or its Data/ subfolder.
 */
import { existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync, unlinkSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { ROOT } from "./lib/project.js";

const given = process.argv[2];
if (!given) {
  console.error("usage: npm run link -- <Foundry user data path, e.g. ~/.local/share/FoundryVTT>");
  process.exit(2);
}
const dataDir = basename(resolve(given)) === "Data" ? resolve(given) : join(resolve(given), "Data");
if (!existsSync(dataDir)) {
  console.error(`link: ${dataDir} does not exist; pass the folder that holds Foundry's Data/ directory`);
  process.exit(1);
}
const target = join(ROOT, "dist");
const linkPath = join(dataDir, "systems", "fray");
mkdirSync(join(dataDir, "systems"), { recursive: true });

if (lstatExists(linkPath)) {
  if (!lstatSync(linkPath).isSymbolicLink()) {
    console.error(`link: ${linkPath} exists and is not a symlink; move it away first`);
    process.exit(1);
  }
  if (readlinkSync(linkPath) === target) {
    console.log(`link: ${linkPath} already points at ${target}`);
    process.exit(0);
  }
  unlinkSync(linkPath);
}
symlinkSync(target, linkPath, "dir");
console.log(`link: ${linkPath} → ${target}${existsSync(target) ? "" : " (run npm run build to create it)"}`);

function lstatExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
