import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import type { FrayEvent } from "../../../core/vocabulary.js";
import { DEFAULT_TRACK_BOXES, TERMINAL_EVENT, TRACK_BOX_PENALTIES, type DamageTrack } from "./tables.js";

/** One damage track: `value` boxes ticked out of `max` (FC-TRK-5: per-creature size, default 3). */
export interface TrackState {
  readonly value: number;
  readonly max: number;
}

const DAMAGE_TRACKS: readonly DamageTrack[] = ["wound", "fatigue", "fear", "structure"];

export type LivingTrack = Exclude<DamageTrack, "structure">;
export const LIVING_TRACKS: readonly LivingTrack[] = ["wound", "fatigue", "fear"];

/** The three tracks of a living creature. */
export interface HarmState {
  readonly wound: TrackState;
  readonly fatigue: TrackState;
  readonly fear: TrackState;
}

/** The most boxes a track may have (FC-TRK-5 sizes tracks per creature; none comes near this). */
export const MAX_TRACK_BOXES = 100;
/** Boxes ticked past the last are recorded (FC-TRK-6), up to this many. */
const MAX_TICKED = 10_000;

/** A track handed in from a sheet or a card: whole boxes, a size from 1 to MAX_TRACK_BOXES. */
export function requireTrack(value: unknown, field = "track"): TrackState {
  const track = requireRecord(value, field);
  requireInteger(track.value, `${field}.value`, 0, MAX_TICKED);
  requireInteger(track.max, `${field}.max`, 1, MAX_TRACK_BOXES);
  return value as TrackState;
}

/** The three living tracks, each checked. */
export function requireHarm(value: unknown, field = "harm"): HarmState {
  const harm = requireRecord(value, field);
  for (const kind of LIVING_TRACKS) requireTrack(harm[kind], `${field}.${kind}`);
  return value as HarmState;
}

export function emptyTrack(max = DEFAULT_TRACK_BOXES): TrackState {
  return { value: 0, max: requireInteger(max, "max", 1, MAX_TRACK_BOXES) };
}

export function freshHarm(max = DEFAULT_TRACK_BOXES): HarmState {
  return { wound: emptyTrack(max), fatigue: emptyTrack(max), fear: emptyTrack(max) };
}

/**
 * Dice penalty a track imposes (FC-PEN-1, FC-PEN-2): the character takes the penalty of the last
 * ticked box (0D, −1D, −2D; boxes past the third keep −2D). Structure carries no penalty.
 */
export function trackPenalty(track: TrackState, kind: DamageTrack = "wound"): number {
  requireTrack(track);
  requireOneOf(kind, "kind", DAMAGE_TRACKS);
  if (kind === "structure" || track.value <= 0) return 0;
  const box = Math.min(track.value, track.max);
  return TRACK_BOX_PENALTIES[Math.min(box, TRACK_BOX_PENALTIES.length) - 1]!;
}

/** Penalty per box of a track, for the sheet's boxes. */
export function boxPenalties(max: number): number[] {
  requireInteger(max, "max", 1, MAX_TRACK_BOXES);
  return Array.from({ length: max }, (_, i) => trackPenalty({ value: i + 1, max }));
}

/** Wound, Fatigue and Fear penalties together (FC-PEN-3: they stack). */
export function harmPenalty(harm: HarmState): number {
  requireHarm(harm);
  return trackPenalty(harm.wound) + trackPenalty(harm.fatigue) + trackPenalty(harm.fear);
}

/** Whether the track is past its last box: dead, unconscious, fleeing or destroyed. */
export function isTerminal(track: TrackState): boolean {
  requireTrack(track);
  return track.value > track.max;
}

export interface DamageApplication {
  readonly track: TrackState;
  readonly events: FrayEvent[];
  /** Set when this damage crossed the terminal threshold. */
  readonly terminal?: "died" | "unconscious" | "fled" | "destroyed";
}

/**
 * Ticks `amount` boxes (FC-DMG-3). Crossing past the last box triggers the track's terminal effect
 * once (FC-TRK-1..4): death for Wounds, unconsciousness for Fatigue, flight for Fear (the `fled`
 * status lasts until the GM clears it in a safe place), and for
 * Structure a wreck reported as `died` (the Foundry "dead" status marks it). Points beyond the
 * threshold are recorded and do nothing more (FC-TRK-6).
 */
export function applyDamage(targetId: string, track: TrackState, kind: DamageTrack, amount: number): DamageApplication {
  requireInteger(amount, "amount", 0, 1000);
  requireTrack(track);
  requireOneOf(kind, "kind", DAMAGE_TRACKS);
  requireString(targetId, "targetId");
  if (amount === 0) return { track, events: [] };
  const next: TrackState = { value: track.value + amount, max: track.max };
  const events: FrayEvent[] = [{ type: "damageApplied", targetId, amount, track: kind }];
  if (isTerminal(next) && !isTerminal(track)) {
    const terminal = TERMINAL_EVENT[kind];
    events.push({ type: terminal === "destroyed" ? "died" : terminal, targetId });
    return { track: next, events, terminal };
  }
  return { track: next, events };
}

/** Applies damage to one of the three living tracks of a HarmState. */
export function applyHarm(targetId: string, harm: HarmState, kind: LivingTrack, amount: number): { harm: HarmState; events: FrayEvent[]; terminal?: DamageApplication["terminal"] } {
  if (!LIVING_TRACKS.includes(kind)) throw new RulesError("FRAY.Pool.Error.UnknownTrack", { track: String(kind) });
  requireHarm(harm);
  const result = applyDamage(targetId, harm[kind], kind, amount);
  return { harm: { ...harm, [kind]: result.track }, events: result.events, ...(result.terminal ? { terminal: result.terminal } : {}) };
}

/** Removes up to `points` ticked boxes (never below zero). */
export function restore(track: TrackState, points: number): TrackState {
  requireInteger(points, "points", 0, 1000);
  requireTrack(track);
  return { value: Math.max(0, track.value - points), max: track.max };
}
