import type { Condition } from "../../../core/vocabulary.js";
import { requireArray, requireBoolean, requireString } from "../../../core/validate.js";
import { requireInteger } from "../../../core/errors.js";
import { oneRoundEffect } from "./time.js";
import { requireOneOf } from "./choices.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";

/** The Dusk conditions (DB-SPEC-*, DB-ACT-*) and what each does to the one who bears it. */
export interface ConditionEffect {
  /** Steps all the bearer's tasks are hindered by. */
  readonly hinderAllTasks: number;
  /** Steps the bearer's defence rolls are eased by. */
  readonly easeDefence: number;
  /** Steps the next attack against the bearer is hindered by. */
  readonly hinderNextAttackAgainst: number;
  readonly losesTurn: boolean;
  readonly canDefend: boolean;
  readonly canMove: boolean;
  /** Only actions that need no bodily movement. */
  readonly mentalActionsOnly: boolean;
}

const NONE: ConditionEffect = {
  hinderAllTasks: 0,
  easeDefence: 0,
  hinderNextAttackAgainst: 0,
  losesTurn: false,
  canDefend: true,
  canMove: true,
  mentalActionsOnly: false,
};

export const DUSK_CONDITIONS = {
  dazed: { ...NONE, hinderAllTasks: 1 },
  stunned: { ...NONE, losesTurn: true },
  paralysed: { ...NONE, canMove: false, mentalActionsOnly: true },
  prone: NONE,
  inCover: NONE,
  hidden: NONE,
  invisible: NONE,
  defending: { ...NONE, easeDefence: 1 },
  takingCover: { ...NONE, hinderNextAttackAgainst: 1 },
  charging: NONE,
  intercepted: NONE,
  castingLongSpell: NONE,
  poisoned: NONE,
  diseased: NONE,
} as const satisfies Record<string, ConditionEffect>;
export type DuskConditionId = keyof typeof DUSK_CONDITIONS;

/** Everything the bearer's conditions do, added together. */
export function conditionEffects(ids: readonly string[]): ConditionEffect {
  let total = NONE;
  requireArray(ids, "conditions");
  for (const id of ids) {
    const e: ConditionEffect | undefined = (DUSK_CONDITIONS as Record<string, ConditionEffect>)[id];
    if (!e) continue;
    total = {
      hinderAllTasks: total.hinderAllTasks + e.hinderAllTasks,
      easeDefence: total.easeDefence + e.easeDefence,
      hinderNextAttackAgainst: total.hinderNextAttackAgainst + e.hinderNextAttackAgainst,
      losesTurn: total.losesTurn || e.losesTurn,
      canDefend: total.canDefend && e.canDefend,
      canMove: total.canMove && e.canMove,
      mentalActionsOnly: total.mentalActionsOnly || e.mentalActionsOnly,
    };
  }
  return total;
}

/** Dazed, usually for one round, counted from whoever dazed the bearer (DB-SPEC-1, DB-PHASE-6). */
export function dazed(originatorId: string, round: number): Condition {
  return oneRoundEffect("dazed", originatorId, round);
}

/**
 * An Intercept that protects an ally and hits (DB-ACT-8 b): the enemy's actions against anyone
 * but the interceptor are hindered; how long is an option.
 */
export function interceptedCondition(interceptorId: string, round: number, options: DuskOptions = DEFAULT_DUSK_OPTIONS, phase?: "movement" | "action"): Condition {
  requireString(interceptorId, "interceptorId");
  requireInteger(round, "round", 0, 100_000);
  // Until the protector's next turn counts in the phase the Intercept came in (DB-PHASE-6).
  const data = { protector: interceptorId, ...(phase === undefined ? {} : { phase: requireOneOf(phase, "phase", ["movement", "action"] as const) }) };
  return options.interceptLasts === "roundEnd"
    ? { id: "intercepted", duration: { kind: "rounds", rounds: 1 }, ownerId: interceptorId, appliedRound: round, data }
    : oneRoundEffect("intercepted", interceptorId, round, data);
}

/** An Intercept against someone leaving reach (DB-ACT-8 a): on a hit no damage, the move stops there. */
export function interceptLeaving(hit: boolean): { readonly damage: 0; readonly movementEnds: boolean } {
  return { damage: 0, movementEnds: requireBoolean(hit, "hit") };
}

/** Poison is resisted with a Might defence roll; a disease asks for that roll every day (DB-SPEC-3). */
export function afflictionCheck(kind: "poison" | "disease"): { readonly stat: "might"; readonly repeatsDaily: boolean } {
  return { stat: "might", repeatsDaily: kind === "disease" };
}

/** Effects no table covers (blindness, mutation, teleport…) are the GM's call (DB-SPEC-5). */
export function otherEffect(description: string): { readonly type: "adjudicate"; readonly by: "gm"; readonly reason: string } {
  return { type: "adjudicate", by: "gm", reason: requireString(description, "description") };
}
