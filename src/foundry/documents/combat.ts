import { RulesError } from "../../core/errors.js";
import type { ActDetail, EncounterModel, EncounterParticipant, EncounterSnapshot } from "../../core/encounter.js";
import { STATUS_FOR_EVENT } from "../../core/vocabulary.js";
import { activeRuleset } from "../active.js";
import { requestCombat } from "../combat/combat-request.js";
import { toParticipant } from "../combat/encounter-logic.js";
import {
  advanceRecord,
  beginRecord,
  encounterRecordUpdate,
  readEncounterRecord,
  replaceState,
  rewindRound,
  rewindStep,
  type EncounterRecord,
} from "../combat/encounter-record.js";
import { FoundryDice } from "../dice/foundry-dice.js";
import { queueCombatChange } from "../combat/change-queue.js";

const isActiveGM = (): boolean => game.users?.activeGM?.isSelf ?? false;

/** How a change is kept in the history: a step of play, or a roster change that clears it. */
export type ChangeKind = "step" | "roster" | "mark";

/**
 * Fray's Combat: turn order is the active ruleset's encounter model, whose state lives whole in
 * a flag (see encounter-record.ts); Foundry's initiative numbers order no one. Only the active GM
 * changes that state, one change at a time per combat; every other client (players, assistant
 * GMs) asks it through the combat relay. Core's turn and round controls are routed through the
 * model: next turn ends the current activation, previous turn and previous round rewind it.
 */
export class FrayCombat extends Combat {
  /** The active ruleset's model, or null when it has none (the tracker then falls back to core). */
  get encounterModel(): EncounterModel<unknown> | null {
    return activeRuleset().encounter ?? null;
  }

  /** The stored record, when it belongs to the active ruleset. */
  get encounterRecord(): EncounterRecord | null {
    const record = readEncounterRecord(this.flags);
    return record && record.ruleset === activeRuleset().key ? record : null;
  }

  /** The stored model state, when it belongs to the active ruleset. */
  get encounterState(): unknown {
    return this.encounterRecord?.state;
  }

  /** What the tracker shows now, or null before the encounter has begun. */
  get snapshot(): EncounterSnapshot | null {
    const model = this.encounterModel;
    const record = this.encounterRecord;
    return model && record ? model.snapshot(record.state) : null;
  }

  /** The combatants as encounter participants (ids are combatant ids). */
  participants(): EncounterParticipant[] {
    const ruleset = activeRuleset();
    return this.combatants.contents.map((combatant) =>
      toParticipant(
        { id: combatant.id ?? "", disposition: combatant.token?.disposition, hasPlayerOwner: combatant.actor?.hasPlayerOwner ?? false },
        ruleset.participantOf?.(combatant.actor, combatant) ?? {},
      ),
    );
  }

  // ---------------------------------------------------------------- GM side: one change at a time

  /** Runs `task` after every earlier change of this combat has landed. Active GM only. */
  private serialize<T>(task: () => Promise<T>): Promise<T> {
    return queueCombatChange(this.id ?? this.uuid, task);
  }

  /** Stores the record whole, with any core fields (round, turn) in the same update. */
  private async store(record: EncounterRecord, extra: Record<string, unknown> = {}): Promise<void> {
    // The record is one JSON string (encounter-record.ts), so nothing of an older state survives a merge.
    await this.update({ ...encounterRecordUpdate(record), ...extra } as unknown as Combat.UpdateData);
  }

  /**
   * Changes the encounter state: `change` gets the current state and returns the next one, or
   * null to leave it be. Serialized per combat, so concurrent changes never read the same state.
   * Returns whether something was stored. Active GM only (rulesets' GM handlers call this).
   */
  async changeEncounter(change: (state: unknown) => unknown, kind: ChangeKind = "step"): Promise<boolean> {
    if (!isActiveGM()) return false;
    return this.serialize(async () => {
      const record = this.encounterRecord;
      if (!record) return false;
      const next = change(record.state);
      if (next === null || next === undefined) return false;
      const stored = kind === "step" ? advanceRecord(record, next) : replaceState(record, next, kind === "roster");
      await this.store(stored);
      if (kind === "step") await this.announceActivations(record.state, next);
      await this.endRoundIfOver(stored);
      return true;
    });
  }

  /**
   * Where the rules start the next round by themselves (pool), the step that left everyone done
   * begins it: initiative posted as the model asks, core's round moved on, nobody pressing "next
   * round". Runs inside a serialized change; once per step, so a round nobody can act in does not
   * spin. The finished round is not kept as a step of its own: the last action and the round it
   * began are one step, so "previous turn" goes back to before that action, not to a finished
   * round nobody can act in.
   */
  private async endRoundIfOver(record: EncounterRecord): Promise<void> {
    const model = this.encounterModel;
    if (!model?.roundEndsItself || !model.snapshot(record.state).roundOver) return;
    const dice = new FoundryDice();
    await this.store(replaceState(record, model.nextRound(record.state, dice, this.participants()), false));
    await this.postInitiative(dice);
    await super.nextRound();
  }

  /**
   * Tells the ruleset whose activations the step began (as the model reads the two states), before
   * any round that step finished is followed by the next: what ends "at the start of the owner's
   * next activation" ends by the rules' order, not by Foundry's turn marker.
   */
  private async announceActivations(before: unknown, after: unknown): Promise<void> {
    const started = this.encounterModel?.activationsStarted?.(before, after) ?? [];
    if (started.length) await activeRuleset().activationsStarted?.(this, started);
    await activeRuleset().stepTaken?.(this, { before, after });
  }

  /** The index in `turns` of the first combatant the model lets act now (the tracker's pointer). */
  private pointerFor(state: unknown): number | null {
    const ids = this.encounterModel?.snapshot(state).canActNow ?? [];
    const index = this.turns.findIndex((combatant) => ids.includes(combatant.id ?? ""));
    return index >= 0 ? index : null;
  }

  /** Posts the initiative rolls the model asked for (when it rolled any). */
  private async postInitiative(dice: FoundryDice): Promise<void> {
    if (!dice.rolls.length) return;
    await ChatMessage.create({ rolls: dice.rolls.map((roll) => roll.toJSON()), flavor: game.i18n?.localize("FRAY.Combat.InitiativeRolled") ?? "", speaker: { alias: this.name ?? "" } } as unknown as ChatMessage.CreateData);
  }

  /** Begins the encounter once; later calls find it begun and do nothing. */
  async beginAsGM(): Promise<void> {
    const model = this.encounterModel;
    if (!model || !isActiveGM()) return;
    const begun = await this.serialize(async () => {
      if (this.encounterRecord) return false;
      const dice = new FoundryDice();
      const state = model.begin(this.participants(), dice);
      await this.store(beginRecord(activeRuleset().key, state));
      await this.postInitiative(dice);
      await super.startCombat();
      return true;
    });
    if (begun) await activeRuleset().encounterBegun?.(this);
  }

  /** Next round, once: a request made when the round was already past `seenRound` does nothing. */
  async nextRoundAsGM(seenRound: number): Promise<void> {
    const model = this.encounterModel;
    if (!model || !isActiveGM()) return;
    await this.serialize(async () => {
      const record = this.encounterRecord;
      if (!record || this.round !== seenRound) return;
      const dice = new FoundryDice();
      await this.store(advanceRecord(record, model.nextRound(record.state, dice, this.participants())));
      await this.postInitiative(dice);
      await super.nextRound();
    });
  }

  /**
   * Ends the activation of whoever acts now (the combatant on turn when the model lets them act,
   * else the first the model lets act) and points the turn at whoever may act next. When the
   * round was already over, this is the next round, as in core.
   */
  async nextTurnAsGM(seenRound: number, seenTurn: number | null): Promise<void> {
    const model = this.encounterModel;
    if (!model || !isActiveGM()) return;
    const roundOver = await this.serialize(async () => {
      const record = this.encounterRecord;
      if (!record || this.round !== seenRound || this.turn !== seenTurn) return false;
      const snapshot = model.snapshot(record.state);
      if (snapshot.roundOver) return true;
      const current = this.combatant?.id ?? "";
      const acting = snapshot.canActNow.includes(current) ? current : snapshot.canActNow[0];
      if (!acting) return false;
      const next = model.act(record.state, acting, 0, true);
      const stored = advanceRecord(record, next);
      await this.store(stored, { turn: this.pointerFor(next) });
      await this.announceActivations(record.state, next);
      await this.endRoundIfOver(stored);
      return false;
    });
    if (roundOver) await this.nextRoundAsGM(seenRound);
  }

  /** Goes back one step of play (the last action, turn or statement). */
  async previousTurnAsGM(): Promise<void> {
    if (!this.encounterModel || !isActiveGM()) return;
    await this.serialize(async () => {
      const record = this.encounterRecord;
      const rewound = record ? rewindStep(record) : null;
      if (!record || !rewound) throw new RulesError("FRAY.Combat.NothingToRewind");
      const model = this.encounterModel!;
      const round = model.snapshot(rewound.state).round;
      await this.store(rewound, { turn: this.pointerFor(rewound.state), ...(round !== this.round ? { round } : {}) });
    });
  }

  /** Goes back to the start of the previous round. */
  async previousRoundAsGM(): Promise<void> {
    const model = this.encounterModel;
    if (!model || !isActiveGM()) return;
    await this.serialize(async () => {
      const record = this.encounterRecord;
      const rewound = record ? rewindRound(record, (state) => model.snapshot(state).round) : null;
      if (!rewound) throw new RulesError("FRAY.Combat.NothingToRewind");
      await this.store(rewound);
      await super.previousRound();
    });
  }

  /** The GM closes the phase the model waits in (brp statements of intent), pointing the turn at whoever acts first. */
  async closePhaseAsGM(): Promise<void> {
    const model = this.encounterModel;
    if (!model?.closePhase || !isActiveGM()) return;
    await this.serialize(async () => {
      const record = this.encounterRecord;
      if (!record) throw new RulesError("FRAY.Combat.NotStarted");
      const next = model.closePhase!(record.state);
      await this.store(advanceRecord(record, next), { turn: this.pointerFor(next) });
    });
  }

  /**
   * Presses a control the model offered (a participant's, or the encounter's when `combatantId` is
   * null): one step of play, the turn marker following whoever may act next. The model refuses what
   * the rules do not allow now, so a repeated click changes nothing. Active GM.
   */
  async controlAsGM(combatantId: string | null, key: string): Promise<void> {
    const model = this.encounterModel;
    if (!model?.control || !this.encounterRecord) throw new RulesError("FRAY.Combat.NotStarted");
    if (!isActiveGM()) return;
    await this.serialize(async () => {
      const record = this.encounterRecord;
      if (!record) return;
      const next = model.control!(record.state, combatantId, key);
      const stillActing = model.snapshot(next).canActNow.includes(this.combatant?.id ?? "");
      const stored = advanceRecord(record, next);
      await this.store(stored, stillActing ? {} : { turn: this.pointerFor(next) });
      await this.announceActivations(record.state, next);
      await this.endRoundIfOver(stored);
    });
  }

  /** Makes `combatantId` the one acting now (the "act now" button). Active GM. */
  async actNow(combatantId: string): Promise<void> {
    const turn = this.turns.findIndex((combatant) => combatant.id === combatantId);
    if (turn >= 0) await this.serialize(() => this.update({ turn } as Combat.UpdateData));
  }

  /**
   * Records actions spent by a combatant (called by flows and the tracker's End control through
   * the combat relay). When the activation is over, the turn marker moves to whoever acts next.
   * Active GM.
   */
  async spendActions(combatantId: string, cost: number, endsActivation: boolean, detail: ActDetail = {}): Promise<void> {
    const model = this.encounterModel;
    if (!model || !this.encounterRecord) throw new RulesError("FRAY.Combat.NotStarted");
    if (!isActiveGM()) return;
    await this.serialize(async () => {
      const record = this.encounterRecord;
      if (!record) return;
      const next = model.act(record.state, combatantId, cost, endsActivation, detail);
      const stillActing = model.snapshot(next).canActNow.includes(this.combatant?.id ?? "");
      const stored = advanceRecord(record, next);
      await this.store(stored, stillActing ? {} : { turn: this.pointerFor(next) });
      await this.announceActivations(record.state, next);
      await this.endRoundIfOver(stored);
    });
  }

  /** Why this combatant could not spend `cost` now (an i18n key), or null when it could. */
  refusalFor(combatantId: string, cost: number, detail: ActDetail = {}): string | null {
    const model = this.encounterModel;
    const record = this.encounterRecord;
    if (!model?.refusal || !record) return null;
    return model.refusal(record.state, combatantId, cost, detail);
  }

  /**
   * Tells the model who is out of the fight (a defeated combatant, or an actor dead, unconscious
   * or fled), so the order passes them by and their side keeps nobody waiting. Active GM.
   */
  async syncDown(): Promise<void> {
    const model = this.encounterModel;
    if (!model?.markDown || !this.encounterRecord) return;
    const out = new Set<string>([STATUS_FOR_EVENT.died, STATUS_FOR_EVENT.unconscious, STATUS_FOR_EVENT.fled]);
    const downs = this.combatants.contents.map((combatant) => ({
      id: combatant.id ?? "",
      down: combatant.isDefeated || [...(combatant.actor?.statuses ?? [])].some((status) => out.has(status)),
    }));
    await this.changeEncounter((state) => {
      let next = state;
      for (const { id, down } of downs) {
        try {
          next = model.markDown!(next, id, down);
        } catch (error) {
          // A combatant the model does not know yet (joining) is marked when it arrives.
          if (!(error instanceof RulesError)) throw error;
        }
      }
      return next === state ? null : next;
    }, "mark");
  }

  /** Adds or removes a participant mid-fight (from the combatant hooks). Active GM. */
  async syncParticipant(combatantId: string, present: boolean): Promise<void> {
    const model = this.encounterModel;
    if (!model) return;
    try {
      await this.changeEncounter((state) => {
        if (!present) return model.leave(state, combatantId);
        const participant = this.participants().find((candidate) => candidate.id === combatantId);
        return participant ? model.join(state, participant) : null;
      }, "roster");
    } catch (error) {
      // Already in (or already gone from) the encounter: nothing to change.
      if (!(error instanceof RulesError)) throw error;
    }
  }

  // ---------------------------------------------------------------- core's controls, routed

  override async startCombat(): Promise<this> {
    if (!this.encounterModel) return super.startCombat();
    if (isActiveGM()) await this.beginAsGM();
    else await this.ask("start");
    return this;
  }

  override async nextRound(): Promise<this> {
    if (!this.encounterRecord) return super.nextRound();
    if (isActiveGM()) await this.nextRoundAsGM(this.round);
    else await this.ask("nextRound");
    return this;
  }

  override async nextTurn(): Promise<this> {
    if (!this.encounterRecord) return super.nextTurn();
    if (isActiveGM()) await this.nextTurnAsGM(this.round, this.turn);
    else await this.ask("nextTurn");
    return this;
  }

  override async previousTurn(): Promise<this> {
    if (!this.encounterRecord) return super.previousTurn();
    await this.asGMOrAsk("previousTurn", () => this.previousTurnAsGM());
    return this;
  }

  override async previousRound(): Promise<this> {
    if (!this.encounterRecord) return super.previousRound();
    await this.asGMOrAsk("previousRound", () => this.previousRoundAsGM());
    return this;
  }

  private async asGMOrAsk(op: "previousTurn" | "previousRound", run: () => Promise<void>): Promise<void> {
    if (!isActiveGM()) return this.ask(op);
    try {
      await run();
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      ui.notifications?.warn(game.i18n?.localize(error.i18nKey) ?? error.i18nKey);
    }
  }

  /** Asks the active GM to run a turn or round control, telling what this client saw. */
  private async ask(op: "start" | "nextTurn" | "previousTurn" | "nextRound" | "previousRound"): Promise<void> {
    if (!this.id) return;
    const answer = await requestCombat({ op, combatId: this.id, round: this.round, turn: this.turn, ...(this.combatant?.id ? { combatantId: this.combatant.id } : {}) });
    if (answer?.status === "refused" && answer.reason) ui.notifications?.warn(game.i18n?.localize(answer.reason) ?? answer.reason);
  }
}
