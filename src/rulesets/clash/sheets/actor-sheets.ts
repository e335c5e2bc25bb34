import { FrayActorSheet } from "../../../foundry/sheets/actor-sheet.js";
import { actorSheetParts, sheetItemsOf, toggleItemEquipped } from "../../../foundry/sheets/ruleset-actor-parts.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
import { itemIdOf, sheetAction } from "../../../foundry/sheets/sheet-behaviour.js";
import type { CombatantSystem } from "../data/state.js";
import { attackFromSheet } from "../flows/attack.js";
import { currentClashOptions } from "../flows/options.js";
import { combatantContext } from "./context.js";

const T = "systems/fray/templates/clash";

type SheetDefaults = typeof FrayActorSheet.DEFAULT_OPTIONS;
type RenderOptions = Parameters<FrayActorSheet["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<FrayActorSheet["_prepareContext"]>>;
const action = (run: (sheet: ClashActorSheet, target: HTMLElement) => Promise<unknown>) => sheetAction(run);

/**
 * The clash character and creature sheets: skills with their tier bands under the world's preset,
 * pools, weapons and spells that start a clash, actions, maneuvers and armor. The pure context
 * builder in context.ts decides what is shown; flows/attack.ts does what the buttons ask.
 */
export class ClashActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["clash"],
    position: { width: 640, height: 780 },
    actions: {
      attack: action((sheet, t) => attackFromSheet(sheet.actor, itemIdOf(t), t.dataset["actionKey"] ?? null)),
      toggleEquipped: action((sheet, t) => toggleItemEquipped(sheet.itemFor(t), sheet.isEditable)),
    },
  };

  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/combatant-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const context = combatantContext({ name: this.actor.name, img: this.actor.img ?? "" }, this.actor.system as unknown as CombatantSystem, sheetItemsOf(this.actor), this.isEditable, currentClashOptions().tierPreset, `TYPES.Actor.${this.actor.type}`);
    return { ...base, ...context } as unknown as BaseContext;
  }
}

export class ClashCharacterSheet extends ClashActorSheet {}
export class ClashCreatureSheet extends ClashActorSheet {}
