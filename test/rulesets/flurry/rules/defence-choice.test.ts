import { describe, expect, it } from "vitest";
import { RulesError } from "../../../../src/core/errors.js";
import { chooseDefence, type DefenceSituation } from "../../../../src/rulesets/flurry/rules/index.js";

/** The cave bear: Fighter rank 4, Agility −1 — Defense 10 + 4 − 1 = 13 in front. */
const bear: DefenceSituation = { fighterRank: 4, agilityMod: -1, posture: "standing", attackFrom: "front", frontThreatened: false, flurryModifier: 0, outOfActions: false };

describe("flurry: the Defense a blow must beat, and why", () => {
  it("WC-FACE-4: front 13; a flank answered by giving up the front 5 + ⌊4/2⌋ = 7; the rear undefended at 3", () => {
    expect(chooseDefence(bear)).toEqual({ target: 13, defended: true, reason: "front" });
    expect(chooseDefence({ ...bear, attackFrom: "leftFlank" })).toEqual({ target: 7, defended: true, reason: "flank" });
    expect(chooseDefence({ ...bear, attackFrom: "rightFlank" })).toEqual({ target: 7, defended: true, reason: "flank" });
    expect(chooseDefence({ ...bear, attackFrom: "rear" })).toEqual({ target: 3, defended: false, reason: "rear" });
  });

  it("WC-FACE-4: with another opponent in his front he keeps the front, so the flank blow is undefended (3)", () => {
    expect(chooseDefence({ ...bear, attackFrom: "leftFlank", frontThreatened: true })).toEqual({ target: 3, defended: false, reason: "flankUndefended" });
    expect(chooseDefence({ ...bear, frontThreatened: true })).toEqual({ target: 13, defended: true, reason: "front" });
  });

  it("WC-WND-10 / WC-WND-9: stunned 5 + 2 = 7 and fallen 5 + 4 = 9 from the front; WC-WND-14: unconscious 3 from every side", () => {
    expect(chooseDefence({ ...bear, posture: "stunned" })).toEqual({ target: 7, defended: true, reason: "stunned" });
    expect(chooseDefence({ ...bear, posture: "fallen" })).toEqual({ target: 9, defended: true, reason: "fallen" });
    expect(chooseDefence({ ...bear, posture: "fallen", attackFrom: "rightFlank" })).toEqual({ target: 7, defended: true, reason: "flank" });
    expect(chooseDefence({ ...bear, posture: "unconscious", attackFrom: "front", flurryModifier: -1 })).toEqual({ target: 3, defended: false, reason: "unconscious" });
    expect(chooseDefence({ ...bear, posture: "immobile", attackFrom: "rear" })).toEqual({ target: 3, defended: false, reason: "immobile" });
  });

  it("WC-ENG-1: the flurry's −1 for turning to face applies to front (12) and flank (6) alike", () => {
    expect(chooseDefence({ ...bear, flurryModifier: -1 }).target).toBe(12);
    expect(chooseDefence({ ...bear, flurryModifier: -1, attackFrom: "leftFlank" }).target).toBe(6);
  });

  it("WC-FLY-11: an actionless fighter struck undefended faces 3, whatever his facing", () => {
    expect(chooseDefence({ ...bear, outOfActions: true })).toEqual({ target: 3, defended: false, reason: "outOfActions" });
  });

  it("refuses a situation that is not one", () => {
    expect(() => chooseDefence({ ...bear, attackFrom: "above" as never })).toThrow(RulesError);
    expect(() => chooseDefence({ ...bear, frontThreatened: "yes" as never })).toThrow(RulesError);
    expect(() => chooseDefence(null as never)).toThrow(RulesError);
  });
});
