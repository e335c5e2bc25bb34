import { requireInteger } from "../../../core/errors.js";
import { optionalBoolean, requireArray, requireBoolean, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import type { BrpOptions } from "./options.js";
import { BRP_DEFAULTS, brpOption } from "./options.js";
import { shieldMissileChance, type MissileSpeed, type ShieldSize } from "./missile.js";
import { modifiedSkill, requireSkill, type Grade, type LevelLimits, type SuccessLevel } from "./success.js";

/** Who has defended how often this round (BRP-PAR-4, BRP-DOD-1, BRP-DEFN-*); reset each round. */
export interface DefenceRound {
  readonly parries: number;
  readonly dodges: number;
  /** Fighting defensively: no attacks this round (BRP-DEFN-1). */
  readonly defensive: boolean;
  /** Free Dodges left that do not advance the −30% steps (BRP-DEFN-1). */
  readonly freeDodges: number;
  /** Free Dodges or parries left (multi-attack characters, BRP-DEFN-3). */
  readonly freeAny: number;
  /** DEX rank and kind of the last defence, for "no dodge and parry in the same rank" (BRP-DEFN-2). */
  readonly lastRank: number | null;
  readonly lastKind: "parry" | "dodge" | null;
  /** A fast missile has already been dodged this round (BRP-DOD-2). */
  readonly fastMissileDodgeUsed: boolean;
}

const DEFENCE_KINDS: readonly ("parry" | "dodge")[] = ["parry", "dodge"];
/** No one defends more often than this in one round. */
const MAX_DEFENCES = 1000;

/** A defence record handed back by a card or the tracker, every field checked (O(1)). */
function requireDefenceRound(value: unknown, field = "defenceRound"): DefenceRound {
  const round = requireRecord(value, field);
  requireInteger(round.parries, "defenceRound.parries", 0, MAX_DEFENCES);
  requireInteger(round.dodges, "defenceRound.dodges", 0, MAX_DEFENCES);
  requireBoolean(round.defensive, "defenceRound.defensive");
  requireInteger(round.freeDodges, "defenceRound.freeDodges", 0, MAX_DEFENCES);
  requireInteger(round.freeAny, "defenceRound.freeAny", 0, MAX_DEFENCES);
  if (round.lastRank !== null) requireInteger(round.lastRank, "defenceRound.lastRank", -1000, 1000);
  if (round.lastKind !== null) requireOneOf(round.lastKind, "defenceRound.lastKind", DEFENCE_KINDS);
  requireBoolean(round.fastMissileDodgeUsed, "defenceRound.fastMissileDodgeUsed");
  return value as DefenceRound;
}

/** A DEX rank or none. */
function requireRankOrNull(value: unknown): number | null {
  return value === null ? null : requireInteger(value, "DEX rank", -1000, 1000);
}

/**
 * A new round's defence record. Fighting defensively gives one free Dodge, two free defences
 * (Dodge or parry) for a character able to attack several times (BRP-DEFN-1, BRP-DEFN-3).
 */
export function newDefenceRound(defensive = false, canMakeMultipleAttacks = false): DefenceRound {
  requireBoolean(defensive, "defensive");
  requireBoolean(canMakeMultipleAttacks, "canMakeMultipleAttacks");
  return {
    parries: 0,
    dodges: 0,
    defensive,
    freeDodges: defensive ? 1 : 0,
    freeAny: defensive && canMakeMultipleAttacks ? 1 : 0,
    lastRank: null,
    lastKind: null,
    fastMissileDodgeUsed: false,
  };
}

/** Penalty of the next defence of a kind: −30 per earlier one (both kinds count when defensive). */
export function defencePenalty(round: DefenceRound, kind: "parry" | "dodge"): number {
  requireDefenceRound(round);
  requireOneOf(kind, "kind", DEFENCE_KINDS);
  return penaltyOf(round, kind);
}

function penaltyOf(round: DefenceRound, kind: "parry" | "dodge"): number {
  const earlier = round.defensive ? round.parries + round.dodges : kind === "parry" ? round.parries : round.dodges;
  return earlier === 0 ? 0 : -30 * earlier;
}

/** Whether a kind of defence is allowed at all now (BRP-DOD-4, BRP-DEFN-2). */
export function defenceKindAllowed(round: DefenceRound, kind: "parry" | "dodge", dexRank: number | null = null): boolean {
  requireDefenceRound(round);
  requireOneOf(kind, "kind", DEFENCE_KINDS);
  return kindAllowed(round, kind, requireRankOrNull(dexRank));
}

function kindAllowed(round: DefenceRound, kind: "parry" | "dodge", dexRank: number | null): boolean {
  const other = kind === "parry" ? round.dodges : round.parries;
  if (!round.defensive && other > 0) return false;
  if (round.defensive && dexRank !== null && round.lastRank === dexRank && round.lastKind !== null && round.lastKind !== kind) return false;
  return true;
}

/** Records a defence; a free defence keeps the penalty where it was. */
export function recordDefence(round: DefenceRound, kind: "parry" | "dodge", dexRank: number | null = null, fastMissile = false): DefenceRound {
  requireDefenceRound(round);
  requireOneOf(kind, "kind", DEFENCE_KINDS);
  requireRankOrNull(dexRank);
  requireBoolean(fastMissile, "fastMissile");
  const base = { ...round, lastRank: dexRank, lastKind: kind, fastMissileDodgeUsed: round.fastMissileDodgeUsed || fastMissile };
  if (kind === "dodge" && round.freeDodges > 0) return { ...base, freeDodges: round.freeDodges - 1 };
  if (round.freeAny > 0) return { ...base, freeAny: round.freeAny - 1 };
  return kind === "parry" ? { ...base, parries: round.parries + 1 } : { ...base, dodges: round.dodges + 1 };
}

/** The chance after the −30% steps, or null when it falls below 1% (no defence possible). */
export function stepChance(chance: number, round: DefenceRound, kind: "parry" | "dodge"): number | null {
  requireDefenceRound(round);
  requireOneOf(kind, "kind", DEFENCE_KINDS);
  return afterSteps(chance, round, kind);
}

function afterSteps(chance: number, round: DefenceRound, kind: "parry" | "dodge"): number | null {
  const value = requireSkill(chance) + penaltyOf(round, kind);
  return value < 1 ? null : value;
}

/** How a weapon parries (BRP-PAR-6). */
export type ParryMode = "normal" | "improvisedTrained" | "untrained";

/** Base parry chance: full skill, half (Difficult) for a trained improvised parry, or a flat 20%. */
export function parryBase(skill: number, mode: ParryMode): number {
  requireSkill(skill);
  if (mode === "untrained") return 20;
  if (mode === "improvisedTrained") return modifiedSkill(skill, { grades: ["difficult"] }) ?? 0;
  return skill;
}

export interface ParryItem {
  readonly id: string;
  readonly kind: "weapon" | "shield";
  /** The skill that parries (weapon skill or Shield). */
  readonly skill: number;
  readonly mode?: ParryMode;
  readonly shieldSize?: ShieldSize;
  readonly broken?: boolean;
}

/** What the defender knows about the incoming attack. */
export interface IncomingAttack {
  readonly missile: MissileSpeed | null;
  readonly attackerSiz: number;
  readonly areaOrSweep?: boolean;
  /** The attacker and weapon can be seen (needed to dodge fast missiles). */
  readonly attackerVisible?: boolean;
  /** Spot roll made for the heroic shield-vs-fast-missile parry (BRP-OPT-4). */
  readonly spotSucceeded?: boolean;
}

/** The defender's state that limits defences. */
export interface DefenderState {
  readonly siz: number;
  readonly dodge: number;
  readonly kneeling?: boolean;
  readonly stunned?: boolean;
  readonly helpless?: boolean;
  readonly unconscious?: boolean;
  readonly fatallyWounded?: boolean;
  readonly extractingImpaledWeapon?: boolean;
  readonly staunching?: boolean;
  readonly dexRank?: number | null;
}

const MISSILE_SPEEDS: readonly MissileSpeed[] = ["thrown", "slow", "fast"];
const SHIELD_SIZES: readonly ShieldSize[] = ["small", "full", "large"];
const PARRY_MODES: readonly ParryMode[] = ["normal", "improvisedTrained", "untrained"];

function requireIncomingAttack(value: unknown): IncomingAttack {
  const attack = requireRecord(value, "attack");
  if (attack.missile !== null) requireOneOf(attack.missile, "attack.missile", MISSILE_SPEEDS);
  requireInteger(attack.attackerSiz, "attack.attackerSiz", 0, 10_000);
  optionalBoolean(attack.areaOrSweep, "attack.areaOrSweep");
  optionalBoolean(attack.attackerVisible, "attack.attackerVisible");
  optionalBoolean(attack.spotSucceeded, "attack.spotSucceeded");
  return value as IncomingAttack;
}

function requireDefender(value: unknown): DefenderState {
  const defender = requireRecord(value, "defender");
  requireInteger(defender.siz, "defender.siz", 0, 10_000);
  requireSkill(defender.dodge as number);
  for (const flag of ["kneeling", "stunned", "helpless", "unconscious", "fatallyWounded", "extractingImpaledWeapon", "staunching"] as const) optionalBoolean(defender[flag], `defender.${flag}`);
  if (defender.dexRank !== undefined) requireRankOrNull(defender.dexRank);
  return value as DefenderState;
}

function requireParryItem(value: unknown): ParryItem {
  const item = requireRecord(value, "item");
  requireString(item.id, "item.id");
  requireOneOf(item.kind, "item.kind", ["weapon", "shield"]);
  requireSkill(item.skill as number);
  if (item.mode !== undefined) requireOneOf(item.mode, "item.mode", PARRY_MODES);
  if (item.shieldSize !== undefined) requireOneOf(item.shieldSize, "item.shieldSize", SHIELD_SIZES);
  optionalBoolean(item.broken, "item.broken");
  return value as ParryItem;
}

export type DefenceOption =
  | {
      readonly kind: "parry" | "dodge";
      readonly itemId: string | null;
      /** Chance after every modifier and −30% step. */
      readonly chance: number;
      readonly limits: LevelLimits;
      /** Stunned: an Idea roll must succeed first (BRP-SPC-7). */
      readonly needsIdeaRoll: boolean;
      /** Dodging stops the staunching of a bleeding wound (BRP-SPC-3). */
      readonly cancelsStaunching: boolean;
    }
  | { readonly kind: "none" };

/**
 * The defences open to a defender against one successful attack, each at its current chance:
 * BRP-PAR-*, BRP-DOD-*, BRP-SHD-3 and the missile options BRP-OPT-2/4. "No defence" is always last.
 */
export function defenceOptions(
  attack: IncomingAttack,
  defender: DefenderState,
  items: readonly ParryItem[],
  round: DefenceRound,
  options: Pick<BrpOptions, "dodgeMissiles"> = BRP_DEFAULTS,
): DefenceOption[] {
  requireIncomingAttack(attack);
  requireDefender(defender);
  requireDefenceRound(round);
  for (const item of requireArray(items, "items") as readonly ParryItem[]) requireParryItem(item);
  return offeredDefences(attack, defender, items, round, options);
}

/**
 * `defenceOptions` without the checks of the attack, the defender, its items and its round: for
 * the simulator's fast path, which offers defences to fighters checked when the encounter was
 * prepared, as the step machine's entry point checked them. The options are still read checked.
 */
export function offeredDefences(attack: IncomingAttack, defender: DefenderState, items: readonly ParryItem[], round: DefenceRound, options: Pick<BrpOptions, "dodgeMissiles"> = BRP_DEFAULTS): DefenceOption[] {
  const dodgeMissiles = brpOption(options, "dodgeMissiles");
  const out: DefenceOption[] = [];
  const none: DefenceOption = { kind: "none" };
  if (defender.helpless || defender.unconscious || defender.fatallyWounded || defender.extractingImpaledWeapon) return [none];
  const heroic = dodgeMissiles === "heroic";
  const dexRank = defender.dexRank ?? null;
  const unparryable = attack.areaOrSweep === true || attack.attackerSiz >= 2 * defender.siz;
  if (!unparryable && kindAllowed(round, "parry", dexRank)) {
    for (const item of items) {
      if (item.broken) continue;
      const parry = parryChoice(item, attack, defender, heroic);
      if (!parry) continue;
      const chance = afterSteps(parry.chance, round, "parry");
      if (chance === null) continue;
      out.push({ kind: "parry", itemId: item.id, chance, limits: parry.limits, needsIdeaRoll: defender.stunned === true, cancelsStaunching: false });
    }
  }
  if (kindAllowed(round, "dodge", dexRank)) {
    const dodge = dodgeBase(attack, defender, round, dodgeMissiles);
    const chance = dodge === null ? null : afterSteps(dodge, round, "dodge");
    if (chance !== null) out.push({ kind: "dodge", itemId: null, chance, limits: {}, needsIdeaRoll: defender.stunned === true, cancelsStaunching: defender.staunching === true });
  }
  out.push(none);
  return out;
}

function parryChoice(item: ParryItem, attack: IncomingAttack, defender: DefenderState, heroic: boolean): { chance: number; limits: LevelLimits } | null {
  const staunch = defender.staunching === true;
  const base = parryBase(item.skill, item.mode ?? "normal");
  if (attack.missile === null) return { chance: graded(base, staunch), limits: {} };
  if (item.kind === "shield") {
    if (attack.missile === "fast") {
      if (!heroic) return null;
      return { chance: graded(base, staunch, attack.spotSucceeded ? [] : ["difficult"]), limits: {} };
    }
    if (heroic && attack.missile === "slow" && attack.spotSucceeded !== undefined) {
      return { chance: graded(base, staunch, attack.spotSucceeded ? [] : ["difficult"]), limits: {} };
    }
    return { chance: graded(shieldMissileChance(item.shieldSize ?? "full", defender.kneeling === true), staunch), limits: {} };
  }
  if (attack.missile === "thrown" || heroic) return { chance: graded(base, staunch), limits: { minimumSuccess: "special" } };
  return null;
}

/** A parry chance with the staunching penalty and any extra grades. */
function graded(value: number, staunching: boolean, extra: readonly Grade[] = []): number {
  return modifiedSkill(value, { grades: staunching ? ["difficult", ...extra] : extra }) ?? 0;
}

function dodgeBase(attack: IncomingAttack, defender: DefenderState, round: DefenceRound, mode: BrpOptions["dodgeMissiles"]): number | null {
  if (attack.missile === null || attack.missile === "thrown") return defender.dodge;
  if (mode === "none" || attack.attackerVisible === false) return null;
  if (mode === "heroic") return defender.dodge;
  if (round.fastMissileDodgeUsed) return null;
  return modifiedSkill(defender.dodge, { grades: ["difficult"] });
}

/**
 * Catching a missile with the heroic option (BRP-OPT-3): a special or critical Agility or Throw
 * roll catches it, a success avoids it, a failure leaves a Luck roll to avoid normal damage, a
 * fumble means the missile hits.
 */
export function catchMissile(level: SuccessLevel): "caught" | "unharmed" | "luckRoll" | "hit" {
  if (level === "critical" || level === "special") return "caught";
  if (level === "success") return "unharmed";
  return level === "failure" ? "luckRoll" : "hit";
}
