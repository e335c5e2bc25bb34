/**
 * `tsx scripts/check-dist.ts`: after `npm run build`, confirms dist/ is an installable system —
 * the bundle and its source map, a manifest declaring every subtype, every file the manifest
 * points at, every template, every pack compiled, and a zip with system.json at its root.
 * Prints each problem and exits non-zero if there is any.
 */
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, declaredTypes, packInstallPath, readSystemManifest, stylePaths } from "./lib/project.js";
import { templatePaths } from "../test/browser/harness/templates.js";

export function distProblems(root: string, dist: string): string[] {
  const problems: string[] = [];
  const need = (path: string, what: string) => {
    if (!existsSync(join(dist, path)) || statSync(join(dist, path)).size === 0) problems.push(`${what}: dist/${path} is missing or empty`);
  };
  if (!existsSync(join(dist, "system.json"))) return ["dist/system.json is missing"];
  const source = readSystemManifest(root);
  const built = readSystemManifest(dist);

  const builtTypes = new Set(declaredTypes(built).map(({ documentName, type }) => `${documentName}.${type}`));
  for (const { documentName, type } of declaredTypes(source)) {
    if (!builtTypes.has(`${documentName}.${type}`)) problems.push(`dist/system.json does not declare ${documentName}.${type}`);
  }
  if (builtTypes.size === 0) problems.push("dist/system.json declares no document subtypes");

  for (const module of built.esmodules ?? []) {
    need(module, "script");
    need(`${module}.map`, "source map");
  }
  for (const style of stylePaths(built)) need(style, "style sheet");
  for (const language of built.languages ?? []) need(language.path, "language");
  for (const template of templatePaths(root)) need(`templates/${template}`, "template");
  for (const pack of built.packs ?? []) need(join(packInstallPath(pack), "CURRENT"), `pack ${pack.name}`);

  need("fray.zip", "release archive");
  if (existsSync(join(dist, "fray.zip"))) {
    const listing = execFileSync("unzip", ["-Z1", join(dist, "fray.zip")], { encoding: "utf8" }).split("\n");
    if (!listing.includes("system.json")) problems.push("dist/fray.zip has no system.json at its root");
  }
  return problems;
}

const problems = distProblems(ROOT, join(ROOT, "dist"));
for (const problem of problems) console.error(`check-dist: ${problem}`);
if (problems.length === 0) console.log("check-dist: dist/ is complete");
process.exitCode = problems.length > 0 ? 1 : 0;
