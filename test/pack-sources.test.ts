import { describe, expect, it } from "vitest";
import { identityProblems, manifestProblems, type SourceDoc } from "./helpers/pack-sources.js";

/** The shared compendium-source checkers find what they are for (so the rulesets' pack tests can fail). */
const stats = { systemId: "fray", systemVersion: "0.1.0", coreVersion: "13.345" };
const sword: SourceDoc = { _id: "aaaaaaaaaaaaaaa1", _key: "!items!aaaaaaaaaaaaaaa1", name: "Sword", type: "poolWeapon", folder: null, img: "icons/svg/sword.svg", _stats: stats };
const layout = { "pool-weapons": { collection: "items" as const, types: ["poolWeapon"] } };

describe("compendium source checkers", () => {
  it("a well-formed document has no identity problem", () => {
    expect(identityProblems({ "pool-weapons": [sword] }, layout)).toEqual([]);
  });

  it("each identity fault is named with the document", () => {
    const bad: SourceDoc = { ...sword, _id: "short", _key: "!actors!short", folder: "x", img: "systems/fray/a.png", type: "poolArmor", _stats: { ...stats, systemId: "other" } };
    expect(identityProblems({ "pool-weapons": [bad] }, layout)).toEqual([
      "pool-weapons/Sword: id short is not 16 letters and digits",
      "pool-weapons/Sword: _key !actors!short",
      "pool-weapons/Sword: has a folder",
      "pool-weapons/Sword: stats are not Fray's",
      "pool-weapons/Sword: image systems/fray/a.png is not a core icon",
      "pool-weapons/Sword: type poolArmor does not belong in this pack",
    ]);
    expect(identityProblems({ "pool-weapons": [sword, sword] }, layout)).toEqual(["pool-weapons/Sword: duplicate id aaaaaaaaaaaaaaa1"]);
    expect(identityProblems({ "pool-weapons": [] }, layout)).toEqual(["pool-weapons: empty"]);
  });

  it("an embedded item or table result must carry its parent's id in its _key", () => {
    const actor: SourceDoc = { ...sword, _key: "!actors!aaaaaaaaaaaaaaa1", type: "poolNpc", items: [{ ...sword, _id: "bbbbbbbbbbbbbbb2", _key: "!items!bbbbbbbbbbbbbbb2" }] };
    expect(identityProblems({ npcs: [actor] }, { npcs: { collection: "actors", types: [] } })).toEqual(["npcs/Sword: Sword: _key !items!bbbbbbbbbbbbbbb2"]);
  });

  it("packs missing from system.json or split across folders are named", () => {
    const manifest = { packs: [{ name: "a", type: "Item" }], packFolders: [{ name: "Dusk", packs: ["a", "c"] }] };
    expect(manifestProblems(["a", "b"], manifest)).toEqual(["b: not in system.json", "pack folder Dusk holds a, c"]);
    expect(manifestProblems(["a"], { packs: [{ name: "a", type: "Item" }] })).toEqual(["no pack folder holds these packs"]);
  });
});
