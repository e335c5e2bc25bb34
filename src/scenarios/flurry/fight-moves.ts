import { assertRefused } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { trackerSnapshot } from "../tracker.js";
import { FLURRY_FIELD } from "./fixtures.js";
import { cellOf, dragTo, tokenOf, turnTo, type Cell } from "./scene-helpers.js";
import { endTurns, idOf, skirmish, type Skirmish } from "./tracker.js";

/**
 * Moves in a running fight on the hex board (WC-MOV-2, WC-MOV-7, WC-ENG-1/2, WC-FVTT-4): the GM
 * walks each dragged token, pays the walk from the fighter's movement budget or refuses it whole,
 * and engages fighters where their zones meet; the tracker's engagements and the Engaged status
 * are one.
 */

const EVERYONE = ["gm", "playerA", "playerB"] as const;

/** Facing east is rotation 270, west 90 (rotation 0 looks down the screen). */
async function place(table: Table, people: Skirmish, cells: Readonly<Record<keyof Skirmish, Cell>>): Promise<void> {
  for (const who of ["soldier", "spearman", "bear"] as const) await dragTo(table, "gm", people[who], cells[who]);
  await turnTo(table, "gm", people.soldier, 270);
  await turnTo(table, "gm", people.bear, 90);
}

const engagedOn = (table: Table, seat: (typeof EVERYONE)[number], actor: DocumentRef) => table.seat(seat).actor(actor).statuses.has("engaged");

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "in his movement slot the soldier's player drags him 3 hexes east on open ground: 3 of his 4 movement points are paid; a 2-hex drag then is refused, the token stays and he is told why; the spearman's player dragging out of turn is refused too (WC-MOV-2, WC-FVTT-4)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const people = await skirmish(table, { arrange: (p) => place(table, p, { soldier: { i: 2, j: 0 }, spearman: { i: 4, j: 0 }, bear: { i: 0, j: 8 } }) });
      const soldierId = idOf(table, people.soldier);
      await dragTo(table, "playerA", people.soldier, { i: 2, j: 3 });
      for (const seat of EVERYONE) assert.deepEqual(await cellOf(table, seat, people.soldier), { i: 2, j: 3 }, `${seat} sees him moved`);
      assert.equal((await trackerSnapshot(table.seat("playerB"))).actionsLeft[soldierId], 1, "movement rate 7: 4 points, 3 paid");
      assert.include(table.seat("playerA").notices().map((n) => n.message), table.localize("FRAY.Flurry.Scene.MoveInFight", { name: "Veteran Soldier", hexes: 3, cost: 3, left: 1 }));
      table.seat("playerA").clearNotices();
      await dragTo(table, "playerA", people.soldier, { i: 2, j: 5 });
      assertRefused(table.seat("playerA"), assert);
      assert.include(table.seat("playerA").notices().map((n) => n.message), table.localize("FRAY.Flurry.Error.NotEnoughMovement", { id: "Veteran Soldier", cost: 2, left: 1 }));
      for (const seat of EVERYONE) assert.deepEqual(await cellOf(table, seat, people.soldier), { i: 2, j: 3 }, `${seat} sees the token where it was`);
      assert.equal((await trackerSnapshot(table.seat("gm"))).actionsLeft[soldierId], 1, "nothing paid for the refused walk");
      await dragTo(table, "playerB", people.spearman, { i: 4, j: 1 });
      assertRefused(table.seat("playerB"), assert);
      assert.deepEqual(await cellOf(table, "gm", people.spearman), { i: 4, j: 0 });
      assert.deepEqual(table.errors(), []);
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier walks up to the cave bear facing him: ending in its zone of threat engages the two on the tracker and marks both Engaged on every client; after the movement phase they fight Flurry 1, and ending the fight clears the marks (WC-ENG-1, WC-ZONE-1)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const people = await skirmish(table, { arrange: (p) => place(table, p, { soldier: { i: 2, j: 0 }, spearman: { i: 4, j: 0 }, bear: { i: 2, j: 4 } }) });
      for (const seat of EVERYONE) assert.isFalse(engagedOn(table, seat, people.bear), `${seat}: nobody engaged yet`);
      await dragTo(table, "playerA", people.soldier, { i: 2, j: 3 });
      for (const seat of EVERYONE) {
        assert.isTrue(engagedOn(table, seat, people.soldier), `${seat} sees the soldier Engaged`);
        assert.isTrue(engagedOn(table, seat, people.bear), `${seat} sees the bear Engaged`);
        assert.isFalse(engagedOn(table, seat, people.spearman), `${seat}: the spearman stands apart`);
      }
      await endTurns(table, people, ["soldier", "spearman", "bear"]);
      const flurry = await trackerSnapshot(table.seat("playerB"));
      assert.equal(flurry.phase, "flurry");
      assert.deepEqual(flurry.groups[0]?.participantIds, [idOf(table, people.soldier), idOf(table, people.bear)]);
      const gm = table.seat("gm");
      await gm.console(async () => {
        await gm.combat()?.delete();
      });
      await table.settle();
      for (const seat of EVERYONE) assert.isFalse(engagedOn(table, seat, people.soldier) || engagedOn(table, seat, people.bear), `${seat}: the fight is over, nobody is Engaged`);
    },
  },
  {
    ruleset: "flurry",
    name: "in his slot the soldier's player turns him in place from the bear's back to face it: the pivot costs 1 of his 4 movement points, engages the two (the bear now in his zone of threat) and every client sees him turned; the spearman's player turning out of turn is refused (WC-FACE-2, WC-ENG-1)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const people = await skirmish(table, {
        arrange: async (p) => {
          for (const [who, cell] of [["soldier", { i: 2, j: 3 }], ["spearman", { i: 4, j: 0 }], ["bear", { i: 2, j: 4 }]] as const) await dragTo(table, "gm", p[who], cell);
          await turnTo(table, "gm", p.soldier, 90);
          await turnTo(table, "gm", p.bear, 270);
        },
      });
      await turnTo(table, "playerA", people.soldier, 270);
      const after = await trackerSnapshot(table.seat("playerB"));
      assert.equal(after.actionsLeft[idOf(table, people.soldier)], 3, "4 points less 1 for the pivot");
      for (const seat of EVERYONE) {
        assert.equal(tokenOf(table, seat, people.soldier).rotation, 270, `${seat} sees him facing east`);
        assert.isTrue(engagedOn(table, seat, people.soldier) && engagedOn(table, seat, people.bear), `${seat} sees the two Engaged`);
      }
      assert.include(table.seat("playerA").notices().map((n) => n.message), table.localize("FRAY.Flurry.Scene.PivotInFight", { name: "Veteran Soldier", cost: 1, left: 3 }));
      await turnTo(table, "playerB", people.spearman, 90);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(tokenOf(table, "gm", people.spearman).rotation, 0, "the spearman's token is not turned");
    },
  },
];
