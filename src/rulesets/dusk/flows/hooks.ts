import { afterEncounter } from "./actions.js";
import { isCharacter } from "./live.js";

/**
 * Hooks the dusk ruleset installs: when a combat ends each character gets health back up to half
 * and its wounds' penalties switched on (DB-REC-4, DB-WND-3).
 */
export function registerDuskHooks(): void {
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (!game.users?.activeGM?.isSelf || !combat.started) return;
    for (const combatant of combat.combatants.contents) if (isCharacter(combatant.actor)) void afterEncounter(combatant.actor);
  });
}
