import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import seedrandom from "seedrandom";
import { SeededDice } from "../../src/core/dice.js";
import { TapeDice, type DieSource } from "../../src/core/die-source.js";
import { armorTotal, DEFAULT_DUSK_POLICY, duskKernel, duskOptions, DuskPcBook, pcNumbers, type DuskKernelOut, type DuskPcState, type ExchangeRequest } from "../../src/rulesets/dusk/rules/index.js";
import { ClashKernel, ClashKernelOut, clashOptions, DEFAULT_CLASH_POLICY } from "../../src/rulesets/clash/rules/index.js";
import { BrpHarmBook, brpKernel, brpKernelAttacker, brpKernelHandOff, BrpKernelDefender, BrpKernelOut, brpOptions, defaultChoice, FRESH_DEFENCE_ROUND, newHarm, type ExchangeInput as BrpInput } from "../../src/rulesets/brp/rules/index.js";
import { freshHarm, planAttack, poolKernelAttack, poolKernelDamage, PoolTracks } from "../../src/rulesets/pool/rules/index.js";
import { FlurryStrikeOut } from "../../src/rulesets/flurry/rules/fast-kernel.js";
import { flurryExchange, type FlurryPrepared } from "../../src/sim/rulesets/flurry.js";
import { prepareEncounter, runPrepared, type EncounterSpec, type RulesetSim } from "../../src/sim/index.js";
import { cpuNow, fmt, opsPerSecond, type BenchRow } from "../harness.js";

/**
 * The simulator's figures: for each ruleset, 10,000 whole encounters of four against four, and
 * its exchange path (the numbers-only fast path the simulator calls) against raw alea drawing the
 * same number of dice (counted, not guessed). All CPU time, one core.
 */
const ENCOUNTERS = 10_000;

/** Counts the dice an exchange draws, so the raw baseline draws exactly as many. */
class CountingDice implements DieSource {
  count = 0;
  constructor(private readonly inner: DieSource) {}
  rollOne(faces: number): number {
    this.count++;
    return this.inner.rollOne(faces);
  }
}

/**
 * An exchange path as the simulator calls it, bound to a die source: pool draws straight from the
 * run's generator, the others through a `TapeDice` they reset per exchange (so a rare branch can
 * replay its dice on the step machine).
 */
type ExchangeBench = (live: DieSource) => () => unknown;

function dicePerExchange(exchange: ExchangeBench): number {
  const counter = new CountingDice(new SeededDice("count"));
  const run = exchange(counter);
  const runs = 20_000;
  for (let i = 0; i < runs; i++) run();
  return counter.count / runs;
}

/** Exchanges per CPU second over raw alea draws of the same dice per CPU second (best of three). */
export function exchangeRatio(exchange: ExchangeBench): { ratio: number; dice: number } {
  const dice = dicePerExchange(exchange);
  const run = exchange(new SeededDice("bench"));
  const alea = seedrandom.alea("bench");
  let carry = 0;
  const raw = () => {
    carry += dice;
    let s = 0;
    for (; carry >= 1; carry--) s += 1 + Math.floor(alea() * 6);
    return s;
  };
  let best = 0;
  for (let round = 0; round < 3; round++) best = Math.max(best, opsPerSecond(run, 300) / opsPerSecond(raw, 300));
  return { ratio: best, dice };
}

const poolFighter = (id: string, melee: number, parry: number, armor: number) => ({ id, attack: { skill: "melee", skillDice: melee, weaponClass: "medium" }, defender: { parry, armor, conditions: [] } });
const brpFighter = (id: string, skill: number) => ({
  id, dex: 12, int: 12, siz: 13, hitPoints: 13,
  attack: { chance: skill, damageModifier: "+1D4", weapon: { id: "sword", formula: "1D8+1", specialType: "bleeding", kind: "melee" } },
  defender: { siz: 13, dodge: 30 }, armor: [{ id: "leather", value: 1 }], items: [{ id: "shield", kind: "shield", skill: 50, shieldSize: "full", hp: 12, armor: 8 }],
});
const clashFighter = (id: string, skill: number) => ({ id, ap: 3, luck: 2, armor: 1, hp: 12, action: { id: "attack", kind: "proactive", skill, dealsDamage: true, damage: "1d8" }, reactions: [{ id: "counter", kind: "reactive", skill: skill - 5, dealsDamage: true, damage: "1d8" }] });
const duskPc = (id: string) => ({ kind: "pc", id, damage: 5, skill: "trained", pc: { id, level: 3, pools: { might: { value: 10, max: 10 }, speed: { value: 12, max: 12 }, intellect: { value: 10, max: 10 } }, effortMax: 2, destiny: 1, wounds: [], health: 10, armor: armorTotal({ physical: ["light"] }), regainOnNextAction: false, dead: false } });
const flurryFighter = (id: string, skill: number) => ({
  id, fighterRank: 3, agilityMod: 1, skill, strength: 10, weapon: { impactModifier: 2, penetrationValue: 1, wounds: "cut", impactDice: { kind: "dice", count: 1, faces: 10 } },
  thresholds: { impaired: 4, disabled: 8, destroyed: 12 }, armour: { chest: { absorption: 3, penetrationThreshold: 5 }, head: { absorption: 2, penetrationThreshold: 4 } },
});
const duskNpc = (id: string) => ({ kind: "npc", id, npc: { id, kind: "elite", level: 3, health: 9, armor: 1, damage: 4, wounds: [], dead: false, incapacitated: false } });

const fourVsFour = (ruleset: EncounterSpec<unknown, unknown>["ruleset"], a: (i: number) => unknown, b: (i: number) => unknown): EncounterSpec<unknown, unknown> => ({
  ruleset,
  sides: [
    { key: "a", fighters: [0, 1, 2, 3].map(a) },
    { key: "b", fighters: [0, 1, 2, 3].map(b) },
  ],
});

export const ENCOUNTER_SPECS: ReadonlyArray<EncounterSpec<unknown, unknown>> = [
  fourVsFour("pool", (i) => poolFighter(`a${i}`, 4 - (i % 2), 0, 1), (i) => poolFighter(`b${i}`, 3, 1, 1)),
  fourVsFour("brp", (i) => brpFighter(`a${i}`, 60 - 5 * i), (i) => brpFighter(`b${i}`, 55)),
  fourVsFour("dusk", (i) => duskPc(`p${i}`), (i) => duskNpc(`n${i}`)),
  fourVsFour("clash", (i) => clashFighter(`a${i}`, 60 - 5 * i), (i) => clashFighter(`b${i}`, 55)),
  fourVsFour("flurry", (i) => flurryFighter(`a${i}`, 5 - (i % 2)), (i) => flurryFighter(`b${i}`, 4)),
];

const poolPlan = planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" });
const poolDefender = { parry: 1, armor: 1, conditions: [] };
const poolHarm = freshHarm();
const brpInput: BrpInput = {
  round: 1,
  attacker: { id: "a", siz: 13, chance: 70, damageModifier: "+1D4", weapon: { id: "sword", formula: "1D8+1", specialType: "bleeding", kind: "melee" } },
  defender: { id: "d", harm: newHarm(14), armor: [{ id: "leather", value: 1 }], state: { siz: 12, dodge: 40 }, items: [{ id: "shield", kind: "shield", skill: 55, shieldSize: "full", hp: 12, armor: 8 }], round: FRESH_DEFENCE_ROUND },
};
const clashInput = {
  attacker: { id: "hero", ap: 3, luck: 1, armor: 1, action: { id: "attack", kind: "proactive" as const, skill: 60, dealsDamage: true, damage: "1d8" } },
  defender: { id: "ogre", ap: 3, luck: 1, armor: 2, reactions: [{ id: "counterAttack", kind: "reactive" as const, skill: 55, dealsDamage: true, damage: "1d8" }] },
};
const clashOpts = clashOptions({});
const duskRequest: ExchangeRequest = {
  direction: "npcAttacks",
  pc: { id: "pc", level: 3, pools: { might: { value: 9, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } }, effortMax: 2, destiny: 0, wounds: [], health: 4, armor: armorTotal({ physical: ["medium"] }), regainOnNextAction: false, dead: false },
  npc: { id: "ogre", kind: "elite", level: 4, health: 12, armor: 1, damage: 6, wounds: [], dead: false, incapacitated: false },
  doom: 0,
};

// One attacker against one defender: a cut to the chest through armour (the encounter's fighters, 1 vs 1).
const flurryDuel: EncounterSpec<unknown, unknown> = {
  ruleset: "flurry",
  sides: [
    { key: "a", fighters: [flurryFighter("a", 4)] },
    { key: "d", fighters: [flurryFighter("d", 4)] },
  ],
};

export const EXCHANGES: Record<string, ExchangeBench> = {
  // The kernel as the simulator calls it: the attack's numbers worked out once, its damage ticked on
  // the target's tracks and the fall checked, the tracks set back after each attack (same target each time).
  pool: (live) => {
    const attack = poolKernelAttack(poolPlan, poolDefender);
    const tracks = new PoolTracks([poolHarm]);
    return () => {
      const damage = poolKernelDamage(attack, live);
      tracks.add(0, attack.track, damage);
      const down = tracks.down(0);
      tracks.values[attack.track] = 0;
      return down;
    };
  },
  // The kernel as the simulator calls it: numbers worked out once per encounter, the same defender's
  // fresh round and injuries every time (a rare branch would be handed to the step machine, as there).
  brp: (live) => {
    const tape = new TapeDice(live);
    const options = brpOptions({});
    const attacker = brpKernelAttacker(brpInput.attacker, options, defaultChoice);
    const d = brpInput.defender;
    const defender = new BrpKernelDefender(d.id, d.state, d.armor, defaultChoice, options);
    const book = new BrpHarmBook(d.id, d.harm, undefined, options, defaultChoice);
    const out = new BrpKernelOut();
    return () => {
      // The injuries as the fight carries them: a landed blow moves them to their next state.
      const harm = book.first();
      if (!brpKernel(attacker, 0, defender, harm, d.items, FRESH_DEFENCE_ROUND, tape, options, out)) brpKernelHandOff(brpInput, harm, tape, defaultChoice, out);
      return out.harm.hp;
    };
  },
  // The kernel as the simulator calls it, on the same PC every time: its kept numbers set back to
  // the record's before each exchange (the simulator carries them on).
  dusk: (live) => {
    const tape = new TapeDice(live);
    const policies = { player: DEFAULT_DUSK_POLICY, gm: DEFAULT_DUSK_POLICY };
    const { pc, npc } = duskRequest;
    const numbers = pcNumbers(pc);
    const options = duskOptions({});
    const book = new DuskPcBook(pc, options);
    const out: DuskKernelOut = { hit: false, dealt: 0, doom: 0, effortLevels: 0, pcState: undefined as unknown as DuskPcState, pc, npc };
    return () => {
      numbers.might = pc.pools.might.value;
      numbers.speed = pc.pools.speed.value;
      numbers.intellect = pc.pools.intellect.value;
      numbers.destiny = pc.destiny;
      // The PC's injuries as the fight carries them: a landed blow moves them to their next state.
      duskKernel(duskRequest.direction, book.first(), numbers, npc, duskRequest.doom, undefined, 0, false, policies, tape, options, out);
      return out.pcState.health;
    };
  },
  // The kernel as the simulator calls it (tables built once per encounter), the blow's harm
  // recorded on the hit points; Luck and hit points set back before each exchange.
  clash: (live) => {
    const tape = new TapeDice(live);
    const { attacker: a, defender: d } = clashInput;
    const kernel = new ClashKernel(
      [
        { id: a.id, armor: a.armor, hp: 12, action: a.action, reactions: [], policy: DEFAULT_CLASH_POLICY },
        { id: d.id, armor: d.armor, hp: 12, action: null, reactions: d.reactions, policy: DEFAULT_CLASH_POLICY },
      ],
      clashOpts,
    );
    const luck = new Int32Array(2);
    const hp = new Int32Array(2);
    const out = new ClashKernelOut();
    return () => {
      luck[0] = a.luck;
      luck[1] = d.luck;
      hp[0] = 12;
      hp[1] = 12;
      kernel.exchange(0, 1, a.ap, d.ap, luck, hp, tape, out);
      return out.hurt;
    };
  },
  // The exchange as the simulator calls it: the situation's strike tables looked up, the strike,
  // and a wound recorded on the defender's harm number (set back before each exchange).
  flurry: (live) => {
    const prepared = prepareEncounter(flurryDuel).prepared as FlurryPrepared;
    const harm = new Int32Array(2);
    const out = new FlurryStrikeOut();
    return () => {
      harm[1] = 0;
      return flurryExchange(prepared, 0, 1, 0, false, harm, live, out);
    };
  },
};

/**
 * A ruleset's exchange ratio measured in a process of its own (`bench/sim-ratio-worker.ts`), both
 * sides of the ratio in that one isolate and on its one CPU clock. In the shared process the
 * figure depended on what ran before it: the dice classes and the die source a kernel calls
 * through are shared by every ruleset, and once several rulesets' kernels and simulations have
 * run, the JIT compiles those calls for all of them (dusk read 0.20 alone and 0.07 after the
 * other rows). Each ratio is now the ruleset's own.
 */
function isolatedExchangeRatio(ruleset: string): { ratio: number; dice: number } {
  const worker = fileURLToPath(new URL("../sim-ratio-worker.ts", import.meta.url));
  // The bench runs under tsx: the measuring process loads TypeScript the same way.
  const printed = execFileSync(process.execPath, ["--import", "tsx", worker, ruleset], { encoding: "utf8" });
  return JSON.parse(printed) as { ratio: number; dice: number };
}

export const rows: BenchRow[] = [
  {
    name: "sim: 10,000 encounters of four against four per ruleset, and each exchange path against raw alea drawing the same dice (CPU time)",
    run() {
      const lines: string[] = [];
      for (const spec of ENCOUNTER_SPECS) {
        const { sim, prepared } = prepareEncounter(spec);
        const start = cpuNow();
        runPrepared(sim as RulesetSim<unknown, unknown, unknown>, prepared, { fights: ENCOUNTERS, seed: "bench" });
        const seconds = (cpuNow() - start) / 1000;
        lines.push(`sim ${spec.ruleset}: ${ENCOUNTERS} encounters (4 vs 4) in ${fmt(seconds, 2)} s`);
        const { ratio, dice } = isolatedExchangeRatio(spec.ruleset);
        lines.push(`sim ${spec.ruleset}: exchange path / raw alea = ${fmt(ratio, 3)}  (${fmt(dice, 2)} dice per exchange; goals < 2 s and ≥ 0.35)`);
      }
      return lines;
    },
  },
];
