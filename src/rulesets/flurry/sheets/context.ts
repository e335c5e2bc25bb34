import { sheetHeader, signedNumber, type BreakdownLine, type Figure } from "../../../foundry/sheets/sheet-context.js";
import { HIT_LOCATIONS, LIMBS, SEVERITIES, woundNotation, type FlurryOptions, type HitLocation } from "../rules/index.js";
import { ATTRIBUTE_KEYS, OTHER_SKILLS, PACE_KEYS, REACH_TYPES, WEAPON_SKILLS, WOUND_KINDS, WOUND_NATURES, type ArmorSystem, type FighterSystem, type FlurryItemType, type ShieldSystem, type WeaponSystem } from "../data/specs.js";
import { deriveFighter, woundsOf, type FighterDerived, type ItemLike } from "../data/state.js";
import {
  ATTRIBUTE_LABELS,
  DEFENCE_LABELS,
  IMPACT_SOURCE_LABELS,
  ITEM_TYPE_LABELS,
  LIMB_STATE_LABELS,
  LOCATION_LABELS,
  MOBILITY_LABELS,
  NATURE_LABELS,
  PACE_LABELS,
  REACH_LABELS,
  SEVERITY_LABELS,
  SKILL_LABELS,
  WOUND_KIND_LABELS,
} from "./labels.js";

/**
 * Pure builders of what the flurry sheets render. The sheet classes pass the document's name,
 * image, system data and items; the browser fixtures are produced by the same functions, so what
 * the harness shows is what Foundry shows. Every number comes from the rules (data/state.ts) and
 * carries its breakdown as a tooltip built here, never in a template.
 */

export interface SheetItem extends ItemLike {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

const ofType = (items: readonly SheetItem[], type: FlurryItemType) => items.filter((i) => i.type === type);
const choices = <K extends string>(keys: readonly K[], labels: Readonly<Record<K, string>>) => Object.fromEntries(keys.map((k) => [k, labels[k]]));

/** Select choices of every closed set the flurry sheets edit. */
export const SHEET_CHOICES = {
  location: choices(HIT_LOCATIONS, LOCATION_LABELS),
  severity: choices(SEVERITIES, SEVERITY_LABELS),
  nature: choices(WOUND_NATURES, NATURE_LABELS),
  weaponSkill: choices(WEAPON_SKILLS, SKILL_LABELS),
  reach: choices(REACH_TYPES, REACH_LABELS),
  woundKind: choices(WOUND_KINDS, WOUND_KIND_LABELS),
};

const line = (label: string, value: number | string): BreakdownLine => ({ label, value: typeof value === "number" ? signedNumber(value) : value });

/** The header's key figures: front Defense, actions per flurry, the wound penalty and movement, each with how it was reached. */
function fighterFigures(system: FighterSystem, derived: FighterDerived): Figure[] {
  const front = derived.defence.find((d) => d.key === "front")!;
  const penaltyLines = derived.grid.filter((row) => row.penalty !== 0).map((row) => (row.penalty === null ? line(LOCATION_LABELS[row.location], "—") : line(LOCATION_LABELS[row.location], row.penalty)));
  return [
    {
      key: "defence",
      label: "FRAY.Flurry.Stat.Defence",
      value: String(front.value),
      breakdown: [line("FRAY.Flurry.Breakdown.DefenceBase", "10"), line("FRAY.Flurry.Stat.FighterRank", system.fighterRank), line("FRAY.Flurry.Breakdown.AgilityMod", system.attributes.agility.mod)],
    },
    {
      key: "actions",
      label: "FRAY.Flurry.Stat.Actions",
      value: String(derived.actionsPerFlurry),
      breakdown: [line("FRAY.Flurry.Breakdown.ActionsBase", "2"), line("FRAY.Flurry.Breakdown.ActionsPerFiveRanks", Math.floor(system.fighterRank / 5))],
    },
    {
      key: "woundPenalty",
      label: "FRAY.Flurry.Stat.WoundPenalty",
      value: derived.canAct ? signedNumber(derived.woundPenalty) : "—",
      breakdown: derived.canAct ? (penaltyLines.length ? penaltyLines : [line("FRAY.Flurry.Breakdown.Unhurt", "0")]) : [line("FRAY.Flurry.Breakdown.MortalNoActions", "")],
    },
    {
      key: "movement",
      label: "FRAY.Flurry.Stat.Movement",
      value: String(derived.movement.rate),
      breakdown: [line("FRAY.Flurry.Breakdown.MovementPhase", String(derived.movement.movementPhase)), line("FRAY.Flurry.Breakdown.AdjustmentPhase", String(derived.movement.adjustmentPhase)), line(MOBILITY_LABELS[derived.mobility], "")],
    },
  ];
}

/** The wound grid: a row per location, a column per severity, the worst wound marked and the location's penalty. */
function gridView(derived: FighterDerived) {
  return derived.grid.map((row) => ({
    location: row.location,
    label: row.name ?? LOCATION_LABELS[row.location],
    literal: row.name !== null,
    cells: row.cells.map((cell) => ({ severity: cell.severity, marks: cell.marks.join(" "), worst: cell.worst, filled: cell.marks.length > 0 })),
    penalty: row.penalty === null ? "—" : row.penalty === 0 ? "" : signedNumber(row.penalty),
  }));
}

export function fighterContext(doc: { name: string; img: string }, system: FighterSystem, items: readonly SheetItem[], editable: boolean, options: FlurryOptions, subtitle: string, problem = "") {
  const derived = deriveFighter(system, items, options);
  const agility = system.attributes.agility.mod;
  const weaponsById = new Map(derived.weapons.map((w) => [w.id, w]));
  const weapons = ofType(items, "flurryWeapon").map((item) => {
    const w = item.system as WeaponSystem;
    const row = weaponsById.get(item.id)!;
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      skillLabel: SKILL_LABELS[w.skill],
      attack: signedNumber(row.attackBonus),
      attackBreakdown: [line(SKILL_LABELS[w.skill], row.skill), line("FRAY.Flurry.Breakdown.AgilityMod", agility), line("FRAY.Flurry.Stat.WoundPenalty", derived.woundPenalty)],
      impact: row.impact.label,
      impactCap: row.impact.cap,
      impactSource: IMPACT_SOURCE_LABELS[row.impact.source],
      impactMissing: row.impact.source === "missing",
      impactInterim: row.impact.source === "placeholder",
      reachLabel: REACH_LABELS[w.reach],
      range: w.range,
      penetration: w.penetration,
      missileRange: w.missileRange,
      equipped: w.equipped,
    };
  });
  const protection = [...ofType(items, "flurryArmor"), ...ofType(items, "flurryShield")].map((item) => {
    const a = item.system as ArmorSystem | ShieldSystem;
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      typeLabel: ITEM_TYPE_LABELS[item.type as FlurryItemType],
      absorption: a.absorption,
      penetrationThreshold: a.penetrationThreshold,
      defenseBonus: a.defenseBonus,
      covers: HIT_LOCATIONS.filter((l) => a.covers[l]).map((l) => LOCATION_LABELS[l]),
      equipped: a.equipped,
    };
  });
  const armourRows = HIT_LOCATIONS.map((location: HitLocation) => {
    const at = derived.armour[location];
    return { location, label: LOCATION_LABELS[location], absorption: (at?.absorption ?? 0) + system.innateResistance, threshold: at?.penetrationThreshold ?? 0, defenseBonus: at?.defenseBonus ?? 0 };
  });
  return {
    header: sheetHeader(doc, subtitle, fighterFigures(system, derived)),
    editable,
    system,
    problem,
    attributes: ATTRIBUTE_KEYS.map((key) => ({ key, label: ATTRIBUTE_LABELS[key], valuePath: `system.attributes.${key}.value`, value: system.attributes[key].value, modPath: `system.attributes.${key}.mod`, mod: system.attributes[key].mod, modShown: signedNumber(system.attributes[key].mod) })),
    defence: derived.defence.map((row) => ({ key: row.key, label: DEFENCE_LABELS[row.key].label, hint: DEFENCE_LABELS[row.key].hint, value: row.value, defended: row.defended })),
    actionsPerFlurry: derived.actionsPerFlurry,
    severities: SEVERITIES.map((s) => ({ key: s, label: SEVERITY_LABELS[s] })),
    grid: gridView(derived),
    woundPenalty: derived.canAct ? signedNumber(derived.woundPenalty) : "—",
    canAct: derived.canAct,
    limbs: LIMBS.map((limb) => ({ key: limb, label: LOCATION_LABELS[limb], state: derived.body.limbs[limb], stateLabel: LIMB_STATE_LABELS[derived.body.limbs[limb]] })),
    bodyFlags: [
      ...(derived.body.immobile ? ["FRAY.Flurry.Body.Immobile"] : []),
      ...(derived.body.unconscious ? ["FRAY.Flurry.Body.Unconscious"] : []),
      ...(derived.body.mortallyWounded ? ["FRAY.Flurry.Body.MortallyWounded"] : []),
    ],
    mobilityLabel: MOBILITY_LABELS[derived.mobility],
    wounds: woundsOf(system).map((w, index) => ({ index, location: LOCATION_LABELS[w.location], severity: SEVERITY_LABELS[w.severity], nature: NATURE_LABELS[w.nature], notation: woundNotation(w) })),
    skills: [...WEAPON_SKILLS, ...OTHER_SKILLS].map((key) => ({ key, label: SKILL_LABELS[key], path: `system.skills.${key}`, value: system.skills[key] })),
    paces: PACE_KEYS.map((key) => ({ key, label: PACE_LABELS[key], path: `system.paces.${key}`, value: system.paces[key] })),
    movement: derived.movement,
    weapons,
    protection,
    armourRows,
    creatureLocations: (system.locations ?? []).map((l, index) => ({ index, label: LOCATION_LABELS[l.location], name: l.name, impaired: l.impaired, disabled: l.disabled, destroyed: l.destroyed })),
    isCreature: system.locations !== undefined,
    choices: SHEET_CHOICES,
    impactAsk: options.impactBeyondTable === "ask",
  };
}

/** The item sheets' context: the item, its type's label and the choices its selects offer. */
export function itemContext(doc: { name: string; img: string }, type: FlurryItemType, system: Record<string, unknown>, editable: boolean) {
  const covers = (system["covers"] ?? {}) as Record<string, boolean>;
  return {
    header: sheetHeader(doc, ITEM_TYPE_LABELS[type], []),
    type,
    system,
    editable,
    choices: SHEET_CHOICES,
    covers: HIT_LOCATIONS.map((location) => ({ location, label: LOCATION_LABELS[location], path: `system.covers.${location}`, checked: covers[location] === true })),
  };
}
