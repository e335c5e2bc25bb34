import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { TapeDice } from "../../../../src/core/die-source.js";
import {
  armorTotal,
  DEFAULT_DUSK_OPTIONS,
  duskAnswer,
  duskKernel,
  duskOptions,
  DuskPcBook,
  fastDuskExchange,
  pcNumbers,
  SKILL_STEPS,
  withNumbers,
  fromStepState,
  startExchange,
  stepExchange,
  type DuskKernelOut,
  type DuskPcState,
  type DuskPolicy,
  type ExchangeRequest,
  type FastDuskResult,
} from "../../../../src/rulesets/dusk/rules/index.js";

const policy = fc.record<DuskPolicy>({ effort: fc.integer({ min: 0, max: 3 }), destinyReroll: fc.boolean(), doomHinder: fc.boolean() });

const cases = fc.record({
  direction: fc.constantFrom("pcAttacks", "npcAttacks" as const),
  npcLevel: fc.integer({ min: 0, max: 8 }),
  npcKind: fc.constantFrom("minion", "elite" as const),
  npcHealth: fc.integer({ min: 1, max: 12 }),
  damage: fc.integer({ min: 0, max: 8 }),
  health: fc.integer({ min: 1, max: 12 }),
  speed: fc.integer({ min: 0, max: 14 }),
  destiny: fc.integer({ min: 0, max: 3 }),
  doom: fc.integer({ min: 0, max: 6 }),
  skill: fc.constantFrom(undefined, "trained", "specialized" as const),
  moderate: fc.boolean(),
  light: fc.integer({ min: 0, max: 2 }),
  level: fc.integer({ min: 1, max: 4 }),
  effortMax: fc.integer({ min: 0, max: 3 }),
  freeEffort: fc.constantFrom(undefined, 0, 1),
  wounding: fc.constantFrom(undefined, true),
  options: fc.record({
    effortCostSchedule: fc.constantFrom("linear", "escalating"),
    lightWoundEffortPenalty: fc.constantFrom("perLevel", "perTask"),
    doomHindersTarget: fc.boolean(),
  }),
  player: policy,
  gm: policy,
  seed: fc.integer(),
});

type Case = typeof cases extends fc.Arbitrary<infer T> ? T : never;

function request(x: Case): ExchangeRequest {
  return {
    direction: x.direction,
    pc: {
      id: "pc",
      level: x.level,
      pools: { might: { value: 9, max: 12 }, speed: { value: x.speed, max: 14 }, intellect: { value: 10, max: 10 } },
      effortMax: x.effortMax,
      ...(x.freeEffort === undefined ? {} : { freeEffort: x.freeEffort }),
      destiny: x.destiny,
      wounds: [
        ...(x.moderate ? [{ type: "moderate" as const, value: 2, deferred: false }] : []),
        ...Array.from({ length: x.light }, () => ({ type: "light" as const, value: 2, deferred: false })),
        // A deferred wound counts for nothing until the encounter ends.
        { type: "moderate" as const, value: 4, deferred: true },
      ],
      health: x.health,
      armor: armorTotal({ physical: ["light"] }),
      regainOnNextAction: false,
      dead: false,
    },
    npc: { id: "npc", kind: x.npcKind, level: x.npcLevel, health: x.npcHealth, armor: 1, damage: 5, wounds: [], dead: false, incapacitated: false },
    doom: x.doom,
    damage: x.direction === "pcAttacks" ? x.damage : undefined,
    ...(x.wounding ? { wounding: true } : {}),
    ...(x.skill ? { skill: x.skill } : {}),
    round: 1,
  };
}

function stepMachine(r: ExchangeRequest, x: { player: DuskPolicy; gm: DuskPolicy }, dice: SeededDice, options = DEFAULT_DUSK_OPTIONS): FastDuskResult {
  let step = startExchange(r, dice, options);
  while (step.pending) step = stepExchange(step.state, duskAnswer(x.player, x.gm, step.pending), dice);
  return fromStepState(step.state);
}

describe("dusk fast exchange", () => {
  it("DB-CORE-6, DB-ROLL-2..4, DB-DEST-3, DB-EASE-4, DB-WND-5, DB-HP-2..5: gives the step machine's outcome for the same dice and answers, using the same dice", () => {
    fc.assert(
      fc.property(cases, (x) => {
        const r = request(x);
        const options = duskOptions(x.options);
        const live = new SeededDice(x.seed);
        const fast = fastDuskExchange(r, x, new TapeDice(live), options);
        const stepDice = new SeededDice(x.seed);
        expect(fast).toEqual(stepMachine(r, x, stepDice, options));
        expect(live.rollOne(1000)).toBe(stepDice.rollOne(1000));
      }),
      { numRuns: 3000 },
    );
  });

  it("DB-CORE-6, DB-DEST-3, DB-EASE-4: the kernel keeps the PC's Pools and Destiny as numbers over a run of exchanges (its record left as it was) and gives the step machine's results and dice", () => {
    fc.assert(
      fc.property(cases, fc.array(fc.constantFrom("pcAttacks" as const, "npcAttacks" as const), { minLength: 2, maxLength: 8 }), (x, directions) => {
        const options = duskOptions(x.options);
        const first = request(x);
        const tape = new TapeDice(new SeededDice(x.seed));
        const stepDice = new SeededDice(x.seed);
        // The kernel's side as the simulator keeps it: the PC's record changes only when a blow
        // lands on it; its Pool values and Destiny live in `numbers`.
        // lands on it, its injuries are a remembered state; its Pool values and Destiny live in `numbers`.
        const book = new DuskPcBook(first.pc, options);
        let pc: DuskPcState = book.first();
        const numbers = pcNumbers(first.pc);
        let npc = first.npc;
        let doom = first.doom;
        let step = { pc: first.pc, npc: first.npc, doom: first.doom };
        const out: DuskKernelOut = { hit: false, dealt: 0, doom: 0, effortLevels: 0, pcState: pc, pc: pc.record, npc };
        for (const direction of directions) {
          if (step.pc.dead) break;
          const damage = direction === "pcAttacks" ? x.damage : undefined;
          duskKernel(direction, pc, numbers, npc, doom, damage, x.skill === undefined ? 0 : SKILL_STEPS[x.skill], x.wounding ?? false, x, tape, options, out);
          const slow = stepMachine({ ...first, direction, damage, pc: step.pc, npc: step.npc, doom: step.doom, round: 2 }, x, stepDice, options);
          pc = out.pcState;
          npc = out.npc;
          doom = out.doom;
          expect(out.pc).toBe(pc.record);
          expect({ hit: out.hit, dealt: out.dealt, pc: withNumbers(pc.record, numbers), npc, doom, effortLevels: out.effortLevels }).toEqual(slow);
          // The kernel's state is the very state remembered for the step machine's record.
          expect(pc).toBe(book.stateOf(slow.pc));
          expect(tape.rollOne(1000)).toBe(stepDice.rollOne(1000));
          step = slow;
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("DB-CORE-1, DB-WND-1, DB-DEST-3: hits, damage, wounds, Destiny and Doom over 100,000 seeded exchanges through the kernel's remembered states match the step machine's", () => {
    // Health 3 against blows of 4 through armor: every hit rolls a wound, whose dice move Destiny and Doom.
    const x = { direction: "npcAttacks", npcLevel: 4, npcKind: "elite", npcHealth: 12, damage: 4, health: 3, speed: 14, destiny: 1, doom: 0, skill: "trained", moderate: false, light: 0, level: 2, effortMax: 2, freeEffort: undefined, wounding: undefined, options: { effortCostSchedule: "linear", lightWoundEffortPenalty: "perLevel", doomHindersTarget: true }, player: { effort: 1, destinyReroll: true, doomHinder: false }, gm: { effort: 0, destinyReroll: false, doomHinder: true }, seed: 0 } as const;
    const r = request(x);
    const options = duskOptions(x.options);
    // The kernel as the simulator calls it: one book for the PC, the same state met again and again.
    const book = new DuskPcBook(r.pc, options);
    const numbers = pcNumbers(r.pc);
    const out: DuskKernelOut = { hit: false, dealt: 0, doom: 0, effortLevels: 0, pcState: book.first(), pc: r.pc, npc: r.npc };
    const tape = new TapeDice(new SeededDice("fast"));
    const slow = new SeededDice("slow");
    const n = 100_000;
    // Bins: miss or damage dealt (0..20), then dead, then wounds held (0..3), then Destiny (0..4), then Doom (0..9).
    const a = new Array<number>(22 + 1 + 4 + 5 + 10).fill(0);
    const b = new Array<number>(22 + 1 + 4 + 5 + 10).fill(0);
    const add = (bins: number[], o: FastDuskResult) => {
      bins[o.hit ? 1 + Math.min(o.dealt, 20) : 0]!++;
      if (o.pc.dead) bins[22]!++;
      bins[23 + Math.min(3, o.pc.wounds.length - r.pc.wounds.length)]!++;
      bins[27 + Math.min(4, o.pc.destiny)]!++;
      bins[32 + Math.min(9, o.doom)]!++;
    };
    for (let i = 0; i < n; i++) {
      numbers.might = r.pc.pools.might.value;
      numbers.speed = r.pc.pools.speed.value;
      numbers.intellect = r.pc.pools.intellect.value;
      numbers.destiny = r.pc.destiny;
      duskKernel(r.direction, book.first(), numbers, r.npc, r.doom, r.damage, SKILL_STEPS[x.skill], false, x, tape, options, out);
      add(a, { hit: out.hit, dealt: out.dealt, pc: withNumbers(out.pc, numbers), npc: out.npc, doom: out.doom, effortLevels: out.effortLevels });
      add(b, stepMachine(r, x, slow, options));
    }
    expectSameDistribution(a, b, n);
  });
});
