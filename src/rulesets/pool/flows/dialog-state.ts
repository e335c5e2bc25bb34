import { RulesError } from "../../../core/errors.js";
import { entries } from "../../../core/distribution.js";
import { planAttack, type AttackManeuver, type AttackPlan, type AttackProfile } from "../rules/attack.js";
import type { AttackDefense } from "../rules/defense.js";
import { attackOdds, checkChance } from "../rules/odds.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import { buildPool, type PoolBreakdown, type PoolModifier } from "../rules/pool.js";
import { improvisedRange, rangePenalty } from "../rules/range.js";
import type { AttackSkill, CoverLevel } from "../rules/tables.js";
import type { WeaponSystem } from "../data/state.js";
import { breakdownView } from "./cards.js";
import { COVER_LABELS, DIFFICULTY_LABELS, MANEUVER_LABELS, PARRY_LOSS_LABELS, SKILL_LABELS } from "../sheets/labels.js";

/**
 * The roll dialog's state as pure functions: from what the player picked to the pool, the legal
 * check and the exact odds the dialog shows live. The Foundry dialog calls these on every change.
 */

export interface AttackChoices {
  readonly profile: AttackProfile;
  readonly maneuver: AttackManeuver;
  readonly cover: CoverLevel;
  /** Yards to the target (measured from the tokens); 0 when adjacent or unknown. */
  readonly distance: number;
  readonly extraDice: number;
  /** Throw a melee weapon that has a range category (dagger, hand ax, spear). */
  readonly thrown: boolean;
}

export interface AttackDialogInput {
  readonly skills: Readonly<Record<AttackSkill, number>>;
  /** Standing penalties per attack skill (tracks, poison, injuries), zero or negative. */
  readonly penalties: Readonly<Record<AttackSkill, number>>;
  /** The weapon, or null for an unarmed attack. */
  readonly weapon: Pick<WeaponSystem, "weaponClass" | "skill" | "effectiveRange" | "damage" | "canBash"> | null;
  /** The first target's defense against each skill, when there is a target. */
  readonly defense: Readonly<Record<AttackSkill, AttackDefense>> | null;
}

export interface AttackDialogState {
  readonly skill: AttackSkill;
  readonly plan: AttackPlan | null;
  readonly rangeDice: number;
  readonly increment: number;
  /** i18n key of the reason the attack is not allowed, if it is not. */
  readonly error: string | null;
}

export function attackSkillOf(input: Pick<AttackDialogInput, "weapon">, choices: Pick<AttackChoices, "profile" | "thrown">): AttackSkill {
  if (choices.profile === "unarmed" || choices.profile === "bash") return "melee";
  if (choices.thrown) return "ranged";
  return input.weapon?.skill ?? "melee";
}

export function attackDialogState(input: AttackDialogInput, choices: AttackChoices, options: PoolOptions = DEFAULT_POOL_OPTIONS): AttackDialogState {
  const skill = attackSkillOf(input, choices);
  const profile: AttackProfile = input.weapon === null && choices.profile === "weapon" ? "unarmed" : choices.profile;
  const increment = profile === "improvised" && skill === "ranged" ? improvisedRange(input.skills.ranged) : (input.weapon?.effectiveRange ?? 0);
  const rangeDice = skill === "ranged" && increment > 0 && choices.distance > 0 ? rangePenalty(choices.distance, increment, options) : 0;
  try {
    const plan = planAttack(
      {
        skill,
        skillDice: input.skills[skill],
        ...(input.weapon ? { weaponClass: input.weapon.weaponClass, weaponDamage: input.weapon.damage, canBash: input.weapon.canBash } : {}),
        profile,
        maneuver: choices.maneuver,
        cover: choices.cover,
        rangeDice,
        trackPenalty: input.penalties[skill],
        extraDice: choices.extraDice,
      },
      options,
    );
    return { skill, plan, rangeDice, increment, error: null };
  } catch (error) {
    if (error instanceof RulesError) return { skill, plan: null, rangeDice, increment, error: error.i18nKey };
    throw error;
  }
}

function oddsRows(distribution: { readonly min: number; readonly p: Float64Array }) {
  const list = entries(distribution);
  const top = Math.max(...list.map(([, p]) => p), 0);
  return list.map(([value, p]) => ({ value, percent: 100 * p, width: top > 0 ? Math.round((100 * p) / top) : 0 }));
}

/** The odds part of the dialog for an attack: damage distribution against the first target. */
export function attackOddsContext(state: AttackDialogState, defense: AttackDefense | null) {
  if (!state.plan) return { kind: "attack", error: state.error ?? "FRAY.Pool.Error.IllegalAttack", breakdown: [], rolled: 0 };
  const d = defense ?? { parry: 0, armor: 0, parryApplies: false };
  const odds = attackOdds({ pool: state.plan.pool.rolled, parry: d.parry, armor: d.armor, parryApplies: d.parryApplies });
  return {
    kind: "attack",
    error: null,
    breakdown: breakdownView(state.plan.pool.parts),
    rolled: state.plan.pool.rolled,
    rows: oddsRows(odds.distribution),
    expected: odds.expectedDamage,
    atLeastOne: 100 * odds.atLeastOne,
    parry: d.parryApplies ? d.parry : 0,
    armor: d.armor,
    defenseNote: defense ? (defense.parryApplies ? "FRAY.Pool.Odds.AgainstDefense" : defense.parryLostBecause ? PARRY_LOSS_LABELS[defense.parryLostBecause] : "FRAY.Pool.Odds.AgainstDefense") : "FRAY.Pool.Odds.NoTarget",
  };
}

export interface CheckChoices {
  readonly difficulty: number;
  readonly extraDice: number;
}

/** Pool of an unopposed check: skill dice, standing penalties and extra dice. */
export function checkPool(skillDice: number, penalty: number, extraDice: number, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): PoolBreakdown {
  const parts: PoolModifier[] = [
    { source: "skill", dice: skillDice },
    { source: "tracks", dice: penalty },
    { source: "extra", dice: extraDice },
  ];
  return buildPool(parts, options);
}

export function checkOddsContext(pool: PoolBreakdown, difficulty: number) {
  return { kind: "check", error: null, breakdown: breakdownView(pool.parts), rolled: pool.rolled, chance: 100 * checkChance(pool.rolled, difficulty), difficulty };
}

/** Choice lists for the dialog selects (value → i18n key). */
export function attackChoiceLists(hasWeapon: boolean, canThrow: boolean) {
  const profile: Record<string, string> = hasWeapon ? { weapon: "FRAY.Pool.Profile.Weapon", bash: MANEUVER_LABELS.bash, improvised: MANEUVER_LABELS.improvised } : {};
  profile.unarmed = MANEUVER_LABELS.unarmed;
  return {
    profile,
    maneuver: { none: "FRAY.Pool.Maneuver.None", charge: MANEUVER_LABELS.charge, focused: MANEUVER_LABELS.focused, coupDeGrace: MANEUVER_LABELS.coupDeGrace },
    cover: { ...COVER_LABELS },
    thrown: canThrow,
  };
}

export function difficultyChoices(): Record<string, string> {
  return { 1: DIFFICULTY_LABELS[1], 2: DIFFICULTY_LABELS[2], 3: DIFFICULTY_LABELS[3], 4: "FRAY.Pool.Difficulty.Four", 5: "FRAY.Pool.Difficulty.Five" };
}

export { SKILL_LABELS };

/** Everything the attack roll dialog renders. */
export function attackDialogContext(
  who: { readonly name: string; readonly weapon: string; readonly target: string },
  input: AttackDialogInput,
  choices: AttackChoices,
  options: PoolOptions = DEFAULT_POOL_OPTIONS,
) {
  const state = attackDialogState(input, choices, options);
  const lists = attackChoiceLists(input.weapon !== null, input.weapon !== null && input.weapon.skill === "melee" && input.weapon.effectiveRange > 0);
  return {
    headline: { key: who.target ? "FRAY.Pool.Dialog.AttackTarget" : "FRAY.Pool.Dialog.Attack", name: who.name, weapon: who.weapon, target: who.target, skill: SKILL_LABELS[state.skill] },
    fields: { profile: true, maneuver: true, cover: true, range: state.skill === "ranged", difficulty: false },
    choices: lists,
    values: { ...choices },
    odds: attackOddsContext(state, input.defense ? input.defense[state.skill] : null),
    state,
  };
}

/** Everything the check roll dialog renders. */
export function checkDialogContext(who: { readonly name: string; readonly skill: string; readonly skillName?: string }, skillDice: number, penalty: number, choices: CheckChoices, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS) {
  const pool = checkPool(skillDice, penalty, choices.extraDice, options);
  return {
    headline: { key: "FRAY.Pool.Dialog.Check", name: who.name, weapon: "", target: "", skill: who.skillName ?? SKILL_LABELS[who.skill as keyof typeof SKILL_LABELS] ?? "FRAY.Pool.Source.Skill" },
    fields: { profile: false, maneuver: false, cover: false, range: false, difficulty: true },
    choices: { difficulty: difficultyChoices(), thrown: false },
    values: { ...choices },
    odds: checkOddsContext(pool, choices.difficulty),
    pool,
  };
}
