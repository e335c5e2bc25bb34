import type { Condition } from "../../../core/vocabulary.js";
import { missileModifiers, type MissileSituation, type RangeBandKey } from "./missile.js";
import { gradesAgainstTarget, STAUNCHING_GRADE } from "./special.js";
import { modifiedSkill, requireSkill, type Grade, type LevelLimits } from "./success.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { requireInteger } from "../../../core/errors.js";
import { MAX_ROUND } from "../../../core/vocabulary.js";

/** Everything that changes an attack's chance, as the roll dialog gathers it. */
export interface AttackSituation {
  /** Extra grades the GM or player picked (Easy, Difficult, Impossible). */
  readonly grades?: readonly Grade[];
  /** Flat modifiers in percentage points. */
  readonly flat?: readonly number[];
  /** Missile fire: distance, range and the shot's conditions (BRP-MSL-*). */
  readonly missile?: MissileSituation;
  /** The target's state (stunned, helpless, pulling out a weapon make attacks Easy). */
  readonly target?: { readonly stunned?: boolean; readonly helpless?: boolean; readonly extractingImpaledWeapon?: boolean };
  /** The attacker holds a bleeding wound closed (BRP-SPC-3). */
  readonly staunching?: boolean;
  /** The attacker's own conditions; "visionObscured" carries its penalty (fumble tables). */
  readonly attackerConditions?: readonly Condition[];
  /** Vision obscured set on the attacker as a status, with no fumble-table entry behind it. */
  readonly visionObscured?: boolean;
}

/** Vision obscured: the attacker's own skills at −30 percentiles (BRP-DATA-3). */
export const VISION_OBSCURED_PENALTY = -30;

/** How long Vision obscured lasts once put on in a fight: 1D3 combat rounds (BRP-DATA-3). */
export const VISION_OBSCURED_DURATION = "1d3";

/**
 * The timer of the Vision obscured status put on in round `round` with `rolled` on the 1D3: the
 * round it comes in counts as the first, so it comes off at the end of round `round + rolled − 1`.
 * It carries no penalty of its own (the status does), and is marked so the round's end knows to
 * lift the status with it.
 */
export function visionObscuredTimer(ownerId: string, round: number, rolled: number): Condition {
  requireString(ownerId, "ownerId");
  requireInteger(round, "round", 0, MAX_ROUND);
  requireInteger(rolled, "rolled", 1, 3);
  return { id: "visionObscured", ownerId, appliedRound: round, duration: { kind: "rounds", rounds: rolled }, data: { status: true } };
}

/** Whether a condition is the timer of a status (not a fumble's own penalty record). */
export function isStatusTimer(condition: Condition): boolean {
  requireRecord(condition, "condition");
  return condition.data?.["status"] === true;
}

export interface AttackChance {
  /** The chance to roll against, or null when the attack is impossible. */
  readonly chance: number | null;
  readonly limits: LevelLimits;
  readonly band: RangeBandKey | "outOfRange" | null;
}

/**
 * The chance of one attack (or one part of a split skill): grades from the situation, the
 * missile range and vision modifiers, the target's and attacker's states, then flat modifiers.
 */
export function attackChance(skill: number, situation: AttackSituation = {}): AttackChance {
  requireSkill(skill);
  requireRecord(situation, "situation");
  const grades: Grade[] = [...(situation.grades ?? []), ...gradesAgainstTarget(situation.target ?? {})];
  if (situation.staunching) grades.push(STAUNCHING_GRADE);
  const flat: number[] = [...(situation.flat ?? [])];
  if (situation.visionObscured === true) flat.push(VISION_OBSCURED_PENALTY);
  for (const c of requireArray(situation.attackerConditions ?? [], "attackerConditions") as readonly Condition[]) {
    requireRecord(c, "attackerConditions");
    const penalty = c.data?.["penalty"];
    if (c.id === "visionObscured" && typeof penalty === "number") flat.push(penalty);
  }
  let limits: LevelLimits = {};
  let band: AttackChance["band"] = null;
  let fraction: number | undefined;
  if (situation.missile) {
    const m = missileModifiers(situation.missile);
    band = m.band;
    if (m.impossible) return { chance: null, limits: {}, band };
    grades.push(...(m.modifiers.grades ?? []));
    flat.push(...(m.modifiers.flat ?? []));
    fraction = m.modifiers.fraction;
    limits = m.limits;
  }
  const chance = modifiedSkill(skill, fraction === undefined ? { grades, flat } : { grades, flat, fraction });
  return { chance, limits, band };
}
