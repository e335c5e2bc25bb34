import { describe, expect, it } from "vitest";
import { fearEasesAfterFight, recoverFear } from "../../../../src/rulesets/pool/rules/index.js";
import { fearEasesBetweenScenes } from "../../../../src/rulesets/pool/rules/recovery.js";

describe("Fear between scenes (FC-HEAL-3, FC-FVTT-7)", () => {
  it("FC-HEAL-3: when the fight ends, those with Fear ticked who are not dead are offered a point back; the fearless and the dead are not", () => {
    const creatures = [
      { id: "aldric", fear: { value: 2, max: 3 }, wound: { value: 1, max: 3 } },
      { id: "bertoz", fear: { value: 0, max: 3 }, wound: { value: 0, max: 3 } },
      { id: "guard", fear: { value: 3, max: 3 }, wound: { value: 4, max: 3 } },
      { id: "fled", fear: { value: 4, max: 3 }, wound: { value: 0, max: 3 } },
    ];
    expect(fearEasesAfterFight(creatures)).toEqual(["aldric", "fled"]);
    // A yes from the GM restores exactly one point: Aldric 2 → 1, the one who fled 4 → 3.
    expect(recoverFear({ value: 2, max: 3 }, false).value).toBe(1);
    expect(recoverFear({ value: 4, max: 3 }, false).value).toBe(3);
  });

  it("FC-HEAL-3: bad input is refused", () => {
    expect(() => fearEasesAfterFight([{ id: 3 as never, fear: { value: 1, max: 3 }, wound: { value: 0, max: 3 } }])).toThrow();
    expect(() => fearEasesAfterFight("x" as never)).toThrow();
  });
  it("FC-HEAL-3: when the GM leaves a scene, the same creatures are offered a point back, except those the scene's fight already asked about", () => {
    const creatures = [
      { id: "aldric", fear: { value: 2, max: 3 }, wound: { value: 1, max: 3 } },
      { id: "mercenary", fear: { value: 1, max: 3 }, wound: { value: 0, max: 3 } },
      { id: "guard", fear: { value: 3, max: 3 }, wound: { value: 4, max: 3 } },
    ];
    expect(fearEasesBetweenScenes(creatures, [])).toEqual(["aldric", "mercenary"]);
    expect(fearEasesBetweenScenes(creatures, ["aldric"])).toEqual(["mercenary"]);
    expect(() => fearEasesBetweenScenes(creatures, [3] as never)).toThrow();
  });
});
