import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { TapeDice } from "../../../../src/core/die-source.js";
import {
  clashChooser,
  clashOptions,
  driveExchange,
  fastClash,
  fromStepOutcome,
  startExchange,
  type ClashPolicy,
  type ExchangeInput,
} from "../../../../src/rulesets/clash/rules/index.js";

const policy = fc.record<ClashPolicy>({
  react: fc.boolean(),
  ownFailure: fc.constantFrom("reroll", "flipOrReroll", "pass"),
  forceReroll: fc.constantFrom("whenOpponentSucceeds", "never"),
});

const cases = fc.record({
  attackSkill: fc.integer({ min: 0, max: 120 }),
  reactSkill: fc.integer({ min: 0, max: 120 }),
  attackerLuck: fc.integer({ min: 0, max: 3 }),
  defenderLuck: fc.integer({ min: 0, max: 3 }),
  defenderAp: fc.integer({ min: 0, max: 3 }),
  armor: fc.integer({ min: 0, max: 4 }),
  counterDamages: fc.boolean(),
  damage: fc.constantFrom("1d8", "1d6+1", "2d4", "1d10-2"),
  preset: fc.constantFrom("doubles", "tenth", "brp"),
  tiePolicy: fc.constantFrom("stalemate", "defender"),
  maneuvers: fc.boolean(),
  attacker: policy,
  defender: policy,
  seed: fc.integer(),
});

type Case = typeof cases extends fc.Arbitrary<infer T> ? T : never;

function build(x: Case): ExchangeInput {
  return {
    attacker: {
      id: "hero",
      ap: 2,
      luck: x.attackerLuck,
      armor: 1,
      action: { id: "attack", kind: "proactive", skill: x.attackSkill, dealsDamage: true, damage: x.damage },
      ...(x.maneuvers ? { maneuvers: [{ id: "push", stackable: false }] } : {}),
    },
    defender: {
      id: "ogre",
      ap: x.defenderAp,
      luck: x.defenderLuck,
      armor: x.armor,
      reactions: [x.counterDamages ? { id: "counter", kind: "reactive", skill: x.reactSkill, dealsDamage: true, damage: "1d8" } : { id: "evade", kind: "reactive", skill: x.reactSkill, dealsDamage: false }],
    },
  };
}

describe("clash fast exchange", () => {
  it("DL-FLOW-1…7, DL-LUCK-1…4: gives the step machine's outcome for the same dice and policies, using the same dice", () => {
    fc.assert(
      fc.property(cases, (x) => {
        const input = build(x);
        const options = clashOptions({ tierPreset: x.preset, tiePolicy: x.tiePolicy });
        const live = new SeededDice(x.seed);
        const fast = fastClash(input, options, { attacker: x.attacker, defender: x.defender }, new TapeDice(live));
        const stepDice = new SeededDice(x.seed);
        const slow = fromStepOutcome(driveExchange(startExchange(input, options), stepDice, clashChooser(x.attacker, x.defender)));
        expect(fast).toEqual(slow);
        expect(live.rollOne(1000)).toBe(stepDice.rollOne(1000));
      }),
      { numRuns: 3000 },
    );
  });

  it("DL-CLASH-1: damage dealt over 100,000 seeded clashes matches the step machine's", () => {
    const x = { attackSkill: 60, reactSkill: 55, attackerLuck: 1, defenderLuck: 1, defenderAp: 3, armor: 2, counterDamages: true, damage: "1d8", preset: "doubles", tiePolicy: "stalemate", maneuvers: false, attacker: { react: true, ownFailure: "flipOrReroll", forceReroll: "whenOpponentSucceeds" }, defender: { react: true, ownFailure: "reroll", forceReroll: "never" }, seed: 0 } as const;
    const input = build(x);
    const options = clashOptions({});
    const choose = clashChooser(x.attacker, x.defender);
    const start = startExchange(input, options);
    const tape = new TapeDice(new SeededDice("fast"));
    const slowDice = new SeededDice("slow");
    const n = 100_000;
    const key = (hitter: string | null, dealt: number) => (hitter === null ? 0 : hitter === "attacker" ? 1 + dealt : 20 + dealt);
    const a = new Array<number>(40).fill(0);
    const b = new Array<number>(40).fill(0);
    for (let i = 0; i < n; i++) {
      const f = fastClash(input, options, x, tape);
      a[key(f.hitter, f.dealt)]!++;
      const s = fromStepOutcome(driveExchange(start, slowDice, choose));
      b[key(s.hitter, s.dealt)]!++;
    }
    expectSameDistribution(a, b, n);
  });
});
