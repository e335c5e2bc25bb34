import { describe, expect, it } from "vitest";
import { simulate, type EncounterSpec } from "../../src/sim/index.js";
import { flurryFighter } from "./fixtures.js";

const spec = (a: number, b: number, tactics: Record<string, unknown> = {}): EncounterSpec<unknown, unknown> => ({
  ruleset: "flurry",
  sides: [
    { key: "a", tactics, fighters: [flurryFighter("a1", a), flurryFighter("a2", a)] },
    { key: "b", fighters: [flurryFighter("b1", b), flurryFighter("b2", b)] },
  ],
});

describe("flurry simulator", () => {
  it("WC-FLY-3, WC-FLY-11, WC-FLY-12: two against two play through the round's flurries to a finish; the same seed gives the same result", () => {
    const one = simulate(spec(4, 4), { fights: 300, seed: "f" });
    expect(simulate(spec(4, 4), { fights: 300, seed: "f" })).toEqual(one);
    expect(one.harmUnit).toBe("wounds");
    expect(one.sides[0]!.wins + one.sides[1]!.wins + one.draws.count).toBe(300);
    // Everyone on the losing side falls: per fight at least two fall unless it is a draw.
    const fell = one.fighters.reduce((s, f) => s + f.fellChance, 0) * 300;
    expect(fell).toBeGreaterThanOrEqual(2 * (300 - one.draws.count) - 1e-9);
    // Equal sides: neither is sure to win.
    expect(one.sides[0]!.winChance).toBeGreaterThan(0.3);
    expect(one.sides[0]!.winChance).toBeLessThan(0.7);
  });

  it("WC-ATK-1: five points of weapon skill more win most fights", () => {
    const result = simulate(spec(8, 3), { fights: 400, seed: 2 });
    expect(result.sides[0]!.winChance).toBeGreaterThan(0.8);
    // The losers took wounds: a fallen fighter carries at least one.
    expect(result.fighters.find((f) => f.id === "b1")!.harm.mean).toBeGreaterThan(1);
  });

  it("WC-ATK-5: aiming at an unarmoured arm instead of the mailed chest changes the odds (tactics are data)", () => {
    const chest = simulate(spec(4, 4), { fights: 400, seed: 3 });
    const arm = simulate(spec(4, 4, { aim: "rightArm" }), { fights: 400, seed: 3 });
    expect(arm.sides[0]!.winChance).not.toBe(chest.sides[0]!.winChance);
  });

  it("refuses an unknown aim, a maneuver intention and an impossible fighter with rules errors", () => {
    expect(() => simulate(spec(4, 4, { aim: "tail" }), { fights: 1, seed: 1 })).toThrow(/BadTactic/);
    expect(() => simulate(spec(4, 4, { intention: "grapple" }), { fights: 1, seed: 1 })).toThrow(/BadTactic/);
    const broken: EncounterSpec<unknown, unknown> = { ruleset: "flurry", sides: [{ key: "a", fighters: [{ ...flurryFighter("a1", 4), skill: "sharp" }] }, { key: "b", fighters: [flurryFighter("b1", 4)] }] };
    expect(() => simulate(broken, { fights: 1, seed: 1 })).toThrow();
  });
});
