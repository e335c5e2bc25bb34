import { pressExchangeAction } from "../../../foundry/chat/press.js";
import { afterEncounter } from "./actions.js";
import { isCharacter } from "./live.js";

/**
 * Hooks the dusk ruleset installs: the active GM settles every roll card as it is posted (the
 * player sent only choices and dice), and when a combat ends each character gets health back up
 * to half and its wounds' penalties switched on (DB-REC-4, DB-WND-3).
 */
export function registerDuskHooks(): void {
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (!game.users?.activeGM?.isSelf || message.type !== "exchange") return;
    const system = message.system as unknown as { ruleset?: string; pending?: { actions?: readonly string[] } | null };
    if (system.ruleset === "dusk" && system.pending?.actions?.includes("settle")) void pressExchangeAction(message, "settle", null);
  });
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (!game.users?.activeGM?.isSelf || !combat.started) return;
    for (const combatant of combat.combatants.contents) if (isCharacter(combatant.actor)) void afterEncounter(combatant.actor);
  });
}
