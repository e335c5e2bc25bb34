import { RulesError, requireInteger } from "../../../core/errors.js";
import { parseFormula, type ParsedFormula } from "../../../core/formula.js";
import { requireRecord, requireString } from "../../../core/validate.js";
import { BRP_DEFAULTS, type BrpOptions } from "./options.js";

/** The seven characteristics (BRP-DATA-1). */
export interface Characteristics {
  readonly STR: number;
  readonly CON: number;
  readonly SIZ: number;
  readonly INT: number;
  readonly POW: number;
  readonly DEX: number;
  readonly CHA: number;
}

const stat = (value: number, name: string): number => requireInteger(value, name, 0, 1000);

/** Total hit points (BRP-DMG-1, SRD): half of CON + SIZ, rounded up. */
export function hitPoints(con: number, siz: number): number {
  return Math.ceil((stat(con, "CON") + stat(siz, "SIZ")) / 2);
}

/** Power points equal POW. */
export function powerPoints(pow: number): number {
  return stat(pow, "POW");
}

/** Fatigue points (optional rule, SRD): STR + CON. */
export function fatiguePoints(str: number, con: number): number {
  return stat(str, "STR") + stat(con, "CON");
}

/** Movement rate: the species' base (10 for humans, SRD) less any loss from major wounds. */
export function move(base = 10, loss = 0): number {
  return Math.max(0, stat(base, "MOV") - stat(loss, "MOV loss"));
}

/**
 * Damage modifier from STR + SIZ (SRD table): a dice formula such as "-1D6", "+1D4", or "0" for
 * none. Beyond 72 each further 16 points (or part) adds another 1D6.
 */
export function damageModifier(str: number, siz: number): string {
  const total = stat(str, "STR") + stat(siz, "SIZ");
  if (total <= 12) return "-1D6";
  if (total <= 16) return "-1D4";
  if (total <= 24) return "0";
  if (total <= 32) return "+1D4";
  if (total <= 40) return "+1D6";
  if (total <= 56) return "+2D6";
  return `+${3 + Math.ceil((total - 72) / 16)}D6`;
}

/** Reads a damage-modifier text: "", "0", "none", "+1D4", "-1D6", "+2D6"… (throws FRAY.Error.InvalidFormula). */
export function parseDamageModifier(text: string | null | undefined): ParsedFormula {
  const t = text === null || text === undefined ? "" : requireString(text, "damage modifier").trim();
  if (t === "" || t === "0" || t.toLowerCase() === "none") return { dice: [], constant: 0 };
  return parseFormula(t);
}

/** Major-wound level (BRP-WND-3): half of total HP, rounded up by default, down as the worked example does. */
export function majorWoundLevel(totalHp: number, options: Pick<BrpOptions, "majorWoundRounding"> = BRP_DEFAULTS): number {
  const hp = requireInteger(totalHp, "hit points", 1, 10_000);
  return options.majorWoundRounding === "down" ? Math.max(1, Math.floor(hp / 2)) : Math.ceil(hp / 2);
}

export type HitLocation = "rightLeg" | "leftLeg" | "abdomen" | "chest" | "rightArm" | "leftArm" | "head";
export const HIT_LOCATIONS: readonly HitLocation[] = ["rightLeg", "leftLeg", "abdomen", "chest", "rightArm", "leftArm", "head"];

export function isLimb(location: HitLocation): boolean {
  return location === "rightLeg" || location === "leftLeg" || location === "rightArm" || location === "leftArm";
}

/** Hit points of each location (BRP-HLOC-3, SRD): legs, abdomen, head ⌈HP/3⌉; chest ⌈0.4·HP⌉; arms ⌈HP/4⌉. */
export function locationHitPoints(totalHp: number): Record<HitLocation, number> {
  const hp = requireInteger(totalHp, "hit points", 1, 10_000);
  const third = Math.ceil(hp / 3);
  const quarter = Math.ceil(hp / 4);
  return { rightLeg: third, leftLeg: third, abdomen: third, chest: Math.ceil((4 * hp) / 10), rightArm: quarter, leftArm: quarter, head: third };
}

/** Everything derived from characteristics, for sheets and data models. */
export interface DerivedValues {
  readonly hitPoints: number;
  readonly powerPoints: number;
  readonly fatiguePoints: number;
  readonly move: number;
  readonly damageModifier: string;
  readonly majorWoundLevel: number;
  readonly locationHitPoints: Record<HitLocation, number>;
  readonly dexRank: number;
  readonly intRank: number;
  readonly rolls: { readonly stamina: number; readonly idea: number; readonly agility: number; readonly luck: number };
}

export function deriveValues(c: Characteristics, options: Pick<BrpOptions, "majorWoundRounding"> = BRP_DEFAULTS, baseMove = 10): DerivedValues {
  requireRecord(c, "characteristics");
  const hp = hitPoints(c.CON, c.SIZ);
  if (hp < 1) throw new RulesError("FRAY.Brp.Error.NoHitPoints", { con: c.CON, siz: c.SIZ });
  return {
    hitPoints: hp,
    powerPoints: powerPoints(c.POW),
    fatiguePoints: fatiguePoints(c.STR, c.CON),
    move: move(baseMove),
    damageModifier: damageModifier(c.STR, c.SIZ),
    majorWoundLevel: majorWoundLevel(hp, options),
    locationHitPoints: locationHitPoints(hp),
    dexRank: stat(c.DEX, "DEX"),
    intRank: stat(c.INT, "INT"),
    rolls: { stamina: c.CON * 5, idea: c.INT * 5, agility: c.DEX * 5, luck: c.POW * 5 },
  };
}
