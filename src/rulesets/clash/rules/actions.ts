import { RulesError, requireInteger } from "../../../core/errors.js";
import { parseFormula, type ParsedFormula } from "../../../core/formula.js";
import { MAX_SKILL } from "./tiers.js";

/**
 * DL-AP-4: an action a combatant may take. Proactive ones (attack, cast magic) start a clash on
 * the actor's turn; reactive ones (counter attack, evade, counter spell) answer one. Either costs
 * 1 AP (DL-AP-1, DL-AP-2). `dealsDamage` false means a hit only negates the other side's action
 * (DL-CLASH-6).
 */
export interface ClashAction {
  readonly id: string;
  readonly kind: "proactive" | "reactive";
  /** The (already modified) skill the action rolls against. */
  readonly skill: number;
  readonly dealsDamage: boolean;
  /** Damage formula such as "1d8+1"; required when the action deals damage (DL-CLASH-5). */
  readonly damage?: string;
}

/** AP every proactive or reactive action costs. */
export const ACTION_AP_COST = 1;

/** Throws unless `action` is well formed and of the expected kind; returns its damage formula. */
export function checkAction(action: ClashAction, kind: ClashAction["kind"]): ParsedFormula | null {
  // Callers outside TypeScript (a flow reading a document) may hand over nothing at all.
  if (typeof action !== "object" || action === null || action.kind !== kind) {
    throw new RulesError("FRAY.Clash.Error.WrongActionKind", { action: String((action as Partial<ClashAction> | null)?.id ?? "?"), expected: kind });
  }
  requireInteger(action.skill, "skill", 0, MAX_SKILL);
  if (!action.dealsDamage) return null;
  if (action.damage === undefined) throw new RulesError("FRAY.Clash.Error.MissingDamage", { action: action.id });
  return parseFormula(action.damage);
}

/**
 * DL-CM-3: a combat maneuver the winner of a clash may pick. `followUp` names the skill the
 * maneuver's target rolls against the winner's original roll (DL-CM-2), e.g. "willpower".
 */
export interface CombatManeuver {
  readonly id: string;
  /** Whether it may be picked more than once in the same clash. */
  readonly stackable: boolean;
  readonly followUp?: { readonly skill: string };
}

/** DL-CM-1 / DL-CM-3: throws unless `chosen` fits the awarded count and the winner's maneuvers. */
export function checkManeuverChoice(chosen: readonly string[], available: readonly CombatManeuver[], count: number): CombatManeuver[] {
  requireInteger(count, "maneuvers", 0, 3);
  if (!Array.isArray(chosen)) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "maneuverIds" });
  if (!Array.isArray(available)) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "maneuvers" });
  if (chosen.length > count) throw new RulesError("FRAY.Clash.Error.TooManyManeuvers", { chosen: chosen.length, allowed: count });
  const picked: CombatManeuver[] = [];
  for (const id of chosen) {
    const maneuver = available.find((m) => m.id === id);
    if (!maneuver) throw new RulesError("FRAY.Clash.Error.UnknownManeuver", { maneuver: id });
    if (!maneuver.stackable && picked.includes(maneuver)) throw new RulesError("FRAY.Clash.Error.ManeuverNotStackable", { maneuver: id });
    picked.push(maneuver);
  }
  return picked;
}

/** DL-CLASH-5: damage left after flat armor, never below 0. */
export function damageAfterArmor(rolled: number, armor: number): number {
  requireInteger(rolled, "damage", -10_000, 10_000);
  requireInteger(armor, "armor", 0, 10_000);
  return Math.max(0, rolled - armor);
}

/** DL-CLASH-5: generic hit points, lowered by the damage and never below 0. */
export function applyHpDamage(hp: { readonly value: number; readonly max: number }, amount: number): { value: number; max: number } {
  if (typeof hp !== "object" || hp === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "hp" });
  requireInteger(hp.max, "hp.max", 0, 100_000);
  requireInteger(hp.value, "hp.value", 0, hp.max);
  requireInteger(amount, "damage", 0, 100_000);
  return { value: Math.max(0, hp.value - amount), max: hp.max };
}
