import type { DeepPartial } from "fvtt-types/utils";
import { activeRulesetKey } from "../active.js";
import { decideDrop } from "../ruleset-guard.js";
import { rulesetOfType } from "../ruleset-keys.js";
import { bindDragDrop, getDragEventData } from "../shims.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { baseSheetContext, guardNumericInputs, resolveSheetMode, warn, type BaseSheetContext, type ModeRenderOptions, type SheetMode } from "./sheet-behaviour.js";
import { sheetHeader, type SheetHeader } from "./sheet-context.js";
import { enrichProse, openGuidePage, renderInMode } from "./sheet-kit.js";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2);

type RenderOptions = Parameters<InstanceType<typeof Base>["_prepareContext"]>[0];
type SheetDefaults = typeof foundry.applications.api.DocumentSheetV2.DEFAULT_OPTIONS & typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

export type FrayItemSheetContext = BaseSheetContext & {
  item: Item.Implementation;
  system: Item.Implementation["system"];
  tabs: Record<string, unknown>;
  /** `TYPES.Item.<type>`, Foundry's label key for the subtype. */
  typeLabel: string;
  /** Portrait, name, subtype and key figures (ruleset sheets add the figures). */
  header: SheetHeader;
  /** Rich-text fields enriched for reading (every item has `description`). */
  enriched: Record<string, string>;
  uuid: string;
};

/**
 * The base of every Fray item sheet (the sheet kit, with FrayActorSheet): play/edit mode as a
 * render option, tabs, rich text, guide links, scroll kept across re-renders, number inputs that
 * refuse bad values, and a drop zone (bound in `_onRender`) that refuses documents of
 * another ruleset and hands the rest to `onDropDocument`, which ruleset sheets override (e.g. a
 * poison dropped on a weapon).
 */
export class FrayItemSheet<C extends FrayItemSheetContext = FrayItemSheetContext> extends Base<C> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["fray", "sheet", "item"],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: { toggleMode: FrayItemSheet.onToggleMode, openGuide: FrayItemSheet.onOpenGuide },
  };

  static override PARTS: typeof Base.PARTS = {
    header: { template: SHARED_TEMPLATES.sheetHeader },
    tabs: { template: SHARED_TEMPLATES.tabs },
    description: { template: SHARED_TEMPLATES.itemDescription, scrollable: [""] },
  };

  static override TABS: typeof Base.TABS = {
    primary: {
      tabs: [{ id: "description", label: "FRAY.Sheet.Tab.Description", icon: "fa-solid fa-book", cssClass: "" }],
      initial: "description",
    },
  };

  protected mode: SheetMode = "play";

  /** Rich-text fields the sheet shows, as context key → document path. */
  protected proseFields: Readonly<Record<string, string>> = { description: "system.description" };

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    const item = this.document;
    return {
      ...base,
      ...baseSheetContext(this.mode, this.isEditable, item.isOwner, rulesetOfType(item.type)),
      item,
      system: item.system,
      tabs: this._prepareTabs("primary"),
      typeLabel: `TYPES.Item.${item.type}`,
      header: sheetHeader({ name: item.name, img: item.img ?? "" }, `TYPES.Item.${item.type}`, []),
      enriched: await enrichProse(item, this.proseFields),
      uuid: item.uuid,
    };
  }

  protected override _configureRenderOptions(options: Parameters<InstanceType<typeof Base>["_configureRenderOptions"]>[0]): void {
    super._configureRenderOptions(options);
    this.mode = resolveSheetMode(this.mode, options as ModeRenderOptions, this.isEditable, "createItem");
  }

  protected override async _onRender(context: DeepPartial<C>, options: Parameters<InstanceType<typeof Base>["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    // Once per element: closing a sheet drops its element and reopening builds a new one.
    guardNumericInputs(this.element);
    if (!this.isEditable) return;
    bindDragDrop(this.element, {
      dragSelector: null,
      dropSelector: null,
      permissions: { drop: () => this.isEditable },
      callbacks: { drop: (event) => void this.onDrop(event) },
    });
  }

  private async onDrop(event: DragEvent): Promise<void> {
    const data = getDragEventData(event);
    if (typeof data["uuid"] !== "string" || (data["type"] !== "Item" && data["type"] !== "Actor")) return;
    // Drop data carries a document UUID string; fromUuid's parameter type spells UUIDs as templates.
    const dropped = await fromUuid(data["uuid"] as Parameters<typeof fromUuid>[0]);
    if (!(dropped instanceof Item) && !(dropped instanceof Actor)) return;
    const decision = decideDrop({ documentName: dropped.documentName, type: dropped.type }, this.document.type, activeRulesetKey());
    if (!decision.allowed) return warn(decision.reason, decision.data);
    await this.onDropDocument(dropped);
  }

  /** Ruleset sheets override to use a dropped document of their ruleset. */
  protected async onDropDocument(_dropped: Item.Implementation | Actor.Implementation): Promise<void> {}

  static async onToggleMode(this: FrayItemSheet): Promise<void> {
    if (!this.isEditable) return;
    await renderInMode(this, this.mode === "play" ? "edit" : "play");
  }

  static async onOpenGuide(this: FrayItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await openGuidePage(target.dataset["guide"]);
  }
}
