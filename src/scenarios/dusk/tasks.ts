import { valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { duskOn, itemId, keepDestiny, pendingOn, task, wren } from "./fixtures.js";

/** Tasks from the character sheet: the dialog's choices, the Dawn and Dusk dice, the destined effect applied. */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's player rolls a trained Might task at difficulty 4: TN 9, Dawn 7 + Dusk 4 = 11 succeeds and Dawn gives her a point of Destiny",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const swords = itemId(table, "playerA", w, "duskSkill", "Swords");
      const card = await task(table, "playerA", w, "might", { difficulty: 4, skillId: swords }, 7, 4);
      const seen = duskOn(table, "playerB", card);
      assert.equal(seen.view.targetNumber, 9, "difficulty 4 eased one step by training: 3 × 3 = 9");
      assert.deepInclude(seen.view.rolls[0] ?? {}, { dawn: 7, dusk: 4, effect: "dawn" });
      assert.equal(valueOf(table.seat("playerB"), w, "system.destiny"), 1, "Dawn: Destiny +1, seen on every client");
      assert.include(pendingOn(table, "playerA", card), "destinyKeep", "the new point may be spent at once");
      await keepDestiny(table, "playerA", card);
      assert.deepEqual(duskOn(table, "playerB", card).view.outcome, { key: "FRAY.Dusk.Card.Success", good: true });
      assert.deepEqual(pendingOn(table, "gm", card), []);
    },
  },
];
