import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import { requireModifier, requireOneOf } from "./guards.js";
import type { Condition } from "../../../core/vocabulary.js";
import { type CheckResult, rollCheck } from "./check.js";
import { type HitLocation, HIT_LOCATIONS, type Limb, LIMBS, type WoundEffect, generalLocation } from "./wounds.js";

/**
 * Carrying out what a wound or a maneuver does to its victim (WC-WND-8..14, WC-MAN-3..6). Every
 * function rolls through the Dice port and returns plain facts (conditions, actions lost, items
 * dropped); applying them to documents is the Foundry layer's job.
 */
export interface EffectOutcome {
  readonly check?: CheckResult;
  readonly conditions: Condition[];
  /** Actions lost this round (WC-MISC-1: losing actions is losing one's cool). */
  readonly actionsLost: number;
  /** Item dropped: where it went, if anywhere. */
  readonly itemDropped?: { readonly metres?: number; readonly hexes?: number; readonly direction?: number; readonly caught?: boolean; readonly atFeet?: boolean };
  /** A limb that cannot be used for the rest of the round. */
  readonly limbUnusableThisRound?: Limb;
  readonly fall?: FallKind;
  readonly weaponBroken?: boolean;
  /** Rounds of stun rolled on 1d6. */
  readonly stunRounds?: number;
}

export type FallKind = "knees" | "handsAndKnees" | "flat";

export interface Victim {
  readonly id: string;
  readonly dexterityMod: number;
  readonly agilityMod: number;
  readonly strengthMod: number;
  /** WC-MAN-6 PROPOSAL: the modifier resisting Shock (CON or Will, designer to define). */
  readonly shockMod: number;
  /** Wound penalty applying to his task rolls (WC-WND-4). */
  readonly woundPenalty?: number;
}

const WOUND_EFFECT_NAMES: readonly WoundEffect[] = ["none", "stun", "knockout", "fumbleCheck", "fumble", "stumbleCheck", "stumble", "disabled"];

/** The victim of an effect as a card or the exchange hands it over. */
export function requireVictim(victim: Victim): Victim {
  requireString(requireRecord(victim, "victim").id, "victim.id");
  requireModifier(victim.dexterityMod, "dexterityMod");
  requireModifier(victim.agilityMod, "agilityMod");
  requireModifier(victim.strengthMod, "strengthMod");
  requireModifier(victim.shockMod, "shockMod");
  if (victim.woundPenalty !== undefined) requireModifier(victim.woundPenalty, "woundPenalty");
  return victim;
}

function requireRound(round: number): void {
  requireInteger(round, "round", 0, 100_000);
}

const roundOnly = (ownerId: string, round: number, id: string, data?: Condition["data"]): Condition => ({
  id,
  duration: { kind: "rounds", rounds: 1 },
  ownerId,
  appliedRound: round,
  ...(data ? { data } : {}),
});

const lasting = (ownerId: string, round: number, id: string, data?: Condition["data"]): Condition => ({
  id,
  duration: { kind: "permanent" },
  ownerId,
  appliedRound: round,
  ...(data ? { data } : {}),
});

/** WC-WND-8 Fumble?: 3d6 + DEX vs 10; on a failure the item drops 1d6 − 1 metres away, one action is lost and the arm is out for the round. */
export function fumbleQuery(dice: Dice, victim: Victim, arm: Limb, round: number): EffectOutcome {
  requireVictim(victim);
  requireRound(round);
  requireOneOf(arm, LIMBS, "arm");
  const check = rollCheck(dice, victim.dexterityMod + (victim.woundPenalty ?? 0), 10, "fumble?");
  if (check.success) return { check, conditions: [], actionsLost: 0 };
  const metres = dice.roll(1, 6, "fumble? distance")[0]! - 1;
  return { check, conditions: [roundOnly(victim.id, round, "limbUnusable", { limb: arm })], actionsLost: 1, itemDropped: { metres }, limbUnusableThisRound: arm };
}

/** WC-WND-9 Stumble?: 3d6 + AGL vs 10; on a failure he falls, loses one action and cannot stand on the leg this round. */
export function stumbleQuery(dice: Dice, victim: Victim, leg: Limb, round: number): EffectOutcome {
  requireVictim(victim);
  requireRound(round);
  requireOneOf(leg, LIMBS, "leg");
  const check = rollCheck(dice, victim.agilityMod + (victim.woundPenalty ?? 0), 10, "stumble?");
  if (check.success) return { check, conditions: [], actionsLost: 0 };
  return {
    check,
    conditions: [lasting(victim.id, round, "fallen"), roundOnly(victim.id, round, "limbUnusable", { limb: leg })],
    actionsLost: 1,
    limbUnusableThisRound: leg,
    fall: "flat",
  };
}

/** WC-WND-10 Stun: Defense halved and no action for 1d6 rounds. */
export function stun(dice: Dice, victim: Victim, round: number): EffectOutcome {
  requireVictim(victim);
  requireRound(round);
  requireDicePort(dice);
  const rounds = dice.roll(1, 6, "stun rounds")[0]!;
  return { conditions: [{ id: "stunned", duration: { kind: "rounds", rounds }, ownerId: victim.id, appliedRound: round }], actionsLost: 0, stunRounds: rounds };
}

/** Effects that need a die (the victim's check, the stun duration, where a dropped item lands). */
export function effectNeedsDice(effect: WoundEffect): boolean {
  return effect === "stun" || effect === "fumbleCheck" || effect === "stumbleCheck" || effect === "fumble";
}

/**
 * Carries out the effect of a fresh wound (WC-WND-7..14). Fumble and Stumble are automatic
 * failures of the matching check, and the limb stays impaired,
 * Disabled marks the limb (both legs for the belly, immobile for the chest), Knockout makes him
 * unconscious; a mortal wound adds Mortally Wounded (WC-WND-15).
 */
export function applyWoundEffect(dice: Dice, victim: Victim, location: HitLocation, effect: WoundEffect, mortal: boolean, round: number): EffectOutcome {
  requireVictim(victim);
  requireRound(round);
  requireDicePort(dice);
  requireOneOf(location, HIT_LOCATIONS, "location");
  requireOneOf(effect, WOUND_EFFECT_NAMES, "effect");
  requireBoolean(mortal, "mortal");
  const base = resolveEffect(dice, victim, location, effect, round);
  if (!mortal) return base;
  return { ...base, conditions: [...base.conditions, lasting(victim.id, round, "mortallyWounded")] };
}

function resolveEffect(dice: Dice, victim: Victim, location: HitLocation, effect: WoundEffect, round: number): EffectOutcome {
  const limb = (location === "head" || location === "chest" || location === "belly" ? undefined : location) as Limb | undefined;
  switch (effect) {
    case "none":
      return { conditions: [], actionsLost: 0 };
    case "stun":
      return stun(dice, victim, round);
    case "knockout":
      return { conditions: [lasting(victim.id, round, "unconscious"), lasting(victim.id, round, "fallen")], actionsLost: 0 };
    case "fumbleCheck":
      return fumbleQuery(dice, victim, limb ?? "rightArm", round);
    case "stumbleCheck":
      return stumbleQuery(dice, victim, limb ?? "rightLeg", round);
    case "fumble": {
      // WC-WND-11: as a failed Fumble? (item 1d6 − 1 m away, an action and the arm lost for the round) without the roll, and the arm stays impaired.
      const arm = limb ?? "rightArm";
      const metres = dice.roll(1, 6, "fumble distance")[0]! - 1;
      return {
        conditions: [roundOnly(victim.id, round, "limbUnusable", { limb: arm }), lasting(victim.id, round, "limbImpaired", { limb: arm })],
        actionsLost: 1,
        itemDropped: { metres },
        limbUnusableThisRound: arm,
      };
    }
    case "stumble": {
      // WC-WND-12: as a failed Stumble? without the roll, and the leg stays impaired.
      const leg = limb ?? "rightLeg";
      return {
        conditions: [lasting(victim.id, round, "fallen"), roundOnly(victim.id, round, "limbUnusable", { limb: leg }), lasting(victim.id, round, "limbImpaired", { limb: leg })],
        actionsLost: 1,
        limbUnusableThisRound: leg,
        fall: "flat",
      };
    }
    case "disabled": {
      const general = generalLocation(location);
      if (general === "belly") {
        return { conditions: ["leftLeg", "rightLeg"].map((l) => lasting(victim.id, round, "limbDisabled", { limb: l })).concat(lasting(victim.id, round, "fallen")), actionsLost: 0, fall: "flat" };
      }
      if (general === "chest") return { conditions: [lasting(victim.id, round, "immobile"), lasting(victim.id, round, "fallen")], actionsLost: 0, fall: "flat" };
      // A disabled arm lets go of what it held (PROPOSAL); a disabled leg fells him.
      const conditions = [lasting(victim.id, round, "limbDisabled", { limb: limb ?? "rightArm" })];
      if (general === "leg") conditions.push(lasting(victim.id, round, "fallen"));
      return { conditions, actionsLost: 0, ...(general === "arm" ? { itemDropped: { atFeet: true } } : { fall: "flat" as const }) };
    }
  }
}

/**
 * WC-MAN-3 Fumble-XX: 3d6 + DEX vs XX; by how much it missed: 0 the item slips but is caught
 * (one action lost), 1–3 it drops at his feet, 4+ it flies 1d6 hexes in a random direction
 * (a d6 picks one of the six hex directions, 0..5).
 */
export function fumbleXX(dice: Dice, victim: Victim, target: number): EffectOutcome {
  requireVictim(victim);
  const check = rollCheck(dice, victim.dexterityMod + (victim.woundPenalty ?? 0), target, `fumble-${target}`);
  if (check.success) return { check, conditions: [], actionsLost: 0 };
  const missBy = check.missBy!;
  if (missBy === 0) return { check, conditions: [], actionsLost: 1, itemDropped: { caught: true } };
  if (missBy <= 3) return { check, conditions: [], actionsLost: 0, itemDropped: { atFeet: true } };
  const [hexes, direction] = [dice.roll(1, 6, "fumble distance")[0]!, dice.roll(1, 6, "fumble direction")[0]! - 1];
  return { check, conditions: [], actionsLost: 0, itemDropped: { hexes, direction } };
}

/** WC-MAN-4 Stumble-XX: 3d6 + AGL vs XX; miss by 0 slip (one action lost), 1–3 knees, 4–6 hands and knees, 7+ flat. */
export function stumbleXX(dice: Dice, victim: Victim, target: number, round: number): EffectOutcome {
  requireVictim(victim);
  requireRound(round);
  const check = rollCheck(dice, victim.agilityMod + (victim.woundPenalty ?? 0), target, `stumble-${target}`);
  if (check.success) return { check, conditions: [], actionsLost: 0 };
  const missBy = check.missBy!;
  if (missBy === 0) return { check, conditions: [], actionsLost: 1 };
  const fall: FallKind = missBy <= 3 ? "knees" : missBy <= 6 ? "handsAndKnees" : "flat";
  return { check, conditions: [lasting(victim.id, round, "fallen", { fall })], actionsLost: 0, fall };
}

/** WC-MAN-5 Restrict-XX: marks the victim restricted; each action first needs restrictedActionCheck. */
export function restrictXX(victim: Victim, target: number, round: number): EffectOutcome {
  requireVictim(victim);
  requireRound(round);
  requireModifier(target, "target");
  return { conditions: [lasting(victim.id, round, "restricted", { target })], actionsLost: 0 };
}

/** WC-MAN-5: before each action a restricted victim rolls STR vs XX: failure loses the action, success acts at −1. */
export function restrictedActionCheck(dice: Dice, victim: Victim, target: number): { check: CheckResult; actionLost: boolean; actionModifier: number } {
  requireVictim(victim);
  const check = rollCheck(dice, victim.strengthMod + (victim.woundPenalty ?? 0), target, `restrict-${target}`);
  return { check, actionLost: !check.success, actionModifier: check.success ? -1 : 0 };
}

/** WC-MAN-6 Shock-XX (placeholder): 3d6 + shock modifier vs XX; a failure stuns (WC-WND-10). */
export function shockXX(dice: Dice, victim: Victim, target: number, round: number): EffectOutcome {
  requireVictim(victim);
  requireRound(round);
  const check = rollCheck(dice, victim.shockMod + (victim.woundPenalty ?? 0), target, `shock-${target}`);
  if (check.success) return { check, conditions: [], actionsLost: 0 };
  return { ...stun(dice, victim, round), check };
}

/** WC-MAN-7: Break is the weapon breaking (Broken, a bone break, is named but never used). */
export function breakWeapon(): EffectOutcome {
  return { conditions: [], actionsLost: 0, weaponBroken: true };
}
