import { RulesError } from "../../../core/errors.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { format } from "../../../foundry/flows/notify.js";
import { withLocks } from "../../../foundry/relay/locks.js";
import { askGM, refused, registerGMRequest, reportAnswer, type Asker, type RelayAnswer } from "../../../foundry/relay/socket.js";
import { PIVOT_COST, engage, enterHex, isEngagedWithAnyone, payForWalk, recordBoardMoves, type BoardPlace, type FlurryEncounterState, type MapFighter } from "../rules/index.js";
import { placeOf } from "./board-moves.js";
import { currentFlurryOptions } from "../flows/options.js";
import { facingFromRotation, rotationOfFacing } from "./board.js";
import { boardFighter, othersOnBoard, tokenPositionIn, type BoardToken } from "./tokens.js";
import { WALKED_UPDATE, tokenNames, walkTo } from "./walk.js";

/**
 * Moves in a running flurry fight (WC-MOV-2, WC-MOV-7, WC-ENG-1/2, WC-FVTT-4). A combatant's token
 * dragged on a hex scene does not move at once: the mover's client asks the active GM, who walks
 * the move again on his own copy of the board, and with the encounter's own engagements (the
 * zones of danger only engaged fighters project). In the fighter's movement or adjustment slot
 * the walk pays its movement points from the phase's budget; a walk that costs more than is left,
 * or made out of turn, is refused whole and the token stays. The walk's end engages the mover with
 * every hostile whose zone of threat he entered or who stands in his, and the tracker records it.
 * Turning a token in place is a pivot: 1 MP (WC-FACE-2), and a hostile it brings into the fighter's
 * zone of threat is engaged. Outside those phases only the GM places or turns tokens, for nothing.
 */

export const FLURRY_MOVE_REQUEST = "flurry.move";

/** Where a token goes: a new top-left (a walk) or a new rotation (a pivot in place). */
export type MoveTarget = { readonly x: number; readonly y: number } | { readonly rotation: number };

interface MoveBody {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly target: MoveTarget;
}

const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= 1e7;

function parseBody(body: unknown): MoveBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { sceneId, tokenId, x, y, rotation } = body as Record<string, unknown>;
  if (typeof sceneId !== "string" || typeof tokenId !== "string") return null;
  if (finite(x) && finite(y) && rotation === undefined) return { sceneId, tokenId, target: { x, y } };
  if (finite(rotation) && x === undefined && y === undefined) return { sceneId, tokenId, target: { rotation } };
  return null;
}

export interface Fight {
  readonly combat: FrayCombat;
  readonly combatantId: string;
  readonly state: FlurryEncounterState;
}

/** The running fight a token stands in as a combatant, if any. */
export function fightOf(token: BoardToken): Fight | null {
  for (const combat of game.combats ?? []) {
    if (!(combat instanceof FrayCombat) || !combat.started) continue;
    const state = combat.encounterState as FlurryEncounterState | undefined;
    if (!state || !Array.isArray(state.participants)) continue;
    const combatant = combat.combatants.find((c) => c.tokenId === token.id && (c.sceneId ?? token.parent?.id) === token.parent?.id);
    if (combatant?.id && state.participants.some((p) => p.id === combatant.id)) return { combat, combatantId: combatant.id, state };
  }
  return null;
}

/** The combatant of a token in this combat, by token id. */
function combatantIdOfToken(combat: FrayCombat, tokenId: string): string | null {
  return combat.combatants.find((c) => c.tokenId === tokenId)?.id ?? null;
}

/**
 * The board as the encounter sees it: each combatant's Engaged mark is the tracker's own
 * engagements (the status only mirrors them); tokens outside the fight keep their status.
 */
function othersInFight(token: BoardToken, fight: Fight): MapFighter[] {
  return othersOnBoard(token).map((other) => {
    const id = combatantIdOfToken(fight.combat, other.id);
    return id && fight.state.participants.some((p) => p.id === id) ? { ...other, engaged: isEngagedWithAnyone(fight.state, id) } : other;
  });
}

/**
 * A pivot in place (WC-FACE-2): the facing the new rotation snaps to, the rotation that shows it,
 * and everyone the turn engages (a hostile now inside his zone of threat, WC-ENG-1). Null when the
 * facing does not change.
 */
function pivotTo(token: BoardToken, rotation: number, others: readonly MapFighter[]): { rotation: number; engagedWith: string[] } | null {
  const mover = boardFighter(token);
  if (!mover) return null;
  const type = Number(token.parent?.grid?.type ?? 0);
  const facing = facingFromRotation(rotation, type, currentFlurryOptions().vertexFacing);
  if (facing.kind === mover.facing.kind && facing.index === mover.facing.index) return null;
  return { rotation: rotationOfFacing(facing, type), engagedWith: enterHex({ ...mover, facing }, mover.position, others).engagedWith };
}

/** The walk's end engages the mover with each hostile fighter of the fight it lists (WC-ENG-1/2). */
function engageAtEnd(state: FlurryEncounterState, fight: Fight, engagedWith: readonly string[]): FlurryEncounterState {
  const me = state.participants.find((p) => p.id === fight.combatantId);
  let next = state;
  for (const tokenId of engagedWith) {
    const other = combatantIdOfToken(fight.combat, tokenId);
    const them = state.participants.find((p) => p.id === other);
    if (!other || !them || !me || them.side === me.side) continue;
    next = engage(next, fight.combatantId, other);
  }
  return next;
}

async function handleMove(body: unknown, asker: Asker): Promise<RelayAnswer> {
  const request = parseBody(body);
  if (!request) return refused("FRAY.Relay.Malformed");
  const token = game.scenes?.get(request.sceneId)?.tokens.get(request.tokenId) as BoardToken | undefined;
  if (!token) return refused("FRAY.Relay.Malformed");
  if (!asker.user.isGM && !(token.actor?.testUserPermission(asker.user, "OWNER") ?? false)) return refused("FRAY.Combat.NotYours", { name: token.name ?? "" });
  const first = fightOf(token);
  if (!first) return refused("FRAY.Combat.NotStarted");
  return withLocks([`Combat.${first.combat.id ?? ""}`], async () => {
    // Read again inside the lock: an earlier move or step may have changed the fight.
    const fight = fightOf(token);
    if (!fight) return refused("FRAY.Combat.NotStarted");
    const name = token.name ?? "";
    const moving = fight.state.phase === "movement" || fight.state.phase === "adjustment";
    if (!moving && !asker.user.isGM) return refused("FRAY.Flurry.Error.NotMovingNow", { id: name });
    // The move is logged with what it paid, so a step back on the tracker puts the token back too.
    const pay = async (cost: number, stopped: boolean, engagedWith: readonly string[], to: BoardPlace, hexes: number): Promise<RelayAnswer | null> => {
      if (!moving) return null;
      const move = { id: fight.combatantId, from: placeOf(token), to };
      try {
        await fight.combat.changeEncounter((state) => recordBoardMoves(engageAtEnd(payForWalk(state as FlurryEncounterState, fight.combatantId, cost, stopped, hexes), fight, engagedWith), [move]));
        return null;
      } catch (error) {
        if (error instanceof RulesError) return refused(error.i18nKey, { ...Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)])), id: name });
        throw error;
      }
    };
    const leftNow = () => String((fight.combat.encounterState as FlurryEncounterState | undefined)?.mpLeft[fight.combatantId] ?? 0);
    if ("rotation" in request.target) {
      const turned = pivotTo(token, request.target.rotation, othersInFight(token, fight));
      if (!turned) return { status: "applied" } as RelayAnswer;
      const refusal = await pay(PIVOT_COST, false, turned.engagedWith, { ...placeOf(token), rotation: turned.rotation }, 0);
      if (refusal) return refusal;
      await token.update({ rotation: turned.rotation } as TokenDocument.UpdateData, WALKED_UPDATE as TokenDocument.Database.UpdateOperation);
      return moving ? { status: "applied", reason: "FRAY.Flurry.Scene.PivotInFight", data: { name, cost: String(PIVOT_COST), left: leftNow() } } : { status: "applied" };
    }
    const walked = walkTo(token, request.target, othersInFight(token, fight), moving);
    if (!walked) return { status: "applied" } as RelayAnswer;
    const { walk, record } = walked;
    const stop = tokenPositionIn(walk.end);
    const refusal = await pay(walk.cost, walk.stoppedByDanger, walk.engagedWith, { x: stop.x, y: stop.y, rotation: Number(token.rotation ?? 0) }, walk.steps.length);
    if (refusal) return refusal;
    await token.update({ x: stop.x, y: stop.y, flags: { fray: { flurryMove: record } } } as TokenDocument.UpdateData, WALKED_UPDATE as TokenDocument.Database.UpdateOperation);
    if (walk.stoppedByDanger) return { status: "applied", reason: "FRAY.Flurry.Scene.StoppedByDanger", data: { name, by: tokenNames(token, walk.stoppedBy) } };
    return { status: "applied", reason: moving ? "FRAY.Flurry.Scene.MoveInFight" : "FRAY.Flurry.Scene.Placed", data: { name, hexes: String(record.hexes), cost: String(record.cost), left: leftNow() } };
  });
}

export function registerFightMoves(): void {
  registerGMRequest(FLURRY_MOVE_REQUEST, handleMove);
}

/**
 * The mover's side: a combatant's token dragged during a fight goes to the GM instead (the update
 * is cancelled here), and the mover is told what became of it.
 */
export function askToMove(token: BoardToken, to: MoveTarget): void {
  void (async () => {
    const answer = await askGM(FLURRY_MOVE_REQUEST, { sceneId: token.parent?.id ?? "", tokenId: token.id ?? "", ...to });
    if (answer?.status === "applied" && answer.reason) {
      const text = format(answer.reason, { ...answer.data });
      if (answer.reason === "FRAY.Flurry.Scene.StoppedByDanger") ui.notifications?.warn(text);
      else ui.notifications?.info(text);
      return;
    }
    reportAnswer(answer);
  })();
}
