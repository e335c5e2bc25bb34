import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireRecord, requireString } from "../../../core/validate.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireModifier, requireOneOf } from "./guards.js";
import type { FrayEvent } from "../../../core/vocabulary.js";
import { type AttackResult, applyLocationDefenseBonus, resolveMeleeAttack } from "./attack.js";
import type { DefenseResult } from "./defense.js";
import { type EffectOutcome, type Victim, applyWoundEffect, effectNeedsDice, requireVictim } from "./effects.js";
import { type ImpactDice, type ImpactRoll, type StrikeResult, impactCap, impactDiceFor, requireImpactDice, rollImpact, strikeResult } from "./impact.js";
import { type Intention, type ManeuverColumn, type SecondaryEffect, INTENTIONS, MANEUVER_TABLE, maneuverColumn, maneuverIgnoresArmour, planFor, resolveSecondaryEffect } from "./maneuvers.js";
import { type FlurryOptions, flurryOptions } from "./options.js";
import { type HitLocation, type Thresholds, type Wound, type WoundEffect, HIT_LOCATIONS, requireThresholds, severityFor, woundEffect, woundNature } from "./wounds.js";

/**
 * One attack from roll to wound as a step machine (WC-ATK-*, WC-STR-*, WC-WND-*, WC-MAN-*). The
 * machine never decides what a person decides: it stops and returns the next decision (roll the
 * attack, name the location, roll impact, the victim rolls his check), and `advanceExchange`
 * takes the answer and the Dice port to move on.
 */
export interface ArmourAtLocation {
  readonly absorption: number;
  readonly penetrationThreshold: number;
  /** WC-ATK-5: Defense added by this piece once the location is known. */
  readonly defenseBonus?: number;
}

export interface ExchangeInput {
  readonly attackerId: string;
  readonly skill: number;
  readonly agilityMod: number;
  readonly strength: number;
  /** Wound, movement and GM modifiers to the attack roll. */
  readonly attackModifiers?: number;
  readonly weapon: {
    readonly impactModifier: number;
    readonly penetrationValue: number;
    readonly wounds?: "cut" | "puncture";
    /**
     * WC-STR-2 / WC-FVTT-7: impact dice the designer or GM entered for this weapon and wielder,
     * used for strikes instead of the Impact Cap table (whose upper rows are lost). Maneuvers
     * still roll from Strength alone on the table (WC-MAN-2).
     */
    readonly impactDice?: ImpactDice;
  };
  /**
   * WC-MAN-2 / WC-FVTT-7: impact dice entered for a maneuver's Impact Cap (Strength alone) where
   * the surviving table has no row for it; without them the table (or its refusal) decides.
   */
  readonly maneuverImpactDice?: ImpactDice;
  readonly intention: Intention;
  readonly defense: DefenseResult;
  readonly defender: Victim & {
    readonly thresholds: Thresholds;
    /** WC-STR-3: innate resistance, typically from Size. */
    readonly innateResistance?: number;
    readonly armour?: Partial<Record<HitLocation, ArmourAtLocation>>;
  };
  /** A location already known (a called shot or the GM's ruling), skipping the location decision. */
  readonly location?: HitLocation;
  /** WC-WND-3: the shock value to record with the wound, if the GM gives one. */
  readonly shockValue?: number;
  readonly round: number;
}

export type ExchangeStage = "attackRoll" | "location" | "impactRoll" | "victimRoll" | "done";
const STAGES: readonly ExchangeStage[] = ["attackRoll", "location", "impactRoll", "victimRoll", "done"];

export interface ExchangeResult {
  readonly hit: boolean;
  /** The attack roll against Defense (after any armour bonus), for the card and recordAttack. */
  readonly attack?: AttackResult;
  readonly slidOffArmour: boolean;
  readonly critical: boolean;
  readonly location?: HitLocation;
  readonly strike?: StrikeResult;
  readonly wound?: Wound;
  readonly woundEffect?: WoundEffect;
  readonly maneuver?: { readonly column: ManeuverColumn; readonly effect: SecondaryEffect };
  readonly outcome?: EffectOutcome;
  /** WC-FLY-12 (PROPOSAL): whether the defender may answer (a miss, or a hit that did not stun, knock out or cost actions). */
  readonly defenderCanRespond: boolean;
  readonly actionsLost: number;
  /** Stunned, knocked out or mortally wounded: he has no actions left in this flurry. */
  readonly incapacitated: boolean;
  readonly events: FrayEvent[];
}

export interface ExchangeState {
  readonly input: ExchangeInput;
  readonly options: FlurryOptions;
  readonly stage: ExchangeStage;
  readonly attack?: AttackResult;
  readonly location?: HitLocation;
  readonly impact?: ImpactRoll;
  readonly strike?: StrikeResult;
  readonly wound?: Wound;
  readonly effect?: WoundEffect;
  readonly maneuver?: { readonly column: ManeuverColumn; readonly effect: SecondaryEffect };
  readonly result?: ExchangeResult;
}

export type ExchangeDecision =
  | { readonly kind: "roll"; readonly actor: string; readonly purpose: "attack" | "impact" | "woundEffect" | "secondaryEffect" }
  | { readonly kind: "chooseLocation"; readonly actor: "GM"; readonly options: readonly HitLocation[] }
  | { readonly kind: "done"; readonly result: ExchangeResult };

export type ExchangeAnswer = { readonly kind: "roll" } | { readonly kind: "location"; readonly location: HitLocation };

/** Inputs already checked, by identity (a simulation replays one input many times). */
const checkedInputs = new WeakSet<ExchangeInput>();

/** Checks an exchange's input before any die is rolled, so a bad sheet value fails up front. */
export function validateExchangeInput(input: ExchangeInput): ExchangeInput {
  if (checkedInputs.has(input)) return input;
  requireString(requireRecord(input, "exchange").attackerId, "attackerId");
  requireRecord(input.weapon, "weapon");
  requireRecord(input.defense, "defense");
  requireVictim(input.defender);
  if (input.defender.armour !== undefined) requireRecord(input.defender.armour, "armour");
  requireInteger(input.skill, "skill", -20, 100);
  requireInteger(input.agilityMod, "agilityMod", -20, 20);
  impactCap(input.strength, input.weapon.impactModifier);
  requireModifier(input.weapon.penetrationValue, "penetrationValue");
  if (input.weapon.wounds !== undefined) requireOneOf(input.weapon.wounds, ["cut", "puncture"] as const, "weaponWounds");
  if (input.weapon.impactDice !== undefined) requireImpactDice(input.weapon.impactDice);
  if (input.maneuverImpactDice !== undefined) requireImpactDice(input.maneuverImpactDice);
  if (input.attackModifiers !== undefined) requireModifier(input.attackModifiers, "attackModifiers");
  requireOneOf(input.intention, INTENTIONS, "intention");
  requireModifier(input.defense.target, "defense");
  requireThresholds(input.defender.thresholds);
  if (input.defender.innateResistance !== undefined) requireInteger(input.defender.innateResistance, "innateResistance", 0, 10_000);
  for (const [location, armour] of Object.entries(input.defender.armour ?? {})) {
    requireOneOf(location, HIT_LOCATIONS, "armour location");
    requireInteger(requireRecord(armour, "armour").absorption, "absorption", 0, 10_000);
    requireModifier(armour.penetrationThreshold, "penetrationThreshold");
    if (armour.defenseBonus !== undefined) requireModifier(armour.defenseBonus, "defenseBonus");
  }
  if (input.location !== undefined) requireOneOf(input.location, HIT_LOCATIONS, "location");
  if (input.shockValue !== undefined) requireInteger(input.shockValue, "shockValue", 0, 1000);
  requireInteger(input.round, "round", 0, 100_000);
  checkedInputs.add(input);
  return input;
}

export function startExchange(input: ExchangeInput, options: Readonly<Record<string, unknown>> | FlurryOptions = {}): ExchangeState {
  validateExchangeInput(input);
  // Every field present from the start: later steps then only overwrite (fast in V8).
  return {
    input,
    options: flurryOptions(options),
    stage: "attackRoll",
    attack: undefined,
    location: undefined,
    impact: undefined,
    strike: undefined,
    wound: undefined,
    effect: undefined,
    maneuver: undefined,
    result: undefined,
  };
}

/** The decision the exchange waits for. */
export function exchangeDecision(state: ExchangeState): ExchangeDecision {
  requireRecord(requireRecord(state, "exchange").input, "exchange.input");
  requireRecord(state.options, "exchange.options");
  requireOneOf(state.stage, STAGES, "exchange.stage");
  return decisionOf(state);
}

/** The pending decision of an exchange this module made (runExchange's own loop). */
function decisionOf(state: ExchangeState): ExchangeDecision {
  const { input } = state;
  switch (state.stage) {
    case "attackRoll":
      return { kind: "roll", actor: input.attackerId, purpose: "attack" };
    case "location":
      return { kind: "chooseLocation", actor: "GM", options: HIT_LOCATIONS };
    case "impactRoll":
      return { kind: "roll", actor: input.attackerId, purpose: "impact" };
    case "victimRoll":
      return { kind: "roll", actor: input.defender.id, purpose: state.maneuver ? "secondaryEffect" : "woundEffect" };
    case "done":
      return { kind: "done", result: state.result! };
  }
}

function isManeuver(state: ExchangeState): boolean {
  return planFor(state.input.intention).resolution.kind === "maneuver";
}

/**
 * What a blow's outcome leaves the defender in the flurry (WC-FLY-12 PROPOSAL): actions lost,
 * incapacitated (stunned, knocked out or mortally wounded: no actions left), and whether he may
 * still answer (a miss, or a hit that neither disabled him nor cost him actions).
 */
export function blowConsequences(hit: boolean, outcome: EffectOutcome | undefined): { actionsLost: number; incapacitated: boolean; defenderCanRespond: boolean } {
  const actionsLost = outcome?.actionsLost ?? 0;
  let incapacitated = false;
  let disabling = false;
  for (const c of outcome?.conditions ?? []) {
    if (c.id === "stunned" || c.id === "unconscious" || c.id === "mortallyWounded") incapacitated = disabling = true;
    else if (c.id === "immobile") disabling = true;
  }
  return { actionsLost, incapacitated, defenderCanRespond: !hit || (!disabling && actionsLost === 0) };
}

function finish(state: ExchangeState, partial: Partial<ExchangeResult> & { hit: boolean }): ExchangeState {
  const outcome = partial.outcome;
  const { actionsLost, incapacitated, defenderCanRespond } = blowConsequences(partial.hit, outcome);
  const events: FrayEvent[] = [];
  const targetId = state.input.defender.id;
  if (partial.strike && partial.strike.effectiveImpact > 0 && state.location) {
    events.push({ type: "damageApplied", targetId, amount: partial.strike.effectiveImpact, track: state.location });
  }
  for (const condition of outcome?.conditions ?? []) {
    events.push({ type: "conditionAdded", targetId, condition });
    if (condition.id === "unconscious") events.push({ type: "unconscious", targetId });
  }
  const result: ExchangeResult = {
    hit: partial.hit,
    attack: state.attack,
    slidOffArmour: partial.slidOffArmour ?? false,
    critical: state.attack?.critical ?? false,
    location: state.location,
    strike: partial.strike,
    wound: partial.wound,
    woundEffect: partial.woundEffect,
    maneuver: partial.maneuver,
    outcome,
    defenderCanRespond,
    actionsLost,
    incapacitated,
    events,
  };
  return { ...state, stage: "done", result };
}

/** Moves the exchange one step with the answer to its pending decision. */
export function advanceExchange(state: ExchangeState, answer: ExchangeAnswer, dice: Dice): ExchangeState {
  const pending = exchangeDecision(state);
  requireRecord(answer, "answer");
  requireDicePort(dice);
  return step(state, pending, answer, dice);
}

/** One step, the state, answer and dice already checked. */
function step(state: ExchangeState, pending: ExchangeDecision, answer: ExchangeAnswer, dice: Dice): ExchangeState {
  if (pending.kind === "done") throw new RulesError("FRAY.Flurry.Error.ExchangeOver");
  if ((pending.kind === "roll") !== (answer.kind === "roll")) throw new RulesError("FRAY.Flurry.Error.WrongAnswer", { expected: pending.kind });
  const { input } = state;
  switch (state.stage) {
    case "attackRoll": {
      const attack = resolveMeleeAttack({
        dice: dice.roll(3, 6, "attack"),
        skill: input.skill,
        agilityMod: input.agilityMod,
        modifiers: input.attackModifiers ?? 0,
        defense: input.defense.target,
      });
      const next: ExchangeState = { ...state, attack };
      if (!attack.hit) return finish(next, { hit: false });
      // WC-MAN-2: a tackle ignores armour, so it needs no location.
      if (isManeuver(next) && maneuverIgnoresArmour(rowOf(next))) return { ...next, stage: "impactRoll" };
      if (input.location) return placeLocation(next, input.location);
      return { ...next, stage: "location" };
    }
    case "location": {
      if (answer.kind !== "location" || !HIT_LOCATIONS.includes(answer.location)) throw new RulesError("FRAY.Flurry.Error.WrongAnswer", { expected: "location" });
      return placeLocation(state, answer.location);
    }
    case "impactRoll":
      return rollImpactStep(state, dice);
    case "victimRoll":
      return victimRoll(state, dice);
    case "done":
      return state;
  }
}

function rowOf(state: ExchangeState) {
  const plan = planFor(state.input.intention);
  if (plan.resolution.kind !== "maneuver") throw new RulesError("FRAY.Flurry.Error.WrongAnswer", { expected: "maneuver" });
  return plan.resolution.row;
}

/** WC-ATK-5: with the location known, the armour's defense bonus may turn the hit into a miss. */
function placeLocation(state: ExchangeState, location: HitLocation): ExchangeState {
  const armour = state.input.defender.armour?.[location];
  // Armour deflects whether or not the victim defends actively.
  const rechecked = applyLocationDefenseBonus(state.attack!, armour?.defenseBonus ?? 0);
  const next: ExchangeState = { ...state, location, attack: rechecked };
  if (rechecked.slidOffArmour) return finish(next, { hit: false, slidOffArmour: true });
  return { ...next, stage: "impactRoll" };
}

function rollImpactStep(state: ExchangeState, dice: Dice): ExchangeState {
  const { input } = state;
  const attack = state.attack!;
  const maneuver = isManeuver(state);
  // WC-MAN-1/2: maneuvers roll without the weapon's impact modifier (cap = STR).
  const cap = impactCap(input.strength, maneuver ? 0 : input.weapon.impactModifier);
  const ownDice = maneuver ? input.maneuverImpactDice : input.weapon.impactDice;
  const impactDice = ownDice ? requireImpactDice(ownDice) : impactDiceFor(cap, state.options).impact;
  const impact = rollImpact(dice, impactDice, attack.extraImpactDice);
  const ignoresArmour = maneuver && maneuverIgnoresArmour(rowOf(state));
  const armour = state.location && !ignoresArmour ? input.defender.armour?.[state.location] : undefined;
  const strike = strikeResult(
    impact.total,
    attack.critical,
    { absorption: (armour?.absorption ?? 0) + (ignoresArmour ? 0 : (input.defender.innateResistance ?? 0)), penetrationThreshold: armour?.penetrationThreshold ?? 0 },
    maneuver ? 0 : input.weapon.penetrationValue,
  );
  const next: ExchangeState = { ...state, impact, strike };
  if (maneuver) {
    const column = maneuverColumn(strike.effectiveImpact, input.defender.thresholds);
    const effect = MANEUVER_TABLE[rowOf(state)][column];
    const withManeuver: ExchangeState = { ...next, maneuver: { column, effect } };
    if (effect.kind === "break" || effect.kind === "restrict") {
      return finish(withManeuver, { hit: true, strike, maneuver: { column, effect }, outcome: resolveSecondaryEffect(dice, effect, input.defender, input.round) });
    }
    return { ...withManeuver, stage: "victimRoll" };
  }
  const severity = severityFor(strike.effectiveImpact, input.defender.thresholds);
  if (!severity) return finish(next, { hit: true, strike });
  const location = state.location!;
  const wound: Wound = {
    location,
    severity,
    nature: woundNature(strike.penetrating, input.weapon.wounds ?? "cut"),
    ...(input.shockValue !== undefined ? { shockValue: input.shockValue } : {}),
  };
  const effect = woundEffect(location, severity);
  const withWound: ExchangeState = { ...next, wound, effect };
  if (effectNeedsDice(effect)) return { ...withWound, stage: "victimRoll" };
  return finish(withWound, { hit: true, strike, wound, woundEffect: effect, outcome: applyWoundEffect(dice, input.defender, location, effect, severity === "mortal", input.round) });
}

function victimRoll(state: ExchangeState, dice: Dice): ExchangeState {
  const { input } = state;
  if (state.maneuver) {
    const outcome = resolveSecondaryEffect(dice, state.maneuver.effect, input.defender, input.round);
    return finish(state, { hit: true, strike: state.strike!, maneuver: state.maneuver, outcome });
  }
  const wound = state.wound!;
  const outcome = applyWoundEffect(dice, input.defender, wound.location, state.effect!, wound.severity === "mortal", input.round);
  return finish(state, { hit: true, strike: state.strike!, wound, woundEffect: state.effect!, outcome });
}

/** Runs an exchange to the end, answering rolls from the Dice port and locations from `chooseLocation`. */
export function runExchange(input: ExchangeInput, dice: Dice, chooseLocation: (options: readonly HitLocation[]) => HitLocation, options: Readonly<Record<string, unknown>> | FlurryOptions = {}): ExchangeResult {
  if (typeof chooseLocation !== "function") throw new RulesError("FRAY.Error.NotAFunction", { field: "chooseLocation" });
  requireDicePort(dice);
  let state = startExchange(input, options);
  for (let guard = 0; guard < 10; guard++) {
    const d = decisionOf(state);
    if (d.kind === "done") return d.result;
    state = step(state, d, d.kind === "roll" ? { kind: "roll" } : { kind: "location", location: chooseLocation(d.options) }, dice);
  }
  throw new RulesError("FRAY.Flurry.Error.ExchangeOver");
}
