import type { Dice } from "../../../core/dice.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "./options.js";
import { offersInjury } from "./injuries.js";
import { buildPool, checkFace, type PoolBreakdown, type PoolModifier } from "./pool.js";
import { MANEUVERS } from "./maneuvers.js";
import { COVER_DICE, WEAPON_DICE, type AttackSkill, type CoverLevel, type DamageTrack, type WeaponClass } from "./tables.js";

/** How the attack is delivered: with the weapon as intended, or one of the fixed-dice profiles. */
export type AttackProfile = "weapon" | "bash" | "improvised" | "unarmed";
/** The Full-Action maneuver wrapped around the roll, if any. */
export type AttackManeuver = "none" | "charge" | "focused" | "coupDeGrace";

export interface AttackSetup {
  readonly skill: AttackSkill;
  /** Melee or Ranged skill level (dice). */
  readonly skillDice: number;
  /** The weapon's class; or give `weaponDice` directly. Omitted for unarmed or improvised attacks. */
  readonly weaponClass?: WeaponClass;
  readonly weaponDice?: number;
  /** Track the weapon normally damages (some weapons deal Fatigue). Default wound. */
  readonly weaponDamage?: Extract<DamageTrack, "wound" | "fatigue">;
  /** False for a heavy shield, which cannot Bash. */
  readonly canBash?: boolean;
  readonly profile?: AttackProfile;
  readonly maneuver?: AttackManeuver;
  readonly cover?: CoverLevel;
  /** Range penalty in dice (zero or negative), from `rangePenalty`. */
  readonly rangeDice?: number;
  /** Damage-track penalty of the attacker (zero or negative), from `trackPenalty`. */
  readonly trackPenalty?: number;
  readonly injuryPenalty?: number;
  readonly poisonPenalty?: number;
  /** GM-granted or situational extra dice (may be negative). */
  readonly extraDice?: number;
}

export interface AttackPlan {
  readonly skill: AttackSkill;
  readonly pool: PoolBreakdown;
  readonly damageTrack: Extract<DamageTrack, "wound" | "fatigue">;
  readonly action: "partial" | "full";
  /** 1 when the attack uses up the turn's maneuver (Charge, Focused, Coup de Grâce). */
  readonly maneuversUsed: number;
  /** A Coup de Grâce kills on one net success. */
  readonly coupDeGrace: boolean;
}

/** Builds the attack pool and checks the combination is legal (FC-ATK-2, FC-MAN-*, FC-COV-*). */
export function planAttack(setup: AttackSetup, options: Pick<PoolOptions, "minimumPool" | "meleeAgainstFullCover"> = DEFAULT_POOL_OPTIONS): AttackPlan {
  const profile = setup.profile ?? "weapon";
  const maneuver = setup.maneuver ?? "none";
  const cover = setup.cover ?? "none";
  const refuse = (reason: string): never => {
    throw new RulesError("FRAY.Pool.Error.IllegalAttack", { reason, skill: setup.skill, profile, maneuver });
  };

  if (profile !== "weapon" && !MANEUVERS[profile].skills.includes(setup.skill)) refuse(profile);
  if (maneuver !== "none" && !MANEUVERS[maneuver].skills.includes(setup.skill)) refuse(maneuver);
  if (profile === "bash" && setup.canBash === false) refuse("heavyShield");
  if (cover === "full" && (setup.skill === "ranged" || !options.meleeAgainstFullCover)) refuse("fullCover");

  const ownDamage = setup.weaponDamage ?? "wound";
  const profileEntry = profile === "weapon" ? undefined : MANEUVERS[profile];
  const damageTrack = (profileEntry?.damage ?? ownDamage) as "wound" | "fatigue";
  if (maneuver === "coupDeGrace" && damageTrack !== "wound") refuse("coupNeedsWounds");

  const weaponDice = profileEntry?.weaponDiceOverride ?? setup.weaponDice ?? (setup.weaponClass ? WEAPON_DICE[setup.weaponClass] : 0);
  const parts: PoolModifier[] = [
    { source: "skill", dice: requireInteger(setup.skillDice, "skillDice", 0, 100) },
    { source: "weapon", dice: weaponDice },
    { source: "maneuver", dice: maneuver === "none" ? 0 : MANEUVERS[maneuver].poolDice },
    { source: "cover", dice: -COVER_DICE[cover] },
    { source: "range", dice: setup.rangeDice ?? 0 },
    { source: "tracks", dice: setup.trackPenalty ?? 0 },
    { source: "injury", dice: setup.injuryPenalty ?? 0 },
    { source: "poison", dice: setup.poisonPenalty ?? 0 },
    { source: "extra", dice: setup.extraDice ?? 0 },
  ];
  return {
    skill: setup.skill,
    pool: buildPool(parts, options),
    damageTrack,
    action: maneuver === "none" ? "partial" : "full",
    maneuversUsed: maneuver === "none" ? 0 : 1,
    coupDeGrace: maneuver === "coupDeGrace",
  };
}

export type DieOutcome = "success" | "cancelledByParry" | "cancelledByArmor" | "failure";

export interface AnnotatedDie {
  readonly face: number;
  readonly outcome: DieOutcome;
}

/**
 * Annotated dice are immutable and there are only ten kinds (face × outcome), so they are shared
 * rather than allocated per roll: the simulator resolves millions of attacks.
 */
const annotated = (outcome: DieOutcome): readonly AnnotatedDie[] =>
  Object.freeze([0, 1, 2, 3, 4, 5, 6].map((face) => Object.freeze({ face, outcome })));
const AS_SUCCESS = annotated("success");
const AS_FAILURE = annotated("failure");
const AS_PARRIED = annotated("cancelledByParry");
const AS_ARMORED = annotated("cancelledByArmor");

export interface AttackResolution {
  /** Every die in roll order with what became of it, for the chat card. */
  readonly dice: readonly AnnotatedDie[];
  readonly rawSuccesses: number;
  readonly cancelledByParry: number;
  readonly cancelledByArmor: number;
  /** Net successes: one point of damage each (FC-DMG-1). */
  readonly damage: number;
  /** The track that damage ticks. */
  readonly track: DamageTrack;
}

export interface AttackRollInput {
  readonly dice: readonly number[];
  readonly parry: number;
  readonly armor: number;
  /**
   * False for ranged attacks and for defenders who cannot parry (see `defenseAgainst`). When
   * omitted, Parry applies exactly when the attack is melee (`skill`, default melee).
   */
  readonly parryApplies?: boolean;
  readonly skill?: AttackSkill;
  /** Track the damage goes to (from `AttackPlan.damageTrack`); wound when omitted. */
  readonly track?: DamageTrack;
}

/**
 * Resolves an attack roll (FC-ATK-3, FC-DEF-1..4, FC-DMG-1): each Parry point (melee only) and
 * each Armor point cancels one 3 or 4; 5s and 6s always stand. The card strikes out 3s before
 * 4s (the lowest successes), and Parry's share before Armor's; the totals do not depend on it.
 */
export function resolveAttack(input: AttackRollInput): AttackResolution {
  const faces = input.dice;
  const n = faces.length;
  const parry = parryAppliesTo(input) ? requireInteger(input.parry, "parry", 0, 100) : 0;
  const cancels = parry + requireInteger(input.armor, "armor", 0, 100);
  // One pass settles every die but the 4s: a 3 is cancelled while points remain, Parry's first.
  const dice: AnnotatedDie[] = [];
  let threes = 0;
  let fours = 0;
  let high = 0;
  for (let i = 0; i < n; i++) {
    const face = faces[i]!;
    if (face === 3) {
      dice.push(threes < parry ? AS_PARRIED[3]! : threes < cancels ? AS_ARMORED[3]! : AS_SUCCESS[3]!);
      threes++;
    } else if (face === 4) {
      dice.push(AS_SUCCESS[4]!);
      fours++;
    } else if (face === 5 || face === 6) {
      dice.push(AS_SUCCESS[face]!);
      high++;
    } else {
      checkFace(face);
      dice.push(AS_FAILURE[face]!);
    }
  }
  const cancelThrees = Math.min(threes, cancels);
  const cancelFours = Math.min(fours, cancels - cancelThrees);
  const parryThrees = Math.min(parry, cancelThrees);
  const parryFours = Math.min(parry - parryThrees, cancelFours);
  // Points left after the 3s go to the 4s, in roll order.
  for (let i = 0, k = 0; i < n && k < cancelFours; i++) {
    if (faces[i] !== 4) continue;
    dice[i] = k < parryFours ? AS_PARRIED[4]! : AS_ARMORED[4]!;
    k++;
  }
  const cancelledByParry = parryThrees + parryFours;
  const cancelledByArmor = cancelThrees + cancelFours - cancelledByParry;
  const rawSuccesses = threes + fours + high;
  return { dice, rawSuccesses, cancelledByParry, cancelledByArmor, damage: rawSuccesses - cancelThrees - cancelFours, track: input.track ?? "wound" };
}

/** Whether Parry counts for an attack roll input: as given, else only against melee. */
export function parryAppliesTo(input: { readonly parryApplies?: boolean; readonly skill?: AttackSkill }): boolean {
  return input.parryApplies ?? (input.skill ?? "melee") === "melee";
}

/** Damage only, without annotations: for the simulator and the bench's hot loop. */
export function attackDamage(dice: readonly number[], cancels: number): number {
  let high = 0;
  let mid = 0;
  for (const face of dice) {
    if (face >= 5) high++;
    else if (face >= 3) mid++;
  }
  return high + Math.max(0, mid - cancels);
}

/** Rolls `pool` dice through the port and returns the damage against `cancels`: the simulator's path. */
export function rollAttackDamage(dice: Dice, pool: number, cancels: number): number {
  return pool > 0 ? attackDamage(dice.roll(pool, 6, "attack"), cancels) : 0;
}

export interface AttackOutcome {
  readonly damage: number;
  readonly track: Extract<DamageTrack, "wound" | "fatigue">;
  /** Coup de Grâce with at least one net success: the target dies (FC-MAN-3). */
  readonly kills: boolean;
  /** One instance of this size invites the GM to add an injury (FC-INJ-2). */
  readonly offerInjury: boolean;
}

export function attackOutcome(plan: AttackPlan, resolution: AttackResolution, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS): AttackOutcome {
  return {
    damage: resolution.damage,
    track: plan.damageTrack,
    kills: plan.coupDeGrace && resolution.damage >= 1,
    offerInjury: offersInjury(resolution.damage, options),
  };
}
