import { describe, expect, it } from "vitest";
import { MAJOR_WOUND_TABLE, majorWoundRow, offsetMajorWound, resolveMajorWound, sideFor } from "../../../../src/rulesets/brp/rules/index.js";
import { RulesError } from "../../../../src/core/errors.js";

describe("brp major wound table", () => {
  it("BRP-MWT-1: the table covers 01-00 with the right losses and fighting status", () => {
    let next = 1;
    for (const r of MAJOR_WOUND_TABLE) {
      expect(r.from).toBe(next);
      next = r.to + 1;
    }
    expect(next).toBe(101);
    // Row edges as printed: ten-point rows to 90, then pairs, then 99 and 00 alone.
    expect(MAJOR_WOUND_TABLE.map((r) => [r.from, r.to])).toEqual([
      [1, 10], [11, 20], [21, 30], [31, 40], [41, 50], [51, 60], [61, 70], [71, 80], [81, 90],
      [91, 92], [93, 94], [95, 96], [97, 98], [99, 99], [100, 100],
    ]);
    const summary = (roll: number) => {
      const r = majorWoundRow(roll);
      return [r.loss.characteristics, r.loss.dice, r.moveLossEqualsLoss, r.fight];
    };
    expect(summary(5)).toEqual([["DEX"], "1D3", true, "able"]);
    expect(summary(15)).toEqual([["CHA"], "1D3", false, "able"]);
    expect(summary(27)).toEqual([["STR"], "1D3", false, "noShield"]);
    expect(summary(35)).toEqual([["CON"], "1D3", true, "able"]);
    expect(summary(45)).toEqual([["INT"], "1D3", false, "able"]);
    expect(summary(55)).toEqual([["DEX"], "1D6", true, "unable"]);
    expect(summary(65)).toEqual([["CHA"], "1D6", false, "able"]);
    expect(summary(75)).toEqual([["STR"], "1D6", false, "able"]);
    expect(summary(85)).toEqual([["CON"], "1D6", true, "unable"]);
    expect(summary(92)).toEqual([["CHA"], "1D6", false, "able"]);
    expect(summary(94)).toEqual([["DEX"], "1D6", false, "oneHandedOnly"]);
    expect(summary(96)).toEqual([["DEX"], "1D6", false, "oneArm"]);
    expect(summary(98)).toEqual([["DEX"], "1D6", false, "unable"]);
    expect(summary(99)).toEqual([["CHA", "DEX", "CON"], "1D3", false, "unable"]);
    expect(summary(100)).toEqual(["gmChoosesFour", "1D4", false, "unable"]);
    expect(majorWoundRow(45).skillCaps).toHaveLength(4);
  });

  it("BRP-WND-7: the Luck roll decides only whether the loss is permanent; the fighting limit always applies", () => {
    const lucky = resolveMajorWound(27, true, 2);
    expect(lucky).toMatchObject({ permanent: false, losses: { STR: 2 }, fight: "noShield" });
    const unlucky = resolveMajorWound(5, false, 3);
    expect(unlucky).toMatchObject({ permanent: true, losses: { DEX: 3 }, moveLoss: 3 });
    expect(resolveMajorWound(100, false, 4, ["STR", "DEX", "CON", "CHA"]).losses).toEqual({ STR: 4, DEX: 4, CON: 4, CHA: 4 });
    expect(() => resolveMajorWound(27, true, 4)).toThrow(RulesError);
  });

  it("BRP-HEAL-5: Medicine or regained points offset the wound's losses; with none left its effects are gone", () => {
    const wound = resolveMajorWound(55, false, 4);
    expect(offsetMajorWound(wound, { DEX: 1 })).toMatchObject({ losses: { DEX: 3 }, fight: "unable" });
    expect(offsetMajorWound(wound, { DEX: 4 })).toMatchObject({ losses: {}, fight: "able" });
  });

  it("BRP-WND-8: an unspecified side is 1D6 — 1-3 left, 4-6 right", () => {
    expect([1, 3, 4, 6].map(sideFor)).toEqual(["left", "left", "right", "right"]);
  });
});
