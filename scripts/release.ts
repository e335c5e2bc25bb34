/**
 * `npm run release` (after `npm run build`): fills url / manifest / download in dist/system.json
 * from package.json's repository and version, then rewrites dist/fray.zip so the archive carries
 * the same manifest. Upload dist/system.json and dist/fray.zip to the release tagged v<version>.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, readJson, type SystemManifest } from "./lib/project.js";
import { releaseFields, zipDist } from "./lib/release.js";

interface PackageJson {
  readonly version: string;
  readonly repository: string | { readonly url: string };
}

const DIST = join(ROOT, "dist");
const manifestPath = join(DIST, "system.json");
if (!existsSync(manifestPath)) {
  console.error("release: dist/system.json is missing; run npm run build first");
  process.exit(1);
}
const pkg = readJson<PackageJson>(join(ROOT, "package.json"));
const manifest = readJson<SystemManifest>(manifestPath);
if (manifest.version !== pkg.version) {
  console.error(`release: system.json version ${manifest.version} differs from package.json ${pkg.version}`);
  process.exit(1);
}
const fields = releaseFields(pkg.repository, pkg.version);
writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, ...fields }, null, 2)}\n`);
zipDist(DIST);
console.log(`release: v${pkg.version}\n  manifest ${fields.manifest}\n  download ${fields.download}`);
