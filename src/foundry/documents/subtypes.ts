import { RulesError } from "../../core/errors.js";

/**
 * Narrowing a document to its subtypes, so `system` is that subtype's data model (registered in
 * config-types.ts) and flows read stored fields without casts. A document of another subtype —
 * another ruleset's actor dropped on this one's flow — is simply not narrowed.
 */
export type ActorOf<T extends Actor.SubType> = Actor.Implementation & { readonly type: T; system: Actor.SystemOfType<T> };
export type ItemOf<T extends Item.SubType> = Item.Implementation & { readonly type: T; system: Item.SystemOfType<T> };
export type MessageOf<T extends ChatMessage.SubType> = ChatMessage.Implementation & { readonly type: T; system: ChatMessage.SystemOfType<T> };

export function isActorOf<T extends Actor.SubType>(actor: Actor.Implementation | null | undefined, ...types: readonly T[]): actor is ActorOf<T> {
  return !!actor && (types as readonly string[]).includes(actor.type);
}

export function isMessageOf<T extends ChatMessage.SubType>(message: ChatMessage.Implementation | null | undefined, ...types: readonly T[]): message is MessageOf<T> {
  return !!message && (types as readonly string[]).includes(message.type);
}

export function isItemOf<T extends Item.SubType>(item: Item.Implementation | null | undefined, ...types: readonly T[]): item is ItemOf<T> {
  return !!item && (types as readonly string[]).includes(item.type);
}

/** The item as one of `types`, or a localized error naming what the step needs (nothing changes). */
export function requireItemOf<T extends Item.SubType>(item: Item.Implementation | null | undefined, ...types: readonly T[]): ItemOf<T> {
  if (isItemOf(item, ...types)) return item;
  throw new RulesError("FRAY.Error.WrongSubtype", { name: item?.name ?? "", expected: types.map((type) => game.i18n?.localize(`TYPES.Item.${type}`) ?? type).join(", ") });
}

/** The actor as one of `types`, or a localized error naming what the step needs (nothing changes). */
export function requireActorOf<T extends Actor.SubType>(actor: Actor.Implementation | null | undefined, ...types: readonly T[]): ActorOf<T> {
  if (isActorOf(actor, ...types)) return actor;
  throw new RulesError("FRAY.Error.WrongSubtype", { name: actor?.name ?? "", expected: types.map((type) => game.i18n?.localize(`TYPES.Actor.${type}`) ?? type).join(", ") });
}
