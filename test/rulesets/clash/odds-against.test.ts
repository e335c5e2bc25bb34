import { describe, expect, it } from "vitest";
import { makeRoll, oddsAgainstRoll } from "../../../src/rulesets/clash/rules/index.js";

describe("clash odds once the attacker has rolled (the defender's prompt)", () => {
  // Attacker: 35 against 60 under preset A, a plain success. Defender evades at 40.
  // Defender faces by tier (worked by hand): critical 00 11 22 33 (4); fumble 44 55 66 77 88 99 (6);
  // success 01–40 less 11 22 33 (37); failure the other 53.
  // Success/success is "higher roll hits": 36–40 beat 35 (5), 35 ties (1), 31 faces read lower.
  const attack = makeRoll(35, 60, "doubles");

  it("DL-FLOW-4: a reaction at 40 against a 35 success — defender 9%, attacker 90%, a 1% stalemate", () => {
    const odds = oddsAgainstRoll(attack, 40);
    expect(odds.defenderHits).toBeCloseTo(0.09, 10);
    expect(odds.attackerHits).toBeCloseTo(0.9, 10);
    expect(odds.nobodyHits).toBeCloseTo(0.01, 10);
    expect(odds.tiers).toEqual({ critical: 0.04, success: 0.37, failure: 0.53, fumble: 0.06 });
  });

  it("DL-DICE-7: with ties to the defender the 35 that matches goes to the defender", () => {
    expect(oddsAgainstRoll(attack, 40, { tiePolicy: "defender" }).defenderHits).toBeCloseTo(0.1, 10);
  });

  it("DL-FLOW-7: no reaction sits in the failure row — the attacker's success hits for certain", () => {
    expect(oddsAgainstRoll(attack, null)).toEqual({ defenderHits: 0, attackerHits: 1, nobodyHits: 0, tiers: { critical: 0, success: 0, failure: 1, fumble: 0 } });
  });

  it("DL-FLOW-7: against a failed attack, not reacting is a sure 'both fail'; reacting gives the defender its successes", () => {
    const miss = makeRoll(73, 60, "doubles");
    expect(oddsAgainstRoll(miss, null).nobodyHits).toBe(1);
    // Defender at 40: criticals (4) and successes (37) hit; failures (53) both fail; fumbles (6) are the defender's fumble.
    const odds = oddsAgainstRoll(miss, 40);
    expect(odds.defenderHits).toBeCloseTo(0.41, 10);
    expect(odds.nobodyHits).toBeCloseTo(0.59, 10);
  });

  it("refuses a malformed attacker roll or skill with a rules error", () => {
    expect(() => oddsAgainstRoll(null as never, 40)).toThrow(/Malformed/);
    expect(() => oddsAgainstRoll(attack, -1)).toThrow();
  });
});
