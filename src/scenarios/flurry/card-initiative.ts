import type { Scenario } from "../table.js";
import { trackerSnapshot } from "../tracker.js";
import { exchangeOn } from "../expect.js";
import { flurryCard, linesOf, pendingOf, viewOf } from "./cards.js";
import { endTurns, engageBear, idOf, skirmish } from "./tracker.js";

/**
 * WC-FLY-2: every fighter rolls 3d6 + Fighter rank again as the flurry opens; the round's
 * reserve roll (soldier 21, bear 13) only stood in until then.
 */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the flurry opens and its initiative is rolled afresh: the soldier 2+2+2 + 6 = 12, the bear 6+6+5 + 4 = 21 — the bear now goes first and is offered the initiative, the dice on the card for everyone",
    seats: ["playerA"],
    async run(table, assert) {
      const people = await skirmish(table);
      await engageBear(table, people);
      // In the order the round left them (soldier, bear): each fighter's 3d6, then his tie-breaker.
      table.queueDice(6, [2, 2, 2, 1, 1, 1, 6, 6, 5, 1, 1, 1]);
      await endTurns(table, people, ["soldier", "spearman", "bear"]);
      const card = flurryCard(table, "playerA");
      assert.deepEqual(
        viewOf(table, "playerA", card).fighters.map((f) => [f.name, f.initiative]),
        [
          ["Cave Bear", 21],
          ["Veteran Soldier", 12],
        ],
      );
      assert.deepEqual(pendingOf(table, "playerA", card)?.actorUuid, table.seat("gm").actor(people.bear).uuid, "the bear is offered the initiative");
      assert.deepEqual(linesOf(table, card).map((l) => l.key), ["FRAY.Flurry.Card.InitiativeRolled"]);
      const rolls = exchangeOn(table.seat("playerA"), card).rolls;
      assert.deepEqual(rolls.map((r) => r.purpose), ["FRAY.Flurry.Roll.FlurryInitiative", "FRAY.Flurry.Roll.FlurryInitiativeTie", "FRAY.Flurry.Roll.FlurryInitiative", "FRAY.Flurry.Roll.FlurryInitiativeTie"]);
      const totals = await table.seat("playerA").run(() => game.messages!.get(card.id)!.rolls.map((roll) => roll.total));
      assert.deepEqual(totals, [6, 3, 17, 3], "the 3d6 shown are the ones applied (Fighter rank added on the card)");
      const snapshot = await trackerSnapshot(table.seat("playerA"));
      assert.deepEqual(snapshot.canActNow, [idOf(table, people.bear)], "the tracker agrees");
      assert.deepEqual(table.errors(), []);
    },
  },
];
