import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { itemId, templeGuard, yvarre } from "./fixtures.js";

/**
 * Conditions a GM sets on a token (BRP-DATA-3) and fighting defensively (BRP-DEFN-1), taking
 * effect on the next attack card; Vision obscured set in a fight runs out after its 1D3 rounds.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM marks the temple guard Helpless and Yvarre's blow leaves him no defence but to take it (BRP-DATA-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const gm = table.seat("gm");
      await gm.console(() => gm.actor(guard).toggleStatusEffect("helpless", { active: true }));
      await table.settle();
      const player = table.seat("playerA");
      await player.target(guard);
      player.answerDialog({});
      table.queueDice(100, [30]);
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword") });
      assert.deepEqual(lastCard(player).exchange.pending?.actions, ["noDefence"], "no parry, no dodge");
    },
  },
  {
    ruleset: "brp",
    name: "with Vision obscured on Yvarre, her Broadsword attack is made at 70 − 30 = 40%: a 50 misses (BRP-DATA-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const player = table.seat("playerA");
      await player.console(() => player.actor(hero).toggleStatusEffect("visionObscured", { active: true }));
      await table.settle();
      await player.target(guard);
      player.answerDialog({});
      table.queueDice(100, [50]);
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword") });
      const card = lastCard(player).exchange;
      assert.equal((card.payload as { exchange?: { input?: { attacker?: { chance?: number } } } }).exchange?.input?.attacker?.chance, 40);
      assert.equal(card.state, "closed", "a miss ends the card");
    },
  },
  {
    ruleset: "brp",
    name: "in a fight, Yvarre's player puts Vision obscured on her token in round 1; the GM's 1D3 shows 2, so it stays through round 2 and comes off as round 3 begins (BRP-DATA-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, guard]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      table.queueDice(3, [2]);
      await player.console(() => player.actor(hero).toggleStatusEffect("visionObscured", { active: true }));
      await table.settle();
      const shown = table.localize("FRAY.Brp.ObscuredVision.Lasts", { name: "Yvarre", rounds: "2" });
      assert.isTrue(player.messages().some((m) => String(m.flavor ?? "") === shown), "the 1D3 is shown in chat");
      await gm.tracker("nextRound");
      assert.equal(gm.combat()?.round, 2);
      assert.isTrue(player.actor(hero).statuses.has("visionObscured"), "round 2 is the second of its two rounds");
      await gm.tracker("nextRound");
      assert.equal(gm.combat()?.round, 3);
      assert.isFalse(player.actor(hero).statuses.has("visionObscured"), "two rounds over: the status is off on every client");
      assert.isFalse(gm.actor(guard).statuses.has("visionObscured"));
    },
  },
  {
    ruleset: "brp",
    name: "the GM marks the temple guard's Short Spear as a weapon whose blows cannot be parried; its hit on Yvarre offers her a Dodge or no defence, no parry (BRP-PAR-7, BRP-DATA-4)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const gm = table.seat("gm");
      const spearId = itemId(table, "gm", guard, "brpWeapon", "Short Spear");
      await gm.console(() => gm.actor(guard).items.get(spearId)!.update({ "system.parryable": false } as Item.UpdateData));
      await table.settle();
      await gm.target(hero);
      gm.answerDialog({});
      table.queueDice(100, [30]);
      await gm.sheetAction(guard, "attack", { itemId: spearId });
      assert.deepEqual(lastCard(table.seat("playerA")).exchange.pending?.actions, ["dodge", "noDefence"], "no parry is offered");
    },
  },
];
