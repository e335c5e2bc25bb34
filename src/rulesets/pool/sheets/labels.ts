/**
 * Full literal i18n keys for every value the pool sheets and cards show, so the i18n test can find
 * each key by its text. Pure data: no Foundry here.
 */
export const SKILL_LABELS = {
  melee: "FRAY.Pool.Skill.Melee",
  ranged: "FRAY.Pool.Skill.Ranged",
  athletics: "FRAY.Pool.Skill.Athletics",
  stamina: "FRAY.Pool.Skill.Stamina",
  willpower: "FRAY.Pool.Skill.Willpower",
  persuasion: "FRAY.Pool.Skill.Persuasion",
  medicine: "FRAY.Pool.Skill.Medicine",
  pilot: "FRAY.Pool.Skill.Pilot",
  rideTeam: "FRAY.Pool.Skill.RideTeam",
  languages: "FRAY.Pool.Skill.Languages",
  perception: "FRAY.Pool.Skill.Perception",
} as const;

export const TRACK_LABELS = {
  wound: "FRAY.Pool.Track.Wound",
  fatigue: "FRAY.Pool.Track.Fatigue",
  fear: "FRAY.Pool.Track.Fear",
  structure: "FRAY.Pool.Track.Structure",
} as const;

/** What the box past the last one means, per track. */
export const TERMINAL_LABELS = {
  wound: "FRAY.Pool.Terminal.Dead",
  fatigue: "FRAY.Pool.Terminal.Unconscious",
  fear: "FRAY.Pool.Terminal.Fled",
  structure: "FRAY.Pool.Terminal.Destroyed",
} as const;

export const WEAPON_CLASS_LABELS = {
  unarmed: "FRAY.Pool.WeaponClass.Unarmed",
  improvised: "FRAY.Pool.WeaponClass.Improvised",
  light: "FRAY.Pool.WeaponClass.Light",
  medium: "FRAY.Pool.WeaponClass.Medium",
  heavy: "FRAY.Pool.WeaponClass.Heavy",
} as const;

export const ATTACK_SKILL_LABELS = { melee: "FRAY.Pool.Skill.Melee", ranged: "FRAY.Pool.Skill.Ranged" } as const;

export const DAMAGE_LABELS = { wound: "FRAY.Pool.Track.Wound", fatigue: "FRAY.Pool.Track.Fatigue" } as const;

export const RANGE_CATEGORY_LABELS = {
  none: "FRAY.Pool.RangeCategory.None",
  longbow: "FRAY.Pool.RangeCategory.Longbow",
  shortbow: "FRAY.Pool.RangeCategory.Shortbow",
  javelin: "FRAY.Pool.RangeCategory.Javelin",
  thrownBlade: "FRAY.Pool.RangeCategory.ThrownBlade",
  otherObject: "FRAY.Pool.RangeCategory.OtherObject",
} as const;

export const RELOAD_LABELS = {
  none: "FRAY.Pool.Reload.None",
  crossbow: "FRAY.Pool.Reload.Crossbow",
  bow: "FRAY.Pool.Reload.Bow",
} as const;

export const COVER_LABELS = {
  none: "FRAY.Pool.Cover.None",
  quarter: "FRAY.Pool.Cover.Quarter",
  half: "FRAY.Pool.Cover.Half",
  threeQuarters: "FRAY.Pool.Cover.ThreeQuarters",
  full: "FRAY.Pool.Cover.Full",
} as const;

export const MANEUVER_LABELS = {
  bash: "FRAY.Pool.Maneuver.Bash",
  charge: "FRAY.Pool.Maneuver.Charge",
  coupDeGrace: "FRAY.Pool.Maneuver.CoupDeGrace",
  disarm: "FRAY.Pool.Maneuver.Disarm",
  dodge: "FRAY.Pool.Maneuver.Dodge",
  feint: "FRAY.Pool.Maneuver.Feint",
  focused: "FRAY.Pool.Maneuver.Focused",
  grapple: "FRAY.Pool.Maneuver.Grapple",
  breakGrapple: "FRAY.Pool.Maneuver.BreakGrapple",
  grappleCrush: "FRAY.Pool.Maneuver.GrappleCrush",
  improvised: "FRAY.Pool.Maneuver.Improvised",
  unarmed: "FRAY.Pool.Maneuver.Unarmed",
} as const;

export const ACTION_LABELS = {
  free: "FRAY.Pool.Action.Free",
  partial: "FRAY.Pool.Action.Partial",
  full: "FRAY.Pool.Action.Full",
} as const;

export const CONDITION_LABELS = {
  prone: "FRAY.Pool.Condition.Prone",
  grappled: "FRAY.Pool.Condition.Grappled",
  grappling: "FRAY.Pool.Condition.Grappling",
  dodging: "FRAY.Pool.Condition.Dodging",
  feinted: "FRAY.Pool.Condition.Feinted",
  disarmed: "FRAY.Pool.Condition.Disarmed",
  incapacitated: "FRAY.Pool.Condition.Incapacitated",
  pinned: "FRAY.Pool.Condition.Pinned",
  immobile: "FRAY.Pool.Condition.Immobile",
  unconscious: "FRAY.Pool.Condition.Unconscious",
  fleeing: "FRAY.Pool.Condition.Fleeing",
  dead: "FRAY.Pool.Condition.Dead",
  poisonedDying: "FRAY.Pool.Condition.PoisonedDying",
} as const;

export const DURATION_LABELS = {
  untilOwnerNextTurn: "FRAY.Pool.Duration.UntilOwnerNextTurn",
  rounds: "FRAY.Pool.Duration.Rounds",
  untilRest: "FRAY.Pool.Duration.UntilRest",
  scene: "FRAY.Pool.Duration.Scene",
  permanent: "FRAY.Pool.Duration.Permanent",
} as const;

export const INJURY_LABELS = {
  arm: "FRAY.Pool.Injury.Arm",
  leg: "FRAY.Pool.Injury.Leg",
  eye: "FRAY.Pool.Injury.Eye",
  ear: "FRAY.Pool.Injury.Ear",
  openWound: "FRAY.Pool.Injury.OpenWound",
  other: "FRAY.Pool.Injury.Other",
} as const;

export const POISON_LABELS = {
  weak: "FRAY.Pool.Poison.Weak",
  mild: "FRAY.Pool.Poison.Mild",
  strong: "FRAY.Pool.Poison.Strong",
  vile: "FRAY.Pool.Poison.Vile",
} as const;

export const MOUNT_SIZE_LABELS = { small: "FRAY.Pool.Size.Small", large: "FRAY.Pool.Size.Large" } as const;
export const SHIP_SIZE_LABELS = { small: "FRAY.Pool.Size.Small", medium: "FRAY.Pool.Size.Medium", large: "FRAY.Pool.Size.Large" } as const;
export const PLAYER_CHARACTER_LABELS = { auto: "FRAY.Pool.PlayerCharacter.Auto", yes: "FRAY.Pool.PlayerCharacter.Yes", no: "FRAY.Pool.PlayerCharacter.No" } as const;
export const MOVEMENT_LABELS = { walk: "FRAY.Pool.Movement.Walk", fly: "FRAY.Pool.Movement.Fly", swim: "FRAY.Pool.Movement.Swim" } as const;

export const DIFFICULTY_LABELS = {
  1: "FRAY.Pool.Difficulty.Easy",
  2: "FRAY.Pool.Difficulty.Moderate",
  3: "FRAY.Pool.Difficulty.Difficult",
} as const;

/** Pool breakdown sources (see the rules' PoolModifierSource). */
export const POOL_SOURCE_LABELS = {
  skill: "FRAY.Pool.Source.Skill",
  weapon: "FRAY.Pool.Source.Weapon",
  maneuver: "FRAY.Pool.Source.Maneuver",
  cover: "FRAY.Pool.Source.Cover",
  range: "FRAY.Pool.Source.Range",
  tracks: "FRAY.Pool.Source.Tracks",
  injury: "FRAY.Pool.Source.Injury",
  poison: "FRAY.Pool.Source.Poison",
  mount: "FRAY.Pool.Source.Mount",
  ship: "FRAY.Pool.Source.Ship",
  parryDice: "FRAY.Pool.Source.ParryDice",
  defenseDice: "FRAY.Pool.Source.DefenseDice",
  extra: "FRAY.Pool.Source.Extra",
} as const;

export const DIE_OUTCOME_LABELS = {
  success: "FRAY.Pool.Die.Success",
  cancelledByParry: "FRAY.Pool.Die.CancelledByParry",
  cancelledByArmor: "FRAY.Pool.Die.CancelledByArmor",
  failure: "FRAY.Pool.Die.Failure",
} as const;

export const PARRY_LOSS_LABELS = {
  ranged: "FRAY.Pool.ParryLoss.Ranged",
  feinted: "FRAY.Pool.ParryLoss.Feinted",
  grappled: "FRAY.Pool.ParryLoss.Grappled",
  helpless: "FRAY.Pool.ParryLoss.Helpless",
} as const;

/** Labels of the parts a sheet tooltip breaks a derived number into (see data/state.ts ContributionSource). */
export const CONTRIBUTION_LABELS = {
  skill: "FRAY.Pool.Source.Skill",
  weapon: "FRAY.Pool.Source.Weapon",
  wound: "FRAY.Pool.Track.Wound",
  fatigue: "FRAY.Pool.Track.Fatigue",
  fear: "FRAY.Pool.Track.Fear",
  poison: "FRAY.Pool.Source.Poison",
  injury: "FRAY.Pool.Source.Injury",
  base: "FRAY.Pool.Breakdown.Base",
  shield: "FRAY.Pool.Breakdown.Shield",
  armor: "FRAY.Pool.Breakdown.Armor",
  dodge: "FRAY.Pool.Maneuver.Dodge",
  legInjury: "FRAY.Pool.Breakdown.LegInjury",
  poisonHalved: "FRAY.Pool.Breakdown.PoisonHalved",
  held: "FRAY.Pool.Breakdown.Held",
} as const;

/** Choices for selects, as value → i18n key (selectOptions localizes them). */
export function choicesOf<K extends string>(labels: Readonly<Record<K, string>>, keys?: readonly K[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys ?? (Object.keys(labels) as K[])) out[key] = labels[key];
  return out;
}

/** The name of each field a pool entry may mark as a house value (see `houseValues` in the specs). */
export const HOUSE_FIELD_LABELS = {
  armor: "FRAY.Pool.Stat.Armor",
  parry: "FRAY.Pool.Stat.Parry",
  speed: "FRAY.Pool.Field.BaseSpeed",
  weight: "FRAY.Pool.Field.Weight",
  "tracks.wound.max": "FRAY.Pool.Track.Wound",
  "tracks.fatigue.max": "FRAY.Pool.Track.Fatigue",
  "tracks.fear.max": "FRAY.Pool.Track.Fear",
  "structure.max": "FRAY.Pool.Field.StructureMax",
  capacity: "FRAY.Pool.Field.Capacity",
  effectiveRange: "FRAY.Pool.Field.EffectiveRange",
  actionCost: "FRAY.Pool.Field.ActionCost",
} as const;
