import { requireArray, requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import { requireOneOf } from "./choices.js";
import { conditionEffects } from "./conditions.js";
import { coverHindersNextAttack } from "./tracker.js";
import type { DuskCombatant } from "./encounter.js";
import { COVERS, type AttackSituation, type Cover } from "./situations.js";

/**
 * What the fight itself says about an attack (DB-ACT-2, DB-ACT-3, DB-ACT-7, DB-ACT-8, DB-SPEC-1):
 * Charging and Defending from the encounter's record of the moves taken, Take Cover from the
 * reaction recorded there, prone or in cover, Dazed and Intercepted from the statuses the fight
 * put on. The GM's client works these out again from the documents before judging a roll, so a
 * roll dialog shows them and no client can tick or untick them.
 */

/** One side of an attack as the fight sees it. */
export interface FighterStanding {
  /** Its combatant in the running encounter, if it is in one. */
  readonly combatantId: string | null;
  /** The encounter's record of it (moves, reactions), or null outside a tracked fight. */
  readonly record: DuskCombatant | null;
  /** The statuses it bears. */
  readonly statuses: readonly string[];
  /** While Intercepted: the combatant protecting others from it (DB-ACT-8 b). */
  readonly interceptedBy: string | null;
}

export const OUTSIDE_A_FIGHT: FighterStanding = { combatantId: null, record: null, statuses: [], interceptedBy: null };

/** The parts of an attack's situation the fight decides, with the Defend move of a defending PC. */
export interface FightSituation {
  readonly attackerCharging: boolean;
  readonly targetDefending: boolean;
  readonly targetTookCover: boolean;
  readonly targetProne: boolean;
  readonly targetInCover: boolean;
  readonly attackerIntercepted: boolean;
  readonly attackerDazed: boolean;
}

function requireStanding(value: unknown, field: string): FighterStanding {
  const s = requireRecord(value, field);
  if (s.combatantId !== null) requireString(s.combatantId, `${field}.combatantId`);
  if (s.record !== null) requireRecord(s.record, `${field}.record`);
  requireArray(s.statuses, `${field}.statuses`);
  if (s.interceptedBy !== null) requireString(s.interceptedBy, `${field}.interceptedBy`);
  return value as FighterStanding;
}

/**
 * The fight's part of an attack's situation. Charging and Defending are read from the encounter's
 * record only (a status a player could put on their own token counts for nothing); a Take Cover
 * hinders only the next attack of the round; an Intercepted attacker is hindered against anyone
 * but its interceptor.
 */
export function fightSituation(attacker: FighterStanding, target: FighterStanding): FightSituation {
  requireStanding(attacker, "attacker");
  requireStanding(target, "target");
  return {
    attackerCharging: attacker.record?.charging === true,
    targetDefending: target.record?.defending === true,
    targetTookCover: target.record !== null && coverHindersNextAttack(target.record),
    targetProne: target.statuses.includes("prone"),
    targetInCover: target.statuses.includes("inCover"),
    attackerIntercepted: attacker.interceptedBy !== null && attacker.interceptedBy !== target.combatantId,
    attackerDazed: attacker.statuses.includes("dazed"),
  };
}

/**
 * The situation fields the fight fills in for a PC's roll. A dazed PC's own daze is counted on
 * every task it makes (`conditionHinder`), so only an NPC attacker's daze enters the attack here.
 */
const FIGHT_FLAGS = ["attackerCharging", "targetDefending", "targetTookCover", "targetProne", "targetInCover", "attackerIntercepted", "attackerDazed"] as const satisfies ReadonlyArray<keyof FightSituation>;

/** A fight situation handed back in (a card keeps one): every flag a yes or a no. */
export function requireFightSituation(value: unknown): FightSituation {
  const fight = requireRecord(value, "fight");
  for (const flag of FIGHT_FLAGS) requireBoolean(fight[flag], `fight.${flag}`);
  return value as FightSituation;
}

export function situationFromFight(fight: FightSituation, pcRole: "attacker" | "defender", chosen: { readonly cover: Cover; readonly prone: boolean }): Partial<AttackSituation> {
  requireFightSituation(fight);
  requireOneOf(pcRole, "pcRole", ["attacker", "defender"] as const);
  requireOneOf(requireRecord(chosen, "chosen").cover, "cover", COVERS);
  requireBoolean(chosen.prone, "prone");
  return {
    attackerCharging: fight.attackerCharging,
    targetTookCover: fight.targetTookCover,
    attackerIntercepted: fight.attackerIntercepted,
    attackerDazed: pcRole === "defender" && fight.attackerDazed,
    // Cover and prone the fight knows of stand; the roller may add what the tracker does not know.
    cover: chosen.cover === "none" && fight.targetInCover ? "partial" : chosen.cover,
    targetProne: chosen.prone || fight.targetProne,
  };
}

/** Steps every task of a bearer is hindered by from its conditions (Dazed, DB-SPEC-1). */
export function conditionHinder(statuses: readonly string[]): number {
  requireArray(statuses, "statuses");
  return conditionEffects(statuses).hinderAllTasks;
}
