import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { guideUuid } from "../../foundry/guide.js";
import { aldric, mercenary } from "./fixtures.js";

/** The "?" in the pool roll dialogs opens the guide at the page for that roll, and the roll goes on. */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: 'a player presses "?" in the attack dialog: the guide opens at "Your turn", then the attack is rolled',
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const player = table.seat("playerA");
      const spearId = player.actor(hero).items.contents.find((item) => String(item.type) === "poolWeapon")?.id ?? "";
      await player.target(foe);
      player.answerDialog({}, [{ action: "openGuide", guide: "pool.turns" }]);
      table.queueDice(6, [1, 3, 4, 4, 6]);
      await player.sheetAction(hero, "attack", { itemId: spearId });
      assert.deepEqual(player.journalPagesShown(), [guideUuid("pool.turns")], "the guide opened at the turn page");
      assert.ok(lastCard(player), "the attack was still rolled and posted");
      assert.deepEqual(table.seat("gm").journalPagesShown(), [], "only the player's own client opened the guide");
    },
  },
  {
    ruleset: "pool",
    name: 'a player presses "?" in a skill check dialog and then closes it: the guide page opens and nothing is rolled',
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const player = table.seat("playerA");
      const before = player.messages().length;
      player.answerDialog(null, [{ action: "openGuide", guide: "pool.turns" }]);
      await player.sheetAction(hero, "rollSkill", { skill: "stamina" });
      assert.deepEqual(player.journalPagesShown(), [guideUuid("pool.turns")], "the guide opened at the page on rolling");
      assert.equal(player.messages().length, before, "closing the dialog rolled nothing");
    },
  },
];
