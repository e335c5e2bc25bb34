import { RulesError } from "../../../core/errors.js";
import { ReplayDice, type Dice } from "../../../core/dice.js";
import type { JsonObject, PendingDecision, PlannedDelta } from "../../../core/exchange-plan.js";
import { startExchange, stepExchange, type ExchangeNpc, type ExchangeState } from "./exchange.js";
import type { HarmTarget } from "./harm.js";
import { startTask, stepTask, type DestinySpend, type TaskActor, type TaskDecision, type TaskInput, type TaskState } from "./task.js";
import type { DuskEvent } from "./events.js";
import type { Stat } from "./stats.js";
import type { SkillLevel } from "./difficulty.js";
import type { DuskOptions } from "./options.js";
import type { Wound } from "./wounds.js";
import type { FightSituation } from "./standing.js";

/**
 * The dusk roll card, pure (DB-FVTT-5): a task, an attack on an NPC or a defence against one. The
 * player's client sends only its choices and its two d12; the GM side replays them through the
 * rules against the actors as they are now and returns the next step, the changes to apply, and
 * the Doom the GM's pool moves to. Each state of the card is plain JSON kept in its payload.
 */

export type CardMode = "task" | "attack" | "defence";

export interface CardRef {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
}

export interface CardRequest {
  readonly stat: Stat;
  readonly difficulty: number;
  readonly skill: SkillLevel;
  readonly assets: number;
  readonly effort: number;
  readonly ease: number;
  readonly hinder: number;
  readonly initialCost: number;
  readonly takingTwenty: boolean;
  readonly secret: boolean;
}

export interface DuskCardPayload {
  readonly mode: CardMode;
  readonly pc: CardRef;
  readonly npc: CardRef | null;
  /** What is being done: the task's name, the weapon, the NPC's attack. */
  readonly label: string;
  /** Damage of the blow (weapon or NPC). */
  readonly damage: number;
  /** Choices the roll was made with; absent while a defence waits for its roll. */
  readonly request: CardRequest | null;
  readonly task: TaskState | null;
  readonly exchange: ExchangeState | null;
  readonly round: number;
  /** A defence card: what the fight said as the NPC attacked (Take Cover, Defend …), kept for the roll to come. */
  readonly fight?: FightSituation | null;
  /** A Short move's Speed roll (DB-ACT-1): whose move the GM records once the card is final. */
  readonly move?: FightRef;
  /** An Intercept (DB-ACT-8, DB-ACT-10): the interceptor; a hit deals no damage and makes its target Intercepted. */
  readonly intercept?: FightRef;
}

/** A combatant of a running fight, named on a card whose result the fight records. */
export interface FightRef {
  readonly combatId: string;
  readonly combatantId: string;
}

/** Live documents the GM reads before each step. */
export interface LiveParties {
  readonly pc: TaskActor & HarmTarget;
  readonly npc: ExchangeNpc | null;
  readonly doom: number;
  /** A new wound item's name (localized on the GM's client). */
  readonly woundName?: (type: string) => string;
}

export interface CardStep {
  readonly payload: DuskCardPayload;
  readonly pending: PendingDecision | null;
  readonly deltas: PlannedDelta[];
  readonly doom: number;
  readonly events: DuskEvent[];
}

/** Two whole numbers in 1..12: all a player's client may contribute to a roll. */
export function requireTwoD12(dice: unknown): [number, number] {
  if (!Array.isArray(dice) || dice.length !== 2 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 12)) throw new RulesError("FRAY.Dusk.Refusal.BadDice", {});
  return [dice[0] as number, dice[1] as number];
}

/** The player's dice first, then dice the GM's client rolls (a wound roll after a hit). */
export class PlayerThenGmDice implements Dice {
  constructor(
    private readonly player: ReplayDice,
    private readonly gm: Dice,
  ) {}
  roll(count: number, faces: number, purpose?: string): number[] {
    return this.player.remaining >= count ? this.player.roll(count, faces, purpose) : this.gm.roll(count, faces, purpose);
  }
}

/** What each pending rules decision becomes on the card: who presses and which buttons. */
export function pendingFor(decision: TaskDecision | undefined, pcUuid: string): PendingDecision | null {
  if (!decision) return null;
  if (decision.type === "spendDoom") return { actorUuid: null, actions: ["doomHinder", "doomPass"], prompt: "FRAY.Dusk.Card.DoomPrompt" };
  if (decision.type === "spendDestiny") {
    const ease = decision.canEaseTarget ? ["destinyEase"] : [];
    return { actorUuid: pcUuid, actions: [...ease, "destinyReroll", "destinyRegainMight", "destinyRegainSpeed", "destinyRegainIntellect", "destinyKeep"], prompt: "FRAY.Dusk.Card.DestinyPrompt" };
  }
  return null;
}

/** The card's first step: the rules run from the player's choices and dice to their first decision. */
export function settle(payload: DuskCardPayload, request: CardRequest, dice: Dice, live: LiveParties, options: DuskOptions): CardStep {
  if (payload.mode === "task") {
    let step = startTask({ stat: request.stat, difficulty: request.difficulty, skill: request.skill, assets: request.assets, ease: request.ease, hinder: request.hinder, initialCost: request.initialCost, takingTwenty: request.takingTwenty, purpose: "task" }, live.pc, live.doom, options);
    const events = [...step.events];
    if (step.pending?.type === "chooseEffort") {
      step = stepTask(step.state, { type: "effort", levels: Math.max(request.effort, step.pending.minLevels) }, dice);
      events.push(...step.events);
    }
    return taskStep({ ...payload, request }, step.state, step.pending, events, live);
  }
  if (!live.npc) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
  let step = startExchange(
    {
      direction: payload.mode === "attack" ? "pcAttacks" : "npcAttacks",
      pc: live.pc,
      npc: live.npc,
      doom: live.doom,
      damage: payload.damage,
      stat: request.stat,
      skill: request.skill,
      assets: request.assets,
      ease: request.ease,
      hinder: request.hinder,
      round: payload.round,
    },
    dice,
    options,
  );
  const events = [...step.events];
  if (step.pending?.type === "chooseEffort") {
    step = stepExchange(step.state, { type: "effort", levels: request.effort }, dice);
    events.push(...step.events);
  }
  return exchangeStep({ ...payload, request }, step.state, step.pending, events, live);
}

/** A later decision on the card: the GM's Doom or the player's Destiny. */
export function decide(payload: DuskCardPayload, input: TaskInput, dice: Dice, live: LiveParties): CardStep {
  if (payload.exchange) {
    const step = stepExchange(payload.exchange, input, dice);
    return exchangeStep(payload, step.state, step.pending, step.events, live);
  }
  if (!payload.task) throw new RulesError("FRAY.Dusk.Error.WrongStep", { stage: "none", input: input.type });
  const step = stepTask(payload.task, input, dice);
  return taskStep(payload, step.state, step.pending, step.events, live);
}

/** The rules input behind each card button. */
export function inputFor(action: string): TaskInput {
  const destiny = (spend: DestinySpend): TaskInput => ({ type: "destiny", spend: [spend] });
  switch (action) {
    case "doomHinder":
      return { type: "doom", hinderSteps: 1 };
    case "doomPass":
      return { type: "doom", hinderSteps: 0 };
    case "destinyEase":
      return destiny({ use: "easeTarget" });
    case "destinyReroll":
      return destiny({ use: "reroll" });
    case "destinyRegainMight":
      return destiny({ use: "regain", stat: "might" });
    case "destinyRegainSpeed":
      return destiny({ use: "regain", stat: "speed" });
    case "destinyRegainIntellect":
      return destiny({ use: "regain", stat: "intellect" });
    case "destinyKeep":
      return { type: "destiny", spend: [] };
  }
  throw new RulesError("FRAY.Dusk.Error.WrongStep", { stage: "card", input: action });
}

function taskStep(payload: DuskCardPayload, state: TaskState, pending: TaskDecision | undefined, events: DuskEvent[], live: LiveParties): CardStep {
  const after = { ...live.pc, pools: state.actor.pools, destiny: state.actor.destiny };
  return { payload: { ...payload, task: state }, pending: pendingFor(pending, payload.pc.uuid), deltas: pcDeltas(payload.pc.uuid, live.pc, after, live.woundName), doom: state.doom, events };
}

function exchangeStep(payload: DuskCardPayload, state: ExchangeState, pending: TaskDecision | undefined, events: DuskEvent[], live: LiveParties): CardStep {
  const deltas = pcDeltas(payload.pc.uuid, live.pc, state.pc, live.woundName);
  if (payload.npc && live.npc) deltas.push(...npcDeltas(payload.npc.uuid, live.npc, state.npc, live.woundName));
  if (state.outcome && payload.mode === "defence" && events.some((e) => e.type === "conditionAdded")) deltas.push({ kind: "status", actorUuid: payload.pc.uuid, statusId: "stunned", active: true });
  // An Intercept that hits deals nothing (its damage is 0) and makes its target Intercepted (DB-ACT-8 b).
  const intercepted = payload.mode === "attack" ? payload.npc?.uuid : payload.pc.uuid;
  if (payload.intercept && state.outcome?.hit && intercepted) deltas.push({ kind: "status", actorUuid: intercepted, statusId: "intercepted", active: true });
  return { payload: { ...payload, exchange: state, task: state.task }, pending: pendingFor(pending, payload.pc.uuid), deltas, doom: state.doom, events };
}

const woundItem = (w: Wound, name: string): JsonObject => ({ name, type: "duskWound", system: { woundType: w.type, value: w.value, deferred: w.deferred, description: "" } });
const woundKey = (type: string) => `FRAY.Dusk.Wound.${type}`;

/** What changed on the character, as document changes. */
export function pcDeltas(uuid: string, before: TaskActor & HarmTarget, after: TaskActor & HarmTarget, woundName: (type: string) => string = woundKey): PlannedDelta[] {
  const deltas: PlannedDelta[] = [];
  for (const stat of ["might", "speed", "intellect"] as const) {
    if (after.pools[stat].value !== before.pools[stat].value) deltas.push({ kind: "update", uuid, path: `system.pools.${stat}.value`, to: after.pools[stat].value });
  }
  if (after.destiny !== before.destiny) deltas.push({ kind: "update", uuid, path: "system.destiny", to: after.destiny });
  if (after.health !== before.health) deltas.push({ kind: "update", uuid, path: "system.health.value", to: after.health });
  if (after.regainOnNextAction !== before.regainOnNextAction) deltas.push({ kind: "update", uuid, path: "system.regainOnNextAction", to: after.regainOnNextAction });
  for (const wound of (after.wounds ?? []).slice((before.wounds ?? []).length)) deltas.push({ kind: "create", parentUuid: uuid, documentName: "Item", data: woundItem(wound, woundName(wound.type)) });
  if (after.dead && !before.dead) deltas.push({ kind: "status", actorUuid: uuid, statusId: "dead", active: true });
  return deltas;
}

export function npcDeltas(uuid: string, before: ExchangeNpc, after: ExchangeNpc, woundName: (type: string) => string = woundKey): PlannedDelta[] {
  const deltas: PlannedDelta[] = [];
  if (after.health !== before.health) deltas.push({ kind: "update", uuid, path: "system.health.value", to: after.health });
  for (const wound of after.wounds.slice(before.wounds.length)) deltas.push({ kind: "create", parentUuid: uuid, documentName: "Item", data: woundItem(wound, woundName(wound.type)) });
  if (after.dead && !before.dead) deltas.push({ kind: "status", actorUuid: uuid, statusId: "dead", active: true });
  if (after.incapacitated && !before.incapacitated) deltas.push({ kind: "status", actorUuid: uuid, statusId: "unconscious", active: true });
  return deltas;
}
