import { bool, choice, html, int, str, type SpecFields, type StoredOf } from "../../../foundry/data/field-spec.js";
import { HIT_LOCATIONS, SEVERITIES, type HitLocation } from "../rules/index.js";

/**
 * The shape of every flurry document's `system` data, written once as plain data (WC-DATA-1…4,
 * WC-FVTT-1/2). The data models build their schemas from these specs, the sheets and flows read
 * the stored types (`StoredOf`), and the compendium test checks the pack sources against them.
 * Tables the source lost (attribute modifiers, thresholds by mass, paces, impact dice beyond the
 * two surviving rows) are fields the author fills in, never values invented here.
 */

// ---------------------------------------------------------------- enumerations

/** Weapon skills, then the movement and fighting skills the rules roll (WC-DATA-1). */
export const WEAPON_SKILLS = ["sword", "axe", "mace", "spear", "polearm", "dagger", "brawl", "shield", "bow", "crossbow", "thrown"] as const;
export const OTHER_SKILLS = ["tactics", "acrobatics", "jumping", "climbing", "balance"] as const;
export const SKILL_KEYS = [...WEAPON_SKILLS, ...OTHER_SKILLS] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];
export type WeaponSkill = (typeof WEAPON_SKILLS)[number];

export const ATTRIBUTE_KEYS = ["strength", "agility", "dexterity"] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** WC-MOV-3: the paces the lost table named; hexes per round, entered by the author. */
export const PACE_KEYS = ["creep", "walk", "jog", "run", "sprint"] as const;
export type PaceKey = (typeof PACE_KEYS)[number];

/** WC-ZONE-5: how a weapon threatens the hexes around its wielder. */
export const REACH_TYPES = ["swung", "thrust", "polearm", "twoHandedSword"] as const;
export const WOUND_KINDS = ["cut", "puncture"] as const;
export const WOUND_NATURES = ["blunt", "cut", "puncture"] as const;
export const FACING_KINDS = ["side", "vertex"] as const;

// ---------------------------------------------------------------- shared pieces

const attribute = (value: number) => ({ kind: "object", fields: { value: int(-20, 100, value), mod: int(-20, 20, 0) } }) as const;

const skills = {
  kind: "object",
  fields: Object.fromEntries(SKILL_KEYS.map((key) => [key, int(-10, 40, 0)])) as Record<SkillKey, ReturnType<typeof int>>,
} as const;

const paces = {
  kind: "object",
  fields: Object.fromEntries(PACE_KEYS.map((key) => [key, int(0, 200, 0)])) as Record<PaceKey, ReturnType<typeof int>>,
} as const;

/** WC-STR-5: the author's thresholds (the table by mass is lost); the model checks they rise. */
const thresholds = { kind: "object", fields: { impaired: int(0, 10_000, 4), disabled: int(0, 10_000, 8), destroyed: int(0, 10_000, 12) } } as const;

/** One line of the wound record (WC-WND-3): where, how bad, blunt or penetrating, and the shock value (0: none given). */
const wound = { location: choice(HIT_LOCATIONS, "chest"), severity: choice(SEVERITIES, "light"), nature: choice(WOUND_NATURES, "blunt"), shockValue: int(0, 1000, 0) } as const;

/** Which locations an armour piece covers, one box each. */
const covers = {
  kind: "object",
  fields: Object.fromEntries(HIT_LOCATIONS.map((location) => [location, bool(false)])) as Record<HitLocation, ReturnType<typeof bool>>,
} as const;

const combatant = {
  /** WC-GLOS-1: Fighter rank, added to Defense and initiative; actions per flurry follow from it. */
  fighterRank: int(0, 100, 3),
  /** WC-ATK-7: the attribute-modifier table is lost, so the modifier is stored beside the value. */
  attributes: { kind: "object", fields: { strength: attribute(10), agility: attribute(10), dexterity: attribute(10) } },
  /** WC-MAN-6 (PROPOSAL): the modifier that resists Shock. */
  shockMod: int(-20, 20, 0),
  /** Mass in kilograms: the author's basis for thresholds and innate resistance. */
  mass: int(0, 1_000_000, 75),
  /** WC-STR-3: innate resistance (typically from Size), added to armour absorption. */
  innateResistance: int(0, 1000, 0),
  thresholds,
  skills,
  /** WC-MOV-3: hexes per round at each pace. */
  paces,
  /** WC-MOV-1: movement points per round on foot. */
  movementRate: int(0, 200, 6),
  /** WC-FACE-1/3: the hex side (0–5) or vertex the fighter faces; the token's rotation follows it. */
  facing: { kind: "object", fields: { kind: choice(FACING_KINDS, "side"), index: int(0, 5, 0) } },
  wounds: { kind: "list", of: wound },
  notes: html,
} as const satisfies SpecFields;

/** A creature's own body part over a standard location: its name and thresholds (WC-FVTT-1). */
const creatureLocation = { location: choice(HIT_LOCATIONS, "chest"), name: str(), impaired: int(0, 10_000, 4), disabled: int(0, 10_000, 8), destroyed: int(0, 10_000, 12) } as const;

// ---------------------------------------------------------------- per type

export const ACTOR_SPECS = {
  flurryFighter: { ...combatant },
  flurryCreature: { ...combatant, locations: { kind: "list", of: creatureLocation } },
} as const satisfies Record<string, SpecFields>;

export const ITEM_SPECS = {
  flurryWeapon: {
    skill: choice(WEAPON_SKILLS, "sword"),
    /** WC-GLOS-4: added to the wielder's Strength to give the Impact Cap. */
    impactModifier: int(-50, 100, 0),
    /**
     * WC-STR-2 / WC-FVTT-7: this weapon's impact dice ("1d6", "2d4", "3"), entered where the
     * surviving table rows do not reach its Impact Cap; empty to use the table.
     */
    impactDice: str(),
    /** WC-GLOS-3: subtracted from the armour's penetration threshold. */
    penetration: int(-20, 100, 0),
    /** WC-WND-2: how a penetrating blow of this weapon wounds. */
    wounds: choice(WOUND_KINDS, "cut"),
    /** WC-ZONE-1…5: reach in hexes (0 for none) and how the weapon threatens them. */
    range: int(0, 3, 1),
    reach: choice(REACH_TYPES, "swung"),
    /** WC-DATA-2: the critical range is recorded, not automated (the source gives no procedure). */
    criticalRange: int(0, 20, 0),
    /** WC-RNG-1: a missile weapon's base range in hexes (0 for a hand weapon). */
    missileRange: int(0, 10_000, 0),
    /** WC-RNG-8: loading takes a Full action (one shot a round). */
    needsLoad: bool(false),
    hands: int(1, 2, 1),
    equipped: bool(true),
    description: html,
  },
  flurryArmor: {
    /** WC-GLOS-8: impact the piece absorbs. */
    absorption: int(0, 100, 2),
    /** WC-GLOS-2: effective impact above this penetrates. */
    penetrationThreshold: int(-20, 100, 3),
    /** WC-ATK-5: Defense added when a blow lands where the piece covers. */
    defenseBonus: int(0, 20, 0),
    covers,
    equipped: bool(true),
    description: html,
  },
  flurryShield: {
    /** WC-ATK-5: Defense the shield adds to the locations it covers. */
    defenseBonus: int(0, 20, 1),
    absorption: int(0, 100, 3),
    penetrationThreshold: int(-20, 100, 4),
    covers,
    equipped: bool(true),
    description: html,
  },
} as const satisfies Record<string, SpecFields>;

export type FlurryActorType = keyof typeof ACTOR_SPECS;
export type FlurryItemType = keyof typeof ITEM_SPECS;
export const FLURRY_ACTOR_TYPES = Object.keys(ACTOR_SPECS) as FlurryActorType[];
export const FLURRY_ITEM_TYPES = Object.keys(ITEM_SPECS) as FlurryItemType[];

export type FighterSystem = StoredOf<typeof ACTOR_SPECS.flurryFighter> & Partial<Pick<StoredOf<typeof ACTOR_SPECS.flurryCreature>, "locations">>;
export type WeaponSystem = StoredOf<typeof ITEM_SPECS.flurryWeapon>;
export type ArmorSystem = StoredOf<typeof ITEM_SPECS.flurryArmor>;
export type ShieldSystem = StoredOf<typeof ITEM_SPECS.flurryShield>;
export type WoundRecord = FighterSystem["wounds"][number];
