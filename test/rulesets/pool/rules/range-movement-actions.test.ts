import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bandFor } from "../../../../src/core/range.js";
import {
  ACTIVITY_COSTS,
  canSpend,
  checkChargeDistance,
  drawCost,
  measuredMove,
  undrawnWeaponRefusal,
  climbYards,
  CLIMB_ACTION,
  DEFAULT_POOL_OPTIONS,
  EFFECTIVE_RANGE_YARDS,
  effectiveRange,
  feetToYards,
  freshBudget,
  improvisedRange,
  jumpFeet,
  JUMPS,
  MANEUVERS,
  movementYards,
  MOVEMENT_MODES,
  partialsLeft,
  poolOptions,
  rangeBands,
  rangePenalty,
  spendAction,
  WEAPONS,
  yardsToFeet,
} from "../../../../src/rulesets/pool/rules/index.js";

describe("range", () => {
  it("FC-RNG-1: effective ranges by weapon; a thrown spear uses the javelin increment", () => {
    expect(EFFECTIVE_RANGE_YARDS).toEqual({ longbow: 30, shortbow: 20, javelin: 10, thrownBlade: 2, otherObject: 1 });
    const range = (key: string) => {
      const cat = WEAPONS.find((w) => w.key === key)?.rangeCategory;
      return cat ? effectiveRange(cat) : undefined;
    };
    expect(["longbow", "heavyCrossbow", "shortBow", "lightCrossbow", "javelin", "sling", "dagger", "dart", "knife", "handAx", "spear"].map(range)).toEqual([30, 30, 20, 20, 10, 10, 2, 2, 2, 2, 10]);
    expect(range("longSword")).toBeUndefined();
  });

  it("FC-RNG-2: no penalty within range; −1D for each further increment, cumulative", () => {
    expect(rangePenalty(0, 20)).toBe(0);
    expect(rangePenalty(20, 20)).toBe(0);
    expect(rangePenalty(40, 20)).toBe(-1);
    expect(rangePenalty(60, 20)).toBe(-2);
    expect(rangePenalty(1000, 10)).toBe(-99);
  });

  it("FC-RNG-3: the default counts complete increments (90 yd at 20 ⇒ −3D); the other reading counts started ones", () => {
    const partial = poolOptions({ rangeFormula: "partialIncrements" });
    expect(rangePenalty(90, 20)).toBe(-3);
    expect(rangePenalty(39.9, 20)).toBe(0);
    expect(rangePenalty(90, 20, partial)).toBe(-4);
    expect(rangePenalty(21, 20, partial)).toBe(-1);
    expect(rangePenalty(20, 20, partial)).toBe(0);
    // The band list (for the dialog) agrees with the closed form everywhere.
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.constantFrom(1, 2, 10, 20, 30), fc.boolean(), (d, inc, complete) => {
        const options = complete ? DEFAULT_POOL_OPTIONS : partial;
        const steps = complete ? Math.floor(d / inc) : Math.ceil(d / inc);
        expect(rangePenalty(d, inc, options)).toBe(steps <= 1 ? 0 : 1 - steps);
      }),
    );
    const found = bandFor(45, rangeBands(20));
    expect(found.inRange && found.band.modifier).toBe(-1);
  });

  it("FC-RNG-4: there is no maximum range; the GM decides", () => {
    expect(rangePenalty(10_000, 30)).toBe(-332);
    expect(() => rangePenalty(-1, 30)).toThrow(/BadDistance/);
    expect(() => rangePenalty(10, 0)).toThrow(/BadDistance/);
  });

  it("FC-RNG-5: an improvised missile reaches a yard per Ranged level, at least one", () => {
    expect(improvisedRange(4)).toBe(4);
    expect(improvisedRange(0)).toBe(1);
    expect(rangePenalty(9, improvisedRange(4))).toBe(-1);
  });
});

describe("movement", () => {
  it("FC-MOV-1: crawling or sneaking covers half the Movement, rounded down, as a Partial Action", () => {
    expect(movementYards(7, "crawl")).toBe(3);
    expect(MOVEMENT_MODES.crawl.action).toBe("partial");
  });
  it("FC-MOV-2: walking covers the Movement as a Partial Action", () => {
    expect(movementYards(7, "walk")).toBe(7);
    expect(MOVEMENT_MODES.walk.action).toBe("partial");
  });
  it("FC-MOV-3: jogging covers double the Movement as a Full Action", () => {
    expect(movementYards(7, "jog")).toBe(14);
    expect(MOVEMENT_MODES.jog.action).toBe("full");
  });
  it("FC-MOV-4: running covers four times the Movement as a Full Action", () => {
    expect(movementYards(7, "run")).toBe(28);
    expect(MOVEMENT_MODES.run.action).toBe("full");
  });
  it("FC-MOV-5: jumps go 1 ft (vertical), 2 ft (standing) or 3 ft (running) per Athletics success", () => {
    expect([jumpFeet("vertical", 3), jumpFeet("standing", 3), jumpFeet("running", 3)]).toEqual([3, 6, 9]);
    expect([JUMPS.vertical.action, JUMPS.standing.action, JUMPS.running.action]).toEqual(["partial", "partial", "full"]);
  });
  it("FC-MOV-6: climbing is a Full Action of 1 yard per success, 2 with equipment", () => {
    expect([climbYards(3, false), climbYards(3, true)]).toEqual([3, 6]);
    expect(CLIMB_ACTION).toBe("full");
  });
  it("FC-MOV-7: dropping prone or standing is Partial; turning to face is Free", () => {
    expect(ACTIVITY_COSTS.dropProneOrStand).toBe("partial");
    expect(ACTIVITY_COSTS.turnFacing).toBe("free");
  });
  it("FC-MOV-8: yards for moving, feet for jumps, and a Charge needs a 10-foot run", () => {
    expect(yardsToFeet(4)).toBe(12);
    expect(feetToYards(9)).toBe(3);
    expect(() => checkChargeDistance(3, 5)).toThrow(/ChargeDistance/);
    expect(() => checkChargeDistance(10 / 3, 5)).not.toThrow();
    expect(() => checkChargeDistance(21, 5)).toThrow(/ChargeDistance/);
  });
});

describe("action economy", () => {
  it("FC-ACT-1: a turn holds two Partial Actions or one Full Action", () => {
    const one = spendAction(freshBudget(), "partial");
    expect(partialsLeft(one)).toBe(1);
    expect(canSpend(one, "full")).toBe(false);
    const two = spendAction(one, "partial");
    expect(() => spendAction(two, "partial")).toThrow(/NoActionLeft/);
    const full = spendAction(freshBudget(), "full");
    expect(partialsLeft(full)).toBe(0);
  });
  it("FC-ACT-2: Partial Actions: attack, move, Disarm/Dodge/Feint/Grapple, draw, prone, partial spells", () => {
    expect([ACTIVITY_COSTS.attack, ACTIVITY_COSTS.move, ACTIVITY_COSTS.drawReadyItem, ACTIVITY_COSTS.castPartialSpell]).toEqual(["partial", "partial", "partial", "partial"]);
    expect(["disarm", "dodge", "feint", "grapple"].map((k) => MANEUVERS[k as "disarm"].action)).toEqual(["partial", "partial", "partial", "partial"]);
  });
  it("FC-ACT-2, FC-ACT-3: drawing or stowing a sheathed weapon is a Partial Action, one packed away a Full Action", () => {
    expect(drawCost(true)).toBe("partial");
    expect(drawCost(false)).toBe("full");
    expect(() => drawCost("yes" as never)).toThrow();
  });

  it("FC-ACT-2, FC-ACT-3: an attack with a weapon not in hand is refused, naming what drawing it costs (sheathed: Partial, packed: Full)", () => {
    expect(undrawnWeaponRefusal({ equipped: true, readied: false }, "Spear")).toBeNull();
    expect(undrawnWeaponRefusal({ equipped: false, readied: true }, "Spear")).toMatchObject({ i18nKey: "FRAY.Pool.Error.WeaponNotDrawnPartial", data: { weapon: "Spear" } });
    expect(undrawnWeaponRefusal({ equipped: false, readied: false }, "Sword")).toMatchObject({ i18nKey: "FRAY.Pool.Error.WeaponNotDrawnFull", data: { weapon: "Sword" } });
  });

  it("FC-MOV-1..4, FC-FVTT-4: a measured move takes the cheapest mode that covers it (Speed 10: 5 yd Walk, 13 yd Jog, 40 yd Run, 42 yd too far; prone: 3 yd Crawl, 7 yd too far)", () => {
    expect(measuredMove(5, 10)).toEqual({ kind: "move", mode: "walk", yards: 5 });
    expect(measuredMove(10, 10)).toEqual({ kind: "move", mode: "walk", yards: 10 });
    expect(measuredMove(13, 10)).toEqual({ kind: "move", mode: "jog", yards: 13 });
    expect(measuredMove(40, 10)).toEqual({ kind: "move", mode: "run", yards: 40 });
    expect(measuredMove(42, 10)).toEqual({ kind: "tooFar", yards: 42, maxYards: 40 });
    expect(measuredMove(3, 10, true)).toEqual({ kind: "move", mode: "crawl", yards: 3 });
    expect(measuredMove(7, 10, true)).toEqual({ kind: "tooFar", yards: 7, maxYards: 5 });
    // A part of a yard counts as a yard; standing still costs nothing.
    expect(measuredMove(10.2, 10)).toMatchObject({ mode: "jog", yards: 11 });
    expect(measuredMove(0, 10)).toEqual({ kind: "none" });
  });

  it("FC-ACT-3: Full Actions: Charge, Coup de Grâce, Focused, Run, deep draw, load or string, full spells", () => {
    expect(["charge", "coupDeGrace", "focused"].map((k) => MANEUVERS[k as "charge"].action)).toEqual(["full", "full", "full"]);
    expect([ACTIVITY_COSTS.run, ACTIVITY_COSTS.drawStowedItem, ACTIVITY_COSTS.loadCrossbow, ACTIVITY_COSTS.stringBow, ACTIVITY_COSTS.castFullSpell]).toEqual(["full", "full", "full", "full", "full"]);
  });
  it("FC-ACT-4: during a Full Action only free actions remain", () => {
    const full = spendAction(freshBudget(), "full");
    expect(canSpend(full, "partial")).toBe(false);
    expect(canSpend(full, "full")).toBe(false);
    expect(spendAction(full, "free").freeUsed).toBe(1);
  });
  it("FC-ACT-5: speaking, facing, perception, ride/pilot rolls within a maneuver, Stamina and Willpower rolls are free", () => {
    for (const a of ["speak", "turnFacing", "perceptionOrLanguageRoll", "ridePilotRollInManeuver", "staminaOrWillpowerRoll"] as const) expect(ACTIVITY_COSTS[a]).toBe("free");
  });
  it("FC-ACT-6: free actions per round are capped by the setting (default 2)", () => {
    const two = spendAction(spendAction(freshBudget(), "free"), "free");
    expect(() => spendAction(two, "free")).toThrow(/NoActionLeft/);
    expect(spendAction(two, "free", poolOptions({ freeActionsPerRound: 3 })).freeUsed).toBe(3);
    expect(canSpend(freshBudget(), "free", poolOptions({ freeActionsPerRound: 0 }))).toBe(false);
  });
  it("FC-ACT-7: two identical Partial Actions are allowed (two attacks, two moves)", () => {
    expect(spendAction(spendAction(freshBudget(), "partial"), "partial").partialUsed).toBe(2);
  });
  it("FC-ACT-8: one listed maneuver per turn by default; Bash, Improvised and Unarmed do not count", () => {
    const dodged = spendAction(freshBudget(), "partial", DEFAULT_POOL_OPTIONS, MANEUVERS.dodge.countsTowardLimit);
    expect(() => spendAction(dodged, "partial", DEFAULT_POOL_OPTIONS, MANEUVERS.feint.countsTowardLimit)).toThrow(/maneuver/);
    expect(spendAction(dodged, "partial", DEFAULT_POOL_OPTIONS, MANEUVERS.bash.countsTowardLimit).partialUsed).toBe(2);
    expect(spendAction(dodged, "partial", poolOptions({ oneManeuverPerTurn: false }), true).maneuversUsed).toBe(2);
    expect([MANEUVERS.bash.countsTowardLimit, MANEUVERS.improvised.countsTowardLimit, MANEUVERS.unarmed.countsTowardLimit]).toEqual([false, false, false]);
  });
});
