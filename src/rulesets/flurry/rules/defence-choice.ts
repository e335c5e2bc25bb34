import { requireBoolean, requireRecord } from "../../../core/validate.js";
import { type DefenseResult, type Posture, defenseAgainst, INDEFENSIBLE_TARGET } from "./defense.js";
import { requireModifier } from "./guards.js";
import type { Sector } from "./hex.js";

/**
 * Which Defense a blow in a flurry must beat (WC-FACE-4, WC-WND-9…14, WC-FLY-11), and why, from
 * where the attacker stands against the defender's facing, the defender's posture and the flurry's
 * own modifiers. The card shows the reason beside the number and the odds use the same number.
 */
export type DefenceReason =
  /** Front attack against a standing fighter: 10 + FR + AGL. */
  | "front"
  /** Flank attack the defender answers by giving up his front (5 + ⌊FR/2⌋). */
  | "flank"
  /** Flank attack while another opponent stands in his front: he keeps his front, the flank goes undefended. */
  | "flankUndefended"
  /** Rear attack: no defence unless he pivots. */
  | "rear"
  /** WC-FLY-11: he is out of actions and his opponent strikes undefended. */
  | "outOfActions"
  | Exclude<Posture, "standing">;

export interface DefenceSituation {
  readonly fighterRank: number;
  readonly agilityMod: number;
  readonly posture: Posture;
  /** Where the attacker stands against the defender's facing (front when the board cannot tell). */
  readonly attackFrom: Sector;
  /** Another opponent of the flurry stands in the defender's front hexes. */
  readonly frontThreatened: boolean;
  /** The flurry's lasting Defense modifier (−1 for turning to face, −1 against an obstacle, WC-ENG-1, WC-FLY-7). */
  readonly flurryModifier: number;
  /** WC-FLY-11: the attacker chose to strike this actionless fighter undefended. */
  readonly outOfActions: boolean;
}

export interface DefenceChoice extends DefenseResult {
  readonly reason: DefenceReason;
}

/**
 * WC-FACE-4 (PROPOSAL): a flank attack is defended at 5 + ⌊FR/2⌋ when the defender gives up his
 * front; he does so unless another opponent stands in his front, whose attacks he would then have
 * no answer to. Rear attacks and strikes on an actionless fighter use target 3. A posture that
 * leaves him helpless (immobile, unconscious) is 3 from every side; stunned and fallen change the
 * base before the flurry's modifiers.
 */
export function chooseDefence(situation: DefenceSituation): DefenceChoice {
  requireRecord(situation, "defence");
  requireBoolean(situation.frontThreatened, "frontThreatened");
  requireBoolean(situation.outOfActions, "outOfActions");
  requireModifier(situation.flurryModifier, "defenseModifier");
  const { fighterRank, agilityMod, posture, attackFrom } = situation;
  const helpless = posture === "immobile" || posture === "unconscious";
  if (situation.outOfActions && !helpless) return { target: INDEFENSIBLE_TARGET, defended: false, reason: "outOfActions" };
  const defendsFlank = !situation.frontThreatened;
  const result = defenseAgainst({ fighterRank, agilityMod, posture, attackFrom, defendsFlank, modifier: situation.flurryModifier });
  return { ...result, reason: reasonFor(posture, attackFrom, defendsFlank, helpless) };
}

function reasonFor(posture: Posture, from: Sector, defendsFlank: boolean, helpless: boolean): DefenceReason {
  if (helpless) return posture as DefenceReason;
  if (from === "rear") return "rear";
  if (from === "leftFlank" || from === "rightFlank") return defendsFlank ? "flank" : "flankUndefended";
  return posture === "standing" ? "front" : posture;
}
