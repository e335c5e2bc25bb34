import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { GUIDE_DIAGRAMS, zoneDiagramSvg } from "../../../../src/rulesets/flurry/scene/zone-svg.js";

/** Writes the guide's zone diagrams (assets/guide/flurry-zones-*.svg) from the pure geometry. */
const dir = join(import.meta.dirname, "../../../../assets/guide");
for (const d of GUIDE_DIAGRAMS) writeFileSync(join(dir, d.file), zoneDiagramSvg(d.fighter, 4, d.title));
console.log("wrote", GUIDE_DIAGRAMS.length, "zone diagrams");
