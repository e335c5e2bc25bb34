import { SimulatorDialog } from "../../foundry/sim/dialog.js";
import { assertRefused, valueOf } from "../expect.js";
import { assertWholeRun, sidesOf, simulatorOf } from "../simulator.js";
import type { Scenario } from "../table.js";
import { twoAgainstTwo } from "./fixtures.js";

/**
 * The GM simulates the combat on the tracker (issue 14): the Simulate control opens the simulator
 * with the combatants as the GM's client sees them, the fights run in a Web Worker with progress,
 * the same seed gives the same result, Cancel stops a run, the result is whispered to the GMs,
 * and nothing in the world changes. A player's press is refused.
 */

const WOUNDS = "system.tracks.wound.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM simulates the current combat from the tracker: Aldric and Brenna against two mercenaries, 400 fights in the worker with progress, the same seed gives the same odds, Cancel stops a run, the result is whispered to the GMs only, and no document changes",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, heroine, first, second } = await twoAgainstTwo(table);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      const woundsBefore = [hero, heroine, first, second].map((actor) => valueOf(gm, actor, WOUNDS));

      await player.tracker("fraySimulate");
      assertRefused(player, assert);
      assert.isNull(SimulatorDialog.openBy(player.userId), "no simulator opens for a player");

      await gm.tracker("fraySimulate");
      const dialog = simulatorOf(gm);
      assert.deepEqual(
        sidesOf(dialog),
        [
          ["friendly", ["Aldric", "Brenna"]],
          ["hostile", ["Mercenary A", "Mercenary B"]],
        ],
        "the sides come from the tokens' dispositions",
      );

      const progress: number[] = [];
      const result = await gm.run(() => dialog.session.run({ fights: 400, seed: "palace" }, (done) => progress.push(done)));
      assertWholeRun(result, 400, assert);
      assert.isAbove(progress.length, 10, "the bar moved many times");
      assert.equal(progress.at(-1), 400, "the bar ends full");
      assert.deepEqual(progress, [...progress].sort((a, b) => a - b), "progress only grows");
      assert.deepEqual(
        result.fighters.map((fighter) => fighter.name),
        ["Aldric", "Brenna", "Mercenary A", "Mercenary B"],
      );

      const again = await gm.run(() => dialog.simulate(400, "palace"));
      assert.deepEqual(again, result, "the same seed gives the same result");
      assert.equal(dialog.phase, "done");

      const cancelled = gm.run(() => dialog.simulate(50_000, "long"));
      dialog.session.cancel();
      assert.isNull(await cancelled, "a cancelled run has no result");
      assert.equal(dialog.phase, "cancelled");
      assert.deepEqual(dialog.result, result, "the last finished result stays on view");

      const posted = await gm.run(() => dialog.session.postCard(result));
      await table.settle();
      assert.ok(posted?.id, "the GM posted the card");
      const card = gm.messages().find((message) => message.id === posted?.id);
      assert.ok(card, "the GM sees the card");
      assert.include(String(card?.content ?? ""), "fray-sim-card");
      assert.deepEqual([...((card?.whisper as unknown as string[]) ?? [])].sort(), [gm.userId, table.seat("assistant").userId].sort(), "whispered to the GMs");
      assert.isFalse(await player.run(() => player.messages().find((message) => message.id === posted?.id)?.visible ?? false), "the player does not see it");
      assert.isTrue(await table.seat("assistant").run(() => table.seat("assistant").messages().find((message) => message.id === posted?.id)?.visible ?? false), "the assistant GM sees it");

      assert.deepEqual(
        [hero, heroine, first, second].map((actor) => valueOf(gm, actor, WOUNDS)),
        woundsBefore,
        "simulating changed no actor",
      );
      assert.deepEqual(player.notices().filter((notice) => notice.level !== "warn"), [], "the player saw nothing else");
    },
  },
];
