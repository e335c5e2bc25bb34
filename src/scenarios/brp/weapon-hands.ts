import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { itemId, templeGuard, yvarre } from "./fixtures.js";

/** A two-handed weapon leaves no hand for a shield (BRP-DATA-4): refused while the shield is on the arm, wielded once it is put away. */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre takes up a greatsword with her shield still on her arm: the attack is refused with the reason; her player puts the shield away and the greatsword swings (BRP-DATA-4)",
    seats: ["playerA"],
    async run(table, assert) {
      const spec = yvarre();
      const hero = await table.createActor({
        ...spec,
        items: [
          ...(spec.items ?? []),
          { name: "Greatsword", type: "brpWeapon", system: { skill: "broadsword", damage: "2D8", specialType: "bleeding", attackKind: "melee", length: "long", hands: "two", hp: { value: 20, max: 20 }, equipped: true } },
          { name: "Round Shield", type: "brpShield", system: { skill: "shield", size: "full", equipped: true } },
        ],
      });
      const guard = await table.createActor(templeGuard());
      const player = table.seat("playerA");
      const greatsword = itemId(table, "playerA", hero, "brpWeapon", "Greatsword");
      await player.target(guard);
      player.clearNotices();
      const before = player.messages().length;
      await player.sheetAction(hero, "attack", { itemId: greatsword });
      assert.equal(player.notices().at(-1)?.message, table.localize("FRAY.Brp.Hands.NotWithShield", { weapon: "Greatsword" }));
      assert.equal(player.messages().length, before, "no attack card");
      await player.sheetAction(hero, "toggleEquipped", { itemId: itemId(table, "playerA", hero, "brpShield", "Round Shield") });
      player.answerDialog({});
      table.queueDice(100, [40]);
      await player.sheetAction(hero, "attack", { itemId: greatsword });
      assert.equal(lastCard(player).exchange.kind, "attack", "with the shield put away the greatsword attacks");
    },
  },
];
