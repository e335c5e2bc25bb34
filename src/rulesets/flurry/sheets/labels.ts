import type { HitLocation, LimbState, Mobility, ReachType, Severity } from "../rules/index.js";
import type { AttributeKey, FlurryItemType, PaceKey, SkillKey } from "../data/specs.js";
import type { DefenceRow, WeaponImpact } from "../data/state.js";

/** i18n keys of every closed set flurry shows (full literals, so the language-file check finds them). */

export const LOCATION_LABELS: Readonly<Record<HitLocation, string>> = {
  head: "FRAY.Flurry.Location.Head",
  chest: "FRAY.Flurry.Location.Chest",
  belly: "FRAY.Flurry.Location.Belly",
  leftArm: "FRAY.Flurry.Location.LeftArm",
  rightArm: "FRAY.Flurry.Location.RightArm",
  leftLeg: "FRAY.Flurry.Location.LeftLeg",
  rightLeg: "FRAY.Flurry.Location.RightLeg",
};

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  light: "FRAY.Flurry.Severity.Light",
  serious: "FRAY.Flurry.Severity.Serious",
  critical: "FRAY.Flurry.Severity.Critical",
  mortal: "FRAY.Flurry.Severity.Mortal",
};

export const NATURE_LABELS = { blunt: "FRAY.Flurry.Nature.Blunt", cut: "FRAY.Flurry.Nature.Cut", puncture: "FRAY.Flurry.Nature.Puncture" } as const;

export const ATTRIBUTE_LABELS: Readonly<Record<AttributeKey, string>> = {
  strength: "FRAY.Flurry.Attribute.Strength",
  agility: "FRAY.Flurry.Attribute.Agility",
  dexterity: "FRAY.Flurry.Attribute.Dexterity",
};

export const SKILL_LABELS: Readonly<Record<SkillKey, string>> = {
  sword: "FRAY.Flurry.Skill.Sword",
  axe: "FRAY.Flurry.Skill.Axe",
  mace: "FRAY.Flurry.Skill.Mace",
  spear: "FRAY.Flurry.Skill.Spear",
  polearm: "FRAY.Flurry.Skill.Polearm",
  dagger: "FRAY.Flurry.Skill.Dagger",
  brawl: "FRAY.Flurry.Skill.Brawl",
  shield: "FRAY.Flurry.Skill.Shield",
  bow: "FRAY.Flurry.Skill.Bow",
  crossbow: "FRAY.Flurry.Skill.Crossbow",
  thrown: "FRAY.Flurry.Skill.Thrown",
  tactics: "FRAY.Flurry.Skill.Tactics",
  acrobatics: "FRAY.Flurry.Skill.Acrobatics",
  jumping: "FRAY.Flurry.Skill.Jumping",
  climbing: "FRAY.Flurry.Skill.Climbing",
  balance: "FRAY.Flurry.Skill.Balance",
};

export const PACE_LABELS: Readonly<Record<PaceKey, string>> = {
  creep: "FRAY.Flurry.Pace.Creep",
  walk: "FRAY.Flurry.Pace.Walk",
  jog: "FRAY.Flurry.Pace.Jog",
  run: "FRAY.Flurry.Pace.Run",
  sprint: "FRAY.Flurry.Pace.Sprint",
};

export const REACH_LABELS: Readonly<Record<ReachType, string>> = {
  swung: "FRAY.Flurry.Reach.Swung",
  thrust: "FRAY.Flurry.Reach.Thrust",
  polearm: "FRAY.Flurry.Reach.Polearm",
  twoHandedSword: "FRAY.Flurry.Reach.TwoHandedSword",
};

export const WOUND_KIND_LABELS = { cut: "FRAY.Flurry.Nature.Cut", puncture: "FRAY.Flurry.Nature.Puncture" } as const;

/** Each Defense variant's name and the tooltip saying when it applies and how it is reached. */
export const DEFENCE_LABELS: Readonly<Record<DefenceRow["key"], { readonly label: string; readonly hint: string }>> = {
  front: { label: "FRAY.Flurry.Defence.Front", hint: "FRAY.Flurry.Defence.FrontHint" },
  flank: { label: "FRAY.Flurry.Defence.Flank", hint: "FRAY.Flurry.Defence.FlankHint" },
  rear: { label: "FRAY.Flurry.Defence.Rear", hint: "FRAY.Flurry.Defence.RearHint" },
  stunned: { label: "FRAY.Flurry.Defence.Stunned", hint: "FRAY.Flurry.Defence.StunnedHint" },
  fallen: { label: "FRAY.Flurry.Defence.Fallen", hint: "FRAY.Flurry.Defence.FallenHint" },
  helpless: { label: "FRAY.Flurry.Defence.Helpless", hint: "FRAY.Flurry.Defence.HelplessHint" },
};

export const LIMB_STATE_LABELS: Readonly<Record<LimbState, string>> = {
  ok: "FRAY.Flurry.Limb.Ok",
  impaired: "FRAY.Flurry.Limb.Impaired",
  disabled: "FRAY.Flurry.Limb.Disabled",
};

export const MOBILITY_LABELS: Readonly<Record<Mobility, string>> = {
  normal: "FRAY.Flurry.Mobility.Normal",
  half: "FRAY.Flurry.Mobility.Half",
  crawl: "FRAY.Flurry.Mobility.Crawl",
  immobile: "FRAY.Flurry.Mobility.Immobile",
};

export const IMPACT_SOURCE_LABELS: Readonly<Record<WeaponImpact["source"], string>> = {
  weapon: "FRAY.Flurry.ImpactSource.Weapon",
  seed: "FRAY.Flurry.ImpactSource.Seed",
  placeholder: "FRAY.Flurry.ImpactSource.Placeholder",
  missing: "FRAY.Flurry.ImpactSource.Missing",
};

export const ITEM_TYPE_LABELS: Readonly<Record<FlurryItemType, string>> = {
  flurryWeapon: "TYPES.Item.flurryWeapon",
  flurryArmor: "TYPES.Item.flurryArmor",
  flurryShield: "TYPES.Item.flurryShield",
};
