import { FrayActorSheet } from "../../../foundry/sheets/actor-sheet.js";
import { actorSheetParts, sheetItemsOf, toggleItemEquipped } from "../../../foundry/sheets/ruleset-actor-parts.js";
import { guarded } from "../../../foundry/flows/notify.js";
import { SHARED_TEMPLATES } from "../../../foundry/templates.js";
import type { FighterSystem, WoundRecord } from "../data/specs.js";
import { withWound, withoutWound } from "../data/state.js";
import { currentFlurryOptions } from "../flows/options.js";
import { engageTargets } from "../flows/engage.js";
import { fighterContext } from "./context.js";

const T = "systems/fray/templates/flurry";

type SheetDefaults = typeof FrayActorSheet.DEFAULT_OPTIONS;
type RenderOptions = Parameters<FrayActorSheet["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<FrayActorSheet["_prepareContext"]>>;
type Handler = (this: FlurryActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

const action =
  (run: (sheet: FlurryActorSheet, target: HTMLElement) => Promise<unknown>): Handler =>
  async function (this: FlurryActorSheet, _event, target) {
    await run(this, target);
  };

const systemOf = (actor: Actor.Implementation) => actor.system as unknown as FighterSystem & { derivationProblem?: string };

/**
 * Records a wound (GM or owner), checked by the rules first: the one the sheet's small form
 * describes, or the one the pressed control carries in its data (`data-location` …).
 */
async function addWound(sheet: FlurryActorSheet, target: HTMLElement): Promise<void> {
  if (!sheet.isEditable) return;
  const form = target.closest<HTMLElement>("[data-new-wound]");
  const read = (field: string) => target.dataset[field] ?? form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-field="${field}"]`)?.value ?? "";
  const added = { location: read("location"), severity: read("severity"), nature: read("nature"), shockValue: Number(read("shockValue") || 0) } as WoundRecord;
  await guarded(async () => {
    await sheet.actor.update({ "system.wounds": withWound(systemOf(sheet.actor).wounds, added) } as Actor.UpdateData);
  });
}

async function removeWound(sheet: FlurryActorSheet, target: HTMLElement): Promise<void> {
  if (!sheet.isEditable) return;
  const index = Number(target.dataset["index"]);
  await sheet.actor.update({ "system.wounds": withoutWound(systemOf(sheet.actor).wounds, index) } as Actor.UpdateData);
}

/**
 * The flurry fighter and creature sheets: attributes with their modifiers, Defense and its
 * variants, the wound grid with the worst wound per location and its penalty, weapons with reach
 * and impact, armour per location, skills and paces. The pure builder in context.ts decides what
 * is shown.
 */
export class FlurryActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: ["flurry"],
    position: { width: 680, height: 820 },
    actions: {
      addWound: action(addWound),
      removeWound: action(removeWound),
      engageTargets: action((sheet) => engageTargets(sheet.actor)),
      toggleEquipped: action((sheet, t) => toggleItemEquipped(sheet.itemFor(t), sheet.isEditable)),
    },
  };

  static override PARTS = actorSheetParts({ header: { template: SHARED_TEMPLATES.sheetHeader }, body: { template: `${T}/actor/fighter-sheet.hbs`, scrollable: [""] } });
  protected override proseFields = { notes: "system.notes" };

  override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const system = systemOf(this.actor);
    const context = fighterContext({ name: this.actor.name, img: this.actor.img ?? "" }, system, sheetItemsOf(this.actor), this.isEditable, currentFlurryOptions(), `TYPES.Actor.${this.actor.type}`, system.derivationProblem ?? "");
    return { ...base, ...context } as unknown as BaseContext;
  }
}

export class FlurryFighterSheet extends FlurryActorSheet {}
export class FlurryCreatureSheet extends FlurryActorSheet {}
