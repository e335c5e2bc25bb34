import type { DeepPartial } from "fvtt-types/utils";
import { activeRulesetKey } from "../active.js";
import { decideDrop } from "../ruleset-guard.js";
import { rulesetOfType } from "../ruleset-keys.js";
import { bindDragDrop, enrichHTML, getDragEventData } from "../shims.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { baseSheetContext, guardNumericInputs, warn, type BaseSheetContext, type SheetMode } from "./sheet-behaviour.js";

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
  /** The description enriched for reading (play mode). */
  enrichedDescription: string;
};

/**
 * The base of every Fray item sheet: play/edit mode, tabs, scroll kept across re-renders, number
 * inputs that refuse bad values, and a drop zone (bound in `_onRender`) that refuses documents of
 * another ruleset and hands the rest to `onDropDocument`, which ruleset sheets override (e.g. a
 * poison dropped on a weapon).
 */
export class FrayItemSheet<C extends FrayItemSheetContext = FrayItemSheetContext> extends Base<C> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["fray", "sheet", "item"],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: { toggleMode: FrayItemSheet.onToggleMode },
  };

  static override PARTS: typeof Base.PARTS = {
    header: { template: SHARED_TEMPLATES.itemHeader },
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
  private numericGuardInstalled = false;

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
      enrichedDescription: await enrichDescription(item),
    };
  }

  protected override _configureRenderOptions(options: Parameters<InstanceType<typeof Base>["_configureRenderOptions"]>[0]): void {
    super._configureRenderOptions(options);
    if (options.isFirstRender && this.isEditable && options.renderContext === "createItem") this.mode = "edit";
  }

  protected override async _onRender(context: DeepPartial<C>, options: Parameters<InstanceType<typeof Base>["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    if (!this.numericGuardInstalled) guardNumericInputs(this.element);
    this.numericGuardInstalled = true;
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
    this.mode = this.mode === "play" ? "edit" : "play";
    await this.render();
  }
}

/** The item's `system.description` (every Fray item type has one) enriched for display. */
async function enrichDescription(item: Item.Implementation): Promise<string> {
  const system = item.system as { description?: unknown } | undefined;
  const html = typeof system?.description === "string" ? system.description : "";
  return enrichHTML(html, item);
}
