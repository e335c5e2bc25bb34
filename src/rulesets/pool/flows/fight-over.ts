import { fearEasesAfterFight } from "../rules/recovery.js";
import { calmDown } from "./actions.js";
import { confirmStep } from "./prompts.js";
import { isLiving, livingSystem } from "./snapshot.js";

/**
 * When a fight ends (the tracker's End Combat deletes the combat), its scene is over: the active GM
 * is asked, creature by creature, whether each one that took part and has Fear ticked is now clear
 * of danger; a yes gives one Fear point back (FC-HEAL-3, FC-FVTT-7). A closed dialog changes nothing.
 */
export function registerFearAfterFight(): void {
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (!game.users?.activeGM?.isSelf || !combat.started) return;
    const actors = [...new Set(combat.combatants.contents.map((combatant) => combatant.actor))].filter((actor): actor is Actor.Implementation => isLiving(actor));
    void offerFearRecovery(actors);
  });
}

/** Asks about each creature the rules offer a Fear point to, one dialog each. */
export async function offerFearRecovery(actors: readonly Actor.Implementation[]): Promise<void> {
  const offered = fearEasesAfterFight(actors.map((actor) => ({ id: actor.uuid, fear: livingSystem(actor).tracks.fear, wound: livingSystem(actor).tracks.wound })));
  for (const actor of actors.filter((candidate) => offered.includes(candidate.uuid))) {
    if (await confirmStep("FRAY.Pool.Prompt.FightOverTitle", "FRAY.Pool.Prompt.FightOver", { name: actor.name, fear: livingSystem(actor).tracks.fear.value })) await calmDown(actor);
  }
}
