import type { DocumentRef, Scenario, Table } from "../table.js";
import { caveBear, FLURRY_BOARD, soldier, spearman } from "./fixtures.js";
import { declare, flurryCard, linesOf, press, soldierAttacks, viewOf } from "./cards.js";
import { dragTo, turnTo, type Cell } from "./scene-helpers.js";
import { endTurns, engageBear, queueFlurryOpening, type Skirmish } from "./tracker.js";

/**
 * The Defense on the flurry card read from the board (WC-FACE-4): the cave bear faces west
 * (rotation 90°) in row 4, column 4 of the hex field, and the soldier strikes from the hex he
 * stands in — behind it (east), on its flank (north-east) or in front (west).
 */

/** The skirmish of the tracker scenarios, its tokens placed before the fight; the flurry then opens and both declare Strike. */
async function boardFlurry(table: Table, soldierAt: Cell): Promise<{ people: Skirmish; card: DocumentRef }> {
  const people = {
    soldier: await table.createActor(soldier()),
    spearman: await table.createActor(spearman()),
    bear: await table.createActor(caveBear()),
  };
  await dragTo(table, "gm", people.bear, { i: 4, j: 4 });
  await turnTo(table, "gm", people.bear, 90);
  await dragTo(table, "gm", people.soldier, soldierAt);
  await dragTo(table, "gm", people.spearman, { i: 8, j: 9 });
  table.queueDice(6, [4, 4, 4, 3, 3, 3, 2, 2, 2]);
  table.queueDice(6, [5, 5, 5, 1, 1, 1, 2, 2, 2, 1, 1, 1, 3, 3, 3, 1, 1, 1]);
  await table.startCombat([people.soldier, people.spearman, people.bear]);
  await engageBear(table, people);
  queueFlurryOpening(table);
  await endTurns(table, people, ["soldier", "spearman", "bear"]);
  const card = flurryCard(table);
  await press(table, people, "soldier", card, "take");
  await declare(table, people, "soldier", card);
  await declare(table, people, "bear", card);
  return { people, card };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the soldier strikes the bear from behind (east of it while it faces west): no defence, Defense 3 with the reason on the card, and his 3d6 + 6 cannot miss; the bear turning to face him shows 13 (front) on the card at once",
    world: FLURRY_BOARD,
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await boardFlurry(table, { i: 4, j: 5 });
      const [odds] = viewOf(table, "playerA", card).odds;
      assert.deepEqual([odds?.defense, odds?.reason, odds?.hit], [3, "FRAY.Flurry.Card.DefenceReason.rear", "100.0%"]);
      await turnTo(table, "gm", people.bear, 270);
      const turned = viewOf(table, "playerA", card).odds[0];
      assert.deepEqual([turned?.defense, turned?.reason], [13, "FRAY.Flurry.Card.DefenceReason.front"], "the bear turns to face him: the card follows at once");
      await turnTo(table, "gm", people.bear, 90);
      await soldierAttacks(table, people, card, [1, 1, 1]);
      assert.deepInclude(linesOf(table, card)[0], { key: "FRAY.Flurry.Card.Attacked", data: { attacker: "Veteran Soldier", defender: "Cave Bear", weapon: "Arming Sword", total: 9, defense: 3 }, names: { reason: "FRAY.Flurry.Card.DefenceReason.rear" } });
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier strikes from the bear's flank (north-east of it): it gives up its front to answer, Defense 5 + ⌊4/2⌋ = 7, which his 3d6 + 6 (at least 9) always beats",
    world: FLURRY_BOARD,
    seats: ["playerA"],
    async run(table, assert) {
      const { card } = await boardFlurry(table, { i: 3, j: 4 });
      const [odds] = viewOf(table, "playerA", card).odds;
      assert.deepEqual([odds?.defense, odds?.reason, odds?.hit], [7, "FRAY.Flurry.Card.DefenceReason.flank", "100.0%"]);
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier stands in front of the bear (west of it): Defense 10 + 4 − 1 = 13, the front, as on its sheet",
    world: FLURRY_BOARD,
    seats: ["playerA"],
    async run(table, assert) {
      const { card } = await boardFlurry(table, { i: 4, j: 3 });
      const [odds] = viewOf(table, "playerA", card).odds;
      assert.deepEqual([odds?.defense, odds?.reason, odds?.hit], [13, "FRAY.Flurry.Card.DefenceReason.front", "83.8%"]);
    },
  },
];
