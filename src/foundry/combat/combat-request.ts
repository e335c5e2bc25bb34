import { askGM, type RelayAnswer } from "../relay/socket.js";

/**
 * The client side of combat requests: what a user asks the active GM to do to an encounter. It
 * travels over the relay's socket (or runs at once when this user is the active GM); who asks is
 * the sender the server attests, never part of the request. Kept apart from the GM side
 * (combat-relay.ts) so FrayCombat can ask without importing it.
 */
export const COMBAT_REQUEST = "combat";

export const COMBAT_OPS = ["actNow", "spend", "start", "nextTurn", "previousTurn", "nextRound", "previousRound", "closePhase", "control"] as const;

/** A control key as the models name them ("move.charge", "reaction.takeCover", "rerollNextRound"). */
const CONTROL_KEY = /^[A-Za-z]{1,32}(\.[A-Za-z]{1,32})?$/;
export type CombatOp = (typeof COMBAT_OPS)[number];

export interface CombatRequest {
  readonly op: CombatOp;
  readonly combatId: string;
  /** The combatant acting (actNow, spend), or the one whose turn the asker saw end (nextTurn). */
  readonly combatantId?: string;
  readonly cost?: number;
  readonly endsActivation?: boolean;
  /** A free action (counted per round, taken outside one's own activation). */
  readonly free?: boolean;
  /** A listed maneuver (pool: one per turn when the option says so). */
  readonly maneuver?: boolean;
  /** The control pressed (op "control"): a key the model's snapshot offered. */
  readonly control?: string;
  /** The round and turn the asker saw: a turn or round control is ignored once either moved on. */
  readonly round?: number;
  readonly turn?: number | null;
}

/** Sends a combat request to the active GM (or runs it here when this user is that GM). */
export function requestCombat(request: CombatRequest): Promise<RelayAnswer | null> {
  return askGM(COMBAT_REQUEST, request);
}

/** Reads a combat request body; anything malformed is refused before a document is looked up. */
export function parseCombatRequest(data: unknown): CombatRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const { op, combatId, combatantId, cost, endsActivation, free, maneuver, round, turn, control } = data as Record<string, unknown>;
  const whole = (value: unknown, min: number, max: number) => typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
  if (typeof op !== "string" || !(COMBAT_OPS as readonly string[]).includes(op)) return null;
  if (typeof combatId !== "string" || !combatId) return null;
  if (combatantId !== undefined && (typeof combatantId !== "string" || !combatantId)) return null;
  if (cost !== undefined && !whole(cost, 0, 2)) return null;
  if (endsActivation !== undefined && typeof endsActivation !== "boolean") return null;
  if (free !== undefined && typeof free !== "boolean") return null;
  if (maneuver !== undefined && typeof maneuver !== "boolean") return null;
  if (round !== undefined && !whole(round, 0, 1_000_000)) return null;
  if (control !== undefined && (typeof control !== "string" || !CONTROL_KEY.test(control))) return null;
  if (op === "control" && control === undefined) return null;
  if (turn !== undefined && turn !== null && !whole(turn, 0, 1_000_000)) return null;
  return {
    op: op as CombatOp,
    combatId,
    ...(combatantId === undefined ? {} : { combatantId }),
    ...(cost === undefined ? {} : { cost: cost as number }),
    ...(endsActivation === undefined ? {} : { endsActivation }),
    ...(free === undefined ? {} : { free }),
    ...(maneuver === undefined ? {} : { maneuver }),
    ...(round === undefined ? {} : { round: round as number }),
    ...(control === undefined ? {} : { control: control as string }),
    ...(turn === undefined ? {} : { turn: turn as number | null }),
  };
}
