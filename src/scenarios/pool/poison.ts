import type { ExchangeData } from "../../foundry/chat/exchange-types.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { assertEverywhere, exchangeOn, lastCard, valueOf } from "../expect.js";
import { aldric, itemOf, mercenary, poison } from "./fixtures.js";
import { requireItemOf } from "../../foundry/documents/subtypes.js";

/**
 * Poison from the sheet and the card: coating a blade (Medicine against the poison's number),
 * the coated blade's dose resisted from the attack card, a dose given by the GM resisted from its
 * own card, the dying countdown hour by hour and the antidote (FC-POI-2..8).
 */

const CONDITIONS = "system.conditions";
const conditionIds = (value: unknown) => (value as Array<{ id: string }>).map((condition) => condition.id);
export const hoursLeft = (value: unknown) => Number((value as Array<{ id: string; data: { hoursLeft?: number } }>).find((c) => c.id === "poisonedDying")?.data.hoursLeft ?? 0);

/** Aldric with Medicine 2, his spear and a vial of adder venom (Mild, TN 2). */
const poisoner = () => ({ ...aldric(), system: { skills: { melee: 4, stamina: 3, medicine: 2 } }, items: [...(aldric().items ?? []), poison("Adder venom", "mild")] });

/** A mercenary with Stamina 2, so he can fail to resist. */
const sturdyMercenary = () => ({ ...mercenary(), system: { parry: 2, skills: { melee: 3, stamina: 2 } } });

/**
 * The GM's cook doses Aldric with a poison of this strength and Aldric's player rolls Stamina from
 * the card with these faces (three dice: Stamina 3). Returns the cook and the exposure card.
 */
export async function dosed(table: Table, hero: DocumentRef, strength: "mild" | "vile", faces: readonly number[]): Promise<{ cook: DocumentRef; card: DocumentRef & { exchange: ExchangeData } }> {
  const cook = await table.createActor({ ...mercenary("Cook"), items: [poison("Nightshade", strength)] });
  const gm = table.seat("gm");
  await gm.target(hero);
  await gm.sheetAction(cook, "exposePoison", { itemId: itemOf(gm, cook, "Nightshade") });
  const card = lastCard(gm);
  table.queueDice(6, faces);
  await table.seat("playerA").press(card, "rollStamina");
  return { cook, card };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric coats his spear, the thrust wounds the mercenary, the GM rolls his Stamina from the card and he is dying on every client (FC-POI-7, FC-POI-8)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(poisoner());
      const foe = await table.createActor(sturdyMercenary());
      const player = table.seat("playerA");
      table.queueDice(6, [4, 5]);
      await player.sheetAction(hero, "applyPoison", { itemId: itemOf(player, hero, "Adder venom") });
      const venomId = itemOf(player, hero, "Adder venom");
      const spear = table.seat("gm").actor(hero).items.get(itemOf(player, hero, "Spear"));
      assert.deepEqual(requireItemOf(spear, "poolWeapon").system.coating, { batchId: venomId, strength: "mild" }, "the spear carries the venom");
      assert.equal(lastCard(table.seat("playerB")).exchange.kind, "effect", "a card tells the table");

      await player.target(foe);
      player.answerDialog({});
      table.queueDice(6, [1, 3, 4, 4, 6]);
      await player.sheetAction(hero, "attack", { itemId: itemOf(player, hero, "Spear") });
      const card = lastCard(player);
      await player.press(card, "apply");
      const waiting = exchangeOn(table.seat("gm"), card);
      assert.equal(waiting.state, "poisoned");
      assert.deepEqual(waiting.pending?.actions, ["resistPoison"]);
      assert.equal(waiting.pending?.actorUuid, foe.uuid, "the mercenary's owner resists");
      const coated = table.seat("gm").actor(hero).items.get(itemOf(player, hero, "Spear"));
      assert.equal(requireItemOf(coated, "poolWeapon").system.coating.strength, "", "the dose left the blade");

      table.queueDice(6, [1, 2]);
      await table.seat("gm").press(card, "resistPoison");
      assert.equal(exchangeOn(table.seat("playerB"), card).state, "closed");
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.include(conditionIds(valueOf(table.seat(seat), foe, CONDITIONS)), "poisonedDying", `${seat} sees the mercenary dying`);
      assert.equal(hoursLeft(valueOf(table.seat("gm"), foe, CONDITIONS)), 4, "Mild venom kills in 6 − 2 = 4 hours");
    },
  },
  {
    ruleset: "pool",
    name: "a failed coating by two ruins the venom and splashes Aldric, whose player resists from the card and is immune to the batch (FC-POI-3, FC-POI-7)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...poisoner(), items: [...(aldric().items ?? []), poison("Adder venom", "mild")] });
      const player = table.seat("playerA");
      const venomId = itemOf(player, hero, "Adder venom");
      table.queueDice(6, [1, 2]);
      await player.sheetAction(hero, "applyPoison", { itemId: venomId });
      assert.equal(requireItemOf(table.seat("gm").actor(hero).items.get(venomId), "poolPoison").system.ounces, 0, "the batch is ruined");
      const card = lastCard(player);
      assert.equal(card.exchange.kind, "poison");
      assert.equal(card.exchange.pending?.actorUuid, hero.uuid, "the splash is Aldric's to resist");
      table.queueDice(6, [5, 6, 1]);
      await player.press(card, "rollStamina");
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
      assertEverywhere([table.seat("gm"), player], hero, "system.poisonImmunities", [venomId], assert);
      assert.notInclude(conditionIds(valueOf(table.seat("gm"), hero, CONDITIONS)), "poisonedDying");
    },
  },
  {
    ruleset: "pool",
    name: "the GM doses Aldric's wine; he fails, the hours count down on his sheet and the antidote ends it (FC-POI-2, FC-POI-4)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const { card } = await dosed(table, hero, "mild", [1, 2, 1]);
      assert.equal(card.exchange.pending?.actorUuid, hero.uuid, "the card asked Aldric's player");
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      assert.equal(hoursLeft(valueOf(table.seat("playerB"), hero, CONDITIONS)), 4);
      player.answerDialog({ hours: 1 });
      await player.sheetAction(hero, "poisonHour");
      assertEverywhere([gm, player, table.seat("playerB")], hero, CONDITIONS, valueOf(gm, hero, CONDITIONS), assert);
      assert.equal(hoursLeft(valueOf(table.seat("playerB"), hero, CONDITIONS)), 3, "an hour passes on every client");
      player.answerDialog({});
      await player.sheetAction(hero, "antidote");
      for (const seat of ["gm", "playerB"] as const) assert.notInclude(conditionIds(valueOf(table.seat(seat), hero, CONDITIONS)), "poisonedDying", `${seat} sees the poison gone`);
      assert.equal(lastCard(table.seat("playerB")).exchange.kind, "effect");
    },
  },
  {
    ruleset: "pool",
    name: "a Vile poison's two hours run out and the victim dies on every client",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      await dosed(table, hero, "vile", [1, 1, 1]);
      const gm = table.seat("gm");
      gm.answerDialog({ hours: 1 });
      await gm.sheetAction(hero, "poisonHour");
      gm.answerDialog({ hours: 1 });
      await gm.sheetAction(hero, "poisonHour");
      for (const seat of ["gm", "playerA"] as const) {
        const actor = table.seat(seat).actor(hero);
        assert.notInclude(conditionIds(valueOf(table.seat(seat), hero, CONDITIONS)), "poisonedDying");
        assert.isTrue(actor.statuses.has("dead"), `${seat} sees Aldric dead`);
      }
    },
  },
  {
    ruleset: "pool",
    name: "a second dose of a batch Aldric resisted has no effect",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const { cook } = await dosed(table, hero, "mild", [6, 6, 6]);
      const gm = table.seat("gm");
      await gm.sheetAction(cook, "exposePoison", { itemId: itemOf(gm, cook, "Nightshade") });
      const second = lastCard(table.seat("playerA"));
      assert.equal(second.exchange.kind, "effect");
      assert.isNull(second.exchange.pending, "nothing to roll");
      assert.notInclude(conditionIds(valueOf(gm, hero, CONDITIONS)), "poisonedDying");
    },
  },
];
