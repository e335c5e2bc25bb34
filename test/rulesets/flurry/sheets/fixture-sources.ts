import { defaultsOf } from "../../../../src/core/options.js";
import { initialOf } from "../../../../src/foundry/data/field-spec.js";
import { optionRows, settingSpecs } from "../../../../src/foundry/settings/option-fields.js";
import { ACTOR_SPECS, ITEM_SPECS, type FighterSystem, type FlurryItemType } from "../../../../src/rulesets/flurry/data/specs.js";
import { FLURRY_OPTION_LABELS } from "../../../../src/rulesets/flurry/flows/option-labels.js";
import { flurryOptions, flurryOptionsSchema } from "../../../../src/rulesets/flurry/rules/index.js";
import { fighterContext, itemContext, type SheetItem } from "../../../../src/rulesets/flurry/sheets/context.js";
import { declareDialogContext } from "../../../../src/rulesets/flurry/flows/flurry-labels.js";
import { kitSheetContext, type Fixture } from "../../../helpers/slice-fixtures.js";

/**
 * The browser fixtures of the flurry slice, built by the same pure functions the sheets use.
 * `fixtures.test.ts` checks the JSON files still equal what these produce; regenerate them with
 * `npx tsx test/rulesets/flurry/sheets/write-fixtures.ts`.
 */

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const SHEET_ACTOR = ["fray", "sheet", "actor", "flurry"];
const SHEET_ITEM = ["fray", "sheet", "item", "flurry"];
const OPTIONS = flurryOptions();

const covering = (...locations: string[]) => Object.fromEntries(["head", "chest", "belly", "leftArm", "rightArm", "leftLeg", "rightLeg"].map((l) => [l, locations.includes(l)]));
const item = (id: string, name: string, type: FlurryItemType, system: Record<string, unknown>, img = "icons/svg/sword.svg"): SheetItem => ({ id, name, img, type, system: { ...initialOf(ITEM_SPECS[type]), ...system } });

/** A veteran soldier with a sword, a spear without impact dice (the sheet asks), mail and a shield, and three wounds. */
const soldierItems: SheetItem[] = [
  item("sword", "Arming Sword", "flurryWeapon", { skill: "sword", impactModifier: 2, impactDice: "1d8", penetration: 1, reach: "swung", range: 1 }),
  item("spear", "Boar Spear", "flurryWeapon", { skill: "spear", impactModifier: 3, penetration: 2, wounds: "puncture", reach: "thrust", range: 2, equipped: false }),
  item("mail", "Mail Hauberk", "flurryArmor", { absorption: 3, penetrationThreshold: 5, covers: covering("chest", "belly", "leftArm", "rightArm") }, "icons/svg/shield.svg"),
  item("shield", "Round Shield", "flurryShield", { absorption: 2, penetrationThreshold: 6, defenseBonus: 1, covers: covering("leftArm", "chest") }, "icons/svg/shield.svg"),
];
const soldier: FighterSystem = {
  ...(initialOf(ACTOR_SPECS.flurryFighter) as unknown as FighterSystem),
  fighterRank: 6,
  attributes: { strength: { value: 6, mod: 1 }, agility: { value: 12, mod: 1 }, dexterity: { value: 11, mod: 0 } },
  thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
  skills: { ...(initialOf(ACTOR_SPECS.flurryFighter)["skills"] as FighterSystem["skills"]), sword: 5, spear: 3, shield: 2, tactics: 2 },
  paces: { creep: 1, walk: 2, jog: 4, run: 6, sprint: 8 },
  movementRate: 7,
  wounds: [
    { location: "chest", severity: "light", nature: "blunt", shockValue: 0 },
    { location: "chest", severity: "serious", nature: "cut", shockValue: 14 },
    { location: "leftLeg", severity: "serious", nature: "puncture", shockValue: 0 },
  ],
};

/** A cave bear: a creature with its own names and thresholds for its limbs. */
const bear: FighterSystem = {
  ...(initialOf(ACTOR_SPECS.flurryCreature) as unknown as FighterSystem),
  fighterRank: 4,
  attributes: { strength: { value: 14, mod: 3 }, agility: { value: 8, mod: -1 }, dexterity: { value: 6, mod: -2 } },
  innateResistance: 2,
  mass: 350,
  thresholds: { impaired: 7, disabled: 14, destroyed: 21 },
  skills: { ...(initialOf(ACTOR_SPECS.flurryCreature)["skills"] as FighterSystem["skills"]), brawl: 4 },
  movementRate: 8,
  locations: [
    { location: "leftArm", name: "Left foreleg", impaired: 6, disabled: 12, destroyed: 18 },
    { location: "rightArm", name: "Right foreleg", impaired: 6, disabled: 12, destroyed: 18 },
  ],
  wounds: [],
};
const bearItems: SheetItem[] = [item("claws", "Claws", "flurryWeapon", { skill: "brawl", impactModifier: -2, penetration: 1, reach: "swung", range: 1 })];

function itemSheet(name: string, doc: SheetItem): Fixture {
  return {
    name,
    kind: "sheet",
    rootClasses: SHEET_ITEM,
    parts: ["shared/parts/sheet-header.hbs", doc.type === "flurryWeapon" ? "flurry/item/weapon-body.hbs" : "flurry/item/protection-body.hbs"],
    context: json({ ...kitSheetContext("edit", `Item.${name}`, { enriched: { description: "" } }), ...itemContext({ name: doc.name, img: doc.img }, doc.type as FlurryItemType, doc.system as Record<string, unknown>, true) }),
  };
}

export function buildFixtures(): Fixture[] {
  return [
    {
      name: "flurry-fighter-sheet",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "flurry/actor/fighter-sheet.hbs"],
      context: json({ ...kitSheetContext("play", "Actor.flurry-soldier", { enriched: { notes: "" } }), ...fighterContext({ name: "Veteran Soldier", img: "icons/svg/mystery-man.svg" }, soldier, soldierItems, true, OPTIONS, "TYPES.Actor.flurryFighter") }),
    },
    {
      name: "flurry-creature-sheet",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "flurry/actor/fighter-sheet.hbs"],
      context: json({ ...kitSheetContext("edit", "Actor.flurry-bear", { enriched: { notes: "" } }), ...fighterContext({ name: "Cave Bear", img: "icons/svg/pawprint.svg" }, bear, bearItems, true, OPTIONS, "TYPES.Actor.flurryCreature") }),
    },
    itemSheet("flurry-item-weapon-sheet", soldierItems[0]!),
    itemSheet("flurry-item-armor-sheet", soldierItems[2]!),
    itemSheet("flurry-item-shield-sheet", soldierItems[3]!),
    {
      name: "flurry-options-menu",
      kind: "dialog",
      rootClasses: ["fray", "fray-options-menu"],
      parts: ["shared/settings/ruleset-options.hbs"],
      context: json({ rulesetLabel: "FRAY.Ruleset.Flurry", rows: optionRows(settingSpecs("flurry", flurryOptionsSchema, FLURRY_OPTION_LABELS), defaultsOf(flurryOptionsSchema)) }),
    },
    { name: "flurry-dialog-declare", kind: "dialog", rootClasses: ["fray", "dialog", "flurry"], parts: ["flurry/dialog/declare.hbs"], context: json(declareDialogContext()) },
    { name: "flurry-dialog-impact", kind: "dialog", rootClasses: ["fray", "dialog", "flurry"], parts: ["flurry/dialog/impact-dice.hbs"], context: { weapon: "Claws" } },
    { name: "flurry-dialog-steps", kind: "dialog", rootClasses: ["fray", "dialog", "flurry"], parts: ["flurry/dialog/steps.hbs"], context: { hint: "FRAY.Flurry.Dialog.StepsHint.press", min: 1, max: 2, value: 1 } },
  ];
}
