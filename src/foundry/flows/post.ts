import { createExchange } from "../chat/create-exchange.js";
import { EXCHANGE_CLOSED, type ExchangeParticipant, type JsonObject, type PendingDecision, type PlannedDelta } from "../chat/exchange-types.js";

/** Posting exchange cards from a ruleset's flows, and the changes a user makes to their own documents. */

export interface PostedExchange {
  readonly ruleset: string;
  readonly kind: string;
  readonly speaker: Actor.Implementation | null;
  readonly participants: readonly ExchangeParticipant[];
  readonly payload: JsonObject;
  readonly pending: PendingDecision | null;
  /** Rolls to show on the card; a step that rolled nothing passes null. */
  readonly rolls: ReadonlyArray<{ readonly roll: Roll | null; readonly purpose: string; readonly role: string }>;
  /** Card state while a decision is pending (closed otherwise); defaults to "open". */
  readonly openState?: string;
}

/** Posts a card: open while a decision is pending, closed otherwise. */
export async function postExchange(exchange: PostedExchange): Promise<ChatMessage.Implementation | undefined> {
  const rolls = exchange.rolls.filter((r): r is { roll: Roll; purpose: string; role: string } => r.roll !== null);
  return createExchange({
    ruleset: exchange.ruleset,
    kind: exchange.kind,
    state: exchange.pending ? (exchange.openState ?? "open") : EXCHANGE_CLOSED,
    participants: exchange.participants,
    pending: exchange.pending,
    payload: exchange.payload,
    rolls,
    speaker: exchange.speaker,
  });
}

/**
 * Applies deltas to documents the current user owns (recovery and other self-only changes from a
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
