import { assert, describe, it } from "vitest";
import "../../src/fray.js";
import { DUSK_ITEM_SHEETS } from "../../src/rulesets/dusk/sheets/sheets.js";
import { CLASH_ITEM_SHEETS } from "../../src/rulesets/clash/sheets/item-sheets.js";
import { BRP_ITEM_SHEETS, ITEM_BODIES } from "../../src/rulesets/brp/sheets/item-sheets.js";
import { SHARED_TEMPLATES } from "../../src/foundry/templates.js";

/** The shared item-sheet builder: a class per item type, named for Foundry, with the ruleset's class, size, actions and body. */
type SheetClass = { name: string; DEFAULT_OPTIONS: { classes?: string[]; position?: { width?: number; height?: number }; actions?: Record<string, unknown> }; PARTS: Record<string, { template: string }> };

describe("rulesetItemSheets", () => {
  it("gives each dusk item type its own class, named DuskItemSheet, with the shared header and the dusk body", () => {
    const sheets = Object.entries(DUSK_ITEM_SHEETS) as Array<[string, unknown]>;
    assert.lengthOf(sheets, 7);
    assert.equal(new Set(sheets.map(([, sheet]) => sheet)).size, 7, "one class per type");
    for (const [, sheet] of sheets as Array<[string, SheetClass]>) {
      assert.equal(sheet.name, "DuskItemSheet");
      assert.deepEqual(sheet.DEFAULT_OPTIONS.classes, ["dusk"]);
      assert.deepEqual(sheet.DEFAULT_OPTIONS.position, { width: 520, height: 560 });
      assert.equal(sheet.PARTS["header"]?.template, SHARED_TEMPLATES.sheetHeader);
      assert.equal(sheet.PARTS["body"]?.template, "systems/fray/templates/dusk/item/item-sheet.hbs");
    }
  });

  it("keeps a ruleset's own actions and its body per type", () => {
    const weapon = CLASH_ITEM_SHEETS.clashWeapon as unknown as SheetClass;
    assert.equal(weapon.name, "ClashItemSheet");
    assert.property(weapon.DEFAULT_OPTIONS.actions ?? {}, "toggleTag");
    assert.equal(weapon.PARTS["body"]?.template, "systems/fray/templates/clash/item/weapon-body.hbs");
    for (const [type, body] of Object.entries(ITEM_BODIES)) assert.equal((BRP_ITEM_SHEETS[type as keyof typeof BRP_ITEM_SHEETS] as unknown as SheetClass).PARTS["body"]?.template, body);
    assert.property((BRP_ITEM_SHEETS.brpArmor as unknown as SheetClass).DEFAULT_OPTIONS.actions ?? {}, "toggleLocation");
  });
});
