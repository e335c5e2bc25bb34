import { bool, choice, html, int, str, type FieldSpec, type SpecFields } from "../../../foundry/data/field-spec.js";
import { WEAPON_HANDS } from "../rules/hands.js";
import { HIT_LOCATIONS } from "../rules/derived.js";
import { SPECIAL_TYPES } from "../rules/damage.js";
import { LOCATION_KINDS } from "../rules/locations.js";
import { BODY_KINDS } from "../rules/harm.js";
import { SKILL_BASE_RULES, SKILL_CATEGORY_KEYS, type StandardSkillCategory } from "../rules/skills.js";

/**
 * The shape of every brp document's `system` data, written once as plain data. The data models
 * build their schemas from these specs (with the shared spec → schema builder in src/foundry/data),
 * and the compendium test checks the YAML sources against the same specs under plain Node.
 */

const record = { kind: "record" } as const;
const stringList = { kind: "stringList" } as const;

// ---------------------------------------------------------------- enumerations

export const CHARACTERISTICS = ["STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"] as const;
export type CharacteristicKey = (typeof CHARACTERISTICS)[number];

export const SKILL_CATEGORIES = SKILL_CATEGORY_KEYS;
export type SkillCategory = StandardSkillCategory;

/** The weapon's attack kind picks the fumble table and the missile rules. */
export const ATTACK_KINDS = ["melee", "natural", "thrown", "missile"] as const;
export const MISSILE_SPEEDS = ["thrown", "slow", "fast"] as const;
export const MODIFIER_MODES = ["full", "half", "none"] as const;
/** Weapon length classes in the order the DEX-rank tie-break uses (BRP-ACT-2). */
export const LENGTH_CLASSES = ["missile", "long", "medium", "short", "unarmed"] as const;
export type LengthClass = (typeof LENGTH_CLASSES)[number];
/** How a weapon parries (BRP-PAR-6), or "none" for one that cannot. */
export const PARRY_MODES = ["normal", "improvisedTrained", "untrained", "none"] as const;
export const SHIELD_SIZES = ["small", "full", "large"] as const;
export const WOUND_SOURCES = ["attack", "fall", "fumble", "bleeding", "impaledMovement", "other"] as const;
export const WOUND_SEVERITIES = ["minor", "major", "fatal"] as const;
export const LOCATION_CHOICES = ["", ...HIT_LOCATIONS] as const;
/** What kind of body an actor has: only characters and creatures suffer major wounds (BRP-WND-6). */
export { BODY_KINDS } from "../rules/harm.js";
export const POWER_EFFECTS = ["none", "healing"] as const;

// ---------------------------------------------------------------- shared pieces

const characteristics = {
  kind: "object",
  fields: Object.fromEntries(CHARACTERISTICS.map((key) => [key, int(0, 1000, 10)])) as Record<CharacteristicKey, FieldSpec>,
} as const;

const pool = (initial: number) => ({ kind: "object", fields: { value: int(-1000, 10_000, initial) } }) as const;

const living = {
  characteristics,
  /** Base movement rate in metres per round (10 for humans). */
  move: int(0, 100, 10),
  /** Current hit points and power points; the maxima are derived from characteristics. */
  hitPoints: pool(13),
  powerPoints: pool(10),
  /** Current fatigue points (optional rule); the maximum, STR + CON, is derived (BRP-DATA-1). */
  fatiguePoints: pool(26),
  /** Armor from hide or scales, added to worn armor. */
  naturalArmor: int(0, 100, 0),
  body: choice(BODY_KINDS, "character"),
  /**
   * The rest of the rules' injury record (shock countdown, unconsciousness, fatal window,
   * location damage, conditions …) as the plain JSON the pure rules produce; wounds are items.
   */
  harm: record,
  /** This round's parries and dodges (the −30% steps), with the round they belong to. */
  defence: record,
  /** A fatally wounded character's last blow (dying blows option, BRP-OPT-5): Stamina rolls made, struck, round it is ready in. */
  dyingBlow: { kind: "object", fields: { staminaRollsMade: int(0, 100_000, 0), used: bool(false), readyRound: int(0, 100_000, 0) } },
  side: str(),
  notes: html,
} as const satisfies SpecFields;

// ---------------------------------------------------------------- per type

/**
 * A creature's own d20 hit-location table (BRP-FVTT-1): each row's key (what its damage is kept
 * under), name, d20 range, how it behaves when disabled, and its share of total hit points as a
 * fraction. Empty: the humanoid table. The data model checks the rows cover 1-20 exactly once.
 */
export const LOCATION_ROW = {
  key: str(),
  name: str(),
  from: int(1, 20, 1),
  to: int(1, 20, 20),
  kind: choice(LOCATION_KINDS, "chest"),
  numerator: int(1, 100, 1),
  denominator: int(1, 100, 3),
} as const satisfies SpecFields;

/** An object's kind: a thing (a door, a wall, a chest) or a vehicle (a cart, a boat). */
export const OBJECT_KINDS = ["object", "vehicle"] as const;

export const ACTOR_SPECS = {
  brpCharacter: { ...living },
  brpCreature: { ...living, body: choice(BODY_KINDS, "creature"), hitLocationTable: { kind: "list", of: LOCATION_ROW } },
  /** Objects and vehicles: hit points and armor only, no major wounds (BRP-FVTT-1, BRP-WND-6). */
  brpObject: {
    kind: choice(OBJECT_KINDS, "object"),
    hitPoints: { kind: "object", fields: { value: int(0, 10_000, 10), max: int(1, 10_000, 10) } },
    armor: int(0, 1000, 0),
    /** Metres a round, for a vehicle; 0 for a thing that does not move. */
    move: int(0, 1000, 0),
    side: str(),
    notes: html,
  },
} as const satisfies Record<string, SpecFields>;

/** The actor types with a body (characteristics, skills, wounds): every one but the object. */
export const BRP_LIVING_TYPES = ["brpCharacter", "brpCreature"] as const;

const itemHp = (max: number) => ({ kind: "object", fields: { value: int(0, 1000, max), max: int(0, 1000, max) } }) as const;

export const ITEM_SPECS = {
  brpWeapon: {
    /** Key of the skill item that attacks with it ("sword", "dagger", "bow" …). */
    skill: str("brawl"),
    damage: str("1D3"),
    specialType: choice(SPECIAL_TYPES, "crushing"),
    attackKind: choice(ATTACK_KINDS, "melee"),
    missileSpeed: choice(MISSILE_SPEEDS, "thrown"),
    modifierMode: choice(MODIFIER_MODES, "full"),
    hp: itemHp(10),
    armor: int(0, 100, 0),
    /** Base range in metres; 0 for a weapon that cannot strike at range. */
    range: int(0, 10_000, 0),
    attacksPerRound: int(1, 10, 1),
    /** Lowest d100 roll that malfunctions; 0 for none (BRP-RES-13). */
    malfunction: int(0, 100, 0),
    length: choice(LENGTH_CLASSES, "medium"),
    parries: choice(PARRY_MODES, "normal"),
    /** Whether a blow of this weapon can be parried at all; a sweep or an area weapon's cannot (BRP-PAR-7). */
    parryable: bool(true),
    /** One or both hands to wield it; a two-handed weapon leaves no hand for a shield (BRP-DATA-4). */
    hands: choice(WEAPON_HANDS, "one"),
    /** The wielder keeps hold of a target it entangles (a whip, a lasso; not bolas) and may follow up next round (BRP-SPC-12). */
    entangleControl: bool(false),
    thrown: bool(false),
    /** An impaling weapon bigger than a knife blocks healing while lodged (BRP-SPC-16). */
    largerThanKnife: bool(true),
    equipped: bool(true),
    description: html,
  },
  brpShield: {
    skill: str("shield"),
    size: choice(SHIELD_SIZES, "full"),
    armor: int(0, 100, 8),
    hp: itemHp(12),
    damage: str("1D4"),
    specialType: choice(["knockback", "impaling"] as const, "knockback"),
    equipped: bool(true),
    description: html,
  },
  brpArmor: {
    value: int(0, 100, 1),
    /** Random armor range as a formula ("1D6-1"), used when random armor is on (BRP-OPT-6). */
    randomValue: str(),
    /** Locations covered; empty means the whole body. */
    locations: stringList,
    layerable: bool(false),
    fitsSiz: { kind: "object", fields: { siz: int(0, 1000, 13), range: int(0, 1000, 5) } },
    /** Skill key → percentage penalty (negative), never applied to weapon skills (BRP-ARM-4). */
    skillPenalties: record,
    equipped: bool(true),
    description: html,
  },
  brpPower: {
    skill: str(),
    /** Power points per level. */
    cost: int(0, 100, 1),
    level: int(1, 20, 1),
    instantaneous: bool(true),
    /** Rounds its effect lasts in a fight, from the round it takes effect (BRP-POW-2); 0: all at once. */
    durationRounds: int(0, 1000, 0),
    effect: choice(POWER_EFFECTS, "none"),
    description: html,
  },
  brpWound: {
    source: choice(WOUND_SOURCES, "attack"),
    damage: int(0, 10_000, 1),
    remaining: int(0, 10_000, 1),
    severity: choice(WOUND_SEVERITIES, "minor"),
    /** A humanoid location ("rightLeg" …), a creature's own location key, or "" for none. */
    location: str(),
    /** Combat round of the injury; 0 outside combat. */
    round: int(0, 100_000, 0),
    bleeding: bool(false),
    /** A weapon still lodged in the wound (BRP-SPC-15..17); `weaponId` empty when none. */
    impaled: {
      kind: "object",
      fields: { weaponId: str(), name: str(), formula: str(), damageSoFar: int(0, 10_000, 0), largerThanKnife: bool(true), thrown: bool(false) },
    },
    firstAidBy: stringList,
    /**
     * A hand pressed on the wound in combat (BRP-SPC-3/4): chosen by its owner, held closed after a
     * successful Stamina roll, and the rounds held so far (five stop the bleeding).
     */
    staunch: { kind: "object", fields: { pressed: bool(false), held: bool(false), heldRounds: int(0, 5, 0) } },
    /** Major wound table row rolled for it (0 when none) and whether its loss is permanent. */
    majorWoundRoll: int(0, 100, 0),
    permanent: bool(false),
    description: html,
  },
  brpSkill: {
    /** Stable key weapons and flows look skills up by ("dodge", "firstAid", "sword" …). */
    key: str(),
    category: choice(SKILL_CATEGORIES, "physical"),
    base: int(0, 1000, 0),
    /** A base that follows a characteristic (Dodge: DEX×2); "" for a flat one (BRP-DATA-2). */
    baseRule: choice(SKILL_BASE_RULES, ""),
    value: int(0, 1000, 0),
    description: html,
  },
} as const satisfies Record<string, SpecFields>;

export type BrpActorType = keyof typeof ACTOR_SPECS;
export type BrpItemType = keyof typeof ITEM_SPECS;
export const BRP_ACTOR_TYPES = Object.keys(ACTOR_SPECS) as BrpActorType[];
export const BRP_ITEM_TYPES = Object.keys(ITEM_SPECS) as BrpItemType[];
