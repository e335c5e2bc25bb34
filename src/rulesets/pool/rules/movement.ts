import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireNumber, requireRecord } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";
import { CHARGE_MIN_FEET, type ActionKind } from "./maneuvers.js";
import { tableEntry } from "./tables.js";

export const FEET_PER_YARD = 3;

export type MovementMode = "crawl" | "walk" | "jog" | "run";

/** Yards per Speed point and action cost of each movement mode (FC-MOV-1..4). */
export const MOVEMENT_MODES: Readonly<Record<MovementMode, { readonly multiplier: number; readonly action: Exclude<ActionKind, "free"> }>> = {
  crawl: { multiplier: 0.5, action: "partial" },
  walk: { multiplier: 1, action: "partial" },
  jog: { multiplier: 2, action: "full" },
  run: { multiplier: 4, action: "full" },
};

/** Yards covered in one use of `mode` at `speed` (crawling rounds down). */
export function movementYards(speed: number, mode: MovementMode): number {
  requireInteger(speed, "speed", 0, 1000);
  return Math.floor(speed * tableEntry(MOVEMENT_MODES, mode, "movement mode").multiplier);
}

export interface SpeedInput {
  readonly baseSpeed: number;
  /** Leg or foot injuries (each costs one Speed "category", FC-INJ-4, FC-PEN-5). */
  readonly legInjuries?: number;
  /** Dying of poison halves Speed (FC-POI-5). */
  readonly poisoned?: boolean;
  /** Sum of Wound, Fatigue and Fear penalties (zero or negative, from `harmPenalty`). */
  readonly trackPenalty?: number;
}

/**
 * Speed after penalties (FC-PEN-4): leg injuries first, then poison halving (rounded down), then
 * one point per die of damage-track penalty; never below zero. Other dice modifiers do not slow.
 */
export function speedAfterPenalties(input: SpeedInput, options: Pick<PoolOptions, "speedCategoryStep"> = DEFAULT_POOL_OPTIONS): number {
  let speed = requireInteger(requireRecord(input, "speed").baseSpeed, "speed", 0, 1000);
  speed = Math.max(0, speed - requireInteger(input.legInjuries ?? 0, "legInjuries", 0, 100) * poolOption(options, "speedCategoryStep"));
  if (requireBoolean(input.poisoned ?? false, "poisoned")) speed = Math.floor(speed / 2);
  return Math.max(0, speed + Math.min(0, requireInteger(input.trackPenalty ?? 0, "trackPenalty", -100, 0)));
}

export type JumpKind = "vertical" | "standing" | "running";
/** Feet per Athletics success and action cost of a jump (FC-MOV-5). */
export const JUMPS: Readonly<Record<JumpKind, { readonly feetPerSuccess: number; readonly action: Exclude<ActionKind, "free"> }>> = {
  vertical: { feetPerSuccess: 1, action: "partial" },
  standing: { feetPerSuccess: 2, action: "partial" },
  running: { feetPerSuccess: 3, action: "full" },
};

export function jumpFeet(kind: JumpKind, successes: number): number {
  return tableEntry(JUMPS, kind, "jump").feetPerSuccess * requireInteger(successes, "successes", 0, 100);
}

/** Yards climbed in one Full Action: one per success, two with climbing gear (FC-MOV-6). */
export function climbYards(successes: number, withEquipment: boolean): number {
  return requireInteger(successes, "successes", 0, 100) * (withEquipment ? 2 : 1);
}
export const CLIMB_ACTION: Exclude<ActionKind, "free"> = "full";

/** No move, jump or charge the rules measure reaches this far (yards). */
const MAX_YARDS = 100_000;

export function feetToYards(feet: number): number {
  return requireNumber(feet, "feet", 0, MAX_YARDS * FEET_PER_YARD) / FEET_PER_YARD;
}
export function yardsToFeet(yards: number): number {
  return requireNumber(yards, "yards", 0, MAX_YARDS) * FEET_PER_YARD;
}

/**
 * A Charge needs a straight run of at least 10 feet and (proposal) no more than a Run
 * (4 × Speed) before the melee roll (FC-MAN-4). Throws when the run is out of bounds.
 */
export function checkChargeDistance(yards: number, speed: number): void {
  const feet = yardsToFeet(yards);
  if (!(feet >= CHARGE_MIN_FEET) || yards > movementYards(speed, "run")) {
    throw new RulesError("FRAY.Pool.Error.ChargeDistance", { yards, max: movementYards(speed, "run") });
  }
}

/** What a measured move is: a mode it fits, no move at all, or farther than the actor may go at once. */
export type MeasuredMove = { readonly kind: "move"; readonly mode: MovementMode; readonly yards: number } | { readonly kind: "none" } | { readonly kind: "tooFar"; readonly yards: number; readonly maxYards: number };

/**
 * The movement mode of a token's measured move (FC-MOV-1..4, FC-FVTT-4): the cheapest that
 * covers the distance — a Walk up to Speed, a Jog up to twice, a Run up to four times; a prone
 * actor only crawls (half Speed). Farther than that is not one move. Distances are whole yards
 * as measured (a fraction of a yard left over counts as a yard).
 */
export function measuredMove(yards: number, speed: number, prone = false): MeasuredMove {
  const distance = Math.ceil(requireNumber(yards, "yards", 0, MAX_YARDS));
  requireInteger(speed, "speed", 0, 1000);
  if (distance === 0) return { kind: "none" };
  const modes: readonly MovementMode[] = requireBoolean(prone, "prone") ? ["crawl"] : ["walk", "jog", "run"];
  for (const mode of modes) if (distance <= movementYards(speed, mode)) return { kind: "move", mode, yards: distance };
  return { kind: "tooFar", yards: distance, maxYards: movementYards(speed, modes[modes.length - 1]!) };
}
