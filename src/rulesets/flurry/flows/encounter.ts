import type { EncounterModel } from "../../../core/encounter.js";
import { liveEncounter } from "../../../foundry/flows/live-encounter.js";
import type { ParticipantExtras } from "../../../foundry/ruleset.js";
import { createFlurryEncounter, type FlurryEncounterState } from "../rules/index.js";
import { fighterOf, isFlurryFighter } from "./live.js";
import { currentFlurryOptions } from "./options.js";

/**
 * The three-phase round in the combat tracker (WC-FVTT-4): the pure encounter model with the
 * world's current options, and each combatant's numbers read off its fighter.
 */

const build = () => createFlurryEncounter(currentFlurryOptions());

/** The model the tracker delegates to; the GM's close control answers the prompt shown first. */
export const FLURRY_ENCOUNTER: EncounterModel<FlurryEncounterState> = {
  ...liveEncounter("flurry", build, { controls: true }),
  closePhase: (state) => build().closePhase!(state),
};

/**
 * Fighter rank, Agility modifier, movement rate after leg wounds and Tactics (WC-INIT-1/2,
 * WC-MOV-1); a wounded fighter is named in the shock prompt (WC-SEQ-2).
 */
export function flurryParticipantOf(actor: Actor.Implementation | null): ParticipantExtras {
  if (!isFlurryFighter(actor)) return {};
  const fighter = fighterOf(actor);
  return {
    stats: {
      fighterRank: fighter.fighterRank,
      agilityMod: fighter.attributes.agility.mod,
      movementRate: fighter.derived?.movement.rate ?? fighter.movementRate,
      tactics: fighter.skills.tactics ?? 0,
      wounded: fighter.wounds.length > 0 ? 1 : 0,
    },
  };
}
