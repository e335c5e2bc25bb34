import { RulesError, requireInteger } from "../../../core/errors.js";
import { actionsPerFlurry } from "./initiative.js";
import { type Intention, type ManeuverTactic, INTENTIONS, MANEUVER_TACTICS } from "./maneuvers.js";
import { requireModifier, requireOneOf } from "./guards.js";
import { requireArray, requireBoolean, requireRecord, requireString } from "../../../core/validate.js";

/**
 * The flurry as a pure state machine (WC-FLY-1..13, PROPOSAL WC-FLY-13). Each function returns a
 * new state; `flurryDecision` says what must be decided next and by whom, so a chat card can ask
 * the right user instead of the rules guessing.
 *
 * Control flow: the fighter first in flurry-initiative order takes the initiative or holds it
 * (WC-FLY-3); intentions are declared, the attacker first (WC-FLY-4); the attacker attacks, one
 * action per attack. A miss, or a hit the defender can still answer, hands the initiative to the
 * defender (WC-FLY-12); a hit that stuns, knocks out or costs actions lets the attacker go on.
 * Defending costs no action. When a fighter has no actions left while an opponent still has some,
 * the opponent chooses to press, withdraw, or (with two actions or more) strike him
 * indefensibly (WC-FLY-11). The flurry ends when nobody has actions, on a disengagement, or when
 * someone breaks it with anything but an attack or a defense (WC-FLY-9).
 */
export interface FlurryFighter {
  readonly id: string;
  readonly side: string;
  readonly fighterRank: number;
  readonly agilityMod: number;
  readonly initiative: number;
  readonly actionsMax: number;
  readonly actionsLeft: number;
  readonly intention?: Intention;
  readonly tactic?: ManeuverTactic;
  /** Successful attacks and their summed margins, for the maneuver-tactic winner (WC-FLY-6). */
  readonly successes: number;
  readonly marginTotal: number;
  /** Defense modifier for the whole flurry (turning to face −1, against an obstacle −1). */
  readonly defenseModifier: number;
}

export type FlurryStage = "initiative" | "intentions" | "attacking" | "outOfActions" | "ended";
export type FlurryEndReason = "actionsSpent" | "allHeld" | "broken" | "disengaged" | "withdrew" | "pressedBack" | "oneSideLeft";

export interface FlurryState {
  readonly key: string;
  /** Fighters in flurry-initiative order, highest first. */
  readonly fighters: readonly FlurryFighter[];
  readonly stage: FlurryStage;
  /** Fighters who have held the initiative in the current offer. */
  readonly held: readonly string[];
  readonly attackerId?: string;
  /** The actionless fighter the opponent decides about in the outOfActions stage. */
  readonly actionlessId?: string;
  /** Fighters an attacker may strike without defence (WC-FLY-11). */
  readonly indefensible: readonly string[];
  readonly endReason?: FlurryEndReason;
  /** Net movement from maneuver tactics, applied in the adjustment phase (WC-FLY-6, WC-FLY-11). */
  readonly movements: readonly FlurryMovement[];
}

/** A step back after the flurry: `id` moves `steps` hexes straight away from `away`, as `by` decided. */
export interface FlurryMovement {
  readonly id: string;
  readonly kind: "retreat" | "withdraw" | "tactic";
  readonly steps: number;
  readonly by: string;
  readonly away: string;
}

export type FlurryDecision =
  | { readonly kind: "takeOrHold"; readonly actor: string }
  | { readonly kind: "declareIntention"; readonly actor: string }
  | { readonly kind: "attack"; readonly actor: string; readonly targets: readonly string[]; readonly indefensible: readonly string[] }
  | { readonly kind: "outOfActions"; readonly actor: string; readonly actionless: string; readonly options: ReadonlyArray<"press" | "withdraw" | "indefensibleAttack" | "letGo"> }
  | { readonly kind: "ended"; readonly reason: FlurryEndReason };

export interface FlurryEntrant {
  readonly id: string;
  readonly side: string;
  readonly fighterRank: number;
  readonly agilityMod: number;
  /** The flurry-initiative total (3d6 + Fighter rank, WC-FLY-2). */
  readonly initiative: number;
  readonly defenseModifier?: number;
  /** Actions already lost to wounds before the flurry (stunned fighters have none). */
  readonly actionsLost?: number;
}

/** Starts a flurry from participants already ordered by flurry initiative. */
export function startFlurry(key: string, ordered: readonly FlurryEntrant[]): FlurryState {
  requireString(key, "key");
  for (const e of requireArray(ordered, "fighters")) {
    requireString(requireRecord(e, "fighter").id, "id");
    requireString((e as FlurryEntrant).side, "side");
  }
  if (new Set(ordered.map((e) => e.side)).size < 2) throw new RulesError("FRAY.Flurry.Error.FlurryNeedsTwoSides");
  const seen = new Set<string>();
  for (const e of ordered) {
    if (seen.has(e.id)) throw new RulesError("FRAY.Flurry.Error.DuplicateParticipant", { id: e.id });
    seen.add(e.id);
    requireInteger(e.agilityMod, "agilityMod", -20, 20);
    requireModifier(e.initiative, "initiative");
    if (e.defenseModifier !== undefined) requireModifier(e.defenseModifier, "defenseModifier");
    if (e.actionsLost !== undefined) requireInteger(e.actionsLost, "actionsLost", 0, 100);
  }
  const fighters = ordered.map((e): FlurryFighter => {
    const actionsMax = actionsPerFlurry(e.fighterRank);
    return {
      id: e.id,
      side: e.side,
      fighterRank: e.fighterRank,
      agilityMod: e.agilityMod,
      initiative: e.initiative,
      actionsMax,
      actionsLeft: Math.max(0, actionsMax - (e.actionsLost ?? 0)),
      intention: undefined,
      tactic: undefined,
      successes: 0,
      marginTotal: 0,
      defenseModifier: e.defenseModifier ?? 0,
    };
  });
  // Every field present from the start, so later steps only overwrite them (fast in V8).
  return settle({ key, fighters, stage: "initiative", held: [], attackerId: undefined, actionlessId: undefined, indefensible: [], endReason: undefined, movements: [] });
}

const STAGES: readonly FlurryStage[] = ["initiative", "intentions", "attacking", "outOfActions", "ended"];
const OUT_OF_ACTIONS_CHOICES = ["press", "withdraw", "indefensibleAttack", "letGo"] as const;

/**
 * The shape of a flurry in progress (O(1)): the lists every step reads. The fighters are the
 * machine's own, written only by this module's functions on the GM's side.
 */
export function requireFlurryState(value: unknown): FlurryState {
  const state = requireRecord(value, "flurry");
  requireString(state.key, "flurry.key");
  requireArray(state.fighters, "flurry.fighters");
  requireOneOf(state.stage, STAGES, "flurry.stage");
  requireArray(state.held, "flurry.held");
  requireArray(state.indefensible, "flurry.indefensible");
  requireArray(state.movements, "flurry.movements");
  return value as FlurryState;
}

export function fighter(state: FlurryState, id: string): FlurryFighter {
  requireFlurryState(state);
  return find(state, requireString(id, "id"));
}

function find(state: FlurryState, id: string): FlurryFighter {
  const f = state.fighters.find((x) => x.id === id);
  if (!f) throw new RulesError("FRAY.Flurry.Error.NotInFlurry", { id });
  return f;
}

function opponents(state: FlurryState, id: string): FlurryFighter[] {
  const me = find(state, id);
  return state.fighters.filter((f) => f.side !== me.side);
}

function update(state: FlurryState, id: string, change: (f: FlurryFighter) => FlurryFighter): FlurryState {
  find(state, id);
  return { ...state, fighters: state.fighters.map((f) => (f.id === id ? change(f) : f)) };
}

function end(state: FlurryState, reason: FlurryEndReason): FlurryState {
  return { ...state, stage: "ended", endReason: reason, attackerId: undefined, actionlessId: undefined };
}

/** The next decision the flurry waits for. */
export function flurryDecision(state: FlurryState): FlurryDecision {
  requireFlurryState(state);
  return decisionOf(state);
}

function decisionOf(state: FlurryState): FlurryDecision {
  switch (state.stage) {
    case "ended":
      return { kind: "ended", reason: state.endReason ?? "actionsSpent" };
    case "initiative":
      return { kind: "takeOrHold", actor: offeredTo(state)! };
    case "intentions":
      return { kind: "declareIntention", actor: nextToDeclare(state)! };
    case "attacking": {
      const actor = state.attackerId!;
      const targets = opponents(state, actor).map((f) => f.id);
      return { kind: "attack", actor, targets, indefensible: state.indefensible.filter((id) => targets.includes(id)) };
    }
    case "outOfActions": {
      const actor = state.attackerId!;
      const left = find(state, actor).actionsLeft;
      const options: Array<"press" | "withdraw" | "indefensibleAttack" | "letGo"> = ["press", "withdraw", "letGo"];
      if (left >= 2) options.push("indefensibleAttack");
      return { kind: "outOfActions", actor, actionless: state.actionlessId!, options };
    }
  }
}

/** Who is offered the initiative now: the first in order with actions who has not held. */
function offeredTo(state: FlurryState): string | undefined {
  return state.fighters.find((f) => f.actionsLeft > 0 && !state.held.includes(f.id))?.id;
}

/** Intentions are declared attacker first, then in initiative order. */
function nextToDeclare(state: FlurryState): string | undefined {
  const attacker = state.attackerId ? find(state, state.attackerId) : undefined;
  if (attacker && !attacker.intention) return attacker.id;
  return state.fighters.find((f) => !f.intention)?.id;
}

/** Moves the machine on after any change: ends spent flurries, detects actionless fighters. */
function settle(state: FlurryState): FlurryState {
  if (state.stage === "ended") return state;
  const sides = new Set(state.fighters.map((f) => f.side));
  if (sides.size < 2) return end(state, "oneSideLeft");
  const withActions = state.fighters.filter((f) => f.actionsLeft > 0);
  if (withActions.length === 0) return end(state, "actionsSpent");
  // Only one side still has actions: its fighters decide about the actionless opponents.
  if (new Set(withActions.map((f) => f.side)).size === 1) {
    const actor = state.attackerId && find(state, state.attackerId).actionsLeft > 0 ? state.attackerId : withActions[0]!.id;
    const actionless = opponents(state, actor).find((f) => f.actionsLeft === 0 && !state.indefensible.includes(f.id));
    if (state.stage === "initiative" || state.stage === "intentions") {
      // Nothing has been fought yet; the flurry still opens normally.
      if (state.stage === "initiative" && !offeredTo(state)) return end(state, "allHeld");
      return state;
    }
    if (actionless) return { ...state, stage: "outOfActions", attackerId: actor, actionlessId: actionless.id };
    return { ...state, stage: "attacking", attackerId: actor };
  }
  if (state.stage === "initiative" && !offeredTo(state)) return end(state, "allHeld");
  return state;
}

/** WC-FLY-3: the offered fighter takes the initiative and becomes the attacker. */
export function takeInitiative(state: FlurryState, id: string): FlurryState {
  expectDecision(state, "takeOrHold", id);
  return { ...state, stage: "intentions", attackerId: id, held: [] };
}

/** WC-FLY-3: holding lets the next fighter in order go first; if everybody holds, the flurry passes off. */
export function holdInitiative(state: FlurryState, id: string): FlurryState {
  expectDecision(state, "takeOrHold", id);
  return settle({ ...state, held: [...state.held, id] });
}

/** WC-FLY-4/6: declares an intention and a maneuver tactic; the attacker declares first. */
export function declareIntention(state: FlurryState, id: string, intention: Intention, tactic: ManeuverTactic = "hold"): FlurryState {
  expectDecision(state, "declareIntention", id);
  requireOneOf(intention, INTENTIONS, "intention");
  requireOneOf(tactic, MANEUVER_TACTICS, "tactic");
  const next = update(state, id, (f) => ({ ...f, intention, tactic }));
  if (next.fighters.every((f) => f.intention)) return settle({ ...next, stage: "attacking" });
  return next;
}

export interface AttackRecord {
  readonly attackerId: string;
  readonly defenderId: string;
  readonly hit: boolean;
  readonly margin: number;
  /**
   * After a hit: whether the wound still lets the defender answer (PROPOSAL: not when it
   * stunned, knocked out or cost him actions). Ignored on a miss.
   */
  readonly defenderCanRespond?: boolean;
  /** Actions the defender lost to the blow (failed Fumble? / Stumble? …). */
  readonly defenderActionsLost?: number;
  /** Stunned, knocked out or mortally wounded by the blow: all his actions are gone. */
  readonly defenderIncapacitated?: boolean;
}

/** Records one attack (WC-FLY-11/12): costs the attacker one action and passes the initiative as the rules say. */
export function recordAttack(state: FlurryState, record: AttackRecord): FlurryState {
  requireRecord(record, "attack");
  requireBoolean(record.hit, "hit");
  if (record.defenderCanRespond !== undefined) requireBoolean(record.defenderCanRespond, "defenderCanRespond");
  if (record.defenderIncapacitated !== undefined) requireBoolean(record.defenderIncapacitated, "defenderIncapacitated");
  expectDecision(state, "attack", record.attackerId);
  const defender = find(state, record.defenderId);
  requireModifier(record.margin, "margin");
  if (defender.side === find(state, record.attackerId).side) throw new RulesError("FRAY.Flurry.Error.NotAnOpponent", { id: record.defenderId });
  let next = update(state, record.attackerId, (f) => ({
    ...f,
    actionsLeft: f.actionsLeft - 1,
    successes: f.successes + (record.hit ? 1 : 0),
    marginTotal: f.marginTotal + (record.hit ? record.margin : 0),
  }));
  const lost = record.defenderIncapacitated ? defender.actionsLeft : requireInteger(record.defenderActionsLost ?? 0, "actionsLost", 0, 100);
  if (lost > 0) next = update(next, record.defenderId, (f) => ({ ...f, actionsLeft: Math.max(0, f.actionsLeft - lost) }));
  const wasIndefensible = state.indefensible.includes(record.defenderId);
  const defenderAnswers = !wasIndefensible && (!record.hit || ((record.defenderCanRespond ?? true) && lost === 0 && !record.defenderIncapacitated));
  const defenderNow = find(next, record.defenderId);
  const attackerNow = find(next, record.attackerId);
  let attackerId: string | undefined = record.attackerId;
  if (defenderAnswers && defenderNow.actionsLeft > 0) attackerId = defenderNow.id;
  else if (attackerNow.actionsLeft === 0) attackerId = nextWithActions(next, attackerNow.side)?.id ?? nextWithActions(next)?.id;
  // An indefensible strike is one strike: the choice comes back to the opponent afterwards.
  const indefensible = wasIndefensible ? next.indefensible.filter((id) => id !== record.defenderId) : next.indefensible;
  return settle({ ...next, attackerId, indefensible, stage: "attacking" });
}

/** The first fighter in order with actions, optionally not on `notSide`. */
function nextWithActions(state: FlurryState, notSide?: string): FlurryFighter | undefined {
  return state.fighters.find((f) => f.actionsLeft > 0 && f.side !== notSide);
}

/**
 * WC-FLY-11: the opponent of an actionless fighter decides. Press: the actionless fighter retreats
 * one step per action pressed (spent). Withdraw: the opponent steps back up to his actions while the
 * other holds. Indefensible attack (needs two actions or more): the next attack cannot be defended.
 * Let go: the opponent lets the flurry end where it stands.
 */
export function resolveOutOfActions(state: FlurryState, actor: string, choice: "press" | "withdraw" | "indefensibleAttack" | "letGo", steps = 0): FlurryState {
  const decision = expectDecision(state, "outOfActions", actor);
  requireOneOf(choice, OUT_OF_ACTIONS_CHOICES, "choice");
  if (decision.kind !== "outOfActions" || !decision.options.includes(choice)) throw new RulesError("FRAY.Flurry.Error.ChoiceNotAllowed", { choice });
  const me = find(state, actor);
  const actionless = decision.actionless;
  switch (choice) {
    case "press": {
      requireInteger(steps, "steps", 1, me.actionsLeft);
      const next = update(state, actor, (f) => ({ ...f, actionsLeft: f.actionsLeft - steps }));
      return end({ ...next, movements: [...state.movements, { id: actionless, kind: "retreat", steps, by: actor, away: actor }] }, "pressedBack");
    }
    case "withdraw": {
      requireInteger(steps, "steps", 0, me.actionsLeft);
      return end({ ...state, movements: [...state.movements, { id: actor, kind: "withdraw", steps, by: actor, away: actionless }] }, "withdrew");
    }
    case "letGo":
      return end(state, "disengaged");
    case "indefensibleAttack":
      return { ...state, stage: "attacking", attackerId: actor, actionlessId: undefined, indefensible: [...state.indefensible, actionless] };
  }
}

/**
 * WC-FLY-9 / WC-FLY-11 (PROPOSAL for a fighter who breaks off with actions left): a fighter whose
 * decision it is (take or hold, or attack) may break off instead. Breaking a flurry ends it; he
 * gives up his remaining actions and disengages like a fighter out of actions, so an opponent who
 * still has actions chooses first: press him back a step per action, withdraw, strike him
 * undefended (two actions or more) or let him go. With no opponent left who has actions, the
 * flurry simply ends, broken.
 */
export function breakOff(state: FlurryState, id: string): FlurryState {
  const decision = flurryDecision(state);
  requireString(id, "id");
  if ((decision.kind !== "takeOrHold" && decision.kind !== "attack") || decision.actor !== id) {
    throw new RulesError("FRAY.Flurry.Error.NotYourDecision", { id, expected: decision.kind });
  }
  const me = find(state, id);
  const spent = update(state, id, (f) => ({ ...f, actionsLeft: 0 }));
  const chooser = spent.fighters.find((f) => f.side !== me.side && f.actionsLeft > 0);
  if (!chooser) return end(spent, "broken");
  return { ...spent, stage: "outOfActions", attackerId: chooser.id, actionlessId: id, held: [], indefensible: spent.indefensible.filter((x) => x !== id) };
}

/** WC-FLY-9: anything but an attack or a defense against a participant ends the flurry. */
export function breakFlurry(state: FlurryState, id: string): FlurryState {
  fighter(state, id);
  if (state.stage === "ended") return state;
  return end(state, "broken");
}

/** A fighter leaves (disengages, falls out of the fight, leaves the encounter). */
export function removeFromFlurry(state: FlurryState, id: string): FlurryState {
  requireFlurryState(state);
  requireString(id, "id");
  if (!state.fighters.some((f) => f.id === id)) return state;
  const fighters = state.fighters.filter((f) => f.id !== id);
  const next: FlurryState = { ...state, fighters, held: state.held.filter((h) => h !== id), indefensible: state.indefensible.filter((h) => h !== id) };
  if (state.attackerId === id || state.actionlessId === id) {
    const after: FlurryState = { ...next, attackerId: nextWithActions(next)?.id, actionlessId: undefined };
    return settle(state.stage === "outOfActions" ? { ...after, stage: "attacking" } : after);
  }
  return settle(next);
}

/** Actions lost to wounds or failed checks during the flurry. */
export function loseActions(state: FlurryState, id: string, count: number): FlurryState {
  requireInteger(count, "actionsLost", 0, 100);
  fighter(state, id);
  const next = update(state, id, (f) => ({ ...f, actionsLeft: Math.max(0, f.actionsLeft - count) }));
  const attacker = next.attackerId ? find(next, next.attackerId) : undefined;
  if (attacker && attacker.actionsLeft === 0 && next.stage === "attacking") {
    return settle({ ...next, attackerId: nextWithActions(next, attacker.side)?.id ?? nextWithActions(next)?.id });
  }
  return settle(next);
}

/**
 * WC-FLY-7: a fighter driven towards an impassable obstacle gives his attacker one extra action
 * for this flurry and fights at −1 Defense.
 */
export function forcedAgainstObstacle(state: FlurryState, attackerId: string, defenderId: string): FlurryState {
  fighter(state, attackerId);
  fighter(state, defenderId);
  const withAction = update(state, attackerId, (f) => ({ ...f, actionsMax: f.actionsMax + 1, actionsLeft: f.actionsLeft + 1 }));
  return settle(update(withAction, defenderId, (f) => ({ ...f, defenseModifier: f.defenseModifier - 1 })));
}

/**
 * A Defense modifier that lasts the whole flurry, e.g. WC-ENG-1's −1 for a fighter who had to turn
 * to bring his opponent into his zone of threat (see turnToFace).
 */
export function adjustDefense(state: FlurryState, id: string, delta: number): FlurryState {
  requireInteger(delta, "defenseModifier", -100, 100);
  fighter(state, id);
  return update(state, id, (f) => ({ ...f, defenseModifier: f.defenseModifier + delta }));
}

/**
 * WC-FLY-6 (PROPOSAL): who decides the net movement of the maneuver tactics: most successful
 * attacks, then the larger total margin; no one on a full tie.
 */
export function tacticWinner(state: FlurryState): string | undefined {
  requireFlurryState(state);
  const ranked = [...state.fighters].sort((a, b) => b.successes - a.successes || b.marginTotal - a.marginTotal);
  const [first, second] = ranked;
  if (!first || first.successes === 0) return undefined;
  if (second && second.successes === first.successes && second.marginTotal === first.marginTotal) return undefined;
  return first.id;
}

function expectDecision(state: FlurryState, kind: FlurryDecision["kind"], actor: string): FlurryDecision {
  requireString(actor, "actor");
  const d = flurryDecision(state);
  if (d.kind !== kind || !("actor" in d) || d.actor !== actor) {
    throw new RulesError("FRAY.Flurry.Error.NotYourDecision", { id: actor, expected: d.kind });
  }
  return d;
}

/**
 * The generic tracker's view of a flurry turn: the attacker spends `count` actions without the
 * flow telling their outcome, and optionally hands the initiative to the next opponent with
 * actions (as a miss would). The rich flow uses recordAttack instead.
 */
export function spendActions(state: FlurryState, id: string, count: number, passInitiative: boolean): FlurryState {
  requireBoolean(passInitiative, "passInitiative");
  expectDecision(state, "attack", id);
  const me = find(state, id);
  requireInteger(count, "actions", 0, me.actionsLeft);
  const next = update(state, id, (f) => ({ ...f, actionsLeft: f.actionsLeft - count }));
  const stays = !passInitiative && me.actionsLeft - count > 0;
  const attackerId = stays ? id : (nextWithActions(next, me.side)?.id ?? nextWithActions(next)?.id);
  return settle({ ...next, attackerId, indefensible: count > 0 ? [] : next.indefensible });
}

/** Declares the default intention (strike, hold) for everyone who has not declared. */
export function declareDefaults(state: FlurryState): FlurryState {
  requireFlurryState(state);
  if (state.stage !== "intentions") return state;
  const fighters = state.fighters.map((f) => (f.intention ? f : { ...f, intention: "strike" as const, tactic: "hold" as const }));
  return settle({ ...state, fighters, stage: "attacking" });
}
