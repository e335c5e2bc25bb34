import { describe, expect, it } from "vitest";
import { balance as search, encounterWith, simFor, simulate, type BalanceQuery, type BalanceResult } from "../../src/sim/index.js";
import { poolFighter } from "./fixtures.js";

const party = { key: "heroes", fighters: [poolFighter("hero1", 5, 1, 1), poolFighter("hero2", 5, 1, 1), poolFighter("hero3", 4, 1, 1)] };

const query = (over: Partial<BalanceQuery> = {}): BalanceQuery => ({
  ruleset: "pool",
  side: party,
  foes: { key: "guards", pool: [{ fighter: { ...poolFighter("guard", 3, 1, 1) } }, { fighter: { ...poolFighter("brute", 5, 0, 2, "heavy") } }] },
  target: 0.7,
  budget: 3_000,
  seed: "b",
  ...over,
});

/** The search with the ruleset's simulator, as the command line and the worker run it. */
const balance = (q: BalanceQuery): BalanceResult => search(q, { sim: simFor(q.ruleset) });

describe("balancing", () => {
  it("count: finds the number of guards whose fight the heroes win closest to the target, within the budget", () => {
    const result = balance(query());
    expect(result.fightsPlayed).toBeLessThanOrEqual(3_000);
    const n = result.best.counts[0]!;
    expect(result.best.counts[1]).toBe(0);
    // Bracketed: one guard fewer is easier than the target, one more is harder (same seed, more fights).
    const chance = (guards: number) => simulate(encounterWith(query(), [guards, 0]), { fights: 1500, seed: "check" }).sides[0]!.winChance;
    if (n > 1) expect(chance(n - 1)).toBeGreaterThan(0.7 - 0.08);
    expect(chance(n + 1)).toBeLessThan(0.7 + 0.08);
    // The best trial is the closest of those played.
    for (const t of result.trials) expect(Math.abs(result.best.winChance - 0.7)).toBeLessThanOrEqual(Math.abs(t.winChance - 0.7));
  });

  it("count: a harder target needs more foes than an easier one", () => {
    const easy = balance(query({ target: 0.9 })).best.counts[0]!;
    const hard = balance(query({ target: 0.3 })).best.counts[0]!;
    expect(hard).toBeGreaterThan(easy);
  });

  it("mix: adds foes of the pool one at a time until the heroes' chance reaches the target; copies get their own ids", () => {
    const result = balance(query({ mode: "mix", maxFoes: 6, budget: 8_000 }));
    expect(result.fightsPlayed).toBeLessThanOrEqual(8_000);
    expect(result.best.counts.reduce((s, c) => s + c, 0)).toBeGreaterThan(0);
    expect(Math.abs(result.best.winChance - 0.7)).toBeLessThan(0.2);
    const spec = encounterWith(query(), [2, 1]);
    expect(spec.sides[1]!.fighters.map((f) => (f as { id: string }).id)).toEqual(["guard", "guard-2", "brute"]);
  });

  it("refuses a target outside (0, 1), an empty pool and a budget too small for one candidate", () => {
    expect(() => balance(query({ target: 1 }))).toThrow(/BadTarget/);
    expect(() => balance(query({ foes: { key: "guards", pool: [] } }))).toThrow(/EmptySide/);
    expect(() => balance(query({ budget: 10 }))).toThrow(/budget/);
  });
});
