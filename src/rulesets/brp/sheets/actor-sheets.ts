import { FrayActorSheet } from "../../../foundry/sheets/actor-sheet.js";
import { actorSheetParts, sheetItemsOf, toggleItemEquipped } from "../../../foundry/sheets/ruleset-actor-parts.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
import { itemIdOf, ownsOrRefuses, sheetAction } from "../../../foundry/sheets/sheet-behaviour.js";
import { brpSystem } from "../flows/openers.js";
import * as flows from "../flows/actions.js";
import { weekOfHealingFor } from "../flows/care.js";
import { currentBrpOptions } from "../flows/options.js";
import { livingContext, objectContext } from "./context.js";
import { damageObject, repairObject } from "../flows/structure.js";
import { requireActorOf } from "../../../foundry/documents/subtypes.js";
import { editHitLocations } from "../flows/locations.js";
import { toggleStaunch } from "../flows/staunch.js";
import { askEntangleLuck, impaledMoveOn } from "../flows/ruling-cards.js";
import { canRollDyingBlow } from "../flows/dying-blow.js";
import { armorFitRefusal } from "../data/state.js";
import { warn } from "../../../foundry/flows/notify.js";
import { livingDerived } from "../data/state.js";
import { bodyOf } from "../rules/harm.js";

const T = "systems/fray/templates/brp";

type SheetDefaults = typeof FrayActorSheet.DEFAULT_OPTIONS;
type RenderOptions = Parameters<FrayActorSheet["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<FrayActorSheet["_prepareContext"]>>;
const action = (run: (sheet: BrpActorSheet, target: HTMLElement) => Promise<unknown>) => sheetAction(run, true);

/**
 * Base of the brp actor sheets: rolls, attacks, First Aid and powers from the sheet. The pure
 * context builder in context.ts decides what is shown; flows/actions.ts does what buttons ask.
 */
export class BrpActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["brp"],
    position: { width: 600, height: 780 },
    actions: {
      attack: action((sheet, t) => flows.attackFromSheet(sheet.actor, itemIdOf(t))),
      rollSkill: action((sheet, t) => flows.rollSkill(sheet.actor, itemIdOf(t))),
      rollCharacteristic: action((sheet, t) => flows.rollCharacteristic(sheet.actor, t.dataset["roll"] ?? "")),
      firstAid: action((sheet, t) => flows.firstAidOn(sheet.actor, itemIdOf(t))),
      weekOfHealing: action((sheet, t) => weekOfHealingFor(sheet.actor, t.dataset["care"] ?? "")),
      usePower: action((sheet, t) => flows.usePowerOf(sheet.actor, itemIdOf(t))),
      toggleEquipped: action((sheet, t) => sheet.toggleEquipped(t)),
      pullOut: action((sheet, t) => flows.pullOutWeapon(sheet.actor, itemIdOf(t))),
      staunch: action((sheet, t) => toggleStaunch(sheet.actor, itemIdOf(t))),
      dyingBlow: action((sheet) => flows.dyingBlowFromSheet(sheet.actor)),
      stateIntent: action((sheet) => flows.stateIntent(sheet.actor)),
      moveOnRank: action((sheet) => flows.moveOnRank(sheet.actor)),
      askEntangleLuck: action((sheet) => askEntangleLuck(sheet.actor)),
      impaledMove: action((sheet, t) => impaledMoveOn(sheet.actor, itemIdOf(t))),
      editHitLocations: action((sheet) => editHitLocations(sheet.actor, bodyOf(livingDerived(brpSystem(sheet.actor), sheetItemsOf(sheet.actor)).harm))),
    },
  };

  async toggleEquipped(target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    // Armor made for another size cannot be put on (BRP-ARM-5); taking it off is always allowed.
    const refusal = item ? armorFitRefusal(item, brpSystem(this.actor).characteristics.SIZ) : null;
    if (refusal) return warn(refusal.key, refusal.data);
    await toggleItemEquipped(item, this.isEditable);
  }

  protected brpContext() {
    const context = livingContext({ name: this.actor.name, img: this.actor.img ?? "" }, brpSystem(this.actor), sheetItemsOf(this.actor), this.isEditable, game.combat?.round ?? null, currentBrpOptions(), `TYPES.Actor.${this.actor.type}`);
    const system = brpSystem(this.actor);
    const harm = livingDerived(system, sheetItemsOf(this.actor), currentBrpOptions()).harm;
    // The GM's rulings (BRP-FVTT-7) are offered on the sheet to GMs only; the GM's client checks again.
    const gm = game.user?.isGM ?? false;
    const gmRulings = { gm, entangleLuck: gm && this.actor.statuses.has("entangled") };
    return { ...context, intent: flows.canStateIntent(this.actor), moveControl: flows.canMoveOnRank(this.actor), dyingBlow: canRollDyingBlow(system, harm, game.combat?.round ?? 0), gmRulings };
  }

  override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    return { ...base, ...this.brpContext() } as unknown as BaseContext;
  }
}

export class BrpCharacterSheet extends BrpActorSheet {
  static override PARTS = actorSheetParts({
    header: { template: SHARED_TEMPLATES.sheetHeader },
    pools: { template: `${T}/actor/character-header.hbs` },
    body: { template: `${T}/actor/character-body.hbs`, scrollable: [""] },
  });
  protected override proseFields = { notes: "system.notes" };
}

/** An object's or vehicle's sheet: hit points, armor, damage and repair (BRP-FVTT-1). */
export class BrpObjectSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["brp"],
    position: { width: 520, height: 560 },
    actions: {
      damageObject: async function (this: BrpObjectSheet) {
        if (ownsOrRefuses(this.actor)) await damageObject(this.actor);
      },
      repairObject: async function (this: BrpObjectSheet) {
        if (ownsOrRefuses(this.actor)) await repairObject(this.actor);
      },
    },
  };
  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/object-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const context = objectContext({ name: this.actor.name, img: this.actor.img ?? "" }, requireActorOf(this.actor, "brpObject").system, this.isEditable, `TYPES.Actor.${this.actor.type}`);
    return { ...base, ...context } as unknown as BaseContext;
  }
}

export class BrpCreatureSheet extends BrpActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = { position: { width: 600, height: 680 } };
  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/creature-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };
}
