import type { Scenario } from "../table.js";
import { assertWatcherRefused, letObserve } from "../watchers.js";
import { attackWith, itemId, kallistor, templeGuard, woundsOf, yvarre } from "./fixtures.js";

/** Bruno only observes Yvarre: every button on her sheet, the wound rows' included, is refused. */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "a player who only observes Yvarre presses every button on her sheet; each is refused with a message and nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor({ ...yvarre(), items: [...(yvarre().items ?? []), ...(kallistor().items ?? []).filter((item) => item.type === "brpPower")] });
      const card = await attackWith(table, "gm", guard, "Short Spear", hero, 5);
      await table.seat("playerA").press(card, "noDefence");
      table.queueDice(6, [2, 2]);
      table.queueDice(4, [1]);
      await table.seat("gm").press(card, "rollDamage");
      const wound = woundsOf(table, "gm", hero)[0]?.id ?? "";
      await table.startCombat([hero, guard]);
      await letObserve(table, hero, "playerB");
      await table.seat("playerB").target(guard);
      const id = (type: string, name: string) => itemId(table, "playerB", hero, type, name);
      await assertWatcherRefused(
        table,
        "playerB",
        [
          { actor: hero, action: "attack", dataset: { itemId: id("brpWeapon", "Broadsword") } },
          { actor: hero, action: "rollSkill", dataset: { itemId: id("brpSkill", "Dodge") } },
          { actor: hero, action: "rollCharacteristic", dataset: { roll: "luck" } },
          { actor: hero, action: "firstAid", dataset: { itemId: wound } },
          { actor: hero, action: "pullOut", dataset: { itemId: wound } },
          { actor: hero, action: "usePower", dataset: { itemId: id("brpPower", "Healing") } },
          { actor: hero, action: "toggleEquipped", dataset: { itemId: id("brpWeapon", "Broadsword") } },
          { actor: hero, action: "stateIntent" },
          { actor: hero, action: "createItem", dataset: { type: "brpSkill" } },
          { actor: hero, action: "setTrack", dataset: { path: "system.hitPoints.value", value: "3" } },
        ],
        [hero, guard],
        assert,
      );
    },
  },
];
