import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireBoolean, requireRecord } from "../../../core/validate.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { type Skew, rollWithSkew, SKEWS } from "./check.js";
import { flurryOptionsSchema, type FlurryOptions } from "./options.js";
import { optionOf } from "../../../core/options.js";
import { requireModifier, requireOneOf } from "./guards.js";

/** A weapon's impact roll: a fixed number of points or a number of dice of one size. */
export type ImpactDice =
  | { readonly kind: "fixed"; readonly points: number }
  | { readonly kind: "dice"; readonly count: number; readonly faces: number };

export interface ImpactRow {
  readonly from: number;
  readonly to: number;
  readonly impact: ImpactDice;
  /** "seed" rows survive in the source; "placeholder" rows are the interim reading (WC-STR-2). */
  readonly source: "seed" | "placeholder";
}

const dice = (count: number, faces: number): ImpactDice => ({ kind: "dice", count, faces });

/**
 * WC-STR-2: Impact Cap → impact dice. Only the first two rows survive in the source; the rest
 * follow the catalog's interim rule "the dice whose maximum is nearest the cap" and are marked.
 */
export const IMPACT_TABLE: readonly ImpactRow[] = [
  { from: -7, to: -3, impact: { kind: "fixed", points: 1 }, source: "seed" },
  { from: -2, to: 2, impact: dice(1, 3), source: "seed" },
  { from: 3, to: 4, impact: dice(1, 4), source: "placeholder" },
  { from: 5, to: 6, impact: dice(1, 6), source: "placeholder" },
  { from: 7, to: 8, impact: dice(1, 8), source: "placeholder" },
  { from: 9, to: 10, impact: dice(1, 10), source: "placeholder" },
  { from: 11, to: 12, impact: dice(1, 12), source: "placeholder" },
];

/** WC-GLOS-4: Impact Cap = Strength + the weapon's impact modifier (skill is not added). */
export function impactCap(strength: number, weaponImpactModifier: number): number {
  requireInteger(strength, "strength", -50, 100);
  requireInteger(weaponImpactModifier, "impactModifier", -50, 100);
  return strength + weaponImpactModifier;
}

/**
 * The impact roll for a cap. The two surviving rows always answer. Beyond them, under "ask" (the
 * default) there is no answer: the caller must supply the weapon's own dice, and this refuses
 * with a message saying so; under "placeholder" caps below the table strike for 1 point and caps
 * above it roll the die (or number of d6) whose maximum is nearest the cap.
 */
export function impactDiceFor(cap: number, options: Pick<FlurryOptions, "impactBeyondTable">): { impact: ImpactDice; source: "seed" | "placeholder" } {
  requireInteger(cap, "impactCap", -100, 200);
  const row = IMPACT_TABLE.find((r) => cap >= r.from && cap <= r.to);
  if (row && (row.source === "seed" || options.impactBeyondTable === "placeholder")) return { impact: row.impact, source: row.source };
  if (optionOf(flurryOptionsSchema, options, "impactBeyondTable") === "ask") throw new RulesError("FRAY.Flurry.Error.ImpactCapNotInTable", { cap });
  if (cap < -7) return { impact: { kind: "fixed", points: 1 }, source: "placeholder" };
  return { impact: dice(Math.max(2, Math.round(cap / 6)), 6), source: "placeholder" };
}

/** An impact roll handed in from outside (a weapon's own dice, a simulator): whole, sensible numbers. */
export function requireImpactDice(impact: ImpactDice): ImpactDice {
  requireRecord(impact, "impact");
  if (impact.kind === "fixed") requireInteger(impact.points, "points", 0, 1000);
  else if (impact.kind === "dice") {
    requireInteger(impact.count, "count", 0, 100);
    requireInteger(impact.faces, "faces", 1, 1000);
  } else throw new RulesError("FRAY.Flurry.Error.UnknownValue", { field: "impact", value: String((impact as { kind: unknown }).kind) });
  return impact;
}

export function formatImpact(impact: ImpactDice): string {
  requireImpactDice(impact);
  return impact.kind === "fixed" ? `${impact.points}` : `${impact.count}d${impact.faces}`;
}

export interface ImpactRoll {
  readonly faces: number[];
  readonly kept: number[];
  readonly total: number;
}

/**
 * Rolls impact plus `extraDice` critical dice of the same kind (WC-ATK-6 PROPOSAL; a fixed
 * impact adds its points once more per extra die). A low skew die (WC-MOV-8) adds one die and
 * drops the highest, so an accidental blow never exceeds the weapon's normal range; a fixed
 * impact is not skewed.
 */
export function rollImpact(port: Dice, impact: ImpactDice, extraDice = 0, skew: Skew = "none"): ImpactRoll {
  requireInteger(extraDice, "extraDice", 0, 100);
  requireDicePort(port);
  requireOneOf(skew, SKEWS, "skew");
  requireImpactDice(impact);
  if (impact.kind === "fixed") {
    const total = requireInteger(impact.points, "points", 0, 1000) * (1 + extraDice);
    return { faces: [], kept: [], total };
  }
  const { rolled, kept, sum: total } = rollWithSkew(port, impact.count + extraDice, impact.faces, skew, "impact");
  return { faces: rolled, kept, total };
}

export interface StrikeTarget {
  /** WC-STR-3: armour absorption plus innate resistance (from Size). */
  readonly absorption: number;
  /** WC-GLOS-2: the armour's penetration threshold at the location struck. */
  readonly penetrationThreshold: number;
}

export interface StrikeResult {
  readonly impact: number;
  readonly effectiveImpact: number;
  readonly penetrating: boolean;
  /** The threshold actually compared (PT − the weapon's PV). */
  readonly effectiveThreshold: number;
}

/**
 * WC-STR-1: a critical strike keeps its rolled impact and always penetrates; otherwise
 * absorption comes off (WC-STR-3, nothing below zero) and the blow penetrates only when what
 * remains exceeds the penetration threshold minus the weapon's penetration value (WC-STR-4,
 * WC-GLOS-3).
 */
export function strikeResult(impact: number, critical: boolean, target: StrikeTarget, penetrationValue = 0): StrikeResult {
  requireInteger(impact, "impact", 0, 10_000);
  requireBoolean(critical, "critical");
  requireInteger(requireRecord(target, "target").absorption, "absorption", 0, 10_000);
  requireModifier(target.penetrationThreshold, "penetrationThreshold");
  requireModifier(penetrationValue, "penetrationValue");
  const effectiveThreshold = target.penetrationThreshold - penetrationValue;
  if (critical) return { impact, effectiveImpact: impact, penetrating: true, effectiveThreshold };
  const effectiveImpact = Math.max(0, impact - target.absorption);
  return { impact, effectiveImpact, penetrating: effectiveImpact > 0 && effectiveImpact > effectiveThreshold, effectiveThreshold };
}

/** Absorption against one blow: armour plus innate resistance (WC-STR-3, WC-GLOS-8). */
export function totalAbsorption(armourAbsorption: number, innateResistance: number): number {
  return requireInteger(armourAbsorption, "absorption", 0, 10_000) + requireInteger(innateResistance, "innateResistance", 0, 10_000);
}
