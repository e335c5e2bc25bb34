import { assertRefused } from "../expect.js";
import type { Scenario } from "../table.js";
import { flurryCard, linesOf, openFlurry, pendingOf, press, soldierAttacks, toTheAttack, viewOf } from "./cards.js";
import { endTurns, engageBear, queueFlurryOpening, skirmish } from "./tracker.js";

/**
 * The flurry card's choices beyond striking: breaking off (WC-FLY-9) and what it costs
 * (WC-FLY-11), pressing back or withdrawing by as many hexes as the chooser picks, and a Defense
 * that follows the defender's posture, its reason on the card (WC-WND-9).
 */

const movementsOf = async (table: Parameters<Scenario["run"]>[0]) =>
  table.seat("gm").run(() => {
    const record = (game.combats?.contents[0] as unknown as { encounterRecord: { state: { flurries: Array<{ movements: unknown[] }> } } }).encounterRecord;
    return record.state.flurries[0]?.movements ?? [];
  });

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "offered the initiative, the soldier breaks off instead: his three actions are given up and the bear, with two left, chooses — it presses him back two hexes, spending both, and the flurry ends pressed back (WC-FLY-9, WC-FLY-11)",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      await press(table, people, "soldier", card, "breakOff");
      assert.deepInclude(linesOf(table, card).at(-1), { key: "FRAY.Flurry.Card.BrokeOff", data: { name: "Veteran Soldier" } });
      assert.deepEqual(viewOf(table, "playerA", card).fighters.map((f) => f.actionsLeft), [0, 2]);
      assert.deepEqual(pendingOf(table, "playerA", card), {
        actorUuid: table.seat("gm").actor(people.bear).uuid,
        actions: ["press", "withdraw", "indefensible", "letGo"],
        prompt: "FRAY.Flurry.Card.DecideOutOfActions",
      });
      assert.equal(viewOf(table, "playerA", card).steps, 2, "the bear may press up to its two actions");
      table.seat("gm").answerDialog({ steps: 2 });
      await table.seat("gm").press(card, "press", people.bear.uuid);
      assert.deepInclude(linesOf(table, card).at(-1), { key: "FRAY.Flurry.Card.Chose.press", data: { name: "Cave Bear", other: "Veteran Soldier", steps: 2 } });
      assert.equal(viewOf(table, "playerA", card).ended, "FRAY.Flurry.Card.Ended.pressedBack");
      const [soldierRow, bearRow] = viewOf(table, "gm", card).fighters;
      assert.deepEqual(await movementsOf(table), [{ id: soldierRow!.id, kind: "retreat", steps: 2, by: bearRow!.id, away: bearRow!.id }]);
      assert.deepEqual(table.errors(), []);
    },
  },
  {
    ruleset: "flurry",
    name: "a stranger cannot break off for the soldier, and the bear cannot break off while it is the soldier's turn to attack; nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { people, card } = await toTheAttack(table);
      const before = JSON.stringify(viewOf(table, "gm", card));
      await table.seat("playerB").press(card, "breakOff", people.soldier.uuid);
      assertRefused(table.seat("playerB"), assert);
      await table.seat("gm").press(card, "breakOff", people.bear.uuid);
      assertRefused(table.seat("gm"), assert);
      assert.equal(JSON.stringify(viewOf(table, "gm", card)), before, "the card is as it was");
    },
  },
  {
    ruleset: "flurry",
    name: "the bear stunned and out of actions, the soldier (two actions left) withdraws: typing \"many\" hexes is refused with a message and changes nothing; withdrawing 2 hexes ends the flurry and records his two steps back",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await toTheAttack(table);
      await soldierAttacks(table, people, card, [5, 5, 5]);
      table.queueDice(8, [4, 4]);
      table.queueDice(6, [3]);
      await table.seat("gm").press(card, "hitChest", null);
      assert.deepEqual(pendingOf(table, "playerA", card)?.actions, ["press", "withdraw", "indefensible", "letGo"]);
      table.seat("playerA").answerDialog({ steps: "many" });
      await press(table, people, "soldier", card, "withdraw");
      assertRefused(table.seat("playerA"), assert);
      assert.equal(viewOf(table, "playerA", card).ended, null, "still choosing");
      table.seat("playerA").answerDialog({ steps: 3 });
      await press(table, people, "soldier", card, "withdraw");
      assertRefused(table.seat("playerA"), assert);
      table.seat("playerA").answerDialog({ steps: 2 });
      await press(table, people, "soldier", card, "withdraw");
      assert.deepInclude(linesOf(table, card).at(-1), { key: "FRAY.Flurry.Card.Chose.withdraw", data: { name: "Veteran Soldier", other: "Cave Bear", steps: 2 } });
      assert.equal(viewOf(table, "playerA", card).ended, "FRAY.Flurry.Card.Ended.withdrew");
      assert.deepInclude((await movementsOf(table))[0] as object, { kind: "withdraw", steps: 2 });
    },
  },
  {
    ruleset: "flurry",
    name: "the cave bear lies Fallen when the flurry opens: the card gives its Defense as 5 + Fighter rank 4 = 9 with the reason, and the soldier's 3d6 + 6 hits it 99.5% of the time (WC-WND-9)",
    seats: ["playerA"],
    async run(table, assert) {
      const people = await skirmish(table);
      const gm = table.seat("gm");
      await gm.console(() => gm.actor(people.bear).toggleStatusEffect("fallen", { active: true }));
      await engageBear(table, people);
      queueFlurryOpening(table);
  await endTurns(table, people, ["soldier", "spearman", "bear"]);
      const card = flurryCard(table);
      await press(table, people, "soldier", card, "take");
      table.seat("playerA").answerDialog({ intention: "strike", tactic: "hold" });
      await press(table, people, "soldier", card, "declare");
      gm.answerDialog({ intention: "strike", tactic: "hold" });
      await gm.press(card, "declare", people.bear.uuid);
      const [odds] = viewOf(table, "playerA", card).odds;
      assert.deepEqual([odds?.defense, odds?.reason, odds?.hit], [9, "FRAY.Flurry.Card.DefenceReason.fallen", "99.5%"]);
      await soldierAttacks(table, people, card, [1, 1, 2]);
      assert.deepInclude(linesOf(table, card)[0], { key: "FRAY.Flurry.Card.Attacked", data: { attacker: "Veteran Soldier", defender: "Cave Bear", weapon: "Arming Sword", total: 10, defense: 9 }, names: { reason: "FRAY.Flurry.Card.DefenceReason.fallen" } });
    },
  },
];
