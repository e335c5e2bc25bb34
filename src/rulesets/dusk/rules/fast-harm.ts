import { ReplayDice } from "../../../core/dice.js";
import { applyPcHarm, startOfAction, type HarmTarget } from "./harm.js";
import type { DuskOptions } from "./options.js";
import { applyDestinedEffect, readRoll, type DestinedEffect } from "./roll.js";
import type { TaskActor } from "./task.js";
import { woundPenalties } from "./wounds.js";

/**
 * A PC's injuries as the simulator's kernel carries them: one shared object per distinct state
 * (`DuskPcState`), whose next state after a blow of so much damage, a wound roll's two dice or the
 * start of its action is worked out once by the rules' own functions (`applyPcHarm`,
 * `startOfAction`, `woundPenalties`) and looked up after that. A landed blow costs an array read
 * instead of a new PC record.
 *
 * The PC's Pool values and Destiny are the kernel's numbers (`DuskPcNumbers`), so a state's
 * record holds them as they were when the state was first met; everything else on it is the
 * PC's own. `withNumbers` brings a record up to date when the step machine needs it.
 */

type Pc = HarmTarget & TaskActor;

/** More states than this for one PC and the remembered ones are forgotten (a fight in progress keeps its own). */
const MAX_STATES = 4096;
/** The wound roll's two d12 as one index (`dawn * 13 + dusk`). */
const diceIndex = (dawn: number, dusk: number): number => dawn * 13 + dusk;

/** The destined effect of a wound roll's dice, by `diceIndex`, from `readRoll`. */
const EFFECTS: DestinedEffect[] = [];
for (let dawn = 1; dawn <= 12; dawn++) for (let dusk = 1; dusk <= 12; dusk++) EFFECTS[diceIndex(dawn, dusk)] = readRoll(dawn, dusk).effect;

/** Destiny and Doom below these are looked up after a wound roll; more are worked out each time. */
const TABLED_DESTINY = 16;
const TABLED_DOOM = 64;

/** Everything one PC's states share: the PC as it starts and the world's options. */
export class DuskPcBook {
  private readonly states = new Map<string, DuskPcState>();
  private fresh: DuskPcState | undefined;
  /** Destiny and Doom after a wound roll (`fortuneAfter`), by dice, Destiny and Doom, filled as met (-1: not yet). */
  private readonly destinyAfterRoll = new Int32Array(13 * 13 * TABLED_DESTINY * TABLED_DOOM).fill(-1);
  private readonly doomAfterRoll = new Int32Array(13 * 13 * TABLED_DESTINY * TABLED_DOOM);
  /** The last `fortuneAfter`'s answer. */
  destinyAfter = 0;
  doomAfter = 0;

  constructor(
    private readonly start: Pc,
    readonly options: DuskOptions,
  ) {}

  /**
   * The PC's Destiny and Doom after a wound roll on these dice, into `destinyAfter` and
   * `doomAfter`: `applyDestinedEffect` on the roll's destined effect, as `applyPcHarm` sends it.
   */
  fortuneAfter(dawn: number, dusk: number, destiny: number, doom: number): void {
    if (destiny >= TABLED_DESTINY || doom >= TABLED_DOOM) {
      this.fortune(dawn, dusk, destiny, doom);
      return;
    }
    const slot = (diceIndex(dawn, dusk) * TABLED_DESTINY + destiny) * TABLED_DOOM + doom;
    if (this.destinyAfterRoll[slot] === -1) {
      this.fortune(dawn, dusk, destiny, doom);
      this.destinyAfterRoll[slot] = this.destinyAfter;
      this.doomAfterRoll[slot] = this.doomAfter;
      return;
    }
    this.destinyAfter = this.destinyAfterRoll[slot]!;
    this.doomAfter = this.doomAfterRoll[slot]!;
  }

  private fortune(dawn: number, dusk: number, destiny: number, doom: number): void {
    const after = applyDestinedEffect({ destiny, level: this.start.level, doom }, EFFECTS[diceIndex(dawn, dusk)]!);
    this.destinyAfter = after.destiny;
    this.doomAfter = after.doom;
  }

  /** The state the PC starts every fight in. */
  first(): DuskPcState {
    this.fresh ??= this.stateOf(this.start);
    return this.fresh;
  }

  /** The state of a PC record (the one object for it); its Pool values and Destiny are not part of it. */
  stateOf(pc: Pc): DuskPcState {
    const key = JSON.stringify({ ...pc, pools: [pc.pools.might.max, pc.pools.speed.max, pc.pools.intellect.max], destiny: 0 });
    let state = this.states.get(key);
    if (!state) {
      if (this.states.size >= MAX_STATES) {
        this.states.clear();
        this.fresh = undefined;
      }
      state = new DuskPcState(this, pc);
      this.states.set(key, state);
    }
    return state;
  }
}

/** What one blow of so much damage does to one state (`applyPcHarm`). */
export interface DuskBlow {
  readonly dealt: number;
  /** The state after it when no wound is rolled; undefined when the blow rolls a wound. */
  readonly next: DuskPcState | undefined;
  /** The state after the wound roll, by `diceIndex`, filled as dice are met. */
  readonly wounded: (DuskPcState | undefined)[];
}

export class DuskPcState {
  readonly health: number;
  readonly dead: boolean;
  /** Light wounds in force and hindering steps from Moderate ones (`woundPenalties`, DB-WND-4). */
  readonly lightWounds: number;
  readonly hinderSteps: number;
  /** Dead, or barred from acting by a Critical wound (DB-WND-3): out of the fight. */
  readonly out: boolean;
  private readonly blows: (DuskBlow | undefined)[] = [];
  private actionStarted: DuskPcState | undefined;

  constructor(
    readonly book: DuskPcBook,
    readonly record: Pc,
  ) {
    const penalties = woundPenalties(record.wounds, book.options);
    this.health = record.health;
    this.dead = record.dead;
    this.lightWounds = penalties.lightWounds;
    this.hinderSteps = penalties.hinderSteps;
    this.out = record.dead || penalties.cannotAct;
  }

  /** A blow of `damage` (before armor): what `applyPcHarm` deals and whether it rolls a wound. */
  blow(damage: number): DuskBlow {
    let blow = this.blows[damage];
    if (!blow) {
      // The rule itself says whether the blow rolls a wound: a probe with no dice refuses to roll.
      const probe = new CountingDice();
      const result = applyPcHarm(this.record, damage, {}, probe, 0, 0);
      blow = { dealt: result.dealt, next: probe.asked ? undefined : this.book.stateOf(result.target), wounded: [] };
      this.blows[damage] = blow;
    }
    return blow;
  }

  /** After `blow` (this state's `blow(damage)`) rolled its wound on these dice (DB-HP-3, DB-WND-1). */
  wounded(blow: DuskBlow, damage: number, dawn: number, dusk: number): DuskPcState {
    const index = diceIndex(dawn, dusk);
    let next = blow.wounded[index];
    if (!next) {
      next = this.book.stateOf(applyPcHarm(this.record, damage, {}, new ReplayDice([dawn, dusk]), 0, 0).target);
      blow.wounded[index] = next;
    }
    return next;
  }

  /** As the PC's action starts: one health back after a 0-health wound it survived (DB-HP-3). */
  startAction(): DuskPcState {
    this.actionStarted ??= this.book.stateOf({ ...this.record, ...startOfAction(this.record).target });
    return this.actionStarted;
  }
}

/** A die source that deals nothing: it notes that a roll was asked for and answers ones. */
class CountingDice {
  asked = false;
  roll(count: number): number[] {
    this.asked = true;
    return new Array<number>(count).fill(1);
  }
}
