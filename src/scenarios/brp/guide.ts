import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { guideUuid } from "../../foundry/guide.js";
import { itemId, templeGuard, yvarre } from "./fixtures.js";

/** The "?" in the brp roll and statement dialogs opens the guide at that dialog's page, and play goes on. */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: 'a player presses "?" in the attack dialog: the guide opens at the turn page, then the attack is rolled',
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const player = table.seat("playerA");
      await player.target(guard);
      player.answerDialog({}, [{ action: "openGuide", guide: "brp.turns" }]);
      table.queueDice(100, [90]);
      const weapon = player.actor(hero).items.contents.find((item) => String(item.type) === "brpWeapon")?.name ?? "";
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", weapon) });
      assert.deepEqual(player.journalPagesShown(), [guideUuid("brp.turns")]);
      assert.ok(lastCard(player), "the attack was still rolled and posted");
    },
  },
  {
    ruleset: "brp",
    name: 'a player presses "?" in the statement-of-intent dialog: the guide opens at the initiative page and the statement is recorded',
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, guard]);
      const player = table.seat("playerA");
      player.answerDialog({ action: "attack" }, [{ action: "openGuide", guide: "brp.initiative" }]);
      await player.sheetAction(hero, "stateIntent");
      assert.deepEqual(player.journalPagesShown(), [guideUuid("brp.initiative")]);
      const state = (table.seat("gm").combat() as unknown as { encounterState?: { statements?: Record<string, unknown> } }).encounterState;
      assert.equal(Object.keys(state?.statements ?? {}).length, 1, "the statement still reached the GM");
    },
  },
];
