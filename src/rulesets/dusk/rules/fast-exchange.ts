import type { DieSource, TapeDice } from "../../../core/die-source.js";
import { DEFENCE_STAT, startExchange, stepExchange, type ExchangeNpc, type ExchangeRequest, type ExchangeState } from "./exchange.js";
import { effortCost, MAX_EFFORT_STEPS, MAX_SKILL_STEPS, POINTS_PER_STEP, SKILL_STEPS } from "./difficulty.js";
import { DuskPcBook, type DuskPcState } from "./fast-harm.js";
import { applyNpcHarm, type HarmTarget, type NpcHarmTarget } from "./harm.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";
import { destinedEffect, destinedNumbers } from "./roll.js";
import type { Pools, Stat } from "./stats.js";
import type { TaskActor, TaskDecision, TaskInput } from "./task.js";

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
 * What a task left behind, in numbers: written by `fastTask`, read at once by its caller. One
 * record for the whole module, so the inner loop allocates nothing for the task.
 */
const task = { success: false, pool: 0, destiny: 0, doom: 0, levels: 0 };

/** The destined effect of the roll in hand (one record for the module, rewritten each roll). */
const fate = { destiny: 0, overflow: 0, doom: 0, refund: 0 };

/** Light wounds in force below this are priced from the table; more (never in a real fight) by `effortCost` itself. */
const COSTED_LIGHT_WOUNDS = 8;
/** `effortCost` by light wounds in force and Effort levels, for the options it was last filled for. */
const EFFORT_COSTS = new Int32Array(COSTED_LIGHT_WOUNDS * (MAX_EFFORT_STEPS + 1));
let effortCostsFor: DuskOptions | undefined;

/** `effortCost` read from a table the rule fills once per options record. */
function costOf(levels: number, lightWounds: number, options: DuskOptions): number {
  if (lightWounds >= COSTED_LIGHT_WOUNDS) return effortCost(levels, lightWounds, options);
  if (options !== effortCostsFor) {
    for (let light = 0; light < COSTED_LIGHT_WOUNDS; light++) {
      for (let l = 0; l <= MAX_EFFORT_STEPS; l++) EFFORT_COSTS[light * (MAX_EFFORT_STEPS + 1) + l] = effortCost(l, light, options);
    }
    effortCostsFor = options;
  }
  return EFFORT_COSTS[lightWounds * (MAX_EFFORT_STEPS + 1) + levels]!;
}

/**
 * The task procedure of `startTask` / `stepTask` answered by `duskAnswer`, with numbers only, for a
 * task with no initial cost, no minimum expenditure and no retry: Effort priced and paid from the
 * task's Pool, the difficulty eased, then rolls until nobody spends — each roll's destined effect
 * (an Eclipse gives back half the price once), the GM's Doom window (`doomSteps` turns a success
 * into a failure when there is enough Doom), and the player's Destiny window (a reroll while
 * failing, paid from the Destiny above the cap first). The caller has already ruled out a task
 * routine before Effort (no roll, nothing paid). The actor gives its fixed figures (level, Effort
 * limit, free Effort); its Destiny and the Pool's value come as numbers (the kernel keeps them so).
 */
function fastTask(
  difficulty: number,
  skillSteps: number,
  hinder: number,
  lightWounds: number,
  actor: TaskActor,
  startDestiny: number,
  pool: number,
  poolMax: number,
  doom: number,
  player: DuskPolicy,
  gm: DuskPolicy,
  dice: DieSource,
  options: DuskOptions,
): void {
  const freeEffort = actor.freeEffort ?? 0;
  const baseDifficulty = difficulty + hinder - Math.min(MAX_SKILL_STEPS, skillSteps);
  let levels = Math.min(player.effort, actor.effortMax, MAX_EFFORT_STEPS);
  let paid = costOf(levels, lightWounds, options);
  while (levels > 0 && paid > pool) paid = costOf(--levels, lightWounds, options);
  pool = Math.max(0, pool - paid);
  const eased = baseDifficulty - Math.min(MAX_EFFORT_STEPS, levels + freeEffort);
  task.levels = levels;
  task.doom = doom;
  task.destiny = startDestiny;
  if (eased <= 0) {
    task.success = true;
    task.pool = pool;
    return;
  }
  let destiny = startDestiny;
  let refunded = false;
  // `duskAnswer` never eases the target with Destiny, so only Doom moves the difficulty after the roll.
  let doomHinder = 0;
  let total: number;
  for (;;) {
    const dawn = dice.rollOne(12);
    const dusk = dice.rollOne(12);
    total = dawn + dusk;
    // The effect as the rules work it out; an Eclipse gives back half the price once only.
    const effect = destinedEffect(dawn, dusk);
    destinedNumbers(effect, actor.level, destiny, doom, refunded ? 0 : paid, fate);
    const overflow = fate.overflow;
    destiny = fate.destiny;
    doom = fate.doom;
    if (effect === "eclipse") {
      pool = Math.min(poolMax, pool + fate.refund);
      refunded = true;
    }
    if (options.doomHindersTarget && doom > 0 && gm.doomHinder) {
      const targetNumber = Math.max(0, eased + doomHinder) * POINTS_PER_STEP;
      if (total >= targetNumber) {
        const steps = Math.floor((total - targetNumber) / POINTS_PER_STEP) + 1;
        if (steps <= doom) {
          doom -= steps;
          doomHinder += steps;
        }
      }
    }
    const current = eased + doomHinder;
    const wouldSucceed = current <= 0 || total >= current * POINTS_PER_STEP;
    // `duskAnswer` rerolls a failing roll when a Destiny point of its own is left; the point
    // comes out of what lies above the cap first.
    if (destiny + overflow === 0 || !player.destinyReroll || wouldSucceed || destiny < 1) break;
    if (overflow === 0) destiny--;
  }
  const final = eased + doomHinder;
  task.success = final <= 0 || total >= final * POINTS_PER_STEP;
  task.pool = pool;
  task.destiny = destiny;
  task.doom = doom;
}

/**
 * A PC's spendable figures as numbers, kept by the kernel's caller between exchanges: its Pools'
 * values and its Destiny. The PC's record keeps everything else (and may hold older values of
 * these; `withNumbers` brings them in when a record is needed).
 */
export interface DuskPcNumbers {
  might: number;
  speed: number;
  intellect: number;
  destiny: number;
}

export function pcNumbers(pc: HarmTarget & TaskActor): DuskPcNumbers {
  return { might: pc.pools.might.value, speed: pc.pools.speed.value, intellect: pc.pools.intellect.value, destiny: pc.destiny };
}

/** The PC's record with its kept numbers in (the same record when nothing differs). */
export function withNumbers<T extends HarmTarget & TaskActor>(pc: T, n: DuskPcNumbers): T {
  const pools = pc.pools;
  if (pools.might.value === n.might && pools.speed.value === n.speed && pools.intellect.value === n.intellect && pc.destiny === n.destiny) return pc;
  return { ...pc, pools: { might: poolAt(pools.might, n.might), speed: poolAt(pools.speed, n.speed), intellect: poolAt(pools.intellect, n.intellect) }, destiny: n.destiny };
}

/** A Pool at a value (the same Pool when it is already there). */
function poolAt(pool: Pools[Stat], value: number): Pools[Stat] {
  return pool.value === value ? pool : { max: pool.max, value };
}

/** What the kernel's last exchange did, in numbers (one record for the module, rewritten each time). */
export interface DuskKernelOut {
  hit: boolean;
  dealt: number;
  doom: number;
  effortLevels: number;
  /** The PC's injuries after the exchange (its state's record, `pc`, holds older Pool values and Destiny). */
  pcState: DuskPcState;
  pc: HarmTarget & TaskActor;
  /** The NPC's record: changed when a blow landed on it (the same record otherwise). */
  npc: ExchangeNpc;
}

/** Whether the kernel computes this request; the rest is the step machine's (`fastDuskExchange` hands it over). */
export function kernelComputes(request: Pick<ExchangeRequest, "stat" | "nature" | "damageKind" | "assets" | "ease" | "hinder">, pc: HarmTarget): boolean {
  return !(pc.dead || request.stat !== undefined || request.nature !== undefined || request.damageKind !== undefined || request.assets || request.ease || request.hinder);
}

/**
 * One exchange with numbers only, for the simulator's hot loop: the PC's Pool values and Destiny
 * come from and go back to `numbers`, the Doom in and out as numbers, the task played by
 * `fastTask`; the PC's injuries are a remembered state (`DuskPcState`) whose next state after a
 * blow, and after a wound roll's dice, the rules' `applyPcHarm` worked out once; the Destiny and
 * Doom a wound roll moves are `applyDestinedEffect`'s, remembered by the PC's book. An NPC's
 * record is touched only when a blow lands on it (`applyNpcHarm`). The result is written into
 * `out`. Only for requests `kernelComputes` accepts.
 */
export function duskKernel(
  direction: ExchangeRequest["direction"],
  state: DuskPcState,
  numbers: DuskPcNumbers,
  npc: ExchangeNpc,
  doom: number,
  damage: number | undefined,
  skillSteps: number,
  wounding: boolean,
  policies: { readonly player: DuskPolicy; readonly gm: DuskPolicy },
  dice: TapeDice,
  options: DuskOptions,
  out: DuskKernelOut,
): void {
  dice.reset();
  const pc = state.record;
  const stat = direction === "npcAttacks" ? DEFENCE_STAT.physical : "speed";
  const npcLevel = npc.level;
  let success = true;
  out.effortLevels = 0;
  // Routine before any Effort: no roll and nothing to decide (`startTask`).
  if (npcLevel + state.hinderSteps - Math.min(MAX_SKILL_STEPS, skillSteps) - Math.min(MAX_EFFORT_STEPS, pc.freeEffort ?? 0) > 0) {
    fastTask(npcLevel, skillSteps, state.hinderSteps, state.lightWounds, pc, numbers.destiny, numbers[stat], pc.pools[stat].max, doom, policies.player, policies.gm, dice, options);
    success = task.success;
    doom = task.doom;
    out.effortLevels = task.levels;
    numbers[stat] = task.pool;
    numbers.destiny = task.destiny;
  }
  const hit = direction === "pcAttacks" ? success : !success;
  out.hit = hit;
  out.dealt = 0;
  out.pcState = state;
  out.pc = pc;
  out.npc = npc;
  if (hit && direction === "pcAttacks") {
    const harm = applyNpcHarm(npc, damage ?? 0, dice, options, wounding);
    out.npc = harm.target;
    out.dealt = harm.dealt;
  } else if (hit) {
    const points = damage ?? npc.damage;
    const blow = state.blow(points);
    let next = blow.next;
    if (next === undefined) {
      // Health down to 0: the wound roll (DB-HP-3, DB-WND-1), its destined effect on Destiny and Doom.
      const dawn = dice.rollOne(12);
      const dusk = dice.rollOne(12);
      next = state.wounded(blow, points, dawn, dusk);
      const book = state.book;
      book.fortuneAfter(dawn, dusk, numbers.destiny, doom);
      numbers.destiny = book.destinyAfter;
      doom = book.doomAfter;
    }
    out.pcState = next;
    out.pc = next.record;
    out.dealt = blow.dealt;
  }
  out.doom = doom;
}

const kernelOut: DuskKernelOut = { hit: false, dealt: 0, doom: 0, effortLevels: 0, pcState: undefined as unknown as DuskPcState, pc: undefined as unknown as HarmTarget & TaskActor, npc: undefined as unknown as ExchangeNpc };

/**
 * One exchange (`startExchange` + `stepExchange` answered by `duskAnswer`) with numbers only: the
 * kernel on the request's records. Requests with parts the kernel does not compute (another stat
 * or nature, assets, situational easing, a dead PC) are played by the step machine on the same
 * dice. A property test proves both agree.
 */
export function fastDuskExchange(request: ExchangeRequest, policies: { readonly player: DuskPolicy; readonly gm: DuskPolicy }, dice: TapeDice, options: DuskOptions = DEFAULT_DUSK_OPTIONS): FastDuskResult {
  dice.reset();
  const pc = request.pc;
  if (!kernelComputes(request, pc)) return duskHandOff(request, policies, dice, options);
  const numbers = pcNumbers(pc);
  // A book for this one exchange: its states are worked out as they are met.
  const state = new DuskPcBook(pc, options).first();
  duskKernel(request.direction, state, numbers, request.npc, request.doom, request.damage, request.skill === undefined ? 0 : SKILL_STEPS[request.skill], request.wounding ?? false, policies, dice, options, kernelOut);
  return { hit: kernelOut.hit, dealt: kernelOut.dealt, pc: withNumbers(kernelOut.pc, numbers), npc: kernelOut.npc, doom: kernelOut.doom, effortLevels: kernelOut.effortLevels };
}

/** The step machine plays the exchange, answered by the policies. */
export function duskHandOff(request: ExchangeRequest, policies: { readonly player: DuskPolicy; readonly gm: DuskPolicy }, dice: TapeDice, options: DuskOptions): FastDuskResult {
  let step = startExchange(request, dice, options);
  while (step.pending) step = stepExchange(step.state, duskAnswer(policies.player, policies.gm, step.pending), dice);
  return fromStepState(step.state);
}

/** The step machine's final state in the fast path's terms. */
export function fromStepState(s: ExchangeState): FastDuskResult {
  return { hit: s.outcome?.hit ?? false, dealt: s.outcome?.dealt ?? 0, pc: s.pc, npc: s.npc, doom: s.doom, effortLevels: s.task.effortLevels };
}
