import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";
import type { ActionKind } from "./maneuvers.js";

/**
 * What a character has spent in the current turn (FC-ACT-1): two Partial Actions or one Full
 * Action, plus free actions counted per round (FC-ACT-6), plus maneuvers (FC-ACT-8).
 */
export interface ActionBudget {
  readonly partialUsed: number;
  readonly fullUsed: boolean;
  readonly freeUsed: number;
  readonly maneuversUsed: number;
}

export const PARTIALS_PER_TURN = 2;

const ACTION_KINDS: readonly ActionKind[] = ["free", "partial", "full"];
/** Free actions and maneuvers counted in one round; the options allow ten free actions at most. */
const MAX_COUNTED = 100;

/** A budget handed in from the tracker's stored state or a card. */
function requireBudget(value: unknown, field = "budget"): ActionBudget {
  const budget = requireRecord(value, field);
  requireInteger(budget.partialUsed, `${field}.partialUsed`, 0, PARTIALS_PER_TURN);
  requireBoolean(budget.fullUsed, `${field}.fullUsed`);
  requireInteger(budget.freeUsed, `${field}.freeUsed`, 0, MAX_COUNTED);
  requireInteger(budget.maneuversUsed, `${field}.maneuversUsed`, 0, MAX_COUNTED);
  return value as ActionBudget;
}

export function freshBudget(): ActionBudget {
  return { partialUsed: 0, fullUsed: false, freeUsed: 0, maneuversUsed: 0 };
}

/** Partial-action slots still open (a Full Action uses both). */
export function partialsLeft(budget: ActionBudget): number {
  requireBudget(budget);
  return budget.fullUsed ? 0 : PARTIALS_PER_TURN - budget.partialUsed;
}

export function canSpend(budget: ActionBudget, kind: ActionKind, options: Pick<PoolOptions, "freeActionsPerRound" | "oneManeuverPerTurn"> = DEFAULT_POOL_OPTIONS, isManeuver = false): boolean {
  requireBudget(budget);
  requireOneOf(kind, "kind", ACTION_KINDS);
  if (requireBoolean(isManeuver, "isManeuver") && poolOption(options, "oneManeuverPerTurn") && budget.maneuversUsed >= 1) return false;
  switch (kind) {
    case "free":
      return budget.freeUsed < poolOption(options, "freeActionsPerRound");
    case "partial":
      return partialsLeft(budget) >= 1;
    case "full":
      // A Full Action takes the whole turn: nothing else but free actions (FC-ACT-4).
      return !budget.fullUsed && budget.partialUsed === 0;
  }
}

/**
 * Spends one action of `kind`; two identical Partial Actions are fine (FC-ACT-7). Throws a
 * RulesError naming what is exhausted.
 */
export function spendAction(budget: ActionBudget, kind: ActionKind, options: Pick<PoolOptions, "freeActionsPerRound" | "oneManeuverPerTurn"> = DEFAULT_POOL_OPTIONS, isManeuver = false): ActionBudget {
  if (!canSpend(budget, kind, options, isManeuver)) {
    throw new RulesError("FRAY.Pool.Error.NoActionLeft", { kind: isManeuver && options.oneManeuverPerTurn && budget.maneuversUsed >= 1 ? "maneuver" : kind });
  }
  const maneuversUsed = budget.maneuversUsed + (isManeuver ? 1 : 0);
  switch (kind) {
    case "free":
      return { ...budget, freeUsed: budget.freeUsed + 1, maneuversUsed };
    case "partial":
      return { ...budget, partialUsed: budget.partialUsed + 1, maneuversUsed };
    case "full":
      return { ...budget, fullUsed: true, maneuversUsed };
  }
}

/**
 * Skill rolls that are Free Actions (FC-ACT-5): Stamina and Willpower always; Perception and
 * Languages as the seed's usual case (the GM rules otherwise by rolling outside the fight).
 */
export const FREE_ACTION_SKILLS: readonly string[] = ["stamina", "willpower", "perception", "languages"];

/** Common activities and their cost (FC-ACT-2, FC-ACT-3, FC-ACT-5, FC-MOV-7, FC-WPN-3). */
export const ACTIVITY_COSTS = {
  attack: "partial",
  move: "partial",
  drawReadyItem: "partial",
  dropProneOrStand: "partial",
  castPartialSpell: "partial",
  run: "full",
  drawStowedItem: "full",
  loadCrossbow: "full",
  stringBow: "full",
  castFullSpell: "full",
  speak: "free",
  turnFacing: "free",
  perceptionOrLanguageRoll: "free",
  ridePilotRollInManeuver: "free",
  staminaOrWillpowerRoll: "free",
  // Mount, team and ship orders cost the rider's own actions (FC-MNT-5 proposal, FC-SHIP-4).
  mountWalk: "partial",
  mountJogOrRun: "full",
  mountAttack: "partial",
  ram: "full",
} as const satisfies Record<string, ActionKind>;
export type Activity = keyof typeof ACTIVITY_COSTS;

/**
 * Drawing or stowing a weapon (FC-ACT-2, FC-ACT-3, FC-DATA-4): one kept readily available
 * (sheathed, holstered) costs a Partial Action; one buried in a pack costs a Full Action.
 */
export function drawCost(readilyAvailable: boolean): ActionKind {
  return requireBoolean(readilyAvailable, "readilyAvailable") ? ACTIVITY_COSTS.drawReadyItem : ACTIVITY_COSTS.drawStowedItem;
}

/** Weapon readiness (FC-WPN-3 proposal): crossbows need reloading after each shot, bows stringing once. */
export interface WeaponReadiness {
  readonly reload: "none" | "crossbow" | "bow";
  readonly loaded: boolean;
  readonly strung: boolean;
}

const RELOAD_KINDS: readonly WeaponReadiness["reload"][] = ["none", "crossbow", "bow"];

/** A weapon's readiness as the item stores it. */
function requireReadiness(value: unknown, field = "weapon"): WeaponReadiness {
  const weapon = requireRecord(value, field);
  requireOneOf(weapon.reload, `${field}.reload`, RELOAD_KINDS);
  requireBoolean(weapon.loaded, `${field}.loaded`);
  requireBoolean(weapon.strung, `${field}.strung`);
  return value as WeaponReadiness;
}

export function canFire(w: WeaponReadiness): boolean {
  requireReadiness(w);
  if (w.reload === "crossbow") return w.loaded;
  if (w.reload === "bow") return w.strung;
  return true;
}

/** State after a shot; refuses an unloaded crossbow or unstrung bow. */
export function afterShot(w: WeaponReadiness): WeaponReadiness {
  if (!canFire(w)) throw new RulesError("FRAY.Pool.Error.WeaponNotReady", { reload: w.reload });
  return w.reload === "crossbow" ? { ...w, loaded: false } : w;
}

/** State after the Full Action that loads a crossbow or strings a bow. */
export function afterReload(w: WeaponReadiness): WeaponReadiness {
  requireReadiness(w);
  return w.reload === "crossbow" ? { ...w, loaded: true } : w.reload === "bow" ? { ...w, strung: true } : w;
}

/**
 * An attack is made with a weapon in hand (FC-ACT-2, FC-ACT-3, FC-ATK-4): drawing is an action
 * of its own — a Partial one for a weapon kept readily available, a Full one for one packed away
 * — and not part of the attack, so an attack with a weapon not drawn is refused, saying what
 * drawing it costs. Returns the refusal, or null when the weapon is in hand.
 */
export function undrawnWeaponRefusal(weapon: { readonly equipped: boolean; readonly readied: boolean }, name: string): RulesError | null {
  const w = requireRecord(weapon, "weapon");
  if (requireBoolean(w.equipped, "weapon.equipped")) return null;
  const cost = drawCost(requireBoolean(w.readied, "weapon.readied"));
  return new RulesError(cost === "partial" ? "FRAY.Pool.Error.WeaponNotDrawnPartial" : "FRAY.Pool.Error.WeaponNotDrawnFull", { weapon: requireString(name, "name") });
}

/** Where a caster stands in the fight when a spell is cast. */
export type CastTurn = "notInFight" | "now" | "waiting";

/**
 * Casting a spell (FC-DATA-5, FC-FVTT-2): the spell's action cost, a Partial or a Full Action,
 * comes out of the caster's budget like any other action (FC-ACT-1). In a fight it is cast only in
 * the caster's own activation: it is no free action (FC-ACT-5), so it cannot be taken while
 * another side acts. Returns the action to spend; throws the refusal otherwise.
 */
export function castAction(actionCost: "partial" | "full", turn: CastTurn, spellName: string): "partial" | "full" {
  requireOneOf(actionCost, "actionCost", ["partial", "full"] as const);
  requireOneOf(turn, "turn", ["notInFight", "now", "waiting"] as const);
  requireString(spellName, "spellName");
  if (turn === "waiting") throw new RulesError("FRAY.Pool.Error.CastOutOfTurn", { spell: spellName });
  return actionCost;
}
