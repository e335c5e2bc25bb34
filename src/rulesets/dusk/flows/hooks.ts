import { encounterOver } from "./recovery.js";
import { isCharacter } from "./live.js";
import { localize, warn } from "../../../foundry/flows/notify.js";
import { statusKeptFromPlayers } from "../rules/tracker.js";

/**
 * Hooks the dusk ruleset installs: when a combat ends (the tracker's End Combat deletes it) the
 * active GM switches the characters' deferred wound penalties on and is asked, per character, to
 * bring health back up to half (DB-REC-4, DB-WND-3). A player's client refuses to take Dazed or
 * Intercepted off a token.
 */
export function registerDuskHooks(): void {
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (!game.users?.activeGM?.isSelf || !combat.started) return;
    const characters = combat.combatants.contents.map((combatant) => combatant.actor).filter((actor): actor is Actor.Implementation => isCharacter(actor));
    void encounterOver([...new Set(characters)]);
  });
  // Dazed and Intercepted come and go with the fight, not at their bearer's wish (DB-SPEC-1,
  // DB-ACT-8): a player's client refuses to take them off (the token HUD, the sheet, a macro).
  const refused = (effect: ActiveEffect.Implementation): boolean => {
    const kept = game.user?.isGM ? null : statusKeptFromPlayers([...effect.statuses]);
    if (kept) warn("FRAY.Dusk.Refusal.StatusKept", { status: localize(`FRAY.Dusk.Status.${kept.charAt(0).toUpperCase()}${kept.slice(1)}`), name: effect.parent?.name ?? "" });
    return kept !== null;
  };
  Hooks.on("preDeleteActiveEffect", (effect: ActiveEffect.Implementation) => !refused(effect));
  Hooks.on("preUpdateActiveEffect", (effect: ActiveEffect.Implementation, changes: object) => !(("disabled" in changes || "statuses" in changes) && refused(effect)));
}
