import type { DieSource } from "../../../core/die-source.js";
import { attackDamage, type AttackPlan } from "./attack.js";
import { defenseAgainst, type DefenderState } from "./defense.js";
import { cancelsFor } from "./odds.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "./options.js";
import { harmPenalty, isTerminal, LIVING_TRACKS, type HarmState } from "./tracks.js";

/**
 * pool's attack with numbers only, for the simulator's hot loop. What `fastAttackTarget` works out
 * per attack is worked out once here, from the rule functions themselves:
 *
 * - the damage of every sequence of faces a pool can roll against a number of cancels, by
 *   `attackDamage` (a table of 6^n entries, for pools of up to `TABLE_DICE` dice), so an attack is
 *   its dice read as one index;
 * - each defender's cancels against each attack skill (`defenseAgainst`, `cancelsFor`);
 * - each fighter's three tracks as numbers (`PoolTracks`): where each turns terminal
 *   (`isTerminal`), and the penalty of each combination of boxes (`harmPenalty`, remembered).
 *
 * No record goes in or comes out of an attack; the tracks are filled in place. A property test
 * (`test/rulesets/pool/rules/fast-kernel.test.ts`) runs attacks through kernel and card path.
 */

/** The largest pool whose every sequence of faces is tabled (6^6 = 46,656 entries). */
export const TABLE_DICE = 6;
const tables = new Map<number, Uint8Array>();

/** Damage of every sequence of `pool` faces (first die most significant) against `cancels`, by `attackDamage`. */
export function damageTable(pool: number, cancels: number): Uint8Array | null {
  if (pool > TABLE_DICE || pool < 0) return null;
  const key = pool * 1000 + cancels;
  let table = tables.get(key);
  if (!table) {
    const size = 6 ** pool;
    table = new Uint8Array(size);
    const faces = new Array<number>(pool).fill(1);
    for (let index = 0; index < size; index++) {
      for (let die = pool - 1, rest = index; die >= 0; die--, rest = Math.floor(rest / 6)) faces[die] = (rest % 6) + 1;
      table[index] = attackDamage(faces, cancels);
    }
    tables.set(key, table);
  }
  return table;
}

/** One attack against a defender, as numbers: the pool, the cancels and their table. */
export interface PoolKernelAttack {
  readonly pool: number;
  readonly cancels: number;
  readonly table: Uint8Array | null;
  /** 0 wound, 1 fatigue: the track the damage fills (index in `LIVING_TRACKS`). */
  readonly track: number;
  readonly coupDeGrace: boolean;
}

export function poolKernelAttack(plan: AttackPlan, defender: DefenderState, options: Pick<PoolOptions, "grappledLosesParry"> = DEFAULT_POOL_OPTIONS): PoolKernelAttack {
  const defense = defenseAgainst(defender, plan.skill, options);
  const cancels = cancelsFor(defense.parry, defense.armor, defense.parryApplies);
  const pool = plan.pool.rolled;
  return { pool, cancels, table: damageTable(pool, cancels), track: LIVING_TRACKS.indexOf(plan.damageTrack), coupDeGrace: plan.coupDeGrace };
}

/** The attack's pool rolled one die at a time; its damage read from the table (or counted, for bigger pools). */
export function poolKernelDamage(attack: PoolKernelAttack, dice: DieSource): number {
  const pool = attack.pool;
  if (pool <= 0) return 0;
  const table = attack.table;
  if (table !== null) {
    let index = 0;
    for (let i = 0; i < pool; i++) index = index * 6 + dice.rollOne(6) - 1;
    return table[index]!;
  }
  const faces = (scratch[pool] ??= new Array<number>(pool).fill(1));
  for (let i = 0; i < pool; i++) faces[i] = dice.rollOne(6);
  return attackDamage(faces, attack.cancels);
}
const scratch: number[][] = [];

/**
 * Every fighter's Wound, Fatigue and Fear boxes as numbers (`values[fighter * 3 + track]`, tracks
 * in `LIVING_TRACKS` order), with the value from which each track is terminal (`isTerminal`) and
 * the penalty of each combination met (`harmPenalty`, remembered per fighter).
 */
export class PoolTracks {
  readonly values: Int32Array;
  private readonly maxes: Int32Array;
  private readonly terminalFrom: Int32Array;
  private readonly penalties: Map<number, number>[];

  constructor(starts: readonly HarmState[]) {
    const n = starts.length;
    this.values = new Int32Array(n * 3);
    this.maxes = new Int32Array(n * 3);
    this.terminalFrom = new Int32Array(n * 3);
    this.penalties = starts.map(() => new Map());
    starts.forEach((harm, i) => {
      LIVING_TRACKS.forEach((kind, t) => {
        const max = harm[kind].max;
        this.maxes[i * 3 + t] = max;
        let from = 0;
        while (!isTerminal({ value: from, max })) from++;
        this.terminalFrom[i * 3 + t] = from;
      });
    });
    this.load(starts);
  }

  /** Sets every fighter's boxes from its record (a fight's start). */
  load(harms: readonly HarmState[]): void {
    harms.forEach((harm, i) => LIVING_TRACKS.forEach((kind, t) => (this.values[i * 3 + t] = harm[kind].value)));
  }

  /** Ticks `amount` boxes on one of a fighter's tracks (FC-DMG-3). */
  add(fighter: number, track: number, amount: number): void {
    this.values[fighter * 3 + track]! += amount;
  }

  terminal(fighter: number, track: number): boolean {
    return this.values[fighter * 3 + track]! >= this.terminalFrom[fighter * 3 + track]!;
  }

  /** Past the last box of any track: dead, unconscious or fled (FC-TRK-1..3). */
  down(fighter: number): boolean {
    return this.terminal(fighter, 0) || this.terminal(fighter, 1) || this.terminal(fighter, 2);
  }

  value(fighter: number, track: number): number {
    return this.values[fighter * 3 + track]!;
  }

  max(fighter: number, track: number): number {
    return this.maxes[fighter * 3 + track]!;
  }

  /** The dice penalty of the fighter's boxes now (FC-PEN-1..3), by `harmPenalty` on first meeting. */
  penalty(fighter: number): number {
    const w = this.values[fighter * 3]!;
    const f = this.values[fighter * 3 + 1]!;
    const fear = this.values[fighter * 3 + 2]!;
    if (w >= 1024 || f >= 1024 || fear >= 1024) return harmPenalty(this.record(fighter));
    const key = (w * 1024 + f) * 1024 + fear;
    const known = this.penalties[fighter]!;
    let penalty = known.get(key);
    if (penalty === undefined) {
      penalty = harmPenalty(this.record(fighter));
      known.set(key, penalty);
    }
    return penalty;
  }

  /** The fighter's tracks as the rules' record. */
  record(fighter: number): HarmState {
    const track = (t: number) => ({ value: this.values[fighter * 3 + t]!, max: this.maxes[fighter * 3 + t]! });
    return { wound: track(0), fatigue: track(1), fear: track(2) };
  }
}
