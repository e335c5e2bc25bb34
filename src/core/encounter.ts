import type { Dice } from "./dice.js";
import { requireBoolean, requireRecord, requireString } from "./validate.js";

/**
 * The contract between a ruleset's pure turn-order model and Foundry's combat tracker.
 * FrayCombat keeps the model's state in a flag, asks it who may act now, and tells it when
 * someone has acted; it never sorts by a single initiative number of its own. Each ruleset's
 * rules folder exports an object implementing `EncounterModel` (wrapping its richer state
 * machine), so the tracker code is the same for all five rulesets.
 */
export interface EncounterParticipant {
  readonly id: string;
  /** Side key ("friendly", "hostile", "neutral", or a GM-assigned key). */
  readonly side: string;
  readonly isPlayerCharacter: boolean;
  /** Ruleset-specific numbers the model needs (DEX, INT, Fighter rank, AP, target number…). */
  readonly stats: Readonly<Record<string, number>>;
  /** Id of the participant this one shares an activation with (rider and mount), if any. */
  readonly sharesActivationWith?: string;
}

/**
 * One participant handed in by the tracker (built from a combatant) or a macro: an id, a side,
 * whether a player runs it, its stats and the unit it shares an activation with. O(1): each
 * model reads the stats it needs through its own guards.
 */
export function requireParticipant(value: unknown, field = "participant"): EncounterParticipant {
  const participant = requireRecord(value, field);
  requireString(participant.id, `${field}.id`);
  requireString(participant.side, `${field}.side`);
  requireBoolean(participant.isPlayerCharacter, `${field}.isPlayerCharacter`);
  requireRecord(participant.stats, `${field}.stats`);
  if (participant.sharesActivationWith !== undefined) requireString(participant.sharesActivationWith, `${field}.sharesActivationWith`);
  return value as EncounterParticipant;
}

/** A heading in the tracker (a side, a DEX rank, a flurry) and who stands under it. */
export interface EncounterGroup {
  readonly key: string;
  /** An i18n key plus data, so the tracker localizes it. */
  readonly label: { readonly key: string; readonly data?: Readonly<Record<string, string | number>> };
  readonly participantIds: readonly string[];
}

/** A word shown beside a combatant in the tracker (a stated intent); hidden ones only to the GM. */
export interface EncounterNote {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
  readonly hidden?: boolean;
}

export interface EncounterSnapshot {
  readonly round: number;
  /** Phase key such as "initiative", "movement", "action", "statements", "resolution". */
  readonly phase: string;
  readonly groups: readonly EncounterGroup[];
  /** Participants allowed to act right now (the "act now" buttons). */
  readonly canActNow: readonly string[];
  /** Remaining actions per participant, as the tracker shows them ("2", "1 partial", "3 AP"). */
  readonly actionsLeft: Readonly<Record<string, number>>;
  /** Whether everyone has acted and the round can end. */
  readonly roundOver: boolean;
  /** Initiative rolls made for this round, for the chat post (e.g. one d6 per side). */
  readonly initiativeRolls: ReadonlyArray<{ readonly groupKey: string; readonly faces: number; readonly results: readonly number[]; readonly total: number }>;
  /** Per participant, what the tracker shows beside them (brp: this round's statement). */
  readonly notes?: Readonly<Record<string, EncounterNote>>;
  /** Whether the GM may close the current phase now (the model's `closePhase`). */
  readonly phaseClosable?: boolean;
  /** i18n key of the control that closes it, where the ruleset names it (flurry: "Shock checks done"). */
  readonly phaseCloseLabel?: string;
  /** Free actions each participant has left this round, where the rules count them (pool). */
  readonly freeLeft?: Readonly<Record<string, number>>;
  /** Participants out of the fight (dead, unconscious, fled): the order passes them by. */
  readonly down?: readonly string[];
  /** Per participant, the marks of what it has used this round, where the rules count them (dusk). */
  readonly markers?: Readonly<Record<string, readonly EncounterMarker[]>>;
  /** Per participant, the controls the rules allow it now beyond "act now" and End (dusk: move kinds, actions, reactions, Delay). */
  readonly controls?: Readonly<Record<string, readonly EncounterControl[]>>;
  /** Controls over the whole encounter, for the GM (dusk: new initiative next round). */
  readonly encounterControls?: readonly EncounterControl[];
}

/** An i18n key and its data, localized where it is shown. */
export interface EncounterLabel {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/** A mark beside a combatant in the tracker: something of this round's budget, used or not (dusk: move, standard, bonus, reaction). */
export interface EncounterMarker {
  readonly key: string;
  readonly used: boolean;
  readonly label: EncounterLabel;
  readonly tooltip: EncounterLabel;
}

/**
 * A control the rules allow at this moment: for a participant (pressed by its owner or a GM), or
 * for the whole encounter (a GM's). Pressing it asks the model's `control` with its key.
 */
export interface EncounterControl {
  /** What the model's `control` is asked to do ("move.charge", "delay", "reaction.takeCover", "rerollNextRound"). */
  readonly key: string;
  /** Where it sits in the tracker ("move", "action", "reaction", "turn"). */
  readonly group: string;
  readonly label: EncounterLabel;
  readonly tooltip: EncounterLabel;
  /** For a toggle: whether it is on now. */
  readonly on?: boolean;
  /**
   * A control that needs a roll first (dusk: a Short move's Speed roll): the tracker hands the
   * press to the ruleset's roll on the presser's client, and the rules record it once the roll's
   * result is final; the plain control request is refused.
   */
  readonly rollFirst?: boolean;
}

/** What else an action is, besides its cost (the model ignores what its rules do not count). */
export interface ActDetail {
  /** A free action (pool FC-ACT-5): counted per round, allowed outside one's own activation. */
  readonly free?: boolean;
  /** A listed maneuver (pool FC-ACT-8: one per turn when the option says so). */
  readonly maneuver?: boolean;
}

export interface EncounterModel<State> {
  readonly ruleset: string;
  /** Starts round 1: rolls initiative through `dice` as the ruleset requires. */
  begin(participants: readonly EncounterParticipant[], dice: Dice): State;
  snapshot(state: State): EncounterSnapshot;
  /**
   * Records that `participantId` used `cost` actions (or AP) in its activation and, when
   * `endsActivation`, that the activation is over; returns the new state. Throws a RulesError when
   * the participant may not act now.
   */
  act(state: State, participantId: string, cost: number, endsActivation: boolean, detail?: ActDetail): State;
  /**
   * Why `participantId` could not spend this now (an i18n key), or null when it could: flows ask
   * before rolling, so a refused action costs no dice and no card.
   */
  refusal?(state: State, participantId: string, cost: number, detail?: ActDetail): string | null;
  /**
   * Marks a participant out of the fight (or back in): the order passes over them, and an
   * activation they had under way ends. Returns `state` itself when nothing changes.
   */
  markDown?(state: State, participantId: string, down: boolean): State;
  /**
   * The participants whose activation began between two states of one step (pool: Dodge and Feint
   * end then, FC-MAN-5, FC-MAN-7); empty where the rules have no such moment.
   */
  activationsStarted?(before: State, after: State): readonly string[];
  /**
   * Whether the next round begins by itself once everyone has acted (pool), rather than when the
   * GM ends it (the tracker's next-turn or next-round control).
   */
  readonly roundEndsItself?: boolean;
  /**
   * The GM closes a phase that waits on everyone (brp statements of intent): returns the state
   * moved on to the next phase. Throws a RulesError when there is nothing to close.
   */
  closePhase?(state: State): State;
  /**
   * Presses a control the snapshot offered (`controls` for a participant, `encounterControls` with
   * `participantId` null). Throws a RulesError when the rules do not allow it now (a repeated click).
   */
  control?(state: State, participantId: string | null, key: string): State;
  /**
   * Ends the round and begins the next one (rolling initiative again where the rules say so, or
   * where the GM called for it: the participants bring the stats a new roll reads).
   */
  nextRound(state: State, dice: Dice, participants?: readonly EncounterParticipant[]): State;
  /** Adds or removes participants mid-fight. */
  join(state: State, participant: EncounterParticipant): State;
  leave(state: State, participantId: string): State;
}
