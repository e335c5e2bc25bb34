import { assertRefused, exchangeOn, valueOf } from "../expect.js";
import type { Scenario, Table } from "../table.js";
import { attack, followUpCards, followUpOn, pick, rollAndApply, winUnanswered } from "./attack.js";
import { duellist, hero, ogre } from "./fixtures.js";

/**
 * Maneuver follow-ups on cards of their own (DL-CM-2, DL-FVTT-4 (6)): the clash card hands each
 * follow-up roll to a new GM-authored card naming the clash it follows and the winner's roll to
 * beat; the target's owner (or the GM) rolls from it; it resolves, applies and undoes on its own.
 */

const noLuck = { luck: { value: 0, max: 0 } };
const HP = "system.hp.value";

/** The hero's 35 goes unanswered, she picks Trip and lands 5 (the ogre's hide stops 2): the Trip card is open. */
async function heroTripsOgre(table: Table) {
  const a = await table.createActor(hero(["playerA"], noLuck));
  const o = await table.createActor(ogre({ luck: { value: 0, max: 0 } }));
  const card = await winUnanswered(table, "playerA", a, "Longsword", o, 35, "gm", ["Trip"]);
  await rollAndApply(table, "playerA", card, 8, [5]);
  const [trip] = followUpCards(table, "gm", card);
  if (!trip) throw new Error("no Trip card");
  return { a, o, card, trip };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "clash",
    name: "the duellist's critical wins Trip and Disarm: two follow-up cards open against her 44, the ogre turns the Disarm and goes down to the Trip, rolled in the other order",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const d = await table.createActor(duellist());
      const o = await table.createActor(ogre({ luck: { value: 0, max: 0 } }));
      const card = await winUnanswered(table, "playerB", d, "Rapier", o, 44, "gm", ["Trip", "Disarm"]);
      assert.lengthOf(followUpCards(table, "gm", card), 0, "no follow-up before the damage is applied");
      await rollAndApply(table, "playerB", card, 6, [4]);
      assert.equal(valueOf(table.seat("gm"), o, HP), 18, "4 less the hide's 2");
      const cards = followUpCards(table, "playerA", card);
      assert.lengthOf(cards, 2, "one card per follow-up, seen by every client");
      const [trip, disarm] = cards;
      for (const follow of cards) {
        assert.deepInclude(followUpOn(table, "playerA", follow).against, { face: 44, tier: "critical" }, "each names the roll it follows");
        assert.equal(follow.exchange.pending?.actorUuid, o.uuid, "the ogre's owner rolls");
      }
      assert.equal(followUpOn(table, "gm", trip!).maneuver.name, "Trip");
      // Disarm first: melee 55, and 55 is a double under it, a critical reading higher than 44: resisted.
      table.queueDice(100, [55]);
      await table.seat("gm").press(disarm!, "rollFollowUp");
      // Then Trip: Evade 30, 12 is a plain success, below the duellist's critical: the ogre goes down.
      table.queueDice(100, [12]);
      await table.seat("gm").press(trip!, "rollFollowUp");
      assert.deepInclude(followUpOn(table, "playerB", disarm!), { result: "resisted", roll: { face: 55, value: 55, skill: 55, tier: "critical", flipped: false } } as never);
      assert.equal(followUpOn(table, "playerB", trip!).result, "lands");
      assert.sameMembers([...table.seat("playerA").actor(o).statuses], ["prone"]);
      for (const follow of cards) assert.equal(exchangeOn(table.seat("playerA"), follow).state, "closed");
    },
  },
  {
    ruleset: "clash",
    name: "the GM undoes a landed Trip on its own card: the ogre stands up again, the clash card's damage stays",
    seats: ["playerA"],
    async run(table, assert) {
      const { o, trip } = await heroTripsOgre(table);
      table.queueDice(100, [47]); // Evade 30: 47 fails, and the hero's 35 succeeded
      await table.seat("gm").press(trip, "rollFollowUp");
      assert.include([...table.seat("playerA").actor(o).statuses], "prone");
      await table.seat("gm").undo(trip);
      assert.notInclude([...table.seat("playerA").actor(o).statuses], "prone", "the status comes off on every client");
      assert.equal(valueOf(table.seat("playerA"), o, HP), 17, "the clash card's 5 − 2 stands");
    },
  },
  {
    ruleset: "clash",
    name: "a second player presses the hero's follow-up roll and is refused; the GM rolls it for the absent hero instead",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 73);
      await table.seat("gm").press(card, "keepRoll");
      table.queueDice(100, [35]); // the club at 55: a success against her failure, one maneuver
      await table.seat("gm").press(card, "react1");
      table.seat("gm").answerDialog(pick(table, "gm", o, "Stun"));
      await table.seat("gm").press(card, "chooseManeuvers");
      await rollAndApply(table, "gm", card, 10, [4]);
      const [stun] = followUpCards(table, "playerB", card);
      const before = JSON.stringify(exchangeOn(table.seat("gm"), stun!));
      table.queueDice(100, [1]);
      await table.seat("playerB").press(stun!, "rollFollowUp", a.uuid);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(JSON.stringify(exchangeOn(table.seat("gm"), stun!)), before, "nothing on the card moved");
      // Endurance 30: the GM's 66 is a failing double, a fumble, and Stun lands.
      table.queueDice(100, [66]);
      await table.seat("gm").press(stun!, "rollFollowUp", a.uuid);
      assert.equal(followUpOn(table, "playerA", stun!).result, "lands");
      assert.include([...table.seat("playerA").actor(a).statuses], "stunned");
    },
  },
  {
    ruleset: "clash",
    name: "pressing a follow-up roll twice rolls it once: the second press finds the card closed and is refused",
    seats: ["playerA"],
    async run(table, assert) {
      const { o, trip } = await heroTripsOgre(table);
      table.queueDice(100, [20]); // Evade 30: a success, but 20 reads lower than the hero's 35
      await table.seat("gm").press(trip, "rollFollowUp");
      assert.equal(followUpOn(table, "gm", trip).roll?.face, 20);
      table.queueDice(100, [2]);
      await table.seat("gm").press(trip, "rollFollowUp", o.uuid);
      assertRefused(table.seat("gm"), assert);
      assert.equal(followUpOn(table, "playerA", trip).roll?.face, 20, "the first roll stands");
      assert.equal(followUpOn(table, "playerA", trip).result, "lands");
    },
  },
];
