import { isItemOf } from "../../foundry/documents/subtypes.js";
import type { DocumentRef, Scenario } from "../table.js";
import { itemId, yvarre } from "./fixtures.js";

/** The armor item sheet's hit-location boxes (BRP-HLOC-*): ticking them saves where the armor covers. */

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
];
