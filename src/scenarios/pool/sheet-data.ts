import type { DocumentRef, Scenario, SeatHand } from "../table.js";
import { assertEverywhere } from "../expect.js";
import { aldric } from "./fixtures.js";
import { PoolCharacterSheet, PoolNpcSheet } from "../../rulesets/pool/sheets/actor-sheets.js";
import { POOL_ITEM_SHEETS } from "../../rulesets/pool/sheets/item-sheets.js";

/**
 * Sheet data a GM and players read and use (FC-DATA-1, FC-DATA-2, FC-DATA-5, FC-HEAL-4): the poison
 * batches a creature is immune to, what a vial of poison costs, and repairing a vehicle.
 */

interface SheetLike {
  _prepareContext(options: object): Promise<Record<string, unknown>>;
}
type SheetClass = new (options: { document: unknown }) => unknown;

/** What this seat's sheet of a document shows (its render context), the sheet built as Foundry builds it. */
function sheetShows(hand: SeatHand, Sheet: SheetClass, documentOf: () => unknown): Promise<Record<string, unknown>> {
  return hand.run(() => (new Sheet({ document: documentOf() }) as SheetLike)._prepareContext({}));
}

const actorSheet = (hand: SeatHand, actor: DocumentRef) =>
  sheetShows(hand, (String(hand.actor(actor).type) === "poolNpc" ? PoolNpcSheet : PoolCharacterSheet) as unknown as SheetClass, () => hand.actor(actor));

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric's sheet names the poison batch he resisted (his vial of blackroot) and a batch he carries none of by its name; player B sees the same on the NPC sheet of the guard (FC-DATA-1, FC-POI-3)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const vial = { name: "Blackroot Tincture", type: "poolPoison", system: { strength: "mild", batchId: "blackroot" } };
      const hero = await table.createActor({ ...aldric(), items: [vial], system: { poisonImmunities: ["blackroot", "nightshade-3"] } });
      const guard = await table.createActor({ name: "Guard", type: "poolNpc", owners: ["playerB"], system: { poisonImmunities: ["blackroot"] } });
      const shown = (await actorSheet(table.seat("playerA"), hero))["immunities"] as Array<{ batchId: string; label: string }>;
      assert.deepEqual(shown.map((i) => [i.batchId, i.label]), [["blackroot", "Blackroot Tincture"], ["nightshade-3", "nightshade-3"]]);
      const npc = (await actorSheet(table.seat("playerB"), guard))["immunities"] as Array<{ label: string }>;
      assert.deepEqual(npc.map((i) => i.label), ["blackroot"], "the guard carries no vial of it: the batch's own name");
    },
  },
  {
    ruleset: "pool",
    name: "a vial of 2 oz of mild poison is worth 13½ sp by the table; the GM prices the batch at 9 sp an ounce and the sheet says 18 sp (FC-DATA-5, FC-POI-1)",
    async run(table, assert) {
      const gm = table.seat("gm");
      const holder = await table.createActor({ name: "Apothecary", type: "poolNpc", items: [{ name: "Mild Poison", type: "poolPoison", system: { strength: "mild", ounces: 2 } }] });
      const item = () => gm.actor(holder).items.contents[0]!;
      let derived = (await sheetShows(gm, POOL_ITEM_SHEETS.poolPoison as unknown as SheetClass, item))["derived"] as { cost: number; vialCost: number };
      assert.deepEqual([derived.cost, derived.vialCost], [6.75, 13.5]);
      await gm.run(() => item().update({ "system.cost": 9 } as Item.UpdateData));
      await table.settle();
      derived = (await sheetShows(gm, POOL_ITEM_SHEETS.poolPoison as unknown as SheetClass, item))["derived"] as { cost: number; vialCost: number };
      assert.deepEqual([derived.cost, derived.vialCost], [9, 18]);
    },
  },
  {
    ruleset: "pool",
    name: "the driver's player repairs the battered chariot one point at a time from the vehicle's sheet; a sound one stays sound (FC-HEAL-4, FC-DATA-2)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const chariot = await table.createActor({ name: "Chariot", type: "poolVehicle", owners: ["playerA"], system: { structure: { value: 2, max: 6 } } });
      const player = table.seat("playerA");
      const everyone = [table.seat("gm"), player, table.seat("playerB")];
      await player.sheetAction(chariot, "repair");
      assertEverywhere(everyone, chariot, "system.structure.value", 1, assert);
      await player.sheetAction(chariot, "repair");
      await player.sheetAction(chariot, "repair");
      assertEverywhere(everyone, chariot, "system.structure.value", 0, assert);
      table.seat("playerB").clearNotices();
      await table.seat("playerB").sheetAction(chariot, "repair");
      assert.isAbove(table.seat("playerB").notices().length, 0, "player B does not own the chariot: refused with a message");
    },
  },
];
