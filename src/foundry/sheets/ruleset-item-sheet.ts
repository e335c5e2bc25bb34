import { FrayItemSheet } from "./item-sheet.js";

type SheetDefaults = typeof FrayItemSheet.DEFAULT_OPTIONS;
type BaseContext = Awaited<ReturnType<FrayItemSheet["_prepareContext"]>>;

export interface RulesetItemSheetConfig {
  /** The class name Foundry sees (it builds the sheet's element id from it). */
  className: string;
  /** Options laid over the base sheet's (ruleset class, size, extra actions). */
  defaults: SheetDefaults;
  /** The shared header template and this type's body template. */
  header: string;
  body: string;
  /** The ruleset's pure context for this item, laid over the base context (same keys, richer shapes). */
  context(sheet: FrayItemSheet): object;
}

/**
 * One item sheet class for one item type of a ruleset: a header plus the type's body, with the
 * ruleset's context builder laid over the base context. Rulesets call this once per item type.
 */
export function rulesetItemSheet(config: RulesetItemSheetConfig) {
  const sheetClass = class RulesetItemSheet extends FrayItemSheet {
    static override DEFAULT_OPTIONS: SheetDefaults = config.defaults;
    static override PARTS = {
      header: { template: config.header },
      body: { template: config.body, scrollable: [""] },
    } as unknown as typeof FrayItemSheet.PARTS;

    override async _prepareContext(options: Parameters<FrayItemSheet["_prepareContext"]>[0]): Promise<BaseContext> {
      const base = await super._prepareContext(options);
      return { ...base, ...config.context(this) } as unknown as BaseContext;
    }
  };
  Object.defineProperty(sheetClass, "name", { value: config.className });
  return sheetClass;
}

/** The fields every ruleset's item context starts from. */
export function itemSheetBasics(sheet: FrayItemSheet): { item: { name: string; img: string }; system: Record<string, unknown>; editable: boolean } {
  return { item: { name: sheet.item.name, img: sheet.item.img ?? "" }, system: sheet.item.system as unknown as Record<string, unknown>, editable: sheet.isEditable };
}
