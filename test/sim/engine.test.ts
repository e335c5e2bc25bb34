import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/core/errors.js";
import { simulate, wilsonInterval, pickTarget, type EncounterSpec } from "../../src/sim/index.js";
import { SeededDice } from "../../src/core/dice.js";
import { brpFighter, poolFighter } from "./fixtures.js";

const duel = (a: number, b: number): EncounterSpec<unknown, unknown> => ({
  ruleset: "pool",
  sides: [
    { key: "heroes", fighters: [poolFighter("hero", a)] },
    { key: "foes", fighters: [poolFighter("foe", b)] },
  ],
});

describe("simulator engine", () => {
  it("the same seed gives the same result; another seed a different sample", () => {
    const one = simulate(duel(4, 3), { fights: 400, seed: "same" });
    const two = simulate(duel(4, 3), { fights: 400, seed: "same" });
    const other = simulate(duel(4, 3), { fights: 400, seed: "other" });
    expect(two).toEqual(one);
    expect(other.rounds.counts).not.toEqual(one.rounds.counts);
  });

  it("wins, draws and per-fighter figures add up", () => {
    const result = simulate(duel(4, 3), { fights: 500, seed: 3 });
    expect(result.sides.reduce((s, x) => s + x.wins, 0) + result.draws.count).toBe(500);
    expect(result.rounds.counts.reduce((s, [, c]) => s + c, 0)).toBe(500);
    // In a duel exactly one falls unless it is a draw.
    const fell = result.fighters.reduce((s, f) => s + f.fellChance, 0) * 500;
    expect(Math.round(fell)).toBe(500 - result.draws.count);
    for (const side of result.sides) expect(side.interval[0]).toBeLessThanOrEqual(side.winChance);
  });

  it("a much stronger side wins nearly always; equal sides about half the time", () => {
    const lopsided = simulate(duel(8, 0), { fights: 1000, seed: 1 });
    // One die a swing can never deal the four boxes that fell the hero in one activation.
    expect(lopsided.sides[0]!.winChance).toBeGreaterThan(0.97);
    const even = simulate(
      { ruleset: "pool", sides: [{ key: "a", fighters: [poolFighter("a1", 4)] }, { key: "b", fighters: [poolFighter("b1", 4)] }] },
      { fights: 4000, seed: 2 },
    );
    // Side initiative gives no lasting edge: the interval must contain 50% give or take the first strike.
    expect(even.sides[0]!.winChance).toBeGreaterThan(0.4);
    expect(even.sides[0]!.winChance).toBeLessThan(0.6);
  });

  it("Wilson interval: 50 of 100 gives 40.4%–59.6%, and 0 of 10 stays inside [0, 1]", () => {
    // By hand: p = .5, z² = 3.8415; centre = (.5 + .019207) / 1.038415 = .5; half = 1.96·√(.0025 + .000096)/1.038415 = .0962.
    const [lo, hi] = wilsonInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    const [zlo, zhi] = wilsonInterval(0, 10);
    expect(zlo).toBe(0);
    expect(zhi).toBeCloseTo(0.2775, 3);
  });

  it("Wilson interval: every fight won (200 of 200) holds the 100% it reports; none won holds 0%", () => {
    // By hand: p = 1; centre = (1 + .0096) / 1.0192 = .99058, half = 1.96·√(.0000240)/1.0192 = .00942: upper 1, lower .9812.
    const [lo, hi] = wilsonInterval(200, 200);
    expect(hi).toBe(1);
    expect(lo).toBeCloseTo(0.9812, 3);
    expect(wilsonInterval(0, 200)[0]).toBe(0);
  });

  it("targets: weakest, strongest, first and a reproducible random pick", () => {
    const standing = [5, 2, 9];
    const at = (i: number) => standing[i]!;
    const dice = new SeededDice(1);
    expect(pickTarget("weakest", [0, 1, 2], at, dice)).toBe(1);
    expect(pickTarget("strongest", [0, 1, 2], at, dice)).toBe(2);
    expect(pickTarget("first", [0, 1, 2], at, dice)).toBe(0);
    expect(pickTarget("weakest", [], at, dice)).toBe(-1);
    const picks = Array.from({ length: 30 }, () => pickTarget("random", [0, 1, 2], at, dice));
    expect(new Set(picks)).toEqual(new Set([0, 1, 2]));
  });

  it("refuses one side, a duplicate id, a bad tactic and an unknown ruleset with rules errors", () => {
    const bad = (spec: unknown) => () => simulate(spec as EncounterSpec<unknown, unknown>, { fights: 1, seed: 1 });
    expect(bad({ ruleset: "pool", sides: [{ key: "a", fighters: [poolFighter("x", 3)] }] })).toThrow(RulesError);
    expect(bad({ ruleset: "pool", sides: [{ key: "a", fighters: [poolFighter("x", 3)] }, { key: "b", fighters: [poolFighter("x", 3)] }] })).toThrow(/DuplicateFighter/);
    expect(bad({ ruleset: "pool", sides: [{ key: "a", tactics: { target: "nearest" }, fighters: [poolFighter("x", 3)] }, { key: "b", fighters: [poolFighter("y", 3)] }] })).toThrow(/BadTactic/);
    expect(bad({ ruleset: "chess", sides: [] })).toThrow(/UnknownRuleset/);
  });

  it("a progress callback sees the count and may stop the run", () => {
    const seen: number[] = [];
    const result = simulate(duel(4, 3), { fights: 1000, seed: 1, progressEvery: 100, progress: (done) => (seen.push(done), done < 300) });
    expect(seen).toEqual([100, 200, 300]);
    expect(result.fights).toBe(300);
    expect(result.complete).toBe(false);
  });

  it("brp: four against four plays to a finish with hit points lost per fighter", () => {
    const spec: EncounterSpec<unknown, unknown> = {
      ruleset: "brp",
      sides: [
        { key: "a", fighters: [brpFighter("a1", 80), brpFighter("a2", 80)] },
        { key: "b", fighters: [brpFighter("b1", 30), brpFighter("b2", 30)] },
      ],
    };
    const result = simulate(spec, { fights: 300, seed: 5 });
    expect(result.sides[0]!.winChance).toBeGreaterThan(0.8);
    expect(result.harmUnit).toBe("hit points");
    expect(result.fighters.find((f) => f.id === "b1")!.harm.mean).toBeGreaterThan(5);
  });
});
