import type { FighterSystem } from "../data/specs.js";
import type { FighterDerived } from "../data/state.js";

/**
 * Reading flurry documents as the flows need them: whether an actor is a flurry fighter or
 * creature, its stored system with what the model derived, and its items as the rules take them.
 */

export type LiveFighter = FighterSystem & { readonly derived?: FighterDerived; readonly derivationProblem?: string };

export function isFlurryFighter(actor: Actor.Implementation | null | undefined): actor is Actor.Implementation {
  const type = String(actor?.type ?? "");
  return type === "flurryFighter" || type === "flurryCreature";
}

/** The actor's system as the flurry model stores and derives it. */
export function fighterOf(actor: Actor.Implementation): LiveFighter {
  return actor.system as unknown as LiveFighter;
}

