import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { assertRefused, exchangeOn, lastCard, valueOf } from "../expect.js";
import { itemId, serpentPriest, templeGuard, yvarre } from "./fixtures.js";
import { isItemOf } from "../../foundry/documents/subtypes.js";

/** BRP attacks from the sheet through the defender's choice to applied damage, and undo. */

async function attack(table: Table, seat: Seat, attacker: DocumentRef, weapon: string, defender: DocumentRef, roll: number): Promise<DocumentRef> {
  const hand = table.seat(seat);
  await hand.target(defender);
  hand.answerDialog({});
  table.queueDice(100, [roll]);
  await hand.sheetAction(attacker, "attack", { itemId: itemId(table, seat, attacker, "brpWeapon", weapon) });
  return lastCard(hand);
}

const HP = "system.hitPoints.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "a missed spear thrust closes the card without asking Yvarre anything",
    seats: ["playerA"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const card = await attack(table, "gm", guard, "Short Spear", hero, 90);
      const exchange = exchangeOn(table.seat("playerA"), card);
      assert.isNull(exchange.pending);
      assert.equal(exchange.state, "closed");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's special broadsword cut on the undefended guard leaves a bleeding wound",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const card = await attack(table, "playerA", hero, "Broadsword", guard, 5);
      await table.seat("gm").press(card, "noDefence");
      table.queueDice(8, [6]);
      table.queueDice(4, [2]);
      await table.seat("playerA").press(card, "rollDamage");
      // A heavy special may go on to the major wound table and the guard's Luck: the GM answers for him.
      for (let step = 0; step < 6 && exchangeOn(table.seat("gm"), card).pending; step++) {
        const pending = exchangeOn(table.seat("gm"), card).pending;
        table.queueDice(100, [10]);
        await table.seat(pending?.actorUuid === hero.uuid ? "playerA" : "gm").press(card, pending?.actions[0] ?? "");
      }
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
      const wound = table.seat("gm").actor(guard).items.contents.find((item) => isItemOf(item, "brpWound"));
      assert.ok(wound, "the guard has a wound");
      assert.isTrue(isItemOf(wound, "brpWound") && wound.system.bleeding, "and it bleeds");
    },
  },
  {
    ruleset: "brp",
    name: "the temple guard's spear hits and Yvarre's player is offered her parries, Dodge and No defence",
    seats: ["playerA"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const card = await attack(table, "gm", guard, "Short Spear", hero, 20);
      const exchange = exchangeOn(table.seat("playerA"), card);
      assert.equal(exchange.pending?.actorUuid, hero.uuid, "Yvarre's owner decides");
      assert.deepEqual(exchange.pending?.actions, ["parry1", "parry2", "dodge", "noDefence", "gmUnparryable"], "her choices, then the GM's ruling (BRP-FVTT-7)");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's dodge fails, the GM rolls damage, her hit points fall on every client and a wound appears",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const card = await attack(table, "gm", guard, "Short Spear", hero, 20);
      table.queueDice(100, [80]);
      await table.seat("playerA").press(card, "dodge");
      const afterDodge = exchangeOn(table.seat("gm"), card);
      assert.deepEqual(afterDodge.pending?.actions, ["rollDamage"]);
      // 1D6+1 rolls 4+1, the guard's +1D4 rolls 2: 7, soft leather stops 1.
      table.queueDice(6, [4]);
      table.queueDice(4, [2]);
      await table.seat("gm").press(card, "rollDamage");
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), hero, HP), 11, `${seat} sees 11 hit points`);
      const wounds = table.seat("playerA").actor(hero).items.contents.filter((item) => String(item.type) === "brpWound");
      assert.lengthOf(wounds, 1);
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
    },
  },
  {
    ruleset: "brp",
    name: "the GM undoes the spear's damage: hit points and the wound are restored",
    seats: ["playerA"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const card = await attack(table, "gm", guard, "Short Spear", hero, 20);
      await table.seat("playerA").press(card, "noDefence");
      table.queueDice(6, [4]);
      table.queueDice(4, [2]);
      await table.seat("gm").press(card, "rollDamage");
      assert.equal(valueOf(table.seat("gm"), hero, HP), 11);
      await table.seat("gm").undo(card);
      assert.equal(valueOf(table.seat("playerA"), hero, HP), 17);
      assert.lengthOf(table.seat("playerA").actor(hero).items.contents.filter((item) => String(item.type) === "brpWound"), 0);
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre parries with her broadsword and the spear is blocked",
    seats: ["playerA"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const card = await attack(table, "gm", guard, "Short Spear", hero, 20);
      table.queueDice(100, [40]);
      await table.seat("playerA").press(card, "parry1");
      const exchange = exchangeOn(table.seat("gm"), card);
      assert.equal(exchange.state, "closed");
      assert.equal((exchange.resolution as { delivered?: string } | null)?.delivered, "blocked");
      assert.equal(valueOf(table.seat("gm"), hero, HP), 17);
    },
  },
  {
    ruleset: "brp",
    name: "a player who does not own Yvarre presses her Dodge and is refused, nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const card = await attack(table, "gm", guard, "Short Spear", hero, 20);
      const before = JSON.stringify(exchangeOn(table.seat("gm"), card));
      table.queueDice(100, [80]);
      await table.seat("playerB").press(card, "dodge", hero.uuid);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(JSON.stringify(exchangeOn(table.seat("gm"), card)), before);
      assert.equal(valueOf(table.seat("gm"), hero, HP), 17);
    },
  },
  {
    ruleset: "brp",
    name: "the temple escape, round 1: the priest's thrown dagger rolls its minimum and Yvarre goes from 17 to 14 (BRP-TV-18)",
    seats: ["playerA"],
    async run(table, assert) {
      const priest = await table.createActor(serpentPriest());
      const hero = await table.createActor(yvarre());
      const card = await attack(table, "gm", priest, "Throwing Dagger", hero, 30);
      await table.seat("playerA").press(card, "noDefence");
      // 1D4+2 at its minimum (1+2), half the priest's 1D4 modifier as 1D2 at 1: 4, soft leather 1.
      table.queueDice(4, [1]);
      table.queueDice(2, [1]);
      await table.seat("gm").press(card, "rollDamage");
      assert.equal(valueOf(table.seat("playerA"), hero, HP), 14);
    },
  },
];
