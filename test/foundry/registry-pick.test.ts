import { describe, expect, it } from "vitest";
import { pickRuleset } from "../../src/foundry/registry-pick.js";
import { placeholderRuleset } from "../../src/foundry/ruleset.js";

const pool = { key: "pool", label: "FRAY.Ruleset.Pool", foundryReady: true };
const brp = { key: "brp", label: "FRAY.Ruleset.Brp", foundryReady: false };

describe("pickRuleset", () => {
  const modules = {
    "../rulesets/pool/index.ts": { POOL_TEMPLATES: ["a"], poolRuleset: pool },
    "../rulesets/brp/index.ts": { default: brp },
    "../rulesets/dusk/index.ts": { somethingElse: { key: "dusk" } },
    "../rulesets/clash/index.ts": { stray: pool },
  };
  it("finds a named or default export for the folder's key", () => {
    expect(pickRuleset(modules, "pool")).toBe(pool);
    expect(pickRuleset(modules, "brp")).toBe(brp);
  });
  it("ignores exports that are not a complete Ruleset, or that belong to another key", () => {
    expect(pickRuleset(modules, "dusk")).toBeNull();
    expect(pickRuleset(modules, "clash")).toBeNull();
    expect(pickRuleset(modules, "flurry")).toBeNull();
  });
  it("a placeholder keeps the label and is never offered", () => {
    expect(placeholderRuleset("flurry", "FRAY.Ruleset.Flurry")).toEqual({ key: "flurry", label: "FRAY.Ruleset.Flurry", foundryReady: false });
  });
});

describe("rulesets store", async () => {
  const { allRulesets, getRuleset, installRulesets, readyRulesets } = await import("../../src/foundry/rulesets-store.js");
  it("lists every key, placeholders until slices are installed, and offers only ready ones", () => {
    expect(Object.keys(allRulesets())).toEqual(["pool", "brp", "dusk", "clash", "flurry"]);
    installRulesets({ pool: { key: "pool", label: "FRAY.Ruleset.Pool", foundryReady: true }, brp: { key: "brp", label: "FRAY.Ruleset.Brp", foundryReady: false } });
    expect(readyRulesets().map((r) => r.key)).toEqual(["pool"]);
    expect(getRuleset("brp")?.foundryReady).toBe(false);
    expect(getRuleset("dusk")).toEqual({ key: "dusk", label: "FRAY.Ruleset.Dusk", foundryReady: false });
    expect(getRuleset("chess")).toBeNull();
  });
});
