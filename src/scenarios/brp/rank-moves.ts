import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { itemId, stateIntent, templeGuard, yvarre } from "./fixtures.js";

/**
 * What takes a DEX-rank slot (BRP-FVTT-3, BRP-ACT-3, BRP-ACT-5): a stated Move is done on the
 * mover's rank when their token moves or from the sheet's Move button; a parry or a dodge answers
 * an attack on the attacker's rank and costs the defender none of theirs.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the guard parries Yvarre's cut and still acts on his own DEX rank; the card says a parry takes no rank (BRP-ACT-3, BRP-ACT-5)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor({ ...templeGuard(), items: [...(templeGuard().items ?? []), { name: "Round Shield", type: "brpShield", system: { skill: "shield", size: "full", armor: 8, hp: { value: 12, max: 12 } } }, { name: "Shield", type: "brpSkill", system: { key: "shield", category: "combat", base: 0, value: 40 } }] });
      await table.startCombat([hero, guard]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      await stateIntent(table, "playerA", hero, { action: "attack" });
      await stateIntent(table, "gm", guard, { action: "attack" });
      await gm.tracker("frayClosePhase");
      await player.target(guard);
      player.answerDialog({});
      table.queueDice(100, [40]);
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword") });
      const card = lastCard(player);
      assert.include(JSON.stringify(card.exchange.payload), "FRAY.Brp.Card.DefenceTakesNoRank", "the defence buttons say a defence costs no rank");
      table.queueDice(100, [20]);
      await gm.press(card, "parry1");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, guard)], "the guard's own rank is still his to act on");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre states Move: her player drags her token on her DEX rank and her slot is done; the guard's stated Move is done from his sheet's Move button (BRP-FVTT-3, BRP-ACT-5, BRP-ACT-6)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, guard]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      await stateIntent(table, "playerA", hero, { action: "move" });
      await stateIntent(table, "gm", guard, { action: "move" });
      await gm.tracker("frayClosePhase");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, hero)]);
      await player.moveToken(hero, { x: 4, y: 0 });
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, guard)], "Yvarre's move took her slot");
      await gm.sheetAction(guard, "moveOnRank");
      assert.isTrue((await trackerSnapshot(gm)).roundOver, "the guard's Move took his");
      // A Move button pressed when the statement was not a Move changes nothing.
      await gm.tracker("nextTurn");
      await stateIntent(table, "playerA", hero, { action: "attack" });
      await gm.tracker("frayClosePhase");
      player.clearNotices();
      await player.sheetAction(hero, "moveOnRank");
      assert.ok(player.notices().some((notice) => notice.level === "warn"), "told she stated an attack");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, hero)], "her slot is still open");
    },
  },
];
