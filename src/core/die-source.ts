import type { Dice } from "./dice.js";
import { RulesError } from "./errors.js";
import type { ParsedFormula } from "./formula.js";

/**
 * One die at a time, without allocating: what a numbers-only fast path draws from. `SeededDice`
 * is one; `TapeDice` wraps one so the draws can be replayed.
 */
export interface DieSource {
  rollOne(faces: number): number;
}

/**
 * A die source that keeps a tape of every face it dealt since `reset()`. A fast path that reaches a
 * rare branch it does not compute calls `rewind()` and hands this same object (it is also a `Dice`)
 * to the ruleset's step machine: the machine re-reads the faces already dealt, in the same order,
 * then goes on drawing live ones. So the rare branch is played by the step machine itself, with the
 * very dice the fast path had rolled, and both paths always agree.
 */
export class TapeDice implements Dice, DieSource {
  // The tape is reused from exchange to exchange: `size` faces of it are this exchange's (shortening
  // the array itself on every reset would cost more than the exchange).
  private readonly tape: number[] = [];
  private size = 0;
  private cursor = 0;

  constructor(private readonly live: DieSource) {
    if (!live || typeof live !== "object" || typeof (live as Partial<DieSource>).rollOne !== "function") {
      throw new RulesError("FRAY.Error.InvalidDicePort", { field: "live" });
    }
  }

  rollOne(faces: number): number {
    if (this.cursor < this.size) return this.tape[this.cursor++]!;
    const face = this.live.rollOne(faces);
    this.tape[this.size++] = face;
    this.cursor++;
    return face;
  }

  roll(count: number, faces: number): number[] {
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = this.rollOne(faces);
    return out;
  }

  /** Forgets the tape: the next exchange starts recording afresh. */
  reset(): void {
    this.size = 0;
    this.cursor = 0;
  }

  /** Plays the recorded faces again from the first, then continues live. */
  rewind(): void {
    this.cursor = 0;
  }

  /** Faces dealt since the last reset (for tests). */
  get recorded(): readonly number[] {
    return this.tape.slice(0, this.size);
  }
}

/**
 * A parsed formula's total drawn die by die, in the order `rollFormula` rolls it (term by term,
 * each term's dice in turn), without allocating: what fast paths roll damage with.
 */
export function formulaTotal(dice: DieSource, formula: ParsedFormula): number {
  let total = formula.constant;
  for (const term of formula.dice) {
    let sum = 0;
    for (let i = 0; i < term.count; i++) sum += dice.rollOne(term.faces);
    total += term.sign * sum;
  }
  return total;
}
