import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SeededDice } from "../../../src/core/dice.js";
import {
  CLASH_CELL_KEYS,
  clashCell,
  clashCellKey,
  clashOdds,
  finalRollFor,
  driveExchange,
  flipRoll,
  startExchange,
  tierRank,
  type ClashCellKey,
  type ExchangeChoice,
  type ExchangeDecision,
  type ExchangeState,
} from "../../../src/rulesets/clash/rules/index.js";
import { clashInput, swordAttack, counterAttack } from "./helpers.js";

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe("clash exact odds", () => {
  it("the 16 cells sum to 1 and hits + no hits sum to 1, for any skills and preset", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }), fc.constantFrom("doubles", "tenth", "brp"), fc.constantFrom("stalemate", "defender"), fc.boolean(), fc.boolean(), (a, d, tierPreset, tiePolicy, af, df) => {
        const odds = clashOdds({ attackerSkill: a, defenderSkill: d, attackerFlipsWhenItHelps: af, defenderFlipsWhenItHelps: df }, { tierPreset, tiePolicy });
        expect(sum(odds.cells.values())).toBeCloseTo(1, 12);
        expect(odds.attackerHits + odds.defenderHits + odds.nobodyHits).toBeCloseTo(1, 12);
        for (const [key, split] of odds.higherRoll) expect(split.attackerHigher + split.defenderHigher + split.equal).toBeCloseTo(odds.cells.get(key)!, 12);
      }),
    );
  });

  it("matches a hand count at 60 vs 60 under preset A (6 criticals, 55 successes, 35 failures, 4 fumbles each)", () => {
    const odds = clashOdds({ attackerSkill: 60, defenderSkill: 60 });
    const per = { critical: 6, success: 55, failure: 35, fumble: 4 } as const;
    for (const key of CLASH_CELL_KEYS) {
      const [a, d] = key.split("/") as [keyof typeof per, keyof typeof per];
      expect(odds.cells.get(key)).toBeCloseTo((per[a] * per[d]) / 10_000, 15);
    }
    // Critical vs critical: readings {0,11,22,33,44,55} on both sides; 6 ties, the rest split evenly.
    expect(odds.higherRoll.get("critical/critical")).toEqual({ attackerHigher: 15 / 10_000, defenderHigher: 15 / 10_000, equal: 6 / 10_000 });
  });

  it("agrees exactly with a visit of every one of the 100 × 100 face pairs", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 110 }), fc.integer({ min: 0, max: 110 }), fc.constantFrom("doubles", "tenth", "brp"), fc.boolean(), fc.boolean(), (a, d, tierPreset, af, df) => {
        const counts = new Map<string, number>();
        const bump = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
        for (let fa = 1; fa <= 100; fa++) {
          const ra = finalRollFor(fa, a, tierPreset, af);
          for (let fd = 1; fd <= 100; fd++) {
            const rd = finalRollFor(fd, d, tierPreset, df);
            const key = clashCellKey(ra.tier, rd.tier);
            bump(key);
            if (clashCell(ra.tier, rd.tier).kind === "higherRoll") bump(`${key}:${ra.value > rd.value ? "a" : ra.value < rd.value ? "d" : "="}`);
          }
        }
        const odds = clashOdds({ attackerSkill: a, defenderSkill: d, attackerFlipsWhenItHelps: af, defenderFlipsWhenItHelps: df }, { tierPreset });
        for (const key of CLASH_CELL_KEYS) expect(odds.cells.get(key)).toBe((counts.get(key) ?? 0) / 10_000);
        for (const [key, split] of odds.higherRoll) {
          expect(split).toEqual({ attackerHigher: (counts.get(`${key}:a`) ?? 0) / 10_000, defenderHigher: (counts.get(`${key}:d`) ?? 0) / 10_000, equal: (counts.get(`${key}:=`) ?? 0) / 10_000 });
        }
      }),
      { numRuns: 40 },
    );
  });

  it("a defender who does not react puts all the mass in the failure row", () => {
    const odds = clashOdds({ attackerSkill: 50, defenderSkill: 90, defenderReacts: false });
    expect(odds.cells.get("success/failure")! + odds.cells.get("critical/failure")! + odds.cells.get("failure/failure")! + odds.cells.get("fumble/failure")!).toBeCloseTo(1, 12);
    expect(odds.defenderHits).toBe(0);
    expect(odds.higherRoll.size).toBe(0);
  });

  it("flipping when it helps never lowers a side's chance of success, and the tie setting moves exactly the tie mass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.constantFrom("doubles", "tenth", "brp"), (a, d, tierPreset) => {
        const plain = clashOdds({ attackerSkill: a, defenderSkill: d }, { tierPreset });
        const lucky = clashOdds({ attackerSkill: a, defenderSkill: d, attackerFlipsWhenItHelps: true }, { tierPreset });
        const successRate = (o: typeof plain) => sum([...o.cells].filter(([k]) => k.startsWith("success/") || k.startsWith("critical/")).map(([, p]) => p));
        expect(successRate(lucky)).toBeGreaterThanOrEqual(successRate(plain) - 1e-12);
        const toDefender = clashOdds({ attackerSkill: a, defenderSkill: d }, { tierPreset, tiePolicy: "defender" });
        const ties = sum([...plain.higherRoll.values()].map((s) => s.equal));
        expect(toDefender.defenderHits - plain.defenderHits).toBeCloseTo(ties, 12);
      }),
    );
  });

  it("bad skills are refused", () => {
    expect(() => clashOdds({ attackerSkill: -1, defenderSkill: 50 })).toThrow(/OutOfRange/);
    expect(() => clashOdds({ attackerSkill: 50, defenderSkill: 0.5 })).toThrow(/NotAnInteger/);
    expect(() => clashOdds({ attackerSkill: 50, defenderSkill: 50 }, { tierPreset: "d6" })).toThrow(/InvalidOption/);
    expect(() => clashOdds(undefined as unknown as { attackerSkill: number; defenderSkill: number })).toThrow(/Malformed/);
  });

  it("exact cell odds agree with 100,000 seeded clashes played through the exchange machine, within 4 standard errors", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 95 }),
        fc.integer({ min: 5, max: 95 }),
        fc.constantFrom("doubles", "tenth", "brp"),
        fc.boolean(),
        fc.boolean(),
        fc.string({ minLength: 1, maxLength: 8 }),
        (attackerSkill, defenderSkill, tierPreset, attackerFlips, defenderFlips, seed) => {
          const options = { tierPreset };
          const odds = clashOdds({ attackerSkill, defenderSkill, attackerFlipsWhenItHelps: attackerFlips, defenderFlipsWhenItHelps: defenderFlips }, options);
          const input = clashInput({
            attacker: { ap: 1, luck: attackerFlips ? 1 : 0, action: { ...swordAttack, skill: attackerSkill }, maneuvers: [] },
            defender: { luck: defenderFlips ? 1 : 0, reactions: [{ ...counterAttack, skill: defenderSkill }], maneuvers: [] },
          });
          const start = startExchange(input, options);
          const dice = new SeededDice(seed);
          const samples = 100_000;
          const counts = new Map<ClashCellKey, number>();
          for (let i = 0; i < samples; i++) {
            const outcome = driveExchange(start, dice, flipWhenItHelps);
            counts.set(outcome.resolution.key, (counts.get(outcome.resolution.key) ?? 0) + 1);
          }
          for (const key of CLASH_CELL_KEYS) {
            const p = odds.cells.get(key)!;
            const observed = (counts.get(key) ?? 0) / samples;
            const standardError = Math.sqrt((p * (1 - p)) / samples);
            expect(Math.abs(observed - p), `${key}: exact ${p}, sampled ${observed}`).toBeLessThanOrEqual(4 * standardError + 1e-12);
          }
        },
      ),
      // A fixed seed keeps the check reproducible. 48 comparisons at 4 SE, several in cells expected
      // only ~50 times in 100,000 (where counts are skewed), would otherwise fail now and then: one
      // seed string put 81 fumble/fumble clashes in its first 100,000 where a million gave 0.000524
      // against the exact 0.0005.
      { numRuns: 3, seed: 1 },
    );
  });
});

/** A player who flips a failed roll only when the flip reaches a better tier; no other Luck use. */
function flipWhenItHelps(decision: ExchangeDecision, state: ExchangeState): ExchangeChoice {
  switch (decision.type) {
    case "luck": {
      if (!decision.options.includes("flip")) return { type: "luck", use: "pass" };
      const own = decision.window === "attackerOwnFailure" ? state.attackerRoll : state.defenderRoll;
      const better = own !== null && tierRank(flipRoll(own, state.options.tierPreset).tier) > tierRank(own.tier);
      return { type: "luck", use: better ? "flip" : "pass" };
    }
    case "react":
      return { type: "react", reactionId: decision.reactionIds[0] ?? null };
    case "chooseManeuvers":
      return { type: "chooseManeuvers", maneuverIds: [] };
    case "adjudicate":
      return { type: "acknowledge" };
    default:
      return { type: "roll" };
  }
}
