import type { Dice } from "../../../core/dice.js";
import { formatFormula, maxOfFormula, parseFormula, requireParsedFormula, rollFormula, type ParsedFormula } from "../../../core/formula.js";
import { requireOneOf, requireRecord } from "../../../core/validate.js";
import { parseDamageModifier } from "./derived.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";
import type { HittingLevel } from "./matrix.js";

/** The five special-damage types (BRP-SPC-1). */
export type SpecialType = "bleeding" | "crushing" | "entangling" | "impaling" | "knockback";
export const SPECIAL_TYPES: readonly SpecialType[] = ["bleeding", "crushing", "entangling", "impaling", "knockback"];

/** How much of the wielder's damage modifier a weapon adds (BRP-MSL-6). */
export type ModifierMode = "full" | "half" | "none";
const MODIFIER_MODES: readonly ModifierMode[] = ["full", "half", "none"];
const HITTING_LEVELS: readonly HittingLevel[] = ["critical", "special", "success"];

export interface WeaponDamageInput {
  /** The weapon's own damage, e.g. "1D6+1". */
  readonly formula: string;
  readonly specialType: SpecialType;
  /** The wielder's damage modifier text ("+1D4", "-1D6", "0"). */
  readonly damageModifier: string;
  /** "full" for hand weapons, "half" for thrown weapons and bows, "none" for self-propelled weapons. */
  readonly modifierMode?: ModifierMode;
}

/** What to roll for one blow, decided before any die is thrown. */
export interface DamagePlan {
  readonly delivered: HittingLevel;
  /** The weapon part (already doubled for an impale). */
  readonly weapon: ParsedFormula;
  /** True on a critical: the weapon part counts at its maximum, only the modifier is rolled. */
  readonly maximizeWeapon: boolean;
  /** The damage-modifier part (halved for thrown weapons, doubled for a crushing special). */
  readonly modifier: ParsedFormula;
  /** The whole roll as one formula for a Foundry Roll ("2d6+2+1d4", "7+1d4"). */
  readonly formula: string;
  /** The special effect that follows the damage, if the delivered level is a special. */
  readonly specialEffect: SpecialType | null;
}

/** Weapon dice and constant doubled (impale, BRP-SPC-14). */
export function doubleWeapon(f: ParsedFormula): ParsedFormula {
  requireParsedFormula(f, "weapon");
  return { dice: f.dice.map((t) => ({ ...t, count: t.count * 2 })), constant: f.constant * 2 };
}

/**
 * Crushing doubles the damage modifier (BRP-SPC-5): dice are doubled (1D4 → 2D4), a negative
 * modifier becomes none and no modifier becomes +1D4.
 */
export function crushingModifier(dm: ParsedFormula): ParsedFormula {
  requireParsedFormula(dm, "damage modifier");
  const total = dm.dice.reduce((s, t) => s + t.sign * t.count, 0) + dm.constant;
  if (dm.dice.length === 0 && dm.constant === 0) return { dice: [{ sign: 1, count: 1, faces: 4 }], constant: 0 };
  if (total < 0 || dm.dice.every((t) => t.sign < 0)) return { dice: [], constant: 0 };
  return { dice: dm.dice.map((t) => ({ ...t, count: t.count * 2 })), constant: dm.constant * 2 };
}

/** The `crushingModifier: "maximize"` reading: the raised modifier counts at its maximum. */
export function maximizedCrushingModifier(dm: ParsedFormula): ParsedFormula {
  requireParsedFormula(dm, "damage modifier");
  const raised = dm.dice.length === 0 && dm.constant === 0 ? crushingModifier(dm) : dm;
  if (raised.dice.some((t) => t.sign < 0) || raised.constant < 0) return { dice: [], constant: 0 };
  return { dice: [], constant: maxOfFormula(raised) };
}

/**
 * Half a positive damage modifier for thrown weapons and bows (BRP-MSL-6; the worked example's
 * 1D4 becomes 1D2): an even dice count is halved, otherwise the faces are (rounding up). A
 * negative modifier stays whole.
 */
export function halfModifier(dm: ParsedFormula): ParsedFormula {
  requireParsedFormula(dm, "damage modifier");
  if (dm.dice.some((t) => t.sign < 0) || dm.constant < 0) return dm;
  return {
    dice: dm.dice.map((t) => (t.count % 2 === 0 ? { ...t, count: t.count / 2 } : { ...t, faces: Math.ceil(t.faces / 2) })),
    constant: Math.ceil(dm.constant / 2),
  };
}

/** The modifier a weapon actually adds, by its mode. */
export function effectiveModifier(damageModifier: string, mode: ModifierMode = "full"): ParsedFormula {
  const dm = parseDamageModifier(damageModifier);
  requireOneOf(mode, "modifierMode", MODIFIER_MODES);
  if (mode === "none") return { dice: [], constant: 0 };
  return mode === "half" ? halfModifier(dm) : dm;
}

/**
 * Builds the damage roll for a delivered level (BRP-MTX-4, BRP-RES-10/11): a success rolls the
 * weapon and modifier; a special adds its type's effect (impale doubles the weapon dice, crushing
 * the modifier); a critical counts the weapon at its maximum and rolls the modifier normally,
 * with no special effect. Throws FRAY.Error.InvalidFormula for a bad formula.
 */
export function planDamage(input: WeaponDamageInput, delivered: HittingLevel, options: Pick<BrpOptions, "crushingModifier"> = BRP_DEFAULTS): DamagePlan {
  requireRecord(input, "weapon damage");
  requireOneOf(input.specialType, "specialType", SPECIAL_TYPES);
  requireOneOf(delivered, "delivered", HITTING_LEVELS);
  const crushing = brpOption(options, "crushingModifier");
  // Plans are pure functions of their inputs; a small cache spares the simulator re-parsing.
  const key = `${input.formula}|${input.specialType}|${input.damageModifier}|${input.modifierMode ?? "full"}|${delivered}|${crushing}`;
  const cached = PLAN_CACHE.get(key);
  if (cached) return cached;
  const plan = Object.freeze(buildPlan(input, delivered, crushing));
  if (PLAN_CACHE.size > 500) PLAN_CACHE.clear();
  PLAN_CACHE.set(key, plan);
  return plan;
}

const PLAN_CACHE = new Map<string, DamagePlan>();

function buildPlan(input: WeaponDamageInput, delivered: HittingLevel, crushing: BrpOptions["crushingModifier"]): DamagePlan {
  const base = parseFormula(input.formula);
  let weapon = base;
  let modifier = effectiveModifier(input.damageModifier, input.modifierMode);
  let specialEffect: SpecialType | null = null;
  if (delivered === "special") {
    specialEffect = input.specialType;
    if (input.specialType === "impaling") weapon = doubleWeapon(base);
    if (input.specialType === "crushing") modifier = crushing === "maximize" ? maximizedCrushingModifier(modifier) : crushingModifier(modifier);
  }
  const maximizeWeapon = delivered === "critical";
  const weaponPart: ParsedFormula = maximizeWeapon ? { dice: [], constant: maxOfFormula(base) } : weapon;
  const whole: ParsedFormula = { dice: [...weaponPart.dice, ...modifier.dice], constant: weaponPart.constant + modifier.constant };
  return { delivered, weapon: weaponPart, maximizeWeapon, modifier, formula: formatFormula(whole), specialEffect };
}

export interface DamageRoll {
  readonly weaponTotal: number;
  readonly modifierTotal: number;
  /** Weapon plus modifier, never below zero. */
  readonly total: number;
  readonly faces: number[][];
}

/** Rolls a plan through the dice port (weapon dice first, then the modifier dice). */
export function rollDamage(plan: DamagePlan, dice: Dice): DamageRoll {
  requireRecord(plan, "plan");
  const w = rollFormula(dice, plan.weapon, "damage");
  const m = rollFormula(dice, plan.modifier, "damageModifier");
  return { weaponTotal: w.total, modifierTotal: m.total, total: Math.max(0, w.total + m.total), faces: [...w.faces, ...m.faces] };
}

/** Kinds of weapon, for the default special type (BRP-SPC-1). */
export type WeaponCategory = "slashing" | "blunt" | "flexible" | "thrusting" | "missile" | "firearm" | "energy" | "unarmedStrike" | "unarmedThrow" | "shield" | "spikedShield";

/** BRP-SPC-1: the usual special type of a kind of weapon (clubs crush; shield bashes knock back). */
export function defaultSpecialType(category: WeaponCategory): SpecialType {
  switch (category) {
    case "slashing":
      return "bleeding";
    case "blunt":
    case "unarmedStrike":
      return "crushing";
    case "flexible":
      return "entangling";
    case "unarmedThrow":
    case "shield":
      return "knockback";
    default:
      return "impaling";
  }
}
