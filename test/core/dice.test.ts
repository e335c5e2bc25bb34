import { describe, expect, it } from "vitest";
import fc from "fast-check";
import seedrandom from "seedrandom";
import { ReplayDice, SeededDice, RecordingDice, d100FromDigits, rollSum } from "../../src/core/dice.js";
import { RulesError } from "../../src/core/errors.js";

describe("dice port", () => {
  it("replay returns the given values in order and logs each request", () => {
    const dice = new ReplayDice([1, 3, 4, 6, 2]);
    expect(dice.roll(3, 6, "attack")).toEqual([1, 3, 4]);
    expect(dice.roll(2, 6)).toEqual([6, 2]);
    expect(dice.log.map((e) => e.purpose)).toEqual(["attack", undefined]);
    expect(dice.remaining).toBe(0);
  });

  it("replay refuses to run past its values or to return a face the die lacks", () => {
    expect(() => new ReplayDice([1]).roll(2, 6)).toThrow(RulesError);
    expect(() => new ReplayDice([7]).roll(1, 6)).toThrow(/ReplayFaceOutOfRange/);
  });

  it("seeded dice: the same seed gives the same results, another seed different ones", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), (seed, faces) => {
        const a = new SeededDice(seed).roll(20, faces);
        const b = new SeededDice(seed).roll(20, faces);
        expect(a).toEqual(b);
        for (const v of a) expect(v >= 1 && v <= faces).toBe(true);
      }),
    );
    expect(new SeededDice("a").roll(30, 100)).not.toEqual(new SeededDice("b").roll(30, 100));
  });

  it("seeded dice draw what the whole seedrandom package's alea draws for the same seed (only alea is bundled)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String)), fc.integer({ min: 1, max: 1000 }), (seed, faces) => {
        const reference = seedrandom.alea(seed);
        const expected = Array.from({ length: 50 }, () => 1 + Math.floor(reference() * faces));
        expect(new SeededDice(seed).roll(50, faces)).toEqual(expected);
      }),
    );
  });

  it("seeded rollOne draws from the same stream as roll", () => {
    const a = new SeededDice(7);
    const b = new SeededDice(7);
    expect([a.rollOne(6), a.rollOne(6), a.rollOne(6)]).toEqual(b.roll(3, 6));
  });

  it("rejects impossible requests with a rules error", () => {
    expect(() => new SeededDice(1).roll(-1, 6)).toThrow(/OutOfRange/);
    expect(() => new SeededDice(1).roll(2, 0)).toThrow(/OutOfRange/);
    expect(() => new SeededDice(1).roll(1.5, 6)).toThrow(/NotAnInteger/);
  });

  it("recording dice log what the inner dice answered; rollSum adds faces", () => {
    const dice = new RecordingDice(new ReplayDice([2, 5]));
    expect(rollSum(dice, 2, 6, "damage")).toBe(7);
    expect(dice.log).toEqual([{ count: 2, faces: 6, purpose: "damage", results: [2, 5] }]);
  });

  it("d100 from two digits reads 00 as 100", () => {
    expect(d100FromDigits(0, 0)).toBe(100);
    expect(d100FromDigits(0, 5)).toBe(5);
    expect(d100FromDigits(9, 9)).toBe(99);
    expect(() => d100FromDigits(10, 0)).toThrow(RulesError);
  });
});
