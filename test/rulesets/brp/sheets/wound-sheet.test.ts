import { describe, expect, it } from "vitest";
import { customBody } from "../../../../src/rulesets/brp/rules/locations.js";
import { itemContext } from "../../../../src/rulesets/brp/sheets/context.js";

/** The giant serpent's own d20 table (as the creature scenarios give it). */
const serpent = customBody([
  { name: "Tail", from: 1, to: 6, kind: "leg", numerator: 1, denominator: 3 },
  { name: "Body", from: 7, to: 14, kind: "chest", numerator: 4, denominator: 10 },
  { name: "Head", from: 15, to: 20, kind: "head", numerator: 1, denominator: 3 },
]);

const wound = { source: "attack", damage: 5, remaining: 5, severity: "minor", location: "tail", round: 1, bleeding: false, impaled: { weaponId: "" }, firstAidBy: [] };

describe("brp wound item sheet", () => {
  it("BRP-FVTT-1: a wound on the giant serpent is at one of its own locations, offered by their names (Tail, Body, Head)", () => {
    const sheet = itemContext({ name: "Bite", img: "" }, "brpWound", wound, true, undefined, { name: "Giant serpent", items: [], body: serpent });
    expect(sheet.choices.location).toEqual({ tail: "Tail", body: "Body", head: "Head" });
  });

  it("BRP-FVTT-1: without an owner's own table the humanoid locations stay, and a key they do not know is kept as typed", () => {
    const sheet = itemContext({ name: "Bite", img: "" }, "brpWound", wound, true);
    expect(sheet.choices.location?.["head"]).toBe("FRAY.Brp.Location.Head");
    expect(sheet.choices.location?.["tail"]).toBe("tail");
  });
});
