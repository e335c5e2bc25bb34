import type { DeepPartial } from "fvtt-types/utils";
import { FrayActorSheet } from "../../../foundry/sheets/actor-sheet.js";
import { actorSheetParts, sheetItemsOf, toggleItemEquipped } from "../../../foundry/sheets/ruleset-actor-parts.js";
import { tabsConfig } from "../../../foundry/sheets/sheet-context.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
import { getDragEventData } from "../../../foundry/shims.js";
import { itemIdOf, sheetAction } from "../../../foundry/sheets/sheet-behaviour.js";
import { requireActorOf } from "../../../foundry/documents/subtypes.js";
import { currentPoolOptions } from "../flows/options.js";
import * as flows from "../flows/actions.js";
import { addCustomSkill, removeCustomSkill } from "../flows/custom-skills.js";
import { POOL_CHARACTER_TABS, livingContext, mountContext, objectContext, shipContext, vehicleContext, type LinkedActor } from "./context.js";

const T = "systems/fray/templates/pool";

type SheetDefaults = typeof FrayActorSheet.DEFAULT_OPTIONS;
type RenderOptions = Parameters<FrayActorSheet["_prepareContext"]>[0];

/** A linked actor for the rider/driver/pilot slots, or null when the UUID no longer resolves. */
export function linkedActor(uuid: string): LinkedActor | null {
  if (!uuid) return null;
  const doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as { name?: string; img?: string } | null;
  return doc ? { uuid, name: doc.name ?? "", img: doc.img ?? "" } : null;
}

/** The base context with the pool builder's context laid over it (same keys, richer shapes). */
type BaseContext = Awaited<ReturnType<FrayActorSheet["_prepareContext"]>>;
function withPool(base: BaseContext, pool: object): BaseContext {
  return { ...base, ...pool } as BaseContext;
}

const action = (run: (sheet: PoolActorSheet, target: HTMLElement) => Promise<unknown>) => sheetAction(run, true);

/**
 * Base of the pool actor sheets: the actions every pool sheet offers (rolls, attacks, tracks,
 * conditions, recovery, poison) and drop handling for linked actors. The pure context builders in
 * context.ts decide what is shown; flows/actions.ts does what the buttons ask.
 */
export class PoolActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["pool"],
    position: { width: 600, height: 760 },
    actions: {
      rollSkill: action((sheet, t) => flows.skillCheck(sheet.actor, t.dataset["skill"] ?? "melee")),
      addCustomSkill: action((sheet) => addCustomSkill(sheet.actor)),
      removeCustomSkill: action((sheet, t) => removeCustomSkill(sheet.actor, t.dataset["skill"] ?? "")),
      attack: action((sheet, t) => flows.attackFromSheet(sheet.actor, itemIdOf(t))),
      useManeuver: action((sheet, t) => flows.useManeuver(sheet.actor, itemIdOf(t) ?? "")),
      toggleEquipped: action((sheet, t) => sheet.toggleEquipped(t)),
      move: action((sheet, t) => flows.move(sheet.actor, t.dataset["mode"] ?? "")),
      steer: action((sheet, t) => flows.steer(sheet.actor, t.dataset["mode"] ?? "")),
      castSpell: action((sheet, t) => flows.castSpell(sheet.actor, itemIdOf(t) ?? "")),
      readyWeapon: action((sheet, t) => flows.readyWeapon(sheet.actor, t.dataset["itemId"] ?? "")),
      drawWeapon: action((sheet, t) => flows.drawWeapon(sheet.actor, t.dataset["itemId"] ?? "")),
      recoverWounds: action((sheet) => flows.recoverWounds(sheet.actor)),
      recoverFatigue: action((sheet) => flows.recoverFatigue(sheet.actor)),
      recoverFear: action((sheet) => flows.recoverFear(sheet.actor)),
      removeCondition: action((sheet, t) => flows.removeCondition(sheet.actor, Number(t.dataset["index"]))),
      addCondition: action((sheet, t) => flows.addCondition(sheet.actor, t.parentElement?.querySelector<HTMLSelectElement>("select")?.value ?? "")),
      applyPoison: action((sheet, t) => flows.applyPoison(sheet.actor, t.dataset["itemId"] ?? "")),
      exposePoison: action((sheet, t) => flows.exposePoison(sheet.actor, t.dataset["itemId"] ?? "")),
      poisonHour: action((sheet) => flows.poisonHour(sheet.actor, false)),
      antidote: action((sheet) => flows.poisonHour(sheet.actor, true)),
      bleed: action((sheet) => flows.bleed(sheet.actor)),
      creatureAttack: action((sheet) => flows.creatureAttack(sheet.actor)),
      pilotCheck: action((sheet) => flows.pilotCheck(sheet.actor)),
      ram: action((sheet) => flows.ram(sheet.actor)),
      repair: action((sheet) => flows.repair(sheet.actor)),
      unlink: action((sheet, t) => sheet.unlink(t.dataset["role"] ?? "", t.dataset["uuid"] ?? "")),
    },
  };

  async toggleEquipped(target: HTMLElement): Promise<void> {
    await toggleItemEquipped(this.itemFor(target), this.isEditable);
  }

  /** Removes a linked actor (rider, driver, pilot, team member, passenger). */
  async unlink(role: string, uuid: string): Promise<void> {
    if (!this.isEditable) return;
    const field = LINK_FIELDS[role];
    if (!field) return;
    const current = foundry.utils.getProperty(this.actor, field) as unknown;
    await this.actor.update({ [field]: Array.isArray(current) ? current.filter((u) => u !== uuid) : "" });
  }

  /**
   * An actor dropped on a link slot (rider, driver, pilot, team, passenger) is linked; anything
   * else goes to the base sheet. Decided synchronously: drop data cannot be read after an await.
   */
  protected override _onDrop(event: DragEvent): Promise<unknown> | undefined {
    const role = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-drop]")?.dataset["drop"];
    const data = getDragEventData(event);
    const field = role ? LINK_FIELDS[role] : undefined;
    if (field && data["type"] === "Actor" && typeof data["uuid"] === "string") {
      if (!this.isEditable) return undefined;
      const current = foundry.utils.getProperty(this.actor, field) as unknown;
      const uuid = data["uuid"];
      return this.actor.update({ [field]: Array.isArray(current) ? [...new Set([...current, uuid])] : uuid });
    }
    return super._onDrop(event);
  }

  protected poolOptions() {
    return currentPoolOptions();
  }
}

const LINK_FIELDS: Readonly<Record<string, string>> = {
  rider: "system.riderUuid",
  driver: "system.driverUuid",
  pilot: "system.pilotUuid",
  team: "system.team.uuids",
  passenger: "system.passengerUuids",
};

export class PoolCharacterSheet extends PoolActorSheet {
  static override PARTS = actorSheetParts({
    header: { template: SHARED_TEMPLATES.sheetHeader },
    tabs: { template: SHARED_TEMPLATES.tabs },
    combat: { template: `${T}/actor/character-combat.hbs`, scrollable: [""] },
    skills: { template: `${T}/actor/character-skills.hbs`, scrollable: [""] },
    condition: { template: `${T}/actor/character-condition.hbs`, scrollable: [""] },
    gear: { template: `${T}/actor/character-gear.hbs`, scrollable: [""] },
    notes: { template: SHARED_TEMPLATES.notesTab, scrollable: [""] },
  });

  static override TABS = { primary: tabsConfig(POOL_CHARACTER_TABS, "combat") } as unknown as typeof PoolActorSheet.TABS;

  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    return withPool(base, livingContext({ name: this.actor.name, img: this.actor.img ?? "" }, requireActorOf(this.actor, "poolCharacter", "poolNpc").system, sheetItemsOf(this.actor), this.isEditable, this.poolOptions(), `TYPES.Actor.${this.actor.type}`));
  }
}

export class PoolNpcSheet extends PoolActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = { position: { width: 600, height: 620 } };
  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/npc-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    return withPool(base, livingContext({ name: this.actor.name, img: this.actor.img ?? "" }, requireActorOf(this.actor, "poolCharacter", "poolNpc").system, sheetItemsOf(this.actor), this.isEditable, this.poolOptions(), `TYPES.Actor.${this.actor.type}`));
  }
}

export class PoolMountSheet extends PoolActorSheet {
  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/mount-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    const system = requireActorOf(this.actor, "poolMount").system;
    return withPool(base, mountContext({ name: this.actor.name, img: this.actor.img ?? "" }, system, sheetItemsOf(this.actor), linkedActor(system.riderUuid), this.isEditable, `TYPES.Actor.${this.actor.type}`));
  }
}

export class PoolVehicleSheet extends PoolActorSheet {
  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/vehicle-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    const system = requireActorOf(this.actor, "poolVehicle").system;
    const links = {
      driver: linkedActor(system.driverUuid),
      team: system.team.uuids.map(linkedActor).filter((a): a is LinkedActor => a !== null),
      passengers: system.passengerUuids.map(linkedActor).filter((a): a is LinkedActor => a !== null),
    };
    return withPool(base, vehicleContext({ name: this.actor.name, img: this.actor.img ?? "" }, system, links, this.isEditable, `TYPES.Actor.${this.actor.type}`));
  }
}

export class PoolShipSheet extends PoolActorSheet {
  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/ship-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    const system = requireActorOf(this.actor, "poolShip").system;
    return withPool(base, shipContext({ name: this.actor.name, img: this.actor.img ?? "" }, system, linkedActor(system.pilotUuid), this.isEditable, `TYPES.Actor.${this.actor.type}`));
  }
}

export class PoolObjectSheet extends PoolActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = { position: { width: 480, height: 520 } };
  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/object-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions) {
    const base = await super._prepareContext(options);
    return withPool(base, objectContext({ name: this.actor.name, img: this.actor.img ?? "" }, requireActorOf(this.actor, "poolObject").system, this.isEditable, `TYPES.Actor.${this.actor.type}`));
  }
}

export type { DeepPartial };
