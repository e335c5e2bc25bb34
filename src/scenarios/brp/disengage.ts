import type { Scenario, Table } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { attackWith, stateIntent, templeGuard, yvarre } from "./fixtures.js";

/**
 * Disengaging (BRP-ACT-10, BRP-DATA-2): Yvarre, engaged with the temple guard, states Disengage;
 * the guard's spear comes at her on his DEX rank, and as the next round begins she is out of the
 * melee when her dodge held, or still engaged when it failed.
 */

/** Round 1: Yvarre engaged states Disengage, her rank passes, and the guard's spear hits (20 against 55). Returns the card. */
async function disengageUnderAttack(table: Table) {
  const hero = await table.createActor(yvarre());
  const guard = await table.createActor(templeGuard());
  const player = table.seat("playerA");
  await player.console(() => player.actor(hero).toggleStatusEffect("engaged", { active: true }));
  await table.startCombat([hero, guard]);
  const gm = table.seat("gm");
  await stateIntent(table, "playerA", hero, { action: "disengage" });
  await gm.tracker("frayClosePhase");
  await gm.tracker("nextTurn");
  if ((await trackerSnapshot(gm)).canActNow[0] !== combatantOf(gm, guard)) throw new Error("the guard should act after Yvarre");
  const card = await attackWith(table, "gm", guard, "Short Spear", hero, 20);
  return { hero, guard, card };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre, engaged, states Disengage; she dodges the guard's spear (10 against 42), and as round 2 begins she is Unengaged and free to move away (BRP-ACT-10, BRP-DATA-2)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, card } = await disengageUnderAttack(table);
      const player = table.seat("playerA");
      table.queueDice(100, [10]);
      await player.press(card, "dodge");
      assert.isTrue(player.actor(hero).statuses.has("engaged"), "still engaged until the round is over");
      await table.seat("gm").tracker("nextRound");
      assert.isFalse(player.actor(hero).statuses.has("engaged"));
      assert.isTrue(player.actor(hero).statuses.has("unengaged"), "out of the melee on every client");
      assert.isTrue(table.seat("gm").actor(hero).statuses.has("unengaged"));
      assert.isTrue(player.messages().some((m) => m.content.includes(table.localize("FRAY.Brp.Disengage.Away", { name: "Yvarre", move: "10" }))));
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre, engaged, states Disengage; her dodge fails (80) and the spear wounds her, so as round 2 begins she is still Engaged (BRP-ACT-10)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, card } = await disengageUnderAttack(table);
      const player = table.seat("playerA");
      table.queueDice(100, [80]);
      await player.press(card, "dodge");
      table.queueDice(6, [4]);
      table.queueDice(4, [2]);
      await table.seat("gm").press(card, "rollDamage");
      await table.seat("gm").tracker("nextRound");
      assert.isTrue(player.actor(hero).statuses.has("engaged"), "the melee holds her");
      assert.isFalse(player.actor(hero).statuses.has("unengaged"));
      assert.isTrue(player.messages().some((m) => m.content.includes(table.localize("FRAY.Brp.Disengage.Held", { name: "Yvarre" }))));
    },
  },
];
