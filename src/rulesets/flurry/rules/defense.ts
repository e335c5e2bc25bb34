import { requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireRecord } from "../../../core/validate.js";
import { type Sector, SECTORS } from "./hex.js";
import { requireModifier, requireOneOf } from "./guards.js";

/**
 * Defense, the target level of a melee attack (WC-ATK-1): 10 + Fighter rank + Agility modifier,
 * with the variants the wound effects and positions impose.
 */
export type Posture =
  /** On his feet and able to fight. */
  | "standing"
  /** WC-WND-10: Base 5 + half Fighter rank (rounded down), no Agility. */
  | "stunned"
  /** WC-WND-9: fallen but still able to move: 5 + Fighter rank. */
  | "fallen"
  /** WC-WND-12: crawling on impaired legs: 5 + Fighter rank. */
  | "crawling"
  /** WC-WND-13: fallen and immobile: 3, nothing added. */
  | "immobile"
  /** WC-WND-14: knocked out: 3, nothing added. */
  | "unconscious";

const POSTURES: readonly Posture[] = ["standing", "stunned", "fallen", "crawling", "immobile", "unconscious"];

/** WC-FACE-4 (PROPOSAL): the target level used for an indefensible attack (the helpless base). */
export const INDEFENSIBLE_TARGET = 3;

export interface DefenseInput {
  readonly fighterRank: number;
  readonly agilityMod: number;
  readonly posture?: Posture;
  /** Where the attacker stands relative to the defender's facing (default front). */
  readonly attackFrom?: Sector;
  /** WC-FACE-4: the defender gives up his front defenses to defend this flank attack. */
  readonly defendsFlank?: boolean;
  /** WC-ENG-1: he had to turn to bring the attacker into his zone of threat (−1). */
  readonly turnedToFace?: boolean;
  /** WC-FLY-7: forced against an impassable obstacle (−1). */
  readonly againstObstacle?: boolean;
  /** WC-CC-3: a strike from outside the flurry he is unaware of, or after his actions ran out. */
  readonly cannotDefend?: boolean;
  /** Any other GM modifier to Defense. */
  readonly modifier?: number;
}

export interface DefenseResult {
  /** The target level the attack roll must beat. */
  readonly target: number;
  /** False when the attack is indefensible (rear, undefended flank, unaware, out of actions). */
  readonly defended: boolean;
}

/** Base Defense for a posture, before position and situational modifiers. */
export function baseDefense(fighterRank: number, agilityMod: number, posture: Posture = "standing"): number {
  requireInteger(fighterRank, "fighterRank", 0, 100);
  requireInteger(agilityMod, "agilityMod", -20, 20);
  switch (requireOneOf(posture, POSTURES, "posture")) {
    case "standing":
      return 10 + fighterRank + agilityMod;
    case "stunned":
      return 5 + Math.floor(fighterRank / 2);
    case "fallen":
    case "crawling":
      return 5 + fighterRank;
    case "immobile":
    case "unconscious":
      return 3;
  }
}

/**
 * The Defense an attack must beat. Rear attacks, flank attacks the defender does not elect to
 * defend, and strikes the defender cannot answer (WC-CC-3) are indefensible and use target 3
 * (WC-FACE-4 PROPOSAL), so a critical margin can still be measured. A defended flank attack
 * uses the stunned halving pattern, 5 + ⌊FR/2⌋, or the posture's value if that is lower.
 */
export function defenseAgainst(input: DefenseInput): DefenseResult {
  requireRecord(input, "defense");
  const posture = input.posture ?? "standing";
  const base = baseDefense(input.fighterRank, input.agilityMod, posture);
  const from = requireOneOf(input.attackFrom ?? "front", SECTORS, "attackFrom");
  if (input.modifier !== undefined) requireModifier(input.modifier, "defenseModifier");
  const helpless = posture === "immobile" || posture === "unconscious";
  const flank = from === "leftFlank" || from === "rightFlank";
  if (!helpless && (input.cannotDefend || from === "rear" || (flank && !input.defendsFlank))) {
    return { target: INDEFENSIBLE_TARGET, defended: false };
  }
  let target = flank && !helpless ? Math.min(base, baseDefense(input.fighterRank, input.agilityMod, "stunned")) : base;
  if (!helpless) {
    if (input.turnedToFace) target -= 1;
    if (input.againstObstacle) target -= 1;
    target += input.modifier ?? 0;
  }
  return { target, defended: !helpless };
}

/**
 * WC-CC-3: a strike on an engaged fighter from someone outside his flurry can be defended only
 * if he is aware of it, is not surprised, and still has actions.
 */
export function outsideStrikeDefensible(target: { aware: boolean; surprised: boolean; actionsLeft: number }): boolean {
  requireRecord(target, "target");
  return requireBoolean(target.aware, "aware") && !requireBoolean(target.surprised, "surprised") && requireInteger(target.actionsLeft, "actionsLeft", 0, 100) > 0;
}

/** WC-FACE-4: electing to defend a flank forfeits the defender's front defenses for that attack. */
export function frontDefensesAfterFlankElection(defendsFlank: boolean): boolean {
  return !defendsFlank;
}
