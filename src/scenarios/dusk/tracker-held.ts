import type { Scenario, Table } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { attack } from "./fixtures.js";
import { duskFight, marksOf, pressControl, pressEnd, seatOf } from "./tracker-hands.js";

/**
 * A held turn at the end of the round (DB-ACT-5: a delayed action is taken "at any other point in
 * the round", and is lost once the round is over). The round that ends by itself waits for the
 * held turn — the end of the round is still a point in it — and ends once it is taken or passed;
 * the GM's Next Round ends the round at once, and the held turn with it.
 */

/** Everyone moves, Wren delays her action turn, and the knight and both ghouls end theirs. */
async function wrenHoldsToTheEnd(table: Table) {
  const people = await duskFight(table);
  const { wren, ghoulA, ghoulB, knight } = people;
  for (const actor of [ghoulA, ghoulB, knight, wren]) await pressEnd(table, seatOf(wren, actor), actor);
  await pressControl(table, "playerA", wren, "delay");
  for (const actor of [knight, ghoulA, ghoulB]) await pressEnd(table, "gm", actor);
  return people;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren holds her turn while the knight and both ghouls end theirs: round 1 waits on her alone; she attacks the ghoul with her held turn, ends it, and round 2 begins by itself",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA } = await wrenHoldsToTheEnd(table);
      const waiting = await trackerSnapshot(table.seat("playerA"));
      assert.equal(waiting.round, 1, "the round does not end over a held turn");
      assert.deepEqual([...waiting.canActNow], [combatantOf(table.seat("gm"), wren)], "Wren alone may act");
      await attack(table, "playerA", wren, "Longsword", ghoulA, 8, 3);
      assert.deepEqual(await marksOf(table, "gm", wren), { move: true, standard: true, bonus: false, reaction: false }, "the held turn's attack was her standard action");
      await pressEnd(table, "playerA", wren);
      assert.equal((await trackerSnapshot(table.seat("playerA"))).round, 2, "with the held turn taken, the round ends by itself");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren holds her turn to the end of round 1 and the GM presses Next Round: the held turn is lost, round 2 begins with her move, and her round-2 actions are whole",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren } = await wrenHoldsToTheEnd(table);
      await table.seat("gm").tracker("nextRound");
      const next = await trackerSnapshot(table.seat("playerA"));
      assert.equal(next.round, 2);
      assert.equal(next.phase, "movement");
      assert.notOk(next.groups.find((g) => g.key === "delayed"), "nobody waits under Delayed");
      assert.deepEqual(await marksOf(table, "playerA", wren), { move: false, standard: false, bonus: false, reaction: false }, "a fresh round: her lost held turn does not carry over");
    },
  },
];
