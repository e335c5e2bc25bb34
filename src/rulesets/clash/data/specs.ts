import { bool, choice, html, int, str, type SpecFields } from "../../../foundry/data/field-spec.js";
import { MAX_AP, MAX_SKILL } from "../rules/index.js";

/**
 * The shape of every clash document's `system` data, written once as plain data (DL-DATA-1/2,
 * DL-FVTT-1/2). The data models build their schemas from these specs and the compendium test
 * checks the YAML sources against the same specs under plain Node.
 */

const stringList = { kind: "stringList" } as const;

// ---------------------------------------------------------------- enumerations

/**
 * The skills every combatant has, in percent (DL-DATA-1): combat skills, magic, the evade skill
 * and Willpower, plus Endurance for maneuvers resisted by toughness. Actions and follow-up rolls
 * name skills by these keys.
 */
export const SKILL_KEYS = ["melee", "ranged", "brawl", "evade", "magic", "willpower", "endurance"] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

/** Where an action takes its skill and damage from (DL-AP-4). */
export const ACTION_SOURCES = ["weapon", "spell", "skill"] as const;
export type ActionSource = (typeof ACTION_SOURCES)[number];
export const ACTION_KINDS = ["proactive", "reactive"] as const;

/** Armor or a shield: both are a flat reduction (DL-CLASH-5); shields are listed apart on the sheet. */
export const ARMOR_KINDS = ["armor", "shield"] as const;

/** Status a maneuver leaves on its target when it lands ("" for none). */
export const MANEUVER_STATUSES = ["", "prone", "stunned", "disarmed", "bleeding", "pinned", "blinded", "poisoned"] as const;
export type ManeuverStatus = (typeof MANEUVER_STATUSES)[number];

/** A follow-up roll's skill ("" for a maneuver without one). */
export const FOLLOW_UP_SKILLS = ["", ...SKILL_KEYS] as const;

// ---------------------------------------------------------------- shared pieces

const pool = (initial: number, max: number) => ({ kind: "object", fields: { value: int(0, max, initial), max: int(0, max, initial) } }) as const;

const skills = {
  kind: "object",
  fields: Object.fromEntries(SKILL_KEYS.map((key) => [key, int(0, MAX_SKILL, key === "magic" ? 0 : 30)])) as Record<SkillKey, ReturnType<typeof int>>,
} as const;

const combatant = {
  skills,
  /** DL-AP-3: action points per round; refilled at each round's start. */
  ap: pool(2, MAX_AP),
  /** DL-LUCK-5: luck points; the GM refills them (the source gives no rate). */
  luck: pool(2, 99),
  /** DL-CLASH-5 proposal: generic hit points. */
  hp: pool(12, 10_000),
  /** Hide, scales or magic: flat protection added to worn armor. */
  naturalArmor: int(0, 100, 0),
  /** Added to the initiative roll (DL-FVTT-3). */
  initiativeBonus: int(-99, 99, 0),
  notes: html,
} as const satisfies SpecFields;

// ---------------------------------------------------------------- per type

export const ACTOR_SPECS = {
  clashCharacter: { ...combatant },
  /** Creatures have the same numbers; their natural maneuvers are maneuver items marked natural. */
  clashCreature: { ...combatant, ap: pool(2, MAX_AP), luck: pool(0, 99) },
} as const satisfies Record<string, SpecFields>;

export const ITEM_SPECS = {
  clashWeapon: {
    skill: choice(SKILL_KEYS, "melee"),
    /** Damage formula rolled when its wielder hits (DL-CLASH-5). */
    damage: str("1d6"),
    /** Tags that open combat maneuvers needing them ("edged", "blunt", "tail" …) (DL-DATA-2). */
    tags: stringList,
    /** Effective range in metres; 0 for a hand weapon. */
    range: int(0, 10_000, 0),
    equipped: bool(true),
    description: html,
  },
  clashArmor: {
    kind: choice(ARMOR_KINDS, "armor"),
    protection: int(0, 100, 1),
    equipped: bool(true),
    description: html,
  },
  clashSpell: {
    skill: choice(SKILL_KEYS, "magic"),
    /** Damage formula; empty for a spell that harms nobody. */
    damage: str(),
    /** What casting costs beyond the action point, as the GM rules it (shown, not enforced). */
    cost: int(0, 100, 0),
    tags: stringList,
    description: html,
  },
  clashAction: {
    /** Stable key the flows know the action by ("attack", "evade" …). */
    key: str(),
    kind: choice(ACTION_KINDS, "proactive"),
    source: choice(ACTION_SOURCES, "weapon"),
    /** The skill rolled when `source` is "skill". */
    skill: choice(SKILL_KEYS, "evade"),
    /** DL-CLASH-6: false for evading or countering, whose "hit" only negates the attack. */
    dealsDamage: bool(true),
    description: html,
  },
  clashManeuver: {
    /** Tag the winner's weapon or spell must carry; empty for a maneuver anyone may use (DL-CM-3). */
    requires: str(),
    /** May be picked more than once in one clash. */
    stackable: bool(false),
    /** A creature's own maneuver (tail whip, trample …) rather than a trained one. */
    natural: bool(false),
    /** DL-CM-2: the skill the target resists with against the winner's roll; empty for none. */
    followUp: choice(FOLLOW_UP_SKILLS, ""),
    /** Status the target takes when the maneuver lands. */
    status: choice(MANEUVER_STATUSES, ""),
    description: html,
  },
} as const satisfies Record<string, SpecFields>;

export type ClashActorType = keyof typeof ACTOR_SPECS;
export type ClashItemType = keyof typeof ITEM_SPECS;
export const CLASH_ACTOR_TYPES = Object.keys(ACTOR_SPECS) as ClashActorType[];
export const CLASH_ITEM_TYPES = Object.keys(ITEM_SPECS) as ClashItemType[];
