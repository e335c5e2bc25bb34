import { describe, expect, it } from "vitest";
import { creatableTypes, decideCreation, decideDrop, hiddenPacks, rulesetOfPack } from "../../src/foundry/ruleset-guard.js";
import { RULESET_KEYS, isRulesetKey, rulesetOfType } from "../../src/foundry/ruleset-keys.js";

const ALL_ITEM_TYPES = ["base", "poolWeapon", "poolArmor", "brpWeapon", "brpWound", "duskGear"];

describe("rulesetOfType", () => {
  it("reads the ruleset from the camelCase prefix", () => {
    expect(rulesetOfType("poolWeapon")).toBe("pool");
    expect(rulesetOfType("brpCharacter")).toBe("brp");
    expect(rulesetOfType("flurryFighter")).toBe("flurry");
  });
  it("claims nothing for Foundry's and modules' own types or unknown prefixes", () => {
    expect(rulesetOfType("base")).toBeNull();
    expect(rulesetOfType("character")).toBeNull();
    expect(rulesetOfType("dndWeapon")).toBeNull();
    expect(rulesetOfType("")).toBeNull();
    expect(rulesetOfType(null)).toBeNull();
    expect(rulesetOfType(undefined)).toBeNull();
  });
  it("knows exactly the five ruleset keys", () => {
    expect([...RULESET_KEYS]).toEqual(["pool", "brp", "dusk", "clash", "flurry"]);
    expect(isRulesetKey("pool")).toBe(true);
    expect(isRulesetKey("Pool")).toBe(false);
    expect(isRulesetKey(3)).toBe(false);
  });
});

describe("create dialogs", () => {
  it("offer only the active ruleset's subtypes", () => {
    expect(creatableTypes(ALL_ITEM_TYPES, "pool")).toEqual(["poolWeapon", "poolArmor"]);
    expect(creatableTypes(ALL_ITEM_TYPES, "brp")).toEqual(["brpWeapon", "brpWound"]);
    expect(creatableTypes(ALL_ITEM_TYPES, "clash")).toEqual([]);
  });
});

describe("decideCreation", () => {
  it("allows a top-level document of the active ruleset", () => {
    expect(decideCreation({ documentName: "Actor", type: "poolCharacter" }, "pool")).toEqual({ allowed: true });
  });
  it("refuses a top-level document of another ruleset with a localized reason", () => {
    expect(decideCreation({ documentName: "Item", type: "brpWeapon" }, "pool")).toEqual({
      allowed: false,
      reason: "FRAY.Guard.ForeignRuleset",
      data: { type: "brpWeapon", ruleset: "brp", expected: "pool" },
    });
  });
  it("judges an embedded document by its parent's ruleset, not the world's", () => {
    expect(decideCreation({ documentName: "Item", type: "brpWound", parentType: "brpCharacter" }, "pool")).toEqual({ allowed: true });
    expect(decideCreation({ documentName: "Item", type: "brpWound", parentType: "poolCharacter" }, "brp")).toMatchObject({
      allowed: false,
      reason: "FRAY.Guard.WrongParentRuleset",
      data: { ruleset: "brp", expected: "pool" },
    });
  });
  it("never blocks types no ruleset claims", () => {
    expect(decideCreation({ documentName: "Item", type: "base" }, "pool")).toEqual({ allowed: true });
    expect(decideCreation({ documentName: "Item", type: "poolWeapon", parentType: "base" }, "brp")).toEqual({ allowed: true });
    expect(decideCreation({ documentName: "Scene", type: undefined }, "brp")).toEqual({ allowed: true });
  });
});

describe("decideDrop", () => {
  it("refuses another ruleset's actor dropped on the canvas or the sidebar", () => {
    expect(decideDrop({ documentName: "Actor", type: "brpCreature" }, null, "pool").allowed).toBe(false);
    expect(decideDrop({ documentName: "Actor", type: "poolNpc" }, null, "pool").allowed).toBe(true);
  });
  it("refuses another ruleset's item dropped on a sheet", () => {
    expect(decideDrop({ documentName: "Item", type: "poolWeapon" }, "brpCharacter", "brp").allowed).toBe(false);
    expect(decideDrop({ documentName: "Item", type: "brpWeapon" }, "brpCharacter", "brp").allowed).toBe(true);
  });
});

describe("packs", () => {
  const packs = ["pool-weapons", "pool-tables", "brp-weapons", "brp-creatures", "macros-of-mine"];
  it("knows a pack's ruleset from its name", () => {
    expect(rulesetOfPack("brp-weapons")).toBe("brp");
    expect(rulesetOfPack("pool-tables")).toBe("pool");
    expect(rulesetOfPack("macros-of-mine")).toBeNull();
    expect(rulesetOfPack("weapons")).toBeNull();
  });
  it("hides the other rulesets' packs and never foreign packs", () => {
    expect([...hiddenPacks(packs, "pool")]).toEqual(["brp-weapons", "brp-creatures"]);
    expect([...hiddenPacks(packs, "brp")]).toEqual(["pool-weapons", "pool-tables"]);
  });
});
