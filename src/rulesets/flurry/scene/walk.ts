import { hexKey, line, sameHex, walkPath, type MapFighter, type WalkResult } from "../rules/index.js";
import { currentFlurryOptions } from "../flows/options.js";
import { terrainAt } from "./terrain.js";
import { boardFighter, hexAt, tokenCentre, type BoardPoint, type BoardToken } from "./tokens.js";

/** The record a walked move leaves on the token: hexes entered and the movement points they cost. */
export interface WalkRecord {
  readonly from: string;
  readonly to: string;
  readonly hexes: number;
  readonly cost: number;
  readonly stoppedBy: readonly string[];
}

/** Options of a token update whose move is already walked (the hooks leave it be). */
export const WALKED_UPDATE = { fray: { walked: true } } as const;

/**
 * A token's move walked on the board (WC-FVTT-3): along the straight line of hexes from where it
 * stands to the hex under `to` (its new top-left), priced by terrain and facing and cut at the
 * first hex inside an engaged enemy's zone of danger, among `others` (in a fight, also at the first
 * hex where it engages a hostile within reach). Null when it stays in its hex.
 */
export function walkTo(token: BoardToken, to: BoardPoint, others: readonly MapFighter[], inFight = false): { walk: WalkResult; record: WalkRecord } | null {
  const mover = boardFighter(token);
  if (!mover) return null;
  const destination = hexAt(tokenCentre(token, to));
  if (sameHex(mover.position, destination)) return null;
  const path = line(mover.position, destination).slice(1).map((hex) => ({ hex, terrain: terrainAt(hex) }));
  const walk = walkPath(mover, path, others, { ...currentFlurryOptions(), engageOnTheWay: inFight });
  return { walk, record: { from: hexKey(mover.position), to: hexKey(walk.end), hexes: walk.steps.length, cost: walk.cost, stoppedBy: walk.stoppedBy } };
}

/** The names of the tokens a walk lists, for a message. */
export function tokenNames(token: BoardToken, ids: readonly string[]): string {
  return ids.map((id) => token.parent?.tokens.get(id)?.name ?? id).join(", ");
}
