import { defaultsOf } from "../../../../src/core/options.js";
import { optionRows, settingSpecs } from "../../../../src/foundry/settings/option-fields.js";
import { DUSK_OPTION_LABELS } from "../../../../src/rulesets/dusk/data/option-labels.js";
import { duskOptionsSchema } from "../../../../src/rulesets/dusk/rules/options.js";
import { kitSheetContext, packDoc, type Fixture, type PackDoc } from "../../../helpers/slice-fixtures.js";
import type { CharacterSystem, NpcSystem } from "../../../../src/rulesets/dusk/rules/derived.js";
import type { DuskItemType } from "../../../../src/rulesets/dusk/rules/specs.js";
import type { ObjectCondition } from "../../../../src/rulesets/dusk/rules/damage.js";
import { characterContext, itemContext, npcContext, objectContext, type SheetItem } from "../../../../src/rulesets/dusk/rules/sheet-view.js";

/**
 * The dusk sheet fixtures (character in play and edit mode, minion, elite, object, one item sheet
 * per type), built from the compendium sources by the same context builders the sheets use.
 */

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const ACTOR = ["fray", "sheet", "actor", "dusk"];
const ITEM = ["fray", "sheet", "item", "dusk"];
const HEADER = "shared/parts/sheet-header.hbs";

const asItem = (d: PackDoc, overrides: Record<string, unknown> = {}): SheetItem => ({ id: d._id, name: d.name, img: d.img, type: d.type, system: { ...d.system, ...overrides } });
const wound = (id: string, name: string, woundType: string, value: number, deferred: boolean): SheetItem => ({ id, name, img: "icons/svg/blood.svg", type: "duskWound", system: { woundType, value, deferred, description: "" } });

/** Ada, a level 3 scout: a spear, a short bow, two skills, an asset, an ability, a spell, armor and two wounds (one from this fight). */
const ada: CharacterSystem & { notes: string } = {
  level: 3,
  pools: { might: { value: 9, max: 12 }, speed: { value: 14, max: 14 }, intellect: { value: 11, max: 17 } },
  effortMax: 3,
  health: { value: 11 },
  destiny: 2,
  regainOnNextAction: false,
  restsUsed: ["oneAction"],
  notes: "<p>Scout of the river company. Owes the ferryman two silver.</p>",
};
const adaItems = (): SheetItem[] => [
  asItem(packDoc("dusk-weapons", "spear")),
  asItem(packDoc("dusk-weapons", "short-bow")),
  asItem(packDoc("dusk-skills", "initiative"), { level: "specialized" }),
  asItem(packDoc("dusk-skills", "climbing")),
  asItem(packDoc("dusk-skills", "rope-and-grapnel")),
  asItem(packDoc("dusk-abilities", "quick-aim")),
  asItem(packDoc("dusk-abilities", "blink")),
  asItem(packDoc("dusk-armor", "chain-shirt")),
  asItem(packDoc("dusk-armor", "leather-jacket")),
  asItem(packDoc("dusk-armor", "tough-hide")),
  wound("wLight0000000001", "Graze on the arm", "light", 2, false),
  wound("wModerate0000001", "Cracked rib", "moderate", 4, true),
];

function actorSheet(name: string, mode: "play" | "edit", id: string, body: string, notes: string, context: object): Fixture {
  return { name, kind: "sheet", rootClasses: ACTOR, parts: [HEADER, body], context: json({ ...kitSheetContext(mode, `Actor.${id}`, { enriched: { notes } }), ...context }) };
}

function itemSheet(name: string, d: PackDoc): Fixture {
  const system = d.system;
  return {
    name,
    kind: "sheet",
    rootClasses: ITEM,
    parts: [HEADER, "dusk/item/item-sheet.hbs"],
    context: json({ ...kitSheetContext("edit", `Item.${d._id}`, { enriched: { description: String(system["description"] ?? "") } }), ...itemContext({ name: d.name, img: d.img }, d.type as DuskItemType, system, true) }),
  };
}

export function buildSheetFixtures(): Fixture[] {
  const doc = { name: "Ada", img: "icons/svg/mystery-man.svg" };
  const npc = (file: string) => packDoc("dusk-npcs", file);
  const captain = npc("bandit-captain");
  const trooper = npc("trooper");
  const gate = npc("iron-gate");
  const npcSheet = (name: string, d: PackDoc, mode: "play" | "edit", items: SheetItem[] = []) =>
    actorSheet(name, mode, d._id, "dusk/actor/npc-sheet.hbs", String(d.system["notes"]), { system: d.system, ...npcContext({ name: d.name, img: d.img }, d.system as unknown as NpcSystem, items) });
  return [
    actorSheet("dusk-character-sheet", "play", "ada", "dusk/actor/character-sheet.hbs", ada.notes, { system: ada, ...characterContext(doc, ada, adaItems()) }),
    actorSheet("dusk-character-sheet-edit", "edit", "ada", "dusk/actor/character-sheet.hbs", ada.notes, { system: ada, ...characterContext(doc, ada, adaItems()) }),
    npcSheet("dusk-npc-sheet", captain, "play", [wound("wCaptain00000001", "Split lip", "winded", 1, false)]),
    npcSheet("dusk-npc-sheet-minion-edit", trooper, "edit"),
    actorSheet("dusk-object-sheet", "play", gate._id, "dusk/actor/object-sheet.hbs", String(gate.system["notes"]), { system: { ...gate.system, condition: "damaged" }, ...objectContext({ name: gate.name, img: gate.img }, { condition: "damaged" as ObjectCondition }) }),
    itemSheet("dusk-item-weapon-sheet", packDoc("dusk-weapons", "longbow")),
    itemSheet("dusk-item-armor-sheet", packDoc("dusk-armor", "chain-shirt")),
    itemSheet("dusk-item-skill-sheet", packDoc("dusk-skills", "initiative")),
    itemSheet("dusk-item-ability-sheet", packDoc("dusk-abilities", "focused-strike")),
    itemSheet("dusk-item-spell-sheet", packDoc("dusk-abilities", "mending-touch")),
    itemSheet("dusk-item-asset-sheet", packDoc("dusk-skills", "good-crowbar")),
    optionsMenuFixture(),
    itemSheet("dusk-item-wound-sheet", { _id: "wModerate0000001", name: "Cracked rib", img: "icons/svg/blood.svg", type: "duskWound", system: { woundType: "moderate", value: 4, deferred: true, description: "<p>Fell against the well's edge.</p>" } }),
  ];
}

/** The real options menu of a dusk world, every option at its default. */
export function optionsMenuFixture(): Fixture {
  return {
    name: "dusk-options-menu",
    kind: "dialog",
    rootClasses: ["fray", "fray-options-menu"],
    parts: ["shared/settings/ruleset-options.hbs"],
    context: json({ rulesetLabel: "FRAY.Ruleset.Dusk", rows: optionRows(settingSpecs("dusk", duskOptionsSchema, DUSK_OPTION_LABELS), defaultsOf(duskOptionsSchema)) }),
  };
}
