import { describe, expect, it } from "vitest";
import { exhausted, FATIGUE_PER_BLEEDING_ROUND, fatiguePoints, repairedStructure, structureDamage } from "../../../../src/rulesets/brp/rules/index.js";
import { rollState } from "../../../../src/rulesets/brp/flows/dialog-state.js";

describe("brp objects and vehicles", () => {
  it("BRP-FVTT-1 / BRP-WND-6: a door of 20 hit points and armor 4 hit for 9 loses 5; hit for 30 it loses the 16 it has left and breaks", () => {
    const door = { value: 20, max: 20 };
    expect(structureDamage(door, 9, 4)).toEqual({ structure: { value: 15, max: 20 }, taken: 5, stopped: 4, broken: false });
    expect(structureDamage({ value: 16, max: 20 }, 30, 4)).toEqual({ structure: { value: 0, max: 20 }, taken: 16, stopped: 4, broken: true });
  });

  it("BRP-FVTT-1: a blow the armor stops leaves the object as it was; a critical that ignores armor takes it all", () => {
    expect(structureDamage({ value: 12, max: 12 }, 3, 4)).toMatchObject({ structure: { value: 12 }, taken: 0, stopped: 3 });
    expect(structureDamage({ value: 12, max: 12 }, 9, 4, true)).toMatchObject({ structure: { value: 3 }, taken: 9, stopped: 0 });
  });

  it("BRP-FVTT-1: repairs give hit points back up to the whole object's", () => {
    expect(repairedStructure({ value: 12, max: 20 }, 5)).toEqual({ value: 17, max: 20 });
    expect(repairedStructure({ value: 17, max: 20 }, 10)).toEqual({ value: 20, max: 20 });
  });
});

describe("brp fatigue points", () => {
  it("BRP-DATA-1: fatigue points are STR + CON (Yvarre: 14 + 18 = 32); at 0 or fewer she is exhausted (PROPOSAL)", () => {
    expect(fatiguePoints(14, 18)).toBe(32);
    expect([1, 0, -3].map((points) => exhausted(points))).toEqual([false, true, true]);
  });

  it("BRP-SPC-2: a round of bleeding costs one fatigue point", () => {
    expect(FATIGUE_PER_BLEEDING_ROUND).toBe(1);
  });

  it("BRP-DATA-1: an exhausted roller's chance is one grade harder: First Aid 47 becomes 24 (PROPOSAL)", () => {
    const input = { kind: "skill", name: "Yvarre", label: "First Aid", target: "", skill: 47, missile: null, melee: true, defences: [] } as const;
    expect(rollState(input, { grade: "normal", flat: 0, distance: 0, defence: 0 }).chance).toBe(47);
    expect(rollState({ ...input, exhausted: true }, { grade: "normal", flat: 0, distance: 0, defence: 0 }).chance).toBe(24);
  });
});
