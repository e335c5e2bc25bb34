import type { EncounterModel } from "../../core/encounter.js";

/**
 * An encounter model that is rebuilt from the world's current options on every call, so a GM's
 * change of a turn-order option applies from the next step on without a reload. `build` reads
 * the options (e.g. `() => createPoolEncounter(currentPoolOptions())`). What the built model
 * leaves out is answered neutrally: no refusal, nobody marked down, no activation begun.
 */
export function liveEncounter<S>(ruleset: string, build: () => EncounterModel<S>, traits: { readonly roundEndsItself?: boolean; readonly controls?: boolean } = {}): EncounterModel<S> {
  return {
    ruleset,
    ...(traits.roundEndsItself ? { roundEndsItself: true } : {}),
    ...(traits.controls ? { control: (state: S, id: string | null, key: string) => build().control!(state, id, key) } : {}),
    begin: (participants, dice) => build().begin(participants, dice),
    snapshot: (state) => build().snapshot(state),
    act: (state, id, cost, ends, detail) => build().act(state, id, cost, ends, detail),
    refusal: (state, id, cost, detail) => build().refusal?.(state, id, cost, detail) ?? null,
    markDown: (state, id, down) => build().markDown?.(state, id, down) ?? state,
    activationsStarted: (before, after) => build().activationsStarted?.(before, after) ?? [],
    nextRound: (state, dice, participants) => build().nextRound(state, dice, participants),
    join: (state, participant) => build().join(state, participant),
    leave: (state, id) => build().leave(state, id),
  };
}
