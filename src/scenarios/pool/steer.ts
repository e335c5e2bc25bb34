import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * Moving a mount or a vehicle from its sheet (FC-MNT-4, FC-MNT-5, FC-VEH-3, FC-FVTT-4): the
 * mount's or vehicle's Speed sets the yards, the rider or driver pays — from the pair's one budget
 * in a fight.
 */

const rider = () => ({ ...aldric(), system: { skills: { melee: 4, rideTeam: 2 } } });

interface EffectFacts {
  readonly headline?: string;
  readonly lines?: ReadonlyArray<{ key: string; amount?: number; name?: string }>;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric gallops his warhorse (Speed 15) 60 yards from the mount's sheet: a Full Action from the pair's one budget, and the mercenary's slot comes up (FC-MNT-5, FC-FVTT-4)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(rider());
      const horse = await table.createActor({ name: "Warhorse", type: "poolMount", owners: ["playerA"], system: { size: "large", speed: 15, riderUuid: hero.uuid } });
      const foe = await table.createActor(mercenary());
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, horse, foe]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      await player.sheetAction(horse, "steer", { mode: "run" });
      const facts = lastCard(gm).exchange.payload as { facts?: EffectFacts } & EffectFacts;
      const lines = facts.lines ?? facts.facts?.lines ?? [];
      assert.deepEqual(lines.map((line) => [line.key, line.amount, line.name]), [["FRAY.Pool.Move.SteerRunLine", 60, "Aldric"]], "the card says 60 yards, steered by Aldric");
      const now = await trackerSnapshot(gm);
      assert.deepEqual([now.actionsLeft[combatantOf(gm, hero)], now.actionsLeft[combatantOf(gm, horse)]], [0, 0], "the Full Action spent the pair's budget");
      assert.deepEqual([...now.canActNow], [combatantOf(gm, foe)]);
      // A mount carrying its rider walks, jogs or runs; a crawl is not offered and a forged one is refused.
      player.clearNotices();
      await player.sheetAction(horse, "steer", { mode: "crawl" });
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Pool.Move.UnknownSteered", { mode: "crawl" }), "no crawling with a rider aboard");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric walks the chariot (Speed 12) from the vehicle's sheet: 12 yards for his Partial Action, then a Jog is refused for want of a Full Action; a chariot with no driver will not move (FC-VEH-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(rider());
      const chariot = await table.createActor({ name: "Chariot", type: "poolVehicle", owners: ["playerA"], system: { speed: 12, team: { size: "large", count: 2 }, driverUuid: hero.uuid } });
      const foe = await table.createActor(mercenary());
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, foe]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      await player.sheetAction(chariot, "steer", { mode: "walk" });
      const facts = lastCard(gm).exchange.payload as { facts?: EffectFacts } & EffectFacts;
      const lines = facts.lines ?? facts.facts?.lines ?? [];
      assert.deepEqual(lines.map((line) => [line.key, line.amount]), [["FRAY.Pool.Move.SteerWalkLine", 12]]);
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, hero)], 1, "the driver's Partial paid for it");
      const cards = gm.messages().length;
      player.clearNotices();
      await player.sheetAction(chariot, "steer", { mode: "jog" });
      assert.equal(player.notices()[0]?.level, "warn", "one Partial left: a Jog (a Full Action) is refused");
      assert.equal(gm.messages().length, cards, "no card for the refused move");

      const cart = await table.createActor({ name: "Cart", type: "poolVehicle" });
      gm.clearNotices();
      await gm.sheetAction(cart, "steer", { mode: "walk" });
      assert.equal(gm.notices()[0]?.message, table.localize("FRAY.Pool.Error.NoRider", { name: "Cart" }));
    },
  },
];
