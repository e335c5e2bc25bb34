import { HIT_LOCATIONS, type HitLocation } from "../rules/derived.js";
import { entangleStopsAttacks } from "../rules/rulings.js";
import { bodyOf, shockRoundsLeft, type BrpHarm } from "../rules/harm.js";
import { exhausted } from "../rules/fatigue.js";
import { bodyLocation, bodyLocationHitPoints, type BodyLocation } from "../rules/locations.js";
import { shieldMissileChance } from "../rules/missile.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import { successThresholds, type RollOptions, type SuccessThresholds } from "../rules/success.js";
import { skillChanceExplained, type ArmorPiece, type SkillChanceExplained } from "../rules/armor.js";
import { parryBase } from "../rules/defence.js";
import { CHARACTERISTICS, type BrpItemType } from "../data/specs.js";
import { sheetHeader, type BreakdownLine, type Figure } from "../../../foundry/sheets/sheet-context.js";
import {
  armorPiecesOf,
  livingDerived,
  livingExplained,
  type Explained,
  skillChance,
  skillChanceOf,
  type ArmorSystem,
  handsRefusalOf,
  type ItemSystems,
  type ItemLike,
  type LivingSystem,
  type PowerSystem,
  type ShieldSystem,
  type SkillSystem,
  type WeaponSystem,
  type WoundSystem,
} from "../data/state.js";
import {
  ATTACK_KIND_LABELS,
  BODY_LABELS,
  CHARACTERISTIC_LABELS,
  CHARACTERISTIC_ROLL_LABELS,
  CONDITION_LABELS,
  LENGTH_LABELS,
  LOCATION_KIND_HINTS,
  LOCATION_KIND_LABELS,
  LOCATION_LABELS,
  LOCATION_STATE_LABELS,
  locationLabel,
  MISSILE_SPEED_LABELS,
  MODIFIER_MODE_LABELS,
  PARRY_MODE_LABELS,
  POWER_EFFECT_LABELS,
  SEVERITY_LABELS,
  SHIELD_SIZE_LABELS,
  SHIELD_SPECIAL_LABELS,
  SKILL_BASE_RULE_LABELS,
  SKILL_CATEGORY_LABELS,
  STANDARD_SKILL_LABELS,
  SPECIAL_LABELS,
  UNCONSCIOUS_LABELS,
  WEAPON_SKILL_LABELS,
  WOUND_SOURCE_LABELS,
} from "./labels.js";

/**
 * Pure builders of what the brp sheets render. The sheet classes pass the document's name, image,
 * system data and items (and the combat round, for the shock countdown); the browser fixtures are
 * produced by the same functions, so what the harness screenshots is what Foundry shows.
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

const sys = <T>(item: ItemLike): T => item.system as T;
const ofType = (items: readonly SheetItem[], type: BrpItemType) => items.filter((i) => i.type === type);
const two = (n: number) => (n >= 100 ? "00" : String(Math.max(1, n)).padStart(2, "0"));

/** The d100 bands of a skill as text, e.g. 60% → 01–03 / 04–12 / 13–60 / 98–00 (BRP-RES-3..8). */
export function bandsText(t: SuccessThresholds) {
  const range = (from: number, to: number) => (to < from ? "—" : from === to ? two(from) : `${two(from)}–${two(to)}`);
  const successTop = Math.min(t.success, t.fumbleFrom - 1);
  return {
    critical: range(1, Math.min(t.critical, t.fumbleFrom - 1)),
    special: range(t.critical + 1, Math.min(t.special, t.fumbleFrom - 1)),
    success: range(t.special + 1, successTop),
    fumble: range(t.fumbleFrom, 100),
  };
}

/** The tooltip of a skill's chance: base, points gained, each armor piece's penalty (by its name), the chance rolled. */
function chanceLines(chance: SkillChanceExplained, items: readonly SheetItem[]): BreakdownLine[] {
  const signed = (n: number) => (n < 0 ? `\u2212${-n}` : `+${n}`);
  return [
    ...chance.parts.map((part): BreakdownLine => {
      if (part.source === "base") return { label: "FRAY.Brp.Breakdown.SkillBase", value: `${part.amount}%` };
      if (part.source === "gained") return { label: "FRAY.Brp.Breakdown.Gained", value: signed(part.amount) };
      return { label: items.find((i) => i.id === part.pieceId)?.name ?? "FRAY.Brp.Stat.Armor", literal: items.some((i) => i.id === part.pieceId), value: signed(part.amount) };
    }),
    { label: "FRAY.Brp.Breakdown.ChanceRolled", value: `${chance.total}%` },
  ];
}

/** The tooltip of a chance's d100 bands: which rolls give each result (BRP-RES-3..8). */
export function bandLines(bands: ReturnType<typeof bandsText>): BreakdownLine[] {
  return [
    { label: "FRAY.Brp.Level.Critical", value: bands.critical },
    { label: "FRAY.Brp.Level.Special", value: bands.special },
    { label: "FRAY.Brp.Level.Success", value: bands.success },
    { label: "FRAY.Brp.Level.Fumble", value: bands.fumble },
  ];
}

export function skillRow(item: SheetItem, options: RollOptions = BRP_DEFAULTS, items: readonly SheetItem[] = [item], pieces: readonly ArmorPiece[] = armorPiecesOf(items)) {
  const s = sys<SkillSystem>(item);
  const chance = skillChanceOf(item, pieces);
  const bands = bandsText(successThresholds(chance.total, options));
  return { id: item.id, name: item.name, key: s.key, categoryLabel: SKILL_CATEGORY_LABELS[s.category], base: s.base, value: chance.total, breakdown: chanceLines(chance, items), bands, bandBreakdown: bandLines(bands) };
}

/** The tooltip of a weapon's or shield's chance: the skill it uses and how that skill's chance is reached. */
function usedSkillLines(skillKey: string, items: readonly SheetItem[], pieces: readonly ArmorPiece[]): BreakdownLine[] {
  const skill = ofType(items, "brpSkill")
    .filter((i) => sys<SkillSystem>(i).key === skillKey)
    .map((i) => ({ item: i, chance: skillChanceOf(i, pieces) }))
    .sort((a, b) => b.chance.total - a.chance.total)[0];
  if (!skill) return [{ label: "FRAY.Brp.Breakdown.NoSkillItem", value: "0%" }];
  return [{ label: skill.item.name, literal: true, value: "" }, ...chanceLines(skill.chance, items)];
}

function weaponRow(item: SheetItem, skills: Readonly<Record<string, number>>, damageModifier: string, items: readonly SheetItem[], pieces: readonly ArmorPiece[]) {
  const w = sys<WeaponSystem>(item);
  const chance = skillChance(skills, w.skill);
  const dm = w.modifierMode === "none" || damageModifier === "0" ? "" : w.modifierMode === "half" ? `+½${damageModifier.replace(/^\+/, "")}` : damageModifier;
  const parry = w.parries === "none" || w.attackKind === "missile" ? null : parryBase(chance, w.parries);
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    chance,
    chanceBreakdown: usedSkillLines(w.skill, items, pieces),
    damage: `${w.damage}${dm}`,
    damageBreakdown: [{ label: "FRAY.Brp.Breakdown.WeaponDamage", value: w.damage }, { label: "FRAY.Brp.Field.ModifierMode", value: dm || "—" }, { label: MODIFIER_MODE_LABELS[w.modifierMode], value: "" }] as BreakdownLine[],
    rangeBreakdown: [{ label: "FRAY.Brp.Field.Range", value: String(w.range) }] as BreakdownLine[],
    hpBreakdown: itemHpLines(w.hp),
    malfunctionBreakdown: [{ label: "FRAY.Brp.Breakdown.MalfunctionFrom", value: String(w.malfunction) }] as BreakdownLine[],
    parryBreakdown: parry === null ? [] : [...usedSkillLines(w.skill, items, pieces), { label: PARRY_MODE_LABELS[w.parries], value: `${parry}%` }],
    specialLabel: SPECIAL_LABELS[w.specialType],
    kindLabel: ATTACK_KIND_LABELS[w.attackKind],
    lengthLabel: LENGTH_LABELS[w.length],
    range: w.range,
    attacks: w.attacksPerRound,
    hp: w.hp.max > 0 ? `${w.hp.value}/${w.hp.max}` : "",
    parry,
    malfunction: w.malfunction > 0 ? w.malfunction : null,
equipped: w.equipped,
    /** Two hands: tagged, and why it cannot be wielded while a shield is on the arm (BRP-DATA-4). */
    twoHanded: w.hands === "two",
    handsRefusal: handsRefusalOf(item, items),
    /** Keeps hold of what it entangles (BRP-SPC-12). */
    entangleControl: w.specialType === "entangling" && w.entangleControl === true,
    broken: w.hp.max > 0 && w.hp.value <= 0,
  };
}

/** An item's own hit points (BRP-ITEM): what it has left of its maximum. */
function itemHpLines(hp: { readonly value: number; readonly max: number }): BreakdownLine[] {
  return [{ label: "FRAY.Brp.Field.HpMax", value: String(hp.max) }, { label: "FRAY.Brp.Breakdown.HpLeft", value: String(hp.value) }];
}

function shieldRow(item: SheetItem, skills: Readonly<Record<string, number>>, items: readonly SheetItem[], pieces: readonly ArmorPiece[]) {
  const s = sys<ShieldSystem>(item);
  return {
    armorHpBreakdown: [{ label: "FRAY.Brp.Field.ItemArmor", value: String(s.armor) }, ...itemHpLines(s.hp)] as BreakdownLine[],
    missileBreakdown: [{ label: SHIELD_SIZE_LABELS[s.size], value: "" }, { label: "FRAY.Brp.Breakdown.MissileStanding", value: `${shieldMissileChance(s.size, false)}%` }, { label: "FRAY.Brp.Breakdown.MissileKneeling", value: `${shieldMissileChance(s.size, true)}%` }, { label: "FRAY.Brp.Sheet.MissileBlockHint", value: "" }] as BreakdownLine[],
    parryBreakdown: usedSkillLines(s.skill, items, pieces),
    id: item.id,
    name: item.name,
    img: item.img,
    chance: skillChance(skills, s.skill),
    sizeLabel: SHIELD_SIZE_LABELS[s.size],
    armor: s.armor,
    hp: `${s.hp.value}/${s.hp.max}`,
    missile: shieldMissileChance(s.size, false),
    missileKneeling: shieldMissileChance(s.size, true),
    equipped: s.equipped,
  };
}

function locationsText(a: ArmorSystem): string[] {
  return a.locations.length ? a.locations.map((l) => LOCATION_LABELS[l as HitLocation] ?? LOCATION_LABELS[""]) : ["FRAY.Brp.Sheet.AllLocations"];
}

/** A worn piece's armor: its fixed points, the roll used instead when armor is random (BRP-ARM-3), whether it is worn. */
function armorLines(a: ArmorSystem): BreakdownLine[] {
  return [
    { label: "FRAY.Brp.Field.ArmorValue", value: String(a.value) },
    ...(a.randomValue ? [{ label: "FRAY.Brp.Field.RandomValue", value: a.randomValue }] : []),
    { label: a.layerable ? "FRAY.Brp.Breakdown.Layered" : "FRAY.Brp.Breakdown.Best", value: "" },
    ...(a.equipped ? [] : [{ label: "FRAY.Brp.Breakdown.NotWorn", value: "" }]),
  ];
}

/** A power's cost: points per level times its level. */
function powerLines(p: PowerSystem): BreakdownLine[] {
  const lines = [{ label: "FRAY.Brp.Field.CostPerLevel", value: String(p.cost) }, { label: "FRAY.Brp.Field.Level", value: `×${p.level}` }, { label: "FRAY.Brp.Breakdown.PowerTotal", value: String(p.cost * p.level) }];
  // How long it lasts in a fight, when it lasts (BRP-POW-2).
  return p.durationRounds ? [...lines, { label: "FRAY.Brp.Field.DurationRounds", value: String(p.durationRounds) }] : lines;
}

function woundRow(item: SheetItem, body: readonly BodyLocation[]) {
  const w = sys<WoundSystem>(item);
  return {
    id: item.id,
    name: item.name,
    damage: w.damage,
    remaining: w.remaining,
    breakdown: woundLines(w),
    severityLabel: SEVERITY_LABELS[w.severity],
    major: w.severity !== "minor",
    sourceLabel: WOUND_SOURCE_LABELS[w.source],
    locationLabel: w.location ? locationLabel(w.location, body) : "",
    bleeding: w.bleeding,
    /** The Staunch control: pressed, held closed, rounds held (BRP-SPC-3/4). */
    staunch: w.bleeding ? { pressed: w.staunch.pressed, held: w.staunch.held, heldRounds: w.staunch.heldRounds } : null,
    impaled: w.impaled.weaponId ? w.impaled.name || w.impaled.formula : "",
    /** A spear or sword lodged: the GM may rule a movement tears the wound (BRP-SPC-16). */
    movementTears: w.impaled.weaponId !== "" && w.impaled.largerThanKnife,
    firstAidTries: w.firstAidBy.length,
  };
}

/** The injury status lines: shock countdown, unconsciousness, the fatal window, bleeding. */
export function harmStatus(harm: BrpHarm, round: number | null) {
  const shock = round === null ? null : shockRoundsLeft(harm, round);
  return {
    dead: harm.dead,
    fatal: harm.fatal && harm.hp <= 0 ? { deathAfterRound: harm.fatal.deathAfterRound } : null,
    shockRounds: shock,
    shockKnown: shock !== null,
    shockPending: harm.shockUnconsciousAfterRound !== null,
    shockAfterRound: harm.shockUnconsciousAfterRound,
    unconscious: harm.unconscious ? UNCONSCIOUS_LABELS[harm.unconscious.reason] : null,
    incapacitated: harm.incapacitated,
    bleedingWounds: harm.wounds.filter((w) => w.bleeding).length + (harm.vitalBleeding ? 1 : 0),
    impaled: harm.wounds.filter((w) => w.impaled !== null).length,
    /** Entangled and the Luck roll failed: no attacks until the entangle ends (BRP-SPC-11). */
    pinned: entangleStopsAttacks(harm),
    conditions: harm.conditions.map((c) => ({ id: c.id, label: CONDITION_LABELS[c.id] ?? "FRAY.Brp.Condition.Other", rounds: c.duration.kind === "rounds" ? c.duration.rounds : null })),
  };
}

const EXPLAINED_LABELS: Readonly<Record<Explained["source"], string>> = {
  characteristics: "FRAY.Brp.Breakdown.From",
  half: "FRAY.Brp.Breakdown.Half",
  band: "FRAY.Brp.Breakdown.Band",
  characteristic: "FRAY.Brp.Breakdown.From",
  base: "FRAY.Brp.Breakdown.Base",
  natural: "FRAY.Brp.Stat.NaturalArmor",
  layered: "FRAY.Brp.Breakdown.Layered",
  best: "FRAY.Brp.Breakdown.Best",
  timesFive: "FRAY.Brp.Breakdown.TimesFive",
};

function explainedLines(lines: readonly Explained[]): BreakdownLine[] {
  return lines.map((line) => (line.name ? { label: `${line.name} (${line.source === "layered" ? "+" : "max"})`, literal: true, value: line.value } : { label: EXPLAINED_LABELS[line.source], value: line.value }));
}

/** The header's key figures of a brp character or creature, each with how it is reached. */
function livingFigures(system: LivingSystem, items: readonly SheetItem[], options: BrpOptions): Figure[] {
  const e = livingExplained(system, items, options);
  const d = livingDerived(system, items, options);
  const v = d.values;
  const dm = v?.damageModifier ?? "0";
  return [
    { key: "move", label: "FRAY.Brp.Stat.Move", value: String(v?.move ?? system.move), breakdown: explainedLines(e.move) },
    { key: "dexRank", label: "FRAY.Brp.Stat.DexRank", value: String(v?.dexRank ?? 0), breakdown: [...explainedLines(e.dexRank), { label: "FRAY.Brp.Breakdown.DexRankHint", value: "" }] },
    // Powers go by INT rank, highest first (BRP-POW-3, BRP-DATA-1).
    { key: "intRank", label: "FRAY.Brp.Stat.IntRank", value: String(v?.intRank ?? 0), breakdown: [...explainedLines(e.intRank), { label: "FRAY.Brp.Breakdown.IntRankHint", value: "" }] },
    { key: "damageModifier", label: "FRAY.Brp.Stat.DamageModifier", value: dm === "0" ? "—" : dm, breakdown: explainedLines(e.damageModifier) },
    { key: "majorWound", label: "FRAY.Brp.Stat.MajorWound", value: String(v?.majorWoundLevel ?? 1), breakdown: explainedLines(e.majorWound) },
    { key: "armor", label: "FRAY.Brp.Stat.Armor", value: String(e.armorTotal), breakdown: [...explainedLines(e.armor), { label: "FRAY.Brp.Breakdown.ArmorRule", value: String(e.armorTotal) }] },
  ];
}

export function livingContext(doc: DocHeader, system: LivingSystem, items: readonly SheetItem[], editable: boolean, round: number | null, options: BrpOptions = BRP_DEFAULTS, subtitle = "") {
  const d = livingDerived(system, items, options);
  const v = d.values;
  const dm = v?.damageModifier ?? "0";
  const body = bodyOf(d.harm);
  const figures = livingFigures(system, items, options);
  return {
    doc,
    editable,
    system,
    header: sheetHeader(doc, subtitle, figures),
    /** The creature stat block's line of derived figures, each with its breakdown. */
    statLine: figures.filter((f) => f.key === "damageModifier" || f.key === "majorWound" || f.key === "armor"),
    hpBreakdown: explainedLines(livingExplained(system, items, options).hitPoints),
    bodyLabel: BODY_LABELS[system.body],
    characteristics: CHARACTERISTICS.map((key) => ({ key, label: CHARACTERISTIC_LABELS[key], value: system.characteristics[key], path: `system.characteristics.${key}` })),
    hp: { value: system.hitPoints.value, max: d.hpMax, percent: Math.max(0, Math.min(100, Math.round((100 * system.hitPoints.value) / d.hpMax))) },
    pp: { value: system.powerPoints.value, max: d.ppMax },
    /** Fatigue points, shown when the optional rule is on (BRP-DATA-1). */
    fp: options.fatiguePoints
      ? {
          value: system.fatiguePoints.value,
          max: v?.fatiguePoints ?? 0,
          exhausted: exhausted(system.fatiguePoints.value),
          breakdown: [{ label: "FRAY.Brp.Breakdown.FatigueMax", value: `STR ${system.characteristics.STR} + CON ${system.characteristics.CON} = ${v?.fatiguePoints ?? 0}` }] as BreakdownLine[],
        }
      : null,
    derived: {
      move: v?.move ?? system.move,
      damageModifier: dm === "0" ? "—" : dm,
      majorWoundLevel: v?.majorWoundLevel ?? 1,
      dexRank: v?.dexRank ?? 0,
      intRank: v?.intRank ?? 0,
      armor: livingExplained(system, items, options).armorTotal,
    },
    rolls: (Object.keys(CHARACTERISTIC_ROLL_LABELS) as (keyof typeof CHARACTERISTIC_ROLL_LABELS)[]).map((key) => ({ key, label: CHARACTERISTIC_ROLL_LABELS[key], value: v?.rolls[key] ?? 0, breakdown: explainedLines(livingExplained(system, items, options).rolls[key]) })),
    locations: options.hitLocations
      ? body.map(({ key }) => ({
          key,
          label: locationLabel(key, body),
          hp: bodyLocationHitPoints(d.hpMax, bodyLocation(body, key)),
          damage: d.harm.locationDamage[key] ?? 0,
          stateLabel: LOCATION_STATE_LABELS[d.harm.locationState[key] ?? "ok"],
          breakdown: [
            { label: "FRAY.Brp.Breakdown.LocationHp", value: `HP ${d.hpMax} → ${bodyLocationHitPoints(d.hpMax, bodyLocation(body, key))}` },
            { label: "FRAY.Brp.Breakdown.LocationDamage", value: String(d.harm.locationDamage[key] ?? 0) },
            { label: LOCATION_STATE_LABELS[d.harm.locationState[key] ?? "ok"], value: "" },
          ] as BreakdownLine[],
        }))
      : [],
    skills: ofType(items, "brpSkill")
      .map((i) => skillRow(i, options, items, d.armor))
      .sort((a, b) => a.name.localeCompare(b.name)),
    weapons: ofType(items, "brpWeapon").map((i) => weaponRow(i, d.skills, dm, items, d.armor)),
    shields: ofType(items, "brpShield").map((i) => shieldRow(i, d.skills, items, d.armor)),
    armors: ofType(items, "brpArmor").map((i) => {
      const a = sys<ArmorSystem>(i);
      return { id: i.id, name: i.name, img: i.img, value: a.value, randomValue: a.randomValue, locations: locationsText(a), equipped: a.equipped, layerable: a.layerable, breakdown: armorLines(a) };
    }),
    powers: ofType(items, "brpPower").map((i) => {
      const p = sys<PowerSystem>(i);
      return { id: i.id, name: i.name, img: i.img, level: p.level, cost: p.cost * p.level, chance: p.skill ? skillChance(d.skills, p.skill) : null, effectLabel: POWER_EFFECT_LABELS[p.effect], breakdown: powerLines(p) };
    }),
    wounds: ofType(items, "brpWound").map((i) => woundRow(i, body)),
    /** The creature's d20 hit-location table as its sheet shows it (BRP-FVTT-1). */
    locationTable: locationTableRows(body, d.hpMax, system.hitLocationTable !== undefined && system.hitLocationTable.length > 0),
    status: harmStatus(d.harm, round),
    totalDamage: d.harm.wounds.reduce((sum, w) => sum + w.remaining, 0),
    totalDamageBreakdown: [...ofType(items, "brpWound").map((i): BreakdownLine => ({ label: i.name, literal: true, value: String(sys<WoundSystem>(i).remaining) })), { label: "FRAY.Brp.Breakdown.Unhealed", value: String(d.harm.wounds.reduce((sum, w) => sum + w.remaining, 0)) }],
  };
}
export type LivingContext = ReturnType<typeof livingContext>;

/** A brp object's or vehicle's stored data (BRP-FVTT-1). */
export interface ObjectSystem {
  readonly kind: "object" | "vehicle";
  readonly hitPoints: { readonly value: number; readonly max: number };
  readonly armor: number;
  readonly move: number;
}

/** The object sheet: hit points and armor, the state they leave it in, and its kind (BRP-FVTT-1, BRP-WND-6). */
export function objectContext(doc: DocHeader, system: ObjectSystem, editable: boolean, subtitle = "") {
  const { value, max } = system.hitPoints;
  const left = Math.min(value, max);
  return {
    doc,
    editable,
    system,
    header: sheetHeader(doc, subtitle, [
      { key: "hitPoints", label: "FRAY.Brp.Object.HitPoints", value: `${left}/${max}`, breakdown: [{ label: "FRAY.Brp.Object.HitPointsMax", value: String(max) }, { label: "FRAY.Brp.Object.HitPoints", value: String(left) }] },
      { key: "armor", label: "FRAY.Brp.Object.Armor", value: String(system.armor), breakdown: [{ label: "FRAY.Brp.Object.Armor", value: String(system.armor) }] },
    ]),
    kindChoices: { object: "FRAY.Brp.Object.KindObject", vehicle: "FRAY.Brp.Object.KindVehicle" },
    vehicle: system.kind === "vehicle",
    percent: Math.round((100 * left) / max),
    stateHint: left <= 0 ? "FRAY.Brp.Object.Broken" : left < max ? "FRAY.Brp.Object.Damaged" : "FRAY.Brp.Object.Whole",
  };
}

/** Rows of a body's d20 table for the sheet: range, name, behaviour and hit points, each explained. */
function locationTableRows(body: readonly BodyLocation[], hpMax: number, custom: boolean) {
  return {
    custom,
    caption: custom ? "FRAY.Brp.Locations.Own" : "FRAY.Brp.Locations.HumanoidInUse",
    rows: body.map((row) => {
      const hp = bodyLocationHitPoints(hpMax, row);
      return {
        range: row.from === row.to ? String(row.from) : `${row.from}–${row.to}`,
        label: locationLabel(row.key, body),
        kindLabel: LOCATION_KIND_LABELS[row.kind],
        share: `${row.numerator}/${row.denominator}`,
        hp,
        breakdown: [
          { label: "FRAY.Brp.Breakdown.LocationShare", value: `${row.numerator}/${row.denominator}` },
          { label: "FRAY.Brp.Breakdown.LocationHp", value: `HP ${hpMax} → ${hp}` },
          { label: LOCATION_KIND_HINTS[row.kind], value: "" },
        ] as BreakdownLine[],
      };
    }),
  };
}

// ---------------------------------------------------------------- items

/**
 * The weapon skills a weapon may name: the skills of the rules' weapon list, plus a key already
 * stored that is not among them (a home-made skill), shown as typed rather than dropped.
 */
function weaponSkillChoices(current: string): Record<string, string> {
  return withStored({ ...WEAPON_SKILL_LABELS }, current);
}

/** Any skill of the standard list (BRP-DATA-2), for a power's skill or a skill item's own key; "" = none where allowed. */
function standardSkillChoices(current: string, allowNone: boolean): Record<string, string> {
  return withStored({ ...(allowNone ? { "": "FRAY.Brp.SkillName.None" } : {}), ...STANDARD_SKILL_LABELS }, current);
}

/** A key already stored that the list does not hold (a home-made skill) stays, shown as typed, rather than dropped. */
function withStored(choices: Record<string, string>, current: string): Record<string, string> {
  if (current && !(current in choices)) choices[current] = current;
  return choices;
}

const ITEM_TYPE_LABELS = {
  brpWeapon: "TYPES.Item.brpWeapon",
  brpShield: "TYPES.Item.brpShield",
  brpArmor: "TYPES.Item.brpArmor",
  brpPower: "TYPES.Item.brpPower",
  brpWound: "TYPES.Item.brpWound",
  brpSkill: "TYPES.Item.brpSkill",
} as const;

const locationChoices = Object.fromEntries(HIT_LOCATIONS.map((l) => [l, LOCATION_LABELS[l]]));

/** The actor an item sheet's item belongs to, for figures that depend on what else it carries (a skill's armor penalties). */
export interface ItemOwner {
  readonly name: string;
  readonly items: readonly SheetItem[];
  /** The owner's hit locations (a creature's own table, BRP-FVTT-1); absent: the humanoid ones. */
  readonly body?: readonly BodyLocation[];
}

/** The hit locations a wound may be at: the owner's own, by their names, or the humanoid ones. */
function woundLocationChoices(owner: ItemOwner | null): Record<string, string> {
  const body = owner?.body ?? [];
  return body.length ? Object.fromEntries(body.map((row) => [row.key, locationLabel(row.key, body)])) : { ...LOCATION_LABELS };
}

/** Context of every brp item sheet: header (type label, summary) and the body's choices. */
export function itemContext(doc: DocHeader, type: BrpItemType, system: Record<string, unknown>, editable: boolean, options: RollOptions = BRP_DEFAULTS, owner: ItemOwner | null = null) {
  const built = itemBody(doc, type, system, editable, options, owner);
  return { ...built, header: sheetHeader(doc, ITEM_TYPE_LABELS[type], built.summary ? [{ key: "summary", label: SUMMARY_LABELS[type], value: built.summary, breakdown: summaryLines(typedItem(type, system), owner) }] : []) };
}

/** An item's type and stored data, narrowed together: a `switch` on `type` gives that subtype's shape. */
type TypedItem = { [K in BrpItemType]: { readonly type: K; readonly system: ItemSystems[K] } }[BrpItemType];

/**
 * The one place an item sheet's data is read as its subtype's shape: the sheet belongs to the
 * document of `type`, whose registered model holds exactly that shape.
 */
function typedItem(type: BrpItemType, system: Record<string, unknown>): TypedItem {
  return { type, system } as unknown as TypedItem;
}

/**
 * A skill's chance as its sheet shows it: on an actor, the chance that actor rolls (its worn
 * armor's penalties by piece, BRP-ARM-4); on its own, base and gain.
 */
function ownSkillChance(system: SkillSystem, owner: ItemOwner | null) {
  const items = owner?.items ?? [];
  const chance = skillChanceExplained(system, owner ? armorPiecesOf(items) : [], system.category === "combat");
  return { chance, lines: owner ? [{ label: owner.name, literal: true, value: "" }, ...chanceLines(chance, items)] : chanceLines(chance, items) };
}

/** How an item's header figure is made up. A skill on an actor's sheet includes that actor's worn armor. */
function summaryLines(item: TypedItem, owner: ItemOwner | null = null): BreakdownLine[] {
  switch (item.type) {
    case "brpWeapon":
      return [{ label: "FRAY.Brp.Field.Damage", value: item.system.damage }];
    case "brpShield": {
      const s = item.system;
      return [{ label: "FRAY.Brp.Field.ItemArmor", value: String(s.armor) }, { label: "FRAY.Brp.Field.HpMax", value: String(s.hp.max) }];
    }
    case "brpArmor": {
      const a = item.system;
      return [{ label: "FRAY.Brp.Field.ArmorValue", value: String(a.value) }, ...(a.randomValue ? [{ label: "FRAY.Brp.Field.RandomValue", value: a.randomValue }] : [])];
    }
    case "brpPower":
      return powerLines(item.system);
    case "brpWound":
      return woundLines(item.system);
    case "brpSkill":
      return ownSkillChance(item.system, owner).lines;
  }
}

/** A wound's "left/taken" figure: the damage it did and what still has to heal. */
function woundLines(w: Pick<WoundSystem, "damage" | "remaining">): BreakdownLine[] {
  return [{ label: "FRAY.Brp.Field.WoundDamage", value: String(w.damage) }, { label: "FRAY.Brp.Field.Remaining", value: String(w.remaining) }];
}

/** What the one figure in an item's header is. */
const SUMMARY_LABELS: Readonly<Record<BrpItemType, string>> = {
  brpWeapon: "FRAY.Brp.Field.Damage",
  brpShield: "FRAY.Brp.Breakdown.ArmorAndHp",
  brpArmor: "FRAY.Brp.Stat.Armor",
  brpPower: "FRAY.Brp.Breakdown.Summary",
  brpWound: "FRAY.Brp.Breakdown.Summary",
  brpSkill: "FRAY.Brp.Breakdown.Chance",
};

function itemBody(doc: DocHeader, type: BrpItemType, system: Record<string, unknown>, editable: boolean, options: RollOptions = BRP_DEFAULTS, owner: ItemOwner | null = null) {
  const base = { doc, editable, system, typeLabel: ITEM_TYPE_LABELS[type], summary: "", choices: {} as Record<string, Record<string, string>>, derived: {} as Record<string, unknown> };
  const item = typedItem(type, system);
  switch (item.type) {
    case "brpWeapon": {
      const w = item.system;
      return {
        ...base,
        summary: w.damage,
        choices: {
          skill: weaponSkillChoices(w.skill),
          specialType: { ...SPECIAL_LABELS },
          attackKind: { ...ATTACK_KIND_LABELS },
          missileSpeed: { ...MISSILE_SPEED_LABELS },
          modifierMode: { ...MODIFIER_MODE_LABELS },
          length: { ...LENGTH_LABELS },
          parries: { ...PARRY_MODE_LABELS },
          hands: { one: "FRAY.Brp.Hands.One", two: "FRAY.Brp.Hands.Two" },
        },
        derived: { specialLabel: SPECIAL_LABELS[w.specialType] },
      };
    }
    case "brpShield": {
      const s = item.system;
      return {
        ...base,
        summary: `${s.armor} / ${s.hp.max}`,
        choices: { skill: weaponSkillChoices(s.skill), size: { ...SHIELD_SIZE_LABELS }, specialType: { ...SHIELD_SPECIAL_LABELS } },
        derived: { missile: shieldMissileChance(s.size, false), missileKneeling: shieldMissileChance(s.size, true) },
      };
    }
    case "brpArmor": {
      const a = item.system;
      return {
        ...base,
        summary: String(a.value),
        // A skill not penalised yet may be added (weapon skills never are, BRP-ARM-4: the rules skip them).
        choices: { penaltySkill: Object.fromEntries(Object.entries(STANDARD_SKILL_LABELS).filter(([key]) => !(key in a.skillPenalties))) },
        derived: {
          locations: HIT_LOCATIONS.map((key) => ({ key, label: locationChoices[key], checked: a.locations.includes(key) })),
          penalties: Object.entries(a.skillPenalties).map(([skill, value]) => ({ skill, value, label: STANDARD_SKILL_LABELS[skill] ?? skill, breakdown: [{ label: "FRAY.Brp.Breakdown.SkillPenalty", value: `${value}%` }, ...(a.equipped ? [] : [{ label: "FRAY.Brp.Breakdown.NotWorn", value: "" }])] as BreakdownLine[] })),
        },
      };
    }
    case "brpPower": {
      const p = item.system;
      return { ...base, summary: `${p.cost * p.level}`, choices: { skill: standardSkillChoices(p.skill, true), effect: { ...POWER_EFFECT_LABELS } }, derived: { totalCost: p.cost * p.level } };
    }
    case "brpWound": {
      const w = item.system;
      return {
        ...base,
        summary: `${w.remaining}/${w.damage}`,
        choices: { source: { ...WOUND_SOURCE_LABELS }, severity: { ...SEVERITY_LABELS }, location: withStored(woundLocationChoices(owner), String(system["location"] ?? "")) },
        derived: { impaled: w.impaled.weaponId !== "", firstAidTries: w.firstAidBy.length },
      };
    }
    case "brpSkill": {
      const s = item.system;
      const { chance, lines } = ownSkillChance(s, owner);
      const bands = bandsText(successThresholds(chance.total, options));
      return { ...base, summary: `${chance.total}%`, choices: { key: standardSkillChoices(s.key, false), category: { ...SKILL_CATEGORY_LABELS }, baseRule: { ...SKILL_BASE_RULE_LABELS } }, derived: { bands, bandBreakdown: [...lines, ...bandLines(bands)] } };
    }
  }
}
