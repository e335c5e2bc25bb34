import alea from "seedrandom/lib/alea.js";
import { RulesError, requireInteger } from "./errors.js";
import { MAX_DICE, MAX_DIE_FACES, MAX_LIST, requireArray } from "./validate.js";

/**
 * The dice port. Rules never call Math.random: a multi-step procedure receives a `Dice` and asks
 * it for face values. Three implementations exist: replay (fixed values, for tests and the seeds'
 * worked examples), seeded (reproducible pseudo-random values for simulation and property tests)
 * and, outside the pure layer, Foundry's (real `Roll`s that show in chat and Dice So Nice).
 */
export interface Dice {
  /** Rolls `count` dice of `faces` sides; returns the face values, each in 1..faces. */
  roll(count: number, faces: number, purpose?: string): number[];
}

/** What a Dice was asked for and answered, in order; flows attach it to chat cards. */
export interface DiceLogEntry {
  readonly count: number;
  readonly faces: number;
  readonly purpose: string | undefined;
  readonly results: readonly number[];
}

/** Replays fixed face values in order; throws when they run out or do not fit the die asked. */
export class ReplayDice implements Dice {
  private cursor = 0;
  readonly log: DiceLogEntry[] = [];

  constructor(private readonly values: readonly number[]) {
    for (const value of requireArray(values, "values", MAX_LIST)) requireInteger(value, "values", 1, MAX_DIE_FACES);
  }

  roll(count: number, faces: number, purpose?: string): number[] {
    checkRequest(count, faces);
    if (this.cursor + count > this.values.length) {
      throw new RulesError("FRAY.Error.ReplayExhausted", {
        asked: count,
        left: this.values.length - this.cursor,
      });
    }
    const results = this.values.slice(this.cursor, this.cursor + count);
    for (const value of results) {
      if (!Number.isInteger(value) || value < 1 || value > faces) {
        throw new RulesError("FRAY.Error.ReplayFaceOutOfRange", { value, faces });
      }
    }
    this.cursor += count;
    this.log.push({ count, faces, purpose, results });
    return results;
  }

  /** How many replay values have not been consumed yet. */
  get remaining(): number {
    return this.values.length - this.cursor;
  }
}

/** Reproducible dice from seedrandom's alea generator: the same seed gives the same results. */
export class SeededDice implements Dice {
  private readonly next: () => number;

  constructor(seed: string | number) {
    this.next = alea(String(seed));
  }

  roll(count: number, faces: number): number[] {
    checkRequest(count, faces);
    const results = new Array<number>(count);
    for (let i = 0; i < count; i++) results[i] = 1 + Math.floor(this.next() * faces);
    return results;
  }

  /** One die, without allocating an array: for hot loops in simulation and benchmarks. */
  rollOne(faces: number): number {
    return 1 + Math.floor(this.next() * faces);
  }
}

/** Wraps any Dice and records every request, for cards that show each die. */
export class RecordingDice implements Dice {
  readonly log: DiceLogEntry[] = [];
  constructor(private readonly inner: Dice) {
    requireDicePort(inner, "inner");
  }

  roll(count: number, faces: number, purpose?: string): number[] {
    const results = this.inner.roll(count, faces, purpose);
    this.log.push({ count, faces, purpose, results });
    return results;
  }
}

/** Sum of `count` dice of `faces` sides from a Dice. */
export function rollSum(dice: Dice, count: number, faces: number, purpose?: string): number {
  requireDicePort(dice);
  return dice.roll(count, faces, purpose).reduce((sum, face) => sum + face, 0);
}

/** A d100 result 1..100 from two d10s read as tens and units ("00" + "0" = 100). */
export function d100FromDigits(tens: number, units: number): number {
  requireInteger(tens, "tens", 0, 9);
  requireInteger(units, "units", 0, 9);
  const value = tens * 10 + units;
  return value === 0 ? 100 : value;
}

function checkRequest(count: number, faces: number): void {
  requireInteger(count, "count", 0, MAX_DICE);
  requireInteger(faces, "faces", 1, MAX_DIE_FACES);
}

/** Anything with a `roll(count, faces)`: the replay, seeded, recording or Foundry dice. */
export function requireDicePort(value: unknown, field = "dice"): Dice {
  if (!value || typeof value !== "object" || typeof (value as Partial<Dice>).roll !== "function") {
    throw new RulesError("FRAY.Error.InvalidDicePort", { field });
  }
  return value as Dice;
}
