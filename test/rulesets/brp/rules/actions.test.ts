import { describe, expect, it } from "vitest";
import {
  actionRanks,
  ANYTIME_ACTIONS,
  attackRefusal,
  brpOptions,
  dyingBlowRoll,
  isDying,
  mayRollDyingBlow,
  newHarm,
  NO_DYING_BLOW,
  splitChance,
  checkSkillSplit,
  delayRank,
  disengageSucceeds,
  dyingBlow,
  evenSplit,
  finalWordsRolls,
  intentRefusal,
  isEngaged,
  maxAttacks,
  MOVE_LIMITS,
  movementFactor,
  RANK_ACTIONS,
  successThresholds,
  usePower,
} from "../../../../src/rulesets/brp/rules/index.js";
import { RulesError } from "../../../../src/core/errors.js";

describe("brp actions", () => {
  it("BRP-ACT-1: engaged or unengaged limits the statement — engaged: no Move, Noncombat or Engage (BRP-ACT-6, -8, -9); unengaged: no Disengage (BRP-ACT-10); unset: anything", () => {
    for (const action of ["move", "noncombat", "engage"]) expect(intentRefusal(action, "engaged"), action).toBe("FRAY.Brp.Intent.NeedsUnengaged");
    for (const action of ["attack", "disengage", "defensive", "power", "none"]) expect(intentRefusal(action, "engaged"), action).toBeNull();
    expect(intentRefusal("disengage", "unengaged")).toBe("FRAY.Brp.Intent.NeedsEngaged");
    for (const action of ["move", "noncombat", "engage", "attack"]) expect(intentRefusal(action, "unengaged"), action).toBeNull();
    for (const action of ["move", "disengage"]) expect(intentRefusal(action, null), action).toBeNull();
  });

  it("BRP-ACT-1: engaged within swinging distance of a foe", () => {
    expect(isEngaged(1.5)).toBe(true);
    expect(isEngaged(6)).toBe(false);
  });

  it("BRP-ACT-4: each further action comes 5 DEX ranks later; nothing at rank 0 or below", () => {
    expect(actionRanks(12, 3)).toEqual([12, 7, 2]);
    expect(actionRanks(8, 3)).toEqual([8, 3]);
    expect(actionRanks(5, 2)).toEqual([5]);
    expect(actionRanks(0, 1)).toEqual([]);
  });

  it("BRP-ACT-5: one rank action (move, attack, noncombat, engage, disengage) plus anytime parry, dodge, defensive stance, speech", () => {
    expect(RANK_ACTIONS).toEqual(["move", "attack", "noncombat", "engage", "disengage", "power"]);
    expect(ANYTIME_ACTIONS).toEqual(["parry", "dodge", "fightDefensively", "speak"]);
  });

  it("BRP-ACT-6: moving 6-15 m halves the rank, 16-29 m quarters it (rounding up, before the −5 steps); 30 m is the whole round", () => {
    expect([0, 5, 6, 15, 16, 29, 30].map(movementFactor)).toEqual([1, 1, 0.5, 0.5, 0.25, 0.25, null]);
    expect(actionRanks(13, 1, 10)).toEqual([7]);
    expect(actionRanks(3, 1, 20)).toEqual([1]);
    expect(actionRanks(14, 1, 30)).toEqual([]);
    expect(MOVE_LIMITS.fullRound).toBe(30);
  });

  it("BRP-TV-17: DEX 14 — 10 m then attack at 7; 20 m at 4; 10 m then two noncombat actions at 7 and 2", () => {
    expect(actionRanks(14, 1, 10)).toEqual([7]);
    expect(actionRanks(14, 1, 20)).toEqual([4]);
    expect(actionRanks(14, 2, 10)).toEqual([7, 2]);
  });

  it("BRP-ACT-7: an attack may come with up to 5 m of movement at no cost", () => {
    expect(actionRanks(14, 1, 5)).toEqual([14]);
  });

  it("BRP-ACT-8: extra noncombat actions cost 5 ranks each", () => {
    expect(actionRanks(16, 3)).toEqual([16, 11, 6]);
  });

  it("BRP-ACT-9: engaging moves up to 5 m and attacks without penalty", () => {
    expect(actionRanks(11, 1, MOVE_LIMITS.freeWithAttack)).toEqual([11]);
  });

  it("BRP-ACT-10: disengaging works when every defence that round succeeded, or when none was needed", () => {
    expect(disengageSucceeds(["success", "special"])).toBe(true);
    expect(disengageSucceeds(["success", "failure"])).toBe(false);
    expect(disengageSucceeds([])).toBe(true);
  });

  it("BRP-ACT-11: speaking is free at any time", () => {
    expect(ANYTIME_ACTIONS).toContain("speak");
    expect(RANK_ACTIONS).not.toContain("speak");
  });

  it("BRP-SOI-3: a delay must go to a later rank; past rank 1 the action is lost", () => {
    expect(delayRank(12, 5)).toBe(5);
    expect(delayRank(12, 0)).toBeNull();
    expect(() => delayRank(5, 7)).toThrow(RulesError);
  });

  it("BRP-POW-2: a non-instantaneous power takes effect next round", () => {
    expect(usePower(10, { cost: 2, instantaneous: false }, 3).takesEffectRound).toBe(4);
    expect(usePower(10, { cost: 2, instantaneous: true }, 3).takesEffectRound).toBe(3);
  });

  it("BRP-POW-6: power points are spent when the power is used; not enough means no power", () => {
    expect(usePower(14, { cost: 3, instantaneous: true }, 1).powerPoints).toBe(11);
    expect(() => usePower(2, { cost: 3, instantaneous: true }, 1)).toThrow(/NotEnoughPowerPoints/);
  });
});

describe("brp options on actions", () => {
  it("BRP-OPT-1: a skill of 100%+ splits into attacks of 50%+ using every point", () => {
    expect(checkSkillSplit(101, [51, 50])).toEqual([51, 50]);
    expect(() => checkSkillSplit(101, [52, 50])).toThrow(/InvalidSplit/);
    expect(() => checkSkillSplit(99, [50, 49])).toThrow(/InvalidSplit/);
    expect(maxAttacks(151)).toBe(3);
    expect(maxAttacks(90)).toBe(1);
    // Higher skills widen the critical and special ranges.
    expect(successThresholds(150)).toMatchObject({ critical: 8, special: 30 });
  });

  it("BRP-TV-10: 101 → 51 + 50; 151 → 75 + 76, 92 + 59 or 50 + 50 + 51", () => {
    expect(evenSplit(101, 2).reduce((a, b) => a + b)).toBe(101);
    expect(evenSplit(101, 2)).toEqual([50, 51]);
    for (const parts of [[75, 76], [92, 59], [50, 50, 51]]) expect(checkSkillSplit(151, parts)).toEqual(parts);
    expect(() => checkSkillSplit(151, [100, 51, 0])).toThrow(RulesError);
    expect(actionRanks(14, 3)).toEqual([14, 9, 4]);
  });

  it("BRP-TV-10: 151% split in two with 92 points to the first attack is 92% then 59%; 102 first (49 left) or 49 first is refused", () => {
    expect([0, 1].map((i) => splitChance(151, 2, i, 92))).toEqual([92, 59]);
    expect([0, 1].map((i) => splitChance(151, 2, i))).toEqual([75, 76]);
    // Three attacks with 51 first: the other 100 shared as 50 and 50.
    expect([0, 1, 2].map((i) => splitChance(151, 3, i, 51))).toEqual([51, 50, 50]);
    expect(() => splitChance(151, 2, 0, 102)).toThrow(/InvalidSplit/);
    expect(() => splitChance(151, 2, 0, 49)).toThrow(/InvalidSplit/);
    expect(() => splitChance(151, 2, 0, 200)).toThrow(/InvalidSplit/);
  });

  it("BRP-OPT-5: dying blows — one last action after a Stamina roll per round of waiting; a failure means death first", () => {
    const start = { staminaRollsMade: 0, used: false };
    const ok = dyingBlow(start, true);
    expect(ok).toMatchObject({ mayAct: true, diesNow: false });
    expect(ok.state.staminaRollsMade).toBe(1);
    const died = dyingBlow(ok.state, false);
    expect(died).toMatchObject({ mayAct: false, diesNow: true });
    expect(dyingBlow(died.state, true).mayAct).toBe(false);
    expect(finalWordsRolls(2)).toBe(2);
  });

  it("BRP-TV-10: the roll dialog's even splits — 151% in two is 75% then 76%, in three 50%, 50%, 51%; 101% in two 50% then 51%", () => {
    expect([splitChance(151, 2, 0), splitChance(151, 2, 1)]).toEqual([75, 76]);
    expect([0, 1, 2].map((i) => splitChance(151, 3, i))).toEqual([50, 50, 51]);
    expect([splitChance(101, 2, 0), splitChance(101, 2, 1)]).toEqual([50, 51]);
    expect(splitChance(151, 1, 0)).toBe(151);
    // 151% cannot make four attacks of 50% or more.
    expect(() => splitChance(151, 4, 0)).toThrow(/InvalidSplit/);
    expect(() => splitChance(90, 2, 0)).toThrow(/InvalidSplit/);
  });

  it("BRP-OPT-5: a fatally wounded guard (0 HP) attacks only with the option on and a Stamina roll made this round; a failed roll kills him first", () => {
    const fatal = { ...newHarm(14), hp: 0, fatal: { round: 3, deathAfterRound: 4 } };
    const off = brpOptions();
    const on = brpOptions({ dyingBlows: true });
    expect(attackRefusal(newHarm(14), 3, NO_DYING_BLOW, off)).toBeNull();
    expect(attackRefusal(fatal, 3, NO_DYING_BLOW, off)).toBe("FRAY.Brp.Error.FatallyWounded");
    expect(attackRefusal(fatal, 3, NO_DYING_BLOW, on)).toBe("FRAY.Brp.DyingBlow.RollFirst");
    expect(isDying(fatal)).toBe(true);
    expect(isDying({ ...fatal, hp: 1 })).toBe(false);
    expect(isDying({ ...fatal, dead: true })).toBe(false);
    expect(isDying(newHarm(14))).toBe(false);
    expect(mayRollDyingBlow(fatal, NO_DYING_BLOW, 3, off)).toBe(false);
    expect(mayRollDyingBlow(fatal, NO_DYING_BLOW, 3, on)).toBe(true);
    const ready = dyingBlowRoll(NO_DYING_BLOW, true, 3);
    expect(ready).toEqual({ record: { staminaRollsMade: 1, used: false, readyRound: 3 }, diesNow: false });
    expect(attackRefusal(fatal, 3, ready.record, on)).toBeNull();
    expect(mayRollDyingBlow(fatal, ready.record, 3, on)).toBe(false);
    // Put off to round 4: another roll first.
    expect(attackRefusal(fatal, 4, ready.record, on)).toBe("FRAY.Brp.DyingBlow.RollFirst");
    expect(dyingBlowRoll(ready.record, false, 4).diesNow).toBe(true);
    expect(attackRefusal(fatal, 3, { ...ready.record, used: true }, on)).toBe("FRAY.Brp.Error.CannotFight");
    expect(attackRefusal({ ...fatal, dead: true }, 3, ready.record, on)).toBe("FRAY.Brp.Error.CannotFight");
  });
});
