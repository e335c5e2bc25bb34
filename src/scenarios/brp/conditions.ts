import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { itemId, templeGuard, yvarre } from "./fixtures.js";

/**
 * Conditions a GM sets on a token (BRP-DATA-3) and fighting defensively (BRP-DEFN-1), taking
 * effect on the next attack card.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM marks the temple guard Helpless and Yvarre's blow leaves him no defence but to take it (BRP-DATA-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const gm = table.seat("gm");
      await gm.console(() => gm.actor(guard).toggleStatusEffect("helpless", { active: true }));
      await table.settle();
      const player = table.seat("playerA");
      await player.target(guard);
      player.answerDialog({});
      table.queueDice(100, [30]);
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword") });
      assert.deepEqual(lastCard(player).exchange.pending?.actions, ["noDefence"], "no parry, no dodge");
    },
  },
  {
    ruleset: "brp",
    name: "with Vision obscured on Yvarre, her Broadsword attack is made at 70 − 30 = 40%: a 50 misses (BRP-DATA-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const player = table.seat("playerA");
      await player.console(() => player.actor(hero).toggleStatusEffect("visionObscured", { active: true }));
      await table.settle();
      await player.target(guard);
      player.answerDialog({});
      table.queueDice(100, [50]);
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword") });
      const card = lastCard(player).exchange;
      assert.equal((card.payload as { exchange?: { input?: { attacker?: { chance?: number } } } }).exchange?.input?.attacker?.chance, 40);
      assert.equal(card.state, "closed", "a miss ends the card");
    },
  },
];
