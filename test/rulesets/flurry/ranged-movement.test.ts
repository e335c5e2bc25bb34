import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import {
  ACTION_TABLE,
  LOCOMOTION_MODES,
  MOVEMENT_PENALTY,
  OBSTACLE_TABLE,
  RANGE_TABLE,
  TERRAIN_TABLE,
  actionMovementCost,
  actionType,
  calledShotModifier,
  facingChangeCost,
  flurryOptions,
  hexesAllowed,
  isConfrontational,
  maxPaceOf,
  missileRollModifier,
  missileTargetLevel,
  movementRate,
  movementWithAction,
  needsBalanceRoll,
  nextDangerStatus,
  obstacleCheck,
  obstacleSkill,
  paceFor,
  passThrough,
  payForStep,
  phaseBudget,
  rangeBand,
  shotsPerRound,
  stepCost,
} from "../../../src/rulesets/flurry/rules/index.js";

const defaults = flurryOptions();

describe("flurry missiles", () => {
  it("WC-RNG-4: the range table (Point Blank ×1/10 +0 … Extreme ×5 +20)", () => {
    // [modifier, multiple of the base range] per band.
    expect(Object.fromEntries(RANGE_TABLE.map((r) => [r.key, [r.modifier, r.times]]))).toEqual({
      pointBlank: [0, 0.1],
      short: [5, 1],
      medium: [10, 2],
      long: [15, 3],
      extreme: [20, 5],
    });
  });

  it("WC-RNG-6: bands by distance from the base range; beyond ×5 is out of range; modifiers raise the target level only", () => {
    const band = (d: number) => rangeBand(d, 50).key;
    expect([0, 5, 6, 50, 51, 100, 150, 250].map(band)).toEqual(["pointBlank", "pointBlank", "short", "short", "medium", "medium", "long", "extreme"]);
    expect(() => rangeBand(251, 50)).toThrow(/OutOfRange/);
    expect(() => rangeBand(10, 0)).toThrow(/BadBaseRange/);
    expect(() => rangeBand(-1, 10)).toThrow(/BadDistance/);
    // The roll never includes the range modifier.
    expect(missileRollModifier({ skill: 4, dexterityMod: 1 })).toBe(5);
  });

  it("WC-RNG-5: target levels by what the target is doing", () => {
    expect(missileTargetLevel({ state: "unawareStill", rangeModifier: 5 })).toBe(15);
    expect(missileTargetLevel({ state: "unawareMoving", rangeModifier: 0 })).toBe(15);
    expect(missileTargetLevel({ state: "unawareErratic", rangeModifier: 10 })).toBe(30);
    expect(missileTargetLevel({ state: "awareEvading", rangeModifier: 0, targetDefense: 12 })).toBe(27);
    expect(() => missileTargetLevel({ state: "awareEvading", rangeModifier: 0 })).toThrow(/DefenseNeeded/);
  });

  it("WC-TV-11: unaware & moving at Short ⇒ 20; aware & evading with Defense 14 at Medium ⇒ 39; obstructed in mêlée ⇒ +5", () => {
    expect(missileTargetLevel({ state: "unawareMoving", rangeModifier: rangeBand(40, 40).modifier })).toBe(20);
    expect(missileTargetLevel({ state: "awareEvading", targetDefense: 14, rangeModifier: rangeBand(80, 40).modifier })).toBe(39);
    expect(missileTargetLevel({ state: "unawareMoving", rangeModifier: 5, obstructedInMelee: true })).toBe(25);
  });

  it("WC-RNG-8: firing into a mêlée at a screened target adds 5", () => {
    expect(missileTargetLevel({ state: "unawareStill", rangeModifier: 0, obstructedInMelee: true }) - missileTargetLevel({ state: "unawareStill", rangeModifier: 0 })).toBe(5);
  });

  it("WC-RNG-3: 3d6 + skill + DEX + own movement + called shot + other modifiers", () => {
    expect(missileRollModifier({ skill: 6, dexterityMod: 2, shooterPace: "jog", calledShot: -2, woundPenalty: -1, other: 1 })).toBe(4);
  });

  it("WC-RNG-7: calling a location: free / −3 at Point Blank, −2 / −5 at Short, impossible beyond", () => {
    expect(calledShotModifier("pointBlank", "general")).toBe(0);
    expect(calledShotModifier("pointBlank", "subLocation")).toBe(-3);
    expect(calledShotModifier("short", "general")).toBe(-2);
    expect(calledShotModifier("short", "subLocation")).toBe(-5);
    expect(() => calledShotModifier("medium", "general")).toThrow(/CalledShotTooFar/);
  });

  it("WC-RNG-9: an accidental hit on someone in the flight path uses skill −5", () => {
    expect(missileRollModifier({ skill: 9, dexterityMod: 1, accidental: true })).toBe(-4);
  });

  it("WC-RNG-10: the shooter's own pace uses the movement penalties; target movement is priced by its state only", () => {
    expect(missileRollModifier({ skill: 5, dexterityMod: 0, shooterPace: "run" })).toBe(2);
    expect(missileRollModifier({ skill: 5, dexterityMod: 0, shooterPace: "sprint" })).toBe(0);
  });

  it("WC-RNG-1: Point Blank against an aware target is confrontational; otherwise archery rules", () => {
    expect(isConfrontational("pointBlank", true)).toBe(true);
    expect(isConfrontational("pointBlank", false)).toBe(false);
    expect(isConfrontational("short", true)).toBe(false);
  });

  it("WC-RNG-2: two shots a round (movement and adjustment) unless the weapon needs loading", () => {
    expect(shotsPerRound({ needsLoadAction: false })).toEqual({ count: 2, phases: ["movement", "adjustment"] });
    expect(shotsPerRound({ needsLoadAction: true })).toEqual({ count: 1, phases: ["movement"] });
  });
});

describe("flurry movement", () => {
  it("WC-FACE-2: front hexes cost normal MP, flank and rear double; pivoting 1 MP, free while stepping forward", () => {
    expect(stepCost({ terrain: "open" }, "front", defaults)).toBe(1);
    expect(stepCost({ terrain: "open" }, "leftFlank", defaults)).toBe(2);
    expect(stepCost({ terrain: "open" }, "rear", defaults)).toBe(2);
    expect(facingChangeCost(false)).toBe(1);
    expect(facingChangeCost(true)).toBe(0);
  });

  it("WC-TV-12: open front 1, flank/rear 2, pivot 1; rough front 2, flank 4 (or 3 with the additive option)", () => {
    expect(stepCost({ terrain: "open" }, "front", defaults) + facingChangeCost(true)).toBe(1);
    expect([stepCost({ terrain: "open" }, "leftFlank", defaults), stepCost({ terrain: "open" }, "rear", defaults)]).toEqual([2, 2]);
    expect(facingChangeCost(false)).toBe(1);
    expect(stepCost({ terrain: "rough" }, "front", defaults)).toBe(2);
    expect(stepCost({ terrain: "rough" }, "rightFlank", defaults)).toBe(4);
    expect(stepCost({ terrain: "rough" }, "rightFlank", flurryOptions({ facingCostRule: "add" }))).toBe(3);
    expect(stepCost({ terrain: "open" }, "rear", flurryOptions({ facingCostRule: "add" }))).toBe(2);
  });

  it("WC-MOV-1: each mode of locomotion has its own rate", () => {
    expect(LOCOMOTION_MODES).toEqual(["walk", "shuffle", "run", "crawl", "swing", "jump", "dive", "tumble"]);
    expect(movementRate({ walk: 4, run: 8 }, "run")).toBe(8);
    expect(movementRate({ walk: 4 }, "swing")).toBe(0);
  });

  it("WC-MOV-2: half the rate in the movement phase (odd MP rounded up there), the rest in adjustment", () => {
    expect([phaseBudget(7, "movement"), phaseBudget(7, "adjustment")]).toEqual([4, 3]);
    expect([phaseBudget(6, "movement"), phaseBudget(6, "adjustment")]).toEqual([3, 3]);
    expect(phaseBudget(0, "movement")).toBe(0);
  });

  it("WC-MOV-3: paces are actor data; the pace used is the slowest one covering the hexes moved", () => {
    const paces = { creep: 1, walk: 3, jog: 5, run: 8, sprint: 12 };
    expect([0, 1, 2, 5, 8, 12, 13].map((h) => paceFor(h, paces))).toEqual(["creep", "creep", "walk", "jog", "run", "sprint", "max"]);
  });

  it("WC-MOV-4: the terrain table and its max paces; uphill doubles; treacherous keeps the cost but caps at Creep", () => {
    expect(TERRAIN_TABLE).toEqual({
      open: { cost: 1, maxPace: "max" },
      rough: { cost: 2, maxPace: "run" },
      slick: { cost: 2, maxPace: "walk", allowsSlide: true },
      waterMiredSandy: { cost: 2, maxPace: "jog" },
    });
    expect(stepCost({ terrain: "rough", uphill: true }, "front", defaults)).toBe(4);
    expect(stepCost({ terrain: "open", treacherous: true }, "front", defaults)).toBe(1);
    expect(maxPaceOf({ terrain: "open", treacherous: true })).toBe("creep");
    expect(needsBalanceRoll({ terrain: "rough" }, "sprint")).toBe(true);
    expect(needsBalanceRoll({ terrain: "rough" }, "run")).toBe(false);
    expect(needsBalanceRoll({ terrain: "slick" }, "slide")).toBe(false);
    expect(needsBalanceRoll({ terrain: "open" }, "slide")).toBe(true);
    expect(needsBalanceRoll({ terrain: "waterMiredSandy" }, "run")).toBe(true);
  });

  it("WC-MOV-5: a step too dear for the MP left carries over to the next phase", () => {
    const first = payForStep(4, 3);
    expect(first).toEqual({ entered: false, mpLeft: 0, progress: { paidTowardsStep: 3 } });
    expect(payForStep(4, 3, first.progress)).toEqual({ entered: true, mpLeft: 2, progress: { paidTowardsStep: 0 } });
    expect(payForStep(1, 3).mpLeft).toBe(2);
  });

  it("WC-MOV-6: obstacles cost +1 MP when passed; the skill table; failure halts movement", () => {
    expect(OBSTACLE_TABLE).toHaveLength(15);
    expect(stepCost({ terrain: "open", obstacle: true }, "front", defaults)).toBe(2);
    expect(obstacleSkill("jumpAcrossGap", { acrobatics: 5, jumping: 3 })).toEqual({ skill: 3, attribute: "STR" });
    expect(obstacleSkill("slideDownBalustrade", { balance: 4 })).toEqual({ skill: 4, attribute: "AGL" });
    expect(() => obstacleSkill("fly", {})).toThrow(/UnknownObstacle/);
    expect(obstacleCheck(new ReplayDice([4, 4, 4]), 2, 1, 14)).toMatchObject({ haltsMovement: false, extraCost: 1 });
    expect(obstacleCheck(new ReplayDice([4, 4, 3]), 2, 1, 14)).toMatchObject({ haltsMovement: true, extraCost: 0 });
  });

  it("WC-MOV-7: stopped in a danger zone; a one-hex adjustment next phase; held next round until resolved; free once clear", () => {
    let s = nextDangerStatus("clear", "enteredDanger");
    expect([s, hexesAllowed(s)]).toEqual(["stoppedThisPhase", 0]);
    s = nextDangerStatus(s, "phaseEnded");
    expect([s, hexesAllowed(s)]).toEqual(["oneHexAdjustment", 1]);
    s = nextDangerStatus(s, "phaseEnded");
    expect([s, hexesAllowed(s)]).toEqual(["heldUntilResolved", 0]);
    s = nextDangerStatus(s, "threatResolved");
    expect(s).toBe("oneHexAdjustment");
    expect(hexesAllowed(nextDangerStatus(s, "reachedSafeHex"))).toBe("normal");
  });

  it("WC-MOV-7: a one-hex adjustment into another danger zone holds him next round until that threat is resolved, then one hex again", () => {
    // Movement phase: stopped on entering; adjustment phase: one hex, which lands in a second zone.
    let s = nextDangerStatus(nextDangerStatus("clear", "enteredDanger"), "phaseEnded");
    s = nextDangerStatus(s, "enteredDanger");
    expect([s, hexesAllowed(s)]).toEqual(["heldUntilResolved", 0]);
    // Next round's movement phase ends with the threat still open: still held.
    s = nextDangerStatus(s, "phaseEnded");
    expect([s, hexesAllowed(s)]).toEqual(["heldUntilResolved", 0]);
    // The flurry settles it; at the end of that round he gets his one-hex adjustment.
    s = nextDangerStatus(s, "threatResolved");
    expect([s, hexesAllowed(s)]).toEqual(["oneHexAdjustment", 1]);
    expect(() => nextDangerStatus(s, "teleported" as never)).toThrow(/UnknownValue/);
  });

  it("WC-MOV-8: a pass-through uses Tactics + Agility; failure means an accidental blow with a low skew die", () => {
    expect(passThrough(new ReplayDice([5, 5, 5]), { tactics: 2, agilityMod: 0, targetLevel: 15, strikerImpact: { kind: "dice", count: 1, faces: 3 } }).struck).toBe(false);
    const hit = passThrough(new ReplayDice([1, 1, 1, 3, 2]), { tactics: 2, agilityMod: 0, targetLevel: 15, strikerImpact: { kind: "dice", count: 1, faces: 3 } });
    expect(hit.struck).toBe(true);
    if (hit.struck) expect(hit.impact).toEqual({ faces: [3, 2], kept: [2], total: 2 });
    const fixed = passThrough(new ReplayDice([1, 1, 1]), { tactics: 0, agilityMod: 0, targetLevel: 15, strikerImpact: { kind: "fixed", points: 1 } });
    if (fixed.struck) expect(fixed.impact.total).toBe(1);
  });

  it("WC-MOV-9: movement penalties to skill rolls", () => {
    expect(MOVEMENT_PENALTY).toEqual({ walk: -1, jog: -2, run: -3, sprint: -5, jumpOrDive: -5, swingOneHanded: -4 });
  });

  it("WC-ACT-1: Free keeps all movement, Quick limits it, Full and Lengthy forbid it; one Quick per phase", () => {
    expect(movementWithAction(4, ["free", "free"])).toBe(4);
    expect(movementWithAction(4, ["full"])).toBe(0);
    expect(movementWithAction(4, ["lengthy"])).toBe(0);
    expect(() => movementWithAction(4, ["quick", "quick"])).toThrow(/OneQuickAction/);
  });

  it("WC-ACT-2: the reconstructed action lists", () => {
    const byType = (t: string) => Object.entries(ACTION_TABLE).filter(([, v]) => v === t).map(([k]) => k).sort();
    expect(byType("free")).toEqual(["crouch", "dropItem", "kickAwaySmallObject", "pivot", "talk"]);
    expect(byType("quick")).toEqual(["coupDeGrace", "drawWeapon", "drink", "fallProne", "freeAttack", "kneel", "openCloseDoor", "pickUpSmallItem", "shoveObject", "sitDown", "standUp"]);
    expect(byType("full")).toEqual(["aimWeapon", "concentrate", "engageOpponent", "launchShootThrow", "loadWeapon", "sheatheWeapon"]);
    expect(byType("lengthy")).toEqual(["donShedArmour", "heavyLift", "readWrite", "search"]);
  });

  it("WC-ACT-3: Draw Weapon is Quick (Free by option); Shove is Quick; pivoting is Free but still costs 1 MP", () => {
    expect(actionType("drawWeapon", defaults)).toBe("quick");
    expect(actionType("drawWeapon", flurryOptions({ drawWeaponAction: "free" }))).toBe("free");
    expect(actionType("shoveObject", defaults)).toBe("quick");
    expect(actionType("pivot", defaults)).toBe("free");
    expect(actionMovementCost("pivot")).toBe(1);
    expect(actionMovementCost("talk")).toBe(0);
  });

  it("WC-ACT-4: a Quick action halves the phase's MP (rounded down)", () => {
    expect(movementWithAction(5, ["quick"])).toBe(2);
    expect(movementWithAction(4, ["quick", "free"])).toBe(2);
  });
});
