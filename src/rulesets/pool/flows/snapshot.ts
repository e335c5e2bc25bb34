import type { LivingSystem } from "../data/state.js";
import { actorItems } from "../../../foundry/flows/actor-items.js";
import { livingDerived, defenseOf, rollPenalty, skillDiceOf } from "../data/state.js";
import type { AttackDefense } from "../rules/defense.js";
import { isActorOf, isItemOf, requireActorOf, type ActorOf, type ItemOf } from "../../../foundry/documents/subtypes.js";
import type { SkillKey } from "../data/specs.js";
import type { ActorSnapshot } from "./steps.js";
import { currentPoolOptions } from "./options.js";

/** Reading pool actors into the plain shapes the pure steps and dialog state take. */

export const LIVING_TYPES = ["poolCharacter", "poolNpc", "poolMount"] as const;
export type LivingActor = ActorOf<(typeof LIVING_TYPES)[number]>;

export function isLiving(actor: Actor.Implementation | null | undefined): actor is LivingActor {
  return isActorOf(actor, ...LIVING_TYPES);
}

/** The weapon an actor fights with: its first equipped one. */
export function equippedWeapon(actor: Actor.Implementation): ItemOf<"poolWeapon"> | undefined {
  return actor.items.contents.find((item): item is ItemOf<"poolWeapon"> => isItemOf(item, "poolWeapon") && item.system.equipped);
}


/** A character's, NPC's or mount's stored data; any other actor is refused with a localized message. */
export function livingSystem(actor: Actor.Implementation): LivingSystem {
  return requireActorOf(actor, ...LIVING_TYPES).system;
}

export function derivedOf(actor: Actor.Implementation) {
  return livingDerived(livingSystem(actor), actorItems(actor), currentPoolOptions());
}

/** Skill dice and the standing penalty on that skill, for a living actor (0 for others). */
export function skillOf(actor: Actor.Implementation, skill: SkillKey): { dice: number; penalty: number } {
  return anySkillOf(actor, skill) ?? { dice: 0, penalty: 0 };
}

/**
 * A standard skill by key or a custom one by id (FC-DATA-1): its dice and standing penalty, or
 * null when the actor has no such skill. Non-living actors roll nothing (0 dice).
 */
export function anySkillOf(actor: Actor.Implementation, skill: string): { dice: number; penalty: number } | null {
  if (!isLiving(actor)) return { dice: 0, penalty: 0 };
  const dice = skillDiceOf(livingSystem(actor), skill);
  return dice === null ? null : { dice, penalty: rollPenalty(derivedOf(actor), skill) };
}

/** What an attack of `skill` faces from this actor: a creature's Parry and Armor, an object's Armor. */
export function defenseFor(actor: Actor.Implementation, skill: "melee" | "ranged"): AttackDefense {
  if (isLiving(actor)) return defenseOf(derivedOf(actor), skill, currentPoolOptions());
  const armor = isActorOf(actor, "poolVehicle", "poolShip", "poolObject") ? actor.system.armor : 0;
  return { parry: 0, armor, parryApplies: false, parryLostBecause: "helpless" };
}

export function snapshot(actor: Actor.Implementation): ActorSnapshot {
  const living = isLiving(actor) ? actor.system : null;
  return {
    uuid: actor.uuid,
    id: actor.id ?? "",
    name: actor.name,
    ...(living ? { tracks: living.tracks } : {}),
    ...(isActorOf(actor, "poolVehicle", "poolShip", "poolObject") ? { structure: actor.system.structure } : {}),
    conditions: living?.conditions ?? [],
    poisonImmunities: living?.poisonImmunities ?? [],
    equippedWeaponUuid: equippedWeapon(actor)?.uuid ?? null,
  };
}

/** Resolves an actor UUID synchronously (the GM side of a card already has every document loaded). */
export function actorFrom(uuid: string | null): Actor.Implementation | null {
  if (!uuid) return null;
  const doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  if (doc instanceof Actor) return doc as Actor.Implementation;
  // A token UUID stands for its (possibly synthetic) actor.
  const token = doc as { actor?: Actor.Implementation | null } | null;
  return token?.actor ?? null;
}
