import { requireArray, requireString } from "../../../core/validate.js";
import { injuryPenalty, type RollContext } from "./derived.js";
import type { InjuryKind } from "./tables.js";

/**
 * Which kinds of roll each skill counts as for injuries (FC-INJ-3, FC-INJ-5). The rules name the
 * rolls only loosely ("rolls with hand or arm", "sight-based", "hearing-based"); our reading maps
 * them onto the skill list: fighting, shooting and climbing use the arms; shooting and noticing use
 * sight; noticing uses hearing. The GM can still add or remove dice in the roll dialog when a
 * particular roll does or does not depend on the hurt limb or sense.
 */
export const SKILL_ROLL_CONTEXTS: Readonly<Record<string, readonly RollContext[]>> = {
  melee: ["armRoll"],
  ranged: ["armRoll", "sightRoll"],
  athletics: ["armRoll"],
  perception: ["sightRoll", "hearingRoll"],
};

/** Total injury penalty (zero or negative) on a roll of `skill`; each injury counts once per context. */
export function injuryPenaltyFor(skill: string, injuries: readonly InjuryKind[]): number {
  const list = (requireArray(injuries, "injuries") as readonly InjuryKind[]).map((kind) => ({ kind }));
  return ((Object.hasOwn(SKILL_ROLL_CONTEXTS, requireString(skill, "skill")) ? SKILL_ROLL_CONTEXTS[skill] : undefined) ?? []).reduce((sum, context) => sum + injuryPenalty(list, context), 0);
}
