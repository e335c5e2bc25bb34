import type { DieSource } from "../../../core/die-source.js";
import { actionsPerFlurry } from "./initiative.js";

/**
 * The round and the flurry of `encounter.ts` / `flurry.ts` with numbers only, for the simulator:
 * fighters are indices, the state is a few arrays changed in place, nothing is validated (the
 * simulator checks its fighters once, when the encounter is prepared) and no record is copied.
 * Same rules, same dice in the same order; a property test (test/sim/flurry-fast.test.ts) plays
 * whole fights both ways and proves they end alike, die for die. Only what the simulator does is
 * here: take or hold the initiative, declare (intentions change nothing the numbers read), attack,
 * and facing an actionless foe withdraw, let go or strike him indefensibly (pressing is the
 * table's); the GM's prompts and the movement budgets are not kept.
 */

/** What each fighter brings to initiative: Fighter rank, Agility, side and id (the last tie-break). */
export interface FastRoster {
  readonly fighterRank: readonly number[];
  readonly agilityMod: readonly number[];
  readonly side: readonly number[];
  readonly id: readonly string[];
}

/** 3d6, die by die. */
function roll3d6(dice: DieSource): number {
  return dice.rollOne(6) + dice.rollOne(6) + dice.rollOne(6);
}

/**
 * WC-INIT-1/4 and the pre-rolled flurry initiative (`openRound`): every present fighter's 3d6 +
 * Fighter rank in placement order, the order by total, Fighter rank, Agility and fresh 3d6 among
 * those still tied; then each fighter's flurry initiative (3d6 + Fighter rank) and its reserve
 * 3d6. Writes the order into `order` and the flurry figures into `flurryTotal` / `reserve`.
 */
export function rollRound(dice: DieSource, roster: FastRoster, present: readonly number[], order: number[], total: number[], flurryTotal: number[], reserve: number[]): void {
  const { fighterRank: rank, agilityMod: agility } = roster;
  for (const i of present) total[i] = roll3d6(dice) + rank[i]!;
  const compare = (a: number, b: number): number => total[b]! - total[a]! || rank[b]! - rank[a]! || agility[b]! - agility[a]!;
  const sorted = [...present].sort(compare);
  order.length = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && compare(sorted[i]!, sorted[j]!) === 0) j++;
    if (j === i + 1) order.push(sorted[i]!);
    else breakTie(dice, sorted.slice(i, j), rank, order);
    i = j;
  }
  for (const i of present) {
    flurryTotal[i] = roll3d6(dice) + rank[i]!;
    reserve[i] = roll3d6(dice);
  }
}

/** Fresh 3d6 + Fighter rank for each tied fighter, highest first, again among those still tied. */
function breakTie(dice: DieSource, tied: readonly number[], rank: readonly number[], order: number[]): void {
  if (tied.length === 1) {
    order.push(tied[0]!);
    return;
  }
  const groups = new Map<number, number[]>();
  for (const i of tied) {
    const t = roll3d6(dice) + rank[i]!;
    const group = groups.get(t);
    if (group) group.push(i);
    else groups.set(t, [i]);
  }
  for (const t of [...groups.keys()].sort((a, b) => b - a)) breakTie(dice, groups.get(t)!, rank, order);
}

const enum Stage {
  Initiative,
  Attacking,
  OutOfActions,
  Ended,
}

/** The next thing the flurry waits for, as the simulator reads it. */
export const FAST_DECISION = { takeOrHold: 0, attack: 1, outOfActions: 2, ended: 3 } as const;

/**
 * One flurry (WC-FLY-3..12) with numbers only: the `flurry.ts` machine's steps, mutating.
 * `members` is the flurry-initiative order.
 */
export class FastFlurry {
  readonly members: number[] = [];
  readonly left: number[] = [];
  private readonly held: number[] = [];
  /** Fighters the attacker may strike without defence, in the order they became so. */
  readonly indefensible: number[] = [];
  private stage = Stage.Initiative;
  private parts = false;
  /** The attacker (attack, out of actions), −1 when none. */
  attacker = -1;
  /** The actionless opponent the attacker decides about (out of actions), −1 otherwise. */
  actionless = -1;

  constructor(private readonly roster: FastRoster) {}

  /** Starts a flurry of the cluster `ids`, ordered by flurry initiative (total, rank, Agility, reserve, id). */
  open(cluster: readonly number[], flurryTotal: readonly number[], reserve: readonly number[]): void {
    const { fighterRank: rank, agilityMod: agility, id } = this.roster;
    this.members.length = 0;
    for (const i of cluster) this.members.push(i);
    this.members.sort(
      (a, b) => flurryTotal[b]! - flurryTotal[a]! || rank[b]! - rank[a]! || agility[b]! - agility[a]! || reserve[b]! - reserve[a]! || (id[a]! < id[b]! ? -1 : id[a]! > id[b]! ? 1 : 0),
    );
    this.left.length = 0;
    for (const i of this.members) this.left.push(actionsPerFlurry(rank[i]!));
    this.held.length = 0;
    this.indefensible.length = 0;
    this.stage = Stage.Initiative;
    this.parts = false;
    this.attacker = -1;
    this.actionless = -1;
    this.settle();
  }

  get ended(): boolean {
    return this.stage === Stage.Ended;
  }

  /** Whether the flurry's end parts its fighters (anything but actions spent or all holding). */
  get endedParting(): boolean {
    return this.parts;
  }

  decision(): (typeof FAST_DECISION)[keyof typeof FAST_DECISION] {
    switch (this.stage) {
      case Stage.Initiative:
        return FAST_DECISION.takeOrHold;
      case Stage.Attacking:
        return FAST_DECISION.attack;
      case Stage.OutOfActions:
        return FAST_DECISION.outOfActions;
      default:
        return FAST_DECISION.ended;
    }
  }

  actionsOf(fighter: number): number {
    return this.left[this.members.indexOf(fighter)]!;
  }

  /** The fighter offered the initiative: the first in order with actions who has not held. */
  offeredTo(): number {
    for (let k = 0; k < this.members.length; k++) if (this.left[k]! > 0 && !this.held.includes(this.members[k]!)) return this.members[k]!;
    return -1;
  }

  /** WC-FLY-3/4: the offered fighter takes the initiative; everyone declares (the attacker first). */
  take(fighter: number): void {
    this.attacker = fighter;
    this.held.length = 0;
    this.stage = Stage.Attacking;
    this.settle();
  }

  /** WC-FLY-3: holds; the offer passes on, and if everybody holds the flurry passes off. */
  hold(fighter: number): void {
    this.held.push(fighter);
    this.settle();
  }

  /** The attacker's targets (opponents in flurry order) into `out`; the indefensible ones first if any. */
  targets(out: number[]): number[] {
    out.length = 0;
    const side = this.roster.side[this.attacker]!;
    for (const i of this.indefensible) if (this.roster.side[i] !== side && this.members.includes(i)) out.push(i);
    if (out.length > 0) return out;
    for (const i of this.members) if (this.roster.side[i] !== side) out.push(i);
    return out;
  }

  isIndefensible(fighter: number): boolean {
    return this.indefensible.includes(fighter);
  }

  /**
   * WC-FLY-11/12 (`recordAttack`): the attack costs one action; the defender loses what the blow
   * took (all of them when incapacitated); the initiative passes to a defender who may answer.
   */
  recordAttack(defender: number, hit: boolean, canRespond: boolean, actionsLost: number, incapacitated: boolean): void {
    const side = this.roster.side;
    const a = this.members.indexOf(this.attacker);
    const d = this.members.indexOf(defender);
    this.left[a]!--;
    const lost = incapacitated ? this.left[d]! : actionsLost;
    if (lost > 0) this.left[d] = Math.max(0, this.left[d]! - lost);
    const k = this.indefensible.indexOf(defender);
    const answers = k < 0 && (!hit || (canRespond && lost === 0 && !incapacitated));
    if (answers && this.left[d]! > 0) this.attacker = defender;
    else if (this.left[a] === 0) {
      const next = this.nextWithActions(side[this.attacker]!);
      this.attacker = next >= 0 ? next : this.nextWithActions(-1);
    }
    if (k >= 0) this.indefensible.splice(k, 1);
    this.stage = Stage.Attacking;
    this.settle();
  }

  /** WC-FLY-11: facing an actionless foe the attacker withdraws, lets him go, or strikes him indefensibly. */
  outOfActions(choice: "withdraw" | "letGo" | "indefensibleAttack"): void {
    if (choice === "indefensibleAttack") {
      this.indefensible.push(this.actionless);
      this.actionless = -1;
      this.stage = Stage.Attacking;
      return;
    }
    this.end(true);
  }

  /** Whether striking indefensibly is on offer (two actions or more). */
  canStrikeIndefensibly(): boolean {
    return this.actionsOf(this.attacker) >= 2;
  }

  /** Actions lost before the flurry (a stunned fighter's, WC-WND-10). */
  loseActions(fighter: number, count: number): void {
    const k = this.members.indexOf(fighter);
    this.left[k] = Math.max(0, this.left[k]! - count);
    if (this.attacker >= 0 && this.left[this.members.indexOf(this.attacker)] === 0 && this.stage === Stage.Attacking) {
      const next = this.nextWithActions(this.roster.side[this.attacker]!);
      this.attacker = next >= 0 ? next : this.nextWithActions(-1);
    }
    this.settle();
  }

  /** A fighter leaves the flurry (he fell); nothing when he is not in it. */
  remove(fighter: number): void {
    const k = this.members.indexOf(fighter);
    if (k < 0) return;
    this.members.splice(k, 1);
    this.left.splice(k, 1);
    const h = this.held.indexOf(fighter);
    if (h >= 0) this.held.splice(h, 1);
    const x = this.indefensible.indexOf(fighter);
    if (x >= 0) this.indefensible.splice(x, 1);
    if (this.stage !== Stage.Ended && (this.attacker === fighter || this.actionless === fighter)) {
      this.attacker = this.nextWithActions(-1);
      this.actionless = -1;
      if (this.stage === Stage.OutOfActions) this.stage = Stage.Attacking;
    }
    this.settle();
  }

  /** The first fighter in order with actions not on `notSide` (−1: any side); −1 when none. */
  private nextWithActions(notSide: number): number {
    for (let k = 0; k < this.members.length; k++) if (this.left[k]! > 0 && this.roster.side[this.members[k]!] !== notSide) return this.members[k]!;
    return -1;
  }

  private end(parts: boolean): void {
    this.stage = Stage.Ended;
    this.parts = parts;
    this.attacker = -1;
    this.actionless = -1;
  }

  /** `settle`: ends a spent flurry, and when one side alone has actions finds the actionless foe. */
  private settle(): void {
    if (this.stage === Stage.Ended) return;
    const side = this.roster.side;
    const { members, left } = this;
    let firstSide = -1;
    let twoSides = false;
    let actingSide = -1;
    let twoActing = false;
    let firstActing = -1;
    for (let k = 0; k < members.length; k++) {
      const s = side[members[k]!]!;
      if (firstSide < 0) firstSide = s;
      else if (s !== firstSide) twoSides = true;
      if (left[k]! > 0) {
        if (firstActing < 0) firstActing = members[k]!;
        if (actingSide < 0) actingSide = s;
        else if (s !== actingSide) twoActing = true;
      }
    }
    // One side left parts its fighters (dropFinishedEngagements keeps only spent and all-held flurries).
    if (!twoSides) return this.end(true);
    if (firstActing < 0) return this.end(false);
    if (this.stage === Stage.Initiative) {
      if (this.offeredTo() < 0) this.end(false);
      return;
    }
    if (twoActing) return;
    const actor = this.attacker >= 0 && left[members.indexOf(this.attacker)]! > 0 ? this.attacker : firstActing;
    let actionless = -1;
    for (let k = 0; k < members.length && actionless < 0; k++) {
      const i = members[k]!;
      if (side[i] !== side[actor] && left[k] === 0 && !this.indefensible.includes(i)) actionless = i;
    }
    this.attacker = actor;
    if (actionless >= 0) {
      this.stage = Stage.OutOfActions;
      this.actionless = actionless;
    } else this.stage = Stage.Attacking;
  }
}
