import { tierRank, isSuccessful, requireClashRoll, type ClashRoll } from "./tiers.js";

/**
 * DL-CM-2: a maneuver's follow-up opposed roll. The target rolls the named skill and is compared
 * with the winner's original roll, which is reused, never rolled again. A better tier wins; in the
 * same tier the higher reading wins; an exact tie, or an original roll that did not succeed,
 * leaves the target unaffected: the maneuver has to beat the resistance.
 */
export type FollowUpResult = "lands" | "resisted";

export function resolveFollowUp(original: ClashRoll, resister: ClashRoll): FollowUpResult {
  requireClashRoll(original, "original");
  requireClashRoll(resister, "resister");
  if (!isSuccessful(original.tier)) return "resisted";
  const originalRank = tierRank(original.tier);
  const resisterRank = tierRank(resister.tier);
  if (originalRank !== resisterRank) return originalRank > resisterRank ? "lands" : "resisted";
  return original.value > resister.value ? "lands" : "resisted";
}
