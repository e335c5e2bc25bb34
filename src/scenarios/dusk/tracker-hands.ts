import { renderTemplate } from "../../foundry/dialog/live-dialog.js";
import type { TrackerBadge } from "../../foundry/ruleset.js";
import { SHARED_TEMPLATES } from "../../foundry/templates.js";
import type { DocumentRef, Seat, SeatHand, Table } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { skirmish } from "./fixtures.js";

/**
 * How the dusk scenarios use the combat tracker's own controls: a seat presses a combatant's
 * control (a move kind, an action, a reaction, Delay) or the GM's control over the fight, and
 * reads what its tracker shows — the marks of each row, the controls it is offered, the header's
 * figures — from the tracker application's own context, as that seat's client prepares it.
 */

/** Wren rolls Dawn 6 + Dusk 5 = 11, +3 for trained Initiative: 14. Ghouls stand on 6, the knight on 12. */
export async function duskFight(table: Table) {
  const people = await skirmish(table);
  table.queueDice(12, [6, 5]);
  await table.startCombat([people.wren, people.ghoulA, people.ghoulB, people.knight]);
  return people;
}

/** The seat that runs an actor in these fights: playerA for Wren, the GM for the NPCs. */
export const seatOf = (wren: DocumentRef, actor: DocumentRef): Seat => (actor.id === wren.id ? "playerA" : "gm");

/** A seat presses one of a combatant's tracker controls ("move.charge", "action.standard", "delay", "reaction.takeCover"). */
export async function pressControl(table: Table, seat: Seat, actor: DocumentRef, control: string): Promise<void> {
  await table.seat(seat).tracker("frayControl", { combatantId: combatantOf(table.seat("gm"), actor), control });
}

/** A seat presses a control of the whole fight (the GM's "new initiative next round"). */
export async function pressFightControl(table: Table, seat: Seat, control: string): Promise<void> {
  await table.seat(seat).tracker("frayControl", { control });
}

/** A seat presses a combatant's End control (pass the move, or end the action turn). */
export async function pressEnd(table: Table, seat: Seat, actor: DocumentRef): Promise<void> {
  await table.seat(seat).tracker("frayEndTurn", { combatantId: combatantOf(table.seat("gm"), actor) });
}

/** Which of move, standard, bonus and reaction an actor has used, as a seat's tracker marks them. */
export async function marksOf(table: Table, seat: Seat, actor: DocumentRef): Promise<Record<string, boolean>> {
  const snapshot = await trackerSnapshot(table.seat(seat));
  return Object.fromEntries((snapshot.markers?.[combatantOf(table.seat("gm"), actor)] ?? []).map((marker) => [marker.key, marker.used]));
}

/** The id of the combatant acting now in the action phase (the first the model lets act). */
export async function actingNow(table: Table, seat: Seat = "gm"): Promise<string | undefined> {
  return (await trackerSnapshot(table.seat(seat))).canActNow[0];
}

interface TrackerRowShown {
  readonly id: string;
  readonly name: string;
  readonly markers: ReadonlyArray<{ key: string; used: boolean; label: string; tooltip: string }>;
  readonly controls: ReadonlyArray<{ key: string; label: string; tooltip: string }>;
}

export interface TrackerShown {
  readonly badges: readonly TrackerBadge[];
  readonly encounterControls: ReadonlyArray<{ key: string; label: string; on: boolean }>;
  readonly groups: ReadonlyArray<{ key: string; heading: string; rows: readonly TrackerRowShown[] }>;
  /** The tracker's turn list rendered with its real template. */
  readonly html: string;
}

interface TrackerApp {
  _prepareContext(options: object): Promise<{ fray?: Omit<TrackerShown, "html"> | null }>;
}

/** What this seat's combat tracker shows: the context its client prepares, and the list rendered from it. */
export function trackerShown(hand: SeatHand): Promise<TrackerShown> {
  return hand.run(async () => {
    const open = (ui as unknown as { combat?: TrackerApp }).combat;
    const TrackerClass = (CONFIG.ui as unknown as { combat: new (options: object) => TrackerApp }).combat;
    const tracker = open ?? new TrackerClass({});
    const context = await tracker._prepareContext({});
    if (!context.fray) throw new Error(`${hand.seat}'s tracker shows no encounter`);
    const html = await renderTemplate(SHARED_TEMPLATES.trackerGroups, context);
    return { ...context.fray, html };
  });
}

/** The row of an actor in a seat's tracker view. */
export function rowOf(shown: TrackerShown, name: string): TrackerRowShown | undefined {
  return shown.groups.flatMap((group) => group.rows).find((row) => row.name === name);
}
