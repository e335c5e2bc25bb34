import type { Scenario, Table } from "../table.js";
import { lastCard, valueOf } from "../expect.js";
import { setRulesetOption } from "../options.js";
import { itemId, templeGuard, yvarre } from "./fixtures.js";

/**
 * The optional rules a GM turns on from the options menu and a player meets at the table:
 * splitting a skill over 100% into several attacks (BRP-OPT-1) and dying blows (BRP-OPT-5).
 * Each is played with the option off and on, and the difference is asserted.
 */

/** Yvarre as a master swordswoman: Broadsword 151%. */
const masterYvarre = () => {
  const base = yvarre();
  return { ...base, items: (base.items ?? []).map((item) => (item["name"] === "Broadsword" && item["type"] === "brpSkill" ? { ...item, system: { ...(item["system"] as object), value: 151 } } : item)) };
};

/** A temple guard at 0 hit points with a fatal wound (the window runs to the end of round 1). */
const dyingGuard = () => {
  const base = templeGuard();
  return { ...base, system: { ...base.system, hitPoints: { value: 0 }, harm: { fatal: { round: 0, deathAfterRound: 1 } } } };
};

/** The chance the card's attack roll was made against. */
const cardChance = (card: ReturnType<typeof lastCard>) => (card.exchange.payload as { exchange: { input: { attacker: { chance: number } } } }).exchange.input.attacker.chance;

/** Player A's next roll dialog is answered with `answer` and the d100 shows 30. */
function swing(table: Table, answer: Readonly<Record<string, string | number>>): void {
  table.seat("playerA").answerDialog(answer);
  table.queueDice(100, [30]);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "with skills over 100% split, Yvarre's 151% Broadsword is offered as 75% + 76% or 50% + 50% + 51%, and her second attack of two rolls against 76%; with the option off she rolls 151% (BRP-OPT-1, BRP-TV-10)",
    seats: ["playerA"],
    async run(table, assert) {
      const player = table.seat("playerA");
      const hero = await table.createActor(masterYvarre());
      const guard = await table.createActor(templeGuard());
      const sword = itemId(table, "playerA", hero, "brpWeapon", "Broadsword");
      await player.target(guard);
      swing(table, {});
      await player.sheetAction(hero, "attack", { itemId: sword });
      assert.equal(cardChance(lastCard(player)), 151, "the option is off: the whole skill is rolled");
      assert.notInclude(player.dialogsShown().at(-1)?.opened ?? "", table.localize("FRAY.Brp.Field.Split"), "and no split is offered");
      await setRulesetOption(table, "brp", "splitAttacksOver100", true);
      swing(table, { split: 2, part: 1 });
      await player.sheetAction(hero, "attack", { itemId: sword });
      assert.equal(cardChance(lastCard(player)), 76, "the second of two attacks: 76%");
      const shown = player.dialogsShown().at(-1)?.opened ?? "";
      assert.include(shown, "75% + 76%");
      assert.include(shown, "50% + 50% + 51%");
    },
  },
  {
    ruleset: "brp",
    name: "with skills over 100% split, Yvarre's player gives her first attack 92 of her 151%: it rolls against 92%, the second against 59%; a share of 102 (49 left) is refused and rolls nothing (BRP-OPT-1, BRP-TV-10)",
    seats: ["playerA"],
    async run(table, assert) {
      const player = table.seat("playerA");
      const hero = await table.createActor(masterYvarre());
      const guard = await table.createActor(templeGuard());
      const sword = itemId(table, "playerA", hero, "brpWeapon", "Broadsword");
      await setRulesetOption(table, "brp", "splitAttacksOver100", true);
      await player.target(guard);
      swing(table, { split: 2, part: 0, first: 92 });
      await player.sheetAction(hero, "attack", { itemId: sword });
      assert.equal(cardChance(lastCard(player)), 92, "the first attack: 92%");
      assert.include(player.dialogsShown().at(-1)?.opened ?? "", table.localize("FRAY.Brp.Field.SplitFirst"), "the dialog offers the first attack's share");
      swing(table, { split: 2, part: 1, first: 92 });
      await player.sheetAction(hero, "attack", { itemId: sword });
      assert.equal(cardChance(lastCard(player)), 59, "the second: the 59 points left");
      const cards = player.messages().length;
      swing(table, { split: 2, part: 0, first: 102 });
      await player.sheetAction(hero, "attack", { itemId: sword });
      assert.equal(player.messages().length, cards, "no card for a split the rule refuses");
      assert.isTrue(player.notices().some((notice) => notice.message === table.localize("FRAY.Brp.Error.InvalidSplit", { skill: 151, parts: "102+49" })));
    },
  },
  {
    ruleset: "brp",
    name: "a fatally wounded temple guard cannot attack; with dying blows on, his Stamina roll (20 against 70) lets his spear strike once more, and then he dies (BRP-OPT-5, BRP-FAT-1)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(dyingGuard());
      const spear = itemId(table, "gm", guard, "brpWeapon", "Short Spear");
      await gm.target(hero);
      const cards = gm.messages().length;
      gm.answerDialog({});
      await gm.sheetAction(guard, "attack", { itemId: spear });
      assert.equal(gm.messages().length, cards, "no attack card");
      assert.include(gm.notices().map((n) => n.message), table.localize("FRAY.Brp.Error.FatallyWounded", { name: "Temple Guard" }));
      await setRulesetOption(table, "brp", "dyingBlows", true);
      gm.answerDialog({});
      table.queueDice(100, [20]);
      await gm.sheetAction(guard, "dyingBlow");
      assert.deepEqual({ ...(valueOf(gm, guard, "system.dyingBlow") as object) }, { staminaRollsMade: 1, used: false, readyRound: 0 }, "the blow is ready");
      gm.answerDialog({});
      table.queueDice(100, [30]);
      await gm.sheetAction(guard, "attack", { itemId: spear });
      assert.equal(lastCard(gm).exchange.pending?.actorUuid, hero.uuid, "the spear's card waits for Yvarre's defence");
      assert.isTrue(gm.actor(guard).statuses.has("dead"), "the blow struck, the guard dies");
      assert.isTrue((valueOf(table.seat("playerA"), guard, "system.harm") as { dead?: boolean }).dead === true);
    },
  },
  {
    ruleset: "brp",
    name: "with dying blows on, a fatally wounded temple guard who fails his Stamina roll (90 against 70) dies before the blow (BRP-OPT-5)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      await table.createActor(yvarre());
      const guard = await table.createActor(dyingGuard());
      await setRulesetOption(table, "brp", "dyingBlows", true);
      gm.answerDialog({});
      table.queueDice(100, [90]);
      await gm.sheetAction(guard, "dyingBlow");
      assert.isTrue(gm.actor(guard).statuses.has("dead"));
      assert.deepEqual({ ...(valueOf(gm, guard, "system.dyingBlow") as object) }, { staminaRollsMade: 0, used: true, readyRound: 0 });
    },
  },
];
