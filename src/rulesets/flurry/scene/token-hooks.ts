import { format } from "../../../foundry/flows/notify.js";
import { sameHex, type Facing } from "../rules/index.js";
import { currentFlurryOptions } from "../flows/options.js";
import { facingFromRotation, isHexGrid, rotationOfFacing, snapRotation } from "./board.js";
import { askToMove, fightOf } from "./fight-moves.js";
import { hexAt, isFlurryActor, othersOnBoard, tokenCentre, tokenPositionIn, type BoardToken } from "./tokens.js";
import { WALKED_UPDATE, tokenNames, walkTo } from "./walk.js";

/**
 * A flurry token on the board (WC-FVTT-3): its rotation snaps to a hex side (or vertex, with the
 * option) and is the fighter's facing, both ways; a move is walked hex by hex, priced by terrain
 * and facing (WC-MOV-4, WC-FACE-2) and cut at the first hex inside an engaged enemy's zone of
 * danger (WC-MOV-7). The mover's own client does this before the update leaves it.
 */

interface FlurryMoveOptions {
  fray?: { walked?: boolean };
}

const gridTypeOf = (token: BoardToken) => Number(token.parent?.grid?.type ?? 0);

function snapRotationChange(token: BoardToken, changes: { rotation?: number }): void {
  if (changes.rotation === undefined || !isFlurryActor(token.actor) || !isHexGrid(gridTypeOf(token))) return;
  changes.rotation = snapRotation(Number(changes.rotation), gridTypeOf(token), currentFlurryOptions().vertexFacing);
}

const sameFacing = (a: { kind?: string; index?: number } | undefined, b: Facing) => a?.kind === b.kind && a.index === b.index;

/** After this user turned a token: the fighter's stored facing follows. */
async function facingFollowsRotation(token: BoardToken): Promise<void> {
  const actor = token.actor;
  if (!actor || !isFlurryActor(actor) || !actor.isOwner || !isHexGrid(gridTypeOf(token))) return;
  const facing = facingFromRotation(Number(token.rotation ?? 0), gridTypeOf(token), currentFlurryOptions().vertexFacing);
  if (sameFacing((actor.system as unknown as { facing?: Facing }).facing, facing)) return;
  await actor.update({ "system.facing": { kind: facing.kind, index: facing.index } } as Actor.UpdateData);
}

/** After this user changed a fighter's facing on his sheet: his tokens on hex scenes turn to show it. */
async function rotationFollowsFacing(actor: Actor.Implementation): Promise<void> {
  const facing = (actor.system as unknown as { facing?: Facing }).facing;
  if (!facing) return;
  for (const placed of actor.getActiveTokens(false, true) as unknown as BoardToken[]) {
    if (!placed.isOwner || !isHexGrid(gridTypeOf(placed))) continue;
    const rotation = rotationOfFacing(facing, gridTypeOf(placed));
    if (Number(placed.rotation ?? 0) !== rotation) await placed.update({ rotation });
  }
}

/**
 * A move about to be made. In a running fight it goes to the GM (fight-moves.ts), who pays for it
 * from the fighter's budget, and this update is cancelled. Otherwise it is walked here: the walk's
 * record rides with the update, and a walk cut short by danger cancels this update and moves the
 * token to the hex where it stopped instead.
 */
function walkMove(token: BoardToken, changes: { x?: number; y?: number; flags?: Record<string, unknown> }, options: FlurryMoveOptions): boolean | void {
  if ((changes.x === undefined && changes.y === undefined) || options.fray?.walked) return;
  if (!isFlurryActor(token.actor) || !canvas?.grid || !isHexGrid(gridTypeOf(token))) return;
  const to = { x: Number(changes.x ?? token.x), y: Number(changes.y ?? token.y) };
  if (fightOf(token)) {
    askToMove(token, to);
    return false;
  }
  const walked = walkTo(token, to, othersOnBoard(token));
  if (!walked) return;
  const { walk, record } = walked;
  const name = token.name ?? "";
  if (walk.stoppedByDanger) ui.notifications?.warn(format("FRAY.Flurry.Scene.StoppedByDanger", { name, by: tokenNames(token, walk.stoppedBy) }));
  if (!walk.stoppedByDanger || sameHex(walk.end, hexAt(tokenCentre(token, to)))) {
    foundry.utils.setProperty(changes, "flags.fray.flurryMove", record);
    return;
  }
  const stop = tokenPositionIn(walk.end);
  void token.update({ x: stop.x, y: stop.y, flags: { fray: { flurryMove: record } } } as TokenDocument.UpdateData, WALKED_UPDATE as TokenDocument.Database.UpdateOperation);
  return false;
}

/** A turn in place during a fight goes to the GM too: a pivot costs a movement point (WC-FACE-2). */
function pivotMove(token: BoardToken, changes: { rotation?: number; x?: number; y?: number }, options: FlurryMoveOptions): boolean | void {
  if (changes.rotation === undefined || changes.x !== undefined || changes.y !== undefined || options.fray?.walked) return;
  if (!isFlurryActor(token.actor) || !isHexGrid(gridTypeOf(token)) || Number(changes.rotation) === Number(token.rotation ?? 0)) return;
  if (!fightOf(token)) return;
  askToMove(token, { rotation: Number(changes.rotation) });
  return false;
}

export function registerTokenHooks(): void {
  Hooks.on("preUpdateToken", (token: BoardToken, changes: { rotation?: number; x?: number; y?: number }, options: FlurryMoveOptions) => {
    snapRotationChange(token, changes);
    return walkMove(token, changes, options) ?? pivotMove(token, changes, options);
  });
  Hooks.on("updateToken", (token: BoardToken, changed: { rotation?: number }, _options: unknown, userId: string) => {
    if (changed.rotation !== undefined && userId === game.user?.id) void facingFollowsRotation(token);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changed: { system?: { facing?: unknown } }, _options: unknown, userId: string) => {
    if (changed.system?.facing !== undefined && userId === game.user?.id && isFlurryActor(actor)) void rotationFollowsFacing(actor);
  });
}
