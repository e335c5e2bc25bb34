import { requireOneOf } from "../../../core/validate.js";
import { isSuccess, SUCCESS_LEVELS, type SuccessLevel } from "./success.js";

/**
 * What one attack on a disengaging character counts toward getting away (BRP-ACT-10): nothing
 * when the attack missed (there was nothing to parry or dodge); else the level of the parry or
 * dodge it met, and a hit met by no defence at all counts as a defence that failed.
 */
export function defenceMet(attackLevel: SuccessLevel, defenceLevel: SuccessLevel | null): SuccessLevel | null {
  requireOneOf(attackLevel, "attackLevel", SUCCESS_LEVELS);
  if (defenceLevel !== null) requireOneOf(defenceLevel, "defenceLevel", SUCCESS_LEVELS);
  if (!isSuccess(attackLevel)) return null;
  return defenceLevel ?? "failure";
}
