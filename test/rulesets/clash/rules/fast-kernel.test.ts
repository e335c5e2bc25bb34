import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { TapeDice } from "../../../../src/core/die-source.js";
import {
  applyHpDamage,
  clashChooser,
  ClashKernel,
  ClashKernelOut,
  clashOptions,
  driveExchange,
  fromStepOutcome,
  startExchange,
  type ClashOptions,
  type ClashPolicy,
  type ExchangeInput,
  type FastClashResult,
} from "../../../../src/rulesets/clash/rules/index.js";

const policy = fc.record<ClashPolicy>({
  react: fc.boolean(),
  ownFailure: fc.constantFrom("reroll", "flipOrReroll", "pass"),
  forceReroll: fc.constantFrom("whenOpponentSucceeds", "never"),
});

const cases = fc.record({
  attackSkill: fc.integer({ min: 0, max: 120 }),
  reactSkill: fc.integer({ min: 0, max: 120 }),
  attackerAp: fc.integer({ min: 1, max: 3 }),
  attackerLuck: fc.integer({ min: 0, max: 3 }),
  defenderLuck: fc.integer({ min: 0, max: 3 }),
  defenderAp: fc.integer({ min: 0, max: 3 }),
  attackerArmor: fc.integer({ min: 0, max: 3 }),
  armor: fc.integer({ min: 0, max: 4 }),
  attackerHp: fc.integer({ min: 1, max: 14 }),
  defenderHp: fc.integer({ min: 1, max: 14 }),
  attackDamages: fc.boolean(),
  counterDamages: fc.boolean(),
  damage: fc.constantFrom("1d8", "1d6+1", "2d4", "1d10-2", "1d4+1d6"),
  preset: fc.constantFrom("doubles", "tenth", "brp"),
  tiePolicy: fc.constantFrom("stalemate", "defender"),
  reopenLuckWindows: fc.boolean(),
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
      ap: x.attackerAp,
      luck: x.attackerLuck,
      armor: x.attackerArmor,
      action: x.attackDamages ? { id: "attack", kind: "proactive", skill: x.attackSkill, dealsDamage: true, damage: x.damage } : { id: "disarm", kind: "proactive", skill: x.attackSkill, dealsDamage: false },
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

/** A kernel of the two combatants of `input`: the attacker (index 0) and the defender (index 1). */
function kernelOf(input: ExchangeInput, options: ClashOptions, hp: readonly [number, number], policies: { attacker: ClashPolicy; defender: ClashPolicy }): ClashKernel {
  const { attacker: a, defender: d } = input;
  return new ClashKernel(
    [
      { id: a.id, armor: a.armor, hp: hp[0], action: a.action, reactions: [], ...(a.maneuvers ? { maneuvers: a.maneuvers } : {}), policy: policies.attacker },
      { id: d.id, armor: d.armor, hp: hp[1], action: null, reactions: d.reactions, ...(d.maneuvers ? { maneuvers: d.maneuvers } : {}), policy: policies.defender },
    ],
    options,
  );
}

/** The kernel's exchange in the step machine's terms. */
function kernelResult(input: ExchangeInput, out: ClashKernelOut, luck: Int32Array): FastClashResult {
  return {
    hitter: out.hitter === 0 ? null : out.hitter === 1 ? "attacker" : "defender",
    dealt: out.dealt,
    attacker: { ap: input.attacker.ap - 1, luck: luck[0]! },
    defender: { ap: input.defender.ap - (out.reacted ? 1 : 0), luck: luck[1]! },
    reacted: out.reacted,
  };
}

describe("clash numbers-only kernel", () => {
  it("DL-FLOW-1…7, DL-LUCK-1…5, DL-CLASH-5: gives the step machine's outcome and harm for the same dice and policies, using the same dice", () => {
    let handedOff = 0;
    let negated = 0;
    fc.assert(
      fc.property(cases, (x) => {
        const input = build(x);
        const options = clashOptions({ tierPreset: x.preset, tiePolicy: x.tiePolicy, reopenLuckWindows: x.reopenLuckWindows });
        const live = new SeededDice(x.seed);
        const kernel = kernelOf(input, options, [x.attackerHp, x.defenderHp], x);
        const luck = Int32Array.of(x.attackerLuck, x.defenderLuck);
        const hp = Int32Array.of(x.attackerHp, x.defenderHp);
        const out = new ClashKernelOut();
        kernel.exchange(0, 1, x.attackerAp, x.defenderAp, luck, hp, new TapeDice(live), out);
        const stepDice = new SeededDice(x.seed);
        const step = driveExchange(startExchange(input, options), stepDice, clashChooser(x.attacker, x.defender));
        const slow = fromStepOutcome(step);
        expect(kernelResult(input, out, luck)).toEqual(slow);
        const hurtByStep = slow.dealt > 0 ? (slow.hitter === "attacker" ? 1 : 0) : -1;
        expect(out.hurt).toBe(hurtByStep);
        const hpByStep = [x.attackerHp, x.defenderHp];
        if (hurtByStep >= 0) hpByStep[hurtByStep] = applyHpDamage({ value: hpByStep[hurtByStep]!, max: hpByStep[hurtByStep]! }, slow.dealt).value;
        expect([...hp]).toEqual(hpByStep);
        expect(live.rollOne(1000)).toBe(stepDice.rollOne(1000));
        if (x.reopenLuckWindows || (x.maneuvers && step.resolution.hitter === "attacker" && step.resolution.maneuvers > 0)) handedOff++;
        if (slow.hitter !== null && slow.dealt === 0) negated++;
      }),
      { numRuns: 4000 },
    );
    // Not a degenerate sample: the step machine's hand-off and the negating hits both happen.
    expect(handedOff).toBeGreaterThan(100);
    expect(negated).toBeGreaterThan(100);
  });

  it("DL-CLASH-1: who hits, the damage and the hit points left over 100,000 seeded clashes match the step machine's", () => {
    const x = {
      attackSkill: 60, reactSkill: 55, attackerAp: 3, attackerLuck: 1, defenderLuck: 1, defenderAp: 3, attackerArmor: 1, armor: 2, attackerHp: 12, defenderHp: 12,
      attackDamages: true, counterDamages: true, damage: "1d8", preset: "doubles", tiePolicy: "stalemate", reopenLuckWindows: false, maneuvers: false,
      attacker: { react: true, ownFailure: "flipOrReroll", forceReroll: "whenOpponentSucceeds" }, defender: { react: true, ownFailure: "reroll", forceReroll: "never" }, seed: 0,
    } as const;
    const input = build(x);
    const options = clashOptions({});
    const choose = clashChooser(x.attacker, x.defender);
    const start = startExchange(input, options);
    const kernel = kernelOf(input, options, [12, 12], x);
    const tape = new TapeDice(new SeededDice("fast"));
    const slowDice = new SeededDice("slow");
    const out = new ClashKernelOut();
    const luck = new Int32Array(2);
    const hp = new Int32Array(2);
    const n = 100_000;
    // Who hit, by how much, and the hit points the hurt one has left.
    const key = (hitter: string | null, dealt: number, left: number) => (hitter === null ? 0 : (hitter === "attacker" ? 1 : 2) * 200 + dealt * 13 + left);
    const a = new Array<number>(600).fill(0);
    const b = new Array<number>(600).fill(0);
    for (let i = 0; i < n; i++) {
      luck[0] = 1;
      luck[1] = 1;
      hp[0] = 12;
      hp[1] = 12;
      kernel.exchange(0, 1, 3, 3, luck, hp, tape, out);
      const f = kernelResult(input, out, luck);
      a[key(f.hitter, f.dealt, out.hurt >= 0 ? hp[out.hurt]! : 12)]!++;
      const s = fromStepOutcome(driveExchange(start, slowDice, choose));
      b[key(s.hitter, s.dealt, 12 - s.dealt)]!++;
    }
    expectSameDistribution(a, b, n);
  });
});
