import { RulesError } from "../../core/errors.js";
import type { ActDetail } from "../../core/encounter.js";
import { FrayCombat } from "../documents/combat.js";
import { requestCombat } from "./combat-request.js";

/** The running combat and this actor's combatant in it, when the actor is in the fight. */
function fightOf(actor: Actor.Implementation): { combat: FrayCombat; combatantId: string } | null {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !combat.started || !combat.id || !combat.snapshot) return null;
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid || c.actorId === actor.id);
  return combatant?.id ? { combat, combatantId: combatant.id } : null;
}

/**
 * Records actions an actor spent from a sheet or card in the running combat's encounter, when
 * that actor is in the fight and may act now (outside a fight, or out of turn, nothing is
 * recorded and the roll stands; a free action is recorded whenever the actor is in the fight).
 * `cost` is the ruleset's unit (pool: 1 Partial, 2 Full; brp: 1 DEX-rank slot); `endsActivation`
 * ends the actor's activation or slot.
 */
export async function spendInCombat(actor: Actor.Implementation, cost: number, endsActivation: boolean, detail: ActDetail = {}): Promise<void> {
  const fight = fightOf(actor);
  if (!fight?.combat.id) return;
  if (!detail.free && !fight.combat.snapshot?.canActNow.includes(fight.combatantId)) return;
  await requestCombat({ op: "spend", combatId: fight.combat.id, combatantId: fight.combatantId, cost, endsActivation, ...(detail.free ? { free: true } : {}), ...(detail.maneuver ? { maneuver: true } : {}) });
}

/**
 * Refuses, before any dice are rolled, an action the running fight would not let the actor pay
 * for now (no Partial left, a second maneuver, no free action left). Outside a fight, or out of
 * turn (where nothing is recorded), everything is allowed.
 */
export function assertAffordable(actor: Actor.Implementation, cost: number, detail: ActDetail = {}): void {
  const fight = fightOf(actor);
  if (!fight) return;
  if (!detail.free && !fight.combat.snapshot?.canActNow.includes(fight.combatantId)) return;
  const refusal = fight.combat.refusalFor(fight.combatantId, cost, detail);
  if (refusal) throw new RulesError(refusal, { id: actor.name, kind: detail.free ? "free" : detail.maneuver ? "maneuver" : cost === 2 ? "full" : "partial" });
}

/**
 * Where the actor stands in the running fight: not in it, acting now (its activation or its
 * side's slot), or waiting. Flows whose rules allow an action only in one's own turn ask this.
 */
export function fightTurnOf(actor: Actor.Implementation): "notInFight" | "now" | "waiting" {
  const fight = fightOf(actor);
  if (!fight) return "notInFight";
  return fight.combat.snapshot?.canActNow.includes(fight.combatantId) ? "now" : "waiting";
}
