import { describe, expect, it } from "vitest";
import { RulesError } from "../../../../src/core/errors.js";
import { applyDamage, bodyLocationFor, bodyLocationHitPoints, bodyOf, brpOptions, customBody, HUMANOID_BODY, newHarm, type BodyLocation } from "../../../../src/rulesets/brp/rules/index.js";

/** A wolf's own table, as the brp-creatures compendium gives it. */
const wolfRows = [
  { name: "Right hind leg", from: 1, to: 2, kind: "leg", numerator: 1, denominator: 4 },
  { name: "Left hind leg", from: 3, to: 4, kind: "leg", numerator: 1, denominator: 4 },
  { name: "Hindquarters", from: 5, to: 7, kind: "abdomen", numerator: 1, denominator: 3 },
  { name: "Forequarters", from: 8, to: 10, kind: "chest", numerator: 4, denominator: 10 },
  { name: "Right foreleg", from: 11, to: 13, kind: "leg", numerator: 1, denominator: 4 },
  { name: "Left foreleg", from: 14, to: 16, kind: "leg", numerator: 1, denominator: 4 },
  { name: "Head", from: 17, to: 20, kind: "head", numerator: 1, denominator: 3 },
];
const locations = brpOptions({ hitLocations: true });

function refusal(rows: unknown): { key: string; data: Record<string, unknown> } {
  try {
    customBody(rows);
  } catch (error) {
    if (error instanceof RulesError) return { key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
  throw new Error("the table was accepted");
}

describe("brp creature hit-location tables", () => {
  it("BRP-FVTT-1: a creature's own d20 table picks its locations, keys made from the names", () => {
    const wolf = customBody(wolfRows);
    // 9 is in the forequarters' 8-10, 2 the right hind leg's 1-2, 17 the head's 17-20.
    expect([9, 2, 17, 5].map((d20) => bodyLocationFor(d20, wolf).key)).toEqual(["forequarters", "rightHindLeg", "head", "hindquarters"]);
  });

  it("BRP-FVTT-1: each location has its share of total hit points, rounded up (wolf with 11 HP)", () => {
    const wolf = customBody(wolfRows);
    const hp = (key: string) => bodyLocationHitPoints(11, wolf.find((r) => r.key === key)!);
    // Legs ⌈11/4⌉ = 3, forequarters ⌈44/10⌉ = 5, hindquarters and head ⌈11/3⌉ = 4.
    expect([hp("rightHindLeg"), hp("forequarters"), hp("hindquarters"), hp("head")]).toEqual([3, 5, 4, 4]);
  });

  it("BRP-FVTT-1: the humanoid body keeps the SRD's shares (13 HP: legs 5, chest 6, arms 4)", () => {
    const hp = (key: string) => bodyLocationHitPoints(13, HUMANOID_BODY.find((r) => r.key === key)!);
    expect([hp("leftLeg"), hp("chest"), hp("rightArm"), hp("head"), hp("abdomen")]).toEqual([5, 6, 4, 5, 5]);
  });

  it("BRP-FVTT-1: a table with a gap, an overlap, a short end, a reversed range or a twice-used name is refused, naming the fault", () => {
    const gap = wolfRows.map((r) => (r.name === "Hindquarters" ? { ...r, from: 6 } : r));
    expect(refusal(gap)).toEqual({ key: "FRAY.Brp.Error.LocationTableGap", data: { value: "5" } });
    const overlap = wolfRows.map((r) => (r.name === "Forequarters" ? { ...r, from: 7 } : r));
    expect(refusal(overlap)).toEqual({ key: "FRAY.Brp.Error.LocationTableOverlap", data: { first: "Hindquarters", second: "Forequarters", value: 7 } });
    const short = wolfRows.map((r) => (r.name === "Head" ? { ...r, to: 18 } : r));
    expect(refusal(short)).toEqual({ key: "FRAY.Brp.Error.LocationTableGap", data: { value: "19-20" } });
    const reversed = wolfRows.map((r) => (r.name === "Head" ? { ...r, from: 20, to: 17 } : r));
    expect(refusal(reversed).key).toBe("FRAY.Brp.Error.LocationRangeReversed");
    const twice = wolfRows.map((r) => (r.name === "Left foreleg" ? { ...r, name: "Right foreleg" } : r));
    expect(refusal(twice)).toEqual({ key: "FRAY.Brp.Error.LocationDuplicate", data: { name: "Right foreleg" } });
    expect(refusal(wolfRows.map((r) => (r.name === "Head" ? { ...r, to: 21 } : r))).key).toBe("FRAY.Brp.Error.LocationNumber");
    expect(refusal(wolfRows.map((r) => (r.name === "Head" ? { ...r, numerator: 4, denominator: 3 } : r))).key).toBe("FRAY.Brp.Error.LocationShareTooLarge");
    expect(refusal([]).key).toBe("FRAY.Brp.Error.LocationTableEmpty");
  });

  it("BRP-FVTT-1 / BRP-HLOC-4..7: a creature's locations behave as their kind — a 3-HP hind leg disabled at 3 (prone), maimed at 9", () => {
    const body: readonly BodyLocation[] = customBody(wolfRows);
    const wolf = { ...newHarm(11), body };
    const three = applyDamage(wolf, { id: "bite", targetId: "wolf", amount: 3, round: 1, location: "rightHindLeg" }, locations);
    expect(three.harm.locationState).toEqual({ rightHindLeg: "disabled" });
    expect(three.events.some((e) => e.type === "conditionAdded" && e.condition.id === "prone")).toBe(true);
    // 9 is three times the leg's 3: severed, and only twice (6) counts against the 11 total.
    const nine = applyDamage(wolf, { id: "axe", targetId: "wolf", amount: 9, round: 1, location: "rightHindLeg" }, locations);
    expect(nine.harm).toMatchObject({ hp: 5, incapacitated: true, locationState: { rightHindLeg: "severed" } });
    // The head (4 HP) hit for 4 knocks the wolf out, as a humanoid head does.
    expect(applyDamage(wolf, { id: "club", targetId: "wolf", amount: 4, round: 1, location: "head" }, locations).harm.unconscious).toMatchObject({ reason: "head" });
  });

  it("BRP-FVTT-1: a blow on a location the body does not have is refused", () => {
    const wolf = { ...newHarm(11), body: customBody(wolfRows) };
    expect(() => applyDamage(wolf, { id: "x", targetId: "wolf", amount: 3, round: 1, location: "leftArm" }, locations)).toThrow(RulesError);
    expect(bodyOf(newHarm(11))).toBe(HUMANOID_BODY);
  });
});
