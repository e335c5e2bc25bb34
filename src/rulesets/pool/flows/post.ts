import { EXCHANGE_CLOSED, type ExchangeParticipant, type JsonObject, type PendingDecision, type PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { rollJson } from "./foundry-dice.js";

/** Posting pool exchange cards and applying a player's changes to their own documents. */

export interface NewExchange {
  readonly kind: "attack" | "check" | "opposed" | "ram" | "effect" | "poison";
  readonly speaker: Actor.Implementation;
  readonly participants: readonly ExchangeParticipant[];
  readonly payload: object;
  readonly pending: PendingDecision | null;
  readonly rolls: ReadonlyArray<{ readonly roll: Roll | null; readonly purpose: string; readonly role: string }>;
  readonly flavor?: string;
}

export function participant(role: string, actor: Actor.Implementation | null, tokenUuid: string | null = null): ExchangeParticipant {
  return { role, actorUuid: actor?.uuid ?? null, tokenUuid, name: actor?.name ?? "" };
}

export async function postExchange(exchange: NewExchange): Promise<void> {
  const rolls = exchange.rolls.filter((r): r is { roll: Roll; purpose: string; role: string } => r.roll !== null);
  const system = {
    ruleset: "pool",
    kind: exchange.kind,
    state: exchange.pending ? "open" : EXCHANGE_CLOSED,
    participants: exchange.participants,
    rolls: rolls.map((r, index) => ({ index, purpose: r.purpose, role: r.role })),
    pending: exchange.pending,
    resolution: null,
    applications: [],
    payload: JSON.parse(JSON.stringify(exchange.payload)) as JsonObject,
  };
  const data = {
    type: "exchange",
    speaker: ChatMessage.getSpeaker({ actor: exchange.speaker }),
    rolls: rolls.map((r) => rollJson(r.roll)),
    system,
    content: "",
    ...(exchange.flavor ? { flavor: exchange.flavor } : {}),
  };
  await ChatMessage.create(data as unknown as ChatMessage.CreateData);
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
