import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice } from "../../../src/core/dice.js";
import { applyDestinedEffect, destinedEffect, meetsTarget, readRoll, rollTask } from "../../../src/rulesets/dusk/rules/roll.js";
import { destinedSplit } from "../../../src/rulesets/dusk/rules/odds.js";
import { runTask } from "../../../src/rulesets/dusk/rules/task.js";
import { rollWound } from "../../../src/rulesets/dusk/rules/wounds.js";
import { beginEncounter } from "../../../src/rulesets/dusk/rules/encounter.js";
import { pc } from "./helpers.js";

describe("dusk 2d12 roll and destined effects", () => {
  it("DB-ROLL-1: the first die is Dawn, the second Dusk, and the total is their sum", () => {
    const dice = new ReplayDice([9, 4]);
    const roll = rollTask(dice);
    expect(roll).toMatchObject({ dawn: 9, dusk: 4, total: 13, effectiveTotal: 13 });
    expect(dice.log[0]).toMatchObject({ count: 2, faces: 12 });
    expect(() => readRoll(13, 1)).toThrow(/OutOfRange/);
  });

  it("DB-ROLL-2: Dawn higher gives the roller one Destiny, capped at the level; the excess is flagged to spend now", () => {
    expect(applyDestinedEffect({ destiny: 0, level: 3, doom: 5 }, "dawn")).toEqual({ destiny: 1, overflow: 0, doom: 5, refund: 0 });
    expect(applyDestinedEffect({ destiny: 3, level: 3, doom: 5 }, "dawn")).toEqual({ destiny: 3, overflow: 1, doom: 5, refund: 0 });
  });

  it("DB-ROLL-3: Dusk higher gives the GM two Doom, without any cap", () => {
    expect(applyDestinedEffect({ destiny: 1, level: 3, doom: 0 }, "dusk")).toMatchObject({ doom: 2, destiny: 1 });
    expect(applyDestinedEffect({ destiny: 1, level: 3, doom: 999 }, "dusk").doom).toBe(1001);
  });

  it("DB-ROLL-4: an Eclipse takes one Destiny and one Doom where there are any and refunds half the points spent, rounded up", () => {
    expect(applyDestinedEffect({ destiny: 2, level: 3, doom: 4 }, "eclipse", 5)).toEqual({ destiny: 1, overflow: 0, doom: 3, refund: 3 });
    expect(applyDestinedEffect({ destiny: 0, level: 3, doom: 0 }, "eclipse", 0)).toEqual({ destiny: 0, overflow: 0, doom: 0, refund: 0 });
    expect(applyDestinedEffect({ destiny: 0, level: 3, doom: 0 }, "eclipse", 4).refund).toBe(2);
  });

  it("DB-ROLL-5: every roll carries a destined effect — tasks, initiative and wound rolls alike", () => {
    const task = runTask({ stat: "might", difficulty: 3 }, pc(), 0, new ReplayDice([7, 7]));
    expect(task.log.find((e) => e.type === "rolled")).toMatchObject({ effect: "eclipse" });
    expect(rollWound(new ReplayDice([2, 8]), []).roll.effect).toBe("dusk");
    const enc = beginEncounter([{ id: "a", side: "friendly", isPlayerCharacter: true, stats: {} }], new ReplayDice([10, 3]));
    expect(enc.initiativeRolls[0]).toMatchObject({ effect: "dawn", total: 13 });
  });

  it("DB-ROLL-6: Dawn 66/144, Dusk 66/144, Eclipse 12/144", () => {
    const split = destinedSplit(0);
    expect(split.dawn).toBeCloseTo(66 / 144, 12);
    expect(split.dusk).toBeCloseTo(66 / 144, 12);
    expect(split.eclipse).toBeCloseTo(12 / 144, 12);
    let counts = { dawn: 0, dusk: 0, eclipse: 0 };
    for (let a = 1; a <= 12; a++) for (let b = 1; b <= 12; b++) counts = { ...counts, [destinedEffect(a, b)]: counts[destinedEffect(a, b)] + 1 };
    expect(counts).toEqual({ dawn: 66, dusk: 66, eclipse: 12 });
  });

  it("DB-TV-12: Dawn 9 / Dusk 4 ⇒ Dawn; Dawn 3 / Dusk 11 ⇒ Dusk; 7 / 7 ⇒ Eclipse refunding 3 of 5 spent", () => {
    expect(destinedEffect(9, 4)).toBe("dawn");
    expect(applyDestinedEffect({ destiny: 0, level: 2, doom: 0 }, destinedEffect(9, 4)).destiny).toBe(1);
    expect(destinedEffect(3, 11)).toBe("dusk");
    expect(applyDestinedEffect({ destiny: 0, level: 2, doom: 0 }, destinedEffect(3, 11)).doom).toBe(2);
    expect(destinedEffect(7, 7)).toBe("eclipse");
    expect(applyDestinedEffect({ destiny: 1, level: 2, doom: 1 }, "eclipse", 5)).toEqual({ destiny: 0, overflow: 0, doom: 0, refund: 3 });
  });

  it("DB-T20-1: taking 20 treats totals under 20 as 20, keeps the dice's own effect and the target number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (a, b) => {
        const roll = readRoll(a, b, true);
        expect(roll.effectiveTotal).toBe(Math.max(20, a + b));
        expect(roll.total).toBe(a + b);
        expect(roll.effect).toBe(destinedEffect(a, b));
      }),
    );
    expect(meetsTarget(readRoll(1, 1, true), 18)).toBe(true);
    expect(meetsTarget(readRoll(1, 1, true), 21)).toBe(false);
    expect(meetsTarget(readRoll(12, 10, true), 21)).toBe(true);
  });

  it("DB-TV-14: taking 20 at TN 18 with dice 4 + 3 ⇒ counts as 20, succeeds, and the effect is still Dawn", () => {
    const result = runTask({ stat: "intellect", difficulty: 6, takingTwenty: true }, pc(), 0, new ReplayDice([4, 3]));
    expect(result.state.outcome).toMatchObject({ success: true, targetNumber: 18 });
    expect(result.state.outcome?.roll).toMatchObject({ total: 7, effectiveTotal: 20, effect: "dawn" });
    expect(result.state.actor.destiny).toBe(1);
  });
});
