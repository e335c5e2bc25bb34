import { FrayActorSheet } from "../../../foundry/sheets/actor-sheet.js";
import { actorSheetParts, sheetItemsOf, toggleItemEquipped } from "../../../foundry/sheets/ruleset-actor-parts.js";
import { rulesetItemSheets } from "../../../foundry/sheets/ruleset-item-sheet.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
import { itemIdOf, sheetAction } from "../../../foundry/sheets/sheet-behaviour.js";
import { storedSystem } from "../../../foundry/data/field-spec.js";
import { ACTOR_SPECS, DUSK_ITEM_TYPES } from "../rules/specs.js";
import * as flows from "../flows/actions.js";
import * as recovery from "../flows/recovery.js";
import { currentDuskOptions } from "../flows/options.js";
import { characterContext, itemContext, npcContext, objectContext } from "../rules/sheet-view.js";
import { nextObjectCondition } from "../rules/damage.js";

const T = "systems/fray/templates/dusk";
export const DUSK_SHEET_TEMPLATES = {
  character: `${T}/actor/character-sheet.hbs`,
  npc: `${T}/actor/npc-sheet.hbs`,
  object: `${T}/actor/object-sheet.hbs`,
  item: `${T}/item/item-sheet.hbs`,
} as const;

type SheetDefaults = typeof FrayActorSheet.DEFAULT_OPTIONS;
type RenderOptions = Parameters<FrayActorSheet["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<FrayActorSheet["_prepareContext"]>>;
/** The object's next condition written; a sheet its user may not edit changes nothing. */
async function moveObjectTrack(actor: Actor.Implementation, editable: boolean, direction: 1 | -1): Promise<void> {
  const condition = editable ? storedSystem(ACTOR_SPECS, actor, "duskObject")?.condition : undefined;
  const next = condition && nextObjectCondition(condition, direction);
  if (next && next !== condition) await actor.update({ "system.condition": next } as Actor.UpdateData);
}

const action = (run: (sheet: DuskActorSheet, target: HTMLElement) => Promise<unknown>) => sheetAction(run);

/** The dusk actor sheets on the kit: tasks, attacks and recovery from the sheet; numbers from context.ts. */
export class DuskActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["dusk"],
    position: { width: 640, height: 780 },
    actions: {
      rollTask: action((sheet, t) => flows.rollTask(sheet.actor, t.dataset["stat"] ?? "speed", itemIdOf(t) ?? "")),
      attack: action((sheet, t) => flows.attackWith(sheet.actor, itemIdOf(t))),
      npcAttack: action((sheet) => flows.npcAttack(sheet.actor)),
      castSpell: action((sheet, t) => flows.castSpell(sheet.actor, itemIdOf(t))),
      toggleEquipped: action((sheet, t) => toggleItemEquipped(sheet.itemFor(t), sheet.isEditable)),
      recover: action((sheet, t) => recovery.rest(sheet.actor, t.dataset["rest"] ?? "")),
      restDay: action((sheet) => recovery.restDay(sheet.actor)),
      afterEncounter: action((sheet) => recovery.afterEncounter(sheet.actor)),
      worsenObject: action((sheet) => moveObjectTrack(sheet.actor, sheet.isEditable, 1)),
      repairObject: action((sheet) => moveObjectTrack(sheet.actor, sheet.isEditable, -1)),
    },
  };
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const items = sheetItemsOf(this.actor);
    const doc = { name: this.actor.name, img: this.actor.img ?? "" };
    const [pc, npc, object] = [storedSystem(ACTOR_SPECS, this.actor, "duskCharacter"), storedSystem(ACTOR_SPECS, this.actor, "duskNpc"), storedSystem(ACTOR_SPECS, this.actor, "duskObject")];
    const extra = pc ? characterContext(doc, pc, items, currentDuskOptions()) : npc ? npcContext(doc, npc, items) : object ? objectContext(doc, object) : {};
    return { ...base, ...extra, items } as unknown as BaseContext;
  }
}

const parts = (body: string) => actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: body, scrollable: [""] } });

export class DuskCharacterSheet extends DuskActorSheet {
  static override PARTS = parts(DUSK_SHEET_TEMPLATES.character);
}
export class DuskNpcSheet extends DuskActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = { position: { width: 560, height: 620 } };
  static override PARTS = parts(DUSK_SHEET_TEMPLATES.npc);
}
export class DuskObjectSheet extends DuskActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = { position: { width: 480, height: 460 } };
  static override PARTS = parts(DUSK_SHEET_TEMPLATES.object);
}

export const DUSK_ITEM_SHEETS = rulesetItemSheets({
  key: "dusk",
  types: DUSK_ITEM_TYPES,
  size: { width: 520, height: 560 },
  body: () => DUSK_SHEET_TEMPLATES.item,
  context: ({ item, system, editable }, type) => itemContext(item, type, system, editable),
});
