import { optionSettingKey } from "../../foundry/settings/option-fields.js";
import type { Scenario } from "../table.js";
import { lastCard, valueOf } from "../expect.js";
import { trackerSnapshot } from "../tracker.js";
import { bleedingCut, itemId, stateIntent, templeGuard, yvarre } from "./fixtures.js";

/**
 * Fatigue points, the optional rule (BRP-DATA-1, BRP-SPC-2): with the GM's option on, a bleeding
 * wound costs a fatigue point each later round besides the hit point, and a character with none
 * left rolls every skill at Difficult (PROPOSAL).
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "with fatigue points on, the guard bleeding from Yvarre's cut loses a hit point and a fatigue point in the next round (BRP-SPC-2, BRP-DATA-1)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      await gm.setSetting("fray", optionSettingKey("brp", "fatiguePoints"), true);
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor({ ...templeGuard(), system: { ...templeGuard().system, fatiguePoints: { value: 29 } } });
      await table.startCombat([hero, guard]);
      const player = table.seat("playerA");
      await stateIntent(table, "playerA", hero, { action: "attack" });
      await gm.tracker("frayClosePhase");
      await bleedingCut(table, hero, guard);
      const cut = Number(valueOf(gm, guard, "system.hitPoints.value"));
      await gm.tracker("nextTurn");
      assert.equal(valueOf(gm, guard, "system.fatiguePoints.value"), 29, "no bleeding in the round of the wound");
      await gm.tracker("nextTurn");
      await gm.tracker("frayClosePhase");
      await player.tracker("nextTurn");
      await gm.tracker("nextTurn");
      assert.equal(valueOf(player, guard, "system.hitPoints.value"), cut - 1, "a hit point bled");
      assert.equal(valueOf(player, guard, "system.fatiguePoints.value"), 28, "and a fatigue point");
      assert.ok((await trackerSnapshot(gm)).roundOver);
    },
  },
  {
    ruleset: "brp",
    name: "an exhausted Yvarre (0 fatigue points) rolls First Aid at Difficult: 47% becomes 24%; with the option off she rolls at 47% (BRP-DATA-1, PROPOSAL)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      const hero = await table.createActor({ ...yvarre(), system: { ...yvarre().system, fatiguePoints: { value: 0 } } });
      const player = table.seat("playerA");
      const firstAid = itemId(table, "playerA", hero, "brpSkill", "First Aid");
      player.answerDialog({});
      table.queueDice(100, [30]);
      await player.sheetAction(hero, "rollSkill", { itemId: firstAid });
      assert.equal((lastCard(player).exchange.payload as { chance?: number }).chance, 47, "the option is off: no fatigue");
      await gm.setSetting("fray", optionSettingKey("brp", "fatiguePoints"), true);
      player.answerDialog({});
      table.queueDice(100, [30]);
      await player.sheetAction(hero, "rollSkill", { itemId: firstAid });
      assert.equal((lastCard(player).exchange.payload as { chance?: number }).chance, 24, "half of 47, rounded up");
    },
  },
];
