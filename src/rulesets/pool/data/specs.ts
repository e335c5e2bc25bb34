import { POOL_CONDITIONS } from "../rules/conditions.js";
import { PLAYER_CHARACTER_MARKS } from "../rules/encounter.js";
import { MANEUVERS, type ManeuverKey } from "../rules/maneuvers.js";
import { COVER_LEVELS, WEAPON_CLASSES, type CoverLevel } from "../rules/tables.js";
import { bool, choice, houseValues, html, int, str, type FieldSpec, type SpecFields } from "../../../foundry/data/field-spec.js";

/**
 * The shape of every pool document's `system` data, written once as plain data. The Foundry data
 * models build their schemas from these specs, and the compendium test validates the YAML sources
 * against the same specs under plain Node, so a pack entry can never drift from its model.
 */

// ---------------------------------------------------------------- enumerations

export const SKILL_KEYS = [
  "melee",
  "ranged",
  "athletics",
  "stamina",
  "willpower",
  "persuasion",
  "medicine",
  "pilot",
  "rideTeam",
  "languages",
  "perception",
] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

export const TRACK_KEYS = ["wound", "fatigue", "fear"] as const;
export type LivingTrackKey = (typeof TRACK_KEYS)[number];

export const DAMAGE_TYPES = ["wound", "fatigue"] as const;
export const ATTACK_SKILLS = ["melee", "ranged"] as const;
export const RANGE_CATEGORIES = ["none", "longbow", "shortbow", "javelin", "thrownBlade", "otherObject"] as const;
export const RELOAD_KINDS = ["none", "crossbow", "bow"] as const;
export const ACTION_COSTS = ["free", "partial", "full"] as const;
export const MOUNT_SIZES = ["small", "large"] as const;
export const SHIP_SIZE_KEYS = ["small", "medium", "large"] as const;
export const MOVEMENT_FORMS = ["walk", "fly", "swim"] as const;
export const POISON_STRENGTHS = ["weak", "mild", "strong", "vile"] as const;
export const INJURY_KINDS = ["arm", "leg", "eye", "ear", "openWound", "other"] as const;
export const MANEUVER_KEYS = Object.keys(MANEUVERS) as ManeuverKey[];
export type { ManeuverKey };
export const CONDITION_KEYS = POOL_CONDITIONS;
export const DURATION_KINDS = ["untilOwnerNextTurn", "rounds", "untilRest", "scene", "permanent"] as const;
export const COVER_KEYS: readonly CoverLevel[] = COVER_LEVELS;

// ---------------------------------------------------------------- shared pieces

const track = (max: number) => ({ kind: "object", fields: { value: int(0, 20, 0), max: int(1, 20, max) } }) as const;

const skills = {
  kind: "object",
  fields: Object.fromEntries(SKILL_KEYS.map((key) => [key, int(0, 12, 1)])) as Record<SkillKey, FieldSpec>,
} as const;

/** A temporary state on an actor; `round` and `combatantId` let it expire at the right turn. */
const condition = {
  id: choice(CONDITION_KEYS, "prone"),
  duration: choice(DURATION_KINDS, "permanent"),
  rounds: int(0, 1000, 0),
  ownerId: str(),
  appliedRound: int(0, 100_000, 0),
  data: { kind: "record" },
} as const;

/** The fields a living creature's entry may mark as house values. */
const LIVING_HOUSE_FIELDS = ["speed", "weight", "parry", "armor", "tracks.wound.max", "tracks.fatigue.max", "tracks.fear.max"] as const;

const living = {
  side: str(),
  /** The GM's mark for the initiative tie-break (FC-DATA-1 isPC): "auto" reads player ownership. */
  playerCharacter: choice(PLAYER_CHARACTER_MARKS, "auto"),
  skills,
  /** Skills beyond the standard eleven (FC-DATA-1), by id: `{ name, dice }` (rules/custom-skills.ts). */
  customSkills: { kind: "record" },
  speed: int(0, 200, 10),
  /** Parry from training or nature; shields add theirs on top. */
  parry: int(0, 10, 0),
  /** Armor from hide or nature; worn armor adds on top. */
  armor: int(0, 10, 0),
  weight: int(0, 20_000, 160),
  tracks: { kind: "object", fields: { wound: track(3), fatigue: track(3), fear: track(3) } },
  conditions: { kind: "list", of: condition },
  /** Poison batches this creature has resisted and is immune to (FC-POI-3). */
  poisonImmunities: { kind: "stringList" },
  notes: html,
  houseValues: houseValues(LIVING_HOUSE_FIELDS),
} as const satisfies SpecFields;

const structure = (max: number) => ({ kind: "object", fields: { value: int(0, 100, 0), max: int(1, 100, max) } }) as const;

// ---------------------------------------------------------------- per type

export const ACTOR_SPECS = {
  poolCharacter: { ...living },
  poolNpc: { ...living },
  poolMount: {
    ...living,
    size: choice(MOUNT_SIZES, "large"),
    clawsOrFangs: bool(false),
    trained: bool(true),
    movement: choice(MOVEMENT_FORMS, "walk"),
    riderUuid: str(),
  },
  poolVehicle: {
    side: str(),
    team: {
      kind: "object",
      fields: { size: choice(MOUNT_SIZES, "large"), clawsOrFangs: bool(false), count: int(0, 24, 1), uuids: { kind: "stringList" } },
    },
    capacity: int(0, 200, 2),
    structure: structure(5),
    armor: int(0, 10, 0),
    speed: int(0, 200, 10),
    driverUuid: str(),
    passengerUuids: { kind: "stringList" },
    notes: html,
    houseValues: houseValues(["structure.max", "capacity", "speed", "armor"]),
  },
  poolShip: {
    side: str(),
    size: choice(SHIP_SIZE_KEYS, "small"),
    structure: structure(5),
    armor: int(0, 10, 0),
    speed: int(0, 200, 5),
    hasRam: bool(false),
    capacity: int(0, 2000, 4),
    crew: str(),
    pilotUuid: str(),
    notes: html,
    houseValues: houseValues(["structure.max", "speed", "capacity", "armor"]),
  },
  /** A door, a barricade, a siege engine: Structure and Armor only (FC-DATA-2, FC-FVTT-1). */
  poolObject: {
    structure: structure(5),
    armor: int(0, 10, 0),
    notes: html,
    houseValues: houseValues(["structure.max", "armor"]),
  },
} as const satisfies Record<string, SpecFields>;

export const ITEM_SPECS = {
  poolWeapon: {
    key: str(),
    weaponClass: choice(WEAPON_CLASSES, "light"),
    skill: choice(ATTACK_SKILLS, "melee"),
    rangeCategory: choice(RANGE_CATEGORIES, "none"),
    /** Yards per range increment; 0 for a weapon that cannot strike at range. */
    effectiveRange: int(0, 1000, 0),
    damage: choice(DAMAGE_TYPES, "wound"),
    reload: choice(RELOAD_KINDS, "none"),
    loaded: bool(true),
    strung: bool(true),
    canBash: bool(true),
    readied: bool(true),
    equipped: bool(true),
    coating: { kind: "object", fields: { batchId: str(), strength: choice(["", ...POISON_STRENGTHS], "") } },
    description: html,
    houseValues: houseValues(["effectiveRange"]),
  },
  poolArmor: { armor: int(0, 10, 1), equipped: bool(true), description: html, houseValues: houseValues(["armor"]) },
  poolShield: { parry: int(0, 10, 1), heavy: bool(false), equipped: bool(true), description: html, houseValues: houseValues(["parry"]) },
  poolPoison: {
    strength: choice(POISON_STRENGTHS, "weak"),
    batchId: str(),
    ounces: { kind: "number", min: 0, max: 1000, initial: 1 },
    /** Price of one ounce in silver pieces the GM set; 0 reads the strength's price from the table (FC-POI-1). */
    cost: { kind: "number", min: 0, max: 100_000, initial: 0 },
    description: html,
  },
  poolInjury: {
    kind: choice(INJURY_KINDS, "arm"),
    permanent: bool(false),
    treated: bool(false),
    description: html,
  },
  poolSpell: { actionCost: choice(["partial", "full"], "partial"), description: html },
  poolGear: { quantity: int(0, 10_000, 1), readied: bool(false), description: html },
  /** A maneuver's action cost comes from the rules' table; where the rules are silent it is marked here. */
  poolManeuver: { key: choice(MANEUVER_KEYS, "dodge"), description: html, houseValues: houseValues(["actionCost"]) },
} as const satisfies Record<string, SpecFields>;

export type PoolActorType = keyof typeof ACTOR_SPECS;
export type PoolItemType = keyof typeof ITEM_SPECS;
export const POOL_ACTOR_TYPES = Object.keys(ACTOR_SPECS) as PoolActorType[];
export const POOL_ITEM_TYPES = Object.keys(ITEM_SPECS) as PoolItemType[];
