import { FrayActorSheet } from "../../../foundry/sheets/actor-sheet.js";
import { actorSheetParts, sheetItemsOf, toggleItemEquipped } from "../../../foundry/sheets/ruleset-actor-parts.js";
import { itemSheetBasics, rulesetItemSheet } from "../../../foundry/sheets/ruleset-item-sheet.js";
import type { CharacterSystem, NpcSystem } from "../data/state.js";
import type { DuskItemType } from "../data/specs.js";
import * as flows from "../flows/actions.js";
import { currentDuskOptions } from "../flows/options.js";
import { sheetTemplates } from "../flows/templates.js";
import type { Rest } from "../rules/recovery.js";
import { characterContext, itemFields, npcContext, objectContext } from "./context.js";

type SheetDefaults = typeof FrayActorSheet.DEFAULT_OPTIONS;
type RenderOptions = Parameters<FrayActorSheet["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<FrayActorSheet["_prepareContext"]>>;
type Handler = (this: DuskActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

const itemIdOf = (target: HTMLElement) => target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? null;
const action =
  (run: (sheet: DuskActorSheet, target: HTMLElement) => Promise<unknown>): Handler =>
  async function (this: DuskActorSheet, _event, target) {
    await run(this, target);
  };

/** The dusk actor sheets: tasks, attacks and recovery from the sheet; numbers from context.ts. */
export class DuskActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["dusk"],
    position: { width: 620, height: 760 },
    actions: {
      rollTask: action((sheet, t) => flows.rollTask(sheet.actor, t.dataset["stat"] ?? "speed", itemIdOf(t) ?? "")),
      attack: action((sheet, t) => flows.attackWith(sheet.actor, itemIdOf(t))),
      npcAttack: action((sheet) => flows.npcAttack(sheet.actor)),
      toggleEquipped: action((sheet, t) => toggleItemEquipped(sheet.itemFor(t), sheet.isEditable)),
      recover: action((sheet, t) => flows.recoveryRoll(sheet.actor, (t.dataset["rest"] ?? "oneAction") as Rest)),
      restDay: action((sheet) => flows.restDay(sheet.actor)),
      afterEncounter: action((sheet) => flows.afterEncounter(sheet.actor)),
    },
  };

  override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const items = sheetItemsOf(this.actor);
    const type = String(this.actor.type);
    const extra = type === "duskCharacter" ? characterContext(this.actor.system as unknown as CharacterSystem, items, currentDuskOptions()) : type === "duskNpc" ? npcContext(this.actor.system as unknown as NpcSystem, items) : objectContext();
    return { ...base, ...extra, items } as unknown as BaseContext;
  }
}

export class DuskCharacterSheet extends DuskActorSheet {
  static override PARTS = actorSheetParts({ body: { template: sheetTemplates.character, scrollable: [""] } });
}
export class DuskNpcSheet extends DuskActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = { position: { width: 520, height: 560 } };
  static override PARTS = actorSheetParts({ body: { template: sheetTemplates.npc, scrollable: [""] } });
}
export class DuskObjectSheet extends DuskActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = { position: { width: 440, height: 420 } };
  static override PARTS = actorSheetParts({ body: { template: sheetTemplates.object, scrollable: [""] } });
}

function duskItemSheet(type: DuskItemType) {
  return rulesetItemSheet({
    className: "DuskItemSheet",
    defaults: { classes: ["dusk"], position: { width: 480, height: 520 } },
    header: sheetTemplates.itemHeader,
    body: sheetTemplates.item,
    context: (sheet) => {
      const { item, system, editable } = itemSheetBasics(sheet);
      return { item, system, editable, typeLabel: `TYPES.Item.${type}`, fields: itemFields(type, system) };
    },
  });
}

export const DUSK_ITEM_SHEETS = Object.fromEntries(
  (["duskWeapon", "duskArmor", "duskSkill", "duskAbility", "duskSpell", "duskAsset", "duskWound"] as const).map((type) => [type, duskItemSheet(type)]),
) as Record<DuskItemType, ReturnType<typeof duskItemSheet>>;
