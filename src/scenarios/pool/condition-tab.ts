import type { Scenario } from "../table.js";
import { assertEverywhere, lastCard, valueOf } from "../expect.js";
import { aldric, itemOf } from "./fixtures.js";
import { requireItemOf } from "../../foundry/documents/subtypes.js";

/**
 * The condition tab and the combat tab's small buttons, pressed by the owner: track boxes, hand-set
 * conditions, an open wound's hourly bleed, reloading a crossbow, equipping and unequipping.
 */

const WOUNDS = "system.tracks.wound.value";
const ids = (value: unknown) => (value as Array<{ id: string }>).map((condition) => condition.id);

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric's player ticks wound boxes on the sheet and every client sees them; clicking the last ticked box clears it",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const player = table.seat("playerA");
      const everyone = [table.seat("gm"), player, table.seat("playerB")];
      await player.sheetAction(hero, "setTrack", { path: WOUNDS, value: "2" });
      assertEverywhere(everyone, hero, WOUNDS, 2, assert);
      await player.sheetAction(hero, "setTrack", { path: WOUNDS, value: "2" });
      assertEverywhere(everyone, hero, WOUNDS, 1, assert);
      await player.sheetAction(hero, "setTrack", { path: "system.tracks.fear.value", value: "3" });
      assertEverywhere(everyone, hero, "system.tracks.fear.value", 3, assert);
    },
  },
  {
    ruleset: "pool",
    name: "Aldric's player marks him prone from the sheet and removes it again; every client follows",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const player = table.seat("playerA");
      await player.sheetAction(hero, "addCondition", { select: "prone" });
      await player.sheetAction(hero, "addCondition", { select: "disarmed" });
      for (const seat of ["gm", "playerB"] as const) assert.deepEqual(ids(valueOf(table.seat(seat), hero, "system.conditions")), ["prone", "disarmed"], `${seat} sees both`);
      await player.sheetAction(hero, "addCondition", { select: "prone" });
      assert.deepEqual(ids(valueOf(table.seat("gm"), hero, "system.conditions")), ["disarmed", "prone"], "a condition is never listed twice");
      await player.sheetAction(hero, "removeCondition", { index: "1" });
      for (const seat of ["gm", "playerB"] as const) assert.deepEqual(ids(valueOf(table.seat(seat), hero, "system.conditions")), ["disarmed"], `${seat} sees prone gone`);
      await player.sheetAction(hero, "addCondition", { select: "flying carpet" });
      await player.sheetAction(hero, "removeCondition", { index: "7" });
      assert.deepEqual(ids(valueOf(table.seat("gm"), hero, "system.conditions")), ["disarmed"], "an unknown condition or row changes nothing");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric's open wound bleeds for an hour: the Luck die's success is a Wound on every client and a card shows the die (FC-INJ-6)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [...(aldric().items ?? []), { name: "Open wound", type: "poolInjury", system: { kind: "openWound" } }] });
      const player = table.seat("playerA");
      table.queueDice(6, [5]);
      await player.sheetAction(hero, "bleed", { itemId: itemOf(player, hero, "Open wound") });
      assertEverywhere([table.seat("gm"), player, table.seat("playerB")], hero, WOUNDS, 1, assert);
      const card = lastCard(table.seat("playerB"));
      assert.deepEqual((card.exchange.payload as { dice?: number[] }).dice, [5]);
      table.queueDice(6, [2]);
      await player.sheetAction(hero, "bleed", { itemId: itemOf(player, hero, "Open wound") });
      assert.equal(valueOf(table.seat("gm"), hero, WOUNDS), 1, "a failed Luck die costs nothing");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric reloads his crossbow from the sheet, the shot unloads it, and he cannot shoot again until he reloads",
    seats: ["playerA"],
    async run(table, assert) {
      const crossbow = { name: "Crossbow", type: "poolWeapon", system: { weaponClass: "medium", skill: "ranged", rangeCategory: "shortbow", effectiveRange: 30, reload: "crossbow", loaded: false } };
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, ranged: 3 } }, items: [crossbow] });
      const foe = await table.createActor({ name: "Sentry", type: "poolNpc", system: { skills: { melee: 2 } } });
      const player = table.seat("playerA");
      const bowId = itemOf(player, hero, "Crossbow");
      const loaded = () => requireItemOf(table.seat("gm").actor(hero).items.get(bowId), "poolWeapon").system.loaded;
      await player.target(foe);
      player.clearNotices();
      player.answerDialog({});
      await player.sheetAction(hero, "attack", { itemId: bowId });
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Pool.Error.NotReady", { weapon: "Crossbow" }), "an unloaded crossbow cannot shoot");
      await player.sheetAction(hero, "readyWeapon", { itemId: bowId });
      assert.isTrue(loaded(), "loaded on the GM's client");
      assert.equal(lastCard(player).exchange.kind, "effect");
      player.answerDialog({});
      table.queueDice(6, [6, 6, 6]);
      await player.sheetAction(hero, "attack", { itemId: bowId });
      assert.equal(lastCard(player).exchange.kind, "attack");
      assert.isFalse(loaded(), "the shot unloaded it");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric's player unequips and re-equips his spear from the sheet and every client sees it",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const player = table.seat("playerA");
      const spearId = itemOf(player, hero, "Spear");
      const equipped = (seat: "gm" | "playerB") => requireItemOf(table.seat(seat).actor(hero).items.get(spearId), "poolWeapon").system.equipped;
      await player.sheetAction(hero, "toggleEquipped", { itemId: spearId });
      assert.isFalse(equipped("gm"));
      assert.isFalse(equipped("playerB"));
      await player.sheetAction(hero, "toggleEquipped", { itemId: spearId });
      assert.isTrue(equipped("playerB"));
    },
  },
];
