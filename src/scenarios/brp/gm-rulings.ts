import type { Scenario } from "../table.js";
import { assertRefused, exchangeOn, valueOf } from "../expect.js";
import type { AttackCardContext } from "../../rulesets/brp/flows/cards.js";
import { attackWith, itemId, templeGuard, woundsOf, yvarre } from "./fixtures.js";
import { lastCard } from "../expect.js";

/**
 * The GM's rulings on an attack card (BRP-FVTT-7): an attack ruled unparryable, the SIZ a braced
 * target resists knockback with, and the Major Wound row picked instead of rolled; after the blow,
 * an entangled target's Luck roll to attack and the damage a lodged spear does when its victim moves.
 * The ruling buttons are the GM's alone: a player pressing one is refused and nothing moves.
 */

/** The card body as a seat sees it (recomputed by the rules on every change). */
const viewOf = (card: ReturnType<typeof exchangeOn>) => (card.payload as { view?: AttackCardContext }).view;

/** Yvarre with a shield she bashes with: 1D4 and her +1D4, a knockback special (BRP-SHD-4, BRP-SPC-18). */
const yvarreWithShield = () => {
  const spec = yvarre();
  return {
    ...spec,
    items: [
      ...(spec.items ?? []),
      { name: "Shield", type: "brpSkill", system: { key: "shield", category: "combat", base: 0, value: 60 } },
      { name: "Shield Bash", type: "brpWeapon", system: { skill: "shield", damage: "1D4", specialType: "knockback", attackKind: "melee", length: "short", hp: { value: 12, max: 12 }, equipped: true } },
    ],
  };
};

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the guard's spear thrust hits Yvarre (30 against 55); the GM rules it cannot be parried and her player is left Dodge or no defence; her player's own press of the ruling is refused (BRP-FVTT-7)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const card = await attackWith(table, "gm", guard, "Short Spear", hero, 30);
      const player = table.seat("playerA");
      assert.deepEqual(exchangeOn(player, card).pending?.actions, ["parry1", "parry2", "dodge", "noDefence", "gmUnparryable"], "her two blades may parry; the ruling is offered");
      player.clearNotices();
      await player.press(card, "gmUnparryable");
      assertRefused(player, assert);
      assert.equal(player.notices().at(-1)?.message, table.localize("FRAY.Relay.GMOnly"));
      assert.include(exchangeOn(player, card).pending?.actions ?? [], "parry1", "the player's press changed nothing");
      await table.seat("gm").press(card, "gmUnparryable");
      const ruled = exchangeOn(player, card);
      assert.deepEqual(ruled.pending?.actions, ["dodge", "noDefence"], "no parry is offered now");
      assert.deepEqual(viewOf(ruled)?.rulings.map((r) => r.key), ["FRAY.Brp.Ruling.CardUnparryable"], "the card says the GM ruled it");
      table.queueDice(100, [20]);
      await player.press(card, "dodge");
      assert.equal(viewOf(exchangeOn(player, card))?.defence?.label, "FRAY.Brp.Defence.Dodge", "she dodged");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's shield bash (05, a special) deals 4 + 4 = 8; the GM rules the braced guard resists with SIZ 20 instead of 14, so her 15 no longer knocks him back (BRP-FVTT-7, BRP-SPC-18)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarreWithShield());
      const guard = await table.createActor(templeGuard());
      const card = await attackWith(table, "playerA", hero, "Shield Bash", guard, 5);
      const gm = table.seat("gm");
      await gm.press(card, "noDefence");
      table.queueDice(4, [4, 4]);
      await table.seat("playerA").press(card, "rollDamage");
      const pending = exchangeOn(gm, card).pending;
      assert.deepEqual(pending?.actions, ["rollResistance", "gmKnockbackSiz"]);
      // Unruled, 8 against SIZ 14 is 50 + 5 × (8 − 14) = 20%: the 15 below would throw him 1 metre.
      gm.answerDialog({ siz: 20 });
      await gm.press(card, "gmKnockbackSiz");
      const ruled = exchangeOn(table.seat("playerA"), card);
      assert.deepEqual(viewOf(ruled)?.rulings, [{ key: "FRAY.Brp.Ruling.CardKnockbackSiz", siz: 20 }]);
      table.queueDice(100, [15]);
      await table.seat("playerA").press(card, "rollResistance");
      const done = exchangeOn(table.seat("playerA"), card);
      assert.equal(done.state, "closed");
      assert.notInclude(viewOf(done)?.effects.map((e) => e.key) ?? [], "FRAY.Brp.Card.KnockedBack", "8 against 20 is past the table: he stands");
      assert.equal(valueOf(table.seat("playerA"), guard, "system.hitPoints.value"), 14 - (8 - 2), "the blow's damage still lands through his hard leather");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's cut (30) deals 9 + 4 − 2 = 11 to the guard, a major wound; the GM picks the 51–60 row instead of rolling, the Luck roll (90) fails and the 1D6 (4) takes his DEX from 11 to 7 for good (BRP-FVTT-7, BRP-MWT-1)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const card = await attackWith(table, "playerA", hero, "Broadsword", guard, 30);
      const gm = table.seat("gm");
      await gm.press(card, "noDefence");
      table.queueDice(8, [8]);
      table.queueDice(4, [4]);
      await table.seat("playerA").press(card, "rollDamage");
      assert.deepEqual(exchangeOn(gm, card).pending?.actions, ["rollMajorWound", "gmMajorWound"]);
      gm.answerDialog({ row: "51" });
      await gm.press(card, "gmMajorWound");
      assert.deepEqual(exchangeOn(gm, card).pending?.actions, ["rollLuck", "gmMajorWound"], "the Luck roll comes next; the row may still be changed");
      table.queueDice(100, [90]);
      await gm.press(card, "rollLuck");
      table.queueDice(6, [4]);
      await gm.press(card, "rollLoss");
      const done = exchangeOn(table.seat("playerB"), card);
      assert.equal(done.state, "closed");
      assert.deepEqual(viewOf(done)?.rulings.map((r) => r.key), ["FRAY.Brp.Ruling.CardMajorWound"]);
      assert.equal(viewOf(done)?.majorWound?.label, "FRAY.Brp.MajorWound.r51");
      assert.equal(valueOf(table.seat("playerB"), guard, "system.characteristics.DEX"), 7, "the lost DEX on every client");
      assert.equal(woundsOf(table, "playerB", guard).find((w) => w.system.severity === "major")?.system.majorWoundRoll, 51);
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre is entangled; her player cannot call for the Luck roll herself, the GM asks from her sheet, her 80 against Luck 60 pins her and her attack is refused; the GM undoes the roll and she attacks (BRP-FVTT-7, BRP-SPC-11)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      await gm.console(() => gm.actor(hero).toggleStatusEffect("entangled", { active: true }));
      await table.settle();
      const before = gm.messages().length;
      player.clearNotices();
      await player.sheetAction(hero, "askEntangleLuck");
      assertRefused(player, assert);
      assert.equal(player.notices().at(-1)?.message, table.localize("FRAY.Relay.GMOnly"));
      assert.equal(gm.messages().length, before, "no card was posted");
      await gm.sheetAction(hero, "askEntangleLuck");
      const card = lastCard(player);
      assert.equal(card.exchange.kind, "entangleLuck");
      assert.deepEqual(card.exchange.pending?.actions, ["rollEntangleLuck"]);
      assert.equal(card.exchange.pending?.actorUuid, hero.uuid, "her player rolls");
      table.queueDice(100, [80]);
      await player.press(card, "rollEntangleLuck");
      assert.equal(exchangeOn(player, card).state, "closed");
      const broadsword = itemId(table, "playerA", hero, "brpWeapon", "Broadsword");
      await player.target(guard);
      player.clearNotices();
      const cards = player.messages().length;
      await player.sheetAction(hero, "attack", { itemId: broadsword });
      assert.equal(player.notices().at(-1)?.message, table.localize("FRAY.Brp.Ruling.EntangledNoAttack"), "pinned: no attack");
      assert.equal(player.messages().length, cards, "no attack card");
      await gm.undo(card);
      player.answerDialog({});
      table.queueDice(100, [50]);
      await player.sheetAction(hero, "attack", { itemId: broadsword });
      assert.equal(lastCard(player).exchange.kind, "attack", "with the roll undone the entangle leaves her a way to strike");
    },
  },
  {
    ruleset: "brp",
    name: "the guard's spear is lodged in Yvarre; the GM rules her dash a significant movement from the wound on her sheet: the spear's 1D6+1 rolls 5, half is 2 on the same wound; her player cannot rule it, and the GM's undo gives the 2 back (BRP-FVTT-7, BRP-SPC-16)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const thrust = await attackWith(table, "gm", guard, "Short Spear", hero, 5);
      await table.seat("playerA").press(thrust, "noDefence");
      table.queueDice(6, [2, 2]);
      table.queueDice(4, [1]);
      await table.seat("gm").press(thrust, "rollDamage");
      const HP = "system.hitPoints.value";
      const hp = Number(valueOf(table.seat("gm"), hero, HP));
      const [wound] = woundsOf(table, "gm", hero);
      assert.ok(wound?.system.impaled.weaponId, "the spear is lodged");
      const remaining = wound?.system.remaining ?? 0;
      const tally = wound?.system.impaled.damageSoFar ?? 0;
      const player = table.seat("playerA");
      player.clearNotices();
      await player.sheetAction(hero, "impaledMove", { itemId: wound?.id ?? "" });
      assert.equal(player.notices().at(-1)?.message, table.localize("FRAY.Relay.GMOnly"));
      assert.equal(valueOf(table.seat("gm"), hero, HP), hp, "her player's press changed nothing");
      table.queueDice(6, [4]);
      await table.seat("gm").sheetAction(hero, "impaledMove", { itemId: wound?.id ?? "" });
      const card = lastCard(table.seat("playerB"));
      assert.equal(card.exchange.kind, "impaledMove");
      assert.equal(valueOf(table.seat("playerB"), hero, HP), hp - 2, "⌊(4 + 1) / 2⌋ = 2, armor ignored, on every client");
      const after = woundsOf(table, "playerB", hero)[0];
      assert.equal(after?.system.remaining, remaining + 2, `on the same wound (${remaining} → ${after?.system.remaining})`);
      assert.equal(after?.system.impaled.damageSoFar, tally + 2, "the spear's tally grows");
      await table.seat("gm").undo(card);
      assert.equal(valueOf(table.seat("playerB"), hero, HP), hp, "undone: the 2 points are back");
      assert.equal(woundsOf(table, "playerB", hero)[0]?.system.remaining, remaining);
    },
  },
];
