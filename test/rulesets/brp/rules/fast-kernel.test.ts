import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { TapeDice } from "../../../../src/core/die-source.js";
import {
  applyBleeding,
  bleedingTicks,
  BrpHarmBook,
  brpKernel,
  brpKernelAttacker,
  brpKernelHandOff,
  BrpKernelDefender,
  BrpKernelOut,
  brpOptions,
  canFight,
  defaultChoice,
  endOfRound,
  FRESH_DEFENCE_ROUND,
  fromStepOutcome,
  levelOfCode,
  newHarm,
  runExchange,
  simHarmView,
  SPECIAL_TYPES,
  type BrpHarm,
  type BrpHarmState,
  type ExchangeAnswer,
  type ExchangeDecision,
  type ExchangeInput,
  type FastExchangeResult,
} from "../../../../src/rulesets/brp/rules/index.js";

/** A fighter pair drawn wide: every special, weapon kind, stunned or not, options that hand off. */
const pairs = fc.record({
  chance: fc.integer({ min: 0, max: 130 }),
  parry: fc.integer({ min: 0, max: 120 }),
  weaponParry: fc.integer({ min: 0, max: 100 }),
  dodge: fc.integer({ min: 0, max: 90 }),
  armor: fc.integer({ min: 0, max: 8 }),
  // Often small enough to break under a few parried specials (BRP-MTX-3).
  shieldHp: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 20 })),
  shieldArmor: fc.integer({ min: 0, max: 8 }),
  hp: fc.integer({ min: 6, max: 20 }),
  attackerSiz: fc.integer({ min: 8, max: 30 }),
  special: fc.constantFrom(...SPECIAL_TYPES),
  kind: fc.constantFrom("melee" as const, "natural" as const, "thrown" as const, "missile" as const),
  missileSpeed: fc.constantFrom("slow" as const, "fast" as const),
  // Now and then a weapon whose blows cannot be parried (BRP-PAR-7): its defender only dodges or takes it.
  parryable: fc.boolean(),
  malfunctionFrom: fc.option(fc.integer({ min: 90, max: 100 }), { nil: undefined }),
  formula: fc.constantFrom("1D8+1", "1D6", "2D6", "1D10+2", "1D3"),
  modifier: fc.constantFrom("0", "+1D4", "+1D6", "-1D4"),
  stunned: fc.boolean(),
  criticalMayBeSpecial: fc.boolean(),
  itemDamageReducedByArmor: fc.boolean(),
  dodgeMissiles: fc.constantFrom("none" as const, "firstDifficult" as const, "heroic" as const),
  takeSpecial: fc.boolean(),
  defend: fc.boolean(),
  rank: fc.integer({ min: 1, max: 20 }),
  exchanges: fc.integer({ min: 1, max: 10 }),
  /** Before which exchanges a new round starts (the defence round fresh again, the items as worn). */
  newRound: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  seed: fc.integer(),
});
type Pair = typeof pairs extends fc.Arbitrary<infer T> ? T : never;

/** The side's answers: the best defence or none, a critical kept or taken as a special. */
function chooserOf(x: Pair) {
  return (d: ExchangeDecision): ExchangeAnswer => {
    if (d.type === "defenceChoice" && !x.defend) return { type: "defenceChoice", index: d.options.length - 1 };
    if (d.type === "criticalOrSpecial" && x.takeSpecial) return { type: "criticalOrSpecial", take: "special" };
    return defaultChoice(d);
  };
}

function inputOf(x: Pair): ExchangeInput {
  return {
    round: 3,
    attacker: {
      id: "a",
      siz: x.attackerSiz,
      chance: x.chance,
      damageModifier: x.modifier,
      weapon: { id: "w", formula: x.formula, specialType: x.special, kind: x.kind, missileSpeed: x.missileSpeed, parryable: x.parryable, ...(x.malfunctionFrom === undefined ? {} : { malfunctionFrom: x.malfunctionFrom }) },
    },
    defender: {
      id: "d",
      harm: newHarm(x.hp),
      armor: [{ id: "armor", value: x.armor }],
      state: { siz: 12, dodge: x.dodge, stunned: x.stunned, dexRank: x.rank },
      items: [
        { id: "shield", kind: "shield", skill: x.parry, shieldSize: "full", hp: x.shieldHp, armor: x.shieldArmor },
        { id: "sword", kind: "weapon", skill: x.weaponParry, hp: 10 },
      ],
      round: FRESH_DEFENCE_ROUND,
    },
    options: brpOptions({ criticalMayBeSpecial: x.criticalMayBeSpecial, itemDamageReducedByArmor: x.itemDamageReducedByArmor, dodgeMissiles: x.dodgeMissiles }),
  };
}

/**
 * The kernel's result in the step machine's terms (item damage, levels by name); its injuries as
 * the harm record of their state in the exchange's round.
 */
function kernelResult(out: BrpKernelOut, round: number): Omit<FastExchangeResult, "delivered"> {
  return {
    attackLevel: levelOfCode(out.attackLevel),
    defenceLevel: out.defenceLevel < 0 ? undefined : levelOfCode(out.defenceLevel),
    damageApplied: out.damageApplied,
    attackingWeaponDamage: out.attackingWeaponDamage,
    parryingItem: out.itemId === null ? undefined : { id: out.itemId, damage: out.itemDamage, destroyed: out.itemDestroyed },
    harm: out.harm.recordAt(round),
    defenceRound: out.round,
  };
}

/** The step machine's round end on a harm record, as the simulator plays it (BRP-SPC-2, BRP-WND-4). */
function roundEnd(harm: BrpHarm, round: number): BrpHarm {
  if (harm.dead) return harm;
  const ticks = bleedingTicks(harm, round);
  const bled = ticks > 0 ? applyBleeding(harm, ticks, round, "d").harm : harm;
  return endOfRound(bled, round, "d").harm;
}

/** One exchange through the kernel on the defender's harm state, handing off as the simulator does. */
function kernelExchange(input: ExchangeInput, attacker: ReturnType<typeof brpKernelAttacker>, defender: BrpKernelDefender, harm: BrpHarmState, tape: TapeDice, choose: (d: ExchangeDecision) => ExchangeAnswer, out: BrpKernelOut): void {
  const options = input.options!;
  if (!brpKernel(attacker, 0, defender, harm, input.defender.items, input.defender.round, tape, options, out)) brpKernelHandOff({ ...input, defender: { ...input.defender, harm: harm.recordAt(input.round) } }, harm, tape, choose, out);
}

/** Carries an exchange's result into the next one's input: injuries, defence round, worn items. */
function after(input: ExchangeInput, r: Omit<FastExchangeResult, "delivered">): ExchangeInput {
  const worn = r.parryingItem;
  const items = worn && worn.damage > 0 ? input.defender.items.map((i) => (i.id === worn.id ? { ...i, hp: Math.max(0, (i.hp ?? 0) - worn.damage), broken: worn.destroyed } : i)) : input.defender.items;
  return { ...input, defender: { ...input.defender, harm: r.harm, round: r.defenceRound, items } };
}

describe("brp numbers-only kernel", () => {
  it("BRP-RES-2, BRP-MTX-1, BRP-DMG-1, BRP-SPC-2, BRP-WND-4: a run of exchanges and round ends on one defender gives the step machine's results with the same dice, and draws the same dice", () => {
    fc.assert(
      fc.property(pairs, (x) => {
        const choose = chooserOf(x);
        const first = inputOf(x);
        const attacker = brpKernelAttacker(first.attacker, first.options!, choose);
        const defender = new BrpKernelDefender("d", first.defender.state, first.defender.armor, choose, first.options!);
        const book = new BrpHarmBook("d", first.defender.harm, undefined, first.options!, choose);
        let harm = book.stateOf(first.defender.harm, first.round);
        const live = new SeededDice(x.seed);
        const tape = new TapeDice(live);
        const stepDice = new SeededDice(x.seed);
        const out = new BrpKernelOut();
        let kernelInput = first;
        let stepInput = first;
        // Several exchanges in a row, over new rounds: the defence round's later states (−30% steps, no
        // parry after a dodge) and its fresh state met again with worn or broken items, and growing
        // injuries that bleed, go into shock or fall at the round's end, all reach the kernel's
        // remembered plans and harm states.
        for (let k = 0; k < x.exchanges; k++) {
          if (x.newRound[k]) {
            harm = harm.roundEnd();
            const round = stepInput.round + 1;
            kernelInput = { ...kernelInput, round, defender: { ...kernelInput.defender, round: FRESH_DEFENCE_ROUND } };
            stepInput = { ...stepInput, round, defender: { ...stepInput.defender, harm: roundEnd(stepInput.defender.harm, round - 1), round: FRESH_DEFENCE_ROUND } };
            // The state after the round's end is the very state of the step machine's record.
            expect(harm).toBe(book.stateOf(stepInput.defender.harm, round));
            expect(harm.fit).toBe(canFight(stepInput.defender.harm, round));
          }
          kernelExchange(kernelInput, attacker, defender, harm, tape, choose, out);
          const fast = kernelResult(out, kernelInput.round);
          const step = fromStepOutcome(stepInput, runExchange(stepInput, stepDice, choose));
          const { delivered: _delivered, harm: stepHarm, ...slow } = step;
          const { harm: _kernelHarm, ...kernel } = fast;
          expect(kernel).toEqual(slow);
          // Injuries: the kernel's state is the one remembered for the step machine's record (seen
          // as the simulator sees it), whose hit points and fitness to fight are the record's own.
          expect(out.harm).toBe(book.stateOf(stepHarm, stepInput.round));
          expect(simHarmView(out.harm.recordAt(stepInput.round), stepInput.round)).toEqual(simHarmView(stepHarm, stepInput.round));
          expect(out.harm.hp).toBe(stepHarm.hp);
          expect(out.harm.fit).toBe(canFight(stepHarm, stepInput.round));
          expect(live.rollOne(1000)).toBe(stepDice.rollOne(1000));
          harm = out.harm;
          kernelInput = after(kernelInput, fast);
          stepInput = after(stepInput, step);
        }
      }),
      { numRuns: 2500 },
    );
  });

  it("BRP-MTX-1, BRP-WND-2: damage, levels, item wear and the injuries left over 100,000 seeded exchanges match the step machine's", () => {
    const input: ExchangeInput = {
      round: 1,
      attacker: { id: "a", siz: 13, chance: 70, damageModifier: "+1D4", weapon: { id: "sword", formula: "1D8+1", specialType: "bleeding", kind: "melee" } },
      defender: { id: "d", harm: newHarm(14), armor: [{ id: "leather", value: 1 }], state: { siz: 12, dodge: 40 }, items: [{ id: "shield", kind: "shield", skill: 55, shieldSize: "full", hp: 12, armor: 8 }], round: FRESH_DEFENCE_ROUND },
      options: brpOptions({}),
    };
    const attacker = brpKernelAttacker(input.attacker, input.options!, defaultChoice);
    const defender = new BrpKernelDefender("d", input.defender.state, input.defender.armor, defaultChoice, input.options!);
    const book = new BrpHarmBook("d", input.defender.harm, undefined, input.options!, defaultChoice);
    const tape = new TapeDice(new SeededDice("kernel"));
    const slowDice = new SeededDice("step");
    const out = new BrpKernelOut();
    // Bins: damage 0..29, then attack level × defence level (6 × 6), then item damage 0..4, then
    // hit points left (-5..14) and whether the defender can still fight next round (a Major Wound's table).
    const kernelBins = new Array<number>(30 + 36 + 5 + 20 + 2).fill(0);
    const stepBins = new Array<number>(30 + 36 + 5 + 20 + 2).fill(0);
    const n = 100_000;
    const levelBin = (level: string | undefined): number => (level === undefined ? 5 : ["fumble", "failure", "success", "special", "critical"].indexOf(level));
    for (let i = 0; i < n; i++) {
      kernelExchange(input, attacker, defender, book.first(), tape, defaultChoice, out);
      const k = kernelResult(out, input.round);
      const s = fromStepOutcome(input, runExchange(input, slowDice));
      for (const [bins, r] of [
        [kernelBins, k],
        [stepBins, s],
      ] as const) {
        bins[Math.min(29, r.damageApplied)]!++;
        bins[30 + levelBin(r.attackLevel) * 6 + levelBin(r.defenceLevel)]!++;
        bins[66 + Math.min(4, r.parryingItem?.damage ?? 0)]!++;
        bins[71 + Math.max(0, Math.min(19, r.harm.hp + 5))]!++;
        bins[91 + (canFight(r.harm, input.round + 1) ? 1 : 0)]!++;
      }
    }
    expectSameDistribution(kernelBins, stepBins, n);
  });
});
