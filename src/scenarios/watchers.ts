import type { DocumentRef, ScenarioAssert, Seat, Table } from "./table.js";
import { assertRefused } from "./expect.js";

/**
 * A player who may only watch a character: the GM grants Observer, and every play button of that
 * character's sheet pressed by the watcher is refused with a localized message and changes nothing.
 */

/** The GM lets a seat observe an actor (Observer: sees the sheet, may not change it). */
export async function letObserve(table: Table, actor: DocumentRef, seat: Seat): Promise<void> {
  const userId = table.seat(seat).userId;
  await table.seat("gm").console(async () => {
    const stored = game.actors?.find((candidate) => candidate.id === actor.id);
    await stored?.update({ [`ownership.${userId}`]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } as never);
  });
}

/** Everything the watcher's press could have changed: the actors (with their items) and the chat. */
function worldOf(table: Table, actors: readonly DocumentRef[]): string {
  const gm = table.seat("gm");
  return JSON.stringify({ actors: actors.map((actor) => gm.actor(actor).toObject()), cards: gm.messages().map((message) => message.id) });
}

export interface WatchedPress {
  readonly actor: DocumentRef;
  readonly action: string;
  readonly dataset?: Readonly<Record<string, string>>;
}

/** The watcher presses each button in turn; each is refused and the world stays as it was. */
export async function assertWatcherRefused(table: Table, seat: Seat, presses: readonly WatchedPress[], everyone: readonly DocumentRef[], assert: ScenarioAssert): Promise<void> {
  const watcher = table.seat(seat);
  for (const press of presses) {
    const before = worldOf(table, everyone);
    watcher.clearNotices();
    watcher.answerDialog({});
    await watcher.sheetAction(press.actor, press.action, press.dataset);
    assertRefused(watcher, assert);
    assert.equal(worldOf(table, everyone), before, `the watcher's ${press.action} changed nothing`);
  }
}

