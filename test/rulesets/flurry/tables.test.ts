import { describe, expect, it } from "vitest";
import {
  ACTION_TABLE,
  IMPACT_TABLE,
  MOVEMENT_PENALTY,
  OBSTACLE_TABLE,
  RANGE_TABLE,
  SEVERITY_PENALTY,
  TARGET_STATE_BASE,
  TERRAIN_TABLE,
  WOUND_EFFECTS,
  flurryOptions,
  formatImpact,
  impactDiceFor,
  missileTargetLevel,
  rangeBand,
  stepCost,
  woundEffect,
} from "../../../src/rulesets/flurry/rules/index.js";

/** One test per row or cell of every data table, each checked through the function that reads it. */
const defaults = flurryOptions();

describe("flurry data tables, row by row", () => {
  const impactRows: Array<[number, number, string, string]> = [
    [-7, -3, "1", "seed"],
    [-2, 2, "1d3", "seed"],
    [3, 4, "1d4", "placeholder"],
    [5, 6, "1d6", "placeholder"],
    [7, 8, "1d8", "placeholder"],
    [9, 10, "1d10", "placeholder"],
    [11, 12, "1d12", "placeholder"],
  ];
  it("WC-STR-2: the impact table has exactly these rows", () => {
    expect(IMPACT_TABLE.map((r) => [r.from, r.to, formatImpact(r.impact), r.source])).toEqual(impactRows);
  });
  for (const [from, to, dice, source] of impactRows) {
    it(`WC-STR-2: Impact Cap ${from}..${to} ⇒ ${dice} (${source})`, () => {
      for (let cap = from; cap <= to; cap++) expect(formatImpact(impactDiceFor(cap, source === "seed" ? defaults : flurryOptions({ impactBeyondTable: "placeholder" })).impact)).toBe(dice);
    });
  }

  const bands: Array<[string, number, number, number]> = [
    // key, distance for base 100, expected modifier, target level unaware & still
    ["pointBlank", 10, 0, 10],
    ["short", 100, 5, 15],
    ["medium", 200, 10, 20],
    ["long", 300, 15, 25],
    ["extreme", 500, 20, 30],
  ];
  for (const [key, distance, modifier, level] of bands) {
    it(`WC-RNG-4: ${key} reaches to ${distance} for base 100 and adds ${modifier}`, () => {
      const band = rangeBand(distance, 100);
      expect([band.key, band.modifier]).toEqual([key, modifier]);
      expect(RANGE_TABLE.find((r) => r.key === key)?.modifier).toBe(modifier);
      expect(missileTargetLevel({ state: "unawareStill", rangeModifier: band.modifier })).toBe(level);
    });
  }

  const states: Array<[keyof typeof TARGET_STATE_BASE, number]> = [
    ["unawareStill", 10],
    ["unawareMoving", 15],
    ["unawareErratic", 20],
    ["awareEvading", 15],
  ];
  for (const [state, base] of states) {
    it(`WC-RNG-5: a target ${state} starts at ${base}`, () => {
      expect(TARGET_STATE_BASE[state]).toBe(base);
      expect(missileTargetLevel({ state, rangeModifier: 0, targetDefense: 0 })).toBe(base);
    });
  }

  const terrain: Array<[keyof typeof TERRAIN_TABLE, number, string]> = [
    ["open", 1, "max"],
    ["rough", 2, "run"],
    ["slick", 2, "walk"],
    ["waterMiredSandy", 2, "jog"],
  ];
  for (const [kind, cost, pace] of terrain) {
    it(`WC-MOV-4: ${kind} costs ${cost} MP ahead, ${cost * 2} uphill, max pace ${pace}`, () => {
      expect([TERRAIN_TABLE[kind].cost, TERRAIN_TABLE[kind].maxPace]).toEqual([cost, pace]);
      expect(stepCost({ terrain: kind }, "front", defaults)).toBe(cost);
      expect(stepCost({ terrain: kind, uphill: true }, "front", defaults)).toBe(cost * 2);
    });
  }

  const paces: Array<[keyof typeof MOVEMENT_PENALTY, number]> = [
    ["walk", -1],
    ["jog", -2],
    ["run", -3],
    ["sprint", -5],
    ["jumpOrDive", -5],
    ["swingOneHanded", -4],
  ];
  for (const [pace, penalty] of paces) {
    it(`WC-MOV-9: moving at ${pace} gives ${penalty}`, () => expect(MOVEMENT_PENALTY[pace]).toBe(penalty));
  }

  const effects: Array<[keyof typeof WOUND_EFFECTS, "light" | "serious" | "critical", string]> = [
    ["head", "light", "none"], ["head", "serious", "stun"], ["head", "critical", "knockout"],
    ["arm", "light", "fumbleCheck"], ["arm", "serious", "fumble"], ["arm", "critical", "disabled"],
    ["chest", "light", "none"], ["chest", "serious", "stun"], ["chest", "critical", "disabled"],
    ["belly", "light", "none"], ["belly", "serious", "stun"], ["belly", "critical", "disabled"],
    ["leg", "light", "stumbleCheck"], ["leg", "serious", "stumble"], ["leg", "critical", "disabled"],
  ];
  const locationFor = { head: "head", arm: "rightArm", chest: "chest", belly: "belly", leg: "leftLeg" } as const;
  for (const [location, severity, effect] of effects) {
    it(`WC-WND-7: a ${severity} ${location} wound ⇒ ${effect}`, () => {
      expect(WOUND_EFFECTS[location][severity]).toBe(effect);
      expect(woundEffect(locationFor[location], severity)).toBe(effect);
    });
  }
  for (const [severity, penalty] of [["light", -1], ["serious", -3], ["critical", -7]] as const) {
    it(`WC-WND-4: a ${severity} wound gives ${penalty}`, () => expect(SEVERITY_PENALTY[severity]).toBe(penalty));
  }

  const actions: Record<string, string[]> = {
    free: ["crouch", "dropItem", "kickAwaySmallObject", "pivot", "talk"],
    quick: ["coupDeGrace", "drawWeapon", "drink", "fallProne", "freeAttack", "kneel", "openCloseDoor", "pickUpSmallItem", "shoveObject", "sitDown", "standUp"],
    full: ["aimWeapon", "concentrate", "engageOpponent", "launchShootThrow", "loadWeapon", "sheatheWeapon"],
    lengthy: ["donShedArmour", "heavyLift", "readWrite", "search"],
  };
  for (const [type, names] of Object.entries(actions)) {
    for (const name of names) {
      it(`WC-ACT-2: ${name} is a ${type} action`, () => expect(ACTION_TABLE[name as keyof typeof ACTION_TABLE]).toBe(type));
    }
  }
  it("WC-ACT-2: the action table has no other rows", () => {
    expect(Object.keys(ACTION_TABLE).sort()).toEqual(Object.values(actions).flat().sort());
  });

  const obstacles: Array<[string, string, string]> = [
    ["climbRopeLadderTree", "climbing", "STR"],
    ["diveOverCounter", "acrobatics", "AGL"],
    ["diveThroughWindow", "acrobatics", "AGL"],
    ["diveUnderTable", "acrobatics", "AGL"],
    ["jumpAcrossGap", "acrobatics+jumping", "STR"],
    ["jumpDownStairs", "acrobatics", "AGL"],
    ["jumpFromBalcony", "acrobatics", "AGL"],
    ["jumpOnTable", "jumping", "STR"],
    ["jumpUpStairs", "jumping", "STR"],
    ["slideDownBalustrade", "balance", "AGL"],
    ["slideDownRopeLadder", "acrobatics", "AGL"],
    ["swingAcrossGap", "acrobatics", "AGL"],
    ["tumbleDownStairs", "acrobatics", "AGL"],
    ["tumbleOverTable", "acrobatics", "AGL"],
    ["tumbleUnderTable", "acrobatics", "AGL"],
  ];
  for (const [action, skills, attribute] of obstacles) {
    it(`WC-MOV-6: ${action} uses ${skills} with ${attribute}`, () => {
      const row = OBSTACLE_TABLE.find((r) => r.action === action);
      expect([row?.skills.join("+"), row?.attribute]).toEqual([skills, attribute]);
    });
  }
});
