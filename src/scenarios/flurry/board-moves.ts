import type { DocumentRef, Scenario, Table } from "../table.js";
import { trackerSnapshot } from "../tracker.js";
import { declare, flurryCard, press, soldierAttacks } from "./cards.js";
import { FLURRY_FIELD } from "./fixtures.js";
import { cellOf, dragTo, player, seated, tokenOf, turnTo } from "./scene-helpers.js";
import { endTurns, engageBear, idOf, queueFlurryOpening, skirmish, type Skirmish } from "./tracker.js";

/**
 * A flurry's end played on the board (WC-FLY-6, WC-FLY-11) and the tracker's step back putting
 * tokens back: the soldier (row 4, column 3, facing east) against the cave bear (row 4, column 4,
 * facing west) on the hex field; the spearman waits far off in row 8.
 */

const EVERYONE = ["gm", "playerA"] as const;

/** The two face each other on the board, engaged; the flurry opens, the soldier takes it and both declare. */
async function duelOnBoard(table: Table, soldierTactic: string, bearTactic: string): Promise<{ people: Skirmish; card: DocumentRef }> {
  await table.createScene(FLURRY_FIELD);
  const people = await skirmish(table, {
    arrange: async (p) => {
      await dragTo(table, "gm", p.soldier, { i: 4, j: 3 });
      await dragTo(table, "gm", p.bear, { i: 4, j: 4 });
      await dragTo(table, "gm", p.spearman, { i: 8, j: 9 });
      await turnTo(table, "gm", p.soldier, 270);
      await turnTo(table, "gm", p.bear, 90);
    },
  });
  await engageBear(table, people);
  queueFlurryOpening(table);
  await endTurns(table, people, ["soldier", "spearman", "bear"]);
  const card = flurryCard(table);
  await press(table, people, "soldier", card, "take");
  await declare(table, people, "soldier", card, "strike", soldierTactic);
  await declare(table, people, "bear", card, "strike", bearTactic);
  return { people, card };
}

/**
 * The soldier's 5+5+5 + 6 = 21 hits the bear in the chest; 1d8 impact 4 + 4 stuns it and it loses
 * its actions (1d6 → 3 rounds). The soldier, two actions left, lets it go: the flurry is over, the
 * soldier with the only success decides the net movement.
 */
async function soldierWinsAndLetsGo(table: Table, people: Skirmish, card: DocumentRef): Promise<void> {
  await soldierAttacks(table, people, card, [5, 5, 5]);
  table.queueDice(8, [4, 4]);
  table.queueDice(6, [3]);
  await table.seat("gm").press(card, "hitChest", null);
  await press(table, people, "soldier", card, "letGo");
  await table.settle();
}

async function cellsOf(table: Table, seat: (typeof EVERYONE)[number], people: Skirmish) {
  return { soldier: await cellOf(table, seat, people.soldier), bear: await cellOf(table, seat, people.bear) };
}

const netMoveNote = (table: Table) =>
  table
    .seat("playerA")
    .messages()
    .map((m) => String(m.content ?? ""))
    .find((content) => content.includes(table.localize("FRAY.Flurry.Scene.NetMoveTitle", {}))) ?? "";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the soldier declares Press, the bear Hold; the soldier wins the flurry's only success: the bear is driven one hex east and the soldier follows it one hex, both still facing each other, on every client, and the chat says so (WC-FLY-6)",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await duelOnBoard(table, "press", "hold");
      await soldierWinsAndLetsGo(table, people, card);
      for (const seat of EVERYONE) {
        assert.deepEqual(await cellsOf(table, seat, people), { soldier: { i: 4, j: 4 }, bear: { i: 4, j: 5 } }, `${seat} sees both moved one hex east`);
        assert.equal(tokenOf(table, seat, people.soldier).rotation, 270, `${seat}: the soldier still faces east`);
        assert.equal(tokenOf(table, seat, people.bear).rotation, 90, `${seat}: the bear still faces west`);
      }
      const note = netMoveNote(table);
      assert.include(note, table.localize("FRAY.Flurry.Scene.NetMove", { name: "Veteran Soldier", hexes: 1 }));
      assert.include(note, table.localize("FRAY.Flurry.Scene.NetMove", { name: "Cave Bear", hexes: 1 }));
      assert.equal((await trackerSnapshot(table.seat("playerA"))).phase, "adjustment", "the net movement falls between the flurry and the adjustment phase");
      assert.deepEqual(table.errors(), []);
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier declares Circle and wins: he steps one hex clockwise around the bear, to its north-west (row 3, column 3), and the two turn to face each other (WC-FLY-6)",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await duelOnBoard(table, "circle", "press");
      await soldierWinsAndLetsGo(table, people, card);
      for (const seat of EVERYONE) {
        assert.deepEqual(await cellsOf(table, seat, people), { soldier: { i: 3, j: 3 }, bear: { i: 4, j: 4 } }, `${seat} sees the soldier circle`);
        // Facing south-east is rotation 330 (−90 − (−60)), north-west 150 (−90 − 120).
        assert.equal(tokenOf(table, seat, people.soldier).rotation, 330, `${seat}: the soldier faces the bear, south-east`);
        assert.equal(tokenOf(table, seat, people.bear).rotation, 150, `${seat}: the bear turns north-west to face him`);
      }
    },
  },
  {
    ruleset: "flurry",
    name: "after the soldier's winning Press moved both tokens, the GM steps back on the tracker: both tokens stand where they stood, the flurry waits on the soldier's choice again, and letting the bear go from the tracker moves them again (WC-FLY-6, WC-FVTT-4)",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await duelOnBoard(table, "press", "hold");
      await soldierWinsAndLetsGo(table, people, card);
      await table.seat("gm").tracker("previousTurn");
      await table.settle();
      for (const seat of EVERYONE) assert.deepEqual(await cellsOf(table, seat, people), { soldier: { i: 4, j: 3 }, bear: { i: 4, j: 4 } }, `${seat} sees both back`);
      assert.equal((await trackerSnapshot(table.seat("playerA"))).phase, "flurry", "the flurry is open again");
      // The closed card stays closed; the tracker's End for the soldier lets the actionless bear go.
      await endTurns(table, people, ["soldier"]);
      await table.settle();
      assert.deepEqual(await cellsOf(table, "playerA", people), { soldier: { i: 4, j: 4 }, bear: { i: 4, j: 5 } }, "played again, moved again");
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier breaks off and the bear presses him back two hexes: his token backs two hexes west, still facing the bear, which holds its ground (WC-FLY-11)",
    seats: ["playerA"],
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const people = await skirmish(table, {
        arrange: async (p) => {
          await dragTo(table, "gm", p.soldier, { i: 4, j: 3 });
          await dragTo(table, "gm", p.bear, { i: 4, j: 4 });
          await dragTo(table, "gm", p.spearman, { i: 8, j: 9 });
          await turnTo(table, "gm", p.soldier, 270);
          await turnTo(table, "gm", p.bear, 90);
        },
      });
      await engageBear(table, people);
      queueFlurryOpening(table);
      await endTurns(table, people, ["soldier", "spearman", "bear"]);
      const card = flurryCard(table);
      await press(table, people, "soldier", card, "breakOff");
      table.seat("gm").answerDialog({ steps: 2 });
      await table.seat("gm").press(card, "press", people.bear.uuid);
      await table.settle();
      for (const seat of EVERYONE) {
        assert.deepEqual(await cellsOf(table, seat, people), { soldier: { i: 4, j: 1 }, bear: { i: 4, j: 4 } }, `${seat} sees the soldier pressed back`);
        assert.equal(tokenOf(table, seat, people.soldier).rotation, 270, `${seat}: he backs away facing the bear`);
      }
      assert.include(netMoveNote(table), table.localize("FRAY.Flurry.Scene.NetMove", { name: "Veteran Soldier", hexes: 2 }));
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier's player walks him 3 hexes east for 3 of his 4 movement points; the GM steps back on the tracker: the token is back in its hex on every client and the 4 points are his again (WC-MOV-2, WC-FVTT-4)",
    async run(table, assert) {
      // In a live world the GM walks the soldier for his player.
      const mover = player(table);
      await table.createScene(FLURRY_FIELD);
      const people = await skirmish(table, {
        arrange: async (p) => {
          await dragTo(table, "gm", p.soldier, { i: 2, j: 0 });
          await dragTo(table, "gm", p.spearman, { i: 4, j: 0 });
          await dragTo(table, "gm", p.bear, { i: 0, j: 8 });
          await turnTo(table, "gm", p.soldier, 270);
        },
      });
      const soldierId = idOf(table, people.soldier);
      await dragTo(table, mover, people.soldier, { i: 2, j: 3 });
      assert.equal((await trackerSnapshot(table.seat("gm"))).actionsLeft[soldierId], 1);
      await table.seat("gm").tracker("previousTurn");
      await table.settle();
      for (const seat of seated(table, EVERYONE)) assert.deepEqual(await cellOf(table, seat, people.soldier), { i: 2, j: 0 }, `${seat} sees him back where he started`);
      assert.equal((await trackerSnapshot(table.seat(mover))).actionsLeft[soldierId], 4, "his movement points given back");
      await dragTo(table, mover, people.soldier, { i: 2, j: 2 });
      assert.deepEqual(await cellOf(table, "gm", people.soldier), { i: 2, j: 2 }, "he walks again from where he stood");
      assert.equal((await trackerSnapshot(table.seat("gm"))).actionsLeft[soldierId], 2);
      assert.deepEqual(table.errors(), []);
    },
  },
];
