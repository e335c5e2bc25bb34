import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/core/dice.js";
import { RulesError } from "../../../src/core/errors.js";
import * as F from "../../../src/rulesets/flurry/rules/index.js";
import { lookup } from "./lang-lookup.js";

/** Values a caller outside TypeScript could pass; each must give a RulesError with a known key. */
const bad = <T>(value: unknown) => value as T;
const options = F.flurryOptions();
const thresholds = { impaired: 4, disabled: 8, destroyed: 12 };
const victim = { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 };
const strike: F.QuickStrike = { attackBonus: 30, defense: 10, locationDefenseBonus: 0, impact: { kind: "dice", count: 1, faces: 6 }, absorption: 0, thresholds };
const exchange: F.ExchangeInput = {
  attackerId: "a",
  skill: 4,
  agilityMod: 1,
  strength: 8,
  weapon: { impactModifier: 2, penetrationValue: 1 },
  intention: "kill",
  defense: { target: 14, defended: true },
  defender: { ...victim, thresholds },
  round: 1,
};
const entrant = (id: string, side: string, extra: Partial<F.FlurryEntrant> = {}): F.FlurryEntrant => ({ id, side, fighterRank: 1, agilityMod: 0, initiative: 10, ...extra });


const cases: Array<[string, () => unknown]> = [
  ["a fractional or negative Fighter rank for actions", () => F.actionsPerFlurry(2.5)],
  ["a negative Fighter rank for actions", () => F.actionsPerFlurry(-3)],
  ["a NaN bonus for the odds", () => F.probabilityToBeat(Number.NaN, 10)],
  ["a fractional bonus for the margin odds", () => F.attackOdds(0.5, 10)],
  ["a negative die count for a skewed sum", () => F.skewedSum(-1, 6, "high")],
  ["zero faces for a skewed sum", () => F.skewedSum(3, 0, "high")],
  ["an unknown skew", () => F.keepWithSkew([1, 2], bad("sideways"))],
  ["a NaN range modifier", () => F.missileTargetLevel({ state: "unawareStill", rangeModifier: Number.NaN })],
  ["an unknown target state", () => F.missileTargetLevel({ state: bad("flying"), rangeModifier: 5 })],
  ["a NaN Dexterity for a shot", () => F.missileRollModifier({ skill: 3, dexterityMod: Number.NaN })],
  ["an unknown shooter pace", () => F.missileRollModifier({ skill: 3, dexterityMod: 0, shooterPace: bad("fly") })],
  ["an unknown terrain", () => F.stepCost({ terrain: bad("lava") }, "front", options)],
  ["an unknown sector", () => F.stepCost({ terrain: "open" }, bad("up"), options)],
  ["a NaN absorption", () => F.strikeResult(5, false, { absorption: Number.NaN, penetrationThreshold: 3 })],
  ["a negative absorption", () => F.strikeResult(5, false, { absorption: -3, penetrationThreshold: 3 })],
  ["a fractional penetration value", () => F.strikeResult(5, false, { absorption: 1, penetrationThreshold: 3 }, 1.5)],
  ["a NaN armour absorption", () => F.totalAbsorption(Number.NaN, 1)],
  ["an unknown intention", () => F.planFor(bad("dance"))],
  ["an unknown maneuver", () => F.maneuverRow(bad("dance"))],
  ["an unknown hit location", () => F.woundEffect(bad("tail"), "light")],
  ["an unknown severity", () => F.woundEffect("head", bad("ouch"))],
  ["an unknown severity in the wound record", () => F.woundPenalty([{ location: "head", severity: bad("ouch"), nature: "blunt" }], options)],
  ["an unknown location in the wound record", () => F.bodyState([{ location: bad("tail"), severity: "light", nature: "blunt" }])],
  ["a NaN shock value", () => F.woundNotation({ location: "head", severity: "light", nature: "blunt", shockValue: Number.NaN })],
  ["a NaN Defense modifier", () => F.defenseAgainst({ fighterRank: 2, agilityMod: 0, modifier: Number.NaN })],
  ["an unknown posture", () => F.defenseAgainst({ fighterRank: 2, agilityMod: 0, posture: bad("flying") })],
  ["an unknown attack direction", () => F.defenseAgainst({ fighterRank: 2, agilityMod: 0, attackFrom: bad("above") })],
  ["a NaN Defense to beat", () => F.resolveMeleeAttack({ dice: [1, 2, 3], skill: 1, agilityMod: 0, defense: Number.NaN })],
  ["a NaN attack modifier", () => F.resolveMeleeAttack({ dice: [1, 2, 3], skill: 1, agilityMod: 0, modifiers: Number.NaN, defense: 10 })],
  ["a NaN check target", () => F.checkFromDice([1, 2, 3], 0, Number.NaN)],
  ["a fractional margin", () => F.criticalDice(7.5)],
  ["a NaN total", () => F.compareToTarget(Number.NaN, 3)],
  ["a NaN fixed impact", () => F.rollImpact(new SeededDice(1), { kind: "fixed", points: Number.NaN })],
  ["a NaN check modifier", () => F.rollCheck(new SeededDice(1), Number.NaN, 10)],
  ["thresholds out of order in the quick path", () => F.quickStrike(new SeededDice(1), { ...strike, thresholds: { impaired: 9, disabled: 2, destroyed: 1 } })],
  ["a NaN attack bonus in the quick path", () => F.quickStrike(new SeededDice(1), { ...strike, attackBonus: Number.NaN })],
  ["an unknown movement phase", () => F.phaseBudget(5, bad("lunch"))],
  ["negative movement points", () => F.movementWithAction(-4, [])],
  ["an unknown action type", () => F.movementWithAction(4, [bad("slow")])],
  ["a NaN movement rate", () => F.movementRateFor(Number.NaN, "half")],
  ["a NaN step cost", () => F.payForStep(Number.NaN, 3)],
  ["negative movement points for a step", () => F.payForStep(2, -3)],
  ["a NaN obstacle skill", () => F.obstacleSkill("jumpAcrossGap", { acrobatics: Number.NaN, jumping: 1 })],
  ["a NaN pace rate", () => F.paceFor(3, { walk: Number.NaN })],
  ["a NaN shock value for the target", () => F.shockTarget(Number.NaN)],
  ["negative actions lost", () => F.actionsAfterLoss(3, -2)],
  ["a NaN secondary-effect target", () => F.fumbleXX(new SeededDice(1), victim, Number.NaN)],
  ["an unknown limb", () => F.limbStruck(bad("tail"), { sideways: false, attackerHand: "right" })],
  ["a NaN Tactics skill", () => F.tacticsSkewSide([{ side: "a", tactics: Number.NaN }, { side: "b", tactics: 2 }])],
  ["a NaN initiative modifier", () => F.rollInitiative(new SeededDice(1), { id: "a", modifier: Number.NaN, fighterRank: 1, agilityMod: 0 })],
  ["a NaN Fighter rank in a flurry", () => F.startFlurry("k", [entrant("a", "x", { fighterRank: Number.NaN }), entrant("b", "y")])],
  ["the same fighter twice in a flurry", () => F.startFlurry("k", [entrant("a", "x"), entrant("a", "y")])],
  ["negative actions lost before a flurry", () => F.startFlurry("k", [entrant("a", "x", { actionsLost: -2 }), entrant("b", "y")])],
  ["an unknown location in a hit-location table", () => F.validateHitLocationTable({ count: 1, faces: 6, rows: [{ from: 1, to: 6, location: bad("tail") }] })],
  ["a fractional hex coordinate", () => F.hex(0.5, 0)],
  ["a NaN hex in a distance", () => F.hexDistance({ q: Number.NaN, r: 0 }, { q: 0, r: 0 })],
  ["a facing index beyond the six sides", () => F.sectorOf({ q: 0, r: 0 }, { kind: "side", index: 9 }, { q: 1, r: 0 })],
  ["an unknown facing kind", () => F.sectorOf({ q: 0, r: 0 }, { kind: bad("corner"), index: 1 }, { q: 1, r: 0 })],
  ["an unknown reach type", () => F.zonesOf({ position: { q: 0, r: 0 }, facing: F.sideFacing(0), weapon: { range: 1, reach: bad("whip") }, engaged: false })],
  ["a NaN fighter position", () => F.zonesOf({ position: { q: Number.NaN, r: 0 }, facing: F.sideFacing(0), weapon: { range: 1, reach: "swung" }, engaged: false })],
  ["a negative ring radius", () => F.ring({ q: 0, r: 0 }, -1)],
  ["a fractional direction", () => F.sideFacing(1.5)],
  ["a NaN action count for the outnumbered warning", () => F.outnumbered(Number.NaN, 2)],
  ["an unknown danger-zone event", () => F.nextDangerStatus("clear", bad("teleported"))],
  ["an exchange with an unknown intention, before any die is rolled", () => F.startExchange({ ...exchange, intention: bad("dance") })],
  ["an exchange with a fractional skill", () => F.startExchange({ ...exchange, skill: 2.5 })],
  ["an exchange with armour on an unknown location", () => F.startExchange({ ...exchange, defender: { ...exchange.defender, armour: { tail: { absorption: 1, penetrationThreshold: 1 } } as never } })],
  ["an exchange with a called location that does not exist", () => F.startExchange({ ...exchange, location: bad("tail") })],
  ["an exchange with thresholds out of order", () => F.startExchange({ ...exchange, defender: { ...exchange.defender, thresholds: { impaired: 5, disabled: 5, destroyed: 9 } } })],
  ["an obstacle bonus for someone not in the flurry", () => F.forcedAgainstObstacle(F.startFlurry("k", [entrant("a", "x"), entrant("b", "y")]), "a", "nobody")],
  ["an unknown intention declared in a flurry", () => {
    const open = F.takeInitiative(F.startFlurry("k", [entrant("a", "x"), entrant("b", "y")]), "a");
    return F.declareIntention(open, "a", bad("dance"));
  }],
];

describe("flurry rules refuse bad input with rules errors", () => {
  for (const [what, call] of cases) {
    it(`refuses ${what}`, () => {
      let error: unknown;
      try {
        call();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RulesError);
      expect(typeof lookup((error as RulesError).i18nKey)).toBe("string");
    });
  }

  it("accepts the same calls with good values", () => {
    expect(F.actionsPerFlurry(10)).toBe(4);
    expect(F.missileTargetLevel({ state: "unawareMoving", rangeModifier: 5 })).toBe(20);
    expect(F.planFor("kill").resolution.kind).toBe("lethal");
    expect(F.quickStrike(new SeededDice(1), strike)).toBeGreaterThanOrEqual(0);
    expect(F.shockTarget(12, 2)).toBe(14);
    expect(F.startExchange(exchange).stage).toBe("attackRoll");
  });
});
