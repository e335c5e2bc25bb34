/**
 * Narrowing a document to its subtypes, so `system` is that subtype's data model (registered in
 * config-types.ts) and flows read stored fields without casts. A document of another subtype —
 * another ruleset's actor dropped on this one's flow — is simply not narrowed.
 */
export type ActorOf<T extends Actor.SubType> = Actor.Implementation & { readonly type: T; system: Actor.SystemOfType<T> };
export type ItemOf<T extends Item.SubType> = Item.Implementation & { readonly type: T; system: Item.SystemOfType<T> };

export function isActorOf<T extends Actor.SubType>(actor: Actor.Implementation | null | undefined, ...types: readonly T[]): actor is ActorOf<T> {
  return !!actor && (types as readonly string[]).includes(actor.type);
}

export function isItemOf<T extends Item.SubType>(item: Item.Implementation | null | undefined, ...types: readonly T[]): item is ItemOf<T> {
  return !!item && (types as readonly string[]).includes(item.type);
}
