import type { FrayItemSheet } from "../../../foundry/sheets/item-sheet.js";
import { rulesetItemSheets } from "../../../foundry/sheets/ruleset-item-sheet.js";
import { CLASH_ITEM_TYPES, type ClashItemType } from "../data/specs.js";
import { itemContext, WEAPON_TAGS } from "./context.js";

const T = "systems/fray/templates/clash/item";

/**
 * Tags are a list: their boxes carry no form name (a form cannot post a list of boxes), so a
 * click writes the checked tags as one array.
 */
async function toggleTag(this: FrayItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  if (!this.isEditable) return;
  const form = target.closest("form") ?? this.element;
  const tags = [...form.querySelectorAll<HTMLInputElement>("input[data-tag]")].filter((box) => box.checked).map((box) => box.dataset["tag"] ?? "");
  await this.document.update({ "system.tags": tags.filter((tag) => (WEAPON_TAGS as readonly string[]).includes(tag)) } as Item.UpdateData);
}

export const CLASH_ITEM_SHEETS = rulesetItemSheets({
  key: "clash",
  types: CLASH_ITEM_TYPES,
  size: { width: 520, height: 560 },
  actions: { toggleTag },
  body: (type: ClashItemType) => `${T}/${type.replace(/^clash/, "").toLowerCase()}-body.hbs`,
  context: ({ item, system, editable }, type) => itemContext(item, type, system, editable),
});
