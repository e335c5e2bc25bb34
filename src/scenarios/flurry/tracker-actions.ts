import { assertRefused } from "../expect.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { assertSameEverywhere, trackerSnapshot } from "../tracker.js";
import { endTurns, idOf, skirmish } from "./tracker.js";

/**
 * Free, Quick and Full actions pressed on the tracker beside a fighter's movement (WC-ACT-1,
 * WC-ACT-4, WC-FVTT-4): each leaves the movement points the rules allow, is marked beside the
 * fighter, and is refused (with a message, nothing changed) out of turn, to a stranger, or when it
 * no longer fits.
 */

async function pressAction(table: Table, seat: Seat, actor: DocumentRef, action: "free" | "quick" | "full"): Promise<void> {
  await table.seat(seat).tracker("frayControl", { combatantId: idOf(table, actor), control: `action.${action}` });
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the soldier's player presses Quick in his movement slot: his 4 movement points become 2, every tracker marks it and offers him only Free; a second Quick, the spearman's player pressing for him, and the spearman pressing out of turn are refused with a message (WC-ACT-1, WC-ACT-4)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const people = await skirmish(table);
      const soldierId = idOf(table, people.soldier);
      const before = await trackerSnapshot(table.seat("playerA"));
      assert.deepEqual(before.controls?.[soldierId]?.map((c) => c.key), ["action.free", "action.quick", "action.full"], "his slot: all three fit");
      assert.equal(before.controls?.[idOf(table, people.spearman)], undefined, "the spearman waits for his slot");
      await pressAction(table, "playerA", people.soldier, "quick");
      const after = await trackerSnapshot(table.seat("gm"));
      assert.equal(after.actionsLeft[soldierId], 2, "movement rate 7: ⌈7/2⌉ = 4 points, halved by the Quick action");
      assert.deepEqual(after.markers?.[soldierId]?.map((m) => [m.key, m.used]), [["quick", true]]);
      assert.deepEqual(after.controls?.[soldierId]?.map((c) => c.key), ["action.free"], "one Quick per phase; a Full action no longer fits");
      await assertSameEverywhere(table, [table.seat("playerA"), table.seat("playerB")], assert);
      await pressAction(table, "playerA", people.soldier, "quick");
      assertRefused(table.seat("playerA"), assert);
      await pressAction(table, "playerB", people.soldier, "free");
      assertRefused(table.seat("playerB"), assert);
      table.seat("playerB").clearNotices();
      await pressAction(table, "playerB", people.spearman, "quick");
      assertRefused(table.seat("playerB"), assert);
      assert.deepEqual(await trackerSnapshot(table.seat("gm")), after, "no refused press changed anything");
    },
  },
  {
    ruleset: "flurry",
    name: "the bear's Full action in its movement slot leaves it no movement points and marks Full; the adjustment phase gives it its other 4 points and clears the marks (WC-ACT-1, WC-MOV-2)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const people = await skirmish(table);
      const bearId = idOf(table, people.bear);
      await endTurns(table, people, ["soldier", "spearman"]);
      await pressAction(table, "gm", people.bear, "full");
      const full = await trackerSnapshot(table.seat("playerA"));
      assert.equal(full.actionsLeft[bearId], 0, "a Full action prohibits movement");
      assert.deepEqual(full.markers?.[bearId]?.map((m) => m.key), ["full"]);
      assert.deepEqual(full.controls?.[bearId]?.map((c) => c.key), ["action.free"], "only Free actions share the phase");
      await endTurns(table, people, ["bear"]);
      const adjustment = await trackerSnapshot(table.seat("gm"));
      assert.equal(adjustment.phase, "adjustment");
      assert.equal(adjustment.actionsLeft[bearId], 4, "movement rate 8: 4 points in each phase");
      assert.deepEqual(adjustment.markers, {});
      assert.deepEqual(adjustment.controls?.[bearId]?.map((c) => c.key), ["action.free", "action.quick", "action.full"], "the bear adjusts first");
    },
  },
];
