import { readEncounterRecord } from "../../foundry/combat/encounter-record.js";
import type { DocumentRef, Scenario, ScenarioAssert, Seat, Table } from "../table.js";
import { addCombatants, assertSameEverywhere, combatantOf, pressTracker, spendActions, trackerSnapshot } from "../tracker.js";
import { aldric, mercenary, oneAgainstOne } from "./fixtures.js";
import { exchangeOfMessage } from "../hands.js";

/**
 * Side initiative and alternating activations run from the combat tracker (FC-INIT-*, FC-TURN-*,
 * FC-ACT-1): whole rounds, combatants joining mid-fight, core's turn and round buttons pressed on
 * any client, and the initiative card.
 */

const brenna = () => ({ ...aldric(["playerB"]), name: "Brenna" });

interface Fight {
  readonly people: readonly DocumentRef[];
  /** Which seat moves each combatant (players their characters, the GM the rest). */
  readonly mover: ReadonlyMap<string, Seat>;
}

/** Aldric (player A), Brenna (player B) and two mercenaries; the second pair joins once the fight is on. */
async function fourInAFight(table: Table): Promise<Fight> {
  const hero = await table.createActor(aldric());
  const heroine = await table.createActor(brenna());
  const first = await table.createActor(mercenary("Mercenary A"));
  const second = await table.createActor(mercenary("Mercenary B"));
  table.queueDice(6, [5, 2]);
  await table.startCombat([hero, first]);
  await addCombatants(table, [heroine, second]);
  const gm = table.seat("gm");
  const mover = new Map<string, Seat>([
    [combatantOf(gm, hero), "playerA"],
    [combatantOf(gm, heroine), "playerB"],
    [combatantOf(gm, first), "gm"],
    [combatantOf(gm, second), "gm"],
  ]);
  return { people: [hero, heroine, first, second], mover };
}

/**
 * Plays one round: whoever may act takes a Full Action, through their own seat, until all have;
 * the last Full Action begins the next round by itself.
 */
async function playRound(table: Table, fight: Fight, assert: ScenarioAssert): Promise<void> {
  const gm = table.seat("gm");
  const round = (await trackerSnapshot(gm)).round;
  let acted = 0;
  for (let step = 0; step < 8 && (await trackerSnapshot(gm)).round === round; step++) {
    const next = (await trackerSnapshot(gm)).canActNow[0];
    assert.ok(next, "someone may act while the round is not over");
    const seat = fight.mover.get(next ?? "") ?? "gm";
    const actor = fight.people.find((person) => combatantOf(gm, person) === next)!;
    await spendActions(table, table.seat(seat), actor, 2, true);
    acted++;
  }
  assert.equal((await trackerSnapshot(gm)).round, round + 1, "the round ended once every unit acted");
  assert.equal(acted, fight.people.length, "every unit acted once");
}

function initiativeCards(table: Table): number {
  return table
    .seat("gm")
    .messages()
    .filter((message) => message.type === "exchange" && exchangeOfMessage(message).kind === "initiative").length;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "two combatants dropped into a running fight at once both join the side order, nobody left under Others",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const fight = await fourInAFight(table);
      const snapshot = await trackerSnapshot(table.seat("gm"));
      const grouped = snapshot.groups.flatMap((group) => group.participantIds);
      for (const id of fight.mover.keys()) assert.ok(grouped.includes(id), "every combatant stands under a side");
      assert.lengthOf(grouped, 4);
    },
  },
  {
    ruleset: "pool",
    name: "three rounds of combat with the tracker: every round starts with both actions for everyone",
    seats: ["playerA", "playerB", "assistant"],
    async run(table, assert) {
      const fight = await fourInAFight(table);
      const gm = table.seat("gm");
      for (let round = 1; round <= 3; round++) {
        const start = await trackerSnapshot(gm);
        assert.equal(start.round, round);
        for (const id of fight.mover.keys()) assert.equal(start.actionsLeft[id], 2, `round ${round} starts with two actions for ${id}`);
        await playRound(table, fight, assert);
      }
      assert.equal(table.seat("playerB").combat()?.round, 4, "nobody pressed next round");
      await assertSameEverywhere(
        table,
        ["assistant", "playerA", "playerB"].map((seat) => table.seat(seat as Seat)),
        assert,
      );
    },
  },
  {
    ruleset: "pool",
    name: "the encounter is stored whole: a new round keeps no budget of the last",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, foe } = await oneAgainstOne(table);
      const gm = table.seat("gm");
      const mover = new Map<string, Seat>([
        [combatantOf(gm, hero), "playerA"],
        [combatantOf(gm, foe), "gm"],
      ]);
      await playRound(table, { people: [hero, foe], mover }, assert);
      const stored = readEncounterRecord(table.seat("playerA").combat()?.flags)?.state as { budgets?: object } | undefined;
      assert.deepEqual(stored?.budgets, {}, "round 2's budgets are empty on every client");
    },
  },
  {
    ruleset: "pool",
    name: "a player ends their own turn from the tracker and the slot passes to the other side",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, foe } = await oneAgainstOne(table);
      const gm = table.seat("gm");
      const heroId = combatantOf(gm, hero);
      const foeId = combatantOf(gm, foe);
      // Whoever's side won, Aldric comes on turn: the GM ends the mercenary's turn first if need be.
      if (!(await trackerSnapshot(gm)).canActNow.includes(heroId)) await pressTracker(table, gm, "nextTurn");
      assert.equal(table.seat("playerA").combat()?.combatant?.id, heroId, "the tracker points at Aldric");
      const before = await trackerSnapshot(gm);
      assert.ok(before.canActNow.includes(heroId), "Aldric may act");
      await pressTracker(table, table.seat("playerA"), "nextTurn");
      const after = await trackerSnapshot(table.seat("playerA"));
      assert.notOk(after.canActNow.includes(heroId), "Aldric's activation is over");
      assert.equal(after.round, before.round, "still the same round");
      if (!after.roundOver) assert.ok(after.canActNow.includes(foeId), "the mercenary's side has the slot");
    },
  },
  {
    ruleset: "pool",
    name: "the GM's previous turn gives back the activation that just ended",
    async run(table, assert) {
      await oneAgainstOne(table, []);
      const gm = table.seat("gm");
      const before = await trackerSnapshot(gm);
      await pressTracker(table, gm, "nextTurn");
      assert.notEqual(JSON.stringify(await trackerSnapshot(gm)), JSON.stringify(before), "the turn moved on");
      await pressTracker(table, gm, "previousTurn");
      assert.deepEqual(await trackerSnapshot(gm), before, "back where it was");
    },
  },
  {
    ruleset: "pool",
    name: "next round pressed by the GM and the assistant at once advances one round",
    seats: ["assistant"],
    async run(table, assert) {
      await oneAgainstOne(table, []);
      const gm = table.seat("gm");
      const assistant = table.seat("assistant");
      await Promise.all([gm.run(() => gm.combat()?.nextRound()), assistant.run(() => assistant.combat()?.nextRound())]);
      await table.settle();
      assert.equal(gm.combat()?.round, 2, "core's round");
      assert.equal((await trackerSnapshot(assistant)).round, 2, "the model's round");
    },
  },
  {
    ruleset: "pool",
    name: "the side initiative card is posted once per fight, not again when the GM steps back to round 1",
    async run(table, assert) {
      await oneAgainstOne(table, []);
      assert.equal(initiativeCards(table), 1, "the card for the fight's start");
      const gm = table.seat("gm");
      await pressTracker(table, gm, "nextRound");
      await pressTracker(table, gm, "previousRound");
      assert.equal(gm.combat()?.round, 1);
      assert.equal((await trackerSnapshot(gm)).round, 1);
      assert.equal(initiativeCards(table), 1, "no second card");
    },
  },
];
