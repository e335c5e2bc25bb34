import type { DeepPartial } from "fvtt-types/utils";
import { activeRulesetKey } from "../active.js";
import { decideDrop } from "../ruleset-guard.js";
import { rulesetOfType } from "../ruleset-keys.js";
import { groupItems, nextTrackValue, sheetHeader, type ItemGroup, type SheetHeader, type TrackView } from "./sheet-context.js";
import { baseSheetContext, guardNumericInputs, ownsOrRefuses, resolveSheetMode, warn, type BaseSheetContext, type ModeRenderOptions, type SheetMode } from "./sheet-behaviour.js";
import { enrichProse, openGuidePage, renderInMode, openInMode } from "./sheet-kit.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { getDragEventData } from "../shims.js";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2);

interface CoreDropHandler {
  _onDrop?(event: DragEvent): Promise<unknown>;
}

/** Core ActorSheetV2's own drop handling (not in the pinned types). */
function coreDrop(sheet: object, event: DragEvent): Promise<unknown> | undefined {
  return (Base.prototype as unknown as CoreDropHandler)._onDrop?.call(sheet, event);
}

type RenderOptions = Parameters<InstanceType<typeof Base>["_prepareContext"]>[0];
type SheetDefaults = typeof foundry.applications.api.DocumentSheetV2.DEFAULT_OPTIONS & typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

export type FrayActorSheetContext = BaseSheetContext & {
  actor: Actor.Implementation;
  system: Actor.Implementation["system"];
  tabs: Record<string, unknown>;
  /** Items by subtype, in the order of `itemTypes` (see FrayActorSheet.itemTypes). */
  itemGroups: ItemGroup[];
  /** Tracks shown as boxes on the main tab (ruleset sheets fill it; see trackView). */
  tracks: TrackView[];
  /** Portrait, name, subtype and key figures (ruleset sheets add the figures). */
  header: SheetHeader;
  /** Rich-text fields enriched for reading, by the keys of `proseFields`. */
  enriched: Record<string, string>;
  uuid: string;
};

/**
 * The base of every Fray actor sheet (the sheet kit, with FrayItemSheet): play/edit mode as a
 * render option (`render({ mode: "edit" })`; new actors open in edit mode; item sheets opened from
 * here inherit the mode), v13 TABS, item rows that drag and drop, rich text enriched for reading
 * (secrets only for owners) and edited with `<prose-mirror>`, "?" buttons that open the guide,
 * scroll positions kept across re-renders, and number inputs that refuse bad values. Ruleset
 * sheets extend it with their own PARTS and TABS and add to the context in `_prepareContext`.
 */
export class FrayActorSheet<C extends FrayActorSheetContext = FrayActorSheetContext> extends Base<C> {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["fray", "sheet", "actor"],
    position: { width: 640, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: {
      toggleMode: FrayActorSheet.onToggleMode,
      editItem: FrayActorSheet.onEditItem,
      deleteItem: FrayActorSheet.onDeleteItem,
      createItem: FrayActorSheet.onCreateItem,
      setTrack: FrayActorSheet.onSetTrack,
      openGuide: FrayActorSheet.onOpenGuide,
    },
  };

  static override PARTS: typeof Base.PARTS = {
    header: { template: SHARED_TEMPLATES.sheetHeader },
    tabs: { template: SHARED_TEMPLATES.tabs },
    main: { template: SHARED_TEMPLATES.actorMain, scrollable: [""] },
    items: { template: SHARED_TEMPLATES.actorItems, scrollable: [""] },
  };

  static override TABS: typeof Base.TABS = {
    primary: {
      tabs: [
        { id: "main", label: "FRAY.Sheet.Tab.Main", icon: "fa-solid fa-user", cssClass: "" },
        { id: "items", label: "FRAY.Sheet.Tab.Items", icon: "fa-solid fa-suitcase", cssClass: "" },
      ],
      initial: "main",
    },
  };

  /** Item subtypes listed on the items tab, in order (ruleset sheets override). */
  protected itemTypes: readonly string[] = [];

  protected mode: SheetMode = "play";

  /** Rich-text fields the sheet shows, as context key → document path (ruleset sheets extend). */
  protected proseFields: Readonly<Record<string, string>> = {};

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    const actor = this.document;
    const rows = actor.items.contents.map((item) => ({ id: item.id ?? "", uuid: item.uuid, name: item.name, img: item.img ?? "", type: item.type, sort: item.sort }));
    return {
      ...base,
      ...baseSheetContext(this.mode, this.isEditable, actor.isOwner, rulesetOfType(actor.type)),
      actor,
      system: actor.system,
      tabs: this._prepareTabs("primary"),
      itemGroups: groupItems(rows, this.itemTypes),
      tracks: [] as TrackView[],
      header: sheetHeader({ name: actor.name, img: actor.img ?? "" }, `TYPES.Actor.${actor.type}`, []),
      enriched: await enrichProse(actor, this.proseFields),
      uuid: actor.uuid,
    };
  }

  protected override async _onRender(context: DeepPartial<C>, options: Parameters<InstanceType<typeof Base>["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    // Once per element: closing a sheet drops its element and reopening builds a new one.
    guardNumericInputs(this.element);
  }

  protected override _configureRenderOptions(options: Parameters<InstanceType<typeof Base>["_configureRenderOptions"]>[0]): void {
    super._configureRenderOptions(options);
    this.mode = resolveSheetMode(this.mode, options as ModeRenderOptions, this.isEditable, "createActor");
  }

  /**
   * Core's ActorSheetV2 binds a DragDrop to `_onDragStart` / `_onDrop` on every render (the pinned
   * types do not list these methods, hence no `override`). Rows carry `data-item-id` and the
   * `draggable` class; a dropped item of another ruleset is refused before core handles the drop.
   */
  protected _onDragStart(event: DragEvent): void {
    const row = (event.currentTarget as HTMLElement | null)?.closest<HTMLElement>("[data-item-id]");
    const item = row ? this.itemFor(row) : undefined;
    if (item && event.dataTransfer) event.dataTransfer.setData("text/plain", JSON.stringify(item.toDragData()));
  }

  /**
   * Refuses an item of another ruleset, then leaves the drop to core (creation, sorting, effects).
   * The decision is synchronous on purpose: a drop's data can only be read before the first await.
   */
  protected _onDrop(event: DragEvent): Promise<unknown> | undefined {
    if (!this.isEditable) return undefined;
    const data = getDragEventData(event);
    if (data["type"] === "Item" && typeof data["uuid"] === "string") {
      // Drop data carries a UUID string; fromUuidSync's parameter type spells UUIDs as templates.
      const found = fromUuidSync(data["uuid"] as Parameters<typeof fromUuidSync>[0]) as { type?: unknown } | null;
      const type = typeof found?.type === "string" ? found.type : null;
      const decision = decideDrop({ documentName: "Item", type }, this.document.type, activeRulesetKey());
      if (!decision.allowed) {
        warn(decision.reason, decision.data);
        return undefined;
      }
    }
    return coreDrop(this, event);
  }

  /** The item a clicked element belongs to (rows carry `data-item-id`). */
  protected itemFor(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    return id ? this.document.items.get(id) : undefined;
  }

  static async onToggleMode(this: FrayActorSheet): Promise<void> {
    if (!this.isEditable) return;
    await renderInMode(this, this.mode === "play" ? "edit" : "play");
  }

  static async onEditItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await openInMode(this.itemFor(target)?.sheet, this.mode);
  }

  static async onOpenGuide(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await openGuidePage(target.dataset["guide"]);
  }

  static async onDeleteItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!ownsOrRefuses(this.document)) return;
    await this.itemFor(target)?.deleteDialog();
  }

  /** Creates an embedded item of the button's `data-type` (only types of this actor's ruleset). */
  static async onCreateItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!ownsOrRefuses(this.document)) return;
    const type = target.dataset["type"];
    if (!type || rulesetOfType(type) !== rulesetOfType(this.document.type)) return;
    const name = game.i18n?.format("FRAY.Sheet.NewItem", { type: game.i18n.localize(`TYPES.Item.${type}`) }) ?? type;
    await this.document.createEmbeddedDocuments("Item", [{ name, type } as Item.CreateData]);
  }

  /** A track box ticks boxes up to its own (`data-value`) at `data-path`; clicking the last ticked box clears it. */
  static async onSetTrack(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!ownsOrRefuses(this.document)) return;
    const { path, value } = target.dataset;
    if (!this.isEditable || !path || value === undefined) return;
    const current = Number(foundry.utils.getProperty(this.document, path) ?? 0);
    await this.document.update({ [path]: nextTrackValue(current, Number(value)) });
  }
}
