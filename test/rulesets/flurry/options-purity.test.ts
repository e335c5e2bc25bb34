import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { defaultsOf } from "../../../src/core/options.js";
import { flurryOptions, flurryOptionsSchema } from "../../../src/rulesets/flurry/rules/index.js";
import { lookup } from "./lang-lookup.js";

const rulesDir = join(import.meta.dirname, "../../../src/rulesets/flurry/rules");


describe("flurry options and purity", () => {
  it("the options schema holds every proposal that names a setting, with the proposals as defaults", () => {
    expect(defaultsOf(flurryOptionsSchema)).toEqual({
      tacticsSkewDie: false,
      vertexFacing: false,
      woundPenaltyAcrossLocations: "sum",
      impactBeyondTable: "ask",
      drawWeaponAction: "quick",
      facingCostRule: "multiply",
    });
    expect(flurryOptions({ vertexFacing: true }).vertexFacing).toBe(true);
    expect(() => flurryOptions({ woundPenaltyAcrossLocations: "max" })).toThrow(/InvalidOption/);
    expect(() => flurryOptions({ nope: 1 })).toThrow(/UnknownOption/);
  });

  it("every i18n key the rules use exists in the language file", () => {
    const keys = new Set<string>();
    for (const file of readdirSync(rulesDir).filter((f) => f.endsWith(".ts"))) {
      for (const m of readFileSync(join(rulesDir, file), "utf8").matchAll(/"(FRAY\.[A-Za-z.]+)"/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) expect([key, typeof lookup(key)]).toEqual([key, "string"]);
  });

  it("the rules folder imports under plain Node with no Foundry globals", () => {
    const out = execFileSync(process.execPath, ["--import", "tsx", "-e", `import("${join(rulesDir, "index.ts").replaceAll("\\", "/")}").then((m) => console.log(Object.keys(m).length, typeof globalThis.game))`], { encoding: "utf8" });
    const [count, game] = out.trim().split(" ");
    expect(Number(count)).toBeGreaterThan(100);
    expect(game).toBe("undefined");
  });
});
