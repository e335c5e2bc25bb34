import type { StoredCondition } from "../data/state.js";
import { expireAtTurnStart } from "./steps.js";

/**
 * Hooks the pool ruleset installs in a live world. Dodge and a successful Feint last until the
 * start of their owner's next turn (FC-MAN-5, FC-MAN-7): when a combatant's turn begins, the active
 * GM drops the conditions that end then.
 */
export async function expireConditionsAtTurnStart(actor: Actor.Implementation | null, round: number): Promise<string[]> {
  const conditions = (actor?.system as unknown as { conditions?: StoredCondition[] } | undefined)?.conditions;
  if (!actor || !conditions?.length) return [];
  const { remaining, expired } = expireAtTurnStart(conditions, actor.id ?? "", round);
  if (expired.length) await actor.update({ "system.conditions": remaining } as Actor.UpdateData);
  return expired;
}

export function registerPoolHooks(): void {
  Hooks.on("combatTurnChange", (combat: Combat.Implementation) => {
    if (!game.users?.activeGM?.isSelf) return;
    void expireConditionsAtTurnStart(combat.combatant?.actor ?? null, combat.round ?? 0);
  });
}
