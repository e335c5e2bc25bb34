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
  switch (requireOneOf(effect, "destinedEffect", DESTINED_EFFECTS)) {
    case "dawn": {
      const wanted = fortune.destiny + 1;
      const destiny = Math.min(wanted, Math.max(fortune.level, fortune.destiny));
      return { destiny, overflow: wanted - destiny, doom: fortune.doom, refund: 0 };
    }
    case "dusk":
      return { destiny: fortune.destiny, overflow: 0, doom: fortune.doom + 2, refund: 0 };
    case "eclipse":
      return {
        destiny: Math.max(0, fortune.destiny - 1),
        overflow: 0,
        doom: Math.max(0, fortune.doom - 1),
        refund: Math.ceil(spentOnAction / 2),
      };
  }
}
