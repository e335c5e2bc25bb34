import {
  HIT_LOCATIONS,
  INDEFENSIBLE_TARGET,
  SEVERITIES,
  actionsPerFlurry,
  baseDefense,
  bodyState,
  defenseAgainst,
  formatImpact,
  impactCap,
  impactDiceFor,
  mobility,
  movementRateFor,
  phaseBudget,
  requireThresholds,
  requireWound,
  woundNotation,
  woundPenalty,
  worstByLocation,
  type ArmourAtLocation,
  type BodyState,
  type FlurryOptions,
  type HitLocation,
  type ImpactDice,
  type Mobility,
  type Severity,
  type Thresholds,
  type Wound,
} from "../rules/index.js";
import type { ArmorSystem, FighterSystem, ShieldSystem, WeaponSystem, WoundRecord } from "./specs.js";
import type { ItemLike } from "../../../core/item-like.js";

export type { ItemLike };

/**
 * Pure mappings from a flurry document's `system` data (and its embedded items) to what the
 * rules, sheets and cards take: the wound record as rules wounds, the grid per location with the
 * worst wound and its penalty, Defense and its variants, actions per flurry, armour per location
 * and each weapon's impact. The data models call these in prepareDerivedData; flows and tests
 * call them with plain objects.
 */

const isType = (item: ItemLike, type: string): boolean => item.type === type;

// ---------------------------------------------------------------- impact dice text

/**
 * A weapon's impact dice as the author types them: "1d6", "2d4" or a fixed number of points
 * ("1"). Empty text is no dice (the table answers); anything else is a problem key.
 */
export function parseImpactDice(text: string): { dice: ImpactDice | null } | { problem: string } {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "") return { dice: null };
  const fixed = /^(\d{1,3})$/.exec(trimmed);
  if (fixed) return { dice: { kind: "fixed", points: Number(fixed[1]) } };
  const rolled = /^(\d{1,2})?d(\d{1,3})$/.exec(trimmed);
  if (rolled && Number(rolled[2]) >= 2 && Number(rolled[1] ?? "1") >= 1) return { dice: { kind: "dice", count: Number(rolled[1] ?? "1"), faces: Number(rolled[2]) } };
  return { problem: "FRAY.Flurry.Error.BadImpactDice" };
}

export interface WeaponImpact {
  /** WC-GLOS-4: Strength + the weapon's impact modifier. */
  readonly cap: number;
  /** The dice a strike rolls, or null when nobody has supplied them (the flow must ask). */
  readonly dice: ImpactDice | null;
  /** Where the dice come from: the weapon itself, a surviving table row, the opt-in interim table, or nowhere yet. */
  readonly source: "weapon" | "seed" | "placeholder" | "missing";
  readonly label: string;
}

/** WC-STR-2: the weapon's own dice first; else the table, which beyond its two rows answers only under the opt-in interim table. */
export function weaponImpact(strength: number, weapon: Pick<WeaponSystem, "impactModifier" | "impactDice">, options: Pick<FlurryOptions, "impactBeyondTable">): WeaponImpact {
  const cap = impactCap(strength, weapon.impactModifier);
  const own = parseImpactDice(weapon.impactDice);
  if ("dice" in own && own.dice) return { cap, dice: own.dice, source: "weapon", label: formatImpact(own.dice) };
  try {
    const { impact, source } = impactDiceFor(cap, options);
    return { cap, dice: impact, source, label: formatImpact(impact) };
  } catch {
    return { cap, dice: null, source: "missing", label: "?" };
  }
}

// ---------------------------------------------------------------- wounds

/** The stored wound record as the rules read it (a shock value of 0 means none was given). */
export function woundsOf(system: Pick<FighterSystem, "wounds">): Wound[] {
  return system.wounds.map((w: WoundRecord) => ({ location: w.location, severity: w.severity, nature: w.nature, ...(w.shockValue > 0 ? { shockValue: w.shockValue } : {}) }));
}

export interface GridCell {
  readonly severity: Severity;
  /** Wound notations in this cell ("B16", "C"), in the order they were taken. */
  readonly marks: readonly string[];
  /** The location's worst wound sits here: the one whose penalty counts (WC-WND-4). */
  readonly worst: boolean;
}

export interface GridRow {
  readonly location: HitLocation;
  /** The creature's own name for the part, or null for the standard one. */
  readonly name: string | null;
  readonly cells: readonly GridCell[];
  /** The penalty this location contributes (its worst wound's), 0 when unhurt; null for a mortal wound. */
  readonly penalty: number | null;
}

const PENALTY: Readonly<Record<Severity, number | null>> = { light: -1, serious: -3, critical: -7, mortal: null };

/**
 * WC-WND-3/4: the wound record laid out per location and severity, the worst per location
 * marked, and the penalty each location adds.
 */
export function woundGrid(system: Pick<FighterSystem, "wounds" | "locations">): GridRow[] {
  const wounds = woundsOf(system);
  const worst = worstByLocation(wounds);
  const names = new Map((system.locations ?? []).map((l) => [l.location, l.name.trim() || null]));
  return HIT_LOCATIONS.map((location) => {
    const here = wounds.filter((w) => w.location === location);
    const top = worst.get(location);
    return {
      location,
      name: names.get(location) ?? null,
      cells: SEVERITIES.map((severity) => ({ severity, marks: here.filter((w) => w.severity === severity).map(woundNotation), worst: top?.severity === severity })),
      penalty: top ? PENALTY[top.severity] : 0,
    };
  });
}

// ---------------------------------------------------------------- defence

export interface DefenceRow {
  readonly key: "front" | "flank" | "rear" | "stunned" | "fallen" | "helpless";
  readonly value: number;
  /** False when attacks from there are indefensible (target 3, WC-FACE-4). */
  readonly defended: boolean;
}

/**
 * WC-DATA-1 / WC-FACE-4: Defense against an attack from the front (10 + FR + AGL mod), a
 * defended flank (5 + ⌊FR/2⌋), from the rear or an undefended flank (indefensible, 3), and the
 * posture variants: stunned 5 + ⌊FR/2⌋, fallen or crawling 5 + FR, immobile or unconscious 3.
 */
export function defenceRows(fighterRank: number, agilityMod: number): DefenceRow[] {
  const flank = defenseAgainst({ fighterRank, agilityMod, attackFrom: "leftFlank", defendsFlank: true });
  return [
    { key: "front", value: baseDefense(fighterRank, agilityMod), defended: true },
    { key: "flank", value: flank.target, defended: flank.defended },
    { key: "rear", value: INDEFENSIBLE_TARGET, defended: false },
    { key: "stunned", value: baseDefense(fighterRank, agilityMod, "stunned"), defended: true },
    { key: "fallen", value: baseDefense(fighterRank, agilityMod, "fallen"), defended: true },
    { key: "helpless", value: baseDefense(fighterRank, agilityMod, "unconscious"), defended: false },
  ];
}

// ---------------------------------------------------------------- armour

/**
 * What protects each location: every equipped armour piece and shield covering it. House reading
 * for layers (the source has none): absorption and defence bonus add, and the highest
 * penetration threshold stands.
 */
export function armourByLocation(items: readonly ItemLike[]): Partial<Record<HitLocation, ArmourAtLocation>> {
  const out: Partial<Record<HitLocation, ArmourAtLocation>> = {};
  for (const item of items) {
    if (!isType(item, "flurryArmor") && !isType(item, "flurryShield")) continue;
    const piece = item.system as ArmorSystem | ShieldSystem;
    if (!piece.equipped) continue;
    for (const location of HIT_LOCATIONS) {
      if (!piece.covers[location]) continue;
      const was = out[location];
      out[location] = {
        absorption: (was?.absorption ?? 0) + piece.absorption,
        penetrationThreshold: was ? Math.max(was.penetrationThreshold, piece.penetrationThreshold) : piece.penetrationThreshold,
        defenseBonus: (was?.defenseBonus ?? 0) + piece.defenseBonus,
      };
    }
  }
  return out;
}

/** Thresholds at a location: the creature's own for that part when it has them, else the actor's. */
export function thresholdsAt(system: Pick<FighterSystem, "thresholds" | "locations">, location: HitLocation): Thresholds {
  const own = (system.locations ?? []).find((l) => l.location === location);
  return own ? { impaired: own.impaired, disabled: own.disabled, destroyed: own.destroyed } : system.thresholds;
}

// ---------------------------------------------------------------- the whole fighter

export interface WeaponRow {
  readonly id: string;
  readonly name: string;
  readonly skill: number;
  readonly attackBonus: number;
  readonly impact: WeaponImpact;
}

export interface FighterDerived {
  readonly defence: readonly DefenceRow[];
  readonly actionsPerFlurry: number;
  readonly woundPenalty: number;
  readonly canAct: boolean;
  readonly grid: readonly GridRow[];
  readonly body: BodyState;
  readonly mobility: Mobility;
  /** Movement points per round after leg wounds, and the movement phase's half of them (WC-MOV-1). */
  readonly movement: { readonly rate: number; readonly movementPhase: number; readonly adjustmentPhase: number };
  readonly armour: Partial<Record<HitLocation, ArmourAtLocation>>;
  readonly weapons: readonly WeaponRow[];
}

/** Everything the sheet and the flows read off a fighter or creature, derived by the rules. */
export function deriveFighter(system: FighterSystem, items: readonly ItemLike[], options: FlurryOptions): FighterDerived {
  requireThresholds(system.thresholds);
  for (const own of system.locations ?? []) requireThresholds(own);
  const wounds = woundsOf(system);
  const body = bodyState(wounds);
  const move = mobility(body);
  const rate = movementRateFor(system.movementRate, move);
  const penalty = woundPenalty(wounds, options);
  const agility = system.attributes.agility.mod;
  const weapons = items
    .filter((item) => isType(item, "flurryWeapon"))
    .map((item) => {
      const weapon = item.system as WeaponSystem;
      const skill = system.skills[weapon.skill] ?? 0;
      return { id: item.id ?? "", name: item.name ?? "", skill, attackBonus: skill + agility + penalty.penalty, impact: weaponImpact(system.attributes.strength.value, weapon, options) };
    });
  return {
    defence: defenceRows(system.fighterRank, agility),
    actionsPerFlurry: actionsPerFlurry(system.fighterRank),
    woundPenalty: penalty.penalty,
    canAct: penalty.canAct,
    grid: woundGrid(system),
    body,
    mobility: move,
    movement: { rate, movementPhase: phaseBudget(rate, "movement"), adjustmentPhase: phaseBudget(rate, "adjustment") },
    armour: armourByLocation(items),
    weapons,
  };
}

// ---------------------------------------------------------------- editing the record

/**
 * The wound record with one more wound, checked by the rules first (known location, severity and
 * nature, a whole shock value); the record a sheet or the GM writes back whole.
 */
export function withWound(wounds: readonly WoundRecord[], added: WoundRecord): WoundRecord[] {
  requireWound({ location: added.location, severity: added.severity, nature: added.nature, shockValue: added.shockValue });
  return [...wounds, { location: added.location, severity: added.severity, nature: added.nature, shockValue: added.shockValue }];
}

/** The wound record without the wound at `index` (an index outside the record changes nothing). */
export function withoutWound(wounds: readonly WoundRecord[], index: number): WoundRecord[] {
  return wounds.filter((_, i) => i !== index);
}
