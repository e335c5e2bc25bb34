import type { DocumentRef, Scenario, Table } from "../table.js";
import { assertEverywhere, assertRefused, exchangeOn, lastCard, valueOf } from "../expect.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * The pool attack from sheet to applied wounds: the seed's spear thrust (FC-TV: 1,3,4,4,6 against
 * Parry 2 wounds the mercenary twice), applying it from the card, undoing it, and everyone who may
 * not press a button being refused.
 */

const SPEAR_THRUST = [1, 3, 4, 4, 6];

async function spearThrust(table: Table, attacker: DocumentRef, target: DocumentRef, seat: "playerA" | "playerB" = "playerA"): Promise<DocumentRef> {
  const hand = table.seat(seat);
  const spearId = hand.actor(attacker).items.contents.find((item) => String(item.type) === "poolWeapon")?.id ?? "";
  await hand.target(target);
  hand.answerDialog({});
  table.queueDice(6, SPEAR_THRUST);
  await hand.sheetAction(attacker, "attack", { itemId: spearId });
  return lastCard(hand);
}

const WOUNDS = "system.tracks.wound.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "a player's spear thrust posts an attack card waiting for its owner to apply it",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await spearThrust(table, hero, foe);
      const exchange = exchangeOn(table.seat("gm"), card);
      assert.equal(exchange.kind, "attack");
      assert.equal(exchange.state, "open");
      assert.deepEqual(exchange.pending?.actions, ["apply"]);
      assert.equal(exchange.pending?.actorUuid, hero.uuid, "the attacker's owner decides");
      assert.deepEqual((exchange.payload as { dice?: number[] }).dice, SPEAR_THRUST);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 0, "nothing applied yet");
    },
  },
  {
    ruleset: "pool",
    name: "the attacker's owner applies the spear thrust and every client sees two wounds on the mercenary",
    seats: ["playerA", "playerB", "assistant"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await spearThrust(table, hero, foe);
      await table.seat("playerA").press(card, "apply");
      assertEverywhere(["gm", "assistant", "playerA", "playerB"].map((seat) => table.seat(seat as "gm")), foe, WOUNDS, 2, assert);
      const exchange = exchangeOn(table.seat("playerB"), card);
      assert.equal(exchange.state, "closed");
      assert.lengthOf(exchange.applications, 1);
      assert.equal(exchange.applications[0]?.userId, table.seat("playerA").userId, "the press is recorded as player A's");
    },
  },
  {
    ruleset: "pool",
    name: "the GM undoes an applied spear thrust and the mercenary's wounds are gone",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await spearThrust(table, hero, foe);
      await table.seat("playerA").press(card, "apply");
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2);
      await table.seat("gm").undo(card);
      assert.equal(valueOf(table.seat("playerA"), foe, WOUNDS), 0);
      assert.isTrue(exchangeOn(table.seat("gm"), card).applications[0]?.undone ?? false);
    },
  },
  {
    ruleset: "pool",
    name: "a player cannot undo wounds dealt to a creature they do not own",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await spearThrust(table, hero, foe);
      await table.seat("playerA").press(card, "apply");
      table.seat("playerA").clearNotices();
      await table.seat("playerA").undo(card);
      assertRefused(table.seat("playerA"), assert);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2, "the wounds stay");
      assert.isFalse(exchangeOn(table.seat("gm"), card).applications[0]?.undone ?? true);
    },
  },
  {
    ruleset: "pool",
    name: "a player who does not own the attacker presses Apply and is refused, nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await spearThrust(table, hero, foe);
      const before = JSON.stringify(exchangeOn(table.seat("gm"), card));
      await table.seat("playerB").press(card, "apply", hero.uuid);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 0);
      assert.equal(JSON.stringify(exchangeOn(table.seat("gm"), card)), before, "the card is untouched");
    },
  },
  {
    ruleset: "pool",
    name: "a double click on Apply wounds the mercenary once",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await spearThrust(table, hero, foe);
      const player = table.seat("playerA");
      await Promise.all([player.press(card, "apply"), player.press(card, "apply")]);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2);
      assert.lengthOf(exchangeOn(table.seat("gm"), card).applications.filter((application) => application.deltas.length > 0), 1);
    },
  },
  {
    ruleset: "pool",
    name: "two players attack two mercenaries at once and both blows land",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const brenna = await table.createActor({ ...aldric(["playerB"]), name: "Brenna" });
      const left = await table.createActor(mercenary("Left mercenary"));
      const right = await table.createActor(mercenary("Right mercenary"));
      const first = await spearThrust(table, hero, left, "playerA");
      const second = await spearThrust(table, brenna, right, "playerB");
      await Promise.all([table.seat("playerA").press(first, "apply"), table.seat("playerB").press(second, "apply")]);
      assert.equal(valueOf(table.seat("gm"), left, WOUNDS), 2);
      assert.equal(valueOf(table.seat("gm"), right, WOUNDS), 2);
    },
  },
  {
    ruleset: "pool",
    name: "the assistant GM may apply any card",
    seats: ["assistant", "playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await spearThrust(table, hero, foe);
      await table.seat("assistant").press(card, "apply");
      assert.equal(valueOf(table.seat("playerA"), foe, WOUNDS), 2);
    },
  },
];
