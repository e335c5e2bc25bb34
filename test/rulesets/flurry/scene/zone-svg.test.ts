import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GUIDE_DIAGRAMS, zoneDiagramSvg, zoneMap } from "../../../../src/rulesets/flurry/scene/zone-svg.js";
import { hex, sideFacing } from "../../../../src/rulesets/flurry/rules/index.js";

const ASSETS = join(import.meta.dirname, "../../../../assets/guide");

describe("flurry zone diagrams", () => {
  it("WC-ZONE-1: a reach-1 swung weapon facing east threatens the three front hexes; engaged, every adjacent hex is danger", () => {
    const map = zoneMap({ position: hex(0, 0), facing: sideFacing(0), weapon: { range: 1, reach: "swung" }, engaged: false }, 2);
    // East (1,0), north-east (1,−1) and south-east (0,1) are the front of a fighter facing side 0.
    expect([...map].filter(([, k]) => k === "threat").map(([h]) => h).sort()).toEqual(["0,1", "1,-1", "1,0"]);
    const engaged = zoneMap({ position: hex(0, 0), facing: sideFacing(0), weapon: { range: 1, reach: "swung" }, engaged: true }, 2);
    expect([...engaged].filter(([, k]) => k === "danger")).toHaveLength(6);
  });

  it("WC-ZONE-3: a reach-3 polearm obstructs the nearer cones and threatens only at full reach", () => {
    const map = zoneMap({ position: hex(0, 0), facing: sideFacing(0), weapon: { range: 3, reach: "polearm" }, engaged: false }, 3);
    expect(map.get("1,0")).toBe("obstructed");
    expect(map.get("3,0")).toBe("threat");
  });

  it("the guide's SVG files are exactly what the geometry draws (regenerate with write-zone-diagrams.ts)", () => {
    for (const d of GUIDE_DIAGRAMS) expect(readFileSync(join(ASSETS, d.file), "utf8"), d.file).toBe(zoneDiagramSvg(d.fighter, 4, d.title));
  });
});
