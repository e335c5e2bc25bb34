import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { readRoll, type TaskRoll } from "./roll.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";

export type WoundType = "winded" | "light" | "moderate" | "severe" | "critical";
export type WoundResult = WoundType | "death";

/** The wound table (DB-WND-1): lowest total of each row, the wound's value and its severity rank. */
export const WOUND_TABLE: ReadonlyArray<{ readonly result: WoundResult; readonly from: number; readonly value: number }> = [
  { result: "winded", from: 2, value: 1 },
  { result: "light", from: 10, value: 2 },
  { result: "moderate", from: 13, value: 4 },
  { result: "severe", from: 16, value: 6 },
  { result: "critical", from: 19, value: 8 },
  { result: "death", from: 24, value: 0 },
];

export const WOUND_SEVERITY: Readonly<Record<WoundType, number>> = { winded: 0, light: 1, moderate: 2, severe: 3, critical: 4 };

export interface Wound {
  readonly type: WoundType;
  /** Current value: starts at the table value and drops by one per day of rest (DB-REC-5). */
  readonly value: number;
  /** Adrenaline: penalties wait until the encounter the wound came from is over (DB-WND-3). */
  readonly deferred: boolean;
}

/** The table row for a wound-roll total (totals under 2 read as the first row). */
export function woundForTotal(total: number): { readonly result: WoundResult; readonly value: number } {
  requireInteger(total, "woundTotal", 0, 10_000);
  let row = WOUND_TABLE[0]!;
  for (const candidate of WOUND_TABLE) if (total >= candidate.from) row = candidate;
  return { result: row.result, value: row.value };
}

/** Sum of the values of the wounds held: added to every new wound roll. */
export function heldWoundValue(wounds: readonly Wound[]): number {
  return requireWounds(wounds).reduce((sum, w) => sum + w.value, 0);
}

export interface WoundRoll {
  readonly roll: TaskRoll;
  readonly held: number;
  readonly total: number;
  readonly result: WoundResult;
  /** The new wound (absent on death). */
  readonly wound: Wound | undefined;
}

/** Reads a wound roll from two dice plus the wounds already held; new wounds start deferred. */
export function readWoundRoll(dawn: number, dusk: number, wounds: readonly Wound[]): WoundRoll {
  const roll = readRoll(dawn, dusk);
  const held = heldWoundValue(wounds);
  const total = roll.total + held;
  const { result, value } = woundForTotal(total);
  const wound = result === "death" ? undefined : { type: result, value, deferred: true };
  return { roll, held, total, result, wound };
}

export function rollWound(dice: Dice, wounds: readonly Wound[]): WoundRoll {
  const [dawn, dusk] = requireDicePort(dice).roll(2, 12, "wound");
  return readWoundRoll(dawn ?? 0, dusk ?? 0, wounds);
}

/** The effects of the wounds whose penalties are in force (DB-WND-4). */
export interface WoundPenalties {
  /** Light wounds in force: each raises Effort costs (see `effortCost`). */
  readonly lightWounds: number;
  /** Steps every task is hindered by: one per Moderate wound. */
  readonly hinderSteps: number;
  /** How many times maximum health is halved: once per Severe wound. */
  readonly healthHalvings: number;
  /** A Critical wound caps maximum health at 1. */
  readonly healthCappedAtOne: boolean;
  /** A Critical wound forbids actions. */
  readonly cannotAct: boolean;
}

/**
 * Penalties in force. Deferred wounds count for nothing yet, except that a Critical wound's ban
 * on actions applies at once when the GM turns `criticalWoundDeferred` off.
 */
export function woundPenalties(wounds: readonly Wound[], options: DuskOptions = DEFAULT_DUSK_OPTIONS): WoundPenalties {
  let lightWounds = 0;
  let hinderSteps = 0;
  let healthHalvings = 0;
  let critical = false;
  let cannotAct = false;
  for (const w of requireWounds(wounds)) {
    if (w.type === "critical" && (!w.deferred || !options.criticalWoundDeferred)) cannotAct = true;
    if (w.deferred) continue;
    if (w.type === "light") lightWounds++;
    else if (w.type === "moderate") hinderSteps++;
    else if (w.type === "severe") healthHalvings++;
    else if (w.type === "critical") critical = true;
  }
  return { lightWounds, hinderSteps, healthHalvings, healthCappedAtOne: critical, cannotAct };
}

/** The encounter is over: every wound's penalty now applies. */
export function endAdrenaline(wounds: readonly Wound[]): Wound[] {
  return requireWounds(wounds).map((w) => (w.deferred ? { ...w, deferred: false } : w));
}

/**
 * One day of rest (DB-REC-5): the least serious wound loses one point of value (by type, then by
 * lower value); a wound at 0 is gone. Returns the new list.
 */
export function healOneDay(wounds: readonly Wound[]): Wound[] {
  if (requireWounds(wounds).length === 0) return [];
  let target = 0;
  wounds.forEach((w, i) => {
    const best = wounds[target]!;
    const lessSerious = WOUND_SEVERITY[w.type] < WOUND_SEVERITY[best.type] || (w.type === best.type && w.value < best.value);
    if (lessSerious) target = i;
  });
  return wounds.flatMap((w, i) => (i !== target ? [w] : w.value > 1 ? [{ ...w, value: w.value - 1 }] : []));
}

/** Days of rest until every wound is healed: the sum of their values (DB-REC-5). */
export function daysToHeal(wounds: readonly Wound[]): number {
  return heldWoundValue(wounds);
}

export function requireWound(wound: Wound): Wound {
  const type: unknown = typeof wound === "object" && wound !== null ? wound.type : wound;
  if (typeof type !== "string" || !Object.hasOwn(WOUND_SEVERITY, type)) throw new RulesError("FRAY.Dusk.Error.UnknownWound", { type: String(type) });
  requireInteger(wound.value, "woundValue", 0, 8);
  if (typeof wound.deferred !== "boolean") throw new RulesError("FRAY.Dusk.Error.UnknownWound", { type: `${type} (deferred: ${String(wound.deferred)})` });
  return wound;
}

/** Checks a list of held wounds, as a sheet or a stored state may hand it over. */
export function requireWounds(wounds: readonly Wound[]): readonly Wound[] {
  if (!Array.isArray(wounds)) throw new RulesError("FRAY.Dusk.Error.UnknownWound", { type: String(wounds) });
  for (const w of wounds) requireWound(w);
  return wounds;
}
