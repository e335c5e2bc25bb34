/**
 * Typed data tables of the Fantasy Combat Rules. Numbers and names come from the rules; the
 * data models and compendium sources read them from here so that there is one source of truth.
 */
import { RulesError } from "../../../core/errors.js";
import { requireRecord } from "../../../core/validate.js";

/**
 * The row of `table` for `key`, or a RulesError naming the table when the key is not one of its
 * own (callers outside TypeScript, or stale data, may pass anything).
 */
export function tableEntry<K extends string, V>(table: Readonly<Record<K, V>>, key: K, tableName: string): V {
  if (typeof key !== "string" || !Object.hasOwn(requireRecord(table, "table"), key)) throw new RulesError("FRAY.Pool.Error.UnknownEntry", { value: String(key), table: tableName });
  return table[key];
}

// ---------------------------------------------------------------- difficulties (FC-DICE-3)

export type DifficultyKey = "easy" | "moderate" | "difficult";
/** Successes needed for an unopposed task. */
export const DIFFICULTIES: Readonly<Record<DifficultyKey, number>> = { easy: 1, moderate: 2, difficult: 3 };

// ---------------------------------------------------------------- weapons (FC-WPN-1, FC-RNG-1)

export type WeaponClass = "unarmed" | "improvised" | "light" | "medium" | "heavy";
/** Weapon Dice added to (or taken from) the attack pool by weapon class. */
export const WEAPON_DICE: Readonly<Record<WeaponClass, number>> = {
  unarmed: -2,
  improvised: -1,
  light: 0,
  medium: 1,
  heavy: 2,
};
export const WEAPON_CLASSES: readonly WeaponClass[] = ["unarmed", "improvised", "light", "medium", "heavy"];

export type RangeCategory = "longbow" | "shortbow" | "javelin" | "thrownBlade" | "otherObject";
/** Effective range (the range increment) in yards by ranged-weapon category. */
export const EFFECTIVE_RANGE_YARDS: Readonly<Record<RangeCategory, number>> = {
  longbow: 30,
  shortbow: 20,
  javelin: 10,
  thrownBlade: 2,
  otherObject: 1,
};

export type DamageTrack = "wound" | "fatigue" | "fear" | "structure";
export type AttackSkill = "melee" | "ranged";

/** Reload handling (FC-WPN-3 proposal): crossbows reload after each shot, bows are strung once. */
export type ReloadKind = "none" | "crossbow" | "bow";

export interface WeaponEntry {
  readonly key: string;
  readonly weaponClass: WeaponClass;
  readonly skill: AttackSkill;
  /** Present when the weapon can be thrown or shot; yards per range increment. */
  readonly rangeCategory?: RangeCategory;
  readonly reload: ReloadKind;
  readonly damage: DamageTrack;
}

const melee = (key: string, weaponClass: WeaponClass, thrown?: RangeCategory): WeaponEntry => ({
  key,
  weaponClass,
  skill: "melee",
  ...(thrown ? { rangeCategory: thrown } : {}),
  reload: "none",
  damage: "wound",
});
const ranged = (key: string, weaponClass: WeaponClass, rangeCategory: RangeCategory, reload: ReloadKind): WeaponEntry => ({
  key,
  weaponClass,
  skill: "ranged",
  rangeCategory,
  reload,
  damage: "wound",
});

/** Every weapon the rules name, by class; thrown melee weapons carry their range category. */
export const WEAPONS: readonly WeaponEntry[] = [
  melee("billhook", "light"),
  melee("club", "light"),
  melee("dagger", "light", "thrownBlade"),
  ranged("dart", "light", "thrownBlade", "none"),
  melee("handAx", "light", "thrownBlade"),
  melee("knife", "light", "thrownBlade"),
  melee("mattock", "light"),
  melee("peasantsFlail", "light"),
  melee("quarterstaff", "light"),
  melee("shortSword", "light"),
  melee("sickle", "light"),
  ranged("sling", "light", "javelin", "none"),
  melee("armingSword", "medium"),
  melee("battleAx", "medium"),
  melee("bill", "medium"),
  melee("falchion", "medium"),
  melee("horsemansPick", "medium"),
  ranged("javelin", "medium", "javelin", "none"),
  melee("lance", "medium"),
  ranged("lightCrossbow", "medium", "shortbow", "crossbow"),
  melee("mace", "medium"),
  melee("morningStar", "medium"),
  melee("poleax", "medium"),
  ranged("shortBow", "medium", "shortbow", "bow"),
  // A thrown spear has no row of its own; it uses the javelin increment (FC-RNG-1 proposal).
  melee("spear", "medium", "javelin"),
  melee("warHammer", "medium"),
  melee("flail", "heavy"),
  ranged("heavyCrossbow", "heavy", "longbow", "crossbow"),
  ranged("longbow", "heavy", "longbow", "bow"),
  melee("longSword", "heavy"),
  melee("pike", "heavy"),
];

// ---------------------------------------------------------------- cover (FC-COV-1)

export type CoverLevel = "none" | "quarter" | "half" | "threeQuarters" | "full";
/** Dice taken from the attacker's pool; "full" (more than 75%) forbids ranged attacks. */
export const COVER_DICE: Readonly<Record<CoverLevel, number>> = {
  none: 0,
  quarter: 1,
  half: 2,
  threeQuarters: 3,
  full: 3,
};
export const COVER_LEVELS: readonly CoverLevel[] = ["none", "quarter", "half", "threeQuarters", "full"];

// ---------------------------------------------------------------- damage tracks (FC-TRK-*, FC-PEN-2)

/** Boxes most living creatures have on each track. */
export const DEFAULT_TRACK_BOXES = 3;
/** Dice penalty of each ticked box, in order (box 1, 2, 3); later boxes keep the last value. */
export const TRACK_BOX_PENALTIES: readonly number[] = [0, -1, -2];
/** What reaching the box after the last one does, per track. */
export const TERMINAL_EVENT: Readonly<Record<DamageTrack, "died" | "unconscious" | "fled" | "destroyed">> = {
  wound: "died",
  fatigue: "unconscious",
  fear: "fled",
  structure: "destroyed",
};

// ---------------------------------------------------------------- mounts and teams (FC-MNT-6, FC-VEH-4)

export type MountSize = "small" | "large";
export interface MountClass {
  readonly size: MountSize;
  readonly clawsOrFangs: boolean;
  /** Dice added to the Ride/Team roll when the creature attacks. */
  readonly attackModifier: number;
  readonly examples: readonly string[];
}
export const MOUNT_CLASSES: readonly MountClass[] = [
  { size: "small", clawsOrFangs: false, attackModifier: -1, examples: ["donkey", "mule"] },
  { size: "small", clawsOrFangs: true, attackModifier: 0, examples: ["wolf"] },
  { size: "large", clawsOrFangs: false, attackModifier: 1, examples: ["horse", "ox"] },
  { size: "large", clawsOrFangs: true, attackModifier: 2, examples: ["dragon"] },
];

// ---------------------------------------------------------------- ships (FC-SHIP-2, FC-SHIP-4)

export type ShipSize = "small" | "medium" | "large";
export interface ShipSizeClass {
  readonly size: ShipSize;
  /** Pilot successes needed for ordinary control in calm weather with ample crew. */
  readonly controlDifficulty: number;
  /** Dice added to the Pilot roll when ramming. */
  readonly ramModifier: number;
  readonly ships: readonly string[];
}
export const SHIP_SIZES: Readonly<Record<ShipSize, ShipSizeClass>> = {
  small: { size: "small", controlDifficulty: 1, ramModifier: -3, ships: ["raft", "canoe", "fourManBoat"] },
  medium: { size: "medium", controlDifficulty: 2, ramModifier: -2, ships: ["cog", "longship"] },
  large: { size: "large", controlDifficulty: 3, ramModifier: -1, ships: ["caravel", "carrack", "galley", "hulk"] },
};

/** The size class of a ship named by the rules, or undefined for an unknown name. */
export function shipSizeOf(ship: string): ShipSize | undefined {
  for (const cls of Object.values(SHIP_SIZES)) if (cls.ships.includes(ship)) return cls.size;
  return undefined;
}

// ---------------------------------------------------------------- poisons (FC-POI-1, FC-POI-6)

export type PoisonStrength = "weak" | "mild" | "strong" | "vile";
export interface PoisonEntry {
  readonly strength: PoisonStrength;
  readonly targetNumber: number;
  /** Price of one ounce, in silver pieces. */
  readonly costSilver: number;
}
export const POISONS: Readonly<Record<PoisonStrength, PoisonEntry>> = {
  weak: { strength: "weak", targetNumber: 1, costSilver: 4.5 },
  mild: { strength: "mild", targetNumber: 2, costSilver: 6.75 },
  strong: { strength: "strong", targetNumber: 3, costSilver: 10 },
  vile: { strength: "vile", targetNumber: 4, costSilver: 15 },
};

/** Effective dose (ounces) by the target's weight in pounds; rows are inclusive upper bounds. */
export const POISON_DOSES: ReadonlyArray<{ readonly upToPounds: number; readonly ounces: number }> = [
  { upToPounds: 75, ounces: 0.25 },
  { upToPounds: 150, ounces: 0.5 },
  { upToPounds: 300, ounces: 0.75 },
  { upToPounds: 600, ounces: 1 },
];

// ---------------------------------------------------------------- injuries (FC-INJ-3..6)

export type InjuryKind = "arm" | "leg" | "eye" | "ear" | "openWound";
export interface InjuryEntry {
  readonly kind: InjuryKind;
  /** Dice taken from rolls the injury concerns (hand/arm, sight, hearing). */
  readonly dicePenalty: number;
  /** Which rolls the penalty applies to. */
  readonly appliesTo: "armRolls" | "sightRolls" | "hearingRolls" | "none";
  /** Speed categories lost. */
  readonly speedCategories: number;
  /** Whether an hourly Luck Roll for Wound damage runs until treated. */
  readonly hourlyLuckRoll: boolean;
}
export const INJURIES: Readonly<Record<InjuryKind, InjuryEntry>> = {
  arm: { kind: "arm", dicePenalty: -1, appliesTo: "armRolls", speedCategories: 0, hourlyLuckRoll: false },
  leg: { kind: "leg", dicePenalty: 0, appliesTo: "none", speedCategories: 1, hourlyLuckRoll: false },
  eye: { kind: "eye", dicePenalty: -1, appliesTo: "sightRolls", speedCategories: 0, hourlyLuckRoll: false },
  ear: { kind: "ear", dicePenalty: -1, appliesTo: "hearingRolls", speedCategories: 0, hourlyLuckRoll: false },
  openWound: { kind: "openWound", dicePenalty: 0, appliesTo: "none", speedCategories: 0, hourlyLuckRoll: true },
};

// ---------------------------------------------------------------- time (FC-ROUND-1)

export const SECONDS_PER_ROUND = 5;
export const ROUNDS_PER_MINUTE = 12;
