import type { DocumentRef, Scenario, Table } from "../table.js";
import { lastCard, valueOf } from "../expect.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, itemOf, mercenary } from "./fixtures.js";

/**
 * The NPC sheet carries what a character's does in a fight (FC-FVTT-6): maneuvers, an unarmed
 * attack and reloading; and drawing a weapon costs what the rules say (FC-ACT-2, FC-ACT-3): a
 * Partial Action for one kept at hand, a Full Action for one packed away.
 */

const maneuver = (key: string) => ({ name: key, type: "poolManeuver", system: { key } });
const crossbow = { name: "Crossbow", type: "poolWeapon", system: { weaponClass: "medium", skill: "ranged", effectiveRange: 30, reload: "crossbow", loaded: false } };
const packedSword = { name: "Packed sword", type: "poolWeapon", system: { weaponClass: "medium", skill: "melee", readied: false, equipped: false } };
const ids = (value: unknown) => (value as Array<{ id: string }>).map((condition) => condition.id);

async function fight(table: Table): Promise<{ hero: DocumentRef; foe: DocumentRef }> {
  const hero = await table.createActor({ ...aldric(), items: [...(aldric().items ?? []), packedSword] });
  const foe = await table.createActor({ ...mercenary("Sellsword"), items: ["dodge", "feint", "disarm", "grapple"].map(maneuver).concat([crossbow as never]) });
  table.queueDice(6, [2, 5]);
  await table.startCombat([hero, foe]);
  await table.seat("gm").target(hero);
  await table.seat("playerA").target(foe);
  return { hero, foe };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM plays a sellsword from his NPC sheet: a Feint Aldric's player answers from the card, then the sellsword reloads his crossbow (FC-FVTT-6, FC-MAN-7, FC-WPN-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, foe } = await fight(table);
      const gm = table.seat("gm");
      table.queueDice(6, [6, 6, 6]);
      await gm.sheetAction(foe, "useManeuver", { itemId: itemOf(gm, foe, "feint") });
      const feint = lastCard(gm);
      assert.equal(feint.exchange.pending?.actorUuid, hero.uuid, "Aldric's player rolls to resist");
      table.queueDice(6, [1, 1, 1]);
      await table.seat("playerA").press(feint, "rollTarget");
      assert.include(ids(valueOf(gm, hero, "system.conditions")), "feinted", "the feint landed");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, foe)], 1, "the Feint cost a Partial");
      // Next round the sellsword spends a Full Action loading his crossbow.
      await gm.tracker("frayEndTurn", { combatantId: combatantOf(gm, foe) });
      await table.seat("playerA").tracker("frayEndTurn", { combatantId: combatantOf(gm, hero) });
      assert.equal((await trackerSnapshot(gm)).round, 2);
      const bolt = itemOf(gm, foe, "Crossbow");
      await gm.sheetAction(foe, "readyWeapon", { itemId: bolt });
      assert.equal((table.seat("playerA").actor(foe).items.get(bolt)?.system as unknown as { loaded: boolean }).loaded, true, "loaded on every client");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, hero)], "the Full Action ended his activation");
    },
  },
  {
    ruleset: "pool",
    name: "the GM's sellsword strikes unarmed from his NPC sheet and Dodges; Aldric's player sees the Dodge on the sellsword (FC-FVTT-6, FC-MAN-5)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, foe } = await fight(table);
      const gm = table.seat("gm");
      table.queueDice(6, [1, 1, 1]);
      gm.answerDialog({});
      await gm.sheetAction(foe, "attack", {});
      const card = lastCard(gm);
      assert.equal(card.exchange.kind, "attack", "an unarmed attack card");
      assert.include(JSON.stringify(card.exchange.payload), "unarmed");
      await gm.sheetAction(foe, "useManeuver", { itemId: itemOf(gm, foe, "dodge") });
      assert.include(ids(valueOf(table.seat("playerA"), foe, "system.conditions")), "dodging");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, hero)], 2, "Aldric has spent nothing");
    },
  },
  {
    ruleset: "pool",
    name: "drawing the spear Aldric keeps at hand costs a Partial; the sword packed away costs a Full Action and ends his activation (FC-ACT-2, FC-ACT-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [{ ...(aldric().items?.[0] as object), system: { weaponClass: "medium", skill: "melee", equipped: false } } as never, packedSword] });
      const foe = await table.createActor(mercenary());
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, foe]);
      const player = table.seat("playerA");
      const gm = table.seat("gm");
      const heroId = combatantOf(gm, hero);
      await player.sheetAction(hero, "drawWeapon", { itemId: itemOf(player, hero, "Spear") });
      let now = await trackerSnapshot(gm);
      assert.equal(now.actionsLeft[heroId], 1, "a Partial for the spear");
      assert.equal((gm.actor(hero).items.get(itemOf(gm, hero, "Spear"))?.system as unknown as { equipped: boolean }).equipped, true, "in hand");
      // The packed sword needs a Full Action: with one Partial left it is refused before anything changes.
      await player.sheetAction(hero, "drawWeapon", { itemId: itemOf(player, hero, "Packed sword") });
      assert.ok(player.notices().some((notice) => notice.level !== "info"), "refused");
      assert.equal((gm.actor(hero).items.get(itemOf(gm, hero, "Packed sword"))?.system as unknown as { equipped: boolean }).equipped, false, "still packed");
      player.clearNotices();
      await player.tracker("frayEndTurn", { combatantId: heroId });
      await gm.tracker("frayEndTurn", { combatantId: combatantOf(gm, foe) });
      now = await trackerSnapshot(gm);
      assert.equal(now.round, 2);
      await player.sheetAction(hero, "drawWeapon", { itemId: itemOf(player, hero, "Packed sword") });
      now = await trackerSnapshot(gm);
      assert.equal(now.actionsLeft[heroId], 0, "a Full Action for the packed sword");
      assert.deepEqual([...now.canActNow], [combatantOf(gm, foe)], "and Aldric's activation is over");
      assert.equal((gm.actor(hero).items.get(itemOf(gm, hero, "Packed sword"))?.system as unknown as { equipped: boolean }).equipped, true);
    },
  },
];
