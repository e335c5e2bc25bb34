import type { DieSource } from "../../../core/die-source.js";
import { formulaTotal } from "../../../core/die-source.js";
import type { ParsedFormula } from "../../../core/formula.js";

/**
 * The clash turn order of `encounter.ts` (DL-AP-3 proposal) with numbers only, for the simulator:
 * combatants are indices, the order and the AP pools are arrays changed in place, nothing is
 * validated (the simulator checks its fighters once, when the encounter is prepared) and no record
 * is copied. The same initiative dice in the same order, the same cycling and passing; a property
 * test (test/sim/clash-fast.test.ts) plays whole fights both ways and proves they end alike.
 */
export interface FastTurnRoster {
  readonly apMax: readonly number[];
  readonly initiativeBonus: readonly number[];
  readonly isPlayerCharacter: readonly boolean[];
}

export class FastTurns {
  /** Combatants (by index) in initiative order. */
  readonly order: number[] = [];
  readonly ap: number[];
  private readonly passed: boolean[];
  private readonly initiative: number[];
  /** Arrival order (the index among those who began), the last tie-break and the rolling order. */
  private readonly arrival: number[];
  /** The combatant whose activation it is, −1 when nobody has AP left for a turn. */
  current = -1;

  constructor(
    private readonly roster: FastTurnRoster,
    private readonly formula: ParsedFormula,
  ) {
    const n = roster.apMax.length;
    this.ap = new Array<number>(n).fill(0);
    this.passed = new Array<boolean>(n).fill(false);
    this.initiative = new Array<number>(n).fill(0);
    this.arrival = new Array<number>(n).fill(0);
  }

  /** `begin`: full AP, initiative rolled in arrival order, the first with AP current. */
  begin(present: readonly number[], dice: DieSource): void {
    this.order.length = 0;
    present.forEach((i, k) => {
      this.order.push(i);
      this.ap[i] = this.roster.apMax[i]!;
      this.passed[i] = false;
      this.arrival[i] = k;
    });
    this.roll(dice);
    this.start();
  }

  /** `nextRound`: AP refreshed, passes forgotten, initiative rolled again when the option says so. */
  nextRound(dice: DieSource, reroll: boolean): void {
    for (const i of this.order) {
      this.ap[i] = this.roster.apMax[i]!;
      this.passed[i] = false;
    }
    if (reroll) this.roll(dice);
    this.start();
  }

  /** `act` ending the activation: `cost` AP spent; spending nothing is a pass (out of the cycle this round). */
  endTurn(fighter: number, cost: number): void {
    this.ap[fighter]! -= cost;
    if (cost === 0) this.passed[fighter] = true;
    this.advanceFrom(this.order.indexOf(fighter) + 1);
  }

  /** DL-AP-2 (`spendReactionAp`): a reaction costs 1 AP out of turn; a current combatant left with none passes on. */
  spendReaction(fighter: number): void {
    this.ap[fighter]!--;
    if (this.current === fighter && this.ap[fighter] === 0) this.advanceFrom(this.order.indexOf(fighter) + 1);
  }

  /** `leave`: out of the order; if it was his activation, the one who followed him is next. */
  leave(fighter: number): void {
    const index = this.order.indexOf(fighter);
    this.order.splice(index, 1);
    if (this.current === fighter) this.advanceFrom(index);
  }

  private roll(dice: DieSource): void {
    const { initiativeBonus: bonus, isPlayerCharacter: pc } = this.roster;
    const arrival = this.arrival;
    this.order.sort((a, b) => arrival[a]! - arrival[b]!);
    for (const i of this.order) this.initiative[i] = formulaTotal(dice, this.formula) + bonus[i]!;
    const initiative = this.initiative;
    this.order.sort((a, b) => initiative[b]! - initiative[a]! || bonus[b]! - bonus[a]! || Number(pc[b]) - Number(pc[a]) || arrival[a]! - arrival[b]!);
  }

  private eligible(i: number): boolean {
    return this.ap[i]! > 0 && !this.passed[i];
  }

  private start(): void {
    this.current = -1;
    for (const i of this.order) {
      if (this.eligible(i)) {
        this.current = i;
        return;
      }
    }
  }

  private advanceFrom(first: number): void {
    const n = this.order.length;
    for (let position = first; position < first + n; position++) {
      const candidate = this.order[position % n]!;
      if (this.eligible(candidate)) {
        this.current = candidate;
        return;
      }
    }
    this.current = -1;
  }
}
