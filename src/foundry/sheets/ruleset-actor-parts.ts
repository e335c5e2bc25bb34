import type { FrayActorSheet } from "./actor-sheet.js";

/**
 * Pieces every ruleset's actor sheets share. Ruleset sheets replace the base sheet's parts
 * entirely; the base class types its PARTS as its own literal, so theirs are cast to that static
 * type (Foundry reads PARTS as a plain record).
 */
export function actorSheetParts(record: Record<string, { template: string; scrollable?: string[] }>): typeof FrayActorSheet.PARTS {
  return record as unknown as typeof FrayActorSheet.PARTS;
}

/** The actor's items in the plain shape the rulesets' pure context builders read. */
export function sheetItemsOf(actor: Actor.Implementation) {
  return actor.items.contents.map((i) => ({ id: i.id ?? "", name: i.name, img: i.img ?? "", type: i.type, system: i.system }));
}

/** Flips an item's `equipped` flag (an item without the flag counts as equipped). */
export async function toggleItemEquipped(item: Item.Implementation | undefined, editable: boolean): Promise<void> {
  if (!item || !editable) return;
  const system = item.system;
  const equipped = !("equipped" in system) || system.equipped !== false;
  await item.update({ "system.equipped": !equipped } as Item.UpdateData);
}
