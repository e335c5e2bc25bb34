import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../src/core/dice.js";
import { TapeDice } from "../../src/core/die-source.js";
import { HIT_LOCATIONS } from "../../src/rulesets/flurry/rules/index.js";
import { prepareEncounter, type EncounterSpec, type FlurryFighter } from "../../src/sim/index.js";
import { flurrySim, type FlurryPrepared } from "../../src/sim/rulesets/flurry.js";
import { stepFight } from "../../src/sim/rulesets/flurry-step.js";

const location = fc.constantFrom(...HIT_LOCATIONS);

const fighter = fc.record({
  fighterRank: fc.integer({ min: 0, max: 11 }),
  agilityMod: fc.integer({ min: -2, max: 3 }),
  dexterityMod: fc.integer({ min: -2, max: 2 }),
  strengthMod: fc.integer({ min: -1, max: 2 }),
  shockMod: fc.integer({ min: -1, max: 2 }),
  skill: fc.integer({ min: -1, max: 9 }),
  strength: fc.integer({ min: 4, max: 14 }),
  impactModifier: fc.integer({ min: -1, max: 3 }),
  penetrationValue: fc.integer({ min: 0, max: 3 }),
  cuts: fc.constantFrom("cut", "puncture" as const),
  ownDice: fc.option(fc.record({ count: fc.integer({ min: 1, max: 2 }), faces: fc.constantFrom(6, 8, 10) }), { nil: undefined }),
  impaired: fc.integer({ min: 2, max: 6 }),
  disabledStep: fc.integer({ min: 2, max: 5 }),
  destroyedStep: fc.integer({ min: 2, max: 5 }),
  armour: fc.dictionary(location, fc.record({ absorption: fc.integer({ min: 0, max: 5 }), penetrationThreshold: fc.integer({ min: 0, max: 7 }), defenseBonus: fc.integer({ min: 0, max: 2 }) })),
  innateResistance: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
  wounds: fc.array(fc.record({ location, severity: fc.constantFrom("light", "serious", "critical" as const), nature: fc.constantFrom("cut", "puncture" as const) }), { maxLength: 2 }),
});

const tactics = fc.record({
  target: fc.constantFrom("first", "weakest", "strongest", "random" as const),
  aim: location,
  intention: fc.constantFrom("kill", "strike" as const),
  actionless: fc.constantFrom("indefensibleAttack", "letGo" as const),
  holdInitiative: fc.boolean(),
  flee: fc.oneof(fc.constant("never" as const), fc.constantFrom(0.25, 0.5, 1)),
});

const encounter = fc.record({
  sides: fc.array(fc.record({ tactics, fighters: fc.array(fighter, { minLength: 1, maxLength: 4 }) }), { minLength: 2, maxLength: 3 }),
  maxRounds: fc.integer({ min: 1, max: 12 }),
  woundPenaltyAcrossLocations: fc.constantFrom("sum", "worst"),
  seed: fc.integer(),
});

type Encounter = typeof encounter extends fc.Arbitrary<infer T> ? T : never;

function specOf(x: Encounter): EncounterSpec<unknown, unknown> {
  return {
    ruleset: "flurry",
    maxRounds: x.maxRounds,
    // Caps past the Impact table's rows need dice: the placeholder dice stand in where a weapon has none.
    options: { woundPenaltyAcrossLocations: x.woundPenaltyAcrossLocations, impactBeyondTable: "placeholder" },
    sides: x.sides.map((side, s) => ({
      key: `side${s}`,
      tactics: side.tactics,
      fighters: side.fighters.map(
        (f, k): FlurryFighter => ({
          id: `f${s}-${k}`,
          fighterRank: f.fighterRank,
          agilityMod: f.agilityMod,
          dexterityMod: f.dexterityMod,
          strengthMod: f.strengthMod,
          shockMod: f.shockMod,
          skill: f.skill,
          strength: f.strength,
          weapon: { impactModifier: f.impactModifier, penetrationValue: f.penetrationValue, wounds: f.cuts, ...(f.ownDice ? { impactDice: { kind: "dice", ...f.ownDice } } : {}) },
          thresholds: { impaired: f.impaired, disabled: f.impaired + f.disabledStep, destroyed: f.impaired + f.disabledStep + f.destroyedStep },
          armour: f.armour,
          ...(f.innateResistance !== undefined ? { innateResistance: f.innateResistance } : {}),
          wounds: f.wounds,
        }),
      ),
    })),
  };
}

describe("flurry simulator: the numbers-only fight", () => {
  it("WC-INIT-1, WC-INIT-4, WC-FLY-2, WC-FLY-3, WC-FLY-11, WC-FLY-12, WC-WND-10: plays every fight as the encounter model and the flurry machine do, with the same dice", () => {
    let decided = 0;
    let withdrawn = 0;
    fc.assert(
      fc.property(encounter, (x) => {
        const { prepared } = prepareEncounter(specOf(x)) as { prepared: FlurryPrepared };
        const fastDice = new SeededDice(x.seed);
        const stepDice = new SeededDice(x.seed);
        const fastTape = new TapeDice(fastDice);
        // Several fights on one generator: each must leave the dice where the other leaves them.
        for (let k = 0; k < 4; k++) {
          const fast = flurrySim.fight(prepared, fastDice, fastTape);
          expect(fast).toEqual(stepFight(prepared, stepDice));
          if (fast.winner !== null) decided++;
          if (fast.fighters.some((f) => f.fled)) withdrawn++;
        }
        expect(fastDice.rollOne(1000)).toBe(stepDice.rollOne(1000));
      }),
      { numRuns: 250 },
    );
    // Not a degenerate sample: fights are won and fighters run.
    expect(decided).toBeGreaterThan(300);
    expect(withdrawn).toBeGreaterThan(20);
  });
});
