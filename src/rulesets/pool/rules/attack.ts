import type { Dice } from "../../../core/dice.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort } from "../../../core/dice.js";
import { MAX_DICE, requireArray, requireBoolean, requireOneOf, requireRecord } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";
import { offersInjury } from "./injuries.js";
import { buildPool, checkFace, type PoolBreakdown, type PoolModifier } from "./pool.js";
import { MANEUVERS } from "./maneuvers.js";
import { COVER_DICE, tableEntry, WEAPON_DICE, type AttackSkill, type CoverLevel, type DamageTrack, type WeaponClass } from "./tables.js";

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
  requireOneOf(requireRecord(setup, "setup").skill, "skill", ATTACK_SKILLS);
  const meleeAgainstFullCover = poolOption(options, "meleeAgainstFullCover");
  const profile = setup.profile ?? "weapon";
  const maneuver = setup.maneuver ?? "none";
  const cover = setup.cover ?? "none";
  const refuse = (reason: string): never => {
    throw new RulesError("FRAY.Pool.Error.IllegalAttack", { reason, skill: setup.skill, profile, maneuver });
  };

  const profileEntry = profile === "weapon" ? undefined : tableEntry(MANEUVERS, profile, "attack profile");
  const maneuverEntry = maneuver === "none" ? undefined : tableEntry(MANEUVERS, maneuver, "maneuver");
  const coverDice = tableEntry(COVER_DICE, cover, "cover level");
  if (profileEntry && !profileEntry.skills.includes(setup.skill)) refuse(profile);
  if (maneuverEntry && !maneuverEntry.skills.includes(setup.skill)) refuse(maneuver);
  if (profile === "bash" && setup.canBash === false) refuse("heavyShield");
  if (cover === "full" && (setup.skill === "ranged" || !meleeAgainstFullCover)) refuse("fullCover");

  const ownDamage = setup.weaponDamage ?? "wound";
  const damageTrack = (profileEntry?.damage ?? ownDamage) as "wound" | "fatigue";
  if (maneuver === "coupDeGrace" && damageTrack !== "wound") refuse("coupNeedsWounds");

  const weaponDice = profileEntry?.weaponDiceOverride ?? setup.weaponDice ?? (setup.weaponClass ? tableEntry(WEAPON_DICE, setup.weaponClass, "weapon class") : 0);
  const parts: PoolModifier[] = [
    { source: "skill", dice: requireInteger(setup.skillDice, "skillDice", 0, 100) },
    { source: "weapon", dice: weaponDice },
    { source: "maneuver", dice: maneuverEntry?.poolDice ?? 0 },
    { source: "cover", dice: -coverDice },
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
 * rather than allocated per roll: the card resolves every target and the simulator millions of
 * attacks. `LABELS[face * 3 + state]` holds them, state 0 = cancelled by Parry, 1 = by Armor,
 * 2 = standing as rolled; slots that cannot occur (and face 0) stay empty, so a face outside
 * 1..6 or a fraction finds nothing there.
 */
const LABELS: readonly (AnnotatedDie | undefined)[] = Array.from({ length: 21 }, (_, index): AnnotatedDie | undefined => {
  const face = Math.floor(index / 3);
  const state = index % 3;
  if (face < 1 || (state < 2 && face !== 3 && face !== 4)) return undefined;
  const outcome: DieOutcome = state === 0 ? "cancelledByParry" : state === 1 ? "cancelledByArmor" : face >= 3 ? "success" : "failure";
  return Object.freeze({ face, outcome });
});
/** Per face, as bits: 1 when Parry and Armor may cancel it (a 3 or a 4), 2 when it fails (1, 2). */
const FACE_KIND: readonly number[] = [0, 2, 2, 1, 1, 0, 0];

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
 * each Armor point cancels one 3 or 4; 5s and 6s always stand. The card strikes out the first
 * 3s and 4s in roll order, Parry's share before Armor's; the totals do not depend on the order.
 *
 * Written for speed, since the bench row measures this very function: one pass, dice labelled
 * with the shared objects above (no per-die allocation), no closures, and no if/else on a die's
 * face (random faces defeat the processor's branch prediction, which costs more than the rest).
 */
export function resolveAttack(input: AttackRollInput): AttackResolution {
  const parry = parryAppliesTo(input) ? cancelPoints(input.parry, "parry") : 0;
  const cancels = parry + cancelPoints(input.armor, "armor");
  const faces = input.dice;
  if (!Array.isArray(faces) || faces.length > MAX_DICE) requireArray(faces, "dice", MAX_DICE);
  const given = input.track;
  const track = given === undefined || given === "wound" ? "wound" : given === "fatigue" ? given : requireOneOf(given, "track", DAMAGE_TRACKS);
  const n = faces.length;
  const dice = labelArray(n);
  let cancellable = 0;
  let failures = 0;
  for (let i = 0; i < n; i++) {
    const face = faces[i]!;
    const kind = FACE_KIND[face]!;
    const mid = kind & 1;
    // For a 3 or 4, compare how many came before with the Parry and total points; (x - 1) >>> 31
    // is 1 exactly when x <= 0. Every other face has mid = 0 and lands on state 2 (as rolled).
    const state = ((mid * (parry - cancellable) - 1) >>> 31) + ((mid * (cancels - cancellable) - 1) >>> 31);
    dice[i] = LABELS[face * 3 + state] ?? badFace(face);
    cancellable += mid;
    failures += kind >> 1;
  }
  const cancelled = cancellable < cancels ? cancellable : cancels;
  const cancelledByParry = cancellable < parry ? cancellable : parry;
  const rawSuccesses = n - failures;
  return { dice, rawSuccesses, cancelledByParry, cancelledByArmor: cancelled - cancelledByParry, damage: rawSuccesses - cancelled, track };
}

/**
 * An array of `n` slots to fill with labels. Pools of up to six dice (most of them) come from a
 * literal, which the JIT allocates inline; `new Array(n)` goes through a slower general path.
 */
function labelArray(n: number): AnnotatedDie[] {
  const x = PLACEHOLDER;
  switch (n) {
    case 1: return [x];
    case 2: return [x, x];
    case 3: return [x, x, x];
    case 4: return [x, x, x, x];
    case 5: return [x, x, x, x, x];
    case 6: return [x, x, x, x, x, x];
    default: return new Array<AnnotatedDie>(n);
  }
}
const PLACEHOLDER: AnnotatedDie = Object.freeze({ face: 0, outcome: "failure" });

/** Parry or Armor points: a whole number 0..100 (checked inline; the error path is cold). */
function cancelPoints(value: number, field: string): number {
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : requireInteger(value, field, 0, 100);
}

/** Throws the bad-face error (kept out of the hot loop). */
function badFace(face: number): never {
  checkFace(face);
  throw new RulesError("FRAY.Pool.Error.BadFace", { face: String(face) });
}

/** Whether Parry counts for an attack roll input: as given, else only against melee. */
export function parryAppliesTo(input: { readonly parryApplies?: boolean; readonly skill?: AttackSkill }): boolean {
  // Plain comparisons first: the card and the bench call this once per attack.
  if (input === null || typeof input !== "object") requireRecord(input, "input");
  const applies = input.parryApplies;
  if (applies === true || applies === false) return applies;
  if (applies !== undefined) return requireBoolean(applies, "parryApplies");
  const skill = input.skill;
  if (skill === undefined || skill === "melee") return true;
  return skill === "ranged" ? false : requireOneOf(skill, "skill", ATTACK_SKILLS) === "melee";
}

const ATTACK_SKILLS: readonly AttackSkill[] = ["melee", "ranged"];
const DAMAGE_TRACKS: readonly DamageTrack[] = ["wound", "fatigue", "fear", "structure"];

/** Damage only, without annotations: for the simulator and the bench's hot loop. */
export function attackDamage(dice: readonly number[], cancels: number): number {
  if (!Array.isArray(dice) || dice.length > MAX_DICE) requireArray(dice, "dice", MAX_DICE);
  cancelPoints(cancels, "cancels");
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
  requireDicePort(dice);
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
  requireRecord(plan, "plan");
  const damage = requireInteger(requireRecord(resolution, "resolution").damage, "damage", 0, MAX_DICE);
  return {
    damage,
    track: requireOneOf(plan.damageTrack, "damageTrack", ["wound", "fatigue"] as const),
    kills: requireBoolean(plan.coupDeGrace, "coupDeGrace") && damage >= 1,
    offerInjury: offersInjury(resolution.damage, options),
  };
}
