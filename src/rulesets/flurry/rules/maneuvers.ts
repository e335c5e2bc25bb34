import type { Dice } from "../../../core/dice.js";
import { requireRecord } from "../../../core/validate.js";
import { requireInteger } from "../../../core/errors.js";
import { type EffectOutcome, type Victim, breakWeapon, fumbleXX, restrictXX, shockXX, stumbleXX } from "./effects.js";
import type { Thresholds } from "./wounds.js";
import { requireThresholds } from "./wounds.js";
import { requireOneOf } from "./guards.js";

/** The maneuver rows of WC-MAN-1 (entangling uses the grappling row, WC-MAN-8). */
export type ManeuverType = "disarming" | "grappling" | "subdual" | "tackling" | "throwing";
export type ManeuverColumn = "superficial" | "light" | "serious" | "critical";
export const MANEUVER_COLUMNS: readonly ManeuverColumn[] = ["superficial", "light", "serious", "critical"];

export type SecondaryEffect =
  | { readonly kind: "fumble"; readonly target: number }
  | { readonly kind: "restrict"; readonly target: number }
  | { readonly kind: "shock"; readonly target: number }
  | { readonly kind: "stumble"; readonly target: number }
  | { readonly kind: "break" };

const f = (target: number): SecondaryEffect => ({ kind: "fumble", target });
const r = (target: number): SecondaryEffect => ({ kind: "restrict", target });
const s = (target: number): SecondaryEffect => ({ kind: "shock", target });
const t = (target: number): SecondaryEffect => ({ kind: "stumble", target });

/** WC-MAN-1: the maneuver table as data. */
const SECONDARY_KINDS = ["fumble", "restrict", "shock", "stumble", "break"] as const;

export const MANEUVER_TABLE: Readonly<Record<ManeuverType, Readonly<Record<ManeuverColumn, SecondaryEffect>>>> = {
  disarming: { superficial: f(4), light: f(10), serious: f(16), critical: { kind: "break" } },
  grappling: { superficial: r(4), light: r(10), serious: r(16), critical: r(19) },
  subdual: { superficial: s(4), light: s(10), serious: s(16), critical: s(19) },
  tackling: { superficial: t(7), light: t(13), serious: t(16), critical: t(19) },
  throwing: { superficial: t(7), light: t(13), serious: t(16), critical: t(19) },
};

/** WC-MAN-8: entangling weapons use the grappling row. */
export function maneuverRow(kind: ManeuverType | "entangling"): ManeuverType {
  requireOneOf(kind, ["disarming", "grappling", "subdual", "tackling", "throwing", "entangling"] as const, "maneuver");
  return kind === "entangling" ? "grappling" : kind;
}

/**
 * WC-MAN-2 (PROPOSAL): the column from the effective impact of a hit rolled without the weapon's
 * impact modifier (cap = STR): nothing through but a hit ⇒ superficial; up to Impaired ⇒ light;
 * up to Disabled ⇒ serious; beyond ⇒ critical.
 */
export function maneuverColumn(effectiveImpact: number, thresholds: Thresholds): ManeuverColumn {
  requireThresholds(thresholds);
  requireInteger(effectiveImpact, "effectiveImpact", -10_000, 10_000);
  if (effectiveImpact <= 0) return "superficial";
  if (effectiveImpact <= thresholds.impaired) return "light";
  if (effectiveImpact <= thresholds.disabled) return "serious";
  return "critical";
}

/** WC-MAN-2 / WC-FLY-5: tackles ignore armour; every other maneuver is absorbed as usual. */
export function maneuverIgnoresArmour(kind: ManeuverType): boolean {
  return kind === "tackling";
}

/** Rolls the victim's answer to a table entry (WC-MAN-3..7). */
export function resolveSecondaryEffect(dice: Dice, effect: SecondaryEffect, victim: Victim, round: number): EffectOutcome {
  requireOneOf(requireRecord(effect, "effect").kind, SECONDARY_KINDS, "effect.kind");
  switch (effect.kind) {
    case "fumble":
      return fumbleXX(dice, victim, effect.target);
    case "stumble":
      return stumbleXX(dice, victim, effect.target, round);
    case "restrict":
      return restrictXX(victim, effect.target, round);
    case "shock":
      return shockXX(dice, victim, effect.target, round);
    case "break":
      return breakWeapon();
  }
}

/** WC-FLY-4/5: the intention declared for a flurry. */
export type Intention = "kill" | "subdue" | "capture" | "disarm" | "grapple" | "entangle" | "strike" | "tackle" | "throw" | "outmaneuver";
export const INTENTIONS: readonly Intention[] = ["kill", "subdue", "capture", "disarm", "grapple", "entangle", "strike", "tackle", "throw", "outmaneuver"];
/** WC-FLY-6: the maneuver tactic that comes with an attack type. */
export type ManeuverTactic = "hold" | "press" | "retreat" | "circle";
export const MANEUVER_TACTICS: readonly ManeuverTactic[] = ["hold", "press", "retreat", "circle"];

export interface IntentionPlan {
  /** Which attack resolves it: a strike on the lethal path, or a maneuver row. */
  readonly resolution: { readonly kind: "lethal" } | { readonly kind: "maneuver"; readonly row: ManeuverType };
  /** The tactic the intention implies when the player names none. */
  readonly defaultTactic: ManeuverTactic;
  /** An outmaneuvering plan may still turn to deadly force. */
  readonly mayStrike: boolean;
}

/**
 * WC-TV-1 / WC-FLY-4: what an intention means for the table used. Killing or striking is the
 * lethal path; capturing or subduing uses the subdual row; outmaneuvering is a Press with deadly
 * force held in reserve.
 */
export function planFor(intention: Intention): IntentionPlan {
  switch (requireOneOf(intention, INTENTIONS, "intention")) {
    case "kill":
    case "strike":
      return { resolution: { kind: "lethal" }, defaultTactic: "hold", mayStrike: true };
    case "capture":
    case "subdue":
      return { resolution: { kind: "maneuver", row: "subdual" }, defaultTactic: "hold", mayStrike: false };
    case "disarm":
      return { resolution: { kind: "maneuver", row: "disarming" }, defaultTactic: "hold", mayStrike: false };
    case "grapple":
    case "entangle":
      return { resolution: { kind: "maneuver", row: "grappling" }, defaultTactic: "hold", mayStrike: false };
    case "tackle":
      return { resolution: { kind: "maneuver", row: "tackling" }, defaultTactic: "press", mayStrike: false };
    case "throw":
      return { resolution: { kind: "maneuver", row: "throwing" }, defaultTactic: "hold", mayStrike: false };
    case "outmaneuver":
      return { resolution: { kind: "lethal" }, defaultTactic: "press", mayStrike: true };
  }
}
