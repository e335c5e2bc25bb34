import * as dist from "../../../core/distribution.js";
import { requireBoolean, requireRecord } from "../../../core/validate.js";
import { CRITICAL_STEP } from "./attack.js";
import { requireModifier } from "./guards.js";
import { RulesError } from "../../../core/errors.js";
import { impactCap, impactDiceFor, requireImpactDice, type ImpactDice } from "./impact.js";
import type { ManeuverColumn } from "./maneuvers.js";
import type { FlurryOptions } from "./options.js";
import { impactDistribution, marginDistribution } from "./odds.js";
import { requireThresholds, severityFor, type Severity, type Thresholds } from "./wounds.js";

/**
 * Exact odds of one blow before the attack roll (WC-FVTT-5): of hitting, of a critical, and of
 * each wound severity at a location, summed over every attack margin and every impact total —
 * no sampling. The armour's Defense bonus at the location may turn a hit aside (WC-ATK-5), a
 * critical keeps its whole impact (WC-STR-1), otherwise absorption comes off first.
 */
export interface StrikeOddsInput {
  /** Weapon skill + Agility modifier + wound and other modifiers. */
  readonly attackBonus: number;
  /** The Defense the roll must beat (front, flank, indefensible …). */
  readonly defense: number;
  readonly impact: ImpactDice;
  /** At the location: armour absorption plus innate resistance, and the armour's Defense bonus. */
  readonly absorption: number;
  readonly defenseBonus: number;
  readonly thresholds: Thresholds;
}

export type SeverityOdds = Readonly<Record<"none" | Severity, number>>;

export interface StrikeOdds {
  /** The attack roll beats Defense (before the location's armour bonus). */
  readonly hit: number;
  /** The blow lands at this location: it beats Defense plus the armour's bonus. */
  readonly lands: number;
  readonly critical: number;
  /** Each outcome's probability of the whole attack (they sum to `lands`); "none" is a blow that wounds nothing. */
  readonly severity: SeverityOdds;
}

export function strikeOdds(input: StrikeOddsInput): StrikeOdds {
  requireRecord(input, "odds");
  requireModifier(input.attackBonus, "attackBonus");
  requireModifier(input.defense, "defense");
  requireModifier(input.absorption, "absorption");
  requireModifier(input.defenseBonus, "defenseBonus");
  requireImpactDice(input.impact);
  requireThresholds(input.thresholds);
  const severity: Record<"none" | Severity, number> = { none: 0, light: 0, serious: 0, critical: 0, mortal: 0 };
  let hit = 0;
  let lands = 0;
  let critical = 0;
  const byExtraDice = new Map<number, Map<"none" | Severity, number>>();
  const outcomesWith = (extra: number): Map<"none" | Severity, number> => {
    const known = byExtraDice.get(extra);
    if (known) return known;
    const out = new Map<"none" | Severity, number>();
    for (const [impact, q] of dist.entries(impactDistribution(input.impact, extra))) {
      const effective = extra > 0 ? impact : Math.max(0, impact - input.absorption);
      const key = severityFor(effective, input.thresholds) ?? "none";
      out.set(key, (out.get(key) ?? 0) + q);
    }
    byExtraDice.set(extra, out);
    return out;
  };
  for (const [margin, p] of dist.entries(marginDistribution(input.attackBonus, input.defense))) {
    if (margin <= 0) continue;
    hit += p;
    const atLocation = margin - input.defenseBonus;
    if (atLocation <= 0) continue;
    lands += p;
    const extra = atLocation >= CRITICAL_STEP ? Math.floor(atLocation / CRITICAL_STEP) : 0;
    if (extra > 0) critical += p;
    for (const [key, q] of outcomesWith(extra)) severity[key] += p * q;
  }
  return { hit, lands, critical, severity };
}

/**
 * WC-MAN-1/2, WC-FVTT-5: the dice a maneuver rolls for its odds: the Impact Cap of Strength alone
 * (no weapon modifier), or the dice the attacker gave where the table has no row for it; null
 * while neither is known (the card then waits for the dice, as for a strike).
 */
export function maneuverOddsImpact(strength: number, options: Pick<FlurryOptions, "impactBeyondTable">, given?: ImpactDice): ImpactDice | null {
  if (given !== undefined) return requireImpactDice(given);
  try {
    return impactDiceFor(impactCap(strength, 0), options).impact;
  } catch (error) {
    if (error instanceof RulesError && error.i18nKey === "FRAY.Flurry.Error.ImpactCapNotInTable") return null;
    throw error;
  }
}

export interface ManeuverOddsInput extends StrikeOddsInput {
  /** A tackle: armour, innate resistance and the armour's Defense bonus play no part (WC-MAN-2). */
  readonly ignoresArmour: boolean;
}

export interface ManeuverOdds {
  readonly hit: number;
  readonly lands: number;
  readonly critical: number;
  /** The chance of each column of the maneuver table (they sum to `lands`). */
  readonly columns: Readonly<Record<ManeuverColumn, number>>;
}

/**
 * WC-MAN-1/2: exact odds of a maneuver blow. Its effective impact (the maneuver's own dice, a
 * critical keeping it whole, absorption off otherwise — none for a tackle) picks a column of the
 * maneuver table: superficial at 0 or less, light up to the impaired threshold, serious up to
 * disabled, critical beyond.
 */
export function maneuverStrikeOdds(input: ManeuverOddsInput): ManeuverOdds {
  requireRecord(input, "odds");
  requireBoolean(input.ignoresArmour, "ignoresArmour");
  const odds = strikeOdds(input.ignoresArmour ? { ...input, absorption: 0, defenseBonus: 0 } : input);
  const { none, light, serious, critical, mortal } = odds.severity;
  return { hit: odds.hit, lands: odds.lands, critical: odds.critical, columns: { superficial: none, light, serious, critical: critical + mortal } };
}
