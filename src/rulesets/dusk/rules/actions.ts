import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { meetsTarget, type TaskRoll } from "./roll.js";
import type { TaskRequest } from "./task.js";
import { requireStat, type Stat } from "./stats.js";

/** The move action's Short-distance Speed roll: difficulty 5, target number 15 (DB-ACT-1). */
export const SHORT_MOVE_DIFFICULTY = 5;

/** The Speed task a Short move asks for; skills, assets and Effort ease it as usual. */
export function shortMoveTask(): TaskRequest {
  return { stat: "speed", difficulty: SHORT_MOVE_DIFFICULTY, purpose: "move" };
}

/** What the coming action phase leaves after a Short move: pass ⇒ standard only; fail ⇒ bonus only. */
export function actionsAfterShortMove(passed: boolean): { readonly standard: boolean; readonly bonus: boolean } {
  return passed ? { standard: true, bonus: false } : { standard: false, bonus: true };
}

/**
 * Something that is "more focus than time" counts as several actions when the GM says so
 * (DB-PHASE-7): the number of standard actions it takes.
 */
export function actionsNeeded(parts: number): number {
  return requireInteger(parts, "parts", 1, 10);
}

/** Points just to try a task, which the GM may set per character (DB-COST-2). */
export function initialCostFor(costs: Readonly<Record<string, number>>, characterKey: string): number {
  return requireInteger(requireRecord(costs, "initialCosts")[requireString(characterKey, "characterKey")] ?? 0, "initialCost", 0, 1000);
}

/**
 * An area attack by a PC (DB-SIT-12): one roll, compared with each target's number. An NPC's area
 * attack is the other way round: each PC in the area rolls its own defence (see `npcAreaDefences`).
 */
export function pcAreaAttack(roll: TaskRoll, targets: ReadonlyArray<{ readonly id: string; readonly targetNumber: number }>): Array<{ readonly id: string; readonly hit: boolean }> {
  requireArray(targets, "targets");
  return targets.map((t) => ({ id: requireString(requireRecord(t, "target").id, "targetId"), hit: meetsTarget(roll, requireInteger(t.targetNumber, "targetNumber", 0, 1000)) }));
}

/** The defence tasks an NPC's area attack asks of the PCs inside it, one each. */
export function npcAreaDefences(npcLevel: number, pcIds: readonly string[], stat: Stat = "speed"): Array<{ readonly pcId: string; readonly task: TaskRequest }> {
  requireInteger(npcLevel, "npcLevel", 0, 1000);
  requireStat(stat);
  for (const id of requireArray(pcIds, "pcIds")) requireString(id, "pcId");
  if (new Set(pcIds).size !== pcIds.length) throw new RulesError("FRAY.Dusk.Error.DuplicateCombatant", { id: pcIds.join(",") });
  return pcIds.map((pcId) => ({ pcId, task: { stat, difficulty: npcLevel, purpose: "defence" } }));
}

/**
 * The PC-against-PC reading (DB-CORE-7 PROPOSAL): the attacker rolls against a difficulty the GM
 * sets for the defender; the defender does not roll.
 */
export function pcVersusPcTask(defenderDifficulty: number, stat: Stat = "speed"): TaskRequest {
  return { stat: requireStat(stat), difficulty: requireInteger(defenderDifficulty, "difficulty", 0, 1000), purpose: "attack" };
}
