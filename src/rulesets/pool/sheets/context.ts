import { customSkillsOf } from "../rules/custom-skills.js";
import { MANEUVERS, type ManeuverKey } from "../rules/maneuvers.js";
import { movementYards } from "../rules/movement.js";
import { POISONS, type PoisonStrength } from "../rules/tables.js";
import { poisonCostPerOunce, poisonDeathHours, poisonVialCost } from "../rules/poison.js";
import { rangePenalty } from "../rules/range.js";
import { HOURS_PER_FATIGUE_POINT, woundRecoveryPool } from "../rules/recovery.js";
import {
  armorExplained,
  livingDerived,
  mountDerived,
  parryExplained,
  shipDerived,
  trackView,
  skillPoolExplained,
  speedExplained,
  vehicleDerived,
  weaponDiceOf,
  weaponPoolExplained,
  type Contribution,
  type ItemLike,
  type LivingSystem,
  type PoolExplained,
  type StoredCondition,
  type TrackView,
  type ValueExplained,
  type WeaponSystem,
} from "../data/state.js";
import { houseNotes, sheetHeader, signedDice as kitSignedDice, signedNumber, type BreakdownLine, type Figure, type TabDef } from "../../../foundry/sheets/sheet-context.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import { SKILL_KEYS } from "../data/specs.js";
import {
  ACTION_LABELS,
  CONDITION_LABELS,
  CONTRIBUTION_LABELS,
  DAMAGE_LABELS,
  DURATION_LABELS,
  HOUSE_FIELD_LABELS,
  INJURY_LABELS,
  MANEUVER_LABELS,
  MOUNT_SIZE_LABELS,
  MOVEMENT_LABELS,
  PLAYER_CHARACTER_LABELS,
  POISON_LABELS,
  RANGE_CATEGORY_LABELS,
  RELOAD_LABELS,
  SHIP_SIZE_LABELS,
  SKILL_LABELS,
  TERMINAL_LABELS,
  TRACK_LABELS,
  WEAPON_CLASS_LABELS,
  choicesOf,
} from "./labels.js";

/**
 * Pure builders of what the pool sheets render. The sheet classes pass the document's name, image,
 * system data and items; the browser fixtures are produced by the same functions, so what the
 * harness screenshots is what Foundry shows.
 */

export interface DocHeader {
  readonly name: string;
  readonly img: string;
}

export interface SheetItem extends ItemLike {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

export interface TrackContext extends TrackView {
  readonly label: string;
  readonly terminalLabel: string;
  /** Name of the input that stores the value (the boxes set it through a button). */
  readonly path: string;
  /** Structure has no dice penalties (FC-TRK-4): its boxes show their number instead. */
  readonly showPenalties: boolean;
}

export function trackContext(view: TrackView, path: string) {
  const showPenalties = view.key !== "structure";
  return {
    ...view,
    label: TRACK_LABELS[view.key],
    terminalLabel: TERMINAL_LABELS[view.key],
    path,
    showPenalties,
    // Each box shows what reaching it costs (FC-PEN-2); structure boxes are numbered instead.
    boxes: view.boxes.map((box) => ({
      ...box,
      note: showPenalties ? kitSignedDice(box.penalty) : String(box.index),
      breakdown: showPenalties ? [{ label: "FRAY.Pool.Breakdown.BoxPenalty", value: kitSignedDice(box.penalty) }] : [],
    })),
    summary: `${view.value}/${view.max}`,
    breakdown: [
      { label: "FRAY.Pool.Breakdown.Ticked", value: `${view.value}/${view.max}` },
      ...(showPenalties ? [{ label: "FRAY.Pool.Breakdown.TrackPenalty", value: kitSignedDice(view.penalty) }] : []),
      { label: TERMINAL_LABELS[view.key], value: `${view.max + 1}+` },
    ] as BreakdownLine[],
  };
}

/** The tabs of the pool character sheet (the class's TABS and the fixtures share them). */
export const POOL_CHARACTER_TABS: readonly TabDef[] = [
  { id: "combat", label: "FRAY.Pool.Sheet.Tab.Combat", icon: "fa-solid fa-swords" },
  { id: "skills", label: "FRAY.Pool.Sheet.Tab.Skills", icon: "fa-solid fa-dice-d6" },
  { id: "condition", label: "FRAY.Pool.Sheet.Tab.Condition", icon: "fa-solid fa-heart-pulse" },
  { id: "gear", label: "FRAY.Pool.Sheet.Tab.Gear", icon: "fa-solid fa-suitcase" },
  { id: "notes", label: "FRAY.Sheet.Tab.Notes", icon: "fa-solid fa-book" },
];

/** Tooltip lines for one part of a breakdown: items by their own name, everything else by its label. */
function contributionLine(part: Contribution, unit: "dice" | "points"): BreakdownLine {
  const value = part.source === "base" ? String(part.amount) : unit === "dice" ? kitSignedDice(part.amount) : signedNumber(part.amount);
  return part.name ? { label: part.name, literal: true, value } : { label: CONTRIBUTION_LABELS[part.source], value };
}

/** A pool's tooltip: each part, the total, and what is rolled when the total is below what the dice allow (FC-DICE-5). */
export function poolLines(pool: PoolExplained): BreakdownLine[] {
  const lines = pool.parts.map((part) => contributionLine(part, "dice"));
  lines.push({ label: "FRAY.Pool.Breakdown.Total", value: kitSignedDice(pool.total) });
  if (pool.rolled !== pool.total) lines.push({ label: pool.rolled === 0 ? "FRAY.Pool.Breakdown.RollsNone" : "FRAY.Pool.Breakdown.RollsMinimum", value: `${pool.rolled}D` });
  return lines;
}

function valueLines(value: ValueExplained): BreakdownLine[] {
  return [...value.parts.map((part) => contributionLine(part, "points")), { label: "FRAY.Pool.Breakdown.Total", value: String(value.total) }];
}

/** The header's key figures, each with its breakdown. */
function livingFigures(system: LivingSystem, items: readonly SheetItem[], options: Pick<PoolOptions, "speedCategoryStep" | "minimumPool">, penalty: number, movement: { crawl: number; walk: number; jog: number; run: number }): Figure[] {
  const parry = parryExplained(system, items);
  const armor = armorExplained(system, items);
  const speed = speedExplained(system, items, options);
  const penaltyParts = skillPoolExplained(system, [], "stamina", options).parts.slice(1);
  return [
    { key: "parry", label: "FRAY.Pool.Stat.Parry", value: String(parry.total), breakdown: [...valueLines(parry), { label: "FRAY.Pool.Breakdown.ParryMeleeOnly", value: "" }] },
    { key: "armor", label: "FRAY.Pool.Stat.Armor", value: String(armor.total), breakdown: valueLines(armor) },
    {
      key: "speed",
      label: "FRAY.Pool.Stat.Speed",
      value: String(speed.total),
      breakdown: [...valueLines(speed), { label: "FRAY.Pool.Breakdown.Paces", value: `${movement.crawl} / ${movement.walk} / ${movement.jog} / ${movement.run}` }],
    },
    {
      key: "penalty",
      label: "FRAY.Pool.Stat.Penalty",
      value: kitSignedDice(penalty),
      breakdown: [...penaltyParts.map((part) => contributionLine(part, "dice")), { label: "FRAY.Pool.Breakdown.AllRolls", value: kitSignedDice(penalty) }],
    },
  ];
}

const sys = <T>(item: ItemLike) => item.system as T;
const ofType = (items: readonly SheetItem[], type: string) => items.filter((i) => i.type === type);

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export interface WeaponRow {
  /** Dice the attack rolls and how they are reached. */
  readonly rolled: number;
  readonly breakdown: readonly BreakdownLine[];
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly classLabel: string;
  readonly weaponDice: string;
  readonly skillLabel: string;
  readonly pool: number;
  readonly range: number;
  readonly damageLabel: string;
  /** Tooltips of the row's tags: the weapon table row its dice come from; the range penalties. */
  readonly diceBreakdown: readonly BreakdownLine[];
  readonly rangeBreakdown: readonly BreakdownLine[];
  readonly equipped: boolean;
  /** The crossbow needs loading or the bow stringing before it can shoot. */
  readonly needsReady: boolean;
}

/** A weapon's dice: the weapon table's row for its class, added to the attack skill's pool (FC-ATK-1). */
function weaponDiceLines(w: WeaponSystem): BreakdownLine[] {
  return [{ label: WEAPON_CLASS_LABELS[w.weaponClass], value: signedDice(weaponDiceOf(w)) }, { label: "FRAY.Pool.Breakdown.AddedToSkill", value: "" }];
}

/** A ranged weapon's effective range and where the first range penalties start (FC-RNG-2/3), asked of the rules at each multiple of the range. */
export function rangeLines(increment: number, options: Pick<PoolOptions, "rangeFormula"> = DEFAULT_POOL_OPTIONS): BreakdownLine[] {
  const lines: BreakdownLine[] = [{ label: "FRAY.Pool.Breakdown.EffectiveRange", value: `${increment} yd` }];
  let shown = 0;
  for (let yards = increment; yards <= increment * 8 && lines.length < 4; yards += increment) {
    const penalty = rangePenalty(yards, increment, options);
    if (penalty < shown) {
      lines.push({ label: "FRAY.Pool.Breakdown.RangeFrom", value: `${yards} yd ${kitSignedDice(penalty)}` });
      shown = penalty;
    }
  }
  return lines;
}

function weaponRows(system: LivingSystem, items: readonly SheetItem[], pools: Readonly<Record<string, number>>, options: Pick<PoolOptions, "minimumPool">): WeaponRow[] {
  return ofType(items, "poolWeapon").map((item) => {
    const w = sys<WeaponSystem>(item);
    const dice = weaponDiceOf(w);
    const explained = weaponPoolExplained(system, items, w, options);
    return {
      rolled: explained.rolled,
      breakdown: poolLines(explained),
      id: item.id,
      name: item.name,
      img: item.img,
      classLabel: WEAPON_CLASS_LABELS[w.weaponClass],
      weaponDice: `${signed(dice)}D`,
      skillLabel: SKILL_LABELS[w.skill],
      pool: (pools[w.skill] ?? 0) + dice,
      range: w.effectiveRange,
      damageLabel: DAMAGE_LABELS[w.damage],
      diceBreakdown: weaponDiceLines(w),
      rangeBreakdown: w.effectiveRange > 0 ? rangeLines(w.effectiveRange, { ...DEFAULT_POOL_OPTIONS, ...options }) : [],
      equipped: w.equipped,
      needsReady: (w.reload === "crossbow" && !w.loaded) || (w.reload === "bow" && !w.strung),
    };
  });
}

/** A shield's parry or an armor's points: what the piece gives and whether it counts in the sheet's total now (FC-DEF-2/3). */
function protectionLines(item: SheetItem, amount: number, equipped: boolean, total: number, totalLabel: string): BreakdownLine[] {
  return [{ label: item.name, literal: true, value: signedNumber(amount) }, equipped ? { label: totalLabel, value: String(total) } : { label: "FRAY.Pool.Breakdown.NotWorn", value: "" }];
}

/** What each rest button restores (FC-HEAL-1..3): the Stamina pool of the daily Wound roll, Fatigue per hours rested, one Fear a scene. */
function recoveryLines(system: LivingSystem, options: Pick<PoolOptions, "minimumPool">) {
  const wounded = system.tracks.wound.value > 0;
  const pool = wounded ? woundRecoveryPool(system.skills.stamina, system.tracks.wound, options) : null;
  return {
    wounds: pool ? [{ label: "FRAY.Pool.Breakdown.RecoveryRoll", value: `${pool.rolled}D` }, { label: "FRAY.Pool.Breakdown.RecoveryEach", value: "" }] : [{ label: "FRAY.Pool.Breakdown.NothingToHeal", value: "" }],
    fatigue: [{ label: "FRAY.Pool.Breakdown.FatiguePerHours", value: String(HOURS_PER_FATIGUE_POINT) }, { label: "FRAY.Pool.Breakdown.Ticked", value: `${system.tracks.fatigue.value}/${system.tracks.fatigue.max}` }],
    fear: [{ label: "FRAY.Pool.Breakdown.FearPerScene", value: "1" }, { label: "FRAY.Pool.Breakdown.Ticked", value: `${system.tracks.fear.value}/${system.tracks.fear.max}` }],
  } satisfies Record<string, BreakdownLine[]>;
}

function conditionRows(conditions: readonly StoredCondition[]) {
  return conditions.map((c, index) => ({
    index,
    id: c.id,
    label: CONDITION_LABELS[c.id],
    durationLabel: DURATION_LABELS[c.duration],
    rounds: c.rounds,
    hoursLeft: typeof c.data.hoursLeft === "number" ? c.data.hoursLeft : null,
  }));
}

export function livingContext(doc: DocHeader, system: LivingSystem, items: readonly SheetItem[], editable: boolean, options: Pick<PoolOptions, "speedCategoryStep" | "minimumPool"> = DEFAULT_POOL_OPTIONS, subtitle = "") {
  const d = livingDerived(system, items, options);
  const dying = system.conditions.find((c) => c.id === "poisonedDying");
  const movement = { crawl: movementYards(d.speed, "crawl"), walk: d.speed, jog: movementYards(d.speed, "jog"), run: movementYards(d.speed, "run") };
  const skillRow = (key: string, label: string, dice: number, path: string, custom: boolean) => {
    const explained = skillPoolExplained(system, items, key, options);
    return {
      key,
      label,
      /** A custom skill's label is its name as typed, shown as is (never looked up as a message key). */
      custom,
      dice,
      rolled: explained.rolled,
      /** The penalties took the pool below what is rolled: the tooltip and the note under the list say why. */
      short: explained.total < explained.rolled || explained.total < 0,
      untrained: dice === 0,
      breakdown: poolLines(explained),
      path,
    };
  };
  const skills = [
    ...SKILL_KEYS.map((key) => skillRow(key, SKILL_LABELS[key], system.skills[key], `system.skills.${key}`, false)),
    ...customSkillsOf(system.customSkills).map((skill) => skillRow(skill.id, skill.name, skill.dice, `system.customSkills.${skill.id}.dice`, true)),
  ];
  return {
    doc,
    editable,
    system,
    header: sheetHeader(doc, subtitle, livingFigures(system, items, options, d.penalty, movement), poolHouseNotes(system)),
    skills,
    anyShort: skills.some((skill) => skill.short),
    tracks: (["wound", "fatigue", "fear"] as const).map((k) => trackContext(d.tracks[k], `system.tracks.${k}.value`)),
    penalty: d.penalty,
    trackPenalty: d.trackPenalty,
    poisonPenalty: d.poisonPenalty,
    parry: d.parry,
    parryNow: d.parryNow,
    armor: d.armor,
    speed: d.speed,
    movement,
    weapons: weaponRows(system, items, d.pools, options),
    armors: ofType(items, "poolArmor").map((i) => {
      const s = sys<{ armor: number; equipped: boolean }>(i);
      return { id: i.id, name: i.name, img: i.img, armor: s.armor, equipped: s.equipped, breakdown: protectionLines(i, s.armor, s.equipped, armorExplained(system, items).total, "FRAY.Pool.Breakdown.InArmor") };
    }),
    shields: ofType(items, "poolShield").map((i) => {
      const s = sys<{ parry: number; heavy: boolean; equipped: boolean }>(i);
      return { id: i.id, name: i.name, img: i.img, parry: s.parry, heavy: s.heavy, equipped: s.equipped, breakdown: protectionLines(i, s.parry, s.equipped, parryExplained(system, items).total, "FRAY.Pool.Breakdown.InParry") };
    }),
    maneuvers: ofType(items, "poolManeuver").map((i) => {
      const key = sys<{ key: ManeuverKey }>(i).key;
      return { id: i.id, name: i.name, img: i.img, key, label: MANEUVER_LABELS[key], actionLabel: ACTION_LABELS[MANEUVERS[key].action] };
    }),
    conditions: conditionRows(system.conditions),
    injuries: ofType(items, "poolInjury").map((i) => {
      const s = sys<{ kind: keyof typeof INJURY_LABELS; permanent: boolean; treated: boolean }>(i);
      return { id: i.id, name: i.name, img: i.img, kindLabel: INJURY_LABELS[s.kind], permanent: s.permanent, treated: s.treated, openWound: s.kind === "openWound" };
    }),
    poisons: ofType(items, "poolPoison").map((i) => {
      const s = sys<{ strength: PoisonStrength; ounces: number; cost: number }>(i);
      const tn = POISONS[s.strength].targetNumber;
      return { id: i.id, name: i.name, img: i.img, strengthLabel: POISON_LABELS[s.strength], targetNumber: tn, ounces: s.ounces, breakdown: [{ label: POISON_LABELS[s.strength], value: String(tn) }, { label: "FRAY.Pool.Breakdown.PoisonDeath", value: String(poisonDeathHours(tn)) }] as BreakdownLine[] };
    }),
    spells: ofType(items, "poolSpell").map((i) => ({ id: i.id, name: i.name, img: i.img, actionLabel: ACTION_LABELS[sys<{ actionCost: "partial" | "full" }>(i).actionCost] })),
    gear: ofType(items, "poolGear").map((i) => {
      const quantity = sys<{ quantity: number }>(i).quantity;
      return { id: i.id, name: i.name, img: i.img, quantity, breakdown: [{ label: "FRAY.Pool.Field.Quantity", value: String(quantity) }] as BreakdownLine[] };
    }),
    recovery: recoveryLines(system, options),
    dying: dying ? { hoursLeft: Number(dying.data.hoursLeft ?? 0) } : null,
    /** Conditions the sheet's owner or GM may set by hand (the rest come from cards and timers). */
    conditionChoices: choicesOf(CONDITION_LABELS, ["prone", "incapacitated", "pinned", "immobile", "unconscious", "grappled", "grappling", "disarmed", "fleeing"]),
    /** Poison batches resisted (FC-POI-3), named after the vial of that batch the creature carries, else by the batch's own name. */
    immunities: system.poisonImmunities.map((batchId) => {
      const vial = ofType(items, "poolPoison").find((i) => i.id === batchId || sys<{ batchId: string }>(i).batchId === batchId);
      return { batchId, label: vial ? vial.name : batchId };
    }),
    /** The GM's initiative mark (shown to GMs only): who counts as a player character in a tie. */
    playerCharacterChoices: PLAYER_CHARACTER_LABELS,
  };
}
export type LivingContext = ReturnType<typeof livingContext>;

export interface MountSystem extends LivingSystem {
  readonly size: "small" | "large";
  readonly clawsOrFangs: boolean;
  readonly trained: boolean;
  readonly movement: "walk" | "fly" | "swim";
  readonly riderUuid: string;
}

export interface LinkedActor {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
}

/** Tooltip of a creature's attack modifier: the mount table row it comes from (FC-MNT). */
function mountModifierLines(size: "small" | "large", clawsOrFangs: boolean, modifier: number): BreakdownLine[] {
  return [
    { label: "FRAY.Pool.Field.Size", value: "" },
    { label: MOUNT_SIZE_LABELS[size], value: "" },
    { label: clawsOrFangs ? "FRAY.Pool.Breakdown.WithClaws" : "FRAY.Pool.Breakdown.NoClaws", value: "" },
    { label: "FRAY.Pool.Breakdown.MountTable", value: kitSignedDice(modifier) },
  ];
}

/** The house values a pool document marks, labelled for the header's badges. */
export const poolHouseNotes = (system: object) => houseNotes(system, HOUSE_FIELD_LABELS);

export function mountContext(doc: DocHeader, system: MountSystem, items: readonly SheetItem[], rider: LinkedActor | null, editable: boolean, subtitle = "") {
  const base = livingContext(doc, system, items, editable, DEFAULT_POOL_OPTIONS, subtitle);
  const m = mountDerived(system);
  const attack: Figure = { key: "attack", label: "FRAY.Pool.Stat.AttackModifier", value: `${signed(m.attackModifier)}D`, breakdown: mountModifierLines(system.size, system.clawsOrFangs, m.attackModifier) };
  return {
    ...base,
    header: { ...base.header, figures: [attack, ...base.header.figures.filter((f) => f.key !== "penalty")] },
    riders: rider ? [rider] : [],
    sizeLabel: MOUNT_SIZE_LABELS[system.size],
    movementLabel: MOVEMENT_LABELS[system.movement],
    attackModifier: `${signed(m.attackModifier)}D`,
    rider,
    sizeChoices: MOUNT_SIZE_LABELS,
    movementChoices: MOVEMENT_LABELS,
  };
}

export interface VehicleSystem {
  readonly team: { readonly size: "small" | "large"; readonly clawsOrFangs: boolean; readonly count: number; readonly uuids: readonly string[] };
  readonly capacity: number;
  readonly structure: { readonly value: number; readonly max: number };
  readonly armor: number;
  readonly speed: number;
  readonly driverUuid: string;
  readonly passengerUuids: readonly string[];
}

export function vehicleContext(doc: DocHeader, system: VehicleSystem, links: { driver: LinkedActor | null; team: readonly LinkedActor[]; passengers: readonly LinkedActor[] }, editable: boolean, subtitle = "") {
  const v = vehicleDerived(system);
  const movement = { walk: system.speed, jog: movementYards(system.speed, "jog"), run: movementYards(system.speed, "run") };
  const occupants = (links.driver ? 1 : 0) + links.passengers.length;
  return {
    doc,
    editable,
    system,
    header: sheetHeader(doc, subtitle, [
      { key: "attack", label: "FRAY.Pool.Stat.TeamAttack", value: `${signed(v.teamAttackModifier)}D`, breakdown: mountModifierLines(system.team.size, system.team.clawsOrFangs, v.teamAttackModifier) },
      { key: "armor", label: "FRAY.Pool.Stat.Armor", value: String(system.armor), breakdown: [{ label: "FRAY.Pool.Breakdown.Base", value: String(system.armor) }] },
      { key: "speed", label: "FRAY.Pool.Stat.Speed", value: String(system.speed), breakdown: [{ label: "FRAY.Pool.Breakdown.VehiclePaces", value: `${movement.walk} / ${movement.jog} / ${movement.run}` }] },
      { key: "seats", label: "FRAY.Pool.Stat.Seats", value: `${occupants}/${system.capacity}`, breakdown: [{ label: "FRAY.Pool.Sheet.Driver", value: links.driver ? "1" : "0" }, { label: "FRAY.Pool.Sheet.Passengers", value: String(links.passengers.length) }, { label: "FRAY.Pool.Field.Capacity", value: String(system.capacity) }] },
    ], poolHouseNotes(system)),
    drivers: links.driver ? [links.driver] : [],
    structure: trackContext(v.structure, "system.structure.value"),
    teamAttackModifier: `${signed(v.teamAttackModifier)}D`,
    teamSizeLabel: MOUNT_SIZE_LABELS[system.team.size],
    sizeChoices: MOUNT_SIZE_LABELS,
    driver: links.driver,
    team: links.team,
    passengers: links.passengers,
    movement,
  };
}

export interface ShipSystem {
  readonly size: "small" | "medium" | "large";
  readonly structure: { readonly value: number; readonly max: number };
  readonly armor: number;
  readonly speed: number;
  readonly hasRam: boolean;
  readonly capacity: number;
  readonly crew: string;
  readonly pilotUuid: string;
}

/** A ship's ram modifier: the row of its size (FC-SHIP) and whether a ram is fitted. */
function ramLines(system: ShipSystem, modifier: number): BreakdownLine[] {
  return [{ label: SHIP_SIZE_LABELS[system.size], value: "" }, { label: "FRAY.Pool.Breakdown.RamModifier", value: `${signed(modifier)}D` }, { label: system.hasRam ? "FRAY.Pool.Breakdown.HasRam" : "FRAY.Pool.Breakdown.NoRam", value: "" }];
}

export function shipContext(doc: DocHeader, system: ShipSystem, pilot: LinkedActor | null, editable: boolean, subtitle = "") {
  const s = shipDerived(system);
  return {
    doc,
    editable,
    system,
    header: sheetHeader(doc, subtitle, [
      { key: "control", label: "FRAY.Pool.Stat.Control", value: String(s.controlDifficulty), breakdown: [{ label: SHIP_SIZE_LABELS[system.size], value: "" }, { label: "FRAY.Pool.Breakdown.ControlDifficulty", value: String(s.controlDifficulty) }] },
      { key: "ram", label: "FRAY.Pool.Stat.Ram", value: `${signed(s.ramModifier)}D`, breakdown: ramLines(system, s.ramModifier) },
      { key: "armor", label: "FRAY.Pool.Stat.Armor", value: String(system.armor), breakdown: [{ label: "FRAY.Pool.Breakdown.Base", value: String(system.armor) }] },
      { key: "speed", label: "FRAY.Pool.Stat.Speed", value: String(system.speed), breakdown: [{ label: "FRAY.Pool.Breakdown.ShipSpeed", value: String(system.speed) }] },
    ], poolHouseNotes(system)),
    pilots: pilot ? [pilot] : [],
    structure: trackContext(s.structure, "system.structure.value"),
    sizeLabel: SHIP_SIZE_LABELS[system.size],
    sizeChoices: SHIP_SIZE_LABELS,
    controlDifficulty: s.controlDifficulty,
    ramModifier: `${signed(s.ramModifier)}D`,
    ramBreakdown: ramLines(system, s.ramModifier),
    pilot,
  };
}

export function signedDice(n: number): string {
  return `${signed(n)}D`;
}

// ---------------------------------------------------------------- items

const ITEM_TYPE_LABELS = {
  poolWeapon: "TYPES.Item.poolWeapon",
  poolArmor: "TYPES.Item.poolArmor",
  poolShield: "TYPES.Item.poolShield",
  poolPoison: "TYPES.Item.poolPoison",
  poolInjury: "TYPES.Item.poolInjury",
  poolSpell: "TYPES.Item.poolSpell",
  poolGear: "TYPES.Item.poolGear",
  poolManeuver: "TYPES.Item.poolManeuver",
} as const;
export type PoolItemTypeKey = keyof typeof ITEM_TYPE_LABELS;

/** Context of every pool item sheet: the header's type label and summary plus the body's choices. */
export function itemContext(doc: DocHeader, type: PoolItemTypeKey, system: Record<string, unknown>, editable: boolean) {
  const built = itemBody(doc, type, system, editable);
  return { ...built, header: sheetHeader(doc, ITEM_TYPE_LABELS[type], itemFigures(type, system), poolHouseNotes(system)) };
}

/**
 * A weapon sheet's data read as a weapon's shape: the sheet belongs to a poolWeapon, whose
 * registered model holds exactly that shape (the one narrowing of the item-sheet builders).
 */
function weaponSystem(system: Record<string, unknown>): WeaponSystem {
  return system as unknown as WeaponSystem;
}

/** The key figure an item's header shows, with where it comes from. */
function itemFigures(type: PoolItemTypeKey, system: Record<string, unknown>): Figure[] {
  switch (type) {
    case "poolWeapon": {
      const w = weaponSystem(system);
      return [{ key: "dice", label: "FRAY.Pool.Source.Weapon", value: signedDice(weaponDiceOf(w)), breakdown: [{ label: WEAPON_CLASS_LABELS[w.weaponClass], value: signedDice(weaponDiceOf(w)) }, { label: "FRAY.Pool.Breakdown.AddedToSkill", value: "" }] }];
    }
    case "poolArmor":
      return [{ key: "armor", label: "FRAY.Pool.Stat.Armor", value: String(system.armor), breakdown: [{ label: "FRAY.Pool.Hint.Armor", value: "" }] }];
    case "poolShield":
      return [{ key: "parry", label: "FRAY.Pool.Stat.Parry", value: `+${String(system.parry)}`, breakdown: [{ label: "FRAY.Pool.Hint.Parry", value: "" }] }];
    case "poolPoison": {
      const entry = POISONS[system.strength as PoisonStrength];
      return [{ key: "tn", label: "FRAY.Pool.Stat.TargetNumber", value: String(entry.targetNumber), breakdown: [{ label: POISON_LABELS[system.strength as PoisonStrength], value: String(entry.targetNumber) }] }];
    }
    default:
      return [];
  }
}

function itemBody(doc: DocHeader, type: PoolItemTypeKey, system: Record<string, unknown>, editable: boolean) {
  const base = { doc, editable, system, typeLabel: ITEM_TYPE_LABELS[type], summary: "", choices: {} as Record<string, Record<string, string>>, derived: {} as Record<string, unknown> };
  switch (type) {
    case "poolWeapon": {
      const w = weaponSystem(system);
      return {
        ...base,
        summary: `${signedDice(weaponDiceOf(w))}`,
        choices: {
          weaponClass: { ...WEAPON_CLASS_LABELS },
          skill: { melee: SKILL_LABELS.melee, ranged: SKILL_LABELS.ranged },
          damage: { ...DAMAGE_LABELS },
          rangeCategory: { ...RANGE_CATEGORY_LABELS },
          reload: { ...RELOAD_LABELS },
          coating: { "": "FRAY.Pool.Poison.None", ...POISON_LABELS },
        },
      };
    }
    case "poolPoison": {
      const strength = system.strength as PoisonStrength;
      const entry = POISONS[strength];
      const perOunce = poisonCostPerOunce(strength, Number(system.cost ?? 0));
      const vial = poisonVialCost(strength, Number(system.ounces ?? 0), Number(system.cost ?? 0));
      return { ...base, summary: `TN ${entry.targetNumber}`, choices: { strength: { ...POISON_LABELS } }, derived: { targetNumber: entry.targetNumber, deathHours: poisonDeathHours(entry.targetNumber), cost: perOunce, tableCost: entry.costSilver, vialCost: vial } };
    }
    case "poolInjury":
      return { ...base, choices: { kind: { ...INJURY_LABELS } }, derived: { effect: INJURY_EFFECT_LABELS[system.kind as keyof typeof INJURY_EFFECT_LABELS] } };
    case "poolSpell":
      return { ...base, choices: { actionCost: { partial: ACTION_LABELS.partial, full: ACTION_LABELS.full } } };
    case "poolManeuver": {
      const m = MANEUVERS[system.key as ManeuverKey];
      return {
        ...base,
        choices: { key: { ...MANEUVER_LABELS } },
        derived: {
          actionLabel: ACTION_LABELS[m.action],
          poolDice: m.poolDice,
          weaponDice: m.weaponDiceOverride === undefined ? "" : signedDice(m.weaponDiceOverride),
          damageLabel: m.damage && m.damage !== "structure" && m.damage !== "fear" ? DAMAGE_LABELS[m.damage] : "",
          opposed: m.opposed,
        },
      };
    }
    case "poolArmor":
      return { ...base, summary: `${String(system.armor)}` };
    case "poolShield":
      return { ...base, summary: `${String(system.parry)}` };
    default:
      return base;
  }
}

const INJURY_EFFECT_LABELS = {
  arm: "FRAY.Pool.InjuryEffect.Arm",
  leg: "FRAY.Pool.InjuryEffect.Leg",
  eye: "FRAY.Pool.InjuryEffect.Eye",
  ear: "FRAY.Pool.InjuryEffect.Ear",
  openWound: "FRAY.Pool.InjuryEffect.OpenWound",
  other: "FRAY.Pool.InjuryEffect.Other",
} as const;

export interface ObjectSystem {
  readonly structure: { readonly value: number; readonly max: number };
  readonly armor: number;
}

/** An object's sheet (FC-DATA-2): its Structure boxes and Armor, nothing that acts. */
export function objectContext(doc: DocHeader, system: ObjectSystem, editable: boolean, subtitle = "") {
  return {
    doc,
    editable,
    system,
    header: sheetHeader(doc, subtitle, [{ key: "armor", label: "FRAY.Pool.Stat.Armor", value: String(system.armor), breakdown: [{ label: "FRAY.Pool.Breakdown.Base", value: String(system.armor) }] }], poolHouseNotes(system)),
    structure: trackContext(trackView("structure", system.structure), "system.structure.value"),
  };
}
