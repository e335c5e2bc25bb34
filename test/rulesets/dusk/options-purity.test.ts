import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { duskOptions, duskOptionsSchema, DEFAULT_DUSK_OPTIONS } from "../../../src/rulesets/dusk/rules/options.js";
import * as dusk from "../../../src/rulesets/dusk/rules/index.js";

const RULES_DIR = "src/rulesets/dusk/rules";

describe("dusk options", () => {
  it("defaults are the catalog proposals", () => {
    expect(DEFAULT_DUSK_OPTIONS).toEqual({
      effortCostSchedule: "linear",
      lightWoundEffortPenalty: "perLevel",
      destinyEasesTarget: true,
      doomHindersTarget: true,
      criticalWoundDeferred: true,
      eliteWoundLimit: 3,
      initiativePointsPerStep: 3,
      allowLongMove: false,
      helperAssetSteps: 1,
      coverSteps: 1,
      immediateMoveSteps: 1,
      shortMoveSteps: 2,
      interceptLasts: "roundEnd",
    });
    expect(Object.keys(duskOptionsSchema).sort()).toEqual(Object.keys(DEFAULT_DUSK_OPTIONS).sort());
  });

  it("validation fills defaults and refuses unknown keys and bad values", () => {
    expect(duskOptions({ eliteWoundLimit: 5 }).eliteWoundLimit).toBe(5);
    expect(() => duskOptions({ nonsense: 1 })).toThrow(/UnknownOption/);
    expect(() => duskOptions({ effortCostSchedule: "cubic" })).toThrow(/InvalidOption/);
    expect(() => duskOptions({ eliteWoundLimit: 2.5 })).toThrow(/InvalidOption/);
    expect(() => duskOptions({ allowLongMove: "yes" })).toThrow(/InvalidOption/);
  });
});

describe("dusk rules folder hygiene", () => {
  it("imports under plain Node with no Foundry globals defined", () => {
    const script = `import("./${RULES_DIR}/index.ts").then((m) => { if (typeof m.duskEncounter.begin !== "function") process.exit(2); console.log(Object.keys(m).length); })`;
    const out = execFileSync(process.execPath, ["--import", "tsx", "-e", script], { encoding: "utf8" });
    expect(Number(out.trim())).toBeGreaterThan(50);
    expect(typeof dusk.startTask).toBe("function");
  });

  it("every i18n key the rules use exists in lang/en.json, and every FRAY.Dusk key there is used by dusk code", () => {
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
    const has = (key: string) => key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), lang) !== undefined;
    const source = readdirSync(RULES_DIR).map((f) => readFileSync(join(RULES_DIR, f), "utf8")).join("\n");
    const used = new Set([...source.matchAll(/"(FRAY\.[A-Za-z.]+)"/g)].map((m) => m[1]!));
    for (const key of used) expect(has(key), key).toBe(true);
    const duskKeys: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
      else duskKeys.push(path);
    };
    walk((lang["FRAY"] as Record<string, unknown>)["Dusk"], "FRAY.Dusk");
    const ruleKeys = duskKeys.filter((k) => k.startsWith("FRAY.Dusk.Error.") || k.startsWith("FRAY.Dusk.Phase."));
    for (const key of ruleKeys) expect(used.has(key), key).toBe(true);
  });
});
