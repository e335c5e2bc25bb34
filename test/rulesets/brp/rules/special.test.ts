import { describe, expect, it } from "vitest";
import {
  breakShaft,
  breakStaunching,
  brpOptions,
  canEntangle,
  crushingParry,
  crushingStun,
  crushingThroughLocation,
  entangledUntilEndOfRound,
  entangleFollowUps,
  fallDamage,
  fallDiceCount,
  firstAidStopsBleeding,
  impaledMovementDamage,
  impaleRecovery,
  knockback,
  parryNegatesEntangle,
  selfRemoval,
  STAUNCH_ROUNDS_TO_STOP,
  STAUNCHING_GRADE,
  staunchNeedsRoll,
  staunchRound,
  woundToStaunch,
  STUNNED,
} from "../../../../src/rulesets/brp/rules/index.js";

describe("brp special damage", () => {
  it("BRP-SPC-3: staunching — a Stamina roll at the round's end holds the wound; dodging reopens it; actions Difficult meanwhile", () => {
    const pressing = { woundId: "w", heldRounds: 0, held: false };
    expect(staunchNeedsRoll(pressing)).toBe(true);
    // A failed Stamina roll: the wound still bleeds, and the next round's end asks again.
    expect(staunchRound(pressing, false)).toEqual({ staunching: { woundId: "w", heldRounds: 0, held: false }, stopped: false });
    const held = staunchRound(pressing, true).staunching;
    expect(held).toEqual({ woundId: "w", heldRounds: 0, held: true });
    expect(staunchNeedsRoll(held)).toBe(false);
    expect(breakStaunching(held)).toEqual({ woundId: "w", heldRounds: 0, held: false });
    expect(STAUNCHING_GRADE).toBe("difficult");
    expect(() => staunchRound(pressing, null)).toThrow();
  });

  it("BRP-SPC-3: the pressed wound is the chosen one while it bleeds, otherwise the newest bleeding wound", () => {
    const wounds = [
      { id: "old", bleeding: true },
      { id: "closed", bleeding: false },
      { id: "new", bleeding: true },
    ];
    expect(woundToStaunch(wounds)).toBe("new");
    expect(woundToStaunch(wounds, "old")).toBe("old");
    expect(woundToStaunch(wounds, "closed")).toBe("new");
    expect(woundToStaunch([{ id: "a", bleeding: false }])).toBeNull();
  });

  it("BRP-SPC-4: First Aid success stops bleeding; a wound held closed five rounds stops on its own", () => {
    expect(firstAidStopsBleeding("success")).toBe(true);
    expect(firstAidStopsBleeding("failure")).toBe(false);
    // Held at the end of round 1; rounds 2, 3, 4 and 5 held: still bleeding underneath; round 6 held is the fifth.
    let s = staunchRound({ woundId: "w", heldRounds: 0, held: false }, true).staunching;
    const stoppedAfter: boolean[] = [];
    for (let round = 2; round <= 6; round++) {
      const r = staunchRound(s, null);
      s = r.staunching;
      stoppedAfter.push(r.stopped);
    }
    expect(stoppedAfter).toEqual([false, false, false, false, true]);
    expect(s.heldRounds).toBe(STAUNCH_ROUNDS_TO_STOP);
  });

  it("BRP-SPC-6: crushing — a failed Stamina roll stuns for 1D3 rounds", () => {
    expect(crushingStun(true, 3)).toBe(0);
    expect(crushingStun(false, 2)).toBe(2);
  });

  it("BRP-SPC-7: stunned — no attacks, Idea roll to defend, attacks against are Easy, fleeing needs Idea and Agility", () => {
    expect(STUNNED).toMatchObject({ canAttack: false, defenceNeedsIdeaRoll: true, attacksAgainstGrade: "easy" });
    expect(STUNNED.fleeNeeds).toEqual(["idea", "agility"]);
  });

  it("BRP-SPC-8: a parried crushing special — blow vs item hit points; a win smashes through, a loss only hurts the item", () => {
    const won = crushingParry(15, 9, { hp: 12, maxHp: 12 }, 50);
    expect(won).toEqual({ activeWon: true, itemDamage: 12, itemDestroyed: true, throughDamage: 3 });
    const lost = crushingParry(8, 6, { hp: 12, maxHp: 12 }, 40);
    expect(lost).toEqual({ activeWon: false, itemDamage: 6, itemDestroyed: false, throughDamage: 0 });
    // Against a worn item: current or normal hit points (setting).
    expect(crushingParry(8, 6, { hp: 4, maxHp: 12 }, 65).activeWon).toBe(true);
    expect(crushingParry(8, 6, { hp: 4, maxHp: 12 }, 65, brpOptions({ crushingParryAgainst: "normalHp" })).activeWon).toBe(false);
  });

  it("BRP-SPC-9: the crushing blow that breaks through goes to the shield arm, or a random location after a weapon parry", () => {
    expect(crushingThroughLocation("shield")).toBe("leftArm");
    expect(crushingThroughLocation("shield", "rightArm")).toBe("rightArm");
    expect(crushingThroughLocation("weapon")).toBe("random");
  });

  it("BRP-SPC-11: entangling needs 3 m (garrotes excepted) and holds the target until the end of next round", () => {
    expect(canEntangle(2)).toBe(false);
    expect(canEntangle(3)).toBe(true);
    expect(canEntangle(0, true)).toBe(true);
    expect(entangledUntilEndOfRound(4)).toBe(5);
  });

  it("BRP-SPC-12: a controlled entangler opens the grapple effects next round; a leg cannot be disarmed", () => {
    expect(entangleFollowUps(false)).toEqual([]);
    expect(entangleFollowUps(true)).toHaveLength(7);
    expect(entangleFollowUps(true, "leftLeg")).not.toContain("disarmTarget");
  });

  it("BRP-SPC-13: only a critical parry negates a critical entangle", () => {
    expect(parryNegatesEntangle("critical", "critical")).toBe(true);
    expect(parryNegatesEntangle("critical", "special")).toBe(false);
    expect(parryNegatesEntangle("special", "success")).toBe(false);
  });

  it("BRP-SPC-15: getting an impaling weapon back — Difficult at once, full skill later while defenceless; thrown ones by Agility", () => {
    expect(impaleRecovery(false, true)).toEqual({ skill: "weapon", grade: "difficult", defencelessWhileExtracting: false });
    expect(impaleRecovery(false, false)).toEqual({ skill: "weapon", grade: null, defencelessWhileExtracting: true });
    expect(impaleRecovery(true, true)).toMatchObject({ skill: "agility", grade: "difficult" });
  });

  it("BRP-SPC-16: each significant movement with a spear or sword lodged costs half a weapon damage roll", () => {
    expect(impaledMovementDamage(7)).toBe(3);
    expect(impaledMovementDamage(8)).toBe(4);
  });

  it("BRP-SPC-17: pulling it out is STR vs damage so far (halved STR for awkward spots, Easy outside combat); failure costs 1D3", () => {
    expect(selfRemoval(12, 8, 70, 2)).toEqual({ freed: true, extraDamage: 0 });
    expect(selfRemoval(12, 8, 71, 2)).toEqual({ freed: false, extraDamage: 2 });
    expect(selfRemoval(12, 8, 50, 1, true).freed).toBe(false);
    expect(selfRemoval(12, 8, 95, 1, false, true).freed).toBe(true);
    expect(breakShaft(12, 10, 60)).toBe(true);
    expect(breakShaft(12, 10, 61)).toBe(false);
  });

  it("BRP-SPC-18: knockback — damage vs SIZ; the loser flies a metre per 5 points and must make Agility; a bigger winner makes the attacker stagger", () => {
    expect(knockback(12, 13, 14, 45)).toEqual({ knockedBack: true, metres: 2, obstacleDice: 0, agilityRollOrProne: true, attackerStaggersMetres: 0 });
    expect(knockback(20, 10, 14, 90, 1)).toMatchObject({ knockedBack: true, metres: 1, obstacleDice: 1 });
    expect(knockback(8, 16, 12, 60)).toEqual({ knockedBack: false, metres: 0, obstacleDice: 0, agilityRollOrProne: false, attackerStaggersMetres: 1 });
  });

  it("BRP-TV-21: a 6 m fall is 2D6; a Jump success's 1D6 reduction of 3 against 5 leaves 2 damage", () => {
    expect(fallDiceCount(6)).toBe(2);
    expect(fallDamage(5, 3)).toBe(2);
    expect(fallDamage(2, 3)).toBe(0);
  });
});

describe("brp impaled weapons and hampered targets", () => {
  it("BRP-SPC-16 / BRP-SPC-17: a lodged weapon stays on the wound until pulled out; moving or a failed pull adds damage to that wound", async () => {
    const { applyDamage, impaledWounds, impaledWoundDamage, newHarm, pullOutWeapon } = await import("../../../../src/rulesets/brp/rules/index.js");
    let h = applyDamage(newHarm(15), { id: "w", targetId: "t", amount: 6, round: 1, impaled: { weaponId: "spear", formula: "1D8+1", damageSoFar: 6, largerThanKnife: true, thrown: false } }).harm;
    expect(impaledWounds(h).map((w) => w.id)).toEqual(["w"]);
    h = impaledWoundDamage(h, "w", impaledMovementDamage(7), 2, "t").harm;
    expect(h.hp).toBe(6);
    expect(h.wounds[0]).toMatchObject({ damage: 9, remaining: 9, impaled: { damageSoFar: 9 } });
    h = pullOutWeapon(h, "w");
    expect(impaledWounds(h)).toEqual([]);
  });

  it("BRP-SPC-7 / BRP-FUM-7 / BRP-SPC-15: attacks against a stunned, helpless or extracting target are Easy", async () => {
    const { gradesAgainstTarget } = await import("../../../../src/rulesets/brp/rules/index.js");
    expect(gradesAgainstTarget({ stunned: true })).toEqual(["easy"]);
    expect(gradesAgainstTarget({ helpless: true })).toEqual(["easy"]);
    expect(gradesAgainstTarget({ extractingImpaledWeapon: true })).toEqual(["easy"]);
    expect(gradesAgainstTarget({})).toEqual([]);
  });
});
