import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RulesError } from "../../../src/core/errors.js";
import {
  brpFumbleFrom,
  digitsOf,
  flipDigits,
  flipRoll,
  isDouble,
  makeRoll,
  modifiedSkill,
  readFace,
  tierOf,
  tierRank,
  TIERS,
  type Tier,
} from "../../../src/rulesets/clash/rules/index.js";

const face = fc.integer({ min: 1, max: 100 });
const skill = fc.integer({ min: 0, max: 150 });
const presets = ["doubles", "tenth", "brp"] as const;

/** Every face that lands in `tier` for a skill under a preset. */
function facesWith(tier: Tier, s: number, preset: (typeof presets)[number]): number[] {
  return Array.from({ length: 100 }, (_, i) => i + 1).filter((f) => tierOf(f, s, preset) === tier);
}

describe("clash d100 tiers", () => {
  it("DL-DICE-1: a check is a roll-under d100 against the skill (success when the reading is at most the skill)", () => {
    expect(tierOf(60, 60, "doubles")).toBe("success");
    expect(tierOf(61, 60, "doubles")).toBe("failure");
    expect(tierOf(1, 40, "tenth")).toBe("critical");
    expect(tierOf(40, 40, "tenth")).toBe("success");
    expect(tierOf(41, 40, "tenth")).toBe("failure");
    fc.assert(
      fc.property(face, skill, fc.constantFrom(...presets), (f, s, preset) => {
        const tier = tierOf(f, s, preset);
        // A success tier needs the reading under the skill; the reverse holds except for fumble faces.
        if (tier === "success" || tier === "critical") expect(readFace(f, preset)).toBeLessThanOrEqual(s);
        if (tier === "failure") expect(readFace(f, preset)).toBeGreaterThan(s);
      }),
    );
  });

  it("DL-DICE-2: every roll falls into exactly one of four tiers, ranked Fumble < Failure < Success < Critical", () => {
    expect(TIERS).toEqual(["fumble", "failure", "success", "critical"]);
    expect(TIERS.map(tierRank)).toEqual([0, 1, 2, 3]);
    fc.assert(fc.property(face, skill, fc.constantFrom(...presets), (f, s, p) => {
        expect(TIERS).toContain(tierOf(f, s, p));
      }));
  });

  it("DL-DICE-3: preset A doubles — success on a double is critical, failure on a double is a fumble", () => {
    expect(tierOf(44, 60, "doubles")).toBe("critical");
    expect(tierOf(66, 60, "doubles")).toBe("fumble");
    expect(tierOf(66, 66, "doubles")).toBe("critical");
    expect(tierOf(77, 60, "doubles")).toBe("fumble");
    expect(tierOf(99, 98, "doubles")).toBe("fumble");
    expect(facesWith("critical", 60, "doubles")).toEqual([11, 22, 33, 44, 55, 100]);
    expect(facesWith("fumble", 60, "doubles")).toEqual([66, 77, 88, 99]);
  });

  it("DL-DICE-3: preset B tenth — critical up to ⌈skill/10⌉, fumble on 99–00 and only 00 above 100%", () => {
    expect(facesWith("critical", 45, "tenth")).toEqual([1, 2, 3, 4, 5]);
    expect(facesWith("critical", 41, "tenth")).toEqual([1, 2, 3, 4, 5]);
    expect(facesWith("critical", 40, "tenth")).toEqual([1, 2, 3, 4]);
    expect(facesWith("fumble", 45, "tenth")).toEqual([99, 100]);
    expect(facesWith("fumble", 100, "tenth")).toEqual([99, 100]);
    expect(facesWith("fumble", 101, "tenth")).toEqual([100]);
    expect(tierOf(99, 120, "tenth")).toBe("success");
    expect(facesWith("critical", 0, "tenth")).toEqual([]);
  });

  it("DL-DICE-3: preset C BRP — critical up to ⌈skill/20⌉, fumbles on the banded top faces", () => {
    expect(facesWith("critical", 60, "brp")).toEqual([1, 2, 3]);
    expect(facesWith("fumble", 60, "brp")).toEqual([98, 99, 100]);
    expect(facesWith("fumble", 20, "brp")).toEqual([96, 97, 98, 99, 100]);
    expect(facesWith("fumble", 21, "brp")).toEqual([97, 98, 99, 100]);
    expect(facesWith("fumble", 80, "brp")).toEqual([99, 100]);
    expect(facesWith("fumble", 81, "brp")).toEqual([100]);
    expect(facesWith("fumble", 150, "brp")).toEqual([100]);
    expect(brpFumbleFrom(0)).toBe(96);
    expect(facesWith("success", 60, "brp")).toEqual(Array.from({ length: 57 }, (_, i) => i + 4));
  });

  it("DL-DICE-4: flipping swaps the two digits (73→37, 05→50, 10→01) and the tier is re-evaluated", () => {
    expect(flipDigits(73)).toBe(37);
    expect(flipDigits(5)).toBe(50);
    expect(flipDigits(10)).toBe(1);
    expect(flipDigits(44)).toBe(44);
    const failed = makeRoll(81, 30, "doubles");
    expect(failed.tier).toBe("failure");
    const flipped = flipRoll(failed, "doubles");
    expect(flipped).toEqual({ face: 18, value: 18, skill: 30, tier: "success", flipped: true });
    fc.assert(fc.property(face, (f) => {
      expect(flipDigits(flipDigits(f))).toBe(f);
    }));
  });

  it("DL-DICE-5: a roll is two digits; 00 reads 0 under preset A and 100 under B/C; flipping 00 keeps it", () => {
    expect(digitsOf(100)).toEqual({ tens: 0, units: 0 });
    expect(digitsOf(7)).toEqual({ tens: 0, units: 7 });
    expect(readFace(100, "doubles")).toBe(0);
    expect(readFace(100, "tenth")).toBe(100);
    expect(readFace(100, "brp")).toBe(100);
    expect(flipDigits(100)).toBe(100);
    expect(isDouble(100)).toBe(true);
    // 00 under preset A is the lowest double, so it is a critical for every skill.
    fc.assert(fc.property(skill, (s) => {
      expect(tierOf(100, s, "doubles")).toBe("critical");
    }));
    expect(() => digitsOf(0)).toThrow(RulesError);
    expect(() => digitsOf(101)).toThrow(RulesError);
  });

  it("DL-DICE-8: percentage modifiers adjust the skill, clamped to 0..999, and reject non-integers", () => {
    expect(modifiedSkill(50, [20, -10])).toBe(60);
    expect(modifiedSkill(10, [-40])).toBe(0);
    expect(modifiedSkill(990, [50])).toBe(999);
    expect(modifiedSkill(50)).toBe(50);
    expect(() => modifiedSkill(50, [2.5])).toThrow(/NotAnInteger/);
    expect(() => modifiedSkill(-1)).toThrow(/OutOfRange/);
  });

  it("DL-TV-17: skill 40, a failed 73 flipped with Luck becomes 37, a success", () => {
    const roll = makeRoll(73, 40, "doubles");
    expect(roll.tier).toBe("failure");
    const flipped = flipRoll(roll, "doubles");
    expect(flipped.face).toBe(37);
    expect(flipped.tier).toBe("success");
    // The other presets agree on this one.
    expect(flipRoll(makeRoll(73, 40, "tenth"), "tenth").tier).toBe("success");
    expect(flipRoll(makeRoll(73, 40, "brp"), "brp").tier).toBe("success");
  });

  it("tiers are monotone in skill: a higher skill never gives a worse tier for the same face", () => {
    fc.assert(
      fc.property(face, skill, fc.integer({ min: 0, max: 50 }), fc.constantFrom(...presets), (f, s, extra, p) => {
        expect(tierRank(tierOf(f, s + extra, p))).toBeGreaterThanOrEqual(tierRank(tierOf(f, s, p)));
      }),
    );
  });

  it("bad faces and skills are refused with a rules error", () => {
    expect(() => tierOf(0, 50, "doubles")).toThrow(RulesError);
    expect(() => tierOf(50.5, 50, "doubles")).toThrow(/NotAnInteger/);
    expect(() => tierOf(50, -5, "tenth")).toThrow(/OutOfRange/);
    expect(() => tierOf(50, 1000, "brp")).toThrow(/OutOfRange/);
    expect(() => tierOf(50, Number.NaN, "brp")).toThrow(/NotAnInteger/);
    // A preset that bypassed the options check is refused, not read as "no tier".
    expect(() => tierOf(50, 50, "d20" as "brp")).toThrow(/InvalidOption/);
    expect(() => readFace(100, "d20" as "brp")).toThrow(/InvalidOption/);
    expect(() => modifiedSkill(50, 10 as unknown as number[])).toThrow(/Malformed/);
  });

  it("preset counts follow their definitions for every skill 0..150", () => {
    for (let s = 0; s <= 150; s++) {
      // A: criticals are the doubles reading at most the skill (00 reads 0); fumbles the other doubles.
      const doublesUnder = [100, 11, 22, 33, 44, 55, 66, 77, 88, 99].filter((f) => readFace(f, "doubles") <= s).length;
      expect(facesWith("critical", s, "doubles").length).toBe(doublesUnder);
      expect(facesWith("fumble", s, "doubles").length).toBe(10 - doublesUnder);
      // B: criticals up to ⌈s/10⌉ except the fumble faces; two fumble faces up to 100%, then one.
      const fumblesB = s <= 100 ? 2 : 1;
      expect(facesWith("fumble", s, "tenth").length).toBe(fumblesB);
      expect(facesWith("critical", s, "tenth").length).toBe(Math.min(Math.ceil(s / 10), 100 - fumblesB));
      // C: fumble band width between 1 and 5; criticals up to ⌈s/20⌉.
      const widthC = Math.min(5, Math.max(1, Math.ceil((101 - s) / 20)));
      expect(facesWith("fumble", s, "brp").length).toBe(widthC);
      expect(facesWith("critical", s, "brp").length).toBe(Math.min(Math.ceil(s / 20), 100 - widthC));
      // Every preset: the successful faces are those reading at most the skill, minus any fumble faces there.
      for (const p of presets) {
        const ok = facesWith("success", s, p).length + facesWith("critical", s, p).length;
        const under = Array.from({ length: 100 }, (_, i) => i + 1).filter((f) => readFace(f, p) <= s && tierOf(f, s, p) !== "fumble").length;
        expect(ok).toBe(under);
      }
    }
  });

  it("a flip keeps the skill, marks the roll flipped and never touches a 00 or a double", () => {
    fc.assert(
      fc.property(face, skill, fc.constantFrom(...presets), (f, s, p) => {
        const flipped = flipRoll(makeRoll(f, s, p), p);
        expect(flipped.skill).toBe(s);
        expect(flipped.flipped).toBe(true);
        if (isDouble(f)) expect(flipped.face).toBe(f);
      }),
    );
  });
});
