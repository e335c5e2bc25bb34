import type { EncounterModel } from "../../core/encounter.js";

/**
 * An encounter model that is rebuilt from the world's current options on every call, so a GM's
 * change of a turn-order option applies from the next step on without a reload. `build` reads
 * the options (e.g. `() => createPoolEncounter(currentPoolOptions())`).
 */
export function liveEncounter<S>(ruleset: string, build: () => EncounterModel<S>): EncounterModel<S> {
  return {
    ruleset,
    begin: (participants, dice) => build().begin(participants, dice),
    snapshot: (state) => build().snapshot(state),
    act: (state, id, cost, ends) => build().act(state, id, cost, ends),
    nextRound: (state, dice) => build().nextRound(state, dice),
    join: (state, participant) => build().join(state, participant),
    leave: (state, id) => build().leave(state, id),
  };
}
