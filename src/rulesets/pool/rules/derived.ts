import { requireInteger } from "../../../core/errors.js";
import type { Condition } from "../../../core/vocabulary.js";
import { hasCondition, IMMOBILE_CONDITIONS } from "./conditions.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "./options.js";
import { diceToRoll } from "./pool.js";
import { POISON_DICE_PENALTY } from "./poison.js";
import { harmPenalty, type HarmState } from "./tracks.js";
import { speedAfterPenalties } from "./movement.js";
import { INJURIES, tableEntry, type InjuryKind } from "./tables.js";

/**
 * Values the character data model derives from its stored fields, in one pure function so
 * the sheet, the roll dialog and the simulator agree.
 */
export interface CharacterState {
  readonly skills: Readonly<Record<string, number>>;
  readonly baseSpeed: number;
  /** Parry the character has without equipment (abilities). */
  readonly baseParry?: number;
  readonly baseArmor?: number;
  readonly harm: HarmState;
  /** Equipped items' contributions (the data model filters by "equipped"). */
  readonly shields?: ReadonlyArray<{ readonly parry: number }>;
  readonly armors?: ReadonlyArray<{ readonly armor: number }>;
  readonly injuries?: ReadonlyArray<{ readonly kind: InjuryKind }>;
  readonly conditions?: readonly (Condition | string)[];
}

export type RollContext = "general" | "armRoll" | "sightRoll" | "hearingRoll";

export interface DerivedValues {
  /** Sum of Wound, Fatigue and Fear penalties (FC-PEN-3). */
  readonly trackPenalty: number;
  /** −2D while dying of poison (FC-POI-5). */
  readonly poisonPenalty: number;
  /** Penalty that applies to every roll (tracks + poison). */
  readonly generalPenalty: number;
  readonly parry: number;
  readonly armor: number;
  /** Speed after penalties; 0 while grappled, pinned, immobile or helpless. */
  readonly speed: number;
  /** Dice rolled for each skill after the general penalty and the minimum-pool setting. */
  readonly skillPools: Readonly<Record<string, number>>;
}

/** Injury penalty for a roll of the given kind (FC-INJ-3, FC-INJ-5). */
export function injuryPenalty(injuries: ReadonlyArray<{ readonly kind: InjuryKind }>, context: RollContext): number {
  let penalty = 0;
  for (const injury of injuries) {
    const entry = tableEntry(INJURIES, injury.kind, "injury");
    if ((context === "armRoll" && entry.appliesTo === "armRolls") || (context === "sightRoll" && entry.appliesTo === "sightRolls") || (context === "hearingRoll" && entry.appliesTo === "hearingRolls")) {
      penalty += entry.dicePenalty;
    }
  }
  return penalty;
}

export function deriveCharacter(state: CharacterState, options: Pick<PoolOptions, "minimumPool" | "speedCategoryStep"> = DEFAULT_POOL_OPTIONS): DerivedValues {
  const conditions = state.conditions ?? [];
  const trackPenalty = harmPenalty(state.harm);
  const poisoned = hasCondition(conditions, "poisonedDying");
  const poisonPenalty = poisoned ? POISON_DICE_PENALTY : 0;
  const generalPenalty = trackPenalty + poisonPenalty;
  const parry = requireInteger(state.baseParry ?? 0, "parry", 0, 100) + (state.shields ?? []).reduce((sum, s) => sum + requireInteger(s.parry, "parry", 0, 100), 0);
  const armor = requireInteger(state.baseArmor ?? 0, "armor", 0, 100) + (state.armors ?? []).reduce((sum, a) => sum + requireInteger(a.armor, "armor", 0, 100), 0);
  const legInjuries = (state.injuries ?? []).reduce((n, i) => n + tableEntry(INJURIES, i.kind, "injury").speedCategories, 0);
  // A grappled, pinned or helpless character cannot move at all (FC-MAN-9, FC-DEF-2).
  const held = IMMOBILE_CONDITIONS.some((id) => hasCondition(conditions, id));
  const speed = held ? 0 : speedAfterPenalties({ baseSpeed: state.baseSpeed, legInjuries, poisoned, trackPenalty }, options);
  const skillPools: Record<string, number> = {};
  for (const [skill, dice] of Object.entries(state.skills)) skillPools[skill] = diceToRoll(requireInteger(dice, skill, 0, 100) + generalPenalty, options);
  return { trackPenalty, poisonPenalty, generalPenalty, parry, armor, speed, skillPools };
}
