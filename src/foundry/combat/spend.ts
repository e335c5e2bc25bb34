import { FrayCombat } from "../documents/combat.js";
import { requestCombat } from "./combat-request.js";

/**
 * Records actions an actor spent from a sheet or card in the running combat's encounter, when
 * that actor is in the fight and may act now (outside a fight, or out of turn, nothing is
 * recorded and the roll stands). `cost` is the ruleset's unit (pool: 1 Partial, 2 Full; brp: 1
 * DEX-rank slot); `endsActivation` ends the actor's activation or slot.
 */
export async function spendInCombat(actor: Actor.Implementation, cost: number, endsActivation: boolean): Promise<void> {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !combat.started || !combat.id) return;
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid || c.actorId === actor.id);
  if (!combatant?.id || !combat.snapshot?.canActNow.includes(combatant.id)) return;
  await requestCombat({ op: "spend", combatId: combat.id, combatantId: combatant.id, cost, endsActivation });
}
