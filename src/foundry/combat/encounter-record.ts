/**
 * How a combat keeps its encounter: one JSON string in `flags.fray.encounter`, written whole on
 * every change. Foundry merges object updates key by key, so an object flag could never lose a
 * key the model dropped (last round's statements, spent budgets); a string is always replaced.
 * Pure: FrayCombat and the ruleset hooks read and write through these functions only.
 */

/** The flag path the record lives at. */
export const ENCOUNTER_FLAG = "flags.fray.encounter";

/** Earlier states kept for the GM's "previous turn" and "previous round" (oldest dropped first). */
export const HISTORY_LIMIT = 40;

export interface EncounterRecord<State = unknown> {
  /** The ruleset whose model owns `state`. */
  readonly ruleset: string;
  readonly state: State;
  /** Earlier states of this fight, oldest first, since the roster last changed. */
  readonly past: readonly State[];
}

function isRecordShape(value: unknown): value is { ruleset: string; state: unknown; past?: unknown } {
  return typeof value === "object" && value !== null && typeof (value as { ruleset?: unknown }).ruleset === "string" && "state" in value;
}

/**
 * The record stored on a combat, from its `flags` (the JSON string, or the object form written
 * by builds before 0.2.0), or null when there is none or it cannot be read.
 */
export function readEncounterRecord(flags: unknown): EncounterRecord | null {
  const raw = (flags as { fray?: { encounter?: unknown } } | null | undefined)?.fray?.encounter;
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecordShape(value)) return null;
  return { ruleset: value.ruleset, state: value.state, past: Array.isArray(value.past) ? value.past : [] };
}

/** The update that stores `record` whole. */
export function encounterRecordUpdate(record: EncounterRecord): Record<string, string> {
  return { [ENCOUNTER_FLAG]: JSON.stringify(record) };
}

/** A record for a fight just begun. */
export function beginRecord<State>(ruleset: string, state: State): EncounterRecord<State> {
  return { ruleset, state, past: [] };
}

/** The record after a step of play (an action, a turn, a round, a statement), remembering the state before. */
export function advanceRecord<State>(record: EncounterRecord<State>, next: State): EncounterRecord<State> {
  return { ...record, state: next, past: [...record.past, record.state].slice(-HISTORY_LIMIT) };
}

/**
 * The record after a change that is not a step of play (someone joined or left, bleeding marked).
 * The history is dropped when the roster changes: an earlier state would bring back someone who
 * left or forget someone who came.
 */
export function replaceState<State>(record: EncounterRecord<State>, next: State, rosterChanged: boolean): EncounterRecord<State> {
  return { ...record, state: next, past: rosterChanged ? [] : record.past };
}

/** The record one step back, or null when there is nothing to go back to. */
export function rewindStep<State>(record: EncounterRecord<State>): EncounterRecord<State> | null {
  const previous = record.past[record.past.length - 1];
  if (previous === undefined) return null;
  return { ...record, state: previous, past: record.past.slice(0, -1) };
}

/**
 * The record back at the start of the previous round (the first remembered state of that round),
 * or null when that round is not remembered.
 */
export function rewindRound<State>(record: EncounterRecord<State>, roundOf: (state: State) => number): EncounterRecord<State> | null {
  const target = roundOf(record.state) - 1;
  const index = record.past.findIndex((state) => roundOf(state) === target);
  if (target < 1 || index < 0) return null;
  return { ...record, state: record.past[index]!, past: record.past.slice(0, index) };
}
