import { applyBleeding, bleedingTicks, canFight, endOfRound, markUnableToFight, woundedHarm, type BodyKind, type BrpHarm, type Wound } from "./harm.js";
import type { Chooser } from "./fast-exchange.js";
import { lossDieFaces, MAJOR_WOUND_TABLE, resolveMajorWound } from "./majorWounds.js";
import type { BrpOptions } from "./options.js";

/**
 * A fighter's injuries as the simulator's kernel carries them: one shared object per distinct
 * state (`BrpHarmState`), whose next state after a blow, a Major Wound's "unable to fight" or a
 * round's end is worked out once by the rules' own functions (`woundedHarm`, `markUnableToFight`,
 * `bleedingTicks` + `applyBleeding` + `endOfRound`, `canFight`) and then looked up. A landed blow
 * costs an array read instead of a new harm record.
 *
 * A state is the harm record with what no rule of the fight reads taken out (`simHarmView`): rounds
 * are kept relative to the current round, so states met in different rounds are one; a wound
 * keeps only its bleeding and the round it bleeds from (a wound already bleeding is counted the
 * same whatever round it started, `bleedingTicks`), the identities of wounds and the conditions
 * (which the fight never reads: `canFight`, `endOfRound` and the blows do not look at them) are
 * left out. The property test in `test/rulesets/brp/rules/fast-kernel.test.ts` compares the states
 * with the step machine's records seen the same way, exchange after exchange and over round ends.
 */

/** The round every remembered state is worked out at: its rounds are kept relative to this one. */
const BASE_ROUND = 1000;
/** More states than this for one fighter and the remembered ones are forgotten (a fight in progress keeps its own). */
const MAX_STATES = 4096;

/** Everything the fighter's states share: who it is, its body and the world's options. */
export class BrpHarmBook {
  private readonly states = new Map<string, BrpHarmState>();
  private fresh: BrpHarmState | undefined;
  /** The Luck roll a Major Wound asks for, as the fighter's side answers it (BRP-WND-7). */
  readonly majorWoundLuck: boolean;

  constructor(
    readonly id: string,
    private readonly start: BrpHarm,
    readonly bodyKind: BodyKind | undefined,
    readonly options: BrpOptions,
    choose: Chooser,
  ) {
    const luck = choose({ type: "majorWoundLuck", actorId: id });
    this.majorWoundLuck = luck.type === "majorWoundLuck" && luck.succeeded;
  }

  /** The state the fighter starts every fight in (round 1). */
  first(): BrpHarmState {
    this.fresh ??= this.stateOf(this.start, 1);
    return this.fresh;
  }

  /** The state of a harm record in `round` (the one object for it). */
  stateOf(harm: BrpHarm, round: number): BrpHarmState {
    const view = simHarmView(harm, round);
    const key = JSON.stringify(view);
    let state = this.states.get(key);
    if (!state) {
      if (this.states.size >= MAX_STATES) {
        this.states.clear();
        this.fresh = undefined;
      }
      state = new BrpHarmState(this, view);
      this.states.set(key, state);
    }
    return state;
  }
}

export class BrpHarmState {
  readonly hp: number;
  readonly dead: boolean;
  /** Whether the fighter can attack in the current round (`canFight`). */
  readonly fit: boolean;
  /** After a blow, by `amount * 2 + (bleeding ? 1 : 0)`. */
  private readonly blows: (BrpHarmState | undefined)[] = [];
  /** Whether that blow asks for the Major Wound table (by the same index). */
  private readonly blowsMajor: boolean[] = [];
  private unableState: BrpHarmState | undefined;
  private roundEndState: BrpHarmState | undefined;

  constructor(
    readonly book: BrpHarmBook,
    /** The harm record in the round `BASE_ROUND` (seen as `simHarmView` sees it). */
    private readonly record: BrpHarm,
  ) {
    this.hp = record.hp;
    this.dead = record.dead;
    this.fit = canFight(record, BASE_ROUND);
  }

  /** The harm record in `round`, for the step machine when the kernel hands an exchange over. */
  recordAt(round: number): BrpHarm {
    return shifted(this.record, round - BASE_ROUND);
  }

  /**
   * After a blow of `amount` (> 0) points through armor, bleeding or not (BRP-SPC-2): the rules'
   * `woundedHarm`. `majorWound()` then tells whether it asks for the Major Wound table.
   */
  blow(amount: number, bleeding: boolean): BrpHarmState {
    const slot = amount * 2 + (bleeding ? 1 : 0);
    const known = this.blows[slot];
    if (known) {
      lastBlowMajor = this.blowsMajor[slot]!;
      return known;
    }
    const book = this.book;
    const result = woundedHarm(this.record, { id: "", targetId: book.id, amount, round: BASE_ROUND, location: null, bleeding, impaled: null, ...(book.bodyKind ? { bodyKind: book.bodyKind } : {}) }, book.options);
    const next = book.stateOf(result.harm, BASE_ROUND);
    const major = result.decisions.some((d) => d.type === "majorWoundRoll");
    this.blows[slot] = next;
    this.blowsMajor[slot] = major;
    lastBlowMajor = major;
    return next;
  }

  /** A Major Wound that leaves the fighter unable to fight from the next round (`markUnableToFight`). */
  unable(): BrpHarmState {
    this.unableState ??= this.book.stateOf(markUnableToFight(this.record, BASE_ROUND), BASE_ROUND);
    return this.unableState;
  }

  /**
   * The round's end (BRP-SPC-2, BRP-WND-4, BRP-FAT-2): the bleeding wounds' points, then the shock
   * and fatal-wound countdowns, as the state of the next round.
   */
  roundEnd(): BrpHarmState {
    if (!this.roundEndState) {
      const id = this.book.id;
      let h = this.record;
      const ticks = bleedingTicks(h, BASE_ROUND);
      if (ticks > 0) h = applyBleeding(h, ticks, BASE_ROUND, id, this.book.options).harm;
      h = endOfRound(h, BASE_ROUND, id).harm;
      this.roundEndState = this.book.stateOf(h, BASE_ROUND + 1);
    }
    return this.roundEndState;
  }
}

/** Whether the last `blow` asked for the Major Wound table (read at once by the kernel). */
let lastBlowMajor = false;
export const blowAskedMajorWound = (): boolean => lastBlowMajor;

/** A harm record with every round moved by `delta`. */
function shifted(h: BrpHarm, delta: number): BrpHarm {
  if (delta === 0) return h;
  const at = (r: number | null): number | null => (r === null ? null : r + delta);
  return {
    ...h,
    wounds: h.wounds.map((w) => ({ ...w, round: at(w.round), bleedsFromRound: at(w.bleedsFromRound) })),
    shockUnconsciousAfterRound: at(h.shockUnconsciousAfterRound),
    fatal: h.fatal && { round: h.fatal.round + delta, deathAfterRound: h.fatal.deathAfterRound + delta },
    unableToFightFromRound: at(h.unableToFightFromRound),
    conditions: h.conditions.map((c) => ({ ...c, appliedRound: c.appliedRound + delta })),
  };
}

/**
 * A harm record in `round` as the simulator's states keep it, moved to `BASE_ROUND`: only bleeding
 * wounds, each as the round it bleeds from (one that bleeds already, from this round); a fatal
 * wound as the round of death; "unable to fight" from this round at the latest; no conditions.
 * Exported for the property test, which sees the step machine's records the same way.
 */
export function simHarmView(h: BrpHarm, round: number): BrpHarm {
  const delta = BASE_ROUND - round;
  const wounds: Wound[] = [];
  for (const w of h.wounds) {
    if (!w.bleeding || w.bleedsFromRound === null) continue;
    const from = Math.max(BASE_ROUND, w.bleedsFromRound + delta);
    wounds.push({ id: "", source: "attack", damage: 0, remaining: 0, severity: "minor", location: null, round: from - 1, bleeding: true, bleedsFromRound: from, impaled: null, firstAidBy: [] });
  }
  wounds.sort((a, b) => a.bleedsFromRound! - b.bleedsFromRound!);
  return {
    hpMax: h.hpMax,
    hp: h.hp,
    wounds,
    locationDamage: h.locationDamage,
    locationState: h.locationState,
    locationPermanentLoss: h.locationPermanentLoss,
    ...(h.body ? { body: h.body } : {}),
    shockUnconsciousAfterRound: h.shockUnconsciousAfterRound === null ? null : h.shockUnconsciousAfterRound + delta,
    unconscious: h.unconscious,
    fatal: h.fatal && { round: h.fatal.deathAfterRound + delta - 1, deathAfterRound: h.fatal.deathAfterRound + delta },
    dead: h.dead,
    incapacitated: h.incapacitated,
    vitalBleeding: h.vitalBleeding,
    unableToFightFromRound: h.unableToFightFromRound === null ? null : Math.max(BASE_ROUND, h.unableToFightFromRound + delta),
    minorDamageToday: h.minorDamageToday,
    minorLuckAsked: h.minorLuckAsked,
    conditions: [],
  };
}

/**
 * The Major Wound table's loss die by d100 roll, and whether a roll leaves the victim unable to
 * fight, by `(roll * 2 + luck) * 7 + loss` — each from `resolveMajorWound` (BRP-MWT-1, BRP-WND-2, BRP-WND-7).
 */
export const MAJOR_WOUND_LOSS_FACES = new Uint8Array(101);
export const MAJOR_WOUND_UNABLE = new Uint8Array(101 * 2 * 7);
for (const row of MAJOR_WOUND_TABLE) {
  for (let roll = row.from; roll <= row.to; roll++) {
    const faces = lossDieFaces(roll);
    MAJOR_WOUND_LOSS_FACES[roll] = faces;
    for (let luck = 0; luck < 2; luck++) {
      for (let loss = 1; loss <= faces; loss++) MAJOR_WOUND_UNABLE[(roll * 2 + luck) * 7 + loss] = resolveMajorWound(roll, luck === 1, loss).fight === "unable" ? 1 : 0;
    }
  }
}
