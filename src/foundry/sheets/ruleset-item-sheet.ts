import { FrayItemSheet } from "./item-sheet.js";
import { SHARED_TEMPLATES } from "../templates.js";

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

export interface ItemSheetBasics {
  readonly item: { name: string; img: string };
  readonly system: Record<string, unknown>;
  readonly editable: boolean;
}

/** The fields every ruleset's item context starts from. */
export function itemSheetBasics(sheet: FrayItemSheet): ItemSheetBasics {
  return { item: { name: sheet.item.name, img: sheet.item.img ?? "" }, system: sheet.item.system as unknown as Record<string, unknown>, editable: sheet.isEditable };
}

export interface RulesetItemSheetsConfig<T extends string> {
  /** The ruleset's key: the sheets' CSS class, and the class name Foundry sees ("duskItemSheet" → "DuskItemSheet"). */
  readonly key: string;
  readonly types: readonly T[];
  readonly size: { readonly width: number; readonly height: number };
  /** Extra click actions of these sheets (a list of boxes written as one array …). */
  readonly actions?: SheetDefaults["actions"];
  /** The body template of an item of this type (the header is the shared one). */
  body(type: T): string;
  /** The ruleset's pure context for an item of this type, from the basics every item context starts from. */
  context(basics: ItemSheetBasics, type: T, sheet: FrayItemSheet): object;
}

/** A sheet class per item type of a ruleset, each the shared header plus its type's body. */
export function rulesetItemSheets<T extends string>(config: RulesetItemSheetsConfig<T>): Readonly<Record<T, ReturnType<typeof rulesetItemSheet>>> {
  const className = `${config.key.charAt(0).toUpperCase()}${config.key.slice(1)}ItemSheet`;
  const defaults: SheetDefaults = { classes: [config.key], position: { ...config.size }, ...(config.actions ? { actions: config.actions } : {}) };
  const sheetOf = (type: T) => rulesetItemSheet({ className, defaults, header: SHARED_TEMPLATES.sheetHeader, body: config.body(type), context: (sheet) => config.context(itemSheetBasics(sheet), type, sheet) });
  return Object.fromEntries(config.types.map((type) => [type, sheetOf(type)])) as Record<T, ReturnType<typeof rulesetItemSheet>>;
}
