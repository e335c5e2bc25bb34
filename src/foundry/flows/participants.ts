import type { ExchangeParticipant } from "../chat/exchange-types.js";

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
