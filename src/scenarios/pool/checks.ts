import type { Scenario } from "../table.js";
import { exchangeOfMessage } from "../hands.js";

/** Skill checks from the pool character sheet. */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "a player rolls a Stamina check from the sheet and the card shows it passed",
    seats: ["playerA"],
    async run(table, assert) {
      const aldric = await table.createActor({ name: "Aldric", type: "poolCharacter", system: { skills: { stamina: 3 } }, owners: ["playerA"] });
      const player = table.seat("playerA");
      player.answerDialog({ difficulty: 2 });
      table.queueDice(6, [3, 5, 1]);
      await player.sheetAction(aldric, "rollSkill", { skill: "stamina" });
      const card = player.messages().at(-1);
      assert.ok(card, "a card was posted");
      if (!card) return;
      const exchange = exchangeOfMessage(card);
      assert.equal(exchange.kind, "check");
      assert.deepEqual((exchange.payload as { dice?: number[] }).dice, [3, 5, 1]);
      assert.isTrue((exchange.payload as { view?: { passed?: boolean } }).view?.passed ?? false, "two successes meet difficulty 2");
      assert.equal(table.seat("gm").messages().at(-1)?.id, card.id, "the GM sees the same card");
    },
  },
];
