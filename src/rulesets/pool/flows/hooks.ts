import type { StoredCondition } from "../data/state.js";
import { expireAtTurnStart } from "./steps.js";
import { postExchange } from "./post.js";
import type { PoolEncounterState } from "../rules/encounter.js";
import { payloadWithView, type CardFacts } from "./exchange-cards.js";

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
  // The encounter state is saved before the round starts; post the side initiative card then.
  Hooks.on("updateCombat", (combat: Combat.Implementation, change: { round?: number }) => {
    if (!game.users?.activeGM?.isSelf || change.round !== 1) return;
    void postInitiativeCard(combat);
  });
}

interface EncounterFlag {
  readonly ruleset?: string;
  readonly state?: PoolEncounterState;
}

/** Names each side after its combatants, for the initiative card. */
export function sideNames(combatants: ReadonlyArray<{ readonly id: string; readonly name: string }>, state: Pick<PoolEncounterState, "participants" | "sides">): Record<string, string> {
  const names: Record<string, string> = {};
  for (const side of state.sides) {
    const members = state.participants.filter((p) => p.side === side.key).map((p) => combatants.find((c) => c.id === p.id)?.name ?? p.id);
    names[side.key] = members.join(", ");
  }
  return names;
}

/** Posts the pool initiative card (each side's d6 and the tie-break) once combat has begun. */
async function postInitiativeCard(combat: Combat.Implementation): Promise<void> {
  const flag = (combat.flags as { fray?: { encounter?: EncounterFlag } }).fray?.encounter;
  if (flag?.ruleset !== "pool" || !flag.state) return;
  const combatants = combat.combatants.contents.map((c) => ({ id: c.id ?? "", name: c.name ?? "" }));
  const card: CardFacts = { kind: "initiative", facts: { state: flag.state, sideNames: sideNames(combatants, flag.state) } };
  await postExchange({ kind: "initiative", speaker: null, participants: [], pending: null, payload: payloadWithView(card), rolls: [] });
}
