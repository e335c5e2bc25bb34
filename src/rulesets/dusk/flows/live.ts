import { RulesError } from "../../../core/errors.js";
import { actorItems } from "../../../foundry/flows/actor-items.js";
import { storedSystem } from "../../../foundry/data/field-spec.js";
import { ACTOR_SPECS, ITEM_SPECS, type DuskItemType } from "../rules/specs.js";
import { npcState, pcState } from "../rules/derived.js";
import type { ExchangeNpc } from "../rules/exchange.js";
import type { HarmTarget } from "../rules/harm.js";
import type { TaskActor } from "../rules/task.js";
import { currentDuskOptions } from "./options.js";

/** Dusk actors as they are now, in the plain shapes the rules take. Foundry side. */

type Stored = { readonly type: unknown; readonly system: unknown } | null | undefined;
/** Each dusk document's stored data, typed from its spec; null for a document of another subtype. */
export const pcSystem = (actor: Stored) => storedSystem(ACTOR_SPECS, actor, "duskCharacter");
export const npcSystem = (actor: Stored) => storedSystem(ACTOR_SPECS, actor, "duskNpc");
export const itemSystem = <T extends DuskItemType>(item: Stored, type: T) => storedSystem(ITEM_SPECS, item, type);

export const isCharacter = (actor: Actor.Implementation | null): actor is Actor.Implementation => String(actor?.type) === "duskCharacter";
export const isNpc = (actor: Actor.Implementation | null): actor is Actor.Implementation => String(actor?.type) === "duskNpc";

export function livePc(actor: Actor.Implementation | null): TaskActor & HarmTarget {
  const system = pcSystem(actor);
  if (!actor || !system) throw new RulesError("FRAY.Dusk.Refusal.NotACharacter", { name: actor?.name ?? "" });
  return pcState(actor.id ?? "", system, actorItems(actor), currentDuskOptions(), actor.statuses.has("dead"));
}

export function liveNpc(actor: Actor.Implementation | null): ExchangeNpc {
  const system = npcSystem(actor);
  if (!actor || !system) throw new RulesError("FRAY.Dusk.Refusal.NotAnNpc", { name: actor?.name ?? "" });
  return npcState(actor.id ?? "", system, actorItems(actor), { dead: actor.statuses.has("dead"), incapacitated: actor.statuses.has("unconscious") });
}
