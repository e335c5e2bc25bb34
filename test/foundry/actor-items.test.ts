import { describe, expect, it } from "vitest";
import { actorItems } from "../../src/foundry/flows/actor-items.js";

describe("actorItems", () => {
  it("reads each embedded item as a plain id, name, type and system, in the actor's order", () => {
    const sword = { id: "s1", name: "Sword", type: "duskWeapon", system: { damage: 4 }, parent: "the actor" };
    const rope = { id: null, name: "Rope", type: "duskAsset", system: {} };
    expect(actorItems({ items: { contents: [sword, rope] } })).toEqual([
      { id: "s1", name: "Sword", type: "duskWeapon", system: { damage: 4 } },
      { id: null, name: "Rope", type: "duskAsset", system: {} },
    ]);
  });

  it("gives plain objects: nothing of the document beyond the four fields", () => {
    const [item] = actorItems({ items: { contents: [{ id: "a", name: "A", type: "poolWeapon", system: null, update: () => 0 } as never] } });
    expect(Object.keys(item!)).toEqual(["id", "name", "type", "system"]);
  });

  it("an actor without items reads as none", () => {
    expect(actorItems({ items: { contents: [] } })).toEqual([]);
  });
});
