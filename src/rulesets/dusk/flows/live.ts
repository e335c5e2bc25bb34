import { RulesError } from "../../../core/errors.js";
import { npcState, pcState, type CharacterSystem, type ItemLike, type NpcSystem } from "../data/state.js";
import type { ExchangeNpc } from "../rules/exchange.js";
import type { HarmTarget } from "../rules/harm.js";
import type { TaskActor } from "../rules/task.js";
import { currentDuskOptions } from "./options.js";

/** Dusk actors as they are now, in the plain shapes the rules take. Foundry side. */

export function actorAt(uuid: string | null | undefined): Actor.Implementation | null {
  if (!uuid) return null;
  const found = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  return found instanceof Actor ? (found as Actor.Implementation) : null;
}

export function itemsOf(actor: Actor.Implementation): ItemLike[] {
  return actor.items.contents.map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system }));
}

export const isCharacter = (actor: Actor.Implementation | null): actor is Actor.Implementation => String(actor?.type) === "duskCharacter";
export const isNpc = (actor: Actor.Implementation | null): actor is Actor.Implementation => String(actor?.type) === "duskNpc";

export function livePc(actor: Actor.Implementation | null): TaskActor & HarmTarget {
  const name = actor?.name ?? "";
  if (!actor || !isCharacter(actor)) throw new RulesError("FRAY.Dusk.Refusal.NotACharacter", { name });
  return pcState(actor.id ?? "", actor.system as unknown as CharacterSystem, itemsOf(actor), currentDuskOptions(), actor.statuses.has("dead"));
}

export function liveNpc(actor: Actor.Implementation | null): ExchangeNpc {
  const name = actor?.name ?? "";
  if (!actor || !isNpc(actor)) throw new RulesError("FRAY.Dusk.Refusal.NotAnNpc", { name });
  return npcState(actor.id ?? "", actor.system as unknown as NpcSystem, itemsOf(actor), { dead: actor.statuses.has("dead"), incapacitated: actor.statuses.has("unconscious") });
}
