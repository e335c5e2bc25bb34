import { requireDicePort, type Dice } from "../../../core/dice.js";
import { optionOf } from "../../../core/options.js";
import { requireArray, requireBoolean, requireRecord } from "../../../core/validate.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { sum } from "./check.js";
import { flurryOptionsSchema, type FlurryOptions } from "./options.js";
import { requireOneOf } from "./guards.js";

/** The general hit locations the source names (WC-RNG-7, WC-WND-7). */
export type GeneralLocation = "head" | "chest" | "belly" | "arm" | "leg";
export const GENERAL_LOCATIONS: readonly GeneralLocation[] = ["head", "chest", "belly", "arm", "leg"];
/** Hit locations with a side for limbs (WC-ATK-4): each limb keeps its own wound record. */
export type HitLocation = "head" | "chest" | "belly" | "leftArm" | "rightArm" | "leftLeg" | "rightLeg";
export type Limb = "leftArm" | "rightArm" | "leftLeg" | "rightLeg";

export const HIT_LOCATIONS: readonly HitLocation[] = ["head", "chest", "belly", "leftArm", "rightArm", "leftLeg", "rightLeg"];
export const LIMBS: readonly Limb[] = ["leftArm", "rightArm", "leftLeg", "rightLeg"];
const SIDES = ["left", "right"] as const;

export function generalLocation(location: HitLocation): GeneralLocation {
  requireOneOf(location, HIT_LOCATIONS, "location");
  switch (location) {
    case "leftArm":
    case "rightArm":
      return "arm";
    case "leftLeg":
    case "rightLeg":
      return "leg";
    default:
      return location;
  }
}

/**
 * WC-ATK-4: which limb a blow lands on when nobody calls it. A sideways stance offers the limb in
 * front; square-on, a blow lands on the side opposite the attacker's weapon hand (a right-handed
 * sword strikes the left leg). The GM may always overrule.
 */
export function limbStruck(general: "arm" | "leg", stance: { sideways: true; leadingSide: "left" | "right" } | { sideways: false; attackerHand: "left" | "right" }): Limb {
  requireOneOf(general, ["arm", "leg"] as const, "limb");
  requireBoolean(requireRecord(stance, "stance").sideways, "sideways");
  const side = stance.sideways
    ? requireOneOf(stance.leadingSide, SIDES, "leadingSide")
    : requireOneOf(stance.attackerHand, SIDES, "attackerHand") === "right"
      ? "left"
      : "right";
  return `${side}${general === "arm" ? "Arm" : "Leg"}` as Limb;
}

export type Severity = "light" | "serious" | "critical" | "mortal";
export const SEVERITIES: readonly Severity[] = ["light", "serious", "critical", "mortal"];

/** WC-STR-5: the three damage thresholds of a target (author-supplied; the mass table is lost). */
export interface Thresholds {
  readonly impaired: number;
  readonly disabled: number;
  readonly destroyed: number;
}

export function requireThresholds(t: Thresholds): Thresholds {
  requireRecord(t, "thresholds");
  requireInteger(t.impaired, "impaired", 0, 10_000);
  requireInteger(t.disabled, "disabled", 0, 10_000);
  requireInteger(t.destroyed, "destroyed", 0, 10_000);
  if (!(t.impaired < t.disabled && t.disabled < t.destroyed)) throw new RulesError("FRAY.Flurry.Error.ThresholdsOutOfOrder", { ...t });
  return t;
}

/**
 * WC-WND-1: light up to the Impaired threshold, serious up to Disabled, critical up to
 * Destroyed, mortal beyond; no wound when nothing got through (PROPOSAL).
 */
export function severityFor(effectiveImpact: number, thresholds: Thresholds): Severity | undefined {
  requireThresholds(thresholds);
  requireInteger(effectiveImpact, "effectiveImpact", -10_000, 10_000);
  if (effectiveImpact <= 0) return undefined;
  if (effectiveImpact <= thresholds.impaired) return "light";
  if (effectiveImpact <= thresholds.disabled) return "serious";
  if (effectiveImpact <= thresholds.destroyed) return "critical";
  return "mortal";
}

/** WC-WND-2: a blow that did not penetrate is blunt; a penetrating one cuts or pierces. */
export type WoundNature = "blunt" | "cut" | "puncture";

export interface Wound {
  readonly location: HitLocation;
  readonly severity: Severity;
  readonly nature: WoundNature;
  /** WC-WND-3: the shock check value, entered freely (its derivation is lost). */
  readonly shockValue?: number;
}

/** WC-WND-2: the nature of a wound from penetration and the weapon's way of wounding. */
export function woundNature(penetrating: boolean, weaponWounds: "cut" | "puncture" = "cut"): WoundNature {
  requireOneOf(weaponWounds, ["cut", "puncture"] as const, "weaponWounds");
  return penetrating ? weaponWounds : "blunt";
}

/** WC-WND-3: the sheet notation, e.g. "B16" for a blunt wound with shock value 16 (C cut, P puncture). */
export function woundNotation(w: Wound): string {
  requireWound(w);
  const letter = w.nature === "blunt" ? "B" : w.nature === "cut" ? "C" : "P";
  return `${letter}${w.shockValue ?? ""}`;
}

/** WC-WND-4: action penalty by severity; a mortal wound allows no action at all. */
export const SEVERITY_PENALTY: Readonly<Record<Exclude<Severity, "mortal">, number>> = {
  light: -1,
  serious: -3,
  critical: -7,
};

const WOUND_NATURES: readonly WoundNature[] = ["blunt", "cut", "puncture"];

/** A wound record from outside: known location, severity and nature, a whole shock value. */
export function requireWound(w: Wound): Wound {
  requireOneOf(requireRecord(w, "wound").location, HIT_LOCATIONS, "location");
  requireOneOf(w.severity, SEVERITIES, "severity");
  requireOneOf(w.nature, WOUND_NATURES, "nature");
  if (w.shockValue !== undefined) requireInteger(w.shockValue, "shockValue", 0, 1000);
  return w;
}

function rank(s: Severity): number {
  return SEVERITIES.indexOf(s);
}

/** The worst wound at each location (WC-WND-4: wounds at one location never stack). */
export function worstByLocation(wounds: readonly Wound[]): Map<HitLocation, Wound> {
  const out = new Map<HitLocation, Wound>();
  requireArray(wounds, "wounds");
  for (const w of wounds) {
    requireWound(w);
    const current = out.get(w.location);
    if (!current || rank(w.severity) > rank(current.severity)) out.set(w.location, w);
  }
  return out;
}

export interface WoundPenalty {
  /** Added to every task roll. */
  readonly penalty: number;
  /** False once any wound is mortal. */
  readonly canAct: boolean;
}

/** WC-WND-4: worst wound per location; across locations summed (default) or the single worst. */
export function woundPenalty(wounds: readonly Wound[], options: Pick<FlurryOptions, "woundPenaltyAcrossLocations">): WoundPenalty {
  let total = 0;
  let worst = 0;
  let canAct = true;
  for (const w of worstByLocation(wounds).values()) {
    if (w.severity === "mortal") {
      canAct = false;
      continue;
    }
    const p = SEVERITY_PENALTY[w.severity];
    total += p;
    worst = Math.min(worst, p);
  }
  return { penalty: optionOf(flurryOptionsSchema, options, "woundPenaltyAcrossLocations") === "sum" ? total : worst, canAct };
}

/** WC-WND-5 / WC-WND-6: bleeding a wound causes (tracked by the GM). */
export type Bleeding = "light" | "moderate" | "lifeThreatening" | "serious";

export function bleedingFrom(w: Wound): Bleeding | undefined {
  if (requireWound(w).nature === "blunt") return undefined;
  switch (w.severity) {
    case "light":
      return "light";
    case "serious":
      return "moderate";
    // The source's "penetrating serious" under Critical is read as critical (WC-WND-5 typo).
    case "critical":
      return "lifeThreatening";
    case "mortal":
      // Only mortal punctures of a limb are described as bleeding (a major vessel is hit).
      return w.nature === "puncture" && ["arm", "leg"].includes(generalLocation(w.location)) ? "serious" : undefined;
  }
}

/** WC-WND-5: i18n keys describing wounds (literal, so the language-file check can see them). */
export const WOUND_DESCRIPTION_KEYS = {
  light: { blunt: "FRAY.Flurry.Wound.light.blunt", penetrating: "FRAY.Flurry.Wound.light.penetrating" },
  serious: { blunt: "FRAY.Flurry.Wound.serious.blunt", penetrating: "FRAY.Flurry.Wound.serious.penetrating" },
  critical: { blunt: "FRAY.Flurry.Wound.critical.blunt", penetrating: "FRAY.Flurry.Wound.critical.penetrating" },
  mortal: {
    blunt: { head: "FRAY.Flurry.Wound.mortal.blunt.head", chest: "FRAY.Flurry.Wound.mortal.blunt.chest", belly: "FRAY.Flurry.Wound.mortal.blunt.belly", arm: "FRAY.Flurry.Wound.mortal.blunt.arm", leg: "FRAY.Flurry.Wound.mortal.blunt.leg" },
    cut: { head: "FRAY.Flurry.Wound.mortal.cut.head", chest: "FRAY.Flurry.Wound.mortal.cut.chest", belly: "FRAY.Flurry.Wound.mortal.cut.belly", arm: "FRAY.Flurry.Wound.mortal.cut.arm", leg: "FRAY.Flurry.Wound.mortal.cut.leg" },
    puncture: { head: "FRAY.Flurry.Wound.mortal.puncture.head", chest: "FRAY.Flurry.Wound.mortal.puncture.chest", belly: "FRAY.Flurry.Wound.mortal.puncture.belly", arm: "FRAY.Flurry.Wound.mortal.puncture.arm", leg: "FRAY.Flurry.Wound.mortal.puncture.leg" },
  },
} as const;

export function woundDescriptionKey(w: Wound): string {
  requireWound(w);
  if (w.severity !== "mortal") return WOUND_DESCRIPTION_KEYS[w.severity][w.nature === "blunt" ? "blunt" : "penetrating"];
  return WOUND_DESCRIPTION_KEYS.mortal[w.nature][generalLocation(w.location)];
}

/** WC-WND-7: what a wound does beyond its penalty, by location and severity. */
export type WoundEffect = "none" | "stun" | "knockout" | "fumbleCheck" | "fumble" | "stumbleCheck" | "stumble" | "disabled";

export const WOUND_EFFECTS: Readonly<Record<GeneralLocation, Readonly<Record<"light" | "serious" | "critical", WoundEffect>>>> = {
  head: { light: "none", serious: "stun", critical: "knockout" },
  arm: { light: "fumbleCheck", serious: "fumble", critical: "disabled" },
  chest: { light: "none", serious: "stun", critical: "disabled" },
  belly: { light: "none", serious: "stun", critical: "disabled" },
  leg: { light: "stumbleCheck", serious: "stumble", critical: "disabled" },
};

/** A mortal wound carries the critical column's effect as well (PROPOSAL, WC-WND-15). */
export function woundEffect(location: HitLocation, severity: Severity): WoundEffect {
  requireOneOf(location, HIT_LOCATIONS, "location");
  requireOneOf(severity, SEVERITIES, "severity");
  const row = WOUND_EFFECTS[generalLocation(location)];
  return row[severity === "mortal" ? "critical" : severity];
}

export type LimbState = "ok" | "impaired" | "disabled";

export interface BodyState {
  readonly limbs: Readonly<Record<Limb, LimbState>>;
  /** WC-WND-13: a critical chest wound leaves him conscious but immobile. */
  readonly immobile: boolean;
  /** WC-WND-14 knockout. */
  readonly unconscious: boolean;
  readonly mortallyWounded: boolean;
}

/**
 * The lasting state of the body from the wound record: serious arm / leg wounds impair the
 * limb (WC-WND-11/12), critical ones disable it, a critical belly wound disables both legs and a
 * critical chest wound immobilizes (WC-WND-13), a critical head wound knocks out (WC-WND-14).
 */
export function bodyState(wounds: readonly Wound[]): BodyState {
  const limbs: Record<Limb, LimbState> = { leftArm: "ok", rightArm: "ok", leftLeg: "ok", rightLeg: "ok" };
  const worsen = (limb: Limb, to: LimbState): void => {
    const order: LimbState[] = ["ok", "impaired", "disabled"];
    if (order.indexOf(to) > order.indexOf(limbs[limb])) limbs[limb] = to;
  };
  let immobile = false;
  let unconscious = false;
  let mortallyWounded = false;
  requireArray(wounds, "wounds");
  for (const w of wounds) {
    requireWound(w);
    if (w.severity === "mortal") mortallyWounded = true;
    const effect = woundEffect(w.location, w.severity);
    if (w.location === "belly" && effect === "disabled") {
      worsen("leftLeg", "disabled");
      worsen("rightLeg", "disabled");
    } else if (w.location === "chest" && effect === "disabled") immobile = true;
    else if (effect === "knockout") unconscious = true;
    else if (w.location !== "head" && w.location !== "chest" && w.location !== "belly") {
      if (effect === "disabled") worsen(w.location, "disabled");
      else if (effect === "fumble" || effect === "stumble") worsen(w.location, "impaired");
    }
  }
  return { limbs, immobile, unconscious, mortallyWounded };
}

export type Mobility = "normal" | "half" | "crawl" | "immobile";

/**
 * WC-WND-12/13: one impaired leg halves the movement rate, two impaired legs reduce it to a
 * crawl; a disabled leg counts as a crawl (PROPOSAL), two disabled legs or a disabled chest
 * leave him immobile.
 */
const LIMB_STATES: readonly LimbState[] = ["ok", "impaired", "disabled"];

/** A body state handed in from a sheet or a card: each limb's state and the three flags. */
export function requireBodyState(body: BodyState): BodyState {
  const limbs = requireRecord(requireRecord(body, "body").limbs, "body.limbs");
  for (const limb of LIMBS) requireOneOf(limbs[limb], LIMB_STATES, limb);
  requireBoolean(body.immobile, "immobile");
  requireBoolean(body.unconscious, "unconscious");
  requireBoolean(body.mortallyWounded, "mortallyWounded");
  return body;
}

export function mobility(body: BodyState): Mobility {
  requireBodyState(body);
  if (body.immobile || body.unconscious) return "immobile";
  const legs = [body.limbs.leftLeg, body.limbs.rightLeg];
  const disabled = legs.filter((l) => l === "disabled").length;
  const impaired = legs.filter((l) => l === "impaired").length;
  if (disabled === 2) return "immobile";
  if (disabled === 1 || impaired === 2) return "crawl";
  if (impaired === 1) return "half";
  return "normal";
}

/** Movement points left by a mobility (crawling: one hex a phase, PROPOSAL). */
export function movementRateFor(rate: number, m: Mobility): number {
  requireInteger(rate, "movementRate", 0, 1000);
  switch (requireOneOf(m, ["normal", "half", "crawl", "immobile"] as const, "mobility")) {
    case "normal":
      return rate;
    case "half":
      return Math.floor(rate / 2);
    case "crawl":
      return Math.min(rate, 2);
    case "immobile":
      return 0;
  }
}

export function disabledLimbCount(body: BodyState): number {
  requireBodyState(body);
  return LIMBS.filter((l) => body.limbs[l] === "disabled").length;
}

/**
 * WC-CDG-1: a coup-de-grâce is allowed on a victim with three or four limbs disabled, who is
 * unconscious, or mortally wounded, by someone not engaged with another opponent.
 */
export function coupDeGraceAllowed(victim: BodyState, deliverer: { engagedWithOthers: boolean }): boolean {
  requireBodyState(victim);
  if (requireBoolean(requireRecord(deliverer, "deliverer").engagedWithOthers, "engagedWithOthers")) return false;
  return disabledLimbCount(victim) >= 3 || victim.unconscious || victim.mortallyWounded;
}

/** WC-WND-15: GM outcomes of the (missing) Death Check offered for a mortal wound. */
export const DEATH_CHECK_OUTCOMES = ["survives", "slowDeath", "instantDeath"] as const;
export type DeathCheckOutcome = (typeof DEATH_CHECK_OUTCOMES)[number];

/**
 * WC-ATK-3 (PROPOSAL): the hit-location table is lost, so the designer supplies one: a roll (e.g.
 * 1d20 or 3d6) and contiguous rows. No default table is invented.
 */
export interface HitLocationTable {
  readonly count: number;
  readonly faces: number;
  readonly rows: ReadonlyArray<{ readonly from: number; readonly to: number; readonly location: GeneralLocation }>;
}

export function validateHitLocationTable(table: HitLocationTable): HitLocationTable {
  requireRecord(table, "table");
  for (const row of requireArray(table.rows, "table.rows", 100)) {
    requireRecord(row, "row");
    requireInteger((row as { from: unknown }).from, "from", 1, 1000);
    requireInteger((row as { to: unknown }).to, "to", 1, 1000);
  }
  requireInteger(table.count, "count", 1, 10);
  requireInteger(table.faces, "faces", 2, 100);
  let expected = table.count;
  for (const row of [...table.rows].sort((a, b) => a.from - b.from)) {
    requireOneOf(row.location, GENERAL_LOCATIONS, "location");
    if (row.from !== expected || row.to < row.from) throw new RulesError("FRAY.Flurry.Error.BadLocationTable", { from: row.from });
    expected = row.to + 1;
  }
  if (expected !== table.count * table.faces + 1) throw new RulesError("FRAY.Flurry.Error.BadLocationTable", { from: expected });
  return table;
}

export function locationOnTable(table: HitLocationTable, total: number): GeneralLocation {
  validateHitLocationTable(table);
  requireInteger(total, "total", 1, 1000);
  const row = table.rows.find((r) => total >= r.from && total <= r.to);
  if (!row) throw new RulesError("FRAY.Flurry.Error.BadLocationTable", { from: total });
  return row.location;
}

/**
 * WC-ATK-3: rolls the designer's hit-location table through the Dice port. An arm or leg result
 * still needs its side (limbStruck, WC-ATK-4, or the GM).
 */
export function rollOnLocationTable(dice: Dice, table: HitLocationTable): { faces: number[]; total: number; location: GeneralLocation } {
  validateHitLocationTable(table);
  const faces = requireDicePort(dice).roll(table.count, table.faces, "hit location");
  const total = sum(faces);
  return { faces, total, location: locationOnTable(table, total) };
}
