import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { MAX_ROUND } from "../../../core/vocabulary.js";
import { isSuccess, SUCCESS_LEVELS, type SuccessLevel } from "./success.js";
import { canFight, requireHarm, type BrpHarm } from "./harm.js";
import { brpOption, type BrpOptions } from "./options.js";
import { entangleStopsAttacks } from "./rulings.js";
import { powerTakesEffectRound } from "./powers.js";

/** What a character may do on its DEX rank, and what it may do at any time (BRP-ACT-5). */
export const RANK_ACTIONS = ["move", "attack", "noncombat", "engage", "disengage", "power"] as const;
export type RankAction = (typeof RANK_ACTIONS)[number];
export const ANYTIME_ACTIONS = ["parry", "dodge", "fightDefensively", "speak"] as const;

/** Distances in metres (BRP-ACT-6, BRP-ACT-7, BRP-ACT-9). */
/** The most attacks one split may make (a skill of 1000% makes 20). */
const MAX_ATTACKS = 20;

export const MOVE_LIMITS = { freeWithAttack: 5, halfRankFrom: 6, quarterRankFrom: 16, fullRound: 30 } as const;

/** How far a move this round cuts the DEX rank: 1, 1/2 or 1/4, or null for a full-round move. */
export function movementFactor(metres: number): 1 | 0.5 | 0.25 | null {
  requireInteger(Math.floor(metres), "metres", 0, 100000);
  if (metres < MOVE_LIMITS.halfRankFrom) return 1;
  if (metres < MOVE_LIMITS.quarterRankFrom) return 0.5;
  if (metres < MOVE_LIMITS.fullRound) return 0.25;
  return null;
}

/**
 * The DEX ranks of a character's actions this round (BRP-ACT-4/6/8): movement first halves or
 * quarters the rank (rounding up), then each further action comes 5 ranks later; ranks below 1
 * are lost. A full-round move leaves no action.
 */
export function actionRanks(dexRank: number, actions: number, moveMetres = 0): number[] {
  requireInteger(actions, "actions", 0, 20);
  requireInteger(dexRank, "DEX rank", -1000, 1000);
  requireInteger(Math.floor(moveMetres), "metres", 0, 100000);
  const factor = movementFactor(moveMetres);
  if (factor === null || dexRank < 1) return [];
  const first = Math.ceil(dexRank * factor);
  const out: number[] = [];
  for (let i = 0; i < actions; i++) {
    const rank = first - 5 * i;
    if (rank < 1) break;
    out.push(rank);
  }
  return out;
}

/**
 * Splits a combat skill of 100% or more into several attacks (BRP-OPT-1): each part at least
 * 50%, all points used. Throws when the split breaks those rules. The roll dialog offers the
 * even splits (`splitChance`) when the world's `splitAttacksOver100` option is on.
 */
export function checkSkillSplit(skill: number, parts: readonly number[]): readonly number[] {
  requireInteger(skill, "skill", 0, 1000);
  requireArray(parts, "parts", MAX_ATTACKS);
  const sum = parts.reduce((a, b) => a + b, 0);
  if (skill < 100 || parts.length < 2 || parts.some((p) => !Number.isInteger(p) || p < 50) || sum !== skill) {
    throw new RulesError("FRAY.Brp.Error.InvalidSplit", { skill, parts: parts.join("+") });
  }
  return parts;
}

/** The most even split into `count` attacks (the later attacks get the odd points). */
export function evenSplit(skill: number, count: number): number[] {
  requireInteger(skill, "skill", 0, 1000);
  requireInteger(count, "attacks", 1, 20);
  const base = Math.floor(skill / count);
  const extra = skill - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - extra ? 1 : 0));
}

/**
 * The chance of attack `index` (from 0) when a skill is split into `count` attacks (BRP-OPT-1):
 * evenly (151% in two is 75% then 76%), or with the first attack given `first` points and the
 * rest shared evenly (151% in two with 92 first is 92% then 59%); a count of 1 is the whole skill.
 * A split the rule forbids (a part under 50%) throws; an index past the last attack is the last one.
 */
export function splitChance(skill: number, count: number, index: number, first = 0): number {
  requireInteger(index, "attack", 0, MAX_ATTACKS - 1);
  requireInteger(first, "first attack", 0, 1000);
  if (requireInteger(count, "attacks", 1, MAX_ATTACKS) === 1) return requireInteger(skill, "skill", 0, 1000);
  const rest = requireInteger(skill, "skill", 0, 1000) - first;
  const shares = first === 0 ? evenSplit(skill, count) : [first, ...(rest >= 0 ? evenSplit(rest, count - 1) : [rest])];
  const parts = checkSkillSplit(skill, shares);
  return parts[Math.min(index, parts.length - 1)]!;
}

/** The largest number of attacks a skill can be split into. */
export function maxAttacks(skill: number): number {
  requireInteger(skill, "skill", 0, 1000);
  return skill >= 100 ? Math.floor(skill / 50) : 1;
}

/** BRP-PAR-7: a blow from an attacker of at least twice the defender's SIZ, or an area or sweep attack, cannot be parried. */
export function canParryAttack(attackerSiz: number, defenderSiz: number, areaOrSweep = false): boolean {
  requireInteger(attackerSiz, "SIZ", 0, 10000);
  requireInteger(defenderSiz, "SIZ", 0, 10000);
  return !areaOrSweep && attackerSiz < 2 * defenderSiz;
}

/**
 * BRP-ACT-10: a disengaging character gets away when every parry and dodge that round succeeded
 * (and, as proposed, when no one attacked them).
 */
export function disengageSucceeds(defences: readonly SuccessLevel[]): boolean {
  return (requireArray(defences, "defences") as readonly SuccessLevel[]).every((level) => isSuccess(requireOneOf(level, "defence", SUCCESS_LEVELS)));
}

/** BRP-ACT-1: engaged when within swinging distance of a foe. */
export function isEngaged(distanceToNearestFoeMetres: number, reachMetres = 2): boolean {
  return distanceToNearestFoeMetres <= reachMetres;
}

/** Whether a combatant is set as engaged or unengaged in melee (null: not said, anything goes). */
export type Engagement = "engaged" | "unengaged" | null;

/**
 * BRP-ACT-1, BRP-ACT-6, BRP-ACT-8..10: what being engaged or unengaged allows in a statement of
 * intent. Moving, a noncombat action and engaging are for the unengaged; disengaging is for the
 * engaged. Returns the refusal's message key, or null when the statement may be made.
 */
export function intentRefusal(action: string, engagement: Engagement): string | null {
  requireString(action, "action");
  if (engagement !== null) requireOneOf(engagement, "engagement", ["engaged", "unengaged"] as const);
  if (engagement === "engaged" && (action === "move" || action === "noncombat" || action === "engage")) return "FRAY.Brp.Intent.NeedsUnengaged";
  if (engagement === "unengaged" && action === "disengage") return "FRAY.Brp.Intent.NeedsEngaged";
  return null;
}

/** BRP-SOI-3 / BRP-POW-3: a delayed action keeps a rank of 1 or more; past rank 1 it is lost. */
export function delayRank(currentRank: number, toRank: number): number | null {
  requireInteger(currentRank, "rank", -1000, 1000);
  requireInteger(toRank, "rank", -1000, 1000);
  if (toRank >= currentRank) throw new RulesError("FRAY.Brp.Error.DelayNotLater", { from: currentRank, to: toRank });
  return toRank < 1 ? null : toRank;
}

/* ---------- Powers (BRP-POW-*) ---------- */

export interface PowerUse {
  readonly cost: number;
  readonly instantaneous: boolean;
}

/**
 * Spending power points on the INT rank the power is used (BRP-POW-6): throws when there are
 * not enough. A non-instantaneous power takes effect at the next round's powers phase (BRP-POW-2).
 */
export function usePower(powerPointsNow: number, power: PowerUse, round: number): { readonly powerPoints: number; readonly takesEffectRound: number } {
  requireInteger(requireRecord(power, "power").cost, "cost", 0, 1000);
  requireBoolean(power.instantaneous, "power.instantaneous");
  requireInteger(round, "round", 0, MAX_ROUND);
  requireInteger(powerPointsNow, "power points", 0, 10000);
  if (power.cost > powerPointsNow) throw new RulesError("FRAY.Brp.Error.NotEnoughPowerPoints", { cost: power.cost, left: powerPointsNow });
  return { powerPoints: powerPointsNow - power.cost, takesEffectRound: powerTakesEffectRound(round, power.instantaneous) };
}

/* ---------- Dying blows (BRP-OPT-5) ---------- */

export interface DyingBlowState {
  /** Rounds the action has been put off; each one needs another Stamina roll. */
  readonly staminaRollsMade: number;
  readonly used: boolean;
}

/**
 * A fatally wounded character's last action, after a successful Stamina roll (one per round it is
 * put off); any failure means death first. The sheet offers the roll when the world's
 * `dyingBlows` option is on (`dyingBlowRoll`, `attackRefusal`).
 */
export function dyingBlow(state: DyingBlowState, staminaSucceeded: boolean): { readonly state: DyingBlowState; readonly mayAct: boolean; readonly diesNow: boolean } {
  requireInteger(requireRecord(state, "state").staminaRollsMade, "staminaRollsMade", 0, MAX_ROUND);
  requireBoolean(state.used, "used");
  requireBoolean(staminaSucceeded, "staminaSucceeded");
  if (state.used) return { state, mayAct: false, diesNow: false };
  if (!staminaSucceeded) return { state: { ...state, used: true }, mayAct: false, diesNow: true };
  return { state: { staminaRollsMade: state.staminaRollsMade + 1, used: false }, mayAct: true, diesNow: false };
}

/** A dying blow as the actor keeps it: the rolls so far, whether it was struck, and the round its last roll allows it in (0: none yet). */
export interface DyingBlowRecord extends DyingBlowState {
  readonly readyRound: number;
}

export const NO_DYING_BLOW: DyingBlowRecord = Object.freeze({ staminaRollsMade: 0, used: false, readyRound: 0 });

function requireDyingBlowRecord(record: DyingBlowRecord): DyingBlowRecord {
  requireRecord(record, "dyingBlow");
  requireInteger(record.staminaRollsMade, "staminaRollsMade", 0, MAX_ROUND);
  requireBoolean(record.used, "used");
  requireInteger(record.readyRound, "readyRound", 0, MAX_ROUND);
  return record;
}

/** Whether the character is fatally wounded and still alive: the only state a dying blow is for. */
/** BRP-OPT-5: fatally wounded, at 0 HP or below, and not yet dead — the state a dying blow is struck from. */
export function isDying(harm: BrpHarm): boolean {
  requireHarm(harm);
  return harm.fatal !== null && harm.hp <= 0 && !harm.dead;
}

/** Whether the sheet offers the dying blow's Stamina roll now (BRP-OPT-5). */
export function mayRollDyingBlow(harm: BrpHarm, record: DyingBlowRecord, round: number, options: Pick<BrpOptions, "dyingBlows">): boolean {
  requireHarm(harm);
  requireDyingBlowRecord(record);
  requireInteger(round, "round", 0, MAX_ROUND);
  return brpOption(options, "dyingBlows") && isDying(harm) && !record.used && !readyIn(record, round);
}

/** Whether a Stamina roll made in `round` readied the blow (round 0 is outside combat). */
function readyIn(record: DyingBlowRecord, round: number): boolean {
  return record.staminaRollsMade > 0 && record.readyRound === round;
}

/**
 * The dying blow's Stamina roll in `round` (BRP-OPT-5): success readies the blow for this round
 * (waiting past it needs another roll); failure means death before the blow.
 */
export function dyingBlowRoll(record: DyingBlowRecord, staminaSucceeded: boolean, round: number): { readonly record: DyingBlowRecord; readonly diesNow: boolean } {
  requireDyingBlowRecord(record);
  requireInteger(round, "round", 0, MAX_ROUND);
  const r = dyingBlow(record, staminaSucceeded);
  return { record: { ...r.state, readyRound: r.mayAct ? round : record.readyRound }, diesNow: r.diesNow };
}

/**
 * Why a character may not attack now, as a message key, or null when they may (BRP-FAT-1,
 * BRP-OPT-5): anyone able to fight may; a fatally wounded character may only with the dying
 * blows option and a Stamina roll made this round; the dead, unconscious, incapacitated or those
 * a major wound took out of the fight may not.
 */
export function attackRefusal(harm: BrpHarm, round: number, record: DyingBlowRecord, options: Pick<BrpOptions, "dyingBlows">): string | null {
  requireHarm(harm);
  requireDyingBlowRecord(record);
  requireInteger(round, "round", 0, MAX_ROUND);
  // An entangle the GM ruled pinning (a failed Luck roll) keeps the target from attacking (BRP-SPC-11).
  if (entangleStopsAttacks(harm)) return "FRAY.Brp.Ruling.EntangledNoAttack";
  if (canFight(harm, round)) return null;
  if (!isDying(harm) || harm.unconscious) return "FRAY.Brp.Error.CannotFight";
  if (!brpOption(options, "dyingBlows")) return "FRAY.Brp.Error.FatallyWounded";
  if (record.used) return "FRAY.Brp.Error.CannotFight";
  return readyIn(record, round) ? null : "FRAY.Brp.DyingBlow.RollFirst";
}

/** Final words: one Luck roll per piece of information. */
export function finalWordsRolls(pieces: number): number {
  return requireInteger(pieces, "pieces", 0, 20);
}
