import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireOneOf, requireRecord } from "../../../core/validate.js";
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

type DerivedItems = Required<Pick<CharacterState, "shields" | "armors" | "injuries">>;

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

const ROLL_CONTEXTS: readonly RollContext[] = ["general", "armRoll", "sightRoll", "hearingRoll"];

/** Injury penalty for a roll of the given kind (FC-INJ-3, FC-INJ-5). */
export function injuryPenalty(injuries: ReadonlyArray<{ readonly kind: InjuryKind }>, context: RollContext): number {
  requireOneOf(context, "context", ROLL_CONTEXTS);
  let penalty = 0;
  for (const injury of requireArray(injuries, "injuries") as ReadonlyArray<{ readonly kind: InjuryKind }>) {
    const entry = tableEntry(INJURIES, requireRecord(injury, "injury").kind as InjuryKind, "injury");
    if ((context === "armRoll" && entry.appliesTo === "armRolls") || (context === "sightRoll" && entry.appliesTo === "sightRolls") || (context === "hearingRoll" && entry.appliesTo === "hearingRolls")) {
      penalty += entry.dicePenalty;
    }
  }
  return penalty;
}

export function deriveCharacter(state: CharacterState, options: Pick<PoolOptions, "minimumPool" | "speedCategoryStep"> = DEFAULT_POOL_OPTIONS): DerivedValues {
  requireRecord(state, "character");
  const conditions = requireArray(state.conditions ?? [], "conditions") as readonly (Condition | string)[];
  const trackPenalty = harmPenalty(state.harm);
  const poisoned = hasCondition(conditions, "poisonedDying");
  const poisonPenalty = poisoned ? POISON_DICE_PENALTY : 0;
  const generalPenalty = trackPenalty + poisonPenalty;
  const parry = requireInteger(state.baseParry ?? 0, "parry", 0, 100) + (requireArray(state.shields ?? [], "shields") as DerivedItems["shields"]).reduce((sum, s) => sum + requireInteger(requireRecord(s, "shield").parry, "parry", 0, 100), 0);
  const armor = requireInteger(state.baseArmor ?? 0, "armor", 0, 100) + (requireArray(state.armors ?? [], "armors") as DerivedItems["armors"]).reduce((sum, a) => sum + requireInteger(requireRecord(a, "armor").armor, "armor", 0, 100), 0);
  const legInjuries = (requireArray(state.injuries ?? [], "injuries") as DerivedItems["injuries"]).reduce((n, i) => n + tableEntry(INJURIES, requireRecord(i, "injury").kind as InjuryKind, "injury").speedCategories, 0);
  // A grappled, pinned or helpless character cannot move at all (FC-MAN-9, FC-DEF-2).
  const held = IMMOBILE_CONDITIONS.some((id) => hasCondition(conditions, id));
  const speed = held ? 0 : speedAfterPenalties({ baseSpeed: state.baseSpeed, legInjuries, poisoned, trackPenalty }, options);
  const skillPools: Record<string, number> = {};
  for (const [skill, dice] of Object.entries(requireRecord(state.skills, "skills"))) skillPools[skill] = diceToRoll(requireInteger(dice, skill, 0, 100) + generalPenalty, options);
  return { trackPenalty, poisonPenalty, generalPenalty, parry, armor, speed, skillPools };
}
