import type { TapeDice } from "../../../core/die-source.js";
import { DEFENCE_STAT, startExchange, stepExchange, type ExchangeRequest, type ExchangeState } from "./exchange.js";
import { easeDifficulty, POINTS_PER_STEP } from "./difficulty.js";
import { applyNpcHarm, applyPcHarm, type HarmTarget, type NpcHarmTarget } from "./harm.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";
import { applyDestinedEffect, meetsTarget, readRoll } from "./roll.js";
import { shiftPool, STATS } from "./stats.js";
import { refundShares, taskCost, type TaskActor, type TaskDecision, type TaskInput } from "./task.js";
import { woundPenalties } from "./wounds.js";

/**
 * How the people at the table answer an exchange's decisions, as data (the simulator's tactics):
 * the player's Effort levels (as many as wanted, allowed and affordable), whether the player
 * spends a Destiny to reroll a failing roll, and whether the GM spends Doom to turn a PC's
 * success into a failure when there is enough of it. `duskAnswer` gives the step machine's inputs.
 */
export interface DuskPolicy {
  readonly effort: number;
  readonly destinyReroll: boolean;
  readonly doomHinder: boolean;
}

export const DEFAULT_DUSK_POLICY: DuskPolicy = { effort: 1, destinyReroll: true, doomHinder: true };

/** Doom steps that turn a success into a failure, or 0 when there is not enough Doom (or no need). */
function doomSteps(d: Extract<TaskDecision, { type: "spendDoom" }>): number {
  if (!d.wouldSucceed) return 0;
  const steps = Math.floor((d.total - d.targetNumber) / POINTS_PER_STEP) + 1;
  return steps <= d.doom ? steps : 0;
}

export function duskAnswer(policy: DuskPolicy, gm: DuskPolicy, d: TaskDecision): TaskInput {
  switch (d.type) {
    case "chooseEffort": {
      let levels = Math.max(d.minLevels, Math.min(policy.effort, d.maxLevels));
      while (levels > d.minLevels && d.costs[levels]! > d.poolValue) levels--;
      return { type: "effort", levels };
    }
    case "spendDoom":
      return { type: "doom", hinderSteps: gm.doomHinder ? doomSteps(d) : 0 };
    case "spendDestiny":
      return { type: "destiny", spend: policy.destinyReroll && !d.wouldSucceed && d.destiny - d.mustSpendNow >= 1 ? [{ use: "reroll" }] : [] };
  }
}

export interface FastDuskResult {
  readonly hit: boolean;
  readonly dealt: number;
  readonly pc: HarmTarget & TaskActor;
  readonly npc: NpcHarmTarget & { readonly level: number; readonly damage: number };
  readonly doom: number;
  readonly effortLevels: number;
}

/**
 * One exchange (`startExchange` + `stepExchange` answered by `duskAnswer`) with numbers only, for
 * the simulator: the same Effort price and easing, the Dawn and Dusk dice and their destined
 * effect, the target number and the same harm functions, in the same dice order. When a window
 * would spend Doom or Destiny (or the task is routine or has costs of its own), the step machine
 * plays the exchange on the same dice (the tape is rewound). A property test proves both agree.
 */
export function fastDuskExchange(request: ExchangeRequest, policies: { readonly player: DuskPolicy; readonly gm: DuskPolicy }, dice: TapeDice, options: DuskOptions = DEFAULT_DUSK_OPTIONS): FastDuskResult {
  dice.reset();
  const slow = (): FastDuskResult => {
    dice.rewind();
    let step = startExchange(request, dice, options);
    while (step.pending) step = stepExchange(step.state, duskAnswer(policies.player, policies.gm, step.pending), dice);
    return fromStepState(step.state);
  };
  const pc = request.pc;
  if (pc.dead || request.stat !== undefined || request.nature !== undefined || request.damageKind !== undefined || request.assets || request.ease || request.hinder) return slow();
  const stat = request.direction === "npcAttacks" ? DEFENCE_STAT.physical : "speed";
  const taskRequest = { stat, difficulty: request.npc.level, skill: request.skill } as const;
  const hinder = woundPenalties(pc.wounds ?? [], options).hinderSteps;
  const easing = (levels: number) => ({ skill: request.skill, effortLevels: levels, freeEffort: pc.freeEffort, hinder });
  if (easeDifficulty(request.npc.level, easing(0), options).routine) return slow();
  // Effort as `duskAnswer` chooses it, priced by the task's own `taskCost`.
  const state = { actor: pc, request: taskRequest, options };
  const pool = pc.pools[stat].value;
  let levels = Math.min(policies.player.effort, pc.effortMax, 6);
  while (levels > 0 && taskCost(state, levels) > pool) levels--;
  const paid = taskCost(state, levels);
  let pools = shiftPool(pc.pools, stat, -paid);
  const eased = easeDifficulty(request.npc.level, easing(levels), options);
  if (eased.routine) return slow();
  const roll = readRoll(dice.rollOne(12), dice.rollOne(12));
  const fortune = applyDestinedEffect({ destiny: pc.destiny, level: pc.level, doom: request.doom }, roll.effect, paid);
  if (fortune.refund > 0) {
    const back = refundShares({ might: 0, speed: 0, intellect: 0, [stat]: paid }, fortune.refund);
    for (const s of STATS) pools = shiftPool(pools, s, back[s]);
  }
  const targetNumber = Math.max(0, eased.difficulty) * POINTS_PER_STEP;
  const success = meetsTarget(roll, targetNumber);
  // The GM's window, then the player's: a spend sends the exchange to the step machine.
  if (options.doomHindersTarget && fortune.doom > 0 && policies.gm.doomHinder && doomSteps({ type: "spendDoom", by: "gm", doom: fortune.doom, total: roll.effectiveTotal, targetNumber, wouldSucceed: success }) > 0) return slow();
  if (fortune.destiny + fortune.overflow > 0 && policies.player.destinyReroll && !success && fortune.destiny >= 1) return slow();
  let actor: HarmTarget & TaskActor = { ...pc, pools, destiny: fortune.destiny };
  let npc = request.npc;
  let doom = fortune.doom;
  const hit = request.direction === "pcAttacks" ? success : !success;
  let dealt = 0;
  if (hit && request.direction === "pcAttacks") {
    const harm = applyNpcHarm(npc, request.damage ?? 0, dice, options, request.wounding ?? false);
    npc = { ...npc, ...harm.target };
    dealt = harm.dealt;
  } else if (hit) {
    const harm = applyPcHarm(actor, request.damage ?? npc.damage, {}, dice, doom, request.round ?? 0);
    actor = { ...actor, ...harm.target };
    doom = harm.doom;
    dealt = harm.dealt;
  }
  return { hit, dealt, pc: actor, npc, doom, effortLevels: levels };
}

/** The step machine's final state in the fast path's terms. */
export function fromStepState(s: ExchangeState): FastDuskResult {
  return { hit: s.outcome?.hit ?? false, dealt: s.outcome?.dealt ?? 0, pc: s.pc, npc: s.npc, doom: s.doom, effortLevels: s.task.effortLevels };
}
