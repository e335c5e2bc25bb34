import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireOneOf, requireRecord } from "../../../core/validate.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { rollFormula, type ParsedFormula } from "../../../core/formula.js";
import { ACTION_AP_COST, checkAction, checkManeuverChoice, damageAfterArmor, type ClashAction, type CombatManeuver } from "./actions.js";
import type {
  DamageResult,
  ExchangeChoice,
  ExchangeCombatant,
  ExchangeDecision,
  ExchangeEvent,
  ExchangeInput,
  ExchangeOutcome,
  ExchangeState,
  ExchangeStep,
  FollowUpRecord,
  LuckUse,
} from "./exchange-types.js";
import { resolveFollowUp } from "./opposed.js";
import { clashOptions } from "./options.js";
import { resolveClash, type ClashResolution, type Side } from "./table.js";
import { flipRoll, isSuccessful, makeRoll, MAX_SKILL, type ClashRoll } from "./tiers.js";

/**
 * One clash (DL-FLOW-1…7, DL-CLASH-1…8, DL-CM-1…3) as a step machine. The machine never decides
 * for a player: `pendingDecision` says who must choose what, `answer` applies that choice (rolling
 * through the dice port when the choice is a roll) and moves on to the next question. Steps with
 * nothing to choose (no Luck left, a roll that succeeded, a window already spent) are skipped.
 * The state is plain data, so a chat message can store it between clicks.
 */

const STEP_ORDER: readonly ExchangeStep[] = [
  "attackerRoll",
  "attackerLuck",
  "defenderForce",
  "defenderReaction",
  "defenderRoll",
  "attackerForce",
  "defenderLuck",
  "resolve",
  "chooseManeuvers",
  "rollDamage",
  "followUp",
  "adjudicateFumble",
  "done",
];

/** DL-FLOW-1: the attacker spends 1 AP on a proactive action and the clash begins. */
export function startExchange(input: ExchangeInput, options: Readonly<Record<string, unknown>> = {}): ExchangeState {
  const validated = clashOptions(options);
  if (typeof input !== "object" || input === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "input" });
  const { attacker, defender } = input;
  checkCombatant(attacker, "attacker");
  checkCombatant(defender, "defender");
  if (attacker.id === defender.id) throw new RulesError("FRAY.Clash.Error.SameCombatant", { id: attacker.id });
  const attackerDamage = checkAction(attacker.action, "proactive");
  const reactionDamage: Record<string, ParsedFormula | null> = {};
  if (!Array.isArray(defender.reactions)) throw new RulesError("FRAY.Clash.Error.WrongActionKind", { action: "reactions", expected: "reactive" });
  for (const reaction of defender.reactions) {
    if (typeof reaction !== "object" || reaction === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "defender.reactions" });
    if (reaction.id in reactionDamage) throw new RulesError("FRAY.Clash.Error.DuplicateReaction", { reaction: reaction.id });
    reactionDamage[reaction.id] = checkAction(reaction, "reactive");
  }
  if (attacker.ap < ACTION_AP_COST) throw new RulesError("FRAY.Clash.Error.NoActionPoints", { actor: attacker.id });
  const state: ExchangeState = {
    options: validated,
    input,
    attackerDamage,
    reactionDamage,
    step: "attackerRoll",
    attackerAp: attacker.ap - ACTION_AP_COST,
    attackerLuck: attacker.luck,
    defenderAp: defender.ap,
    defenderLuck: defender.luck,
    attackerRoll: null,
    reaction: undefined,
    defenderRoll: null,
    luckUsed: { attackerOwnFailure: false, defenderForcesReroll: false, attackerForcesReroll: false, defenderOwnFailure: false },
    resolution: null,
    maneuverIds: [],
    damage: null,
    followUps: [],
    fumbleAdjudicated: false,
    events: [{ type: "spent", actorId: attacker.id, resource: "ap", amount: ACTION_AP_COST }],
  };
  return settle(state);
}

function checkCombatant(c: ExchangeCombatant, role: string): void {
  if (typeof c !== "object" || c === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: role });
  if (typeof c.id !== "string" || c.id === "") throw new RulesError("FRAY.Clash.Error.Malformed", { field: `${role}.id` });
  requireInteger(c.ap, "ap", 0, 1000);
  requireInteger(c.luck, "luck", 0, 1000);
  requireInteger(c.armor, "armor", 0, 10_000);
  if (c.skills !== undefined && (typeof c.skills !== "object" || c.skills === null)) throw new RulesError("FRAY.Clash.Error.Malformed", { field: `${role}.skills` });
  for (const [key, value] of Object.entries(c.skills ?? {})) requireInteger(value, key, 0, MAX_SKILL);
  checkManeuvers(c.maneuvers, role);
}

/** A winner's maneuver list: ids unique, `stackable` a boolean, a follow-up naming a skill. */
function checkManeuvers(maneuvers: readonly CombatManeuver[] | undefined, role: string): void {
  if (maneuvers === undefined) return;
  const field = `${role}.maneuvers`;
  if (!Array.isArray(maneuvers)) throw new RulesError("FRAY.Clash.Error.Malformed", { field });
  const ids = new Set<string>();
  for (const m of maneuvers) {
    const ok = typeof m === "object" && m !== null && typeof m.id === "string" && !ids.has(m.id) && typeof m.stackable === "boolean" && (m.followUp === undefined || typeof m.followUp.skill === "string");
    if (!ok) throw new RulesError("FRAY.Clash.Error.Malformed", { field });
    ids.add(m.id);
  }
}

/** The question the clash is waiting on. */
export function pendingDecision(state: ExchangeState): ExchangeDecision {
  requireExchangeState(state);
  const { attacker, defender } = state.input;
  switch (state.step) {
    case "attackerRoll":
      return { type: "roll", step: "attackerRoll", actorId: attacker.id, skill: attacker.action.skill };
    case "attackerLuck":
      return { type: "luck", window: "attackerOwnFailure", actorId: attacker.id, options: ["reroll", "flip", "pass"] };
    case "defenderForce":
      return { type: "luck", window: "defenderForcesReroll", actorId: defender.id, options: ["forceReroll", "pass"] };
    case "defenderReaction":
      return { type: "react", actorId: defender.id, reactionIds: defender.reactions.map((r) => r.id) };
    case "defenderRoll":
      return { type: "roll", step: "defenderRoll", actorId: defender.id, skill: reactionOf(state).skill };
    case "attackerForce":
      return { type: "luck", window: "attackerForcesReroll", actorId: attacker.id, options: ["forceReroll", "pass"] };
    case "defenderLuck":
      return { type: "luck", window: "defenderOwnFailure", actorId: defender.id, options: ["reroll", "flip", "pass"] };
    case "chooseManeuvers": {
      const winner = hitterOf(state);
      return { type: "chooseManeuvers", actorId: sideInput(state, winner).id, count: resolutionOf(state).maneuvers, available: sideInput(state, winner).maneuvers ?? [] };
    }
    case "rollDamage": {
      const winner = hitterOf(state);
      const loser = otherSide(winner);
      return { type: "rollDamage", actorId: sideInput(state, winner).id, targetId: sideInput(state, loser).id, formula: winningAction(state, winner).damage ?? "0", armor: sideInput(state, loser).armor };
    }
    case "followUp": {
      const next = nextFollowUp(state);
      return { type: "followUpRoll", ...next };
    }
    case "adjudicateFumble":
      return { type: "adjudicate", actorId: "GM", fumblers: resolutionOf(state).fumblers };
    case "resolve":
    case "done":
      return { type: "done", outcome: outcomeOf(state) };
  }
}

/** Applies the answer to the pending decision and moves to the next one. */
export function answer(state: ExchangeState, choice: ExchangeChoice, dice: Dice): ExchangeState {
  if (typeof choice !== "object" || choice === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "choice" });
  const decision = pendingDecision(state);
  requireDicePort(dice);
  const refuse = (expected: string): never => {
    throw new RulesError("FRAY.Clash.Error.UnexpectedChoice", { expected, got: choice.type });
  };
  switch (decision.type) {
    case "roll":
      if (choice.type !== "roll") return refuse("roll");
      return settle(decision.step === "attackerRoll" ? rollAttack(state, dice, "first") : rollReaction(state, dice, "first"));
    case "luck":
      if (choice.type !== "luck") return refuse("luck");
      return settle(useLuck(state, decision, choice.use, dice));
    case "react":
      if (choice.type !== "react") return refuse("react");
      return settle(react(state, choice.reactionId));
    case "chooseManeuvers":
      if (choice.type !== "chooseManeuvers") return refuse("chooseManeuvers");
      return settle(chooseManeuvers(state, decision, choice.maneuverIds));
    case "rollDamage":
      if (choice.type !== "roll") return refuse("roll");
      return settle(rollDamage(state, decision, dice));
    case "followUpRoll":
      if (choice.type !== "roll") return refuse("roll");
      return settle(rollFollowUp(state, decision, dice));
    case "adjudicate":
      if (choice.type !== "acknowledge") return refuse("acknowledge");
      return settle({ ...state, fumbleAdjudicated: true, step: nextStepAfter(state.step), events: [...state.events, { type: "fumbleAdjudicated", fumblers: decision.fumblers }] });
    case "done":
      throw new RulesError("FRAY.Clash.Error.ExchangeOver", {});
  }
}

/** Runs a clash to its end, asking `choose` for every decision (for simulation and benches). */
export function driveExchange(state: ExchangeState, dice: Dice, choose: (decision: ExchangeDecision, state: ExchangeState) => ExchangeChoice): ExchangeOutcome {
  if (typeof choose !== "function") throw new RulesError("FRAY.Error.NotAFunction", { field: "choose" });
  let current = state;
  for (let guard = 0; guard < 100; guard++) {
    const decision = pendingDecision(current);
    if (decision.type === "done") return decision.outcome;
    current = answer(current, choose(decision, current), dice);
  }
  throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
}

/**
 * The shape of a stored clash (O(1)): the records and lists every step reads. The contents are the
 * machine's own, written only by `startExchange` and `answer` on the GM's side.
 */
function requireExchangeState(value: unknown): void {
  const state = requireRecord(value, "state");
  requireRecord(state.options, "state.options");
  const input = requireRecord(state.input, "state.input");
  requireRecord(input.attacker, "state.input.attacker");
  requireRecord(input.defender, "state.input.defender");
  requireOneOf(state.step, "state.step", STEP_ORDER);
  requireRecord(state.luckUsed, "state.luckUsed");
  requireArray(state.events, "state.events");
  requireArray(state.followUps, "state.followUps");
  requireArray(state.maneuverIds, "state.maneuverIds");
}

// ---- steps -------------------------------------------------------------------------------

function rollD100(dice: Dice, purpose: string): number {
  const [face] = dice.roll(1, 100, purpose);
  return face ?? 1;
}

function rollAttack(state: ExchangeState, dice: Dice, cause: "first" | "reroll" | "forcedReroll"): ExchangeState {
  const { attacker } = state.input;
  const roll = makeRoll(rollD100(dice, "clash.attack"), attacker.action.skill, state.options.tierPreset);
  return { ...state, attackerRoll: roll, events: [...state.events, { type: "rolled", actorId: attacker.id, role: "attack", roll, cause }] };
}

function rollReaction(state: ExchangeState, dice: Dice, cause: "first" | "reroll" | "forcedReroll"): ExchangeState {
  const { defender } = state.input;
  const roll = makeRoll(rollD100(dice, "clash.reaction"), reactionOf(state).skill, state.options.tierPreset);
  return { ...state, defenderRoll: roll, events: [...state.events, { type: "rolled", actorId: defender.id, role: "reaction", roll, cause }] };
}

function useLuck(state: ExchangeState, decision: Extract<ExchangeDecision, { type: "luck" }>, use: LuckUse, dice: Dice): ExchangeState {
  if (!decision.options.includes(use)) throw new RulesError("FRAY.Clash.Error.UnexpectedChoice", { expected: decision.options.join("|"), got: use });
  const after = nextStepAfter(state.step);
  if (use === "pass") return { ...state, step: after };
  const spender = decision.window === "attackerOwnFailure" || decision.window === "attackerForcesReroll" ? "attacker" : "defender";
  const spent: ExchangeState = {
    ...state,
    step: after,
    attackerLuck: state.attackerLuck - (spender === "attacker" ? 1 : 0),
    defenderLuck: state.defenderLuck - (spender === "defender" ? 1 : 0),
    luckUsed: { ...state.luckUsed, [decision.window]: true },
    events: [...state.events, { type: "spent", actorId: decision.actorId, resource: "luck", amount: 1 }],
  };
  switch (decision.window) {
    case "attackerOwnFailure":
      return use === "flip" ? flipOwn(spent, "attacker") : rollAttack(spent, dice, "reroll");
    case "defenderOwnFailure":
      return use === "flip" ? flipOwn(spent, "defender") : rollReaction(spent, dice, "reroll");
    case "attackerForcesReroll":
      return rollReaction(spent, dice, "forcedReroll");
    case "defenderForcesReroll": {
      // DL-LUCK-6: the new roll replaces the old one. DL-LUCK-5: window 3 stays closed unless the
      // world lets windows reopen, in which case the attacker may answer the forced reroll once more.
      const rerolled = rollAttack(spent, dice, "forcedReroll");
      if (!state.options.reopenLuckWindows) return rerolled;
      return { ...rerolled, step: "attackerLuck", luckUsed: { ...rerolled.luckUsed, attackerOwnFailure: false } };
    }
  }
}

function flipOwn(state: ExchangeState, side: Side): ExchangeState {
  const before = side === "attacker" ? state.attackerRoll : state.defenderRoll;
  if (!before) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  const roll = flipRoll(before, state.options.tierPreset);
  const actorId = sideInput(state, side).id;
  const event: ExchangeEvent = { type: "rolled", actorId, role: side === "attacker" ? "attack" : "reaction", roll, cause: "flip" };
  return side === "attacker"
    ? { ...state, attackerRoll: roll, events: [...state.events, event] }
    : { ...state, defenderRoll: roll, events: [...state.events, event] };
}

function react(state: ExchangeState, reactionId: string | null): ExchangeState {
  const { defender } = state.input;
  const after = nextStepAfter(state.step);
  if (reactionId === null) {
    return { ...state, reaction: null, step: after, events: [...state.events, { type: "reacted", actorId: defender.id, reactionId: null }] };
  }
  const reaction = defender.reactions.find((r) => r.id === reactionId);
  if (!reaction) throw new RulesError("FRAY.Clash.Error.UnknownReaction", { reaction: reactionId });
  return {
    ...state,
    reaction,
    step: after,
    defenderAp: state.defenderAp - ACTION_AP_COST,
    events: [
      ...state.events,
      { type: "spent", actorId: defender.id, resource: "ap", amount: ACTION_AP_COST },
      { type: "reacted", actorId: defender.id, reactionId },
    ],
  };
}

function chooseManeuvers(state: ExchangeState, decision: Extract<ExchangeDecision, { type: "chooseManeuvers" }>, ids: readonly string[]): ExchangeState {
  const picked = checkManeuverChoice(ids, decision.available, decision.count);
  // A follow-up needs a skill on the target: refuse the choice now rather than stall later.
  const target = sideInput(state, otherSide(hitterOf(state)));
  for (const maneuver of picked) {
    if (maneuver.followUp && target.skills?.[maneuver.followUp.skill] === undefined) {
      throw new RulesError("FRAY.Clash.Error.MissingSkill", { actor: target.id, skill: maneuver.followUp.skill });
    }
  }
  return {
    ...state,
    maneuverIds: [...ids],
    step: nextStepAfter(state.step),
    events: [...state.events, { type: "maneuversChosen", actorId: decision.actorId, maneuverIds: [...ids] }],
  };
}

function rollDamage(state: ExchangeState, decision: Extract<ExchangeDecision, { type: "rollDamage" }>, dice: Dice): ExchangeState {
  const formula = hitterOf(state) === "attacker" ? state.attackerDamage : (state.reactionDamage[reactionOf(state).id] ?? null);
  const rolled = formula ? rollFormula(dice, formula, "clash.damage") : { total: 0, faces: [] };
  const damage: DamageResult = {
    actorId: decision.actorId,
    targetId: decision.targetId,
    rolled: rolled.total,
    armor: decision.armor,
    dealt: damageAfterArmor(rolled.total, decision.armor),
    faces: rolled.faces,
  };
  return { ...state, damage, step: nextStepAfter(state.step), events: [...state.events, { type: "damageRolled", damage }] };
}

function rollFollowUp(state: ExchangeState, decision: Extract<ExchangeDecision, { type: "followUpRoll" }>, dice: Dice): ExchangeState {
  const roll = makeRoll(rollD100(dice, "clash.followUp"), decision.skillValue, state.options.tierPreset);
  const record: FollowUpRecord = {
    maneuverId: decision.maneuverId,
    targetId: decision.actorId,
    skill: decision.skill,
    original: decision.against,
    roll,
    result: resolveFollowUp(decision.against, roll),
  };
  // The step stays on "followUp" until every chosen maneuver's follow-up is rolled.
  return { ...state, followUps: [...state.followUps, record], events: [...state.events, { type: "followUpRolled", record }] };
}

// ---- moving on ---------------------------------------------------------------------------

function nextStepAfter(step: ExchangeStep): ExchangeStep {
  return STEP_ORDER[STEP_ORDER.indexOf(step) + 1] ?? "done";
}

/**
 * Skips every step that has nothing to ask, resolving the table on the way. Steps are tested
 * before any new state is built, since this runs after every answer.
 */
function settle(state: ExchangeState): ExchangeState {
  let current = state;
  let step = state.step;
  for (;;) {
    if (step === "done") break;
    if (step === "resolve") {
      current = resolveStep(current);
      step = current.step;
      continue;
    }
    if (applies(current, step)) break;
    if (step === "defenderReaction") {
      current = react(current.step === step ? current : { ...current, step }, null);
      step = current.step;
      continue;
    }
    step = nextStepAfter(step);
  }
  return current.step === step ? current : { ...current, step };
}

function resolveStep(state: ExchangeState): ExchangeState {
  const attackerRoll = state.attackerRoll;
  if (!attackerRoll) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  const resolution = resolveClash(attackerRoll, state.reaction ? state.defenderRoll : null, state.options);
  return { ...state, resolution, step: nextStepAfter("resolve"), events: [...state.events, { type: "resolved", resolution }] };
}

function failed(roll: ClashRoll | null): boolean {
  return roll !== null && !isSuccessful(roll.tier);
}

function applies(state: ExchangeState, step: ExchangeStep): boolean {
  const { defender } = state.input;
  switch (step) {
    case "attackerRoll":
      return state.attackerRoll === null;
    case "attackerLuck":
      return failed(state.attackerRoll) && state.attackerLuck >= 1 && !state.luckUsed.attackerOwnFailure;
    case "defenderForce":
      return state.defenderLuck >= 1 && !state.luckUsed.defenderForcesReroll;
    case "defenderReaction":
      // DL-AP-3: without AP (or without any reaction) the defender cannot react.
      return state.reaction === undefined && state.defenderAp >= ACTION_AP_COST && defender.reactions.length > 0;
    case "defenderRoll":
      return state.reaction != null && state.defenderRoll === null;
    case "attackerForce":
      return state.defenderRoll !== null && state.attackerLuck >= 1 && !state.luckUsed.attackerForcesReroll;
    case "defenderLuck":
      return failed(state.defenderRoll) && state.defenderLuck >= 1 && !state.luckUsed.defenderOwnFailure;
    case "chooseManeuvers": {
      const resolution = resolutionOf(state);
      return resolution.hitter !== null && resolution.maneuvers > 0 && (sideInput(state, resolution.hitter).maneuvers ?? []).length > 0;
    }
    case "rollDamage": {
      const hitter = resolutionOf(state).hitter;
      return hitter !== null && state.damage === null && winningAction(state, hitter).dealsDamage;
    }
    case "followUp":
      return pendingFollowUps(state).length > state.followUps.length;
    case "adjudicateFumble":
      return resolutionOf(state).fumblers.length > 0 && !state.fumbleAdjudicated;
    case "resolve":
    case "done":
      return true;
  }
}

// ---- lookups -----------------------------------------------------------------------------

function otherSide(side: Side): Side {
  return side === "attacker" ? "defender" : "attacker";
}

function sideInput(state: ExchangeState, side: Side): ExchangeCombatant {
  return side === "attacker" ? state.input.attacker : state.input.defender;
}

function reactionOf(state: ExchangeState): ClashAction {
  if (!state.reaction) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  return state.reaction;
}

function resolutionOf(state: ExchangeState): ClashResolution {
  if (!state.resolution) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  return state.resolution;
}

function hitterOf(state: ExchangeState): Side {
  const hitter = resolutionOf(state).hitter;
  if (!hitter) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  return hitter;
}

function winningAction(state: ExchangeState, side: Side): ClashAction {
  return side === "attacker" ? state.input.attacker.action : reactionOf(state);
}

function finalRoll(state: ExchangeState, side: Side): ClashRoll {
  const roll = side === "attacker" ? state.attackerRoll : state.defenderRoll;
  if (!roll) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  return roll;
}

/** The chosen maneuvers that call for a follow-up roll, in the order they were chosen. */
function pendingFollowUps(state: ExchangeState): CombatManeuver[] {
  if (!state.resolution?.hitter) return [];
  const available = sideInput(state, state.resolution.hitter).maneuvers ?? [];
  return state.maneuverIds
    .map((id) => available.find((m) => m.id === id))
    .filter((m): m is CombatManeuver => m?.followUp !== undefined);
}

/** One follow-up opposed roll the winner's maneuvers still call for. */
export type FollowUpRequest = Omit<Extract<ExchangeDecision, { type: "followUpRoll" }>, "type">;

function followUpFor(state: ExchangeState, maneuver: CombatManeuver | undefined): FollowUpRequest {
  const winner = hitterOf(state);
  const target = sideInput(state, otherSide(winner));
  const skill = maneuver?.followUp?.skill;
  const skillValue = skill === undefined ? undefined : target.skills?.[skill];
  if (!maneuver || skill === undefined || skillValue === undefined) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  // DL-CM-2: the target resists the winner's original (final) roll of this clash, not a new one.
  return { actorId: target.id, maneuverId: maneuver.id, skill, skillValue, against: finalRoll(state, winner) };
}

function nextFollowUp(state: ExchangeState): FollowUpRequest {
  return followUpFor(state, pendingFollowUps(state)[state.followUps.length]);
}

/**
 * DL-CM-2: every follow-up roll still to be made, in the order the maneuvers were chosen, each
 * against the winner's final roll of this clash (so a table can open each on a card of its own).
 */
export function followUpRequests(state: ExchangeState): FollowUpRequest[] {
  requireExchangeState(state);
  if (state.step !== "followUp") return [];
  return pendingFollowUps(state)
    .slice(state.followUps.length)
    .map((maneuver) => followUpFor(state, maneuver));
}

function outcomeOf(state: ExchangeState): ExchangeOutcome {
  const attackerRoll = state.attackerRoll;
  if (!attackerRoll) throw new RulesError("FRAY.Clash.Error.ExchangeStuck", {});
  return {
    resolution: resolutionOf(state),
    attackerRoll,
    defenderRoll: state.reaction ? state.defenderRoll : null,
    reactionId: state.reaction?.id ?? null,
    maneuverIds: state.maneuverIds,
    damage: state.damage,
    followUps: state.followUps,
    attacker: { ap: state.attackerAp, luck: state.attackerLuck },
    defender: { ap: state.defenderAp, luck: state.defenderLuck },
  };
}
