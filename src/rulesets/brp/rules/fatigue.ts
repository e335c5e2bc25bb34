import { requireInteger } from "../../../core/errors.js";

/**
 * Fatigue points, an optional rule (BRP-DATA-1; the `fatiguePoints` option). The seed gives the
 * pool (STR + CON, `fatiguePoints` in derived.ts) and one cost: a bleeding character loses 1
 * fatigue point each round they bleed (BRP-SPC-2). What the catalog leaves open is filled in
 * (PROPOSAL, after the SRD's optional rule): the points may fall below zero, and at 0 or fewer the
 * character is exhausted and every skill roll is one grade harder (Difficult). The GM sets the
 * points after rest or other exertion on the sheet.
 */

/** Points lost in a round in which the character bled (BRP-SPC-2). */
export const FATIGUE_PER_BLEEDING_ROUND = 1;

/** Exhausted: at 0 fatigue points or fewer (PROPOSAL). */
export function exhausted(current: number): boolean {
  return requireInteger(current, "fatigue points", -10_000, 10_000) <= 0;
}
