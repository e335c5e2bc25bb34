import { RulesError } from "../../core/errors.js";
import type { EncounterModel, EncounterParticipant, EncounterSnapshot } from "../../core/encounter.js";
import { activeRuleset } from "../active.js";
import { toParticipant } from "../combat/encounter-logic.js";
import { FoundryDice } from "../dice/foundry-dice.js";

/** What FrayCombat keeps in `flags.fray.encounter`: the model's state and whose model it is. */
interface EncounterFlag {
  readonly ruleset: string;
  readonly state: unknown;
}

/**
 * Fray's Combat: turn order is the active ruleset's encounter model, whose state lives in a flag;
 * Foundry's initiative numbers are not used to order anyone. Only the active GM changes that
 * state (players reach it through the combat relay).
 */
export class FrayCombat extends Combat {
  /** The active ruleset's model, or null when it has none (the tracker then falls back to core). */
  get encounterModel(): EncounterModel<unknown> | null {
    return activeRuleset().encounter ?? null;
  }

  /** The stored model state, when it belongs to the active ruleset. */
  get encounterState(): unknown {
    const flag = (this.flags as { fray?: { encounter?: EncounterFlag } }).fray?.encounter;
    return flag && flag.ruleset === activeRuleset().key ? flag.state : undefined;
  }

  /** What the tracker shows now, or null before the encounter has begun. */
  get snapshot(): EncounterSnapshot | null {
    const model = this.encounterModel;
    const state = this.encounterState;
    return model && state !== undefined ? model.snapshot(state) : null;
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

  private async saveState(state: unknown, extra: Record<string, unknown> = {}): Promise<void> {
    const flag: EncounterFlag = { ruleset: activeRuleset().key, state };
    // Flags are free-form; the encounter state is plain JSON produced by the pure model.
    await this.update({ "flags.fray.encounter": flag, ...extra } as unknown as Combat.UpdateData);
  }

  /** Posts the initiative rolls the model asked for (when it rolled any). */
  private async postInitiative(dice: FoundryDice): Promise<void> {
    if (!dice.rolls.length) return;
    await ChatMessage.create({ rolls: dice.rolls.map((roll) => roll.toJSON()), flavor: game.i18n?.localize("FRAY.Combat.InitiativeRolled") ?? "", speaker: { alias: this.name ?? "" } } as unknown as ChatMessage.CreateData);
  }

  override async startCombat(): Promise<this> {
    const model = this.encounterModel;
    if (model && game.users?.activeGM?.isSelf) {
      const dice = new FoundryDice();
      await this.saveState(model.begin(this.participants(), dice));
      await this.postInitiative(dice);
    }
    return super.startCombat();
  }

  override async nextRound(): Promise<this> {
    const model = this.encounterModel;
    const state = this.encounterState;
    if (model && state !== undefined && game.users?.activeGM?.isSelf) {
      const dice = new FoundryDice();
      await this.saveState(model.nextRound(state, dice));
      await this.postInitiative(dice);
    }
    return super.nextRound();
  }

  /** Makes `combatantId` the one acting now (the "act now" button). GM side. */
  async actNow(combatantId: string): Promise<void> {
    const turn = this.turns.findIndex((combatant) => combatant.id === combatantId);
    if (turn >= 0) await this.update({ turn } as Combat.UpdateData);
  }

  /** Records actions spent by a combatant (called by flows through the combat relay). GM side. */
  async spendActions(combatantId: string, cost: number, endsActivation: boolean): Promise<void> {
    const model = this.encounterModel;
    const state = this.encounterState;
    if (!model || state === undefined) throw new RulesError("FRAY.Combat.NotStarted");
    await this.saveState(model.act(state, combatantId, cost, endsActivation));
  }

  /** Adds or removes a participant mid-fight. GM side (called from the combatant hooks). */
  async syncParticipant(combatantId: string, present: boolean): Promise<void> {
    const model = this.encounterModel;
    const state = this.encounterState;
    if (!model || state === undefined) return;
    const participant = this.participants().find((candidate) => candidate.id === combatantId);
    const next = present ? (participant ? model.join(state, participant) : state) : model.leave(state, combatantId);
    await this.saveState(next);
  }
}
