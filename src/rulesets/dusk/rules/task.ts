import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import { requireOneOf } from "./choices.js";
import { checkEffortLevels, easeDifficulty, effortCost, MAX_EFFORT_STEPS, POINTS_PER_STEP, type EasedDifficulty, type Easing, type SkillLevel } from "./difficulty.js";
import { applyDestinedEffect, meetsTarget, rollTask, type TaskRoll } from "./roll.js";
import { shiftPool, NO_SPEND, requirePools, requireStat, STATS, totalSpend, type Pools, type PoolSpend, type Stat } from "./stats.js";
import { requireWounds, woundPenalties, type Wound } from "./wounds.js";
import type { DuskEvent } from "./events.js";
import { DEFAULT_DUSK_OPTIONS, requireDuskOptions, type DuskOptions } from "./options.js";

/**
 * The task procedure (DB-CORE-1) as a step machine. It never decides for a person: each step
 * returns the state, what happened, and the decision it now waits for (Effort, the GM's Doom,
 * the player's Destiny), or none once the task is resolved. Dice come through the port.
 */

export interface TaskActor {
  readonly id: string;
  readonly level: number;
  readonly pools: Pools;
  /** Effort levels this character may pay for on one task. */
  readonly effortMax: number;
  /** Free Effort levels from abilities that apply to this task (DB-EASE-6). */
  readonly freeEffort?: number;
  readonly destiny: number;
  /** Wounds held; only those in force hinder or raise Effort costs. */
  readonly wounds?: readonly Wound[];
}

export interface TaskRequest {
  readonly stat: Stat;
  /** The GM's base difficulty, 0..12 as a rule (more is allowed). */
  readonly difficulty: number;
  readonly skill?: SkillLevel;
  readonly assets?: number;
  readonly helpers?: number;
  /** Other easing steps (Charge, Defend, situations). */
  readonly ease?: number;
  /** Hindering steps (situations, Dazed); Moderate wounds in force are added automatically. */
  readonly hinder?: number;
  /** Points owed just to try (DB-COST-2), paid from the task's Pool. */
  readonly initialCost?: number;
  /** Points the action must spend at least (DB-COST-1); unpayable ⇒ automatic failure. */
  readonly minimumExpenditure?: number;
  readonly takingTwenty?: boolean;
  /** A retry after failure must use at least one Effort level (DB-COST-3). */
  readonly retry?: boolean;
  /** Label for dice and events: "task", "attack", "defence", "move"… */
  readonly purpose?: string;
}

export type DestinySpend =
  | { readonly use: "reroll" }
  | { readonly use: "regain"; readonly stat: Stat }
  | { readonly use: "easeTarget" }
  | { readonly use: "activate"; readonly ability: string };

export type TaskDecision =
  | {
      readonly type: "chooseEffort";
      readonly by: "player";
      readonly actorId: string;
      readonly stat: Stat;
      readonly minLevels: number;
      readonly maxLevels: number;
      /** Total cost (Effort plus initial cost) for 0..maxLevels levels. */
      readonly costs: readonly number[];
      readonly poolValue: number;
    }
  | {
      readonly type: "spendDoom";
      readonly by: "gm";
      readonly doom: number;
      readonly total: number;
      readonly targetNumber: number;
      readonly wouldSucceed: boolean;
    }
  | {
      readonly type: "spendDestiny";
      readonly by: "player";
      readonly actorId: string;
      readonly destiny: number;
      /** Destiny above the level cap: spend it now or it is lost. */
      readonly mustSpendNow: number;
      readonly total: number;
      readonly targetNumber: number;
      readonly wouldSucceed: boolean;
      readonly canEaseTarget: boolean;
    };

export type TaskInput =
  | { readonly type: "effort"; readonly levels: number }
  | { readonly type: "doom"; readonly hinderSteps: number }
  | { readonly type: "destiny"; readonly spend: readonly DestinySpend[] };

export interface TaskOutcome {
  readonly success: boolean;
  /** No roll was needed (difficulty at or below 0). */
  readonly routine: boolean;
  /** Failed without a roll: the minimum expenditure could not be paid. */
  readonly automaticFailure: boolean;
  readonly difficulty: number;
  readonly targetNumber: number;
  readonly roll: TaskRoll | undefined;
}

export interface TaskState {
  readonly stage: "effort" | "doom" | "destiny" | "done";
  readonly request: TaskRequest;
  readonly options: DuskOptions;
  readonly actor: TaskActor;
  readonly doom: number;
  readonly effortLevels: number;
  readonly spent: PoolSpend;
  readonly eased: EasedDifficulty | undefined;
  /** Steps from Destiny (ease) and Doom (hinder) spent after the roll (DB-DEST-3). */
  readonly destinyEase: number;
  readonly doomHinder: number;
  readonly rolls: readonly TaskRoll[];
  readonly overflow: number;
  /** An Eclipse refund is given once per action, whatever the rerolls. */
  readonly refunded: boolean;
  readonly activated: readonly string[];
  readonly outcome: TaskOutcome | undefined;
}

export interface TaskStep {
  readonly state: TaskState;
  readonly events: DuskEvent[];
  readonly pending: TaskDecision | undefined;
}

function hinderFromWounds(actor: TaskActor, options: DuskOptions): number {
  return woundPenalties(actor.wounds ?? [], options).hinderSteps;
}

function lightWounds(actor: TaskActor, options: DuskOptions): number {
  return woundPenalties(actor.wounds ?? [], options).lightWounds;
}

const STAGES = ["effort", "doom", "destiny", "done"] as const;
const DESTINY_USES = ["reroll", "regain", "easeTarget", "activate"] as const;

/**
 * The shape of a task in progress (O(1)): the records and lists every step reads. The contents
 * are the machine's own, written only by `startTask` and `stepTask`.
 */
function requireTaskState(value: unknown): void {
  const state = requireRecord(value, "task");
  requireOneOf(state.stage, "task.stage", STAGES);
  requireRecord(state.request, "task.request");
  requireRecord(state.options, "task.options");
  requireRecord(requireRecord(state.actor, "task.actor").pools, "task.actor.pools");
  requireRecord(state.spent, "task.spent");
  requireArray(state.rolls, "task.rolls");
  requireArray(state.activated, "task.activated");
}

/** Cost in points of `levels` Effort levels plus the initial cost, for this actor. */
export function taskCost(state: Pick<TaskState, "actor" | "request" | "options">, levels: number): number {
  requireRecord(state, "task");
  requireRecord(state.actor, "task.actor");
  requireRecord(state.request, "task.request");
  requireRecord(state.options, "task.options");
  return effortCost(levels, lightWounds(state.actor, state.options), state.options) + (state.request.initialCost ?? 0);
}

/** Opens a task. A difficulty of 0 is routine at once; otherwise the player chooses Effort first. */
export function startTask(request: TaskRequest, actor: TaskActor, doom: number, options: DuskOptions = DEFAULT_DUSK_OPTIONS): TaskStep {
  requireStat(requireRecord(request, "request").stat);
  requireRecord(actor, "actor");
  requireString(actor.id, "actor.id");
  requirePools(actor.pools);
  options = requireDuskOptions(options);
  if (request.takingTwenty !== undefined) requireBoolean(request.takingTwenty, "takingTwenty");
  if (request.retry !== undefined) requireBoolean(request.retry, "retry");
  if (request.purpose !== undefined) requireString(request.purpose, "purpose");
  requireInteger(request.difficulty, "difficulty", 0, 1000);
  requireInteger(request.initialCost ?? 0, "initialCost", 0, 1000);
  requireInteger(request.minimumExpenditure ?? 0, "minimumExpenditure", 0, 1000);
  requireInteger(actor.effortMax, "effortMax", 0, MAX_EFFORT_STEPS);
  requireInteger(actor.freeEffort ?? 0, "freeEffort", 0, MAX_EFFORT_STEPS);
  requireInteger(actor.level, "level", 0, 100);
  requireInteger(actor.destiny, "destiny", 0, 1000);
  requireWounds(actor.wounds ?? []);
  requireInteger(doom, "doom", 0, 1_000_000);
  const state: TaskState = {
    stage: "effort",
    request,
    options,
    actor,
    doom,
    effortLevels: 0,
    spent: NO_SPEND,
    eased: undefined,
    destinyEase: 0,
    doomHinder: 0,
    rolls: [],
    overflow: 0,
    refunded: false,
    activated: [],
    outcome: undefined,
  };
  // Already routine before any Effort (difficulty 0, or eased to 0 by skill and assets) and
  // nothing to pay: no roll and nothing to decide.
  const withoutEffort = easeDifficulty(request.difficulty, easingFor(state, 0), options);
  if (withoutEffort.routine && !request.retry && !request.initialCost && !request.minimumExpenditure) {
    return finish({ ...state, eased: withoutEffort }, [], true);
  }
  return { state, events: [], pending: effortDecision(state) };
}

function effortDecision(state: TaskState): TaskDecision {
  const maxLevels = Math.min(state.actor.effortMax, MAX_EFFORT_STEPS);
  const costs = Array.from({ length: maxLevels + 1 }, (_, n) => taskCost(state, n));
  return {
    type: "chooseEffort",
    by: "player",
    actorId: state.actor.id,
    stat: state.request.stat,
    minLevels: state.request.retry ? 1 : 0,
    maxLevels,
    costs,
    poolValue: state.actor.pools[state.request.stat].value,
  };
}

/** Advances the task by one decision. Throws a RulesError when the input does not fit the stage. */
export function stepTask(state: TaskState, input: TaskInput, dice: Dice): TaskStep {
  requireTaskState(state);
  requireRecord(input, "input");
  requireDicePort(dice);
  switch (state.stage) {
    case "effort":
      if (input.type !== "effort") break;
      return chooseEffort(state, input.levels, dice);
    case "doom":
      if (input.type !== "doom") break;
      return spendDoom(state, input.hinderSteps);
    case "destiny":
      if (input.type !== "destiny") break;
      return spendDestiny(state, input.spend, dice);
    case "done":
      break;
  }
  throw new RulesError("FRAY.Dusk.Error.WrongStep", { stage: state.stage, input: String(input.type) });
}

function chooseEffort(state: TaskState, levels: number, dice: Dice): TaskStep {
  const { request, actor, options } = state;
  checkEffortLevels(levels, actor.effortMax);
  if (request.retry && levels < 1) throw new RulesError("FRAY.Dusk.Error.RetryNeedsEffort", {});
  const stat = request.stat;
  const cost = taskCost(state, levels);
  const minimum = request.minimumExpenditure ?? 0;
  const available = actor.pools[stat].value;
  const events: DuskEvent[] = [];
  if (minimum > available) {
    // The action's minimum cannot be paid whatever the Effort: it fails outright, nothing is spent.
    const outcome: TaskOutcome = { success: false, routine: false, automaticFailure: true, difficulty: request.difficulty, targetNumber: request.difficulty * POINTS_PER_STEP, roll: undefined };
    events.push({ type: "taskResolved", actorId: actor.id, success: false, routine: false, targetNumber: outcome.targetNumber });
    return { state: { ...state, stage: "done", outcome }, events, pending: undefined };
  }
  // A price the Pool cannot meet is a choice to take back (less Effort), not a failed task.
  if (cost > available) throw new RulesError("FRAY.Dusk.Error.PoolTooLow", { stat, cost, available });
  const paid = Math.max(cost, minimum);
  const pools = shiftPool(actor.pools, stat, -paid);
  if (paid > 0) events.push({ type: "poolSpent", actorId: actor.id, stat, amount: paid });
  const eased = easeDifficulty(request.difficulty, easingFor(state, levels), options);
  const next: TaskState = { ...state, actor: { ...actor, pools }, effortLevels: levels, spent: { ...NO_SPEND, [stat]: paid }, eased };
  if (eased.routine) return finish(next, events, true);
  return roll(next, events, dice);
}

/** Everything that eases or hinders this task, with `levels` of paid Effort. */
function easingFor(state: TaskState, levels: number): Easing {
  const { request, actor, options } = state;
  return {
    skill: request.skill,
    assets: request.assets,
    helpers: request.helpers,
    effortLevels: levels,
    freeEffort: actor.freeEffort,
    ease: request.ease,
    hinder: (request.hinder ?? 0) + hinderFromWounds(actor, options),
  };
}

function currentDifficulty(state: TaskState): number {
  return (state.eased?.difficulty ?? state.request.difficulty) - state.destinyEase + state.doomHinder;
}

function currentTarget(state: TaskState): number {
  return Math.max(0, currentDifficulty(state)) * POINTS_PER_STEP;
}

function lastRoll(state: TaskState): TaskRoll {
  const roll = state.rolls[state.rolls.length - 1];
  if (!roll) throw new RulesError("FRAY.Dusk.Error.WrongStep", { stage: state.stage, input: "roll" });
  return roll;
}

/** Rolls 2d12, applies the destined effect at once, then opens the GM's and the player's windows. */
function roll(state: TaskState, events: DuskEvent[], dice: Dice): TaskStep {
  const { actor, request } = state;
  const taskRoll = rollTask(dice, request.takingTwenty ?? false, request.purpose ?? "task");
  events.push({ type: "rolled", actorId: actor.id, purpose: request.purpose ?? "task", dawn: taskRoll.dawn, dusk: taskRoll.dusk, total: taskRoll.total, effect: taskRoll.effect });
  const spentSoFar = state.refunded ? 0 : totalSpend(state.spent);
  const fortune = applyDestinedEffect({ destiny: actor.destiny, level: actor.level, doom: state.doom }, taskRoll.effect, spentSoFar);
  if (fortune.destiny !== actor.destiny) events.push({ type: "destinyChanged", actorId: actor.id, from: actor.destiny, to: fortune.destiny, reason: taskRoll.effect });
  if (fortune.doom !== state.doom) events.push({ type: "doomChanged", from: state.doom, to: fortune.doom, reason: taskRoll.effect });
  let pools = actor.pools;
  let refunded = state.refunded;
  if (fortune.refund > 0) {
    const back = refundShares(state.spent, fortune.refund);
    for (const stat of STATS) {
      const before = pools[stat].value;
      pools = shiftPool(pools, stat, back[stat]);
      const gained = pools[stat].value - before;
      if (gained > 0) events.push({ type: "poolRestored", actorId: actor.id, stat, amount: gained });
    }
    refunded = true;
  }
  const next: TaskState = {
    ...state,
    actor: { ...actor, pools, destiny: fortune.destiny },
    doom: fortune.doom,
    rolls: [...state.rolls, taskRoll],
    overflow: fortune.overflow,
    refunded,
  };
  return openWindows(next, events);
}

/**
 * An Eclipse refund split over the Pools the points came from: each gets its proportional share
 * rounded down, and the remainder goes to the Pool that paid most (DB-ROLL-4 PROPOSAL).
 */
export function refundShares(spent: PoolSpend, refund: number): PoolSpend {
  requireInteger(refund, "refund", 0, 100_000);
  const total = totalSpend(spent);
  if (total === 0 || refund === 0) return NO_SPEND;
  const shares: Record<Stat, number> = { might: 0, speed: 0, intellect: 0 };
  let given = 0;
  let largest: Stat = "might";
  for (const stat of STATS) {
    shares[stat] = Math.floor((spent[stat] * refund) / total);
    given += shares[stat];
    if (spent[stat] > spent[largest]) largest = stat;
  }
  shares[largest] += refund - given;
  return shares;
}

function openWindows(state: TaskState, events: DuskEvent[]): TaskStep {
  if (state.options.doomHindersTarget && state.doom > 0) {
    const roll = lastRoll(state);
    const targetNumber = currentTarget(state);
    return {
      state: { ...state, stage: "doom" },
      events,
      pending: { type: "spendDoom", by: "gm", doom: state.doom, total: roll.effectiveTotal, targetNumber, wouldSucceed: meetsTarget(roll, targetNumber) },
    };
  }
  return destinyWindow({ ...state, stage: "destiny" }, events);
}

function destinyWindow(state: TaskState, events: DuskEvent[]): TaskStep {
  const available = state.actor.destiny + state.overflow;
  if (available === 0) return finish(state, events, false);
  const roll = lastRoll(state);
  const targetNumber = currentTarget(state);
  return {
    state: { ...state, stage: "destiny" },
    events,
    pending: {
      type: "spendDestiny",
      by: "player",
      actorId: state.actor.id,
      destiny: available,
      mustSpendNow: state.overflow,
      total: roll.effectiveTotal,
      targetNumber,
      wouldSucceed: currentDifficulty(state) <= 0 || meetsTarget(roll, targetNumber),
      canEaseTarget: state.options.destinyEasesTarget,
    },
  };
}

function spendDoom(state: TaskState, hinderSteps: number): TaskStep {
  requireInteger(hinderSteps, "doom", 0, state.doom);
  const events: DuskEvent[] = [];
  let next = state;
  if (hinderSteps > 0) {
    events.push({ type: "doomChanged", from: state.doom, to: state.doom - hinderSteps, reason: "hinder" });
    next = { ...state, doom: state.doom - hinderSteps, doomHinder: state.doomHinder + hinderSteps };
  }
  return destinyWindow(next, events);
}

function spendDestiny(state: TaskState, spend: readonly DestinySpend[], dice: Dice): TaskStep {
  for (const item of requireArray(spend, "spend")) requireOneOf(requireRecord(item, "spend").use, "spend.use", DESTINY_USES);
  const available = state.actor.destiny + state.overflow;
  if (spend.length > available) throw new RulesError("FRAY.Dusk.Error.NotEnoughDestiny", { asked: spend.length, available });
  const rerolls = spend.filter((s) => s.use === "reroll").length;
  if (rerolls > 1) throw new RulesError("FRAY.Dusk.Error.OneRerollAtATime", {});
  const events: DuskEvent[] = [];
  const { actor } = state;
  let pools = actor.pools;
  let destinyEase = state.destinyEase;
  const activated = [...state.activated];
  for (const item of spend) {
    if (item.use === "regain") {
      const stat = requireStat(item.stat);
      const before = pools[stat].value;
      pools = shiftPool(pools, stat, 1);
      if (pools[stat].value > before) events.push({ type: "poolRestored", actorId: actor.id, stat, amount: 1 });
    } else if (item.use === "easeTarget") {
      if (!state.options.destinyEasesTarget) throw new RulesError("FRAY.Dusk.Error.DestinyCannotEase", {});
      destinyEase += 1;
    } else if (item.use === "activate") {
      activated.push(requireString(item.ability, "ability"));
    }
  }
  // Points come out of the overflow first: what is above the cap cannot be kept anyway.
  const fromOverflow = Math.min(state.overflow, spend.length);
  const destiny = actor.destiny - (spend.length - fromOverflow);
  const lost = state.overflow - fromOverflow;
  if (spend.length - fromOverflow > 0) events.push({ type: "destinyChanged", actorId: actor.id, from: actor.destiny, to: destiny, reason: "spent" });
  if (lost > 0) events.push({ type: "destinyLost", actorId: actor.id, amount: lost });
  const next: TaskState = { ...state, actor: { ...actor, pools, destiny }, overflow: 0, destinyEase, activated };
  if (rerolls === 1) return roll(next, events, dice);
  return finish(next, events, false);
}

function finish(state: TaskState, events: DuskEvent[], routineBeforeRoll: boolean): TaskStep {
  const difficulty = routineBeforeRoll ? (state.eased?.difficulty ?? 0) : currentDifficulty(state);
  const routine = difficulty <= 0;
  const roll = state.rolls[state.rolls.length - 1];
  const targetNumber = routine ? 0 : difficulty * POINTS_PER_STEP;
  const success = routine || (roll !== undefined && meetsTarget(roll, targetNumber));
  const outcome: TaskOutcome = { success, routine: routineBeforeRoll && routine, automaticFailure: false, difficulty, targetNumber, roll };
  events.push({ type: "taskResolved", actorId: state.actor.id, success, routine: outcome.routine, targetNumber });
  return { state: { ...state, stage: "done", outcome }, events, pending: undefined };
}

/** Runs a task to the end with fixed answers: handy for tests, the simulator and NPC-free rolls. */
export function runTask(
  request: TaskRequest,
  actor: TaskActor,
  doom: number,
  dice: Dice,
  answers: { readonly effort?: number; readonly doom?: (d: TaskDecision) => number; readonly destiny?: (d: TaskDecision) => readonly DestinySpend[] } = {},
  options: DuskOptions = DEFAULT_DUSK_OPTIONS,
): TaskStep & { readonly log: DuskEvent[] } {
  requireRecord(answers, "answers");
  for (const key of ["doom", "destiny"] as const) {
    if (answers[key] !== undefined && typeof answers[key] !== "function") throw new RulesError("FRAY.Error.NotAFunction", { field: key });
  }
  let step = startTask(request, actor, doom, options);
  const log = [...step.events];
  let guard = 0;
  while (step.pending) {
    if (++guard > 1000) throw new RulesError("FRAY.Dusk.Error.WrongStep", { stage: step.state.stage, input: "loop" });
    const d = step.pending;
    const input: TaskInput =
      d.type === "chooseEffort"
        ? { type: "effort", levels: answers.effort ?? d.minLevels }
        : d.type === "spendDoom"
          ? { type: "doom", hinderSteps: answers.doom?.(d) ?? 0 }
          : { type: "destiny", spend: answers.destiny?.(d) ?? [] };
    step = stepTask(step.state, input, dice);
    log.push(...step.events);
  }
  return { ...step, log };
}
