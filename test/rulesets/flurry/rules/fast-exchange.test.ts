import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { RulesError } from "../../../../src/core/errors.js";
import { TapeDice } from "../../../../src/core/die-source.js";
import { HIT_LOCATIONS, INTENTIONS, defenseAgainst, runExchange, type ExchangeInput, type HitLocation } from "../../../../src/rulesets/flurry/rules/index.js";
import { fastFlurryExchange, fromExchangeResult, type FastFlurryResult } from "../../../../src/rulesets/flurry/rules/fast-exchange.js";

const armourPiece = fc.record({
  absorption: fc.integer({ min: 0, max: 6 }),
  penetrationThreshold: fc.integer({ min: 0, max: 8 }),
  defenseBonus: fc.integer({ min: 0, max: 3 }),
});

const cases = fc.record({
  skill: fc.integer({ min: -2, max: 9 }),
  agilityMod: fc.integer({ min: -2, max: 3 }),
  attackModifiers: fc.integer({ min: -8, max: 2 }),
  strength: fc.integer({ min: 4, max: 16 }),
  impactModifier: fc.integer({ min: -2, max: 4 }),
  penetrationValue: fc.integer({ min: 0, max: 3 }),
  ownDice: fc.option(fc.record({ count: fc.integer({ min: 1, max: 3 }), faces: fc.constantFrom(6, 8, 10) }), { nil: undefined }),
  wounds: fc.constantFrom("cut", "puncture" as const),
  intention: fc.constantFrom(...INTENTIONS),
  defenderRank: fc.integer({ min: 0, max: 8 }),
  defenderAgility: fc.integer({ min: -2, max: 3 }),
  posture: fc.constantFrom("standing", "stunned", "fallen" as const),
  cannotDefend: fc.boolean(),
  impaired: fc.integer({ min: 1, max: 6 }),
  location: fc.option(fc.constantFrom(...HIT_LOCATIONS), { nil: undefined }),
  armour: fc.dictionary(fc.constantFrom(...HIT_LOCATIONS), armourPiece),
  innateResistance: fc.integer({ min: 0, max: 3 }),
  woundPenalty: fc.integer({ min: -7, max: 0 }),
  round: fc.integer({ min: 1, max: 6 }),
  beyondTable: fc.constantFrom("ask", "placeholder" as const),
  seed: fc.integer(),
});

type Case = typeof cases extends fc.Arbitrary<infer T> ? T : never;

function input(x: Case): ExchangeInput {
  return {
    attackerId: "attacker",
    skill: x.skill,
    agilityMod: x.agilityMod,
    attackModifiers: x.attackModifiers,
    strength: x.strength,
    weapon: { impactModifier: x.impactModifier, penetrationValue: x.penetrationValue, wounds: x.wounds, ...(x.ownDice ? { impactDice: { kind: "dice", ...x.ownDice } } : {}) },
    intention: x.intention,
    defense: defenseAgainst({ fighterRank: x.defenderRank, agilityMod: x.defenderAgility, posture: x.posture, cannotDefend: x.cannotDefend }),
    defender: {
      id: "defender",
      dexterityMod: 0,
      agilityMod: x.defenderAgility,
      strengthMod: 1,
      shockMod: 0,
      woundPenalty: x.woundPenalty,
      thresholds: { impaired: x.impaired, disabled: x.impaired + 4, destroyed: x.impaired + 8 },
      innateResistance: x.innateResistance,
      armour: x.armour,
    },
    ...(x.location ? { location: x.location } : {}),
    round: x.round,
  };
}

/** The step machine, the GM naming the chest whenever the input leaves the location open. */
const toChest = (): HitLocation => "chest";
const stepMachine = (i: ExchangeInput, dice: SeededDice, options: Record<string, unknown> = {}): FastFlurryResult => fromExchangeResult(runExchange(i, dice, toChest, options));

/** The result, or the rules error's key when the exchange is refused (an Impact Cap with no dice). */
function outcome(play: () => FastFlurryResult): FastFlurryResult | string {
  try {
    return play();
  } catch (error) {
    if (error instanceof RulesError) return error.i18nKey;
    throw error;
  }
}

describe("flurry fast exchange", () => {
  it("WC-ATK-1, WC-ATK-5, WC-ATK-6, WC-STR-1..4, WC-WND-2: gives the step machine's outcome for the same dice, using the same dice", () => {
    fc.assert(
      fc.property(cases, (x) => {
        const i = input(x);
        const options = { impactBeyondTable: x.beyondTable };
        const live = new SeededDice(x.seed);
        const fast = outcome(() => fastFlurryExchange(i, new TapeDice(live), options, toChest));
        const stepDice = new SeededDice(x.seed);
        expect(fast).toEqual(outcome(() => stepMachine(i, stepDice, options)));
        if (typeof fast !== "string") expect(live.rollOne(1000)).toBe(stepDice.rollOne(1000));
      }),
      { numRuns: 3000 },
    );
  });

  it("WC-ATK-1: hits, wounds by severity and stuns over 100,000 seeded exchanges match the step machine's", () => {
    const cut = input({
      skill: 4, agilityMod: 1, attackModifiers: 0, strength: 10, impactModifier: 2, penetrationValue: 1, ownDice: { count: 1, faces: 10 }, wounds: "cut", intention: "kill",
      defenderRank: 3, defenderAgility: 1, posture: "standing", cannotDefend: false, impaired: 4, location: "head",
      armour: { head: { absorption: 2, penetrationThreshold: 4, defenseBonus: 1 } }, innateResistance: 0, woundPenalty: 0, round: 1, beyondTable: "ask", seed: 0,
    });
    const tape = new TapeDice(new SeededDice("fast"));
    const slow = new SeededDice("slow");
    const n = 100_000;
    const a = new Array<number>(8).fill(0);
    const b = new Array<number>(8).fill(0);
    const severity = ["light", "serious", "critical", "mortal"];
    const key = (o: FastFlurryResult) => (!o.hit ? (o.slidOffArmour ? 1 : 0) : o.wound ? 3 + severity.indexOf(o.wound.severity) : o.incapacitated ? 7 : 2);
    for (let k = 0; k < n; k++) {
      a[key(fastFlurryExchange(cut, tape))]!++;
      b[key(stepMachine(cut, slow))]!++;
    }
    expectSameDistribution(a, b, n);
    // Not a degenerate sample: misses, slides, clean hits and wounds all occur.
    for (const bin of [0, 1, 3]) expect(a[bin]).toBeGreaterThan(1000);
  });
});
