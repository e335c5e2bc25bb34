import { describe, expect, it } from "vitest";
import { attackSituation, stepsForPc, visibilityAt } from "../../../src/rulesets/dusk/rules/situations.js";
import { rangeBand, rangeHindrance, shorterBand } from "../../../src/rulesets/dusk/rules/ranges.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";

const net = (s: Parameters<typeof attackSituation>[0]) => attackSituation(s).net;

describe("dusk ranges", () => {
  it("DB-RANGE-1: Immediate ≤ 10 ft, Short ≤ 50, Long ≤ 100, Extreme ≤ 500, then beyond (upper bounds inclusive)", () => {
    expect([0, 10, 10.5, 50, 51, 100, 101, 500, 501].map(rangeBand)).toEqual([
      "immediate", "immediate", "short", "short", "long", "long", "extreme", "extreme", "beyond",
    ]);
    expect(() => rangeBand(-1)).toThrow(/BadDistance/);
  });

  it("DB-RANGE-2: in a general melee everyone is Immediate; a foe who falls back is Short", () => {
    expect(rangeBand(5)).toBe("immediate");
    expect(rangeBand(30)).toBe("short");
  });

  it("DB-TV-5: a trooper 20 ft or 40 ft away is Short either way", () => {
    expect(rangeBand(20)).toBe("short");
    expect(rangeBand(40)).toBe("short");
  });
});

describe("dusk situational modifiers", () => {
  it("DB-SIT-1: partial cover hinders the attack one step; full cover forbids it unless the attack goes through, and then it still counts as cover", () => {
    expect(net({ mode: "melee", cover: "partial" })).toBe(1);
    expect(attackSituation({ mode: "ranged", cover: "full" })).toMatchObject({ possible: false, reason: "fullCover" });
    expect(net({ mode: "ranged", targetBand: "short", cover: "full", penetratesCover: true })).toBe(1);
    expect(attackSituation({ mode: "melee", cover: "partial" }, duskOptions({ coverSteps: 2 })).net).toBe(2);
  });

  it("DB-SIT-2: a prone target is easier in melee, harder at range", () => {
    expect(net({ mode: "melee", targetProne: true })).toBe(-1);
    expect(net({ mode: "ranged", targetBand: "short", targetProne: true })).toBe(1);
  });

  it("DB-SIT-3: attacks from higher ground are eased; an NPC on high ground hinders the PC's defence", () => {
    const high = attackSituation({ mode: "melee", attackerHigherGround: true });
    expect(high.net).toBe(-1);
    expect(stepsForPc(high, "attacker")).toEqual({ ease: 1, hinder: 0 });
    expect(stepsForPc(high, "defender")).toEqual({ ease: 0, hinder: 1 });
  });

  it("DB-SIT-4: an unaware target eases the attack two steps, one that is on guard but unsure one step", () => {
    expect(net({ mode: "ranged", targetBand: "short", surprise: "unaware" })).toBe(-2);
    expect(net({ mode: "melee", surprise: "unsure" })).toBe(-1);
    expect(net({ mode: "melee", surprise: "none" })).toBe(0);
  });

  it("DB-SIT-5: melee reaches foes within Immediate with no range modifier", () => {
    expect(attackSituation({ mode: "melee", targetBand: "immediate" })).toMatchObject({ possible: true, net: 0 });
    expect(attackSituation({ mode: "melee" })).toMatchObject({ possible: true, net: 0 });
    // Beyond reach a melee attack cannot be made at all.
    for (const band of ["short", "long", "extreme", "beyond"] as const) {
      expect(attackSituation({ mode: "melee", targetBand: band })).toMatchObject({ possible: false, reason: "outOfReach" });
    }
  });

  it("DB-SIT-6: one step per band past the weapon's range, up to its maximum; farther is impossible", () => {
    const bow = { range: "short" as const };
    expect(rangeHindrance(bow, "short")).toEqual({ possible: true, steps: 0 });
    expect(rangeHindrance(bow, "long")).toEqual({ possible: true, steps: 1 });
    expect(rangeHindrance(bow, "extreme")).toEqual({ possible: false, steps: 0 });
    expect(rangeHindrance({ range: "short", maxRange: "extreme" }, "extreme")).toEqual({ possible: true, steps: 2 });
    expect(rangeHindrance(bow, "beyond").possible).toBe(false);
    expect(attackSituation({ mode: "ranged", targetBand: "extreme", weapon: bow })).toMatchObject({ possible: false, reason: "outOfRange" });
    expect(net({ mode: "ranged", targetBand: "long", weapon: bow })).toBe(1);
  });

  it("DB-SIT-7: a ranged attack at Immediate range is eased (point blank)", () => {
    expect(net({ mode: "ranged", targetBand: "immediate", weapon: { range: "short" } })).toBe(-1);
    expect(net({ mode: "melee", targetBand: "immediate" })).toBe(0);
  });

  it("DB-SIT-8: dim light — clear at Immediate, hindered at Short, unseen beyond; very dim — hindered at Immediate; darkness — unseen", () => {
    expect((["immediate", "short", "long"] as const).map((b) => visibilityAt("dim", b))).toEqual(["clear", "hindered", "unseen"]);
    expect((["immediate", "short"] as const).map((b) => visibilityAt("veryDim", b))).toEqual(["hindered", "unseen"]);
    expect(visibilityAt("darkness", "immediate")).toBe("unseen");
    expect(visibilityAt("bright", "extreme")).toBe("clear");
    expect(net({ mode: "ranged", targetBand: "short", light: "dim" })).toBe(1);
    // Unseen targets are treated as invisible: two steps.
    expect(net({ mode: "ranged", targetBand: "long", light: "dim" })).toBe(2);
  });

  it("DB-SIT-9: light obscurement hinders ranged attacks; heavy makes ranged as darkness and hinders melee; hidden cannot be targeted; invisible is two steps", () => {
    expect(net({ mode: "ranged", targetBand: "short", obscurement: "light" })).toBe(1);
    expect(net({ mode: "melee", obscurement: "light" })).toBe(0);
    expect(net({ mode: "ranged", targetBand: "short", obscurement: "heavy" })).toBe(2);
    expect(net({ mode: "melee", obscurement: "heavy" })).toBe(1);
    expect(attackSituation({ mode: "melee", targetHidden: true })).toMatchObject({ possible: false, reason: "hidden" });
    expect(net({ mode: "melee", targetInvisible: true })).toBe(2);
  });

  it("DB-SIT-10: deep water hinders attacks (not for aquatic creatures); underwater melee stabbing 1, slashing/bashing 2; ranged only with weapons that work, hindered 1, one band shorter", () => {
    expect(net({ mode: "melee", attackerInDeepWater: true })).toBe(1);
    expect(net({ mode: "melee", attackerInDeepWater: true, attackerAquatic: true })).toBe(0);
    expect(net({ mode: "melee", underwater: true, cut: "stabbing" })).toBe(1);
    expect(net({ mode: "melee", underwater: true, cut: "slashing" })).toBe(2);
    expect(net({ mode: "melee", underwater: true, cut: "bashing" })).toBe(2);
    expect(attackSituation({ mode: "ranged", targetBand: "short", underwater: true, weapon: { range: "short" } })).toMatchObject({ possible: false, reason: "underwater" });
    const speargun = { range: "long" as const, worksUnderwater: true };
    // Long shrinks to Short underwater: a Long target is now one band past range, plus one step for water.
    expect(net({ mode: "ranged", targetBand: "long", underwater: true, weapon: speargun })).toBe(2);
    expect(shorterBand("long")).toBe("short");
    expect(shorterBand("immediate")).toBe("immediate");
  });

  it("DB-SIT-11: ranged attacks are hindered per move of target and shooter (Immediate 1, Short 2), stacking; melee ignores movement", () => {
    expect(net({ mode: "ranged", targetBand: "short", targetMoved: "immediate" })).toBe(1);
    expect(net({ mode: "ranged", targetBand: "short", targetMoved: "short", attackerMoved: "immediate" })).toBe(3);
    expect(net({ mode: "ranged", targetBand: "short", targetMoved: "short", attackerMoved: "short", movedTogether: true })).toBe(0);
    expect(net({ mode: "melee", targetMoved: "short", attackerMoved: "short" })).toBe(0);
  });

  it("DB-ACT-2: a charging attacker's melee attack is eased one step", () => {
    expect(net({ mode: "melee", attackerCharging: true })).toBe(-1);
  });

  it("DB-ACT-3: Defend eases the PC's defence roll by one step", () => {
    const plain = attackSituation({ mode: "melee" });
    expect(stepsForPc(plain, "defender", { defending: true })).toEqual({ ease: 1, hinder: 0 });
    expect(stepsForPc(plain, "attacker", { defending: true })).toEqual({ ease: 0, hinder: 0 });
  });

  it("DB-ACT-7: having taken cover hinders the next attack against the PC, i.e. eases its defence", () => {
    const r = attackSituation({ mode: "ranged", targetBand: "short", targetTookCover: true });
    expect(r.net).toBe(1);
    expect(stepsForPc(r, "defender")).toEqual({ ease: 1, hinder: 0 });
  });

  it("DB-ACT-8: an enemy intercepted by a protector is hindered acting against others", () => {
    expect(net({ mode: "melee", attackerIntercepted: true })).toBe(1);
  });

  it("modifiers add up into one net value and a blocked attack cannot be turned into steps", () => {
    const r = attackSituation({ mode: "ranged", targetBand: "short", cover: "partial", surprise: "unaware", targetMoved: "immediate" });
    expect(r.modifiers).toEqual([
      { source: "cover", steps: 1 },
      { source: "surprise", steps: -2 },
      { source: "targetMoved", steps: 1 },
    ]);
    expect(r.net).toBe(0);
    expect(stepsForPc(r, "attacker", { pcHinder: 1 })).toEqual({ ease: 0, hinder: 1 });
    expect(() => stepsForPc(attackSituation({ mode: "melee", targetHidden: true }), "attacker")).toThrow(/CannotAttack/);
  });
});
