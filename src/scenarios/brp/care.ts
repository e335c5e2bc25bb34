import type { Scenario } from "../table.js";
import { lastCard, valueOf } from "../expect.js";
import { yvarre } from "./fixtures.js";
import { daggerWound } from "./healing.js";

/**
 * A week of healing from the wounded character's sheet under the three kinds of medical care
 * (BRP-HEAL-1, BRP-HEAL-6, BRP-FVTT-6, BRP-FVTT-7), and the world's excellent-care bonus changing
 * what a good week heals (excellentCareBonus).
 */

const HP = "system.hitPoints.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "a week of excellent care after the dagger wound: Yvarre's First Aid 20 against 47 succeeds and both healing dice count, 14 → 17 (BRP-HEAL-6)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      await daggerWound(table, hero);
      const player = table.seat("playerA");
      assert.equal(valueOf(player, hero, HP), 14);
      player.answerDialog({});
      table.queueDice(100, [20]);
      table.queueDice(3, [2, 1]);
      await player.sheetAction(hero, "weekOfHealing", { care: "excellent" });
      assert.equal(valueOf(table.seat("gm"), hero, HP), 17, "1D3 of 2 and the excellent-care 1D3 of 1");
      assert.equal(lastCard(player).exchange.kind, "skill", "the care roll is shown on a skill card");
    },
  },
  {
    ruleset: "brp",
    name: "with the excellent-care bonus switched off, the same week heals only the first die, 14 → 16 (excellentCareBonus)",
    seats: ["playerA"],
    async run(table, assert) {
      await table.seat("gm").setSetting("fray", "brp_excellentCareBonus", "none");
      const hero = await table.createActor(yvarre());
      await daggerWound(table, hero);
      const player = table.seat("playerA");
      player.answerDialog({});
      table.queueDice(100, [20]);
      table.queueDice(3, [2, 1]);
      await player.sheetAction(hero, "weekOfHealing", { care: "excellent" });
      assert.equal(valueOf(table.seat("gm"), hero, HP), 16);
    },
  },
  {
    ruleset: "brp",
    name: "a week of decent care needs no roll and heals 1D3; a week of poor care with a failed Difficult roll heals nothing (BRP-HEAL-1, BRP-HEAL-6)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      await daggerWound(table, hero);
      const player = table.seat("playerA");
      table.queueDice(3, [1]);
      await player.sheetAction(hero, "weekOfHealing", { care: "decent" });
      assert.equal(valueOf(table.seat("gm"), hero, HP), 15);
      player.answerDialog({});
      // Difficult: 47 halved to 24; a 30 fails.
      table.queueDice(100, [30]);
      await player.sheetAction(hero, "weekOfHealing", { care: "poor" });
      assert.equal(valueOf(table.seat("gm"), hero, HP), 15, "no healing under poor care without a success");
      assert.deepEqual(player.notices().filter((notice) => notice.level === "error"), []);
    },
  },
];
