import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../src/core/dice.js";
import { TapeDice } from "../../src/core/die-source.js";
import { prepareEncounter, type ClashFighter, type EncounterSpec } from "../../src/sim/index.js";
import { clashSim, type ClashPrepared } from "../../src/sim/rulesets/clash.js";
import { stepFight } from "../../src/sim/rulesets/clash-step.js";

const fighter = fc.record({
  ap: fc.integer({ min: 0, max: 4 }),
  luck: fc.integer({ min: 0, max: 3 }),
  armor: fc.integer({ min: 0, max: 3 }),
  hp: fc.integer({ min: 0, max: 16 }),
  initiative: fc.option(fc.integer({ min: -2, max: 4 }), { nil: undefined }),
  playerCharacter: fc.boolean(),
  skill: fc.integer({ min: 5, max: 110 }),
  damage: fc.constantFrom("1d8", "1d6+1", "2d4", "1d10-2"),
  reactions: fc.array(fc.record({ skill: fc.integer({ min: 5, max: 110 }), dealsDamage: fc.boolean() }), { maxLength: 2 }),
});

const tactics = fc.record({
  target: fc.constantFrom("first", "weakest", "strongest", "random" as const),
  flee: fc.oneof(fc.constant("never" as const), fc.constantFrom(0.25, 0.5, 1)),
  react: fc.boolean(),
  ownFailure: fc.constantFrom("reroll", "flipOrReroll", "pass" as const),
  forceReroll: fc.constantFrom("whenOpponentSucceeds", "never" as const),
});

const encounter = fc.record({
  sides: fc.array(fc.record({ tactics, fighters: fc.array(fighter, { minLength: 1, maxLength: 4 }) }), { minLength: 2, maxLength: 3 }),
  maxRounds: fc.integer({ min: 1, max: 12 }),
  options: fc.record({
    tierPreset: fc.constantFrom("doubles", "tenth", "brp"),
    tiePolicy: fc.constantFrom("stalemate", "defender"),
    reopenLuckWindows: fc.boolean(),
    initiativeFormula: fc.constantFrom("1d10", "1d20", "2d10", "1d100", "1d6"),
    rerollInitiativeEachRound: fc.boolean(),
  }),
  seed: fc.integer(),
});

type Encounter = typeof encounter extends fc.Arbitrary<infer T> ? T : never;

function specOf(x: Encounter): EncounterSpec<unknown, unknown> {
  return {
    ruleset: "clash",
    maxRounds: x.maxRounds,
    options: x.options,
    sides: x.sides.map((side, s) => ({
      key: `side${s}`,
      tactics: side.tactics,
      fighters: side.fighters.map(
        (f, k): ClashFighter => ({
          id: `c${s}-${k}`,
          ap: f.ap,
          luck: f.luck,
          armor: f.armor,
          hp: f.hp,
          ...(f.initiative !== undefined ? { initiative: f.initiative } : {}),
          playerCharacter: f.playerCharacter,
          action: { id: "attack", kind: "proactive", skill: f.skill, dealsDamage: true, damage: f.damage },
          reactions: f.reactions.map((r, j) => ({ id: `reaction${j}`, kind: "reactive", skill: r.skill, dealsDamage: r.dealsDamage, ...(r.dealsDamage ? { damage: "1d6" } : {}) })),
        }),
      ),
    })),
  };
}

describe("clash simulator: the numbers-only fight", () => {
  it("DL-AP-1, DL-AP-2, DL-AP-3: plays every fight as the encounter model does (initiative, cycling, passing, reactions out of turn), with the same dice", () => {
    let decided = 0;
    let ran = 0;
    fc.assert(
      fc.property(encounter, (x) => {
        const { prepared } = prepareEncounter(specOf(x)) as { prepared: ClashPrepared };
        const fastDice = new SeededDice(x.seed);
        const stepDice = new SeededDice(x.seed);
        const fastTape = new TapeDice(fastDice);
        // Several fights on one generator: each must leave the dice where the other leaves them.
        for (let k = 0; k < 4; k++) {
          const fast = clashSim.fight(prepared, fastDice, fastTape);
          expect(fast).toEqual(stepFight(prepared, stepDice));
          if (fast.winner !== null) decided++;
          if (fast.fighters.some((f) => f.fled)) ran++;
        }
        expect(fastDice.rollOne(1000)).toBe(stepDice.rollOne(1000));
      }),
      { numRuns: 300 },
    );
    // Not a degenerate sample: fights are won and fighters run.
    expect(decided).toBeGreaterThan(300);
    expect(ran).toBeGreaterThan(20);
  });
});
