import type { ExchangeParticipant, JsonObject } from "../chat/exchange-types.js";

/** How flows name actors on exchange cards: a participant entry and a small reference. */

export function participant(role: string, actor: Actor.Implementation | null, tokenUuid: string | null = null): ExchangeParticipant {
  return { role, actorUuid: actor?.uuid ?? null, tokenUuid, name: actor?.name ?? "" };
}

export interface ActorRef {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
}

/** UUID, name and portrait: what a card needs to show an actor without loading it. */
export function actorRef(actor: Actor.Implementation): ActorRef {
  return { uuid: actor.uuid, name: actor.name, img: actor.img ?? "" };
}

/** The actor a UUID names: an actor's own UUID, or a token's (its actor); null for anything else. */
export function actorAtUuid(uuid: unknown): Actor.Implementation | null {
  if (typeof uuid !== "string" || !uuid) return null;
  // A UUID travels as a string; fromUuidSync's parameter spells UUIDs as templates.
  const found = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  if (found instanceof Actor) return found as Actor.Implementation;
  return (found as { actor?: Actor.Implementation | null } | null)?.actor ?? null;
}

/** The one target a request names (`targets`: a single token or actor UUID), or null. */
export function onlyTargetOf(data: JsonObject): Actor.Implementation | null {
  const targets = data["targets"];
  return Array.isArray(targets) && targets.length === 1 ? actorAtUuid(targets[0]) : null;
}
