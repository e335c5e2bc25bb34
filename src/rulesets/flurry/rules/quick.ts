import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireRecord } from "../../../core/validate.js";
import { CRITICAL_STEP } from "./attack.js";
import { type ImpactDice, requireImpactDice } from "./impact.js";
import { type Thresholds, requireThresholds } from "./wounds.js";
import { requireInteger } from "../../../core/errors.js";
import { requireModifier } from "./guards.js";

/**
 * The lethal exchange reduced to numbers, for the simulator and the bench: the same rules as the
 * step machine (beat Defense, +1 impact die per 5 over, critical ignores absorption, armour
 * defense bonus checked after the location) without building cards, events or conditions.
 */
export interface QuickStrike {
  /** Skill + Agility + every modifier to the attack roll. */
  readonly attackBonus: number;
  readonly defense: number;
  /** Armour defense bonus at the location struck (WC-ATK-5). */
  readonly locationDefenseBonus: number;
  readonly impact: ImpactDice;
  readonly absorption: number;
  readonly thresholds: Thresholds;
}

/** Outcome codes: −2 slid off the armour, −1 miss, 0 hit with no wound, 1..4 light..mortal. */
export type QuickOutcome = -2 | -1 | 0 | 1 | 2 | 3 | 4;

/** Checks a QuickStrike once (a simulator validates its inputs before a long run). */
export function validateQuickStrike(s: QuickStrike): QuickStrike {
  requireModifier(requireRecord(s, "strike").attackBonus, "attackBonus");
  requireModifier(s.defense, "defense");
  requireModifier(s.locationDefenseBonus, "locationDefenseBonus");
  requireInteger(s.absorption, "absorption", 0, 10_000);
  requireImpactDice(s.impact);
  requireThresholds(s.thresholds);
  return s;
}

/** Inputs already checked, by identity, so the hot loop validates each strike only once. */
const checkedStrikes = new WeakSet<QuickStrike>();

export function quickStrike(dice: Dice, s: QuickStrike): QuickOutcome {
  if (!checkedStrikes.has(s)) checkedStrikes.add(validateQuickStrike(s));
  requireDicePort(dice);
  const [a, b, c] = dice.roll(3, 6, "attack") as [number, number, number];
  const total = a + b + c + s.attackBonus;
  if (total <= s.defense) return -1;
  const margin = total - s.defense - s.locationDefenseBonus;
  if (margin <= 0) return -2;
  const extra = margin >= CRITICAL_STEP ? Math.floor(margin / CRITICAL_STEP) : 0;
  let impact = 0;
  if (s.impact.kind === "fixed") impact = s.impact.points * (1 + extra);
  else for (const face of dice.roll(s.impact.count + extra, s.impact.faces, "impact")) impact += face;
  const effective = extra > 0 ? impact : impact - s.absorption;
  const t = s.thresholds;
  if (effective <= 0) return 0;
  if (effective <= t.impaired) return 1;
  if (effective <= t.disabled) return 2;
  if (effective <= t.destroyed) return 3;
  return 4;
}
