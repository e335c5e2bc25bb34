import { INJURIES, type InjuryKind } from "./tables.js";

/**
 * Which skill rolls each injury's penalty reaches (FC-INJ-3, FC-INJ-5). The rules name the rolls
 * only loosely ("rolls with hand or arm", "sight-based", "hearing-based"); our reading maps them
 * onto the skill list: a hurt arm hampers fighting, shooting and climbing; a hurt eye hampers
 * shooting and noticing things; a hurt ear hampers noticing things. The GM can still add or
 * remove dice in the roll dialog when a particular roll does or does not depend on the limb.
 */
export const INJURY_SKILLS: Readonly<Record<InjuryKind, readonly string[]>> = {
  arm: ["melee", "ranged", "athletics"],
  eye: ["ranged", "perception"],
  ear: ["perception"],
  leg: [],
  openWound: [],
};

/** Total dice penalty (zero or negative) that `injuries` impose on a roll of `skill`; each injury counts once. */
export function injuryPenaltyFor(skill: string, injuries: readonly InjuryKind[]): number {
  let penalty = 0;
  for (const kind of injuries) if (INJURY_SKILLS[kind].includes(skill)) penalty += INJURIES[kind].dicePenalty;
  return penalty;
}

/** Number of leg injuries, each costing one Speed category (FC-INJ-4); feed `speedAfterPenalties`. */
export function legInjuryCount(injuries: readonly InjuryKind[]): number {
  return injuries.filter((kind) => INJURIES[kind].speedCategories > 0).reduce((n, kind) => n + INJURIES[kind].speedCategories, 0);
}
