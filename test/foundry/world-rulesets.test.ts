import { describe, expect, it } from "vitest";
import { rulesetsNeededByWorld } from "../../src/foundry/setup/world-rulesets.js";

describe("rulesetsNeededByWorld (which data models a world loads before its documents are built)", () => {
  it("a world holding only its own ruleset's documents needs that ruleset alone", () => {
    const data = { actors: [{ type: "poolCharacter", items: [{ type: "poolWeapon" }] }], items: [{ type: "poolArmor" }], scenes: [] };
    expect(rulesetsNeededByWorld(data, "pool")).toEqual(["pool"]);
  });

  it("the active ruleset comes first, then every ruleset whose actors, items, actor items or token-delta items the world holds", () => {
    const data = {
      actors: [{ type: "brpCharacter", items: [{ type: "brpSkill" }] }, { type: "base" }],
      items: [{ type: "clashWeapon" }],
      scenes: [{ tokens: [{ delta: { items: [{ type: "flurryWeapon" }] } }, { delta: null }] }],
    };
    expect(rulesetsNeededByWorld(data, "dusk")).toEqual(["dusk", "brp", "clash", "flurry"]);
  });

  it("an item of a ruleset held only inside an actor still counts (its model cleans it on load)", () => {
    expect(rulesetsNeededByWorld({ actors: [{ type: "base", items: [{ type: "duskAbility" }] }] }, "pool")).toEqual(["pool", "dusk"]);
  });

  it("missing or malformed world data needs the active ruleset only, and types of no ruleset are ignored", () => {
    expect(rulesetsNeededByWorld(undefined, "brp")).toEqual(["brp"]);
    expect(rulesetsNeededByWorld("junk", "brp")).toEqual(["brp"]);
    expect(
      rulesetsNeededByWorld({ actors: "junk", items: [null, 3, { type: 7 }, { type: "npc" }, { type: "Pool" }], scenes: [{ tokens: {} }] }, "clash"),
    ).toEqual(["clash"]);
  });
});
