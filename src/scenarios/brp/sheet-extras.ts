import { requireItemOf } from "../../foundry/documents/subtypes.js";
import { optionSettingKey } from "../../foundry/settings/option-fields.js";
import type { Scenario } from "../table.js";
import { exchangeOn, lastCard, valueOf } from "../expect.js";
import { attackWith, itemId, templeGuard, woundsOf, yvarre } from "./fixtures.js";

/**
 * The rest of the brp sheet and card buttons: a creature's skill roll, equipping, a new item from a
 * section header, and the card's hit location and random armor rolls once the GM turns those
 * options on (BRP-OPT-6, BRP-OPT-7).
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM rolls the temple cobra's Bite from its creature sheet and every client sees the skill card",
    seats: ["playerA"],
    async run(table, assert) {
      const cobra = await table.createActor({ name: "Temple Cobra", type: "brpCreature", system: { characteristics: { STR: 4, CON: 8, SIZ: 3, INT: 3, POW: 8, DEX: 18, CHA: 0 }, move: 6 }, items: [{ name: "Bite", type: "brpSkill", system: { key: "bite", category: "combat", base: 0, value: 60 } }] });
      const gm = table.seat("gm");
      gm.answerDialog({});
      table.queueDice(100, [12]);
      await gm.sheetAction(cobra, "rollSkill", { itemId: itemId(table, "gm", cobra, "brpSkill", "Bite") });
      const card = lastCard(table.seat("playerA"));
      assert.equal(card.exchange.kind, "skill");
      assert.include(JSON.stringify(card.exchange.payload), "Bite");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's player puts down her broadsword and adds a new skill from the sheet; every client follows",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const player = table.seat("playerA");
      const sword = itemId(table, "playerA", hero, "brpWeapon", "Broadsword");
      await player.sheetAction(hero, "toggleEquipped", { itemId: sword });
      assert.isFalse(requireItemOf(table.seat("playerB").actor(hero).items.get(sword), "brpWeapon").system.equipped);
      await player.sheetAction(hero, "createItem", { type: "brpSkill" });
      const skills = table.seat("gm").actor(hero).items.contents.filter((item) => String(item.type) === "brpSkill");
      assert.lengthOf(skills, 5, "four skills and the new one");
      await player.sheetAction(hero, "createItem", { type: "poolWeapon" });
      assert.lengthOf(table.seat("gm").actor(hero).items.contents, (yvarre().items?.length ?? 0) + 1, "an item of another ruleset is never created");
    },
  },
  {
    ruleset: "brp",
    name: "with hit locations and random armor on, Yvarre's player rolls where the spear lands and her armor's roll from the card (BRP-OPT-6, BRP-OPT-7)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const gm = table.seat("gm");
      await gm.setSetting("fray", optionSettingKey("brp", "hitLocations"), true);
      await gm.setSetting("fray", optionSettingKey("brp", "randomArmor"), true);
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor({ ...yvarre(), items: [...(yvarre().items ?? []).filter((item) => item.type !== "brpArmor"), { name: "Soft Leather", type: "brpArmor", system: { value: 1, randomValue: "1D2", equipped: true } }] });
      const card = await attackWith(table, "gm", guard, "Short Spear", hero, 30);
      await table.seat("playerA").press(card, "noDefence");
      table.queueDice(6, [3]);
      table.queueDice(4, [2]);
      await gm.press(card, "rollDamage");
      assert.deepEqual(exchangeOn(table.seat("playerA"), card).pending?.actions, ["rollLocation"]);
      table.queueDice(20, [10]);
      await table.seat("playerA").press(card, "rollLocation");
      assert.deepEqual(exchangeOn(table.seat("playerA"), card).pending?.actions, ["rollArmor"]);
      table.queueDice(2, [2]);
      await table.seat("playerA").press(card, "rollArmor");
      assert.equal(exchangeOn(table.seat("playerB"), card).state, "closed");
      assert.equal(valueOf(table.seat("playerB"), hero, "system.hitPoints.value"), 17 - (3 + 1 + 2 - 2), "1D6+1 and +1D4, less the armor's roll of 2");
      assert.ok(woundsOf(table, "playerB", hero)[0], "a wound on every client");
    },
  },
];
