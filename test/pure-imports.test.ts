/**
 * The pure layers (src/core, src/rulesets/<key>/rules, src/sim) must load under plain Node with
 * no Foundry or browser globals: that is what lets the rules run in tests, the simulator and a
 * Web Worker. Files are discovered, so new modules are covered without editing this test.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/lib/project.js";
import { importInPlainNode, tsModulesUnder } from "./support/pure-import.js";

function pureFolders(): string[] {
  const rulesets = readdirSync(join(ROOT, "src/rulesets"), { withFileTypes: true }).filter((e) => e.isDirectory());
  return ["src/core", "src/sim", ...rulesets.map((e) => `src/rulesets/${e.name}/rules`)];
}

describe("pure modules", () => {
  it("every module under src/core, src/rulesets/*/rules and src/sim imports with no Foundry globals", () => {
    const files = tsModulesUnder(ROOT, pureFolders());
    expect(files.length).toBeGreaterThan(0);
    expect(importInPlainNode(ROOT, files)).toEqual([]);
  });

  it("reports a module that reaches for a Foundry global at load time (the check itself)", () => {
    const dir = mkdtempSync(join(tmpdir(), "fray-pure-"));
    try {
      writeFileSync(join(dir, "ok.ts"), "export const ok: number = 1;\n");
      writeFileSync(join(dir, "impure.ts"), "declare const game: { settings: unknown };\nexport const setting = game.settings;\n");
      const failures = importInPlainNode(dir, tsModulesUnder(dir, ["."]));
      expect(failures.map((f) => f.file)).toEqual(["impure.ts"]);
      expect(failures[0]?.error).toMatch(/game is not defined/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
