import { valueOf } from "../expect.js";
import { optionSettingKey } from "../../foundry/settings/option-fields.js";
import type { Scenario } from "../table.js";
import { task, wren } from "./fixtures.js";

/** The world around the dusk table: an option the GM changes mid-session, and a ruleset switch and back. */

const SPEED = "system.pools.speed.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the GM switches Effort to the escalating schedule mid-session: two levels cost Wren 5 Speed before (linear) and 8 after, on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      await task(table, "playerA", w, "speed", { difficulty: 6, effort: 2 }, 1, 2);
      assert.equal(valueOf(table.seat("playerB"), w, SPEED), 9, "linear: 2 × 2 + 1 = 5");
      await table.seat("gm").setSetting("fray", optionSettingKey("dusk", "effortCostSchedule"), "escalating");
      await table.settle();
      await task(table, "playerA", w, "speed", { difficulty: 6, effort: 2 }, 1, 2);
      assert.equal(valueOf(table.seat("playerB"), w, SPEED), 1, "escalating: 2² + 2 × 2 = 8, from 9");
    },
  },
  {
    ruleset: "dusk",
    name: "the GM switches the world from dusk to pool and back: Wren keeps every stored field and her sheet's numbers on every client",
    seats: ["playerA", "playerB"],
    live: false,
    async run(table, assert) {
      const w = await table.createActor(wren());
      const before = JSON.stringify(table.seat("playerA").actor(w).toObject());
      await table.seat("gm").setSetting("fray", "ruleset", "pool");
      await table.reload();
      await table.seat("gm").setSetting("fray", "ruleset", "dusk");
      await table.reload();
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(JSON.stringify(table.seat(seat).actor(w).toObject()), before, `${seat} sees Wren as she was`);
      await task(table, "playerA", w, "speed", { difficulty: 5, effort: 1 }, 3, 7);
      assert.equal(valueOf(table.seat("playerB"), w, SPEED), 11, "dusk plays again: 14 − 3");
    },
  },
];
