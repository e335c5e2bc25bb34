import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { parseFormula, rollFormula } from "../../../core/formula.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";

export interface ArmorPiece {
  readonly id: string;
  /** Fixed armor value. */
  readonly value: number;
  /** Random armor range as a formula ("1D6-1"), used with the random-armor option (BRP-OPT-6). */
  readonly randomValue?: string;
  /** Locations covered; absent means the whole body. */
  readonly locations?: readonly string[];
  /** Only layerable pieces add to others (BRP-ARM-2). */
  readonly layerable?: boolean;
  /** Default SIZ and the ± range it fits (BRP-ARM-5). */
  readonly fitsSiz?: { readonly siz: number; readonly range: number };
  /** Skill penalties by skill key; weapon skills are never affected (BRP-ARM-4). */
  readonly skillPenalties?: Readonly<Record<string, number>>;
}

function covers(piece: ArmorPiece, location: string | null): boolean {
  return location === null || piece.locations === undefined || piece.locations.includes(location);
}

/**
 * Armor value against one damaging blow (BRP-ARM-1/2, BRP-OPT-6): the best non-layerable piece
 * plus every layerable one covering the location. With random armor each piece's range is rolled
 * through the dice port, once per attack.
 */
export function armorValue(
  pieces: readonly ArmorPiece[],
  location: string | null = null,
  dice: Dice | null = null,
  options: Pick<BrpOptions, "randomArmor"> = BRP_DEFAULTS,
): number {
  if (location !== null) requireString(location, "location");
  if (dice !== null) requireDicePort(dice);
  const random = brpOption(options, "randomArmor");
  let best = 0;
  let layered = 0;
  for (const piece of requireArray(pieces, "pieces") as readonly ArmorPiece[]) {
    requireRecord(piece, "piece");
    if (piece.locations !== undefined) requireArray(piece.locations, "piece.locations");
    if (!covers(piece, location)) continue;
    let v = requireInteger(piece.value, "armor", 0, 1000);
    if (random && piece.randomValue && dice) v = Math.max(0, rollFormula(dice, parseFormula(piece.randomValue), "armor").total);
    if (piece.layerable) layered += v;
    else best = Math.max(best, v);
  }
  return best + layered;
}

/** Damage left after armor (BRP-ARM-1, BRP-ARM-3): body armor and a passed shield both subtract; never below 0. */
export function damageAfterArmor(damage: number, armor: number, armorApplies = true, shieldArmor = 0): number {
  requireInteger(damage, "damage", -1000, 10000);
  requireInteger(armor, "armor", 0, 1000);
  requireInteger(shieldArmor, "shield armor", 0, 1000);
  if (!armorApplies) return Math.max(0, damage);
  return Math.max(0, damage - armor - shieldArmor);
}

/** BRP-ARM-5: whether a character of `siz` can wear the piece. */
export function canWear(piece: ArmorPiece, siz: number): boolean {
  requireInteger(siz, "SIZ", 0, 10_000);
  if (!requireRecord(piece, "piece").fitsSiz) return true;
  const fits = requireRecord(piece.fitsSiz, "piece.fitsSiz");
  return Math.abs(siz - requireInteger(fits.siz, "piece.fitsSiz.siz", 0, 10_000)) <= requireInteger(fits.range, "piece.fitsSiz.range", 0, 10_000);
}

/** Total armor penalty on a skill (BRP-ARM-4); weapon skills are exempt. */
export function armorSkillPenalty(pieces: readonly ArmorPiece[], skillKey: string, isWeaponSkill: boolean): number {
  if (isWeaponSkill) return 0;
  return pieces.reduce((sum, p) => sum + (p.skillPenalties?.[skillKey] ?? 0), 0);
}

/** One step from a skill's base to the chance rolled: the base, points gained since, a worn piece's penalty. */
export interface SkillChancePart {
  readonly source: "base" | "gained" | "armor";
  readonly amount: number;
  /** The armor piece's id, for an armor penalty. */
  readonly pieceId?: string;
}

export interface SkillChanceExplained {
  readonly parts: readonly SkillChancePart[];
  /** The percentage rolled against: never below 0. */
  readonly total: number;
}

/**
 * A skill's chance and how it is reached (BRP-ARM-4): the skill's base, the points the character
 * has added to it, and the penalty of each worn piece that lists the skill (weapon skills are
 * exempt). The rolls and the sheet's tooltip read this one result, so they cannot disagree.
 */
export function skillChanceExplained(skill: { readonly key: string; readonly base: number; readonly value: number }, pieces: readonly ArmorPiece[], isWeaponSkill: boolean): SkillChanceExplained {
  requireRecord(skill, "skill");
  requireInteger(skill.base, "skill base", -1000, 1000);
  requireInteger(skill.value, "skill value", -1000, 1000);
  for (const piece of requireArray(pieces, "armor pieces")) requireRecord(piece, "armor piece");
  const parts: SkillChancePart[] = [{ source: "base", amount: skill.base }];
  if (skill.value !== skill.base) parts.push({ source: "gained", amount: skill.value - skill.base });
  if (!isWeaponSkill) {
    for (const piece of pieces) {
      const penalty = piece.skillPenalties?.[skill.key] ?? 0;
      if (penalty !== 0) parts.push({ source: "armor", amount: penalty, pieceId: piece.id });
    }
  }
  return { parts, total: Math.max(0, skill.value + armorSkillPenalty(pieces, skill.key, isWeaponSkill)) };
}

/**
 * BRP-SHD-5: a blow aimed at a weapon or shield (or parried by it while trying to break it): the
 * item's armor stops part, the rest comes off its hit points, and once they are gone what is left
 * strikes the defender (whose own armor still counts).
 */
export function attackOnItem(damage: number, itemArmor: number, itemHp: number): { readonly itemDamage: number; readonly destroyed: boolean; readonly throughDamage: number } {
  requireInteger(damage, "damage", 0, 10000);
  requireInteger(itemArmor, "armor", 0, 1000);
  requireInteger(itemHp, "hit points", 0, 10000);
  const past = Math.max(0, damage - itemArmor);
  const itemDamage = Math.min(past, Math.max(0, itemHp));
  return { itemDamage, destroyed: past >= itemHp, throughDamage: Math.max(0, past - itemHp) };
}
