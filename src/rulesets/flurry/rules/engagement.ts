import type { Dice } from "../../../core/dice.js";
import { requireInteger } from "../../../core/errors.js";
import { type CheckResult, rollCheck } from "./check.js";
import { type Facing, type Hex, facingToward, requireFacing, requireHex, sameHex } from "./hex.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { type ZoneFighter, hexIn, zonesOf } from "./zones.js";

export interface MapFighter extends ZoneFighter {
  readonly id: string;
  readonly side: string;
}

export interface EntryResult {
  /** Fighters the mover is now engaged with (WC-ENG-1 threat, WC-ENG-2 danger). */
  readonly engagedWith: string[];
  /** WC-MOV-7: the mover entered a zone of danger and must stop in this hex. */
  readonly mustStop: boolean;
  /** WC-ZONE-4: wielders who may attack the mover if he ends his movement here. */
  readonly marginalAttackers: string[];
}

/**
 * What happens when `mover` enters `hex` (WC-ENG-1/2, WC-ZONE-4, WC-MOV-7): entering a hostile's
 * zone of threat, or bringing a hostile into one's own zone of threat, engages the two; entering a
 * zone of danger of an engaged hostile engages them and stops the mover.
 */
/** A fighter on the map as the tracker hands it over: who and which side (zonesOf checks the rest). */
function requireMapFighter(f: MapFighter, field: string): MapFighter {
  requireString(requireRecord(f, field).id, "id");
  requireString(f.side, "side");
  return f;
}

export function enterHex(mover: MapFighter, hex: Hex, others: readonly MapFighter[]): EntryResult {
  requireMapFighter(mover, "mover");
  requireHex(hex);
  for (const other of requireArray(others, "others")) requireMapFighter(other as MapFighter, "other");
  const moved: MapFighter = { ...mover, position: hex };
  const ownThreat = zonesOf(moved).threat;
  const engaged = new Set<string>();
  let mustStop = false;
  const marginalAttackers: string[] = [];
  for (const other of others) {
    if (other.id === mover.id || other.side === mover.side) continue;
    const z = zonesOf(other);
    if (hexIn(z.threat, hex) || hexIn(ownThreat, other.position)) engaged.add(other.id);
    if (hexIn(z.danger, hex)) {
      engaged.add(other.id);
      mustStop = true;
    }
    if (hexIn(z.marginal, hex)) marginalAttackers.push(other.id);
  }
  return { engagedWith: [...engaged], mustStop, marginalAttackers };
}

export interface FacingAdjustment {
  readonly facing: Facing;
  readonly turned: boolean;
  /** WC-ENG-1: −1 Defense for the whole flurry when he had to turn to bring the foe into his threat. */
  readonly defensePenalty: number;
}

/**
 * WC-ENG-1: when the flurry begins, two engaged fighters who do not face each other are turned to
 * face each other at no movement cost. A fighter whose zone of threat did not already hold the
 * opponent takes −1 Defense for the flurry. `chosenFacing` lets a lone defender facing several
 * attackers pick his own direction.
 */
export function turnToFace(fighter: MapFighter, opponent: MapFighter, chosenFacing?: Facing): FacingAdjustment {
  requireMapFighter(fighter, "fighter");
  requireMapFighter(opponent, "opponent");
  if (chosenFacing !== undefined) requireFacing(chosenFacing, true);
  const alreadyThreatens = hexIn(zonesOf(fighter).threat, opponent.position);
  if (alreadyThreatens && !chosenFacing) return { facing: fighter.facing, turned: false, defensePenalty: 0 };
  const facing = chosenFacing ?? facingToward(fighter.position, opponent.position);
  const turned = facing.kind !== fighter.facing.kind || facing.index !== fighter.facing.index;
  const nowThreatens = hexIn(zonesOf({ ...fighter, facing }).threat, opponent.position);
  return { facing, turned, defensePenalty: turned && !alreadyThreatens && nowThreatens ? -1 : 0 };
}

/** Whether two fighters occupy adjacent or identical hexes (used by callers to sanity-check moves). */
export function occupiesSameHex(a: MapFighter, b: MapFighter): boolean {
  return sameHex(requireRecord(a, "a").position as Hex, requireRecord(b, "b").position as Hex);
}

/**
 * WC-CC-2: an unengaged fighter who swipes at (or interrupts) a flurry must get through the space
 * around it: Tactics + Agility against the GM's target level; a failure may see him struck (GM).
 */
export function approachFlurry(dice: Dice, input: { tactics: number; agilityMod: number; targetLevel: number }): { check: CheckResult; atRisk: boolean } {
  requireRecord(input, "approach");
  const check = rollCheck(dice, input.tactics + input.agilityMod, input.targetLevel, "approach flurry");
  return { check, atRisk: !check.success };
}

/**
 * WC-FLY-10: a lone fighter is outnumbered when more opponents can attack him than he has
 * actions; the tracker warns before such a flurry opens.
 */
export function outnumbered(actions: number, attackersInReach: number): boolean {
  requireInteger(actions, "actions", 0, 100);
  requireInteger(attackersInReach, "attackersInReach", 0, 1000);
  return attackersInReach > 1 && attackersInReach > actions;
}
