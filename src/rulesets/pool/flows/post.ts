import { createExchange } from "../../../foundry/chat/create-exchange.js";
import { EXCHANGE_CLOSED, type ExchangeParticipant, type JsonObject, type PendingDecision, type PlannedDelta } from "../../../foundry/chat/exchange-types.js";

/** Posting pool exchange cards (through the glue's createExchange) and self-only changes. */

export interface NewExchange {
  readonly kind: "attack" | "check" | "opposed" | "ram" | "effect" | "poison" | "initiative";
  readonly speaker: Actor.Implementation | null;
  readonly participants: readonly ExchangeParticipant[];
  readonly payload: JsonObject;
  readonly pending: PendingDecision | null;
  readonly rolls: ReadonlyArray<{ readonly roll: Roll | null; readonly purpose: string; readonly role: string }>;
}

export function participant(role: string, actor: Actor.Implementation | null, tokenUuid: string | null = null): ExchangeParticipant {
  return { role, actorUuid: actor?.uuid ?? null, tokenUuid, name: actor?.name ?? "" };
}

export async function postExchange(exchange: NewExchange): Promise<void> {
  const rolls = exchange.rolls.filter((r): r is { roll: Roll; purpose: string; role: string } => r.roll !== null);
  await createExchange({
    ruleset: "pool",
    kind: exchange.kind,
    state: exchange.pending ? "open" : EXCHANGE_CLOSED,
    participants: exchange.participants,
    pending: exchange.pending,
    payload: exchange.payload,
    rolls,
    speaker: exchange.speaker,
  });
}

/**
 * Applies deltas to documents the current user owns (recovery and other self-only changes from the
 * sheet). Changes to others' documents always go through a card and the GM relay instead.
 */
export async function applyOwnDeltas(deltas: readonly PlannedDelta[]): Promise<void> {
  for (const delta of deltas) {
    if (delta.kind === "update") {
      const doc = fromUuidSync(delta.uuid as Parameters<typeof fromUuidSync>[0]) as { update(data: object): Promise<unknown> } | null;
      await doc?.update({ [delta.path]: delta.to });
    } else if (delta.kind === "status") {
      const actor = fromUuidSync(delta.actorUuid as Parameters<typeof fromUuidSync>[0]) as { toggleStatusEffect(id: string, options: { active: boolean }): Promise<unknown> } | null;
      await actor?.toggleStatusEffect(delta.statusId, { active: delta.active });
    }
  }
}
