import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { TapeDice } from "../../../../src/core/die-source.js";
import {
  brpOptions,
  defaultChoice,
  fastExchange,
  newDefenceRound,
  newHarm,
  fromStepOutcome,
  runExchange,
  SPECIAL_TYPES,
  type ExchangeAnswer,
  type ExchangeDecision,
  type ExchangeInput,
} from "../../../../src/rulesets/brp/rules/index.js";

const inputs = fc.record({
  chance: fc.integer({ min: 0, max: 130 }),
  parry: fc.integer({ min: 0, max: 120 }),
  dodge: fc.integer({ min: 0, max: 90 }),
  armor: fc.integer({ min: 0, max: 8 }),
  shieldHp: fc.integer({ min: 1, max: 20 }),
  hp: fc.integer({ min: 6, max: 20 }),
  hurt: fc.integer({ min: 0, max: 10 }),
  special: fc.constantFrom(...SPECIAL_TYPES),
  formula: fc.constantFrom("1D8+1", "1D6", "2D6", "1D10+2", "1D3"),
  modifier: fc.constantFrom("0", "+1D4", "+1D6", "-1D4"),
  parries: fc.integer({ min: 0, max: 2 }),
  parryable: fc.boolean(),
  stunned: fc.boolean(),
  criticalMayBeSpecial: fc.boolean(),
  takeSpecial: fc.boolean(),
  seed: fc.integer(),
});

/** The default answers, or the same but taking a critical as a special when offered (BRP-RES-10). */
const chooserOf = (x: { readonly takeSpecial: boolean }) =>
  x.takeSpecial ? (d: ExchangeDecision): ExchangeAnswer => (d.type === "criticalOrSpecial" ? { type: "criticalOrSpecial", take: "special" } : defaultChoice(d)) : defaultChoice;

type Drawn = typeof inputs extends fc.Arbitrary<infer T> ? T : never;

function build(x: Drawn): ExchangeInput {
  let round = newDefenceRound();
  for (let i = 0; i < x.parries; i++) round = { ...round, parries: round.parries + 1 };
  const harm = newHarm(x.hp);
  return {
    round: 2,
    attacker: { id: "a", siz: 13, chance: x.chance, damageModifier: x.modifier, weapon: { id: "w", formula: x.formula, specialType: x.special, kind: "melee", parryable: x.parryable } },
    defender: {
      id: "d",
      harm: x.hurt > 0 ? { ...harm, hp: Math.max(1, x.hp - x.hurt) } : harm,
      armor: [{ id: "armor", value: x.armor }],
      state: { siz: 12, dodge: x.dodge, stunned: x.stunned, dexRank: 10 },
      items: [{ id: "shield", kind: "shield", skill: x.parry, shieldSize: "full", hp: x.shieldHp, armor: 8 }],
      round,
    },
    options: brpOptions({ criticalMayBeSpecial: x.criticalMayBeSpecial }),
  };
}

describe("brp fast exchange", () => {
  it("gives the step machine's outcome for the same dice, and uses exactly the same dice", () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const input = build(x);
        const live = new SeededDice(x.seed);
        const fast = fastExchange(input, new TapeDice(live), chooserOf(x));
        const stepDice = new SeededDice(x.seed);
        const slow = fromStepOutcome(input, runExchange(input, stepDice, chooserOf(x)));
        expect(fast).toEqual(slow);
        expect(live.rollOne(1000)).toBe(stepDice.rollOne(1000));
      }),
      { numRuns: 3000 },
    );
  });

  it("matches the step machine's distribution over 100,000 seeded exchanges", () => {
    const input = build({ chance: 65, parry: 50, dodge: 30, armor: 2, shieldHp: 12, hp: 13, hurt: 0, special: "bleeding", formula: "1D8+1", modifier: "+1D4", parries: 0, parryable: true, stunned: false, criticalMayBeSpecial: false, takeSpecial: false, seed: 0 });
    const tape = new TapeDice(new SeededDice("fast"));
    const slowDice = new SeededDice("slow");
    const fastTotals = new Array<number>(40).fill(0);
    const slowTotals = new Array<number>(40).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      fastTotals[Math.min(39, fastExchange(input, tape).damageApplied)]!++;
      slowTotals[Math.min(39, fromStepOutcome(input, runExchange(input, slowDice)).damageApplied)]!++;
    }
    expectSameDistribution(fastTotals, slowTotals, n);
  });
});
