import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import { RulesError } from "../../../src/core/errors.js";
import {
  type Wound,
  IMPACT_TABLE,
  SEVERITY_PENALTY,
  WOUND_EFFECTS,
  baseDefense,
  bleedingFrom,
  bodyState,
  coupDeGraceAllowed,
  defenseAgainst,
  disabledLimbCount,
  flurryOptions,
  formatImpact,
  frontDefensesAfterFlankElection,
  impactCap,
  impactDiceFor,
  limbStruck,
  locationOnTable,
  mobility,
  movementRateFor,
  outsideStrikeDefensible,
  severityFor,
  strikeResult,
  totalAbsorption,
  validateHitLocationTable,
  woundDescriptionKey,
  woundEffect,
  woundNature,
  rollOnLocationTable,
  woundNotation,
  woundPenalty,
  worstByLocation,
} from "../../../src/rulesets/flurry/rules/index.js";
import { lookup } from "./lang-lookup.js";

const defaults = flurryOptions();
const thresholds = { impaired: 4, disabled: 8, destroyed: 12 };


describe("flurry Defense", () => {
  it("WC-FACE-4: no defense from the rear; a flank defended at half (5 + ⌊FR/2⌋) only by giving up the front", () => {
    const me = { fighterRank: 6, agilityMod: 2 };
    expect(defenseAgainst(me)).toEqual({ target: 18, defended: true });
    expect(defenseAgainst({ ...me, attackFrom: "rear" })).toEqual({ target: 3, defended: false });
    expect(defenseAgainst({ ...me, attackFrom: "leftFlank" })).toEqual({ target: 3, defended: false });
    expect(defenseAgainst({ ...me, attackFrom: "rightFlank", defendsFlank: true })).toEqual({ target: 8, defended: true });
    expect(frontDefensesAfterFlankElection(true)).toBe(false);
    expect(frontDefensesAfterFlankElection(false)).toBe(true);
  });

  it("WC-ENG-1 / WC-FLY-7: turning to face and being forced against an obstacle each cost 1 Defense", () => {
    expect(defenseAgainst({ fighterRank: 3, agilityMod: 1, turnedToFace: true }).target).toBe(13);
    expect(defenseAgainst({ fighterRank: 3, agilityMod: 1, turnedToFace: true, againstObstacle: true }).target).toBe(12);
  });

  it("WC-WND-10: stunned Defense is 5 + half Fighter rank rounded down, no Agility", () => {
    expect(baseDefense(7, 3, "stunned")).toBe(8);
    expect(defenseAgainst({ fighterRank: 7, agilityMod: 3, posture: "stunned" }).target).toBe(8);
  });

  it("WC-WND-9 / WC-WND-12: fallen-but-mobile and crawling fighters defend at 5 + Fighter rank", () => {
    expect(baseDefense(4, 2, "fallen")).toBe(9);
    expect(baseDefense(4, 2, "crawling")).toBe(9);
  });

  it("WC-WND-13 / WC-WND-14: immobile and unconscious fighters have Defense 3 with nothing added", () => {
    expect(defenseAgainst({ fighterRank: 9, agilityMod: 3, posture: "immobile", turnedToFace: true })).toEqual({ target: 3, defended: false });
    expect(defenseAgainst({ fighterRank: 9, agilityMod: 3, posture: "unconscious", attackFrom: "rear" })).toEqual({ target: 3, defended: false });
  });

  it("WC-CC-3: a strike from outside the flurry is defensible only when aware, not surprised and with actions left", () => {
    expect(outsideStrikeDefensible({ aware: true, surprised: false, actionsLeft: 1 })).toBe(true);
    expect(outsideStrikeDefensible({ aware: false, surprised: false, actionsLeft: 1 })).toBe(false);
    expect(outsideStrikeDefensible({ aware: true, surprised: true, actionsLeft: 1 })).toBe(false);
    expect(outsideStrikeDefensible({ aware: true, surprised: false, actionsLeft: 0 })).toBe(false);
    expect(defenseAgainst({ fighterRank: 3, agilityMod: 0, cannotDefend: true })).toEqual({ target: 3, defended: false });
  });

  it("rejects a non-integer Fighter rank", () => {
    expect(() => baseDefense(2.5, 0)).toThrow(RulesError);
  });
});

describe("flurry impact, absorption and penetration", () => {
  it("WC-TV-7: Impact Cap −5 ⇒ 1 point, 0 ⇒ 1d3 (the two surviving rows)", () => {
    expect(impactDiceFor(-5, defaults)).toEqual({ impact: { kind: "fixed", points: 1 }, source: "seed" });
    expect(impactDiceFor(0, defaults)).toEqual({ impact: { kind: "dice", count: 1, faces: 3 }, source: "seed" });
    expect(formatImpact(impactDiceFor(0, defaults).impact)).toBe("1d3");
  });

  it("WC-STR-2: every table row, the placeholder beyond it and the default that asks beyond it", () => {
    const interim = flurryOptions({ impactBeyondTable: "placeholder" });
    const expected: Array<[number, string, string]> = [
      [-7, "1", "seed"], [-3, "1", "seed"], [-2, "1d3", "seed"], [2, "1d3", "seed"], [3, "1d4", "placeholder"], [4, "1d4", "placeholder"],
      [5, "1d6", "placeholder"], [6, "1d6", "placeholder"], [7, "1d8", "placeholder"], [8, "1d8", "placeholder"], [9, "1d10", "placeholder"],
      [10, "1d10", "placeholder"], [11, "1d12", "placeholder"], [12, "1d12", "placeholder"], [13, "2d6", "placeholder"], [18, "3d6", "placeholder"], [-9, "1", "placeholder"],
    ];
    for (const [cap, dice, source] of expected) {
      const r = impactDiceFor(cap, interim);
      expect([cap, formatImpact(r.impact), r.source]).toEqual([cap, dice, source]);
    }
    expect(IMPACT_TABLE.filter((r) => r.source === "seed")).toHaveLength(2);
    expect(defaults.impactBeyondTable).toBe("ask");
    expect(impactDiceFor(-3, defaults).source).toBe("seed");
    expect(() => impactDiceFor(3, defaults)).toThrow(/ImpactCapNotInTable/);
    expect(() => impactDiceFor(-8, defaults)).toThrow(/ImpactCapNotInTable/);
  });

  it("WC-STR-1: a critical keeps its rolled impact and penetrates; otherwise absorption first, then the threshold", () => {
    expect(strikeResult(7, true, { absorption: 5, penetrationThreshold: 20 })).toEqual({ impact: 7, effectiveImpact: 7, penetrating: true, effectiveThreshold: 20 });
    expect(strikeResult(7, false, { absorption: 5, penetrationThreshold: 20 })).toEqual({ impact: 7, effectiveImpact: 2, penetrating: false, effectiveThreshold: 20 });
  });

  it("WC-STR-3: absorption is armour plus innate resistance; a blow at or below it does nothing", () => {
    expect(totalAbsorption(3, 2)).toBe(5);
    expect(strikeResult(5, false, { absorption: 5, penetrationThreshold: 0 })).toMatchObject({ effectiveImpact: 0, penetrating: false });
    expect(strikeResult(3, false, { absorption: 5, penetrationThreshold: 0 }).effectiveImpact).toBe(0);
  });

  it("WC-STR-4: a blow penetrates only when it exceeds the threshold (PT − PV); otherwise it is blunt", () => {
    expect(strikeResult(9, false, { absorption: 3, penetrationThreshold: 6 }).penetrating).toBe(false);
    expect(strikeResult(9, false, { absorption: 3, penetrationThreshold: 6 }, 1).penetrating).toBe(true);
    expect(woundNature(false)).toBe("blunt");
    expect(woundNature(true, "puncture")).toBe("puncture");
  });

  it("WC-TV-6: impact 9, AV 3 ⇒ 6; PT 5 − PV 1 = 4 ⇒ penetrating; 6 is then compared with the thresholds", () => {
    const s = strikeResult(9, false, { absorption: 3, penetrationThreshold: 5 }, 1);
    expect(s).toEqual({ impact: 9, effectiveImpact: 6, penetrating: true, effectiveThreshold: 4 });
    expect(severityFor(s.effectiveImpact, thresholds)).toBe("serious");
  });

  it("WC-STR-5: three author-supplied thresholds that must rise", () => {
    expect(() => severityFor(3, { impaired: 5, disabled: 5, destroyed: 9 })).toThrow(/ThresholdsOutOfOrder/);
    expect(impactCap(4, 2)).toBe(6);
  });
});

describe("flurry wounds", () => {
  it("WC-WND-1: light ≤ Impaired < serious ≤ Disabled < critical ≤ Destroyed < mortal; nothing through ⇒ no wound", () => {
    expect([0, 1, 4, 5, 8, 9, 12, 13].map((i) => severityFor(i, thresholds))).toEqual([undefined, "light", "light", "serious", "serious", "critical", "critical", "mortal"]);
    expect(() => severityFor(Number.NaN, thresholds)).toThrow(RulesError);
  });

  it("WC-TV-2: a serious blunt head wound with shock value 16 ⇒ B16 in the head's Serious box", () => {
    const w: Wound = { location: "head", severity: "serious", nature: "blunt", shockValue: 16 };
    expect([w.location, w.severity, woundNotation(w)]).toEqual(["head", "serious", "B16"]);
  });

  it("WC-WND-3: the record carries the nature letter and the shock value, when there is one", () => {
    expect(woundNotation({ location: "belly", severity: "critical", nature: "blunt" })).toBe("B");
    expect(woundNotation({ location: "leftArm", severity: "light", nature: "cut", shockValue: 11 })).toBe("C11");
  });

  it("WC-WND-2: blunt when the blow did not penetrate, cut or puncture when it did", () => {
    const w: Wound = { location: "head", severity: "serious", nature: woundNature(false), shockValue: 16 };
    expect(woundNotation(w)).toBe("B16");
    expect(woundNotation({ location: "chest", severity: "light", nature: "cut" })).toBe("C");
    expect(woundNotation({ location: "chest", severity: "light", nature: "puncture", shockValue: 9 })).toBe("P9");
  });

  it("WC-WND-4: penalties −1/−3/−7, worst per location, summed across locations; a mortal wound forbids action", () => {
    expect(SEVERITY_PENALTY).toEqual({ light: -1, serious: -3, critical: -7 });
    expect(woundPenalty([], defaults)).toEqual({ penalty: 0, canAct: true });
    expect(woundPenalty([{ location: "chest", severity: "critical", nature: "blunt" }], defaults).penalty).toBe(-7);
    expect(woundPenalty([{ location: "belly", severity: "mortal", nature: "cut" }], defaults).canAct).toBe(false);
  });

  it("WC-TV-8: head Serious + head Light ⇒ −3; adding a leg Light ⇒ −4 (sum), −3 with the worst-only setting", () => {
    const head: Wound[] = [
      { location: "head", severity: "serious", nature: "blunt" },
      { location: "head", severity: "light", nature: "blunt" },
    ];
    expect(woundPenalty(head, defaults).penalty).toBe(-3);
    const withLeg = [...head, { location: "leftLeg", severity: "light", nature: "cut" } as Wound];
    expect(woundPenalty(withLeg, defaults).penalty).toBe(-4);
    expect(woundPenalty(withLeg, flurryOptions({ woundPenaltyAcrossLocations: "worst" })).penalty).toBe(-3);
    expect(worstByLocation(withLeg).get("head")?.severity).toBe("serious");
  });

  it("WC-WND-5: every wound has a description in the language file (penetrating critical read as life-threatening bleeding)", () => {
    for (const severity of ["light", "serious", "critical", "mortal"] as const) {
      for (const nature of ["blunt", "cut", "puncture"] as const) {
        for (const location of ["head", "chest", "belly", "leftArm", "rightLeg"] as const) {
          expect(typeof lookup(woundDescriptionKey({ location, severity, nature }))).toBe("string");
        }
      }
    }
    expect(woundDescriptionKey({ location: "chest", severity: "critical", nature: "cut" })).toBe("FRAY.Flurry.Wound.critical.penetrating");
    expect(woundDescriptionKey({ location: "leftArm", severity: "mortal", nature: "cut" })).toBe("FRAY.Flurry.Wound.mortal.cut.arm");
  });

  it("WC-WND-6: bleeding is reported for the GM to track (light, moderate, life-threatening; limb punctures when mortal)", () => {
    expect(bleedingFrom({ location: "chest", severity: "light", nature: "cut" })).toBe("light");
    expect(bleedingFrom({ location: "chest", severity: "serious", nature: "puncture" })).toBe("moderate");
    expect(bleedingFrom({ location: "chest", severity: "critical", nature: "cut" })).toBe("lifeThreatening");
    expect(bleedingFrom({ location: "leftLeg", severity: "mortal", nature: "puncture" })).toBe("serious");
    expect(bleedingFrom({ location: "chest", severity: "mortal", nature: "puncture" })).toBeUndefined();
    expect(bleedingFrom({ location: "chest", severity: "critical", nature: "blunt" })).toBeUndefined();
  });

  it("WC-WND-7: the wound-effects table, cell by cell", () => {
    expect(WOUND_EFFECTS).toEqual({
      head: { light: "none", serious: "stun", critical: "knockout" },
      arm: { light: "fumbleCheck", serious: "fumble", critical: "disabled" },
      chest: { light: "none", serious: "stun", critical: "disabled" },
      belly: { light: "none", serious: "stun", critical: "disabled" },
      leg: { light: "stumbleCheck", serious: "stumble", critical: "disabled" },
    });
    expect(woundEffect("rightArm", "light")).toBe("fumbleCheck");
    expect(woundEffect("leftLeg", "serious")).toBe("stumble");
    expect(woundEffect("head", "mortal")).toBe("knockout");
  });

  it("WC-WND-11 / WC-WND-12: serious limb wounds impair; one impaired leg halves movement, two mean crawling", () => {
    const one = bodyState([{ location: "leftLeg", severity: "serious", nature: "blunt" }]);
    expect(one.limbs.leftLeg).toBe("impaired");
    expect(mobility(one)).toBe("half");
    expect(movementRateFor(7, mobility(one))).toBe(3);
    const two = bodyState([
      { location: "leftLeg", severity: "serious", nature: "blunt" },
      { location: "rightLeg", severity: "serious", nature: "blunt" },
    ]);
    expect(mobility(two)).toBe("crawl");
    expect(bodyState([{ location: "rightArm", severity: "serious", nature: "cut" }]).limbs.rightArm).toBe("impaired");
    expect(bodyState([{ location: "rightArm", severity: "light", nature: "cut" }]).limbs.rightArm).toBe("ok");
  });

  it("WC-WND-13: critical limb wounds disable; the belly disables both legs, the chest immobilizes", () => {
    expect(bodyState([{ location: "leftArm", severity: "critical", nature: "cut" }]).limbs.leftArm).toBe("disabled");
    const belly = bodyState([{ location: "belly", severity: "critical", nature: "cut" }]);
    expect([belly.limbs.leftLeg, belly.limbs.rightLeg, mobility(belly)]).toEqual(["disabled", "disabled", "immobile"]);
    const chest = bodyState([{ location: "chest", severity: "critical", nature: "blunt" }]);
    expect([chest.immobile, chest.unconscious, mobility(chest), movementRateFor(6, mobility(chest))]).toEqual([true, false, "immobile", 0]);
  });

  it("WC-WND-14: a critical head wound knocks out", () => {
    expect(bodyState([{ location: "head", severity: "critical", nature: "blunt" }]).unconscious).toBe(true);
  });

  it("WC-WND-15: wounds never add up to death; a mortal wound marks him mortally wounded for the Death Check", () => {
    const many: Wound[] = ["head", "chest", "belly", "leftArm", "rightArm", "leftLeg", "rightLeg"].map((location) => ({ location, severity: "serious", nature: "cut" }) as Wound);
    expect(bodyState(many).mortallyWounded).toBe(false);
    expect(bodyState([{ location: "leftArm", severity: "mortal", nature: "cut" }]).mortallyWounded).toBe(true);
  });

  it("WC-CDG-1: three or four disabled limbs, unconscious or mortally wounded, and the deliverer free of other foes", () => {
    const unconscious = bodyState([{ location: "head", severity: "critical", nature: "blunt" }]);
    expect(coupDeGraceAllowed(unconscious, { engagedWithOthers: false })).toBe(true);
    expect(coupDeGraceAllowed(unconscious, { engagedWithOthers: true })).toBe(false);
    const mortal = bodyState([{ location: "belly", severity: "mortal", nature: "cut" }]);
    expect(coupDeGraceAllowed(mortal, { engagedWithOthers: false })).toBe(true);
    const four = bodyState(["leftArm", "rightArm", "leftLeg", "rightLeg"].map((location) => ({ location, severity: "critical", nature: "blunt" }) as Wound));
    expect(disabledLimbCount(four)).toBe(4);
    expect(coupDeGraceAllowed(four, { engagedWithOthers: false })).toBe(true);
  });

  it("WC-TV-13: three disabled limbs ⇒ eligible; two disabled and conscious ⇒ not", () => {
    const limbs = (n: number) => bodyState(["leftArm", "rightArm", "leftLeg"].slice(0, n).map((location) => ({ location, severity: "critical", nature: "cut" }) as Wound));
    expect(coupDeGraceAllowed(limbs(3), { engagedWithOthers: false })).toBe(true);
    expect(coupDeGraceAllowed(limbs(2), { engagedWithOthers: false })).toBe(false);
  });

  it("WC-ATK-3: a designer-supplied hit-location table is checked for gaps and read by total", () => {
    const table = { count: 1, faces: 20, rows: [
      { from: 1, to: 2, location: "head" as const },
      { from: 3, to: 8, location: "chest" as const },
      { from: 9, to: 11, location: "belly" as const },
      { from: 12, to: 15, location: "arm" as const },
      { from: 16, to: 20, location: "leg" as const },
    ] };
    expect(validateHitLocationTable(table)).toBe(table);
    expect(locationOnTable(table, 10)).toBe("belly");
    expect(() => validateHitLocationTable({ ...table, rows: table.rows.slice(1) })).toThrow(/BadLocationTable/);
    expect(() => validateHitLocationTable({ ...table, rows: table.rows.slice(0, 4) })).toThrow(/BadLocationTable/);
  });

  it("WC-ATK-3: a designer's table is rolled through the dice port (3d6 here) and read by its total", () => {
    const table = { count: 3, faces: 6, rows: [
      { from: 3, to: 5, location: "head" as const },
      { from: 6, to: 9, location: "arm" as const },
      { from: 10, to: 12, location: "chest" as const },
      { from: 13, to: 15, location: "belly" as const },
      { from: 16, to: 18, location: "leg" as const },
    ] };
    expect(rollOnLocationTable(new ReplayDice([1, 1, 2]), table)).toEqual({ faces: [1, 1, 2], total: 4, location: "head" });
    expect(rollOnLocationTable(new ReplayDice([5, 5, 3]), table).location).toBe("belly");
    expect(rollOnLocationTable(new ReplayDice([6, 6, 6]), table).location).toBe("leg");
    expect(() => rollOnLocationTable(new ReplayDice([1, 1, 1]), { ...table, rows: table.rows.slice(1) })).toThrow(/BadLocationTable/);
  });

  it("WC-ATK-4: the leading limb in a sideways stance, else the side opposite the attacker's weapon hand", () => {
    expect(limbStruck("leg", { sideways: false, attackerHand: "right" })).toBe("leftLeg");
    expect(limbStruck("arm", { sideways: false, attackerHand: "left" })).toBe("rightArm");
    expect(limbStruck("arm", { sideways: true, leadingSide: "right" })).toBe("rightArm");
  });
});
