/**
 * `npm run packs:extract [-- <compiled packs root>]`: writes compiled packs back to
 * packs/_source/<pack>/*.yml, e.g. after editing compendium entries inside Foundry. Reads from
 * dist/ by default (a linked dist/ is what Foundry edits).
 */
import { resolve, join } from "node:path";
import { ROOT, readSystemManifest } from "./lib/project.js";
import { extractOverSources } from "./lib/packs.js";

const compiledRoot = resolve(process.argv[2] ?? join(ROOT, "dist"));
for (const pack of readSystemManifest().packs ?? []) {
  const count = await extractOverSources(pack, compiledRoot);
  console.log(`packs:extract: ${pack.name}: ${count} documents`);
}
