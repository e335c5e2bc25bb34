import { RulesError } from "../../../core/errors.js";
import { parseFormula } from "../../../core/formula.js";
import type { Condition } from "../../../core/vocabulary.js";
import { armorValue, canWear, skillChanceExplained, type ArmorPiece, type SkillChanceExplained } from "../rules/armor.js";
import type { ModifierMode, SpecialType } from "../rules/damage.js";
import { newDefenceRound, type DefenceRound, type DefenderState, type ParryItem, type ParryMode } from "../rules/defence.js";
import { deriveValues, HIT_LOCATIONS, type Characteristics, type DerivedValues, type HitLocation } from "../rules/derived.js";
import type { AttackKind, ExchangeWeapon } from "../rules/exchange.js";
import { newHarm, type BodyKind, type BrpHarm, type ImpaledWeapon, type Wound, type WoundSeverity, type WoundSource } from "../rules/harm.js";
import type { MissileSpeed, ShieldSize } from "../rules/missile.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import type { SkillBaseRule } from "../rules/skills.js";
import { bodyOfTable, HUMANOID_BODY } from "../rules/locations.js";
import { handsRefusal, type WeaponHands } from "../rules/hands.js";
import { CHARACTERISTICS, LENGTH_CLASSES, type LengthClass, type SkillCategory } from "./specs.js";
import type { ItemLike } from "../../../core/item-like.js";

export type { ItemLike };

/**
 * Pure mappings between a brp document's `system` data (plus its embedded items) and the plain
 * state the rules take: characteristics → derived values, wound items + the stored harm record →
 * the rules' `BrpHarm` and back, items → parry options, armor pieces and exchange weapons. The
 * data models call these in prepareDerivedData; flows and tests call them with plain objects.
 */

export interface LivingSystem {
  readonly characteristics: Readonly<Record<keyof Characteristics, number>>;
  readonly move: number;
  readonly hitPoints: { readonly value: number };
  readonly powerPoints: { readonly value: number };
  readonly fatiguePoints: { readonly value: number };
  readonly naturalArmor: number;
  readonly body: BodyKind;
  readonly harm: Readonly<Record<string, unknown>>;
  readonly defence: Readonly<Record<string, unknown>>;
  /** The dying blow's record (BRP-OPT-5); absent on data from before it existed. */
  readonly dyingBlow?: { readonly staminaRollsMade: number; readonly used: boolean; readonly readyRound: number };
  readonly side: string;
  /** A creature's own d20 hit-location table (BRP-FVTT-1); empty or absent for the humanoid one. */
  readonly hitLocationTable?: readonly unknown[];
}

export interface WeaponSystem {
  readonly skill: string;
  readonly damage: string;
  readonly specialType: SpecialType;
  readonly attackKind: AttackKind;
  readonly missileSpeed: MissileSpeed;
  readonly modifierMode: ModifierMode;
  readonly hp: { readonly value: number; readonly max: number };
  readonly armor: number;
  readonly range: number;
  readonly attacksPerRound: number;
  readonly malfunction: number;
  readonly length: LengthClass;
  readonly parries: ParryMode | "none";
  /** False for a weapon whose blows cannot be parried (BRP-PAR-7); absent on older items, read as true. */
  readonly parryable?: boolean;
  /** Absent on older items: one hand, no hold on an entangled target. */
  readonly hands?: WeaponHands;
  readonly entangleControl?: boolean;
  readonly thrown: boolean;
  readonly largerThanKnife: boolean;
  readonly equipped: boolean;
}

export interface ShieldSystem {
  readonly skill: string;
  readonly size: ShieldSize;
  readonly armor: number;
  readonly hp: { readonly value: number; readonly max: number };
  readonly damage: string;
  readonly specialType: "knockback" | "impaling";
  readonly equipped: boolean;
}

export interface ArmorSystem {
  readonly value: number;
  readonly randomValue: string;
  readonly locations: readonly string[];
  readonly layerable: boolean;
  readonly fitsSiz: { readonly siz: number; readonly range: number };
  readonly skillPenalties: Readonly<Record<string, unknown>>;
  readonly equipped: boolean;
}

export interface SkillSystem {
  readonly key: string;
  readonly category: SkillCategory;
  readonly base: number;
  readonly baseRule: SkillBaseRule;
  readonly value: number;
}

export interface PowerSystem {
  readonly skill: string;
  readonly cost: number;
  readonly level: number;
  readonly instantaneous: boolean;
  /** Rounds its effect lasts (0: all at once); absent on items from before it existed. */
  readonly durationRounds?: number;
  readonly effect: "none" | "healing";
}

export interface WoundSystem {
  readonly source: WoundSource;
  readonly damage: number;
  readonly remaining: number;
  readonly severity: WoundSeverity;
  /** A humanoid location's key, a creature's own location's key, or "" for none. */
  readonly location: string;
  readonly round: number;
  readonly bleeding: boolean;
  readonly impaled: { readonly weaponId: string; readonly name: string; readonly formula: string; readonly damageSoFar: number; readonly largerThanKnife: boolean; readonly thrown: boolean };
  readonly firstAidBy: readonly string[];
  readonly staunch: { readonly pressed: boolean; readonly held: boolean; readonly heldRounds: number };
  readonly majorWoundRoll: number;
  readonly permanent: boolean;
}

const sys = <T>(item: ItemLike): T => item.system as T;

/** Each item subtype's stored shape. */
export interface ItemSystems {
  readonly brpWeapon: WeaponSystem;
  readonly brpShield: ShieldSystem;
  readonly brpArmor: ArmorSystem;
  readonly brpSkill: SkillSystem;
  readonly brpPower: PowerSystem;
  readonly brpWound: WoundSystem;
}

/** A plain item's stored data as its subtype's shape, or null for another subtype. */
export function systemOf<K extends keyof ItemSystems>(item: ItemLike, type: K): ItemSystems[K] | null {
  return item.type === type ? sys<ItemSystems[K]>(item) : null;
}
const ofType = (items: readonly ItemLike[], type: string) => items.filter((i) => i.type === type);

// ---------------------------------------------------------------- formulas

/**
 * Why a damage formula cannot be used, as an i18n key with its data, or null when it is fine.
 * The pure check is the rules' own reader (dice terms and constants, within the formula limits:
 * a formula too large names the limit it breaks); the Foundry layer also asks Roll.validate.
 */
export function damageFormulaProblem(text: string): { readonly key: string; readonly data: Readonly<Record<string, string | number>> } | null {
  try {
    parseFormula(text);
    return null;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    const tooLarge = /^FRAY\.Error\.Formula[A-Z]/.test(error.i18nKey);
    return { key: tooLarge ? error.i18nKey : "FRAY.Brp.Error.BadDamageFormula", data: tooLarge ? error.data : { formula: String(text) } };
  }
}

// ---------------------------------------------------------------- characteristics and skills

export function characteristicsOf(system: Pick<LivingSystem, "characteristics">): Characteristics {
  const c = system.characteristics;
  return Object.fromEntries(CHARACTERISTICS.map((k) => [k, Math.max(0, Math.round(c[k] ?? 0))])) as unknown as Characteristics;
}

/** A skill item's chance as rolled, and how it is reached: worn armor's penalties apply, except to weapon skills (BRP-ARM-4). */
export function skillChanceOf(item: ItemLike, pieces: readonly ArmorPiece[]): SkillChanceExplained {
  const s = sys<SkillSystem>(item);
  return skillChanceExplained(s, pieces, s.category === "combat");
}

/** Skill key → the percentage rolled, from the actor's skill items and worn armor (the higher one wins on a duplicate key). */
export function skillChances(items: readonly ItemLike[], pieces: readonly ArmorPiece[] = armorPiecesOf(items)): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of ofType(items, "brpSkill")) {
    const s = sys<SkillSystem>(item);
    if (!s.key) continue;
    out[s.key] = Math.max(out[s.key] ?? -Infinity, skillChanceOf(item, pieces).total);
  }
  return out;
}

/** A skill's chance; a character without the skill item uses 0 (the caller may pass a base). */
export function skillChance(skills: Readonly<Record<string, number>>, key: string, fallback = 0): number {
  return skills[key] ?? fallback;
}

// ---------------------------------------------------------------- harm

const num = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/** A wound item as the rules' Wound (its id is the item id). */
export function woundOf(item: ItemLike): Wound {
  const w = sys<WoundSystem>(item);
  const impaled: ImpaledWeapon | null = w.impaled.weaponId
    ? { weaponId: w.impaled.weaponId, formula: w.impaled.formula, damageSoFar: w.impaled.damageSoFar, largerThanKnife: w.impaled.largerThanKnife, thrown: w.impaled.thrown }
    : null;
  const round = w.round > 0 ? w.round : null;
  return {
    id: item.id ?? "",
    source: w.source,
    damage: w.damage,
    remaining: w.remaining,
    severity: w.severity,
    location: w.location === "" ? null : w.location,
    round,
    bleeding: w.bleeding,
    bleedsFromRound: w.bleeding && round !== null ? round + 1 : null,
    impaled,
    firstAidBy: [...w.firstAidBy],
  };
}

/** The wound item `system` data of a rules Wound (what a new wound item is created with). */
export function woundSystem(w: Wound, impaledName = "", majorWoundRoll = 0, permanent = false): WoundSystem {
  return {
    source: w.source,
    damage: w.damage,
    remaining: w.remaining,
    severity: w.severity,
    location: w.location ?? "",
    round: w.round ?? 0,
    bleeding: w.bleeding,
    impaled: w.impaled
      ? { weaponId: w.impaled.weaponId, name: impaledName, formula: w.impaled.formula, damageSoFar: w.impaled.damageSoFar, largerThanKnife: w.impaled.largerThanKnife, thrown: w.impaled.thrown }
      : { weaponId: "", name: "", formula: "", damageSoFar: 0, largerThanKnife: true, thrown: false },
    firstAidBy: [...w.firstAidBy],
    staunch: { pressed: false, held: false, heldRounds: 0 },
    majorWoundRoll,
    permanent,
  };
}

/** The part of BrpHarm kept in the actor's `system.harm` record (hit points and wounds live elsewhere). */
export type StoredHarm = Omit<BrpHarm, "hpMax" | "hp" | "wounds" | "body">;

/** The rules' injury record of an actor: stored record + current hit points + wound items. */
export function harmOf(system: Pick<LivingSystem, "hitPoints" | "harm" | "hitLocationTable">, wounds: readonly ItemLike[], hpMax: number): BrpHarm {
  const base = newHarm(Math.max(1, hpMax));
  const stored = system.harm as Partial<StoredHarm>;
  // Only a creature's own table travels with the record; the humanoid body is the rules' default.
  const body = bodyOfTable(system.hitLocationTable);
  return {
    ...base,
    ...stored,
    ...(body === HUMANOID_BODY ? {} : { body }),
    conditions: Array.isArray(stored.conditions) ? stored.conditions : [],
    hpMax: base.hpMax,
    hp: num(system.hitPoints.value, base.hpMax),
    wounds: ofType(wounds, "brpWound").map(woundOf),
  };
}

/** What goes back into `system.harm` for a BrpHarm. */
export function storedHarm(harm: BrpHarm): StoredHarm {
  const { hpMax: _max, hp: _hp, wounds: _wounds, body: _body, ...rest } = harm;
  return rest;
}

export function hasCondition(harm: Pick<BrpHarm, "conditions">, id: string): boolean {
  return harm.conditions.some((c: Condition) => c.id === id);
}

// ---------------------------------------------------------------- defence round

/**
 * This round's defence record; a record from an earlier round starts over (BRP-PAR-4), with the
 * free Dodge of fighting defensively when the defender does so this round (BRP-DEFN-1).
 */
export function defenceRoundOf(stored: Readonly<Record<string, unknown>>, round: number, defensive = false): DefenceRound {
  if (stored["round"] !== round) return newDefenceRound(defensive);
  const { round: _round, ...rest } = stored;
  return { ...newDefenceRound(defensive), ...(rest as Partial<DefenceRound>) };
}

export function storedDefenceRound(round: DefenceRound, roundNumber: number): Record<string, unknown> {
  return { ...round, round: roundNumber };
}

// ---------------------------------------------------------------- items as rules state

export function armorPiecesOf(items: readonly ItemLike[], naturalArmor = 0): ArmorPiece[] {
  const worn = ofType(items, "brpArmor")
    .filter((i) => sys<ArmorSystem>(i).equipped)
    .map((i): ArmorPiece => {
      const a = sys<ArmorSystem>(i);
      const locations = a.locations.filter((l): l is HitLocation => (HIT_LOCATIONS as readonly string[]).includes(l));
      const penalties = Object.fromEntries(Object.entries(a.skillPenalties).filter(([, v]) => typeof v === "number")) as Record<string, number>;
      return {
        id: i.id ?? "",
        value: a.value,
        ...(a.randomValue ? { randomValue: a.randomValue } : {}),
        ...(locations.length ? { locations } : {}),
        layerable: a.layerable,
        fitsSiz: { ...a.fitsSiz },
        skillPenalties: penalties,
      };
    });
  // Hide or scales count as a layer under whatever is worn.
  return naturalArmor > 0 ? [{ id: "natural", value: naturalArmor, layerable: true }, ...worn] : worn;
}

/**
 * Why a character of `siz` may not put this armor on (BRP-ARM-5: outside its "fits SIZ" range), as
 * a message key and its data, or null: any other item, armor already worn (taking it off is fine),
 * or armor that fits.
 */
export function armorFitRefusal(item: ItemLike, siz: number): { readonly key: string; readonly data: Readonly<Record<string, string | number>> } | null {
  const a = systemOf(item, "brpArmor");
  if (!a || a.equipped) return null;
  const piece: ArmorPiece = { id: item.id ?? "", value: a.value, fitsSiz: { ...a.fitsSiz } };
  if (canWear(piece, Math.max(0, Math.round(siz)))) return null;
  return { key: "FRAY.Brp.Armor.DoesNotFit", data: { name: item.name ?? "", siz: Math.round(siz), from: a.fitsSiz.siz - a.fitsSiz.range, to: a.fitsSiz.siz + a.fitsSiz.range } };
}

/** Each equipped weapon or shield that can parry, at its skill (BRP-PAR-*, BRP-SHD-*). */
export function parryItemsOf(items: readonly ItemLike[], skills: Readonly<Record<string, number>>): Array<ParryItem & { hp: number; maxHp: number; armor: number; name: string }> {
  const out: Array<ParryItem & { hp: number; maxHp: number; armor: number; name: string }> = [];
  for (const item of items) {
    if (item.type === "brpWeapon") {
      const w = sys<WeaponSystem>(item);
      if (!w.equipped || w.parries === "none" || w.attackKind === "missile") continue;
      out.push({ id: item.id ?? "", name: item.name ?? "", kind: "weapon", skill: skillChance(skills, w.skill), mode: w.parries, broken: w.hp.max > 0 && w.hp.value <= 0, hp: w.hp.value, maxHp: w.hp.max, armor: w.armor });
    } else if (item.type === "brpShield") {
      const s = sys<ShieldSystem>(item);
      if (!s.equipped) continue;
      out.push({ id: item.id ?? "", name: item.name ?? "", kind: "shield", skill: skillChance(skills, s.skill), shieldSize: s.size, broken: s.hp.max > 0 && s.hp.value <= 0, hp: s.hp.value, maxHp: s.hp.max, armor: s.armor });
    }
  }
  return out;
}

/** A weapon item as the exchange machine's weapon. */
export function exchangeWeaponOf(item: ItemLike): ExchangeWeapon {
  const w = sys<WeaponSystem>(item);
  const kind: AttackKind = w.attackKind;
  return {
    id: item.id ?? "",
    formula: w.damage,
    specialType: w.specialType,
    kind,
    ...(kind === "missile" || kind === "thrown" ? { missileSpeed: kind === "thrown" ? "thrown" : w.missileSpeed } : {}),
    modifierMode: w.modifierMode,
    malfunctionFrom: w.malfunction > 0 ? w.malfunction : null,
    hp: w.hp.value,
    largerThanKnife: w.largerThanKnife,
    // Only an unparryable weapon says so (BRP-PAR-7); older items without the flag stay parryable.
    ...(w.parryable === false ? { parryable: false } : {}),
    ...(w.entangleControl === true ? { controlsEntangle: true } : {}),
  };
}

/** A shield bash as an exchange weapon (BRP-SHD-4). */
export function shieldWeaponOf(item: ItemLike): ExchangeWeapon {
  const s = sys<ShieldSystem>(item);
  return { id: item.id ?? "", formula: s.damage, specialType: s.specialType, kind: "melee", modifierMode: "full", malfunctionFrom: null, hp: s.hp.value };
}

// ---------------------------------------------------------------- derived

export interface LivingDerived {
  /** Null when the characteristics give no hit points (CON and SIZ both 0). */
  readonly values: DerivedValues | null;
  readonly hpMax: number;
  readonly ppMax: number;
  readonly skills: Readonly<Record<string, number>>;
  readonly armor: readonly ArmorPiece[];
  readonly harm: BrpHarm;
}

/** The rules' derived values, or the refusal saying why the characteristics give none (CON and SIZ 0: no hit points). */
export function valuesOrRefusal(system: Pick<LivingSystem, "characteristics" | "move">, options: Pick<BrpOptions, "majorWoundRounding"> = BRP_DEFAULTS): { values: DerivedValues | null; refusal: RulesError | null } {
  try {
    return { values: deriveValues(characteristicsOf(system), options, system.move), refusal: null };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { values: null, refusal: error };
  }
}

export function livingDerived(system: LivingSystem, items: readonly ItemLike[], options: Pick<BrpOptions, "majorWoundRounding"> = BRP_DEFAULTS): LivingDerived {
  const { values } = valuesOrRefusal(system, options);
  const hpMax = values?.hitPoints ?? 1;
  return {
    values,
    hpMax,
    ppMax: values?.powerPoints ?? 0,
    skills: skillChances(items),
    armor: armorPiecesOf(items, system.naturalArmor),
    harm: harmOf(system, items, hpMax),
  };
}

/** What limits this actor's defences right now. */
export function defenderStateOf(system: LivingSystem, derived: LivingDerived): DefenderState {
  const h = derived.harm;
  return {
    siz: characteristicsOf(system).SIZ,
    dodge: skillChance(derived.skills, "dodge"),
    stunned: hasCondition(h, "stunned"),
    helpless: hasCondition(h, "helpless"),
    unconscious: h.unconscious !== null,
    fatallyWounded: h.fatal !== null && h.hp <= 0,
    staunching: hasCondition(h, "staunching"),
    kneeling: hasCondition(h, "kneeling"),
    extractingImpaledWeapon: hasCondition(h, "extracting"),
    dexRank: characteristicsOf(system).DEX,
  };
}

/** The numbers the DEX-rank encounter model needs (see rules/encounter.ts). */
export function participantStats(system: LivingSystem, items: readonly ItemLike[]): Record<string, number> {
  const c = characteristicsOf(system);
  const skills = skillChances(items);
  const weapon = ofType(items, "brpWeapon").find((i) => sys<WeaponSystem>(i).equipped);
  const w = weapon ? sys<WeaponSystem>(weapon) : null;
  return {
    DEX: c.DEX,
    INT: c.INT,
    POW: c.POW,
    skill: w ? skillChance(skills, w.skill) : skillChance(skills, "brawl"),
    weaponLength: w ? LENGTH_CLASSES.indexOf(w.length) : LENGTH_CLASSES.indexOf("unarmed"),
    attacks: w?.attacksPerRound ?? 1,
  };
}

// ---------------------------------------------------------------- breakdowns (sheet tooltips)

/** One line of how a derived number is reached: a label key or an item's name, and the value shown. */
export interface Explained {
  readonly source: "characteristics" | "half" | "band" | "characteristic" | "base" | "natural" | "layered" | "best" | "timesFive";
  readonly name?: string;
  readonly value: string;
}

/** How each figure of a brp header is reached, from the same rules the data model derives them with. */
export function livingExplained(system: LivingSystem, items: readonly ItemLike[], options: Pick<BrpOptions, "majorWoundRounding"> = BRP_DEFAULTS) {
  const c = characteristicsOf(system);
  const d = livingDerived(system, items, options);
  const strSiz = c.STR + c.SIZ;
  // Whole-body pieces only: the header shows the armor every blow meets, whatever the location.
  const pieces = d.armor.filter((piece) => !piece.locations);
  const nameOf = (id: string) => items.find((item) => item.id === id)?.name ?? "";
  return {
    hitPoints: [
      { source: "characteristics", value: `CON ${c.CON} + SIZ ${c.SIZ}` },
      { source: "half", value: String(d.hpMax) },
    ] as Explained[],
    majorWound: [
      { source: "characteristics", value: `HP ${d.hpMax}` },
      { source: "half", value: String(d.values?.majorWoundLevel ?? 1) },
    ] as Explained[],
    damageModifier: [
      { source: "characteristics", value: `STR ${c.STR} + SIZ ${c.SIZ} = ${strSiz}` },
      { source: "band", value: d.values?.damageModifier ?? "0" },
    ] as Explained[],
    dexRank: [{ source: "characteristic", value: `DEX ${c.DEX}` }] as Explained[],
    intRank: [{ source: "characteristic", value: `INT ${c.INT}` }] as Explained[],
    /** Characteristic rolls: the characteristic times five (BRP-DATA-1), as the data model derives them. */
    rolls: {
      stamina: [{ source: "characteristic", value: `CON ${c.CON}` }, { source: "timesFive", value: `${d.values?.rolls.stamina ?? 0}%` }] as Explained[],
      idea: [{ source: "characteristic", value: `INT ${c.INT}` }, { source: "timesFive", value: `${d.values?.rolls.idea ?? 0}%` }] as Explained[],
      agility: [{ source: "characteristic", value: `DEX ${c.DEX}` }, { source: "timesFive", value: `${d.values?.rolls.agility ?? 0}%` }] as Explained[],
      luck: [{ source: "characteristic", value: `POW ${c.POW}` }, { source: "timesFive", value: `${d.values?.rolls.luck ?? 0}%` }] as Explained[],
    },
    move: [{ source: "base", value: String(system.move) }] as Explained[],
    armor: [
      ...pieces.map((piece): Explained => (piece.id === "natural" ? { source: "natural", value: String(piece.value) } : { source: piece.layerable ? "layered" : "best", name: nameOf(piece.id), value: String(piece.value) })),
    ] as Explained[],
    /** BRP-ARM-1/2: the best non-layerable piece plus every layerable one. */
    armorTotal: armorValue(pieces),
  };
}

/** Why a weapon cannot be wielded with what else is in hand (a two-handed weapon and a shield, BRP-DATA-4), or null. */
export function handsRefusalOf(weapon: ItemLike, items: readonly ItemLike[]): string | null {
  const w = systemOf(weapon, "brpWeapon");
  if (!w) return null;
  return handsRefusal(w.hands ?? "one", items.some((i) => systemOf(i, "brpShield")?.equipped === true));
}
