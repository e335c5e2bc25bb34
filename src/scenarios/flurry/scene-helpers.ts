import type { DocumentRef, Seat, Table } from "../table.js";
import { tokenCentre, type BoardToken } from "../../rulesets/flurry/scene/tokens.js";

/**
 * Hands for the flurry board: a seat's copy of an actor's token, the grid cell (row i, column j)
 * it stands in, and dragging or turning it as its owner would on the canvas.
 */

export interface Cell {
  readonly i: number;
  readonly j: number;
}

export function tokenOf(table: Table, seat: Seat, actor: DocumentRef): BoardToken {
  const token = (table.seat(seat).actor(actor).getActiveTokens(false, true) as unknown as BoardToken[])[0];
  if (!token) throw new Error(`${seat} sees no token of ${actor.name}`);
  return token;
}

/** The cell a seat sees the actor's token in. */
export function cellOf(table: Table, seat: Seat, actor: DocumentRef): Promise<Cell> {
  return table.seat(seat).run(() => {
    const offset = canvas!.grid!.getOffset(tokenCentre(tokenOf(table, seat, actor)));
    return { i: offset.i, j: offset.j };
  });
}

/** The seat drags the actor's token so that it stands in a cell. */
export async function dragTo(table: Table, seat: Seat, actor: DocumentRef, cell: Cell): Promise<void> {
  const hand = table.seat(seat);
  await hand.console(async () => {
    const corner = canvas!.grid!.getTopLeftPoint(cell);
    await tokenOf(table, seat, actor).update({ x: corner.x, y: corner.y });
  });
}

/** The seat turns the actor's token to a rotation (degrees clockwise, 0 looking down the screen). */
export async function turnTo(table: Table, seat: Seat, actor: DocumentRef, rotation: number): Promise<void> {
  await table.seat(seat).console(async () => {
    await tokenOf(table, seat, actor).update({ rotation });
  });
}

/** The seats among these that sit at this table (a live world seats the GM alone). */
export function seated(table: Table, seats: readonly Seat[]): Seat[] {
  return seats.filter((seat) => table.has(seat));
}

/** The soldier's player where one sits at the table; in a live world the GM moves for him. */
export function player(table: Table): Seat {
  return table.has("playerA") ? "playerA" : "gm";
}
