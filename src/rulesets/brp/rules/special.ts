import { requireInteger } from "../../../core/errors.js";
import { parseFormula, type ParsedFormula } from "../../../core/formula.js";
import { optionalBoolean, requireArray, requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";
import { resistanceChance, resistanceSucceeds, type Grade, type SuccessLevel } from "./success.js";

/* ---------- Bleeding (BRP-SPC-2..4) ---------- */

/** A wound held closed in combat. */
export interface Staunching {
  readonly woundId: string;
  /** Consecutive rounds it has been held closed by a successful Stamina roll. */
  readonly heldRounds: number;
  readonly held: boolean;
}

/** Rounds a wound must be held closed before it stops bleeding for good. */
export const STAUNCH_ROUNDS_TO_STOP = 5;

/** A staunching record as the card keeps it. */
function requireStaunching(value: unknown): Staunching {
  const s = requireRecord(value, "staunching");
  requireString(s.woundId, "staunching.woundId");
  requireInteger(s.heldRounds, "staunching.heldRounds", 0, STAUNCH_ROUNDS_TO_STOP);
  requireBoolean(s.held, "staunching.held");
  return value as Staunching;
}

/** Whether the end of this round asks for a Stamina roll: only while the wound is not yet held. */
export function staunchNeedsRoll(s: Staunching): boolean {
  return !requireStaunching(s).held;
}

/**
 * The end of a round spent pressing a wound (BRP-SPC-3, BRP-SPC-4). A wound not yet held takes a
 * Stamina roll: success holds it closed (no bleeding from then on), failure leaves it bleeding. A
 * wound already held needs no roll (`staminaSucceeded` is null) and counts one more round held;
 * the fifth round held stops the bleeding for good.
 */
export function staunchRound(s: Staunching, staminaSucceeded: boolean | null): { readonly staunching: Staunching; readonly stopped: boolean } {
  requireStaunching(s);
  if (s.held) {
    const heldRounds = Math.min(STAUNCH_ROUNDS_TO_STOP, s.heldRounds + 1);
    return { staunching: { ...s, heldRounds }, stopped: heldRounds >= STAUNCH_ROUNDS_TO_STOP };
  }
  const held = requireBoolean(staminaSucceeded, "staminaSucceeded");
  return { staunching: { ...s, held, heldRounds: 0 }, stopped: false };
}

/**
 * Which wound a character presses: the one they chose while it still bleeds, otherwise their
 * newest bleeding wound (a hand covers one wound); null when nothing bleeds.
 */
export function woundToStaunch(wounds: readonly { readonly id: string; readonly bleeding: boolean }[], chosen: string | null = null): string | null {
  for (const w of requireArray(wounds, "wounds")) {
    const r = requireRecord(w, "wounds");
    requireString(r.id, "wounds.id");
    requireBoolean(r.bleeding, "wounds.bleeding");
  }
  if (chosen !== null) requireString(chosen, "chosen");
  if (chosen !== null && wounds.some((w) => w.id === chosen && w.bleeding)) return chosen;
  for (let i = wounds.length - 1; i >= 0; i--) if (wounds[i]!.bleeding) return wounds[i]!.id;
  return null;
}

/** Dodging or strenuous action reopens the wound. */
export function breakStaunching(s: Staunching): Staunching {
  requireStaunching(s);
  return { ...s, held: false, heldRounds: 0 };
}

/** While holding a wound attacks, parries and physical actions are Difficult. */
export const STAUNCHING_GRADE: Grade = "difficult";

/** First Aid on a bleeding wound: success stops it; failure leaves it bleeding until other care. */
export function firstAidStopsBleeding(level: SuccessLevel): boolean {
  return level === "success" || level === "special" || level === "critical";
}

/* ---------- Crushing (BRP-SPC-6..9) ---------- */

/** BRP-SPC-6: a failed Stamina roll stuns for 1D3 rounds (`d3`). */
export function crushingStun(staminaSucceeded: boolean, d3: number): number {
  requireInteger(d3, "d3", 1, 3);
  return staminaSucceeded ? 0 : d3;
}

/** BRP-SPC-7: what being stunned means for rolls. */
export const STUNNED = {
  canAttack: false,
  defenceNeedsIdeaRoll: true,
  attacksAgainstGrade: "easy" as Grade,
  fleeNeeds: ["idea", "agility"] as const,
};

export interface CrushingParryResult {
  readonly activeWon: boolean;
  /** Hit points the parrying item loses. */
  readonly itemDamage: number;
  readonly itemDestroyed: boolean;
  /** Damage that continues to the defender (armor still applies, no further defence). */
  readonly throughDamage: number;
}

/**
 * A parried crushing special (BRP-SPC-8, BRP-SPC-10): the crushing damage (with the doubled
 * modifier) is the active side against the parrying item's hit points. If it wins, the item
 * takes the damage and what exceeds its hit points goes on to the defender; otherwise the item
 * only takes the normal attack damage and nothing goes through.
 */
export function crushingParry(
  crushingDamage: number,
  normalDamage: number,
  item: { readonly hp: number; readonly maxHp: number },
  roll: number,
  options: Pick<BrpOptions, "crushingParryAgainst" | "resistanceExtremes"> = BRP_DEFAULTS,
): CrushingParryResult {
  requireInteger(crushingDamage, "damage", 0, 10000);
  requireInteger(normalDamage, "damage", 0, 10000);
  requireInteger(requireRecord(item, "item").hp, "hit points", 0, 10000);
  requireInteger(item.maxHp, "hit points", 0, 10000);
  const passive = brpOption(options, "crushingParryAgainst") === "normalHp" ? item.maxHp : item.hp;
  const activeWon = resistanceSucceeds(roll, crushingDamage, passive, options);
  if (activeWon) {
    const through = Math.max(0, crushingDamage - item.hp);
    return { activeWon, itemDamage: Math.min(item.hp, crushingDamage), itemDestroyed: crushingDamage >= item.hp, throughDamage: through };
  }
  return { activeWon, itemDamage: Math.min(item.hp, normalDamage), itemDestroyed: normalDamage >= item.hp, throughDamage: 0 };
}

/** BRP-SPC-9: where a crushing blow that broke through a parry lands with hit locations on. */
export function crushingThroughLocation(parriedWith: "shield" | "weapon", shieldArm: "leftArm" | "rightArm" = "leftArm"): "leftArm" | "rightArm" | "random" {
  return parriedWith === "shield" ? shieldArm : "random";
}

/* ---------- Entangling (BRP-SPC-11..13) ---------- */

/** BRP-SPC-11: entangling needs at least 3 metres between attacker and target, a garrote excepted. */
export function canEntangle(distanceMetres: number, garrote = false): boolean {
  requireInteger(Math.floor(distanceMetres), "metres", 0, 100000);
  return garrote || distanceMetres >= 3;
}

/** The entangled target cannot move for the rest of this round and the next: it ends after `round + 1`. */
export function entangledUntilEndOfRound(round: number): number {
  return requireInteger(round, "round", 0, 1000000) + 1;
}

export const GRAPPLE_EFFECTS = ["immobilizeLimb", "immobilizeTarget", "throwTarget", "knockdownTarget", "disarmTarget", "injureTarget", "strangleTarget"] as const;
export type GrappleEffect = (typeof GRAPPLE_EFFECTS)[number];

/** BRP-SPC-12: grapple effects open next round to an attacker still holding the weapon (a leg cannot be disarmed). */
export function entangleFollowUps(attackerControlsWeapon: boolean, location: string | null = null): GrappleEffect[] {
  if (!attackerControlsWeapon) return [];
  return GRAPPLE_EFFECTS.filter((e) => !(e === "disarmTarget" && location !== null && location.endsWith("Leg")));
}

/** BRP-SPC-13: ways to get free on the round after being entangled. */
export type EntangleEscape = "agilityRoll" | "strengthContest" | "cutWeapon" | "dodgeOrWrestleNextRound";

/** BRP-SPC-13: a parry negates an entangle only critical against critical; other parries do nothing to it. */
export function parryNegatesEntangle(attackLevel: SuccessLevel, parryLevel: SuccessLevel): boolean {
  return attackLevel === "critical" && parryLevel === "critical";
}

/* ---------- Impaling (BRP-SPC-14..17) ---------- */

export interface ImpaleRecovery {
  /** The roll to get the weapon back now, and its grade. */
  readonly skill: "weapon" | "agility";
  readonly grade: Grade | null;
  /** While extracting: no parry or dodge, attacks against are Easy. */
  readonly defencelessWhileExtracting: boolean;
}

/**
 * How the attacker gets an impaling weapon back (BRP-SPC-15): a hand weapon by a Difficult
 * weapon roll at once, later at full skill while defenceless; a thrown weapon by closing in and a
 * Difficult Agility roll, later full skill when ignoring all attacks that round.
 */
export function impaleRecovery(thrown: boolean, immediately: boolean): ImpaleRecovery {
  if (thrown) return { skill: "agility", grade: immediately ? "difficult" : null, defencelessWhileExtracting: true };
  return { skill: "weapon", grade: immediately ? "difficult" : null, defencelessWhileExtracting: !immediately };
}

/** BRP-SPC-16: each significant movement with a spear or sword in the wound: half the weapon's damage again (no modifier, no armor). */
export function impaledMovementFormula(weaponFormula: string): ParsedFormula {
  return parseFormula(weaponFormula);
}
export function impaledMovementDamage(weaponRollTotal: number): number {
  return Math.floor(Math.max(0, requireInteger(weaponRollTotal, "damage", -1000, 10000)) / 2);
}

export interface SelfRemoval {
  readonly freed: boolean;
  /** Extra damage rolled on failure (1D3), given by the caller. */
  readonly extraDamage: number;
}

/**
 * BRP-SPC-17: pulling a weapon out of oneself is STR (halved for hard-to-reach spots) against the
 * damage that weapon has dealt; a failure costs 1D3 more. Outside combat it is Easy.
 */
export function selfRemoval(str: number, damageSoFar: number, roll: number, d3: number, hardToReach = false, outsideCombat = false): SelfRemoval {
  requireInteger(str, "STR", 0, 1000);
  requireInteger(damageSoFar, "damage", 0, 10000);
  requireInteger(roll, "roll", 1, 100);
  const active = hardToReach ? Math.ceil(str / 2) : str;
  const chance = resistanceChance(active, damageSoFar);
  // Easy outside combat: the resistance chance doubles like any Easy roll.
  const effective = outsideCombat ? chance * 2 : chance;
  if (roll <= effective) return { freed: true, extraDamage: 0 };
  requireInteger(d3, "d3", 1, 3);
  return { freed: false, extraDamage: d3 };
}

/** BRP-SPC-17: breaking the shaft instead is STR against the weapon's hit points. */
export function breakShaft(str: number, weaponHp: number, roll: number): boolean {
  return resistanceSucceeds(roll, str, weaponHp);
}

/* ---------- Knockback (BRP-SPC-18) ---------- */

export interface KnockbackResult {
  readonly knockedBack: boolean;
  readonly metres: number;
  /** Dice of damage from hitting an obstacle: 1D6 per 3 metres (or part) left to travel. */
  readonly obstacleDice: number;
  /** The target must make an Agility roll or fall prone. */
  readonly agilityRollOrProne: boolean;
  /** The target held and is bigger: the attacker staggers back a metre. */
  readonly attackerStaggersMetres: number;
}

/**
 * Knockback: the damage rolled (before armor) against the target's SIZ on the resistance table.
 * A loser flies ⌊damage / 5⌋ metres; an obstacle after `obstacleAtMetres` costs 1D6 per 3 metres
 * (or part) it would still have travelled.
 */
export function knockback(
  damageBeforeArmor: number,
  targetSiz: number,
  attackerSiz: number,
  roll: number,
  obstacleAtMetres: number | null = null,
  options: Pick<BrpOptions, "resistanceExtremes"> = BRP_DEFAULTS,
): KnockbackResult {
  requireInteger(damageBeforeArmor, "damage", 0, 10000);
  requireInteger(targetSiz, "SIZ", 0, 10000);
  requireInteger(attackerSiz, "SIZ", 0, 10000);
  if (obstacleAtMetres !== null) requireInteger(Math.floor(obstacleAtMetres), "metres", 0, 100000);
  const won = resistanceSucceeds(roll, damageBeforeArmor, targetSiz, options);
  if (!won) return { knockedBack: false, metres: 0, obstacleDice: 0, agilityRollOrProne: false, attackerStaggersMetres: targetSiz > attackerSiz ? 1 : 0 };
  const full = Math.floor(Math.max(0, damageBeforeArmor) / 5);
  const metres = obstacleAtMetres === null ? full : Math.min(full, obstacleAtMetres);
  const left = full - metres;
  return { knockedBack: true, metres, obstacleDice: left > 0 ? Math.ceil(left / 3) : 0, agilityRollOrProne: true, attackerStaggersMetres: 0 };
}

/* ---------- Falling (used by the worked example; a spot rule outside the chapter) ---------- */

/** Falling damage dice: 1D6 per 3 metres (SRD spot rule). */
export function fallDiceCount(metres: number): number {
  return Math.floor(requireInteger(Math.floor(metres), "metres", 0, 100000) / 3);
}

/** Fall damage after a successful Jump's 1D6 reduction. */
export function fallDamage(fallRoll: number, jumpReduction = 0): number {
  requireInteger(fallRoll, "damage", 0, 10000);
  requireInteger(jumpReduction, "reduction", 0, 100);
  return Math.max(0, fallRoll - jumpReduction);
}

/* ---------- Attacking a hampered target ---------- */

/**
 * Grades on attacks against a target: Easy when it is stunned (BRP-SPC-7), helpless (BRP-FUM-7)
 * or busy pulling out a lodged weapon (BRP-SPC-15).
 */
export function gradesAgainstTarget(target: { readonly stunned?: boolean; readonly helpless?: boolean; readonly extractingImpaledWeapon?: boolean }): Grade[] {
  requireRecord(target, "target");
  return optionalBoolean(target.stunned, "stunned") || optionalBoolean(target.helpless, "helpless") || optionalBoolean(target.extractingImpaledWeapon, "extractingImpaledWeapon") ? ["easy"] : [];
}
