import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { isLiving } from "./snapshot.js";
import { expireAtTurnStart } from "./steps.js";
import { postExchange } from "./post.js";
import type { PoolEncounterState } from "../rules/encounter.js";
import { payloadWithView, type CardFacts } from "./exchange-cards.js";

/**
 * Dodge and a successful Feint last until the start of their owner's next activation (FC-MAN-5,
 * FC-MAN-7): when the encounter model says an activation began, the active GM drops the conditions
 * that end then. Foundry's turn marker plays no part (a side chooses who acts).
 */
export async function expireConditionsAtTurnStart(actor: Actor.Implementation | null, round: number): Promise<string[]> {
  if (!isLiving(actor) || !actor.system.conditions.length) return [];
  const conditions = actor.system.conditions;
  const { remaining, expired } = expireAtTurnStart(conditions, actor.id ?? "", round);
  if (expired.length) await actor.update({ "system.conditions": remaining } as Actor.UpdateData);
  return expired;
}

/** The model's activations began (FrayCombat calls this on the active GM's client). */
export async function expireAtActivationStart(combat: Combat.Implementation, combatantIds: readonly string[]): Promise<void> {
  for (const id of combatantIds) await expireConditionsAtTurnStart(combat.combatants.get(id)?.actor ?? null, combat.round ?? 0);
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

/**
 * Posts the pool initiative card (each side's d6 and the tie-break) once per fight: FrayCombat
 * calls it when the encounter has begun, never again when a rewind brings the round back to 1.
 */
export async function postInitiativeCard(combat: Combat.Implementation): Promise<void> {
  const record = readEncounterRecord(combat.flags);
  if (record?.ruleset !== "pool") return;
  const state = record.state as PoolEncounterState;
  const combatants = combat.combatants.contents.map((c) => ({ id: c.id ?? "", name: c.name ?? "" }));
  const card: CardFacts = { kind: "initiative", facts: { state, sideNames: sideNames(combatants, state) } };
  await postExchange({ kind: "initiative", speaker: null, participants: [], pending: null, payload: payloadWithView(card), rolls: [] });
}
