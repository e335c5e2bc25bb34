import { assertRefused, valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { wren } from "./fixtures.js";

/**
 * Bad numbers typed on the dusk character sheet: each is refused with a localized warning naming
 * the field, nothing is saved and every client keeps the stored value; a good number saves.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's player types junk on her sheet — 'lots' and 7.5 into her Might Pool, 101 into its maximum, 7 levels of Effort (limit 6), −1 Destiny — each is refused with a localized warning and nothing changes; then Might 9 is saved on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const player = table.seat("playerA");
      const before = JSON.stringify(table.seat("gm").actor(w).toObject());
      const tries: ReadonlyArray<readonly [string, string]> = [
        ["system.pools.might.value", "lots"],
        ["system.pools.might.value", "7.5"],
        ["system.pools.might.max", "101"],
        ["system.effortMax", "7"],
        ["system.destiny", "-1"],
      ];
      for (const [field, text] of tries) {
        player.clearNotices();
        await player.typeIntoSheet(w, field, text);
        assertRefused(player, assert);
      }
      player.clearNotices();
      await player.typeIntoSheet(w, "system.pools.might.max", "101");
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Sheet.Warning.OutOfRange", { field: `${table.localize("FRAY.Dusk.Stat.might")} ${table.localize("FRAY.Dusk.Sheet.PoolMax")}`, value: 101, min: 0, max: 100 }), "the warning names the Pool");
      assert.equal(JSON.stringify(table.seat("gm").actor(w).toObject()), before, "Wren is stored as she was");
      assert.equal(valueOf(table.seat("playerB"), w, "system.pools.might.value"), 12);
      player.clearNotices();
      await player.typeIntoSheet(w, "system.pools.might.value", "9");
      assert.lengthOf(player.notices(), 0, "a good number raises no warning");
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), w, "system.pools.might.value"), 9, `${seat} sees Might 9`);
    },
  },
  {
    ruleset: "dusk",
    name: "Wren (level 2) may hold 2 Destiny at most: 3 typed on her sheet is refused with the range warning naming 0 to 2 and her Destiny stays 1; 2 is saved on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren(["playerA"], { destiny: 1 }));
      const player = table.seat("playerA");
      player.clearNotices();
      await player.typeIntoSheet(w, "system.destiny", "3");
      assertRefused(player, assert);
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Sheet.Warning.OutOfRange", { field: table.localize("FRAY.Dusk.Sheet.Destiny"), value: 3, min: 0, max: 2 }));
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 1, "nothing was saved");
      player.clearNotices();
      await player.typeIntoSheet(w, "system.destiny", "2");
      assert.lengthOf(player.notices(), 0);
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), w, "system.destiny"), 2, `${seat} sees Destiny 2`);
    },
  },
];
