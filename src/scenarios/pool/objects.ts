import type { Scenario } from "../table.js";
import { lastCard, valueOf } from "../expect.js";
import { aldric } from "./fixtures.js";

/** Objects (FC-DATA-2, FC-FVTT-1): Structure and Armor only; attacks and repairs work on their boxes. */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric's spear thrust at a barred gate (Armor 1) ticks three Structure boxes, and a repair gives one back (FC-DATA-2, FC-FVTT-1)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const gate = await table.createActor({ name: "Barred gate", type: "poolObject", system: { armor: 1, structure: { value: 0, max: 6 } } });
      const player = table.seat("playerA");
      const spearId = player.actor(hero).items.contents.find((item) => String(item.type) === "poolWeapon")?.id ?? "";
      await player.target(gate);
      player.answerDialog({});
      // 3, 4, 4 and 6 succeed (3+ is a success); the gate has no Parry, its Armor cancels one.
      table.queueDice(6, [1, 3, 4, 4, 6]);
      await player.sheetAction(hero, "attack", { itemId: spearId });
      await player.press(lastCard(player), "apply");
      const gm = table.seat("gm");
      assert.equal(valueOf(gm, gate, "system.structure.value"), 3);
      await gm.sheetAction(gate, "repair");
      assert.equal(valueOf(table.seat("playerA"), gate, "system.structure.value"), 2);
    },
  },
];
