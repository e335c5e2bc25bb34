import type { Dice } from "../core/dice.js";
import type { EncounterModel, EncounterParticipant } from "../core/encounter.js";

/**
 * A ruleset's encounter model with its transitions remembered. The models are pure — a state in,
 * a new state out, dice only in `begin` and `nextRound` — so the state `act` or `leave` gives for
 * the same state object and the same arguments is always the same: the simulator asks the model
 * once and looks the answer up after that. Every state the model hands back is made canonical (one
 * object per distinct state, by its name), so ten thousand fights share one path through the model
 * wherever they stand alike, even when they got there by different turns (two fighters falling in
 * either order). The model still decides every turn; it is only not asked twice.
 *
 * Questions about a state (who acts now, is the round over) are remembered the same way (`ask`).
 * A cap on the states kept bounds the memory: past it everything is forgotten and relearnt.
 *
 * `identity` names a state for canonicalisation (its JSON unless the simulator gives a narrower
 * name): a ruleset whose states carry figures no transition reads (a round counter, initiative
 * values already turned into an order) may name its states without them, so that rounds and
 * fights alike meet on one state. The simulator then reads only what the name covers.
 */
const NO_DICE: Dice = {
  roll() {
    throw new Error("RememberedModel.nextRoundWithoutDice: this model rolls dice when a round starts; use nextRound");
  },
};

/** What is known about one state: its transitions and its answers. */
interface Known<S> {
  /** `act` results per participant, at index cost × 2 + (ends the activation ? 1 : 0). */
  readonly acts: Map<string, (S | undefined)[]>;
  readonly leaves: Map<string, S>;
  readonly steps: Map<string, S>;
  readonly answers: Map<string, unknown>;
}

export class RememberedModel<S extends object> {
  private readonly known = new Map<S, Known<S>>();
  private readonly canonical = new Map<string, S>();
  /** The state asked about last and what is known of it: a turn asks about one state several times. */
  private lastState: S | undefined;
  private lastKnown: Known<S> | undefined;

  constructor(
    readonly model: EncounterModel<S>,
    private readonly limit = 200_000,
    private readonly identity: (state: S) => string = (state) => JSON.stringify(state),
  ) {}

  begin(participants: readonly EncounterParticipant[], dice: Dice): S {
    return this.canon(this.model.begin(participants, dice));
  }

  nextRound(state: S, dice: Dice): S {
    return this.canon(this.model.nextRound(state, dice));
  }

  /**
   * A new round for a model whose rounds start without dice (dusk keeps its order, DB-INIT-4):
   * remembered like `act`. The model is handed dice that refuse to roll, so a model that one day
   * rolls here fails loudly instead of being remembered with one fight's dice.
   */
  nextRoundWithoutDice(state: S): S {
    return this.step(state, "nextRound", () => this.canon(this.model.nextRound(state, NO_DICE)));
  }

  act(state: S, participantId: string, cost: number, endsActivation: boolean): S {
    const known = this.entry(state);
    let row = known.acts.get(participantId);
    if (!row) {
      row = [];
      known.acts.set(participantId, row);
    }
    const slot = cost * 2 + (endsActivation ? 1 : 0);
    let next = row[slot];
    if (next === undefined) {
      next = this.canon(this.model.act(state, participantId, cost, endsActivation));
      row[slot] = next;
    }
    return next;
  }

  leave(state: S, participantId: string): S {
    const known = this.entry(state);
    let next = known.leaves.get(participantId);
    if (next === undefined) {
      next = this.canon(this.model.leave(state, participantId));
      known.leaves.set(participantId, next);
    }
    return next;
  }

  /** Any other pure transition of the ruleset's model (`startNextRound`…), remembered under `key`. */
  step(state: S, key: string, compute: () => S): S {
    const known = this.entry(state);
    let next = known.steps.get(key);
    if (next === undefined) {
      next = compute();
      known.steps.set(key, next);
    }
    return next;
  }

  /** A pure question about a state (`canActNow`, `isRoundOver`…), remembered under `key`. */
  ask<T>(state: S, key: string, compute: (state: S) => T): T {
    const known = this.entry(state);
    let answer = known.answers.get(key) as T | undefined;
    if (answer === undefined && !known.answers.has(key)) {
      answer = compute(state);
      known.answers.set(key, answer);
    }
    return answer as T;
  }

  /** How many states are remembered (for tests). */
  get size(): number {
    return this.known.size;
  }

  private entry(state: S): Known<S> {
    if (state === this.lastState) return this.lastKnown!;
    let known = this.known.get(state);
    if (!known) {
      if (this.known.size >= this.limit) this.forget();
      known = { acts: new Map(), leaves: new Map(), steps: new Map(), answers: new Map() };
      this.known.set(state, known);
    }
    this.lastState = state;
    this.lastKnown = known;
    return known;
  }

  private canon(state: S): S {
    const key = this.identity(state);
    const known = this.canonical.get(key);
    if (known) return known;
    if (this.canonical.size >= this.limit) this.forget();
    this.canonical.set(key, state);
    return state;
  }

  private forget(): void {
    this.lastState = undefined;
    this.lastKnown = undefined;
    this.known.clear();
    this.canonical.clear();
  }
}
