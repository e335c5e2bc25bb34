import { isItemOf } from "../../foundry/documents/subtypes.js";
import type { DocumentRef, Scenario } from "../table.js";
import { assertRefused } from "../expect.js";
import { itemId, yvarre } from "./fixtures.js";

/**
 * The armor item sheet's hit-location boxes (BRP-HLOC-*): ticking them saves where the armor covers;
 * and its skill penalties (BRP-ARM-4), added, typed (bad numbers refused) and removed.
 */

const penaltiesOf = (table: Parameters<Scenario["run"]>[0], seat: "gm" | "playerA", hero: DocumentRef, id: string): Record<string, unknown> | null => {
  const stored = table.seat(seat).actor(hero).items.get(id);
  return isItemOf(stored, "brpArmor") ? { ...stored.system.skillPenalties } : null;
};

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre's player ticks head and chest on her leather's sheet and the armor covers those two locations on her client and the GM's",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const id = itemId(table, "playerA", hero, "brpArmor", "Soft Leather");
      const armor: DocumentRef = { uuid: `${hero.uuid}.Item.${id}`, id, name: "Soft Leather" };
      // The click handler reads every checked location box of the sheet's form.
      await table.seat("playerA").sheetAction(armor, "toggleLocation", { locations: "head,chest" });
      for (const seat of ["gm", "playerA"] as const) {
        const stored = table.seat(seat).actor(hero).items.get(id);
        assert.deepEqual(isItemOf(stored, "brpArmor") ? [...stored.system.locations] : null, ["head", "chest"], `${seat} sees the leather on head and chest`);
      }
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's player adds a Stealth penalty to her soft leather (−5), types −10 over it, has 'heavy' and −150 refused with a warning, then removes it: every client follows (BRP-ARM-4)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const id = itemId(table, "playerA", hero, "brpArmor", "Soft Leather");
      const armor: DocumentRef = { uuid: `${hero.uuid}.Item.${id}`, id, name: "Soft Leather" };
      const player = table.seat("playerA");
      assert.deepEqual(penaltiesOf(table, "gm", hero, id), {}, "soft leather starts with no penalty");
      await player.sheetAction(armor, "addPenalty", { select: "stealth" });
      assert.deepEqual(penaltiesOf(table, "gm", hero, id), { stealth: -5 }, "a new penalty starts at −5");
      await player.typeIntoSheet(armor, "system.skillPenalties.stealth", "-10");
      for (const seat of ["gm", "playerA"] as const) assert.deepEqual(penaltiesOf(table, seat, hero, id), { stealth: -10 }, `${seat} sees Stealth −10`);
      for (const text of ["heavy", "-150"]) {
        player.clearNotices();
        await player.typeIntoSheet(armor, "system.skillPenalties.stealth", text);
        assertRefused(player, assert);
        assert.deepEqual(penaltiesOf(table, "gm", hero, id), { stealth: -10 }, `${text} changes nothing`);
      }
      await player.sheetAction(armor, "removePenalty", { skill: "stealth" });
      for (const seat of ["gm", "playerA"] as const) assert.deepEqual(penaltiesOf(table, seat, hero, id), {}, `${seat} sees the penalty gone`);
    },
  },
];
