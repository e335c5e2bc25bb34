import type { RelayAnswer } from "../relay/relay.js";
import { queryUser } from "../shims.js";

/**
 * The client side of combat requests: what a user asks the active GM to do to an encounter, and
 * how it travels (a query to that GM, or the GM's own handler when this user is the active GM).
 * Kept apart from the GM side (combat-relay.ts) so FrayCombat can ask without importing it.
 */
export const COMBAT_QUERY = "fray.combat";

export type CombatOp = "actNow" | "spend" | "start" | "nextTurn" | "previousTurn" | "nextRound" | "previousRound";

export interface CombatRequest {
  readonly op: CombatOp;
  readonly combatId: string;
  /** The combatant acting (actNow, spend), or the one whose turn the asker saw end (nextTurn). */
  readonly combatantId?: string;
  readonly userId: string;
  readonly cost?: number;
  readonly endsActivation?: boolean;
  /** The round and turn the asker saw: a turn or round control is ignored once either moved on. */
  readonly round?: number;
  readonly turn?: number | null;
}

type Handler = (data: unknown) => Promise<RelayAnswer>;
let gmHandler: Handler | null = null;

/** Installs the GM-side handler (combat-relay.ts does, in `init`). */
export function setCombatHandler(handler: Handler): void {
  gmHandler = handler;
}

/** Sends a combat request to the active GM (or runs it here when this user is that GM). */
export async function requestCombat(request: Omit<CombatRequest, "userId">): Promise<RelayAnswer | null> {
  const userId = game.user?.id;
  const gm = game.users?.activeGM;
  if (!userId) return null;
  if (!gm) {
    ui.notifications?.error(game.i18n?.localize("FRAY.Relay.NoGM") ?? "FRAY.Relay.NoGM");
    return null;
  }
  const full: CombatRequest = { ...request, userId };
  if (gm.isSelf) return gmHandler ? gmHandler(full) : null;
  return (await queryUser(gm, COMBAT_QUERY, full, 30_000)) as RelayAnswer;
}
