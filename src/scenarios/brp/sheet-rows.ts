import { assertRefused, exchangeOn } from "../expect.js";
import type { Scenario } from "../table.js";
import { letObserve } from "../watchers.js";
import { attackWith, itemId, templeGuard, yvarre } from "./fixtures.js";

/**
 * The rows of a brp sheet the other scenarios leave alone: a third and fourth parrying item on
 * the attack card, core's delete confirmation on an item row, and the hit-location boxes of an
 * armor sheet.
 */

const shield = { name: "Target Shield", type: "brpShield", system: { skill: "shield", size: "full", armor: 8, hp: { value: 12, max: 12 }, equipped: true } };
const shortSword = { name: "Short Sword", type: "brpWeapon", system: { skill: "shortSword", damage: "1D6+1", specialType: "impaling", attackKind: "melee", length: "short", hp: { value: 15, max: 15 }, equipped: true } };
const skills = [
  { name: "Shield", type: "brpSkill", system: { key: "shield", category: "combat", base: 0, value: 50 } },
  { name: "Short Sword", type: "brpSkill", system: { key: "shortSword", category: "combat", base: 0, value: 40 } },
];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre with four parrying items is offered four parries; her player parries the spear with the third, the shield, then the fourth, the short sword, and each card names it",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor({ ...yvarre(), items: [...(yvarre().items ?? []), ...skills, shield, shortSword] });
      const parryWith = async (button: string, roll: number) => {
        const card = await attackWith(table, "gm", guard, "Short Spear", hero, 30);
        const actions = exchangeOn(table.seat("playerA"), card).pending?.actions ?? [];
        for (const parry of ["parry1", "parry2", "parry3", "parry4"]) assert.include(actions, parry, `${parry} is offered`);
        table.queueDice(100, [roll]);
        await table.seat("playerA").press(card, button);
        return exchangeOn(table.seat("playerB"), card);
      };
      // 5 against the shield's 50, then against the short sword's 40 less 30 for a second parry this round: each blocks a plain hit.
      for (const [button, name, type] of [["parry3", "Target Shield", "brpShield"], ["parry4", "Short Sword", "brpWeapon"]] as const) {
        const parried = await parryWith(button, 5);
        assert.equal(parried.state, "closed", `${button}: the hit is blocked`);
        assert.include(JSON.stringify(parried.payload), itemId(table, "gm", hero, type, name), `${button}: the card names the ${name}`);
      }
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's player deletes her dagger from the sheet: closing core's confirmation keeps it, confirming removes it on every client; a watcher's press is refused",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const player = table.seat("playerA");
      const dagger = itemId(table, "playerA", hero, "brpWeapon", "Dagger");
      const has = (seat: "gm" | "playerA" | "playerB") => table.seat(seat).actor(hero).items.has(dagger);
      player.answerDialog(null);
      await player.sheetAction(hero, "deleteItem", { itemId: dagger });
      assert.isTrue(has("gm"), "the confirmation closed: nothing deleted");
      await letObserve(table, hero, "playerB");
      const watcher = table.seat("playerB");
      watcher.clearNotices();
      await watcher.sheetAction(hero, "deleteItem", { itemId: dagger });
      assertRefused(watcher, assert);
      assert.isTrue(has("gm"), "a player who does not own Yvarre deletes nothing");
      player.answerDialog({});
      await player.sheetAction(hero, "deleteItem", { itemId: dagger });
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.isFalse(has(seat), `${seat}: the dagger is gone`);
      assert.lengthOf(table.seat("gm").actor(hero).items.contents, (yvarre().items ?? []).length - 1, "only the dagger");
    },
  },
];
