import type { FrayItemSheet } from "../../../foundry/sheets/item-sheet.js";
import { itemSheetBasics, rulesetItemSheet } from "../../../foundry/sheets/ruleset-item-sheet.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
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

function clashItemSheet(type: ClashItemType) {
  return rulesetItemSheet({
    className: "ClashItemSheet",
    defaults: { classes: ["clash"], position: { width: 520, height: 560 }, actions: { toggleTag } },
    header: SHARED_TEMPLATES.sheetHeader,
    body: `${T}/${type.replace(/^clash/, "").toLowerCase()}-body.hbs`,
    context: (sheet) => {
      const { item, system, editable } = itemSheetBasics(sheet);
      return itemContext(item, type, system, editable);
    },
  });
}

export const CLASH_ITEM_SHEETS = Object.fromEntries(CLASH_ITEM_TYPES.map((type) => [type, clashItemSheet(type)])) as Readonly<Record<ClashItemType, ReturnType<typeof clashItemSheet>>>;
