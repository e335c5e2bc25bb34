import { requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireRecord } from "../../../core/validate.js";
import { requireOneOf } from "./choices.js";

/** Which die came up higher on a 2d12 roll (DB-ROLL-1..4). */
export const DESTINED_EFFECTS = ["dawn", "dusk", "eclipse"] as const;
export type DestinedEffect = (typeof DESTINED_EFFECTS)[number];

/** Taking 20 raises any lower total to this (DB-T20-1). */
export const TAKING_TWENTY_FLOOR = 20;
/** The highest total a roll can show (two twelves). */
const MAX_TOTAL = 24;

export interface TaskRoll {
  readonly dawn: number;
  readonly dusk: number;
  /** Sum of the two dice as rolled. */
  readonly total: number;
  /** The total the target number is compared with (raised to 20 when taking 20). */
  readonly effectiveTotal: number;
  readonly effect: DestinedEffect;
}

export function destinedEffect(dawn: number, dusk: number): DestinedEffect {
  if (dawn > dusk) return "dawn";
  if (dusk > dawn) return "dusk";
  return "eclipse";
}

/** Reads a Dawn and a Dusk die into a roll; the destined effect always comes from the dice. */
export function readRoll(dawn: number, dusk: number, takingTwenty = false): TaskRoll {
  requireInteger(dawn, "dawn", 1, 12);
  requireInteger(dusk, "dusk", 1, 12);
  const total = dawn + dusk;
  return {
    dawn,
    dusk,
    total,
    effectiveTotal: takingTwenty ? Math.max(total, TAKING_TWENTY_FLOOR) : total,
    effect: destinedEffect(dawn, dusk),
  };
}

/** Rolls 2d12 through the dice port; the first die is the Dawn die, the second the Dusk die. */
export function rollTask(dice: Dice, takingTwenty = false, purpose = "task"): TaskRoll {
  const [dawn, dusk] = requireDicePort(dice).roll(2, 12, purpose);
  return readRoll(dawn ?? 0, dusk ?? 0, takingTwenty);
}

/** Success when the (effective) total reaches the target number (DB-CORE-1 step 6). */
export function meetsTarget(roll: TaskRoll, targetNumber: number): boolean {
  return requireInteger(requireRecord(roll, "roll").effectiveTotal, "total", 0, MAX_TOTAL) >= requireInteger(targetNumber, "targetNumber", 0, 10_000);
}

/** The GM's and one character's meta-currencies. */
export interface Fortune {
  readonly destiny: number;
  /** Destiny cap: the character's level (DB-ROLL-2). */
  readonly level: number;
  /** The GM's Doom pool; no cap (DB-ROLL-3). */
  readonly doom: number;
}

export interface DestinedOutcome {
  readonly destiny: number;
  /** Destiny gained above the cap: spend it at once or it is lost. */
  readonly overflow: number;
  readonly doom: number;
  /** Pool points given back by an Eclipse (half of what the action cost, rounded up). */
  readonly refund: number;
}

/**
 * Applies a destined effect (DB-ROLL-2..4). `spentOnAction` is what the action cost in stat
 * points so far, so an Eclipse can give half of it back.
 */
export function applyDestinedEffect(fortune: Fortune, effect: DestinedEffect, spentOnAction = 0): DestinedOutcome {
  requireInteger(requireRecord(fortune, "fortune").level, "level", 0, 100);
  requireInteger(fortune.destiny, "destiny", 0, 1000);
  requireInteger(fortune.doom, "doom", 0, 1_000_000);
  requireInteger(spentOnAction, "spent", 0, 100_000);
  requireOneOf(effect, "destinedEffect", DESTINED_EFFECTS);
  return destinedNumbers(effect, fortune.level, fortune.destiny, fortune.doom, spentOnAction, { destiny: 0, overflow: 0, doom: 0, refund: 0 });
}

/**
 * The destined effect on figures already checked, written into `out` (DB-ROLL-2..4): a Dawn adds
 * a Destiny point up to the level (Destiny already above it stays; what would pass the cap is the
 * overflow), a Dusk gives the GM 2 Doom, an Eclipse takes a point of each and gives back half the
 * action's cost, rounded up. `applyDestinedEffect` calls it after its checks; the simulator's
 * kernel calls it in its inner loop with a record of its own, so both read the effect here.
 */
export function destinedNumbers(effect: DestinedEffect, level: number, destiny: number, doom: number, spentOnAction: number, out: Mutable<DestinedOutcome>): DestinedOutcome {
  out.destiny = destiny;
  out.overflow = 0;
  out.doom = doom;
  out.refund = 0;
  if (effect === "dawn") {
    const wanted = destiny + 1;
    out.destiny = Math.min(wanted, Math.max(level, destiny));
    out.overflow = wanted - out.destiny;
  } else if (effect === "dusk") {
    out.doom = doom + 2;
  } else {
    out.destiny = Math.max(0, destiny - 1);
    out.doom = Math.max(0, doom - 1);
    out.refund = Math.ceil(spentOnAction / 2);
  }
  return out;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
