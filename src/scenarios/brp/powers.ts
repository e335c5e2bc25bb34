import type { Scenario } from "../table.js";
import { setRulesetOption } from "../options.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { valueOf } from "../expect.js";
import { itemId, kallistor, stateIntent, templeGuard, yvarre } from "./fixtures.js";

/**
 * Powers in a fight (BRP-POW-1, BRP-POW-2, BRP-POW-5, BRP-DATA-6): a power from the sheet takes
 * the caster's power slot on the tracker, a second one that round is refused, and a power that
 * lasts is an effect on the caster from the next round until its rounds are over.
 */

/** Kallistor with Protection at level 2: 2 power points, not instantaneous, lasting 2 rounds. */
const warded = () => {
  const base = kallistor();
  return { ...base, items: [...(base.items ?? []), { name: "Protection", type: "brpPower", system: { skill: "", cost: 1, level: 2, instantaneous: false, durationRounds: 2, effect: "none" } }] };
};

const PP = "system.powerPoints.value";

const protectionOf = (effects: { contents: readonly ActiveEffect.Implementation[] }) => effects.contents.find((effect) => effect.name === "Protection");

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Kallistor states a power and casts Protection (2 points) on his INT rank 16 in the powers phase; the slot is used, a second cast is refused, the ward works in rounds 2 and 3 and is gone as round 4 begins (BRP-POW-1, BRP-POW-2, BRP-POW-5, BRP-DATA-6)",
    seats: ["playerB"],
    async run(table, assert) {
      const mage = await table.createActor(warded());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([mage, guard]);
      const gm = table.seat("gm");
      const player = table.seat("playerB");
      const mageId = combatantOf(gm, mage);
      const guardId = combatantOf(gm, guard);
      const protection = itemId(table, "playerB", mage, "brpPower", "Protection");
      await stateIntent(table, "playerB", mage, { action: "power" });
      await player.sheetAction(mage, "usePower", { itemId: protection });
      assert.equal(valueOf(player, mage, PP), 14, "refused during the statements: nothing spent");
      await gm.tracker("frayClosePhase");
      let now = await trackerSnapshot(player);
      assert.equal(now.phase, "powers");
      assert.deepEqual([...now.canActNow], [mageId], "his INT rank first");
      await player.sheetAction(mage, "usePower", { itemId: protection });
      assert.equal(valueOf(player, mage, PP), 12, "2 points spent on his INT rank");
      now = await trackerSnapshot(gm);
      assert.equal(now.phase, "action", "his power slot used: on to the DEX-rank countdown");
      assert.deepEqual([...now.canActNow], [guardId], "his power was his action: the guard acts");
      const ward = protectionOf(gm.actor(mage).effects);
      assert.ok(ward, "the ward is an effect on him");
      assert.isTrue(ward?.disabled, "waiting for the next round's powers phase");
      assert.isTrue(player.messages().some((m) => m.content.includes(table.localize("FRAY.Brp.Power.Waits", { power: "Protection", from: "2", last: "3" }))));
      await player.sheetAction(mage, "usePower", { itemId: protection });
      assert.equal(valueOf(player, mage, PP), 12, "the second cast spends nothing");
      assert.isTrue(player.notices().some((notice) => notice.message === table.localize("FRAY.Brp.Power.OnePerRound", { id: "Kallistor" })));
      await gm.tracker("nextRound");
      assert.isFalse(protectionOf(player.actor(mage).effects)?.disabled, "round 2: the ward works");
      await gm.tracker("nextRound");
      assert.ok(protectionOf(player.actor(mage).effects), "round 3: the second of its two rounds");
      await gm.tracker("nextRound");
      assert.equal(gm.combat()?.round, 4);
      assert.notOk(protectionOf(player.actor(mage).effects), "round 4: gone on every client");
      assert.notOk(protectionOf(gm.actor(mage).effects));
    },
  },
  {
    ruleset: "brp",
    name: "with statements off, Kallistor's Protection is refused while Yvarre (DEX 16) acts, then takes his DEX rank 12 slot and the guard acts next (BRP-SOI-5, BRP-POW-5)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      await setRulesetOption(table, "brp", "statements", "none");
      const hero = await table.createActor(yvarre());
      const mage = await table.createActor(warded());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, mage, guard]);
      const gm = table.seat("gm");
      const player = table.seat("playerB");
      const protection = itemId(table, "playerB", mage, "brpPower", "Protection");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, hero)]);
      await player.sheetAction(mage, "usePower", { itemId: protection });
      assert.isTrue(player.notices().some((notice) => notice.message === table.localize("FRAY.Brp.Power.NotYourRank", { id: "Kallistor" })));
      assert.equal(valueOf(player, mage, PP), 14, "nothing spent out of turn");
      await gm.tracker("nextTurn");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, mage)]);
      await player.sheetAction(mage, "usePower", { itemId: protection });
      assert.equal(valueOf(player, mage, PP), 12);
      assert.deepEqual([...(await trackerSnapshot(player)).canActNow], [combatantOf(gm, guard)], "the guard acts next");
      assert.ok(protectionOf(player.actor(mage).effects));
    },
  },
];
