import type { DocumentRef, Scenario, Table } from "../table.js";
import { assertRefused, lastCard, valueOf } from "../expect.js";
import { itemId, kallistor, serpentPriest, yvarre } from "./fixtures.js";

/**
 * The temple escape after the thrown dagger (BRP-TV-18..22): Yvarre's fumbled First Aid, and
 * Kallistor's Healing power on the dagger wound; sheet rolls of skills and characteristics.
 */

const HP = "system.hitPoints.value";
const PP = "system.powerPoints.value";

/** Round 1 of the escape: the priest's thrown dagger at its minimum, 17 → 14. */
export async function daggerWound(table: Table, hero: DocumentRef): Promise<string> {
  const priest = await table.createActor(serpentPriest());
  const gm = table.seat("gm");
  await gm.target(hero);
  gm.answerDialog({});
  table.queueDice(100, [30]);
  await gm.sheetAction(priest, "attack", { itemId: itemId(table, "gm", priest, "brpWeapon", "Throwing Dagger") });
  const card = lastCard(gm);
  await table.seat(table.has("playerA") ? "playerA" : "gm").press(card, "noDefence");
  table.queueDice(4, [1]);
  table.queueDice(2, [1]);
  await gm.press(card, "rollDamage");
  const wound = gm.actor(hero).items.contents.find((item) => String(item.type) === "brpWound");
  if (!wound?.id) throw new Error("the dagger left no wound");
  return wound.id;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre's First Aid on the dagger wound fumbles (99 against 47) and costs her a hit point, 14 → 13 (BRP-TV-19)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const wound = await daggerWound(table, hero);
      assert.equal(valueOf(table.seat("playerA"), hero, HP), 14);
      const player = table.seat("playerA");
      player.answerDialog({});
      table.queueDice(100, [99]);
      await player.sheetAction(hero, "firstAid", { itemId: wound });
      assert.equal(valueOf(table.seat("gm"), hero, HP), 13);
      assert.equal(lastCard(player).exchange.kind, "skill", "the roll is shown on a skill card");
    },
  },
  {
    ruleset: "brp",
    name: "Kallistor's Healing 1 closes the dagger wound for 3 and costs him 3 power points, 14 → 11 (BRP-TV-22)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const healer = await table.createActor(kallistor(["playerA"]));
      await daggerWound(table, hero);
      const player = table.seat("playerA");
      await player.target(hero);
      table.queueDice(6, [3]);
      await player.sheetAction(healer, "usePower", { itemId: itemId(table, "playerA", healer, "brpPower", "Healing") });
      assert.equal(valueOf(table.seat("gm"), healer, PP), 11);
      assert.equal(valueOf(table.seat("gm"), hero, HP), 17, "the 3 points of the dagger wound are healed");
    },
  },
  {
    ruleset: "brp",
    name: "a player cannot heal another player's character and keeps the power points",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre(["playerA"]));
      const healer = await table.createActor(kallistor(["playerB"]));
      await daggerWound(table, hero);
      const other = table.seat("playerB");
      await other.target(hero);
      table.queueDice(6, [3]);
      await other.sheetAction(healer, "usePower", { itemId: itemId(table, "playerB", healer, "brpPower", "Healing") });
      assertRefused(other, assert);
      assert.equal(valueOf(table.seat("gm"), healer, PP), 14, "no power point is spent on a refused healing");
      assert.equal(valueOf(table.seat("gm"), hero, HP), 14);
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's player rolls her Dodge from the sheet and the skill card shows a success",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const player = table.seat("playerA");
      player.answerDialog({});
      table.queueDice(100, [20]);
      await player.sheetAction(hero, "rollSkill", { itemId: itemId(table, "playerA", hero, "brpSkill", "Dodge") });
      const card = lastCard(table.seat("gm"));
      assert.equal(card.exchange.kind, "skill");
      assert.equal((card.exchange.payload as { roll?: number }).roll, 20);
      assert.equal((card.exchange.payload as { chance?: number }).chance, 42);
    },
  },
  {
    ruleset: "brp",
    name: "a Difficult Luck roll from the sheet halves POW × 5",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const player = table.seat("playerA");
      player.answerDialog({ grade: "difficult" });
      table.queueDice(100, [40]);
      await player.sheetAction(hero, "rollCharacteristic", { roll: "luck" });
      const card = lastCard(table.seat("gm"));
      assert.equal((card.exchange.payload as { chance?: number }).chance, 30, "Luck 60, Difficult: 30");
    },
  },
];
