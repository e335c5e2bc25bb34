import { balance, simFor, type BalanceResult } from "../../sim/index.js";
import { assertRefused, valueOf } from "../expect.js";
import { simulatorOf } from "../simulator.js";
import type { Scenario } from "../table.js";
import { palaceGuard, twoAgainstTwo } from "./fixtures.js";

/**
 * "Balance" from the Simulate dialog (issue 14): the GM picks the side to balance for, the win
 * chance wanted and the foes to draw from (this world's pool actors and the pool creatures of every
 * Actor compendium, by its index), and the worker finds how
 * many of one foe, or which mix of several, comes closest — with progress, the same answer for the
 * same seed, the same answer as the pure search, refusals in words, and no document changed.
 */

const WOUNDS = "system.tracks.wound.value";

const sumOf = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM balances the combat from the Simulate dialog: how many mercenaries, then which mix of mercenaries and palace guards, give Aldric and Brenna a 50% win chance, and how many bandits from the creature compendium (offered beside the world's actors, under the compendium's title); the search runs in the worker with progress within its budget, the same seed gives the same answer as the pure search, bad settings are refused in words, and no document changes",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, heroine, first, second } = await twoAgainstTwo(table);
      const guard = await table.createActor(palaceGuard("Palace Guard"));
      const gm = table.seat("gm");
      const woundsBefore = [hero, heroine, first, second, guard].map((actor) => valueOf(gm, actor, WOUNDS));

      await gm.tracker("fraySimulate");
      const dialog = simulatorOf(gm);
      const fromPack = (uuid: string) => uuid.startsWith("Compendium.");
      const worldFoes = dialog.foes.filter((choice) => !fromPack(choice.uuid));
      const packFoes = dialog.foes.filter((choice) => choice.uuid.startsWith("Compendium.fray.pool-creatures."));
      const foeNamed = (name: string, among = worldFoes) => {
        const foe = among.find((choice) => choice.name === name);
        if (!foe) throw new Error(`${name} is not offered as a foe`);
        return foe.uuid;
      };
      assert.sameMembers(
        worldFoes.map((choice) => choice.name),
        ["Aldric", "Brenna", "Mercenary A", "Mercenary B", "Palace Guard"],
        "every pool actor of the world is offered, in the combat or not",
      );
      for (const name of ["Bandit", "Ogre", "Wolf"]) {
        assert.include(packFoes.map((choice) => choice.name), name, `the system's ${name} is offered from its compendium's index`);
      }
      assert.isTrue(
        packFoes.every((choice) => choice.source === table.localize("FRAY.Pack.PoolCreatures")),
        "each compendium foe is labelled with its compendium's title",
      );
      assert.isFalse(
        dialog.foes.some((choice) => fromPack(choice.uuid) && !choice.uuid.startsWith("Compendium.fray.pool-")),
        "no other ruleset's creature is offered",
      );

      const progress: number[] = [];
      const settings = { side: "friendly", targetPercent: 50, foes: [foeNamed("Mercenary A")], maxFoes: 6, seed: "balance", budget: 600 };
      const query = await gm.run(() => dialog.session.balanceQuery(settings));
      const counted = (await gm.run(() => dialog.session.balance(query, (done) => progress.push(done)))) as BalanceResult;
      assert.ok(counted, "the search finished");
      assert.equal(query.mode, "count", "one foe picked: the search counts how many");
      assert.deepEqual(
        query.side.fighters.map((fighter) => (fighter as { name: string }).name),
        ["Aldric", "Brenna"],
        "the party is the friendly side as it stands",
      );
      assert.isBelow(counted.fightsPlayed, 601, "the search stays within its budget");
      assert.equal(
        counted.fightsPlayed,
        counted.trials.reduce((sum, trial) => sum + trial.fights, 0),
        "every fight played belongs to a candidate",
      );
      assert.isAbove(progress.length, 3, "the bar moved while the worker searched");
      assert.deepEqual(progress, [...progress].sort((a, b) => a - b), "progress only grows");
      for (const trial of counted.trials) {
        assert.equal(trial.counts.length, 1);
        assert.isTrue(trial.counts[0]! >= 1 && trial.counts[0]! <= 6, `a candidate of ${trial.counts[0]} mercenaries stays within 1 to 6`);
      }
      assert.deepEqual(counted, balance(query, { sim: simFor("pool") }), "the worker gives the pure search's answer for the same seed");

      const shown = await gm.run(() => dialog.balanceFoes(settings));
      assert.deepEqual(shown, counted, "the Balance button's search gives the same answer for the same seed");
      assert.equal(dialog.balancePhase, "done");
      const view = dialog.session.balanceView(counted, query);
      assert.include(view.best.foes, "× Mercenary A", "the answer names the foes by name");
      assert.equal(view.side, "Friendly");
      assert.equal(view.trials.filter((trial) => trial.best).length, 1, "one candidate is marked closest");

      const mixSettings = { ...settings, foes: [foeNamed("Mercenary A"), foeNamed("Palace Guard")], maxFoes: 3, budget: 900 };
      const mixed = (await gm.run(() => dialog.balanceFoes(mixSettings))) as BalanceResult;
      assert.ok(mixed, "the mix search finished");
      assert.equal(mixed.best.counts.length, 2, "two foes picked: the answer is a mix of both");
      assert.isBelow(mixed.fightsPlayed, 901, "the mix search stays within its budget");
      for (const trial of mixed.trials) assert.isTrue(sumOf(trial.counts) >= 1 && sumOf(trial.counts) <= 3, "every mix tried has one to three foes");

      // A foe drawn from the compendium, never imported into the world: the search loads it by its UUID.
      const banditSettings = { ...settings, foes: [foeNamed("Bandit", packFoes)], maxFoes: 4, budget: 600 };
      const banditQuery = await gm.run(() => dialog.session.balanceQuery(banditSettings));
      const bandits = (await gm.run(() => dialog.balanceFoes(banditSettings))) as BalanceResult;
      assert.ok(bandits, "the search against the compendium's bandit finished");
      assert.deepEqual(bandits, balance(banditQuery, { sim: simFor("pool") }), "the compendium foe's search gives the pure search's answer for the same seed");
      assert.include(dialog.session.balanceView(bandits, banditQuery).best.foes, "× Bandit", "the answer names the compendium foe");

      const refusals: Array<[Partial<typeof settings>, string, Record<string, string | number>]> = [
        [{ targetPercent: 100 }, "FRAY.Sim.Error.BalanceTarget", { min: 5, max: 95 }],
        [{ foes: [] }, "FRAY.Sim.Error.BalanceNoFoes", {}],
        [{ maxFoes: 2.5 }, "FRAY.Sim.Error.BalanceMaxFoes", { min: 1, max: 30 }],
        [{ side: "neutral" }, "FRAY.Sim.Error.BalanceSide", { side: "neutral" }],
        [{ budget: 100 }, "FRAY.Sim.Error.BalanceBudget", { min: 500, max: 100_000 }],
      ];
      for (const [over, key, data] of refusals) {
        const refused = await gm.run(() => dialog.balanceFoes({ ...settings, ...over }));
        assert.isNull(refused, `${key}: no search`);
        assert.equal(dialog.balancePhase, "failed");
        const context = (await gm.run(() => dialog._prepareContext({} as never))) as unknown as { balance: { problem: string; view: unknown } };
        assert.equal(context.balance.problem, table.localize(key, data), `${key}: said in words`);
        assert.ok(context.balance.view, "the last answer stays on view");
      }

      // Cancel once the worker has the request (as the bar with its Cancel button is drawn), before it answers.
      const cancelled = gm.run(() => dialog.balanceFoes({ ...settings, budget: 100_000 }));
      for (let tick = 0; tick < 1_000 && !dialog.session.isRunning; tick++) await Promise.resolve();
      assert.isTrue(dialog.session.isRunning, "the long search started");
      dialog.session.cancel();
      assert.isNull(await cancelled, "a cancelled search has no answer");
      assert.equal(dialog.balancePhase, "cancelled");

      const player = table.seat("playerA");
      await player.tracker("fraySimulate");
      assertRefused(player, assert);
      assert.deepEqual(
        [hero, heroine, first, second, guard].map((actor) => valueOf(gm, actor, WOUNDS)),
        woundsBefore,
        "balancing changed no actor",
      );
    },
  },
];
