import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireRecord } from "../../../core/validate.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";
import { requireOneOf } from "./choices.js";

/** One difficulty step is worth three points of target number. */
export const POINTS_PER_STEP = 3;
/** Caps on easing by source (DB-EASE-2, -3, -5). */
export const MAX_SKILL_STEPS = 2;
export const MAX_ASSET_STEPS = 2;
export const MAX_EFFORT_STEPS = 6;
/** The highest total 2d12 can show. */
export const MAX_DICE_TOTAL = 24;

export const SKILL_LEVELS = ["untrained", "trained", "specialized"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const SKILL_STEPS: Readonly<Record<SkillLevel, number>> = { untrained: 0, trained: 1, specialized: 2 };

/** Target number of a difficulty (DB-CORE-2): three times it; 0 means no roll at all. */
export function targetNumberFor(difficulty: number): number {
  requireInteger(difficulty, "difficulty", 0, 1000);
  return difficulty * POINTS_PER_STEP;
}

/** Everything that moves a task's difficulty, in steps. Hindrances and other eases are unbounded. */
export interface Easing {
  readonly skill?: SkillLevel;
  /** Assets counted in steps (usually one per asset). */
  readonly assets?: number;
  /** Helpers working together, each worth `helperAssetSteps` asset steps (DB-EASE-7). */
  readonly helpers?: number;
  /** Effort levels paid for. */
  readonly effortLevels?: number;
  /** Free Effort levels from abilities (DB-EASE-6). */
  readonly freeEffort?: number;
  /** Other easing: actions (Charge, Defend), situations, Destiny. */
  readonly ease?: number;
  /** Hindering steps: situations, wounds, Doom. */
  readonly hinder?: number;
}

export interface EasedDifficulty {
  readonly baseDifficulty: number;
  readonly skillSteps: number;
  readonly assetSteps: number;
  readonly effortSteps: number;
  readonly otherEase: number;
  readonly hinder: number;
  /** Final difficulty; may be ≤ 0 (routine) and may exceed 12 (no upper cap, DB-EASE-8). */
  readonly difficulty: number;
  /** Target number of the final difficulty; 0 when routine. */
  readonly targetNumber: number;
  /** No roll: the task simply succeeds (DB-CORE-2, DB-EASE-8). */
  readonly routine: boolean;
}

function steps(value: number | undefined, field: string): number {
  return requireInteger(value ?? 0, field, 0, 1000);
}

/**
 * Applies every modification to a base difficulty (DB-EASE-9): hindrances add steps; skills,
 * assets and Effort each ease up to their own cap; other eases are added as given. Effort
 * levels beyond the character's limit are refused by `checkEffortLevels`, not here. A base of 0
 * is routine only while the net modifiers leave it at 0 or below: a hindered routine task (a
 * Moderate wound, darkness) becomes a real one, as the source says situations can make a task
 * difficult (DB-CORE-2, DB-EASE-8).
 */
export function easeDifficulty(baseDifficulty: number, easing: Easing, options: DuskOptions = DEFAULT_DUSK_OPTIONS): EasedDifficulty {
  requireInteger(baseDifficulty, "difficulty", 0, 1000);
  requireRecord(easing, "easing");
  const skillSteps = Math.min(MAX_SKILL_STEPS, SKILL_STEPS[requireOneOf(easing.skill ?? "untrained", "skill", SKILL_LEVELS)]);
  const rawAssets = steps(easing.assets, "assets") + steps(easing.helpers, "helpers") * options.helperAssetSteps;
  const assetSteps = Math.min(MAX_ASSET_STEPS, rawAssets);
  const effortSteps = Math.min(MAX_EFFORT_STEPS, steps(easing.effortLevels, "effortLevels") + steps(easing.freeEffort, "freeEffort"));
  const otherEase = steps(easing.ease, "ease");
  const hinder = steps(easing.hinder, "hinder");
  const difficulty = baseDifficulty + hinder - skillSteps - assetSteps - effortSteps - otherEase;
  const routine = difficulty <= 0;
  return {
    baseDifficulty,
    skillSteps,
    assetSteps,
    effortSteps,
    otherEase,
    hinder,
    difficulty,
    targetNumber: routine ? 0 : difficulty * POINTS_PER_STEP,
    routine,
  };
}

/**
 * Points an Effort purchase costs (DB-EASE-4, DB-WND-5). `lightWounds` counts Light wounds whose
 * penalty is in force; each adds one point per level bought or once per task, as the option says.
 */
export function effortCost(levels: number, lightWounds = 0, options: DuskOptions = DEFAULT_DUSK_OPTIONS): number {
  requireInteger(levels, "effortLevels", 0, MAX_EFFORT_STEPS);
  requireInteger(lightWounds, "lightWounds", 0, 100);
  if (levels === 0) return 0;
  const base = options.effortCostSchedule === "linear" ? 2 * levels + 1 : levels * levels + 2 * levels;
  const penalty = options.lightWoundEffortPenalty === "perLevel" ? lightWounds * levels : lightWounds;
  return base + penalty;
}

/**
 * Refuses paid Effort above the character's limit or the six-step cap (DB-EASE-5); free levels
 * are not counted against the character's limit (DB-EASE-6).
 */
export function checkEffortLevels(levels: number, effortMax: number): number {
  requireInteger(effortMax, "effortMax", 0, MAX_EFFORT_STEPS);
  requireInteger(levels, "effortLevels", 0, MAX_EFFORT_STEPS);
  if (levels > effortMax) throw new RulesError("FRAY.Dusk.Error.EffortAboveLimit", { levels, limit: effortMax });
  return levels;
}
