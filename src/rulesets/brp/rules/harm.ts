import { expireConditions, MAX_ROUND, requireCondition, type Condition, type FrayEvent } from "../../../core/vocabulary.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { majorWoundLevel } from "./derived.js";
import { bodyLocation, bodyLocationHitPoints, HUMANOID_BODY, isLimbKind, requireBody, type BodyLocation } from "./locations.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";

export type WoundSeverity = "minor" | "major" | "fatal";
export type WoundSource = "attack" | "fall" | "fumble" | "bleeding" | "impaledMovement" | "other";

/** One injury, tracked separately for First Aid and healing (BRP-DMG-1). */
export interface Wound {
  readonly id: string;
  readonly source: WoundSource;
  readonly damage: number;
  /** Hit points of this wound not yet healed. */
  readonly remaining: number;
  readonly severity: WoundSeverity;
  /** The location's key on the body it struck (a humanoid location or a creature's own). */
  readonly location: string | null;
  readonly round: number | null;
  /** Bleeding special (BRP-SPC-2) or a bleeding location effect; stopped by First Aid. */
  readonly bleeding: boolean;
  /** Round from which bleeding ticks (the round after the wound). */
  readonly bleedsFromRound: number | null;
  /** A weapon still lodged in this wound (BRP-SPC-15..17). */
  readonly impaled: ImpaledWeapon | null;
  /** Characters who tried First Aid on it (for the one-attempt setting). */
  readonly firstAidBy: readonly string[];
}

export interface ImpaledWeapon {
  readonly weaponId: string;
  /** The weapon's normal damage formula, for the half-damage movement rule. */
  readonly formula: string;
  /** Damage this weapon has done so far (the passive side of self-removal). */
  readonly damageSoFar: number;
  /** Larger than a knife: blocks healing until removed (BRP-SPC-16). */
  readonly largerThanKnife: boolean;
  readonly thrown: boolean;
}

export type LocationState = "ok" | "disabled" | "incapacitated" | "severed";

/** Everything about one character's injuries, as plain data a data model stores. */
export interface BrpHarm {
  readonly hpMax: number;
  readonly hp: number;
  readonly wounds: readonly Wound[];
  /** Damage taken per location and each location's state (hit-location option). */
  readonly locationDamage: Readonly<Partial<Record<string, number>>>;
  readonly locationState: Readonly<Partial<Record<string, LocationState>>>;
  /** Locations that permanently lost a hit point (BRP-HLOC-8). */
  readonly locationPermanentLoss: Readonly<Partial<Record<string, number>>>;
  /**
   * The body's locations (a creature's own table, BRP-FVTT-1); absent for the humanoid body.
   * Read from the actor each time, never stored in the harm record.
   */
  readonly body?: readonly BodyLocation[];
  /** Shock after a major wound: unconscious at the end of this round (BRP-WND-4). */
  readonly shockUnconsciousAfterRound: number | null;
  readonly unconscious: { readonly reason: UnconsciousReason; readonly minutes: number | null } | null;
  /** Fatal wound: dies at the end of `deathAfterRound` unless raised to 1+ HP (BRP-FAT-2). */
  readonly fatal: { readonly round: number; readonly deathAfterRound: number } | null;
  readonly dead: boolean;
  /** Functionally incapacitated: no fighting until healed. */
  readonly incapacitated: boolean;
  /** Bleeding to death from a location effect: 1 HP a round, stopped by medical attention or a Stamina roll. */
  readonly vitalBleeding: { readonly difficultStamina: boolean } | null;
  /** Cannot fight from this round on (major wound table, BRP-WND-2). */
  readonly unableToFightFromRound: number | null;
  /** Minor damage taken today, and whether its Luck roll was already asked (BRP-WND-1). */
  readonly minorDamageToday: number;
  readonly minorLuckAsked: boolean;
  readonly conditions: readonly Condition[];
}

export type UnconsciousReason = "shock" | "lowHitPoints" | "minorWounds" | "head" | "vitalLocation";

/** A roll or choice the procedure needs before it can go on. */
export type HarmDecision =
  | { readonly type: "majorWoundRoll"; readonly woundId: string }
  | { readonly type: "luckRoll"; readonly reason: "majorWound" | "minorWounds"; readonly woundId: string }
  | { readonly type: "staminaRoll"; readonly reason: "vitalBleeding" | "stun" | "dyingBlow"; readonly difficult: boolean };

export interface HarmResult {
  readonly harm: BrpHarm;
  readonly events: readonly FrayEvent[];
  readonly decisions: readonly HarmDecision[];
}

/** The most hit points a being has (a dragon's hundreds, a ship's thousands). */
const MAX_HP = 10_000;

/** A round of the fight. */
function requireRound(value: unknown, field = "round"): number {
  return requireInteger(value, field, 0, MAX_ROUND);
}

/** A round number or null (damage outside a fight). */
function requireRoundOrNull(value: unknown, field: string): number | null {
  return value === null ? null : requireInteger(value, field, -1, MAX_ROUND + 1);
}

const WOUND_SOURCES: readonly WoundSource[] = ["attack", "fall", "fumble", "bleeding", "impaledMovement", "other"];

/** A blow handed in by a card: who and what, the amount is checked where it is rounded. */
function requireHit(value: unknown): Hit {
  const hit = requireRecord(value, "hit");
  requireString(hit.id, "hit.id");
  requireString(hit.targetId, "hit.targetId");
  requireRoundOrNull(hit.round, "hit.round");
  if (hit.source !== undefined) requireOneOf(hit.source, "hit.source", WOUND_SOURCES);
  if (hit.location !== undefined && hit.location !== null) requireString(hit.location, "hit.location");
  if (hit.bleeding !== undefined) requireBoolean(hit.bleeding, "hit.bleeding");
  if (hit.impaled !== undefined && hit.impaled !== null) requireRecord(hit.impaled, "hit.impaled");
  if (hit.bodyKind !== undefined) requireOneOf(hit.bodyKind, "hit.bodyKind", BODY_KINDS);
  return value as Hit;
}

/** The harm options a blow reads, each checked. */
function requireHarmOptions(options: unknown): HarmOptions {
  brpOption(options, "majorWoundRounding");
  brpOption(options, "shockCountsInjuryRound");
  brpOption(options, "hitLocations");
  brpOption(options, "majorWoundsWithHitLocations");
  return options as HarmOptions;
}

/**
 * The harm record as a data model stores it, checked once at each rules entry point: every
 * field's type and bounds (O(1); the wounds and conditions are the procedure's own records).
 */
export function requireHarm(value: unknown, field = "harm"): BrpHarm {
  const harm = requireRecord(value, field);
  const hpMax = requireInteger(harm.hpMax, "harm.hpMax", 1, MAX_HP);
  requireInteger(harm.hp, "harm.hp", -10 * MAX_HP, hpMax);
  requireArray(harm.wounds, "harm.wounds");
  requireRecord(harm.locationDamage, "harm.locationDamage");
  requireRecord(harm.locationState, "harm.locationState");
  requireRecord(harm.locationPermanentLoss, "harm.locationPermanentLoss");
  requireRoundOrNull(harm.shockUnconsciousAfterRound, "harm.shockUnconsciousAfterRound");
  if (harm.unconscious !== null) requireRecord(harm.unconscious, "harm.unconscious");
  if (harm.fatal !== null) {
    const fatal = requireRecord(harm.fatal, "harm.fatal");
    requireInteger(fatal.round, "harm.fatal.round", -1, MAX_ROUND);
    requireInteger(fatal.deathAfterRound, "harm.fatal.deathAfterRound", -1, MAX_ROUND + 1);
  }
  requireBoolean(harm.dead, "harm.dead");
  requireBoolean(harm.incapacitated, "harm.incapacitated");
  if (harm.vitalBleeding !== null) requireRecord(harm.vitalBleeding, "harm.vitalBleeding");
  requireRoundOrNull(harm.unableToFightFromRound, "harm.unableToFightFromRound");
  requireInteger(harm.minorDamageToday, "harm.minorDamageToday", 0, 10 * MAX_HP);
  requireBoolean(harm.minorLuckAsked, "harm.minorLuckAsked");
  requireArray(harm.conditions, "harm.conditions");
  return value as BrpHarm;
}

export function newHarm(hpMax: number): BrpHarm {
  requireInteger(hpMax, "hit points", 1, MAX_HP);
  return {
    hpMax,
    hp: hpMax,
    wounds: [],
    locationDamage: {},
    locationState: {},
    locationPermanentLoss: {},
    shockUnconsciousAfterRound: null,
    unconscious: null,
    fatal: null,
    dead: false,
    incapacitated: false,
    vitalBleeding: null,
    unableToFightFromRound: null,
    minorDamageToday: 0,
    minorLuckAsked: false,
    conditions: [],
  };
}

export interface Hit {
  readonly id: string;
  readonly targetId: string;
  /** Damage that got through armor. */
  readonly amount: number;
  readonly round: number | null;
  readonly source?: WoundSource;
  readonly location?: string | null;
  readonly bleeding?: boolean;
  readonly impaled?: ImpaledWeapon | null;
  /** The struck body's kind; only characters and creatures (the default) take major wounds (BRP-WND-6). */
  readonly bodyKind?: BodyKind;
}

type HarmOptions = Pick<BrpOptions, "majorWoundRounding" | "shockCountsInjuryRound" | "hitLocations" | "majorWoundsWithHitLocations">;

/**
 * Applies damage that got through armor (BRP-DMG-*, BRP-WND-*, BRP-FAT-*, BRP-HLOC-*): records the
 * wound, lowers hit points (limb blows capped at twice the location's hit points), classifies
 * the wound, starts the shock countdown or the fatal-wound window, and lists the rolls needed
 * (Major Wound table, Luck, Stamina).
 */
export function applyDamage(harm: BrpHarm, hit: Hit, options: HarmOptions = BRP_DEFAULTS): HarmResult {
  requireHarm(harm);
  requireHit(hit);
  requireHarmOptions(options);
  return woundedHarm(harm, hit, options);
}

/**
 * `applyDamage` without its checks of the harm record, the hit and the options: for the
 * simulator's fast paths (`landBlow`), which build the hit themselves and carry harm records the
 * rules made from fighters checked when the encounter was prepared. `applyDamage` is the guarded
 * entry point; the fast paths' property tests compare the two.
 */
export function woundedHarm(harm: BrpHarm, hit: Hit, options: HarmOptions = BRP_DEFAULTS): HarmResult {
  // Damage after armor is a whole number; zero leaves no wound. NaN or a negative amount is a caller bug.
  const amount = requireInteger(Math.round(hit.amount), "damage", 0, 10000);
  if (amount === 0 || harm.dead) return { harm, events: [], decisions: [] };
  const round = hit.round;
  const location = options.hitLocations ? (hit.location ?? null) : null;
  const events: FrayEvent[] = [];
  const decisions: HarmDecision[] = [];
  let h: BrpHarm = harm;
  let counted = amount;
  let bleeding = hit.bleeding === true;
  if (location) {
    const loc = applyLocation(h, location, amount, round);
    h = loc.harm;
    counted = loc.counted;
    bleeding ||= loc.bleeding;
    events.push(...loc.events.map((e) => ({ ...e, targetId: hit.targetId, condition: { ...e.condition, ownerId: hit.targetId } })));
  }
  const hp = h.hp - counted;
  const level = majorWoundLevel(h.hpMax, options);
  // Equipment, constructs and bodies without ordinary flesh take no major wounds; the GM rules on
  // structural harm (BRP-WND-6). The same bodies skip the Luck roll for piled-up minor wounds.
  const majorAllowed = suffersMajorWounds(hit.bodyKind ?? "character") && (!options.hitLocations || options.majorWoundsWithHitLocations);
  const severity: WoundSeverity = hp <= 0 ? "fatal" : majorAllowed && counted >= level ? "major" : "minor";
  const wound: Wound = {
    id: hit.id,
    source: hit.source ?? "attack",
    damage: counted,
    remaining: counted,
    severity,
    location,
    round,
    bleeding,
    bleedsFromRound: bleeding && round !== null ? round + 1 : null,
    impaled: hit.impaled ?? null,
    firstAidBy: [],
  };
  h = { ...h, hp, wounds: [...h.wounds, wound] };
  events.push({ type: "damageApplied", targetId: hit.targetId, amount: counted, track: "hp" });
  if (h.dead) return { harm: keepConditions(h, events), events, decisions };
  if (severity === "fatal") {
    const r = round ?? 0;
    h = { ...h, fatal: h.fatal ?? { round: r, deathAfterRound: r + 1 } };
    events.push({ type: "conditionAdded", targetId: hit.targetId, condition: condition("prone", hit.targetId, r) });
    events.push({ type: "conditionAdded", targetId: hit.targetId, condition: condition("fatallyWounded", hit.targetId, r) });
  } else if (severity === "major") {
    decisions.push({ type: "majorWoundRoll", woundId: wound.id }, { type: "luckRoll", reason: "majorWound", woundId: wound.id });
    if (hp <= 2) {
      h = knockOut(h, "shock", 60);
      events.push({ type: "unconscious", targetId: hit.targetId });
    } else if (round !== null) {
      h = startShock(h, round, options);
    }
  } else {
    const today = h.minorDamageToday + counted;
    h = { ...h, minorDamageToday: today };
    if (hp <= 2 && !h.unconscious) {
      h = knockOut(h, "lowHitPoints", 60);
      events.push({ type: "unconscious", targetId: hit.targetId });
    } else if (majorAllowed && today >= level && !h.minorLuckAsked) {
      h = { ...h, minorLuckAsked: true };
      decisions.push({ type: "luckRoll", reason: "minorWounds", woundId: wound.id });
    }
    h = shortenShock(h, round, options);
  }
  if (h.vitalBleeding) decisions.push({ type: "staminaRoll", reason: "vitalBleeding", difficult: h.vitalBleeding.difficultStamina });
  return { harm: keepConditions(h, events), events, decisions };
}

/**
 * Shock after a major wound (BRP-WND-4): the character lasts as many rounds as the hit points
 * left, the injury round counting as the first by default. A countdown already running only
 * ever gets shorter, so later losses (another wound, bleeding, a fall) bring it forward.
 */
function startShock(h: BrpHarm, round: number, options: Pick<BrpOptions, "shockCountsInjuryRound">): BrpHarm {
  const after = round + h.hp - (options.shockCountsInjuryRound ? 1 : 0);
  return { ...h, shockUnconsciousAfterRound: Math.min(h.shockUnconsciousAfterRound ?? Infinity, after) };
}

/** Further hit-point loss while in shock: the rounds left follow the current hit points. */
function shortenShock(h: BrpHarm, round: number | null, options: Pick<BrpOptions, "shockCountsInjuryRound">): BrpHarm {
  return h.shockUnconsciousAfterRound === null || round === null || h.unconscious || h.hp <= 0 ? h : startShock(h, round, options);
}

function knockOut(h: BrpHarm, reason: UnconsciousReason, minutes: number | null): BrpHarm {
  return h.unconscious ? h : { ...h, unconscious: { reason, minutes } };
}

/** Keeps the conditions that events added on the harm record (a newer one of the same id replaces the older). */
export function recordConditions(harm: BrpHarm, events: readonly FrayEvent[]): BrpHarm {
  requireHarm(harm);
  for (const e of requireArray(events, "events") as readonly FrayEvent[]) {
    const event = requireRecord(e, "event");
    if (event.type === "conditionAdded") requireCondition(event.condition, "event.condition");
  }
  return keepConditions(harm, events);
}

/** `recordConditions` for events the rules made themselves (this module and the fast paths' `landBlow`). */
export function keepConditions(harm: BrpHarm, events: readonly FrayEvent[]): BrpHarm {
  let conditions = harm.conditions;
  for (const e of events) {
    if (e.type !== "conditionAdded") continue;
    conditions = [...conditions.filter((c) => c.id !== e.condition.id), e.condition];
  }
  return conditions === harm.conditions ? harm : { ...harm, conditions };
}

/** Removes a condition (prone character stands up, entangle escaped, stun shaken off). */
export function clearCondition(harm: BrpHarm, id: string): BrpHarm {
  requireHarm(harm);
  requireString(id, "condition id");
  return { ...harm, conditions: harm.conditions.filter((c) => c.id !== id) };
}

export function condition(id: string, ownerId: string, round: number, rounds?: number, data?: Condition["data"]): Condition {
  requireString(id, "condition id");
  requireString(ownerId, "ownerId");
  requireRound(round);
  if (rounds !== undefined) requireInteger(rounds, "rounds", 0, MAX_ROUND);
  if (data !== undefined) requireRecord(data, "condition data");
  const base = { id, ownerId, appliedRound: round, duration: rounds === undefined ? ({ kind: "scene" } as const) : ({ kind: "rounds", rounds } as const) };
  return data ? { ...base, data } : base;
}

/**
 * Hit-location effects of one blow (BRP-HLOC-3..7): ≥ location HP disables it, a limb blow of
 * 2× or more counts only 2× towards total hit points and incapacitates with bleeding, 3× severs
 * a limb; head, chest or abdomen at 2× knock out and bleed, at 3× kill.
 */
function applyLocation(h: BrpHarm, location: string, amount: number, round: number | null) {
  const row = bodyLocation(bodyOf(h), location);
  const locHp = locationHitPointsLeft(h, row);
  const before = h.locationDamage[location] ?? 0;
  const total = before + amount;
  const events: Array<Omit<Extract<FrayEvent, { type: "conditionAdded" }>, "targetId"> & { targetId: string }> = [];
  const r = round ?? 0;
  let state: LocationState = h.locationState[location] ?? "ok";
  let counted = amount;
  let bleeding = false;
  let next: BrpHarm = h;
  if (isLimbKind(row.kind)) {
    if (amount >= 2 * locHp) {
      counted = 2 * locHp;
      bleeding = true;
      next = { ...next, incapacitated: true, vitalBleeding: { difficultStamina: true } };
      state = amount >= 3 * locHp ? "severed" : "incapacitated";
    } else if (total >= locHp && state === "ok") state = "disabled";
    if (state !== "ok" && row.kind === "leg") events.push({ type: "conditionAdded", targetId: "", condition: condition("prone", "", r) });
  } else {
    if (total >= 3 * locHp) {
      next = { ...next, dead: true };
      state = "incapacitated";
    } else if (total >= 2 * locHp) {
      next = knockOut({ ...next, vitalBleeding: { difficultStamina: true } }, "vitalLocation", null);
      state = "incapacitated";
    } else if (total >= locHp) {
      state = "disabled";
      if (row.kind === "head") next = knockOut(next, "head", null);
      if (row.kind === "chest" || row.kind === "abdomen") {
        next = { ...next, vitalBleeding: next.vitalBleeding ?? { difficultStamina: false } };
        events.push({ type: "conditionAdded", targetId: "", condition: condition("prone", "", r) });
      }
    }
  }
  next = { ...next, locationDamage: { ...next.locationDamage, [location]: total }, locationState: { ...next.locationState, [location]: state } };
  return { harm: next, counted, bleeding, events };
}

/** Result of an end-of-round check (BRP-ROUND-3 proposal). */
export function endOfRound(harm: BrpHarm, round: number, targetId: string): HarmResult {
  requireHarm(harm);
  requireRound(round);
  requireString(targetId, "targetId");
  const events: FrayEvent[] = [];
  let h = harm;
  if (h.dead) return { harm: h, events, decisions: [] };
  if (h.fatal && h.hp <= 0 && round >= h.fatal.deathAfterRound) {
    h = { ...h, dead: true };
    events.push({ type: "died", targetId });
    return { harm: h, events, decisions: [] };
  }
  if (h.shockUnconsciousAfterRound !== null && round >= h.shockUnconsciousAfterRound && !h.unconscious) {
    h = { ...knockOut(h, "shock", null), shockUnconsciousAfterRound: null };
    events.push({ type: "unconscious", targetId });
  }
  // Timed conditions (stun, entangle, knockback…) run out through the shared expiry rules.
  const expired = expireConditions(targetId, h.conditions, { kind: "roundEnd", round });
  if (expired.events.length > 0) {
    h = { ...h, conditions: expired.remaining };
    events.push(...expired.events);
  }
  return { harm: h, events, decisions: [] };
}

/**
 * Bleeding on DEX rank 1 (BRP-SPC-2, BRP-HLOC-4..6): each bleeding wound from the round after it
 * was dealt, unless held closed, and any location bleeding, cost 1 hit point each. Armor never
 * helps. Returns the hits to apply (as "bleeding" wounds on the same location).
 */
export function bleedingTicks(harm: BrpHarm, round: number, staunchedWoundIds: readonly string[] = []): number {
  requireHarm(harm);
  requireRound(round);
  requireArray(staunchedWoundIds, "staunchedWoundIds");
  if (harm.dead) return 0;
  let n = 0;
  for (const w of harm.wounds) {
    if (w.bleeding && w.bleedsFromRound !== null && round >= w.bleedsFromRound && !staunchedWoundIds.includes(w.id)) n++;
  }
  if (harm.vitalBleeding) n++;
  return n;
}

/** Lowers hit points by bleeding without creating a new wound (BRP-SPC-2: armor never applies). */
export function applyBleeding(harm: BrpHarm, points: number, round: number, targetId: string, options: Pick<BrpOptions, "shockCountsInjuryRound"> = BRP_DEFAULTS): HarmResult {
  requireInteger(points, "damage", 0, 10000);
  requireHarm(harm);
  requireRound(round);
  requireString(targetId, "targetId");
  brpOption(options, "shockCountsInjuryRound");
  if (points === 0 || harm.dead) return { harm, events: [], decisions: [] };
  const hp = harm.hp - points;
  let h: BrpHarm = { ...harm, hp, wounds: addToLastBleeding(harm.wounds, points) };
  const events: FrayEvent[] = [{ type: "damageApplied", targetId, amount: points, track: "hp" }];
  if (hp <= 0 && !h.fatal) {
    h = { ...h, fatal: { round, deathAfterRound: round + 1 } };
    events.push({ type: "conditionAdded", targetId, condition: condition("fatallyWounded", targetId, round) });
  } else if (hp <= 2 && hp > 0 && !h.unconscious) {
    h = knockOut(h, "lowHitPoints", 60);
    events.push({ type: "unconscious", targetId });
  } else h = shortenShock(h, round, options);
  return { harm: keepConditions(h, events), events, decisions: [] };
}

function addToLastBleeding(wounds: readonly Wound[], points: number): Wound[] {
  const out = [...wounds];
  for (let i = out.length - 1; i >= 0; i--) {
    const w = out[i]!;
    if (w.bleeding || i === 0) {
      out[i] = { ...w, damage: w.damage + points, remaining: w.remaining + points };
      return out;
    }
  }
  return out;
}

/** Stops a wound's bleeding (First Aid, BRP-SPC-4, or five rounds held closed). */
export function stopBleeding(harm: BrpHarm, woundId: string | null): BrpHarm {
  requireHarm(harm);
  if (woundId !== null) requireString(woundId, "woundId");
  if (woundId === null) return { ...harm, vitalBleeding: null };
  return { ...harm, wounds: harm.wounds.map((w) => (w.id === woundId ? { ...w, bleeding: false } : w)) };
}

/** A minor-wound Luck roll (BRP-WND-1): failure knocks the character out. */
export function minorWoundsLuck(harm: BrpHarm, succeeded: boolean): BrpHarm {
  requireHarm(harm);
  return requireBoolean(succeeded, "succeeded") ? harm : knockOut(harm, "minorWounds", null);
}

/** Sets the round from which a major wound's "unable to fight" applies: the round after the injury (BRP-WND-2). */
export function markUnableToFight(harm: BrpHarm, injuryRound: number): BrpHarm {
  requireHarm(harm);
  requireRound(injuryRound, "injuryRound");
  return { ...harm, unableToFightFromRound: Math.min(harm.unableToFightFromRound ?? Infinity, injuryRound + 1) };
}

/** Whether the character can attack in `round`. */
export function canFight(harm: BrpHarm, round: number): boolean {
  requireHarm(harm);
  requireRound(round);
  if (harm.dead || harm.unconscious || harm.incapacitated || (harm.fatal && harm.hp <= 0)) return false;
  return harm.unableToFightFromRound === null || round < harm.unableToFightFromRound;
}

/** Rounds of shock left counting the current one, or null when no countdown runs. */
export function shockRoundsLeft(harm: BrpHarm, round: number): number | null {
  requireHarm(harm);
  requireRound(round);
  return harm.shockUnconsciousAfterRound === null ? null : Math.max(0, harm.shockUnconsciousAfterRound - round + 1);
}

/** A severed or maimed limb permanently loses 1 location hit point (BRP-HLOC-8). */
export function loseLimbPart(harm: BrpHarm, location: string): BrpHarm {
  requireHarm(harm);
  bodyLocation(bodyOf(harm), location);
  return { ...harm, locationPermanentLoss: { ...harm.locationPermanentLoss, [location]: (harm.locationPermanentLoss[location] ?? 0) + 1 } };
}

/** What a body is made of: only characters and creatures have the flesh major wounds need (BRP-WND-6). */
export const BODY_KINDS = ["character", "creature", "object", "construct", "immaterial", "gelatinous"] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/** Major wounds apply only to beings with ordinary bodies (BRP-WND-6). */
export function suffersMajorWounds(kind: BodyKind): boolean {
  return kind === "character" || kind === "creature";
}

/** Wounds that still hold a lodged weapon (BRP-SPC-15..17), for the sheet and the flows. */
export function impaledWounds(harm: BrpHarm): Wound[] {
  requireHarm(harm);
  return harm.wounds.filter((w) => w.impaled !== null);
}

/** The weapon is out of the wound (pulled by the attacker, the victim or a healer); healing can start. */
export function pullOutWeapon(harm: BrpHarm, woundId: string): BrpHarm {
  requireHarm(harm);
  requireString(woundId, "woundId");
  return { ...harm, wounds: harm.wounds.map((w) => (w.id === woundId ? { ...w, impaled: null } : w)) };
}

/**
 * More damage from a lodged weapon (significant movement, a failed self-removal): the same wound
 * grows, armor does not apply, and the weapon's tally goes up (BRP-SPC-16, BRP-SPC-17).
 */
export function impaledWoundDamage(harm: BrpHarm, woundId: string, points: number, round: number, targetId: string): HarmResult {
  requireInteger(points, "damage", 0, 10000);
  requireHarm(harm);
  requireString(woundId, "woundId");
  requireRound(round);
  requireString(targetId, "targetId");
  if (!harm.wounds.some((w) => w.id === woundId)) throw new RulesError("FRAY.Brp.Error.UnknownWound", { wound: woundId });
  if (points === 0) return { harm, events: [], decisions: [] };
  const wounds = harm.wounds.map((w) =>
    w.id === woundId && w.impaled ? { ...w, damage: w.damage + points, remaining: w.remaining + points, impaled: { ...w.impaled, damageSoFar: w.impaled.damageSoFar + points } } : w,
  );
  const base = applyBleeding({ ...harm, wounds }, points, round, targetId);
  // applyBleeding added the points to the last bleeding wound too; keep the tally on this wound only.
  return { ...base, harm: { ...base.harm, wounds } };
}

/** The body a harm record belongs to: the creature's own locations, or the humanoid ones. */
export function bodyOf(harm: Pick<BrpHarm, "body">): readonly BodyLocation[] {
  const body = requireRecord(harm, "harm").body;
  return body === undefined ? HUMANOID_BODY : requireBody(body);
}

/** A location's hit points now: its share of the total less what it lost for good (BRP-HLOC-3, BRP-HLOC-8). */
export function locationHitPointsLeft(harm: Pick<BrpHarm, "hpMax" | "locationPermanentLoss">, row: BodyLocation): number {
  const lost = requireRecord(requireRecord(harm, "harm").locationPermanentLoss, "harm.locationPermanentLoss")[requireRecord(row, "location").key as string] ?? 0;
  return Math.max(1, bodyLocationHitPoints(harm.hpMax, row) - requireInteger(lost, "harm.locationPermanentLoss", 0, MAX_HP));
}
