import { describe, expect, it } from "vitest";
import { advancePoison, poisonClockHours, poisonedDyingCondition } from "../../../../src/rulesets/pool/rules/poison.js";

/** The poison's countdown against the world clock (FC-FVTT-7, FC-POI-4): world seconds to whole hours. */
describe("poison countdown by the world clock", () => {
  it("FC-FVTT-7: three hours of world time (10,800 s) are three hours of the countdown; a Strong poison (TN 3, 6 − 3 = 3 hours) kills", () => {
    expect(poisonClockHours(1_000, 11_800)).toEqual({ hours: 3, carried: 0 });
    const dying = poisonedDyingCondition("aldric", { batchId: "b", strength: "strong" }, 0);
    expect(dying.data?.hoursLeft).toBe(3);
    expect(advancePoison("aldric", dying, poisonClockHours(1_000, 11_800).hours).events).toContainEqual({ type: "died", targetId: "aldric" });
  });

  it("FC-FVTT-7: half an hour counts nothing yet and is carried; from the same start an hour and a half counts one hour with 30 minutes carried", () => {
    expect(poisonClockHours(0, 1_800)).toEqual({ hours: 0, carried: 1_800 });
    expect(poisonClockHours(0, 5_400)).toEqual({ hours: 1, carried: 1_800 });
    // The count then stands at 5,400 − 1,800 = 3,600: another half hour makes the second hour.
    expect(poisonClockHours(3_600, 7_200)).toEqual({ hours: 1, carried: 0 });
  });

  it("FC-FVTT-7: a clock set back, or not moved, counts nothing; bad times are refused", () => {
    expect(poisonClockHours(7_200, 3_600)).toEqual({ hours: 0, carried: 0 });
    expect(poisonClockHours(7_200, 7_200)).toEqual({ hours: 0, carried: 0 });
    expect(() => poisonClockHours(Number.NaN, 3_600)).toThrow();
    expect(() => poisonClockHours(0, "3600" as never)).toThrow();
  });
});
