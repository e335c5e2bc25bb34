import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireBoolean, requireRecord } from "../../../core/validate.js";
import { startTask, stepTask, type TaskDecision, type TaskInput, type TaskState, type TaskActor } from "./task.js";
import { applyNpcHarm, applyPcHarm, requireHarmTarget, requireNpcTarget, type HarmTarget, type NpcHarmTarget } from "./harm.js";
import type { DamageKind } from "./damage.js";
import type { SkillLevel } from "./difficulty.js";
import type { Stat } from "./stats.js";
import type { WoundRoll } from "./wounds.js";
import type { DuskEvent } from "./events.js";
import { DEFAULT_DUSK_OPTIONS, requireDuskOptions, type DuskOptions } from "./options.js";
import { requireOneOf } from "./choices.js";

/**
 * One attack exchange. The player always rolls (DB-CORE-6): when a PC attacks, it is the PC's
 * attack task against the NPC's target number; when an NPC attacks, it is the PC's defence task
 * against the same number, and the NPC hits when that defence fails. Damage, armor, stun and
 * wound follow automatically; only people's choices come back as decisions.
 */

/** What an attack works against, which picks the PC's defence stat (DB-CORE-7 PROPOSAL). */
export const ATTACK_NATURES = ["physical", "poison", "disease", "mental"] as const;
export type AttackNature = (typeof ATTACK_NATURES)[number];
export const DEFENCE_STAT: Readonly<Record<AttackNature, Stat>> = {
  physical: "speed",
  poison: "might",
  disease: "might",
  mental: "intellect",
};

export interface ExchangeNpc extends NpcHarmTarget {
  /** NPC level: its attacks and defences are difficulty = level, target number 3 × level. */
  readonly level: number;
  readonly damage: number;
}

export interface ExchangeRequest {
  readonly direction: "pcAttacks" | "npcAttacks";
  readonly pc: HarmTarget & TaskActor;
  readonly npc: ExchangeNpc;
  readonly doom: number;
  /** Damage of the blow: the PC's weapon, or the NPC's damage when it attacks (defaults to npc.damage). */
  readonly damage?: number;
  readonly nature?: AttackNature;
  readonly damageKind?: DamageKind;
  /** Stat of the PC's roll; defaults to Speed for physical defences and attacks. */
  readonly stat?: Stat;
  readonly skill?: SkillLevel;
  readonly assets?: number;
  /** Easing and hindering steps on the PC's roll, already seen from the PC's side. */
  readonly ease?: number;
  readonly hinder?: number;
  /** An attack that wounds outright kills a susceptible minion (DB-HP-5). */
  readonly wounding?: boolean;
  readonly round?: number;
}

export interface ExchangeOutcome {
  readonly hit: boolean;
  readonly dealt: number;
  readonly woundRoll: WoundRoll | undefined;
}

export interface ExchangeState {
  readonly request: ExchangeRequest;
  readonly options: DuskOptions;
  readonly task: TaskState;
  readonly pc: HarmTarget & TaskActor;
  readonly npc: ExchangeNpc;
  readonly doom: number;
  readonly outcome: ExchangeOutcome | undefined;
}

export interface ExchangeStep {
  readonly state: ExchangeState;
  readonly events: DuskEvent[];
  readonly pending: TaskDecision | undefined;
}

export function startExchange(request: ExchangeRequest, dice: Dice, options: DuskOptions = DEFAULT_DUSK_OPTIONS): ExchangeStep {
  requireOneOf(requireRecord(request, "request").direction, "direction", ["pcAttacks", "npcAttacks"] as const);
  requireHarmTarget(request.pc);
  requireNpcTarget(request.npc);
  requireDicePort(dice);
  options = requireDuskOptions(options);
  if (request.damageKind !== undefined) requireRecord(request.damageKind, "damageKind");
  if (request.wounding !== undefined) requireBoolean(request.wounding, "wounding");
  if (request.round !== undefined) requireInteger(request.round, "round", 0, 100_000);
  requireInteger(request.npc.level, "npcLevel", 0, 1000);
  requireInteger(request.npc.damage, "damage", 0, 1000);
  if (request.damage !== undefined) requireInteger(request.damage, "damage", 0, 1000);
  if (request.pc.dead) throw new RulesError("FRAY.Dusk.Error.TargetDead", { id: request.pc.id });
  const nature = requireOneOf(request.nature ?? "physical", "nature", ATTACK_NATURES);
  const stat = request.stat ?? (request.direction === "npcAttacks" ? DEFENCE_STAT[nature] : "speed");
  const step = startTask(
    {
      stat,
      difficulty: request.npc.level,
      skill: request.skill,
      assets: request.assets,
      ease: request.ease,
      hinder: request.hinder,
      purpose: request.direction === "pcAttacks" ? "attack" : "defence",
    },
    request.pc,
    request.doom,
    options,
  );
  const state: ExchangeState = { request, options, task: step.state, pc: request.pc, npc: request.npc, doom: request.doom, outcome: undefined };
  return settle(state, step.events, step.pending, dice);
}

export function stepExchange(state: ExchangeState, input: TaskInput, dice: Dice): ExchangeStep {
  requireExchangeState(state);
  if (state.outcome) throw new RulesError("FRAY.Dusk.Error.WrongStep", { stage: "done", input: String(requireRecord(input, "input").type) });
  const step = stepTask(state.task, input, dice);
  return settle({ ...state, task: step.state }, step.events, step.pending, dice);
}

/**
 * The shape of a stored exchange (O(1)): the records every step reads. The contents are the
 * machine's own, written only by `startExchange` and `stepExchange` on the GM's side.
 */
function requireExchangeState(value: unknown): void {
  const state = requireRecord(value, "exchange");
  requireRecord(state.request, "exchange.request");
  requireRecord(state.options, "exchange.options");
  requireRecord(state.task, "exchange.task");
  requireRecord(state.pc, "exchange.pc");
  requireRecord(state.npc, "exchange.npc");
  requireInteger(state.doom, "exchange.doom", 0, 1_000_000);
}

/** Carries the task's resource changes over to the PC and, once the task is over, deals the blow. */
function settle(state: ExchangeState, events: DuskEvent[], pending: TaskDecision | undefined, dice: Dice): ExchangeStep {
  const task = state.task;
  const pc = { ...state.pc, pools: task.actor.pools, destiny: task.actor.destiny };
  let next: ExchangeState = { ...state, pc, doom: task.doom };
  if (pending || !task.outcome) return { state: next, events, pending };
  const { request, options } = state;
  const taskSucceeded = task.outcome.success;
  const hit = request.direction === "pcAttacks" ? taskSucceeded : !taskSucceeded;
  if (!hit) return { state: { ...next, outcome: { hit, dealt: 0, woundRoll: undefined } }, events, pending: undefined };
  const damage = request.damage ?? (request.direction === "npcAttacks" ? request.npc.damage : 0);
  if (request.direction === "pcAttacks") {
    const harm = applyNpcHarm(next.npc, damage, dice, options, request.wounding ?? false);
    next = { ...next, npc: { ...next.npc, ...harm.target }, outcome: { hit, dealt: harm.dealt, woundRoll: harm.woundRoll } };
    return { state: next, events: [...events, ...harm.events], pending: undefined };
  }
  const harm = applyPcHarm(pc, damage, request.damageKind ?? {}, dice, next.doom, request.round ?? 0);
  next = { ...next, pc: { ...pc, ...harm.target }, doom: harm.doom, outcome: { hit, dealt: harm.dealt, woundRoll: harm.woundRoll } };
  return { state: next, events: [...events, ...harm.events], pending: undefined };
}
