import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BRP_DEFAULTS,
  brpOptions,
  brpOptionsSchema,
  exchangeOdds,
  resolveMatrix,
  successLevel,
  successOdds,
  SUCCESS_LEVELS,
} from "../../../../src/rulesets/brp/rules/index.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { defaultsOf } from "../../../../src/core/options.js";

describe("brp options", () => {
  it("every optional rule is a typed option with the catalog's default", () => {
    expect(BRP_DEFAULTS).toEqual(defaultsOf(brpOptionsSchema));
    expect(BRP_DEFAULTS).toMatchObject({
      dodgeMissiles: "firstDifficult",
      initiativeRolls: false,
      statements: "normal",
      powersInActionPhase: false,
      randomArmor: false,
      hitLocations: false,
      majorWoundRounding: "up",
      successRounding: "table",
    });
    expect(() => brpOptions({ dodgeMissiles: "sometimes" })).toThrow(/InvalidOption/);
    expect(() => brpOptions({ nonsense: true })).toThrow(/UnknownOption/);
    expect(() => brpOptions({ fumbleRollCap: 0 })).toThrow(/InvalidOption/);
  });
});

describe("brp exact odds", () => {
  it("success odds for 60%: 3 / 9 / 48 / 37 / 3 in a hundred", () => {
    const o = successOdds(60);
    expect(o).toEqual({ critical: 0.03, special: 0.09, success: 0.48, failure: 0.37, fumble: 0.03 });
    expect(o.critical).toBeCloseTo(0.03, 12);
    expect(o.special).toBeCloseTo(0.09, 12);
    expect(o.success).toBeCloseTo(0.48, 12);
    expect(o.failure).toBeCloseTo(0.37, 12);
    expect(o.fumble).toBeCloseTo(0.03, 12);
    // Modifiers: the odds follow the modified chance and the limits.
    expect(successOdds(12, undefined, { capAt: "success" }).critical).toBe(0);
  });

  it("exchange odds sum to 1 and weight each matrix row by both rolls", () => {
    const o = exchangeOdds(70, { kind: "parry", chance: 50 });
    const total = o.cells.reduce((s, c) => s + c.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(o.cells).toHaveLength(17);
    const critVsSuccess = o.cells.find((c) => c.attack === "critical" && c.defence === "success")!;
    expect(critVsSuccess.probability).toBeCloseTo(successOdds(70).critical * successOdds(50).success, 12);
    expect(critVsSuccess.outcome).toEqual(resolveMatrix("critical", { kind: "parry", level: "success" }));
    const none = exchangeOdds(70, { kind: "none" });
    expect(none.delivered.blocked).toBe(0);
    expect(none.delivered.success + none.delivered.special + none.delivered.critical).toBeCloseTo(0.7, 12);
    expect(none.defenderFumbles).toBe(0);
  });

  it("exchange odds equal a brute-force count over all 10,000 pairs of d100 rolls", () => {
    const cases: Array<[number, "parry" | "dodge" | "none", number, boolean]> = [
      [60, "parry", 60, true],
      [3, "dodge", 97, true],
      [101, "parry", 45, false],
      [150, "dodge", 4, true],
      [55, "none", 0, true],
    ];
    for (const [attack, kind, defence, melee] of cases) {
      const counts = { miss: 0, blocked: 0, success: 0, special: 0, critical: 0 };
      let attackerFumbles = 0;
      let defenderFumbles = 0;
      let parryingItemDamage = 0;
      for (let a = 1; a <= 100; a++) {
        for (let d = 1; d <= 100; d++) {
          const r = resolveMatrix(successLevel(a, attack), kind === "none" ? { kind } : { kind, level: successLevel(d, defence) }, melee);
          counts[r.attackMissed ? "miss" : r.delivered]++;
          if (r.attackerFumbles) attackerFumbles++;
          if (r.defenderFumbles) defenderFumbles++;
          parryingItemDamage += r.parryingItemDamage;
        }
      }
      const odds = exchangeOdds(attack, kind === "none" ? { kind } : { kind, chance: defence }, melee);
      for (const key of Object.keys(counts) as Array<keyof typeof counts>) expect(odds.delivered[key]).toBeCloseTo(counts[key] / 10000, 12);
      expect(odds.attackerFumbles).toBeCloseTo(attackerFumbles / 10000, 12);
      expect(odds.defenderFumbles).toBeCloseTo(defenderFumbles / 10000, 12);
      const expectedItemDamage = odds.cells.reduce((s, c) => s + c.probability * c.outcome.parryingItemDamage, 0);
      expect(expectedItemDamage).toBeCloseTo(parryingItemDamage / 10000, 12);
    }
  });

  // The sampling check is statistical: 25 runs × 5 results at 4 standard errors would fail about
  // once in a hundred suite runs with fresh seeds, so the fast-check seed is pinned for a
  // reproducible suite; the brute-force test above is the exact check.
  it("exact odds match seeded sampling within 4 standard errors (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 1, max: 120 }), fc.constantFrom("parry" as const, "dodge" as const), fc.string(), (attack, defence, kind, seed) => {
        const odds = exchangeOdds(attack, { kind, chance: defence });
        const dice = new SeededDice(seed);
        const n = 4000;
        const counts = { miss: 0, blocked: 0, success: 0, special: 0, critical: 0 };
        for (let i = 0; i < n; i++) {
          const a = successLevel(dice.rollOne(100), attack);
          const d = successLevel(dice.rollOne(100), defence);
          const r = resolveMatrix(a, { kind, level: d });
          counts[r.attackMissed ? "miss" : r.delivered]++;
        }
        for (const key of Object.keys(counts) as Array<keyof typeof counts>) {
          const p = odds.delivered[key];
          const se = Math.sqrt(Math.max(p * (1 - p), 1e-9) / n);
          // Four standard errors plus a one-count continuity allowance for very rare cells.
          expect(Math.abs(counts[key] / n - p)).toBeLessThanOrEqual(4 * se + 1 / n);
        }
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });

  it("success odds partition to 1 for any chance", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 300 }), (chance) => {
        const o = successOdds(chance);
        expect(SUCCESS_LEVELS.reduce((s, l) => s + o[l], 0)).toBeCloseTo(1, 12);
      }),
    );
  });
});
