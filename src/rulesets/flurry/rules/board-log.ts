import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireNumber, requireRecord, requireString } from "../../../core/validate.js";
import type { FlurryEncounterState } from "./encounter.js";

/**
 * The moves a fight made on the board, kept in the encounter state so that going back a step on
 * the tracker puts the tokens back where they stood (with the movement points the state gives
 * back). Each move is numbered; a state reached by going back has a smaller count than the one it
 * replaces, and the moves numbered above it are the ones to undo, newest first. The places are
 * the board's own numbers (a token's top-left corner and rotation): the rules only keep them.
 */
export interface BoardPlace {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
}

export interface BoardMove {
  readonly seq: number;
  /** The combatant who moved. */
  readonly id: string;
  readonly from: BoardPlace;
  readonly to: BoardPlace;
}

export interface BoardLog {
  /** Moves made so far in this fight (the numbering never goes back but with the state). */
  readonly count: number;
  /** The latest moves, oldest first (older ones are dropped; the tracker keeps no older steps). */
  readonly moves: readonly BoardMove[];
  /** Flurries (`round/key`) whose end has been played on the board (WC-FLY-6, WC-FLY-11). */
  readonly shifted: readonly string[];
}

/** How many moves the log keeps: more than the tracker's 40 remembered steps ever make. */
export const BOARD_LOG_LIMIT = 120;

const EMPTY: BoardLog = { count: 0, moves: [], shifted: [] };

export type WithBoardLog = Pick<FlurryEncounterState, "board">;

function requirePlace(place: BoardPlace, field: string): BoardPlace {
  requireRecord(place, field);
  requireNumber(place.x, `${field}.x`, -1e7, 1e7);
  requireNumber(place.y, `${field}.y`, -1e7, 1e7);
  requireNumber(place.rotation, `${field}.rotation`, -1e4, 1e4);
  return place;
}

/** The board log of a state (empty for a fight that has made no move yet). */
export function boardLogOf(state: WithBoardLog): BoardLog {
  requireRecord(state, "encounter");
  const log = state.board;
  if (!log || typeof log !== "object" || !Array.isArray(log.moves) || !Array.isArray(log.shifted)) return EMPTY;
  return { count: requireInteger(log.count, "board.count", 0, 1e9), moves: log.moves, shifted: log.shifted };
}

/**
 * The state with `moves` logged (each numbered after the last), and the flurry `shiftedFlurry`
 * (its `round/key`) marked as played on the board when given.
 */
export function recordBoardMoves<S extends WithBoardLog>(state: S, moves: ReadonlyArray<Omit<BoardMove, "seq">>, shiftedFlurry?: string): S {
  const log = boardLogOf(state);
  requireArray(moves, "moves");
  const numbered = moves.map((move, i): BoardMove => {
    requireRecord(move, "move");
    return { seq: log.count + i + 1, id: requireString(move.id, "id"), from: requirePlace(move.from, "from"), to: requirePlace(move.to, "to") };
  });
  const shifted = shiftedFlurry === undefined ? log.shifted : [...log.shifted.filter((k) => k !== shiftedFlurry), requireString(shiftedFlurry, "flurry")].slice(-BOARD_LOG_LIMIT);
  return { ...state, board: { count: log.count + numbered.length, moves: [...log.moves, ...numbered].slice(-BOARD_LOG_LIMIT), shifted } };
}

/** Whether a finished flurry's net movement is already on the board. */
export function flurryShifted(state: WithBoardLog, flurryId: string): boolean {
  return boardLogOf(state).shifted.includes(requireString(flurryId, "flurry"));
}

/**
 * Going from `before` to `after` (a step back on the tracker): the moves to undo, newest first.
 * None when `after` moved on from `before`.
 */
export function movesToUndo(before: WithBoardLog, after: WithBoardLog): BoardMove[] {
  const then = boardLogOf(before);
  const now = boardLogOf(after);
  if (now.count >= then.count) return [];
  return then.moves
    .filter((move) => requireInteger(requireRecord(move, "move").seq, "move.seq", 1, 1e9) > now.count)
    .map((move) => ({ ...move, id: requireString(move.id, "move.id"), from: requirePlace(move.from, "move.from") }))
    .reverse();
}
