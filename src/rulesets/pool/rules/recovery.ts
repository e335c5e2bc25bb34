import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireBoolean, requireNumber, requireRecord, requireString } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";
import { buildPool, countSuccesses, rollPool, type PoolBreakdown } from "./pool.js";
import { isTerminal, requireTrack, restore, trackPenalty, type TrackState } from "./tracks.js";

/**
 * The Stamina pool for the daily Wound recovery roll, with the current Wound penalty applied
 * (FC-HEAL-1). Only a wounded character rolls; other penalties are the caller's to add.
 */
export function woundRecoveryPool(staminaDice: number, wounds: TrackState, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): PoolBreakdown {
  if (requireTrack(wounds, "wounds").value <= 0) throw new RulesError("FRAY.Pool.Error.NothingToRecover", { track: "wound" });
  return buildPool([{ source: "skill", dice: requireInteger(staminaDice, "staminaDice", 0, 100) }, { source: "tracks", dice: trackPenalty(wounds) }], options);
}

/** After a full day of rest: each success of the Stamina roll heals one Wound. */
export function recoverWounds(wounds: TrackState, dice: readonly number[]): { track: TrackState; restored: number } {
  const track = restore(wounds, countSuccesses(dice));
  return { track, restored: wounds.value - track.value };
}

/** Rolls and applies the daily Wound recovery through the dice port. */
export function dailyWoundRecovery(dice: Dice, staminaDice: number, wounds: TrackState, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): { track: TrackState; restored: number; dice: number[] } {
  const rolled = rollPool(dice, woundRecoveryPool(staminaDice, wounds, options), "woundRecovery");
  return { ...recoverWounds(wounds, rolled), dice: rolled };
}

export const HOURS_PER_FATIGUE_POINT = 4;

/** Continuous rest restores one Fatigue per full 4 hours (FC-HEAL-2). */
export function recoverFatigue(fatigue: TrackState, hoursOfRest: number): TrackState {
  if (!Number.isFinite(hoursOfRest) || hoursOfRest < 0) throw new RulesError("FRAY.Pool.Error.BadDuration", { hours: String(hoursOfRest) });
  return restore(fatigue, Math.floor(hoursOfRest / HOURS_PER_FATIGUE_POINT));
}

/** Between scenes one Fear point returns, but only away from conflict and danger (FC-HEAL-3). */
export function recoverFear(fear: TrackState, stillInDanger: boolean): TrackState {
  requireTrack(fear, "fear");
  return requireBoolean(stillInDanger, "stillInDanger") ? fear : restore(fear, 1);
}

/**
 * Who is offered a Fear point back when a fight ends (FC-HEAL-3, FC-FVTT-7): the end of a fight is
 * where its scene ends, so each creature that took part, has Fear ticked and is not dead may calm
 * down — whether conflict or danger still faces it is the GM's answer to the offer.
 */
export function fearEasesAfterFight(creatures: ReadonlyArray<{ readonly id: string; readonly fear: TrackState; readonly wound: TrackState }>): string[] {
  const out: string[] = [];
  requireArray(creatures, "creatures").forEach((entry, i) => {
    const creature = requireRecord(entry, `creatures[${i}]`);
    const id = requireString(creature.id, `creatures[${i}].id`);
    if (requireTrack(creature.fear, "fear").value > 0 && !isTerminal(requireTrack(creature.wound, "wound"))) out.push(id);
  });
  return out;
}

/**
 * Who is offered a Fear point back when the GM leaves a scene (FC-HEAL-3): as at a fight's end,
 * minus those the scene's own fight already asked about since the scene was last left.
 */
export function fearEasesBetweenScenes(creatures: ReadonlyArray<{ readonly id: string; readonly fear: TrackState; readonly wound: TrackState }>, alreadyAsked: readonly string[]): string[] {
  const asked = requireArray(alreadyAsked, "alreadyAsked").map((id, i) => requireString(id, `alreadyAsked[${i}]`));
  return fearEasesAfterFight(creatures).filter((id) => !asked.includes(id));
}

/**
 * Structure never heals by itself; a proper repair restores points unless the GM marked the
 * damage irreparable (FC-HEAL-4, FC-TV-11).
 */
export function repairStructure(structure: TrackState, points: number, irreparable: boolean): TrackState {
  if (irreparable) throw new RulesError("FRAY.Pool.Error.Irreparable", {});
  return restore(structure, points);
}

/**
 * A Luck Roll against a character (FC-DICE-6 proposal): `luckRollDice` dice, each success one
 * point of the named damage. An untreated open wound calls for one every hour (FC-INJ-6).
 */
export function luckRoll(dice: Dice, options: Pick<PoolOptions, "luckRollDice"> = DEFAULT_POOL_OPTIONS): { dice: number[]; damage: number } {
  const rolled = requireDicePort(dice).roll(poolOption(options, "luckRollDice"), 6, "luck");
  return { dice: rolled, damage: countSuccesses(rolled) };
}

/** An open wound left untreated for a year has long since done its worst. */
const MAX_HOURS = 24 * 366;

/** Whole hours of untreated open wound → number of Luck Rolls owed. */
export function openWoundLuckRolls(hoursUntreated: number): number {
  return Math.max(0, Math.floor(requireNumber(hoursUntreated, "hoursUntreated", 0, MAX_HOURS)));
}
