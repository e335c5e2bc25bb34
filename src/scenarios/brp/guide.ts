import type { Scenario } from "../table.js";
import { guideUuid } from "../../foundry/guide.js";
import { attackWith, duel } from "./fixtures.js";

/** The "?" in the brp roll and statement dialogs opens the guide at that dialog's page, and play goes on. */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: 'a player presses "?" in the attack dialog: the guide opens at the turn page, then the attack is rolled',
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, guard } = await duel(table);
      const player = table.seat("playerA");
      const weapon = player.actor(hero).items.contents.find((item) => String(item.type) === "brpWeapon")?.name ?? "";
      const card = await attackWith(table, "playerA", hero, weapon, guard, 90, [{ action: "openGuide", guide: "brp.turns" }]);
      assert.deepEqual(player.journalPagesShown(), [guideUuid("brp.turns")]);
      assert.ok(card, "the attack was still rolled and posted");
    },
  },
  {
    ruleset: "brp",
    name: 'a player presses "?" in the statement-of-intent dialog: the guide opens at the initiative page and the statement is recorded',
    seats: ["playerA"],
    async run(table, assert) {
      const { hero } = await duel(table, true);
      const player = table.seat("playerA");
      player.answerDialog({ action: "attack" }, [{ action: "openGuide", guide: "brp.initiative" }]);
      await player.sheetAction(hero, "stateIntent");
      assert.deepEqual(player.journalPagesShown(), [guideUuid("brp.initiative")]);
      const state = (table.seat("gm").combat() as unknown as { encounterState?: { statements?: Record<string, unknown> } }).encounterState;
      assert.equal(Object.keys(state?.statements ?? {}).length, 1, "the statement still reached the GM");
    },
  },
];
