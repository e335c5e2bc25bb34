import type { LivingSystem, StoredCondition } from "../data/state.js";
import { livingDerived, defenseOf, rollPenalty, type ItemLike } from "../data/state.js";
import type { AttackDefense } from "../rules/defense.js";
import type { TrackState } from "../rules/tracks.js";
import type { SkillKey } from "../data/specs.js";
import type { ActorSnapshot } from "./steps.js";
import { currentPoolOptions } from "./options.js";

/** Reading pool actors into the plain shapes the pure steps and dialog state take. */

export const LIVING_TYPES: readonly string[] = ["poolCharacter", "poolNpc", "poolMount"];

export function isLiving(actor: Actor.Implementation): boolean {
  return LIVING_TYPES.includes(actor.type);
}

export function itemsOf(actor: Actor.Implementation): ItemLike[] {
  return actor.items.contents.map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system }));
}

export function livingSystem(actor: Actor.Implementation): LivingSystem {
  return actor.system as unknown as LivingSystem;
}

export function derivedOf(actor: Actor.Implementation) {
  return livingDerived(livingSystem(actor), itemsOf(actor), currentPoolOptions());
}

/** Skill dice and the standing penalty on that skill, for a living actor (0 for others). */
export function skillOf(actor: Actor.Implementation, skill: SkillKey): { dice: number; penalty: number } {
  if (!isLiving(actor)) return { dice: 0, penalty: 0 };
  const d = derivedOf(actor);
  return { dice: livingSystem(actor).skills[skill], penalty: rollPenalty(d, skill) };
}

/** What an attack of `skill` faces from this actor: a creature's Parry and Armor, an object's Armor. */
export function defenseFor(actor: Actor.Implementation, skill: "melee" | "ranged"): AttackDefense {
  if (isLiving(actor)) return defenseOf(derivedOf(actor), skill, currentPoolOptions());
  const armor = Number((actor.system as { armor?: number }).armor ?? 0);
  return { parry: 0, armor, parryApplies: false, parryLostBecause: "helpless" };
}

export function snapshot(actor: Actor.Implementation): ActorSnapshot {
  const system = actor.system as unknown as { tracks?: Record<"wound" | "fatigue" | "fear", TrackState>; structure?: TrackState; conditions?: StoredCondition[]; poisonImmunities?: string[] };
  const weapon = actor.items.contents.find((i) => (i.type as string) === "poolWeapon" && (i.system as { equipped?: boolean }).equipped !== false);
  return {
    uuid: actor.uuid,
    id: actor.id ?? "",
    name: actor.name,
    ...(system.tracks ? { tracks: system.tracks } : {}),
    ...(system.structure ? { structure: system.structure } : {}),
    conditions: system.conditions ?? [],
    poisonImmunities: system.poisonImmunities ?? [],
    equippedWeaponUuid: weapon?.uuid ?? null,
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
