import { optionSettingKey } from "../../foundry/settings/option-fields.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { assertRefused, exchangeOn, lastCard, valueOf } from "../expect.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * Who may press what on pool cards, and GM options changed mid-session: the injury offer follows
 * the threshold the GM sets (FC-INJ-2), and every button pressed by someone it does not belong to
 * is refused with a localized message and changes nothing.
 */

const WOUNDS = "system.tracks.wound.value";

async function thrust(table: Table, hero: DocumentRef, foe: DocumentRef): Promise<DocumentRef> {
  const player = table.seat("playerA");
  await player.target(foe);
  player.answerDialog({});
  table.queueDice(6, [1, 3, 4, 4, 6]);
  await player.sheetAction(hero, "attack", { itemId: player.actor(hero).items.contents.find((item) => String(item.type) === "poolWeapon")?.id ?? "" });
  return lastCard(player);
}

async function pressRefused(table: Table, seat: Seat, card: DocumentRef, action: string, actorUuid: string | null, assert: Parameters<Scenario["run"]>[1]): Promise<void> {
  const hand = table.seat(seat);
  hand.clearNotices();
  const before = JSON.stringify(exchangeOn(table.seat("gm"), card));
  await hand.press(card, action, actorUuid);
  assertRefused(hand, assert);
  assert.equal(JSON.stringify(exchangeOn(table.seat("gm"), card)), before, `${seat}'s ${action} changed nothing`);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM lowers the injury threshold mid-session and the next two-wound thrust offers the GM an injury roll",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const first = await table.createActor(mercenary("First mercenary"));
      const second = await table.createActor(mercenary("Second mercenary"));
      const before = await thrust(table, hero, first);
      await table.seat("playerA").press(before, "apply");
      assert.equal(exchangeOn(table.seat("gm"), before).state, "closed", "two wounds stay under the default threshold of 3");
      await table.seat("gm").setSetting("fray", optionSettingKey("pool", "injuryThreshold"), 2);
      const after = await thrust(table, hero, second);
      await table.seat("playerA").press(after, "apply");
      const exchange = exchangeOn(table.seat("playerA"), after);
      assert.equal(exchange.state, "injury");
      assert.deepEqual(exchange.pending?.actions, ["injury"]);
      table.queueDice(6, [1]);
      await table.seat("gm").press(after, "injury", null);
      const injuries = table.seat("playerA").actor(second).items.contents.filter((item) => String(item.type) === "poolInjury");
      assert.lengthOf(injuries, 1, "the GM's injury roll left an injury on the mercenary");
    },
  },
  {
    ruleset: "pool",
    name: "players press every pool card button that is not theirs and each is refused, nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [...(aldric().items ?? []), { name: "Disarm", type: "poolManeuver", system: { key: "disarm" } }] });
      const foe = await table.createActor(mercenary());
      await table.seat("gm").setSetting("fray", optionSettingKey("pool", "injuryThreshold"), 2);
      const card = await thrust(table, hero, foe);
      // Apply belongs to the attacker's owner.
      await pressRefused(table, "playerB", card, "apply", hero.uuid, assert);
      await table.seat("playerA").press(card, "apply");
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2);
      // The injury roll is the GM's.
      await pressRefused(table, "playerA", card, "injury", null, assert);
      await pressRefused(table, "playerB", card, "injury", null, assert);
      // Undo of wounds on the GM's mercenary is the GM's.
      table.seat("playerB").clearNotices();
      await table.seat("playerB").undo(card);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2);
      // The opposed roll of a disarm belongs to the target's owner (the GM here).
      const player = table.seat("playerA");
      await player.target(foe);
      table.queueDice(6, [6, 6, 6, 6]);
      await player.sheetAction(hero, "useManeuver", { itemId: player.actor(hero).items.contents.find((item) => item.name === "Disarm")?.id ?? "" });
      const opposed = lastCard(player);
      table.queueDice(6, [1, 1, 1, 1]);
      await pressRefused(table, "playerA", opposed, "rollTarget", foe.uuid, assert);
      table.queueDice(6, [1, 1, 1, 1]);
      await pressRefused(table, "playerB", opposed, "rollTarget", foe.uuid, assert);
    },
  },
];
