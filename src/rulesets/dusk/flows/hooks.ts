import { encounterOver } from "./recovery.js";
import { isCharacter } from "./live.js";

/**
 * Hooks the dusk ruleset installs: when a combat ends (the tracker's End Combat deletes it) the
 * active GM switches the characters' deferred wound penalties on and is asked, per character, to
 * bring health back up to half (DB-REC-4, DB-WND-3).
 */
export function registerDuskHooks(): void {
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (!game.users?.activeGM?.isSelf || !combat.started) return;
    const characters = combat.combatants.contents.map((combatant) => combatant.actor).filter((actor): actor is Actor.Implementation => isCharacter(actor));
    void encounterOver([...new Set(characters)]);
  });
}
