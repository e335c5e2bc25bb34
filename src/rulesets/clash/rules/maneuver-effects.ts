import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray } from "../../../core/validate.js";
import { MAX_SKILL } from "./tiers.js";

/**
 * DL-CM-3 proposal: what a landed combat maneuver does to its target beyond the word on the card.
 * The source names no maneuver but Tail Whip and gives no effects, so these are the house reading,
 * each a change to the target's numbers that the table can see and undo:
 * - stunned: reeling, the target loses 1 action point at once;
 * - pinned: held fast, the target loses every action point it has left;
 * - disarmed: the target's ready weapon leaves its hand (no longer equipped);
 * - bleeding and poisoned: 1 hit point lost at the start of every new round while the status lasts;
 * - prone and blinded: every roll the target makes is 20 percentage points harder while it lasts.
 * Statuses not listed change nothing but themselves.
 */

export interface ManeuverEffect {
  /** Action points lost when the maneuver lands ("all" empties the pool). */
  readonly apLoss: number | "all";
  /** The target's ready weapon is dropped when the maneuver lands. */
  readonly dropsWeapon: boolean;
  /** Hit points lost at the start of each new round while the status lasts. */
  readonly hpPerRound: number;
  /** Percentage points off every skill the target rolls while the status lasts. */
  readonly skillPenalty: number;
}

const NONE: ManeuverEffect = { apLoss: 0, dropsWeapon: false, hpPerRound: 0, skillPenalty: 0 };

export const MANEUVER_EFFECTS: Readonly<Record<string, ManeuverEffect>> = {
  stunned: { ...NONE, apLoss: 1 },
  pinned: { ...NONE, apLoss: "all" },
  disarmed: { ...NONE, dropsWeapon: true },
  bleeding: { ...NONE, hpPerRound: 1 },
  poisoned: { ...NONE, hpPerRound: 1 },
  prone: { ...NONE, skillPenalty: 20 },
  blinded: { ...NONE, skillPenalty: 20 },
};

/** The effect of a status a maneuver leaves (none for a status without one). */
export function maneuverEffect(status: string): ManeuverEffect {
  if (typeof status !== "string") throw new RulesError("FRAY.Clash.Error.Malformed", { field: "status" });
  return Object.hasOwn(MANEUVER_EFFECTS, status) ? MANEUVER_EFFECTS[status]! : NONE;
}

/** What landing `status` changes on a target with `ap` action points: its AP after, and whether it drops its weapon. */
export function landedChanges(status: string, ap: number): { readonly ap: number; readonly dropsWeapon: boolean } {
  const effect = maneuverEffect(status);
  requireInteger(ap, "ap", 0, 1000);
  const after = effect.apLoss === "all" ? 0 : Math.max(0, ap - effect.apLoss);
  return { ap: after, dropsWeapon: effect.dropsWeapon };
}

function requireStatuses(statuses: readonly string[]): void {
  requireArray(statuses, "statuses");
  if (!statuses.every((s) => typeof s === "string")) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "statuses" });
}

/** Hit points left after a new round starts for a combatant with `hp` and these statuses (never below 0). */
export function hpAfterRoundStart(statuses: readonly string[], hp: number): number {
  requireStatuses(statuses);
  requireInteger(hp, "hp", 0, 10_000);
  const loss = [...new Set(statuses)].reduce((sum, status) => sum + maneuverEffect(status).hpPerRound, 0);
  return Math.max(0, hp - loss);
}

/** A skill as rolled under these statuses: the penalties of every distinct status, never below 0. */
export function skillUnder(statuses: readonly string[], skill: number): number {
  requireStatuses(statuses);
  requireInteger(skill, "skill", 0, MAX_SKILL);
  const penalty = [...new Set(statuses)].reduce((sum, status) => sum + maneuverEffect(status).skillPenalty, 0);
  return Math.max(0, skill - penalty);
}
