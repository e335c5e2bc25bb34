import type { GrappleEffect } from "../rules/special.js";

/**
 * Full literal i18n keys for every value the brp sheets, dialogs and cards show, so the i18n test
 * can find each key by its text. Pure data: no Foundry here.
 */
export const CHARACTERISTIC_LABELS = {
  STR: "FRAY.Brp.Characteristic.STR",
  CON: "FRAY.Brp.Characteristic.CON",
  SIZ: "FRAY.Brp.Characteristic.SIZ",
  INT: "FRAY.Brp.Characteristic.INT",
  POW: "FRAY.Brp.Characteristic.POW",
  DEX: "FRAY.Brp.Characteristic.DEX",
  CHA: "FRAY.Brp.Characteristic.CHA",
} as const;

export const CHARACTERISTIC_ROLL_LABELS = {
  stamina: "FRAY.Brp.Roll.Stamina",
  idea: "FRAY.Brp.Roll.Idea",
  agility: "FRAY.Brp.Roll.Agility",
  luck: "FRAY.Brp.Roll.Luck",
} as const;

export const LEVEL_LABELS = {
  critical: "FRAY.Brp.Level.Critical",
  special: "FRAY.Brp.Level.Special",
  success: "FRAY.Brp.Level.Success",
  failure: "FRAY.Brp.Level.Failure",
  fumble: "FRAY.Brp.Level.Fumble",
} as const;

export const DELIVERED_LABELS = {
  miss: "FRAY.Brp.Delivered.Miss",
  blocked: "FRAY.Brp.Delivered.Blocked",
  success: "FRAY.Brp.Delivered.Success",
  special: "FRAY.Brp.Delivered.Special",
  critical: "FRAY.Brp.Delivered.Critical",
} as const;

export const SPECIAL_LABELS = {
  bleeding: "FRAY.Brp.Special.Bleeding",
  crushing: "FRAY.Brp.Special.Crushing",
  entangling: "FRAY.Brp.Special.Entangling",
  impaling: "FRAY.Brp.Special.Impaling",
  knockback: "FRAY.Brp.Special.Knockback",
} as const;

export const ATTACK_KIND_LABELS = {
  melee: "FRAY.Brp.AttackKind.Melee",
  natural: "FRAY.Brp.AttackKind.Natural",
  thrown: "FRAY.Brp.AttackKind.Thrown",
  missile: "FRAY.Brp.AttackKind.Missile",
} as const;

export const MISSILE_SPEED_LABELS = {
  thrown: "FRAY.Brp.MissileSpeed.Thrown",
  slow: "FRAY.Brp.MissileSpeed.Slow",
  fast: "FRAY.Brp.MissileSpeed.Fast",
} as const;

export const MODIFIER_MODE_LABELS = {
  full: "FRAY.Brp.ModifierMode.Full",
  half: "FRAY.Brp.ModifierMode.Half",
  none: "FRAY.Brp.ModifierMode.None",
} as const;

export const LENGTH_LABELS = {
  missile: "FRAY.Brp.Length.Missile",
  long: "FRAY.Brp.Length.Long",
  medium: "FRAY.Brp.Length.Medium",
  short: "FRAY.Brp.Length.Short",
  unarmed: "FRAY.Brp.Length.Unarmed",
} as const;

export const PARRY_MODE_LABELS = {
  normal: "FRAY.Brp.ParryMode.Normal",
  improvisedTrained: "FRAY.Brp.ParryMode.ImprovisedTrained",
  untrained: "FRAY.Brp.ParryMode.Untrained",
  none: "FRAY.Brp.ParryMode.None",
} as const;

export const SHIELD_SIZE_LABELS = {
  small: "FRAY.Brp.ShieldSize.Small",
  full: "FRAY.Brp.ShieldSize.Full",
  large: "FRAY.Brp.ShieldSize.Large",
} as const;

export const SHIELD_SPECIAL_LABELS = { knockback: SPECIAL_LABELS.knockback, impaling: SPECIAL_LABELS.impaling } as const;

export const WOUND_SOURCE_LABELS = {
  attack: "FRAY.Brp.WoundSource.Attack",
  fall: "FRAY.Brp.WoundSource.Fall",
  fumble: "FRAY.Brp.WoundSource.Fumble",
  bleeding: "FRAY.Brp.WoundSource.Bleeding",
  impaledMovement: "FRAY.Brp.WoundSource.ImpaledMovement",
  other: "FRAY.Brp.WoundSource.Other",
} as const;

export const SEVERITY_LABELS = {
  minor: "FRAY.Brp.Severity.Minor",
  major: "FRAY.Brp.Severity.Major",
  fatal: "FRAY.Brp.Severity.Fatal",
} as const;

export const LOCATION_LABELS = {
  "": "FRAY.Brp.Location.None",
  rightLeg: "FRAY.Brp.Location.RightLeg",
  leftLeg: "FRAY.Brp.Location.LeftLeg",
  abdomen: "FRAY.Brp.Location.Abdomen",
  chest: "FRAY.Brp.Location.Chest",
  rightArm: "FRAY.Brp.Location.RightArm",
  leftArm: "FRAY.Brp.Location.LeftArm",
  head: "FRAY.Brp.Location.Head",
} as const;

/**
 * What a location is called: the localized name of a humanoid location, or the name a creature's
 * own table gives it (found on `body`), or the key itself when neither knows it.
 */
export function locationLabel(key: string, body: readonly { readonly key: string; readonly name: string }[] = []): string {
  const own = body.find((row) => row.key === key && row.name);
  if (own) return own.name;
  return Object.hasOwn(LOCATION_LABELS, key) ? LOCATION_LABELS[key as keyof typeof LOCATION_LABELS] : key;
}

export const LOCATION_KIND_LABELS = {
  leg: "FRAY.Brp.LocationKind.Leg",
  arm: "FRAY.Brp.LocationKind.Arm",
  abdomen: "FRAY.Brp.LocationKind.Abdomen",
  chest: "FRAY.Brp.LocationKind.Chest",
  head: "FRAY.Brp.LocationKind.Head",
} as const;

/** What a location of each kind does once its hit points are gone (BRP-HLOC-4..7), for tooltips. */
export const LOCATION_KIND_HINTS = {
  leg: "FRAY.Brp.LocationKind.LegHint",
  arm: "FRAY.Brp.LocationKind.ArmHint",
  abdomen: "FRAY.Brp.LocationKind.AbdomenHint",
  chest: "FRAY.Brp.LocationKind.ChestHint",
  head: "FRAY.Brp.LocationKind.HeadHint",
} as const;

export const LOCATION_STATE_LABELS = {
  ok: "FRAY.Brp.LocationState.Ok",
  disabled: "FRAY.Brp.LocationState.Disabled",
  incapacitated: "FRAY.Brp.LocationState.Incapacitated",
  severed: "FRAY.Brp.LocationState.Severed",
} as const;

export const BODY_LABELS = {
  character: "FRAY.Brp.Body.Character",
  creature: "FRAY.Brp.Body.Creature",
  object: "FRAY.Brp.Body.Object",
  construct: "FRAY.Brp.Body.Construct",
  immaterial: "FRAY.Brp.Body.Immaterial",
  gelatinous: "FRAY.Brp.Body.Gelatinous",
} as const;

export const SKILL_CATEGORY_LABELS = {
  combat: "FRAY.Brp.SkillCategory.Combat",
  communication: "FRAY.Brp.SkillCategory.Communication",
  manipulation: "FRAY.Brp.SkillCategory.Manipulation",
  mental: "FRAY.Brp.SkillCategory.Mental",
  perception: "FRAY.Brp.SkillCategory.Perception",
  physical: "FRAY.Brp.SkillCategory.Physical",
} as const;

export const POWER_EFFECT_LABELS = {
  none: "FRAY.Brp.PowerEffect.None",
  healing: "FRAY.Brp.PowerEffect.Healing",
} as const;

export const GRADE_LABELS = {
  normal: "FRAY.Brp.Grade.Normal",
  easy: "FRAY.Brp.Grade.Easy",
  difficult: "FRAY.Brp.Grade.Difficult",
  impossible: "FRAY.Brp.Grade.Impossible",
} as const;

export const RANGE_BAND_LABELS = {
  pointBlank: "FRAY.Brp.Range.PointBlank",
  normal: "FRAY.Brp.Range.Normal",
  medium: "FRAY.Brp.Range.Medium",
  long: "FRAY.Brp.Range.Long",
  outOfRange: "FRAY.Brp.Range.OutOfRange",
} as const;

export const DEFENCE_LABELS = {
  parry: "FRAY.Brp.Defence.Parry",
  dodge: "FRAY.Brp.Defence.Dodge",
  none: "FRAY.Brp.Defence.None",
} as const;

export const CONDITION_LABELS: Readonly<Record<string, string>> = {
  prone: "FRAY.Brp.Condition.Prone",
  stunned: "FRAY.Brp.Condition.Stunned",
  entangled: "FRAY.Brp.Condition.Entangled",
  knockedBack: "FRAY.Brp.Condition.KnockedBack",
  fatallyWounded: "FRAY.Brp.Condition.FatallyWounded",
  helpless: "FRAY.Brp.Condition.Helpless",
  staunching: "FRAY.Brp.Condition.Staunching",
  kneeling: "FRAY.Brp.Condition.Kneeling",
  extracting: "FRAY.Brp.Condition.Extracting",
  visionObscured: "FRAY.Brp.Condition.VisionObscured",
};

export const UNCONSCIOUS_LABELS = {
  shock: "FRAY.Brp.Unconscious.Shock",
  lowHitPoints: "FRAY.Brp.Unconscious.LowHitPoints",
  minorWounds: "FRAY.Brp.Unconscious.MinorWounds",
  head: "FRAY.Brp.Unconscious.Head",
  vitalLocation: "FRAY.Brp.Unconscious.VitalLocation",
} as const;

export const FIGHT_LABELS = {
  able: "FRAY.Brp.Fight.Able",
  noShield: "FRAY.Brp.Fight.NoShield",
  oneArm: "FRAY.Brp.Fight.OneArm",
  oneHandedOnly: "FRAY.Brp.Fight.OneHandedOnly",
  unable: "FRAY.Brp.Fight.Unable",
} as const;

export const FUMBLE_TABLE_LABELS = {
  meleeAttack: "FRAY.Brp.FumbleTable.MeleeAttack",
  meleeParry: "FRAY.Brp.FumbleTable.MeleeParry",
  missileAttack: "FRAY.Brp.FumbleTable.MissileAttack",
  natural: "FRAY.Brp.FumbleTable.Natural",
} as const;

/** The weapon skills of the rules' weapon list, by the key weapons store (a closed set for the weapon sheet's select). */
export const WEAPON_SKILL_LABELS = {
  axe: "FRAY.Brp.WeaponSkill.Axe",
  bow: "FRAY.Brp.WeaponSkill.Bow",
  brawl: "FRAY.Brp.WeaponSkill.Brawl",
  broadsword: "FRAY.Brp.WeaponSkill.Broadsword",
  club: "FRAY.Brp.WeaponSkill.Club",
  crossbow: "FRAY.Brp.WeaponSkill.Crossbow",
  dagger: "FRAY.Brp.WeaponSkill.Dagger",
  firearm: "FRAY.Brp.WeaponSkill.Firearm",
  greatsword: "FRAY.Brp.WeaponSkill.Greatsword",
  mace: "FRAY.Brp.WeaponSkill.Mace",
  shield: "FRAY.Brp.WeaponSkill.Shield",
  shortSword: "FRAY.Brp.WeaponSkill.ShortSword",
  sling: "FRAY.Brp.WeaponSkill.Sling",
  spear: "FRAY.Brp.WeaponSkill.Spear",
  staff: "FRAY.Brp.WeaponSkill.Staff",
  throw: "FRAY.Brp.WeaponSkill.Throw",
  whip: "FRAY.Brp.WeaponSkill.Whip",
} as const;

/** Every skill of the standard list (BRP-DATA-2), by key: the choices a skill reference is picked from. */
export const STANDARD_SKILL_LABELS: Readonly<Record<string, string>> = {
  appraise: "FRAY.Brp.SkillName.Appraise",
  art: "FRAY.Brp.SkillName.Art",
  bargain: "FRAY.Brp.SkillName.Bargain",
  brawl: "FRAY.Brp.SkillName.Brawl",
  climb: "FRAY.Brp.SkillName.Climb",
  command: "FRAY.Brp.SkillName.Command",
  craft: "FRAY.Brp.SkillName.Craft",
  demolition: "FRAY.Brp.SkillName.Demolition",
  disguise: "FRAY.Brp.SkillName.Disguise",
  dodge: "FRAY.Brp.SkillName.Dodge",
  drive: "FRAY.Brp.SkillName.Drive",
  etiquette: "FRAY.Brp.SkillName.Etiquette",
  fastTalk: "FRAY.Brp.SkillName.FastTalk",
  fineManipulation: "FRAY.Brp.SkillName.FineManipulation",
  firstAid: "FRAY.Brp.SkillName.FirstAid",
  gaming: "FRAY.Brp.SkillName.Gaming",
  grapple: "FRAY.Brp.SkillName.Grapple",
  heavyMachine: "FRAY.Brp.SkillName.HeavyMachine",
  hide: "FRAY.Brp.SkillName.Hide",
  insight: "FRAY.Brp.SkillName.Insight",
  jump: "FRAY.Brp.SkillName.Jump",
  knowledge: "FRAY.Brp.SkillName.Knowledge",
  languageOwn: "FRAY.Brp.SkillName.LanguageOwn",
  listen: "FRAY.Brp.SkillName.Listen",
  martialArts: "FRAY.Brp.SkillName.MartialArts",
  medicine: "FRAY.Brp.SkillName.Medicine",
  navigate: "FRAY.Brp.SkillName.Navigate",
  perform: "FRAY.Brp.SkillName.Perform",
  persuade: "FRAY.Brp.SkillName.Persuade",
  pilot: "FRAY.Brp.SkillName.Pilot",
  projection: "FRAY.Brp.SkillName.Projection",
  psychotherapy: "FRAY.Brp.SkillName.Psychotherapy",
  repair: "FRAY.Brp.SkillName.Repair",
  research: "FRAY.Brp.SkillName.Research",
  ride: "FRAY.Brp.SkillName.Ride",
  science: "FRAY.Brp.SkillName.Science",
  sense: "FRAY.Brp.SkillName.Sense",
  sleightOfHand: "FRAY.Brp.SkillName.SleightOfHand",
  spot: "FRAY.Brp.SkillName.Spot",
  status: "FRAY.Brp.SkillName.Status",
  stealth: "FRAY.Brp.SkillName.Stealth",
  strategy: "FRAY.Brp.SkillName.Strategy",
  swim: "FRAY.Brp.SkillName.Swim",
  teach: "FRAY.Brp.SkillName.Teach",
  technicalSkill: "FRAY.Brp.SkillName.TechnicalSkill",
  throw: "FRAY.Brp.SkillName.Throw",
  track: "FRAY.Brp.SkillName.Track",
  axe: "FRAY.Brp.SkillName.Axe",
  bow: "FRAY.Brp.SkillName.Bow",
  broadsword: "FRAY.Brp.SkillName.Broadsword",
  club: "FRAY.Brp.SkillName.Club",
  crossbow: "FRAY.Brp.SkillName.Crossbow",
  dagger: "FRAY.Brp.SkillName.Dagger",
  firearm: "FRAY.Brp.SkillName.Firearm",
  greatsword: "FRAY.Brp.SkillName.Greatsword",
  mace: "FRAY.Brp.SkillName.Mace",
  shield: "FRAY.Brp.SkillName.Shield",
  shortSword: "FRAY.Brp.SkillName.ShortSword",
  sling: "FRAY.Brp.SkillName.Sling",
  spear: "FRAY.Brp.SkillName.Spear",
  staff: "FRAY.Brp.SkillName.Staff",
  whip: "FRAY.Brp.SkillName.Whip",
};

/** How a skill's base chance is reached (BRP-DATA-2). */
export const SKILL_BASE_RULE_LABELS = {
  "": "FRAY.Brp.SkillBaseRule.Flat",
  dexTimes2: "FRAY.Brp.SkillBaseRule.DexTimes2",
  intTimes5: "FRAY.Brp.SkillBaseRule.IntTimes5",
  intPlusPow: "FRAY.Brp.SkillBaseRule.IntPlusPow",
} as const;

/** The grapple effects an attacker still holding an entangling weapon may try next round (BRP-SPC-12). */
export const GRAPPLE_LABELS: Readonly<Record<GrappleEffect, string>> = {
  immobilizeLimb: "FRAY.Brp.Grapple.immobilizeLimb",
  immobilizeTarget: "FRAY.Brp.Grapple.immobilizeTarget",
  throwTarget: "FRAY.Brp.Grapple.throwTarget",
  knockdownTarget: "FRAY.Brp.Grapple.knockdownTarget",
  disarmTarget: "FRAY.Brp.Grapple.disarmTarget",
  injureTarget: "FRAY.Brp.Grapple.injureTarget",
  strangleTarget: "FRAY.Brp.Grapple.strangleTarget",
};
