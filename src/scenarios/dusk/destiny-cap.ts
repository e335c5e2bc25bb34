import { valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { wren } from "./fixtures.js";

/**
 * Destiny never exceeds the level (DB-DEST-2), whoever writes it: the data model keeps a write
 * from a macro or a module within the cap, as the sheet's own input does.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "a macro gives Wren (level 2) 100 Destiny: she holds 2 on every client; lowered to level 1 she holds 1, and raised to level 3 still 1",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      await table.seat("gm").console(() => table.seat("gm").actor(w).update({ "system.destiny": 100 } as Actor.UpdateData));
      for (const seat of ["gm", "playerA"] as const) assert.equal(valueOf(table.seat(seat), w, "system.destiny"), 2, `${seat} sees Destiny at the cap`);
      await table.seat("playerA").console(() => table.seat("playerA").actor(w).update({ "system.level": 1 } as Actor.UpdateData));
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 1, "the lower level brings Destiny down with it");
      await table.seat("playerA").console(() => table.seat("playerA").actor(w).update({ "system.level": 3 } as Actor.UpdateData));
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 1, "a higher level gives no Destiny back");
      assert.equal(valueOf(table.seat("gm"), w, "system.level"), 3);
    },
  },
];
