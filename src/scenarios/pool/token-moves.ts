import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, fiveFootGrid, itemOf, mercenary, oneAgainstOne } from "./fixtures.js";

/**
 * Moves measured on the scene (FC-FVTT-4, FC-MOV-1..4): a dragged token spends the cheapest move
 * that covers the distance, and a drag past what the actor can do in one move is refused with the
 * token left where it was. And an attack with a weapon not in hand is refused before anything is
 * rolled or spent (FC-ACT-2, FC-ACT-3: drawing is an action of its own).
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric's player drags his token: 3 squares (5 yards) is a Walk for a Partial; 25 squares (42 yards) is past his Run and is refused; 8 squares (13 yards) needs a Jog he can no longer pay for (FC-FVTT-4, FC-MOV-2..4)",
    seats: ["playerA"],
    async run(table, assert) {
      await fiveFootGrid(table);
      const { hero } = await oneAgainstOne(table);
      const player = table.seat("playerA");
      const gm = table.seat("gm");
      const heroId = combatantOf(gm, hero);
      const start = player.tokenPosition(hero);
      // The scene's squares are 5 feet: 3 squares are 15 feet, 5 yards, within his Speed of 10.
      await player.moveToken(hero, { x: 3, y: 0 });
      assert.equal((await trackerSnapshot(gm)).actionsLeft[heroId], 1, "a Walk costs a Partial");
      assert.include(JSON.stringify(lastCard(gm).exchange.payload), "FRAY.Pool.Move.WalkLine", "the move's card");
      const walked = player.tokenPosition(hero);
      assert.equal(walked?.x, (start?.x ?? 0) + 300);
      // 25 squares are 125 feet, 42 yards: more than a Run's 40.
      await player.moveToken(hero, { x: 25, y: 0 });
      const warning = player.notices().find((notice) => notice.level === "warn");
      assert.equal(warning?.message, table.localize("FRAY.Pool.Move.TooFar", { name: "Aldric", yards: 42, max: 40 }));
      assert.deepEqual(gm.tokenPosition(hero), walked, "the token stays");
      player.clearNotices();
      // 8 squares are 40 feet, 13 yards: a Jog, a Full Action, and only a Partial is left.
      await player.moveToken(hero, { x: 8, y: 0 });
      assert.ok(player.notices().some((notice) => notice.level === "warn"), "refused");
      assert.deepEqual(gm.tokenPosition(hero), walked, "the token stays");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[heroId], 1, "nothing spent");
    },
  },
  {
    ruleset: "pool",
    name: "the GM drags a mercenary's token before his side's turn: a move out of turn costs nothing; a prone Aldric can only crawl (FC-FVTT-4, FC-MOV-1)",
    seats: ["playerA"],
    async run(table, assert) {
      await fiveFootGrid(table);
      const { hero, foe } = await oneAgainstOne(table);
      const gm = table.seat("gm");
      await gm.moveToken(foe, { x: 2, y: 0 });
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, foe)], 2, "nothing spent out of turn");
      const player = table.seat("playerA");
      await player.sheetAction(hero, "addCondition", { select: "prone" });
      // A crawl covers half his Speed: 5 yards; 2 squares (10 feet, 3 yards) is fine, 4 squares (7 yards) is not.
      await player.moveToken(hero, { x: 2, y: 0 });
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, hero)], 1, "a crawl costs a Partial");
      await player.moveToken(hero, { x: 4, y: 0 });
      assert.equal(player.notices().find((notice) => notice.level === "warn")?.message, table.localize("FRAY.Pool.Move.TooFar", { name: "Aldric", yards: 7, max: 5 }));
    },
  },
  {
    ruleset: "pool",
    name: "Aldric's player attacks with his sheathed spear: refused before any dice, saying drawing it takes a Partial Action; drawn, the attack goes ahead (FC-ACT-2, FC-ACT-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [{ name: "Spear", type: "poolWeapon", system: { weaponClass: "medium", skill: "melee", equipped: false, readied: true } }, { name: "Packed sword", type: "poolWeapon", system: { weaponClass: "medium", skill: "melee", equipped: false, readied: false } }] });
      const foe = await table.createActor(mercenary());
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, foe]);
      const player = table.seat("playerA");
      const gm = table.seat("gm");
      await player.target(foe);
      const before = player.messages().length;
      await player.sheetAction(hero, "attack", { itemId: itemOf(player, hero, "Spear") });
      assert.equal(player.notices().find((notice) => notice.level === "warn")?.message, table.localize("FRAY.Pool.Error.WeaponNotDrawnPartial", { weapon: "Spear" }));
      await player.sheetAction(hero, "attack", { itemId: itemOf(player, hero, "Packed sword") });
      assert.equal(player.notices().filter((notice) => notice.level === "warn")[1]?.message, table.localize("FRAY.Pool.Error.WeaponNotDrawnFull", { weapon: "Packed sword" }));
      assert.equal(player.messages().length, before, "no card");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, hero)], 2, "nothing spent");
      await player.sheetAction(hero, "drawWeapon", { itemId: itemOf(player, hero, "Spear") });
      player.answerDialog({});
      table.queueDice(6, [6, 6, 6, 6]);
      await player.sheetAction(hero, "attack", { itemId: itemOf(player, hero, "Spear") });
      assert.equal(lastCard(player).exchange.kind, "attack", "the attack card");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, hero)], 0, "draw and attack, a Partial each");
    },
  },
];
