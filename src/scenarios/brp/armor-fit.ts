import type { Scenario } from "../table.js";
import { itemId, yvarre } from "./fixtures.js";

/** Armor made for another size (BRP-ARM-5): the sheet's Worn control refuses it, naming the fit. */

const plate = (name: string, siz: number) => ({ name, type: "brpArmor", system: { value: 8, equipped: false, fitsSiz: { siz, range: 2 } } });

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre (SIZ 15) cannot put on plate made for SIZ 10 ± 2 — the sheet says why and it stays off — but plate made for SIZ 14 ± 2 goes on (BRP-ARM-5)",
    seats: ["playerA"],
    async run(table, assert) {
      const base = yvarre();
      const hero = await table.createActor({ ...base, items: [...(base.items ?? []), plate("Small Plate", 10), plate("Tall Plate", 14)] });
      const player = table.seat("playerA");
      const small = itemId(table, "playerA", hero, "brpArmor", "Small Plate");
      const tall = itemId(table, "playerA", hero, "brpArmor", "Tall Plate");
      const worn = (id: string) => (table.seat("gm").actor(hero).items.get(id)?.system as { equipped?: boolean } | undefined)?.equipped;
      await player.sheetAction(hero, "toggleEquipped", { itemId: small });
      await table.settle();
      assert.isFalse(worn(small), "still off");
      assert.include(player.notices().map((n) => n.message), table.localize("FRAY.Brp.Armor.DoesNotFit", { name: "Small Plate", siz: 15, from: 8, to: 12 }));
      await player.sheetAction(hero, "toggleEquipped", { itemId: tall });
      await table.settle();
      assert.isTrue(worn(tall), "the tall plate is worn");
    },
  },
];
