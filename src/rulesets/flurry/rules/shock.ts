import type { Dice } from "../../../core/dice.js";
import { requireArray } from "../../../core/validate.js";
import { type CheckResult, rollCheck } from "./check.js";
import { requireInteger } from "../../../core/errors.js";
import { type Wound, requireWound } from "./wounds.js";

/**
 * WC-SEQ-2 (PROPOSAL): the round's shock check is a 3d6 check against each wound's recorded shock
 * value; what a failure does is the GM's call (the rule is lost). Wounds without a value are skipped.
 */
export function shockChecks(dice: Dice, wounds: readonly Wound[], modifier: number, pressurePointBonus = 0): Array<{ wound: Wound; check: CheckResult }> {
  requireArray(wounds, "wounds");
  return wounds
    .filter((w) => requireWound(w).shockValue !== undefined)
    .map((w) => ({ wound: w, check: rollCheck(dice, modifier, shockTarget(w.shockValue!, pressurePointBonus), "shock") }));
}

/** WC-MISC-2 (PROPOSAL): pressure points cause no damage but raise the shock target by a GM-set amount. */
export function shockTarget(shockValue: number, pressurePointBonus = 0): number {
  return requireInteger(shockValue, "shockValue", 0, 1000) + requireInteger(pressurePointBonus, "pressurePointBonus", 0, 100);
}

/** WC-MISC-1: the action count is the fighter's cool; each action a hit costs him is an opening for his foe. */
export function actionsAfterLoss(actionsLeft: number, lost: number): number {
  return Math.max(0, requireInteger(actionsLeft, "actionsLeft", 0, 100) - requireInteger(lost, "actionsLost", 0, 100));
}
