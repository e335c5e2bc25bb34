import type { Scenario } from "../table.js";
import { valueOf } from "../expect.js";
import { itemId, templeGuard, yvarre } from "./fixtures.js";

/**
 * Objects and vehicles (BRP-FVTT-1, BRP-WND-6): hit points and armor only; the GM applies blows
 * and repairs from the object's sheet; an attack card cannot target one and says so.
 */

const door = { name: "Temple door", type: "brpObject", system: { kind: "object", hitPoints: { value: 20, max: 20 }, armor: 4 } };

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM batters the temple door from its sheet: 9 against its armor 4 takes 5 of its 20 hit points, 30 breaks it, a repair of 5 mends it (BRP-FVTT-1, BRP-WND-6)",
    seats: ["playerA"],
    async run(table, assert) {
      const gate = await table.createActor(door);
      const gm = table.seat("gm");
      gm.answerDialog({ points: 9 });
      await gm.sheetAction(gate, "damageObject");
      assert.equal(valueOf(table.seat("playerA"), gate, "system.hitPoints.value"), 15);
      gm.answerDialog({ points: 30 });
      await gm.sheetAction(gate, "damageObject");
      assert.equal(valueOf(table.seat("playerA"), gate, "system.hitPoints.value"), 0, "broken");
      gm.answerDialog({ points: 5 });
      await gm.sheetAction(gate, "repairObject");
      assert.equal(valueOf(table.seat("playerA"), gate, "system.hitPoints.value"), 5);
      // A critical's blow ignores armor; closing the prompt changes nothing.
      gm.answerDialog({ points: 3, ignoreArmor: true });
      await gm.sheetAction(gate, "damageObject");
      assert.equal(valueOf(table.seat("playerA"), gate, "system.hitPoints.value"), 2);
      gm.answerDialog(null);
      await gm.sheetAction(gate, "damageObject");
      assert.equal(valueOf(gm, gate, "system.hitPoints.value"), 2);
      assert.deepEqual(gm.actor(gate).items.contents.length, 0, "no wound items: an object has no wounds");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's player targets the door and attacks: told an object takes its damage from its sheet, nothing rolled; a player who does not own the door cannot damage it (BRP-FVTT-1)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      await table.createActor(templeGuard());
      const gate = await table.createActor(door);
      const player = table.seat("playerA");
      await player.target(gate);
      const before = player.messages().length;
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword") });
      assert.equal(player.notices().find((notice) => notice.level === "warn")?.message, table.localize("FRAY.Brp.Object.NotALivingTarget", { name: "Temple door" }));
      assert.equal(player.messages().length, before, "no card");
      await player.sheetAction(gate, "damageObject");
      assert.equal(valueOf(table.seat("gm"), gate, "system.hitPoints.value"), 20, "untouched");
    },
  },
];
