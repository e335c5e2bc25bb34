import { bool, choice, houseValues, html, int, str, type SpecFields } from "../../../core/field-spec.js";
import { NPC_KINDS, OBJECT_TRACK } from "./damage.js";
import { RANGE_BANDS } from "./ranges.js";
import { WEAPON_CUTS } from "./situations.js";
import { STATS } from "./stats.js";
import { ATTACK_NATURES } from "./exchange.js";

/**
 * The shape of every dusk document's `system` data (DB-DATA-1…5, DB-FVTT-1/2), written once as
 * plain data: the data models build their schemas from it and the compendium test checks the YAML
 * sources against it under plain Node.
 */

export const WOUND_TYPES = ["winded", "light", "moderate", "severe", "critical"] as const;
export const ARMOR_SLOTS = ["physical", "ability", "magic"] as const;
export const ARMOR_CATEGORIES = ["light", "medium", "heavy"] as const;
export const CAST_TIMES = ["long", "standard", "bonus", "reaction"] as const;
export const ABILITY_ACTIONS = ["move", "standard", "bonus", "reaction", "passive"] as const;
export const WEAPON_MODES = ["melee", "ranged"] as const;
/** A ranged weapon's farthest band; "" means one band past its range (DB-SIT-6 PROPOSAL). */
export const MAX_RANGES = ["", ...RANGE_BANDS] as const;
export const TRAINED_LEVELS = ["trained", "specialized"] as const;

/** The fields a dusk compendium entry may mark as a house value, with the sheet label of each. */
export const NPC_HOUSE_FIELDS = ["level", "health.max", "armor", "damage"] as const;
export const WEAPON_HOUSE_FIELDS = ["damage"] as const;

const pool = (initial: number) => ({ kind: "object", fields: { value: int(0, 100, initial), max: int(0, 100, initial) } }) as const;
const stringList = { kind: "stringList" } as const;

export const ACTOR_SPECS = {
  duskCharacter: {
    level: int(1, 20, 1),
    pools: { kind: "object", fields: { might: pool(10), speed: pool(10), intellect: pool(10) } },
    effortMax: int(0, 6, 1),
    /** Current health; the maximum is derived from the Pools and wounds (DB-HP-1). */
    health: { kind: "object", fields: { value: int(0, 100, 10) } },
    destiny: int(0, 100, 0),
    /** Set when the character survived a 0-health wound: one health back at its next action (DB-HP-3). */
    regainOnNextAction: bool(false),
    /** Rests taken today (DB-REC-2): "action", "tenMinutes", "oneHour". */
    restsUsed: stringList,
    notes: html,
  },
  duskNpc: {
    kind: choice(NPC_KINDS, "minion"),
    /** NPC level: its target number and set initiative are three times it (DB-INIT-1). */
    level: int(0, 20, 3),
    health: { kind: "object", fields: { value: int(0, 1000, 6), max: int(0, 1000, 6) } },
    armor: int(0, 20, 0),
    damage: int(0, 100, 3),
    /** What its attack works against, which picks the PC's defence stat (DB-CORE-7). */
    nature: choice(ATTACK_NATURES, "physical"),
    /** Elite only: wounds it holds before it is incapacitated (DB-HP-4). */
    woundLimit: int(0, 20, 3),
    notes: html,
    /** Numbers the compendium chose where the rules give none (the seed has no stat blocks). */
    houseValues: houseValues(NPC_HOUSE_FIELDS),
  },
  duskObject: {
    condition: choice(OBJECT_TRACK, "whole"),
    notes: html,
  },
} as const satisfies Record<string, SpecFields>;

export const ITEM_SPECS = {
  duskWeapon: {
    mode: choice(WEAPON_MODES, "melee"),
    damage: int(0, 50, 4),
    stat: choice(STATS, "might"),
    range: choice(RANGE_BANDS, "immediate"),
    maxRange: choice(MAX_RANGES, ""),
    cut: choice(WEAPON_CUTS, "slashing"),
    worksUnderwater: bool(false),
    equipped: bool(true),
    description: html,
    /** The seed gives weapons no damage: the compendium's numbers are marked as Fray's. */
    houseValues: houseValues(WEAPON_HOUSE_FIELDS),
  },
  duskArmor: {
    slot: choice(ARMOR_SLOTS, "physical"),
    category: choice(ARMOR_CATEGORIES, "light"),
    /** Points for ability and magic armor (physical armor takes its category's value). */
    value: int(0, 10, 1),
    equipped: bool(true),
    description: html,
  },
  duskSkill: {
    stat: choice(STATS, "speed"),
    level: choice(TRAINED_LEVELS, "trained"),
    /** The skill is the character's Initiative training (DB-INIT-2). */
    initiative: bool(false),
    description: html,
  },
  duskAbility: {
    stat: choice(STATS, "might"),
    cost: int(0, 30, 0),
    action: choice(ABILITY_ACTIONS, "bonus"),
    /** Free Effort levels the ability gives (DB-EASE-6). */
    freeEffort: int(0, 2, 0),
    description: html,
  },
  duskSpell: {
    stat: choice(STATS, "intellect"),
    cost: int(0, 30, 2),
    castTime: choice(CAST_TIMES, "standard"),
    description: html,
  },
  duskAsset: {
    steps: int(1, 2, 1),
    task: str(),
    description: html,
  },
  duskWound: {
    woundType: choice(WOUND_TYPES, "winded"),
    value: int(0, 8, 1),
    deferred: bool(true),
    description: html,
  },
} as const satisfies Record<string, SpecFields>;

export type DuskActorType = keyof typeof ACTOR_SPECS;
export type DuskItemType = keyof typeof ITEM_SPECS;
export const DUSK_ACTOR_TYPES = Object.keys(ACTOR_SPECS) as DuskActorType[];
export const DUSK_ITEM_TYPES = Object.keys(ITEM_SPECS) as DuskItemType[];
