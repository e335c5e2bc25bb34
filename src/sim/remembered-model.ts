import type { Dice } from "../core/dice.js";
import type { EncounterModel, EncounterParticipant } from "../core/encounter.js";

/**
 * A ruleset's encounter model with its transitions remembered. The models are pure — a state in,
 * a new state out, dice only in `begin` and `nextRound` — so the state `act` or `leave` gives for
 * the same state object and the same arguments is always the same: the simulator asks the model
 * once and looks the answer up after that. States a fight starts a round from are made canonical
 * (one object per distinct state, by its JSON), so ten thousand fights that begin alike share one
 * path through the model. The model still decides every turn; it is only not asked twice.
 *
 * Questions about a state (who acts now, is the round over) are remembered the same way (`ask`).
 * A cap on the states kept bounds the memory: past it everything is forgotten and relearnt.
 */
export class RememberedModel<S extends object> {
  private readonly transitions = new Map<S, Map<string, S>>();
  private readonly answers = new Map<S, Map<string, unknown>>();
  private readonly canonical = new Map<string, S>();

  constructor(
    readonly model: EncounterModel<S>,
    private readonly limit = 200_000,
  ) {}

  begin(participants: readonly EncounterParticipant[], dice: Dice): S {
    return this.canon(this.model.begin(participants, dice));
  }

  nextRound(state: S, dice: Dice): S {
    return this.canon(this.model.nextRound(state, dice));
  }

  act(state: S, participantId: string, cost: number, endsActivation: boolean): S {
    return this.step(state, `a${cost}${endsActivation ? "e" : "-"}${participantId}`, () => this.model.act(state, participantId, cost, endsActivation));
  }

  leave(state: S, participantId: string): S {
    return this.step(state, `l${participantId}`, () => this.model.leave(state, participantId));
  }

  /** Any other pure transition of the ruleset's model (`startNextRound`…), remembered under `key`. */
  step(state: S, key: string, compute: () => S): S {
    let known = this.transitions.get(state);
    if (!known) {
      if (this.transitions.size >= this.limit) this.forget();
      known = new Map();
      this.transitions.set(state, known);
    }
    let next = known.get(key);
    if (next === undefined) {
      next = compute();
      known.set(key, next);
    }
    return next;
  }

  /** A pure question about a state (`canActNow`, `isRoundOver`…), remembered under `key`. */
  ask<T>(state: S, key: string, compute: (state: S) => T): T {
    let known = this.answers.get(state);
    if (!known) {
      if (this.answers.size >= this.limit) this.forget();
      known = new Map();
      this.answers.set(state, known);
    }
    if (known.has(key)) return known.get(key) as T;
    const answer = compute(state);
    known.set(key, answer);
    return answer;
  }

  /** How many states are remembered (for tests). */
  get size(): number {
    return this.transitions.size;
  }

  private canon(state: S): S {
    const key = JSON.stringify(state);
    const known = this.canonical.get(key);
    if (known) return known;
    if (this.canonical.size >= this.limit) this.forget();
    this.canonical.set(key, state);
    return state;
  }

  private forget(): void {
    this.transitions.clear();
    this.answers.clear();
    this.canonical.clear();
  }
}
