import { ReplayDice } from "../../../core/dice.js";
import { RulesError } from "../../../core/errors.js";
import { STATUS_FOR_EVENT } from "../../../core/vocabulary.js";
import { EXCHANGE_CLOSED, type JsonObject, type PendingDecision, type PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { answer, followUpRequests, pendingDecision, startExchange, type ClashOptions, type ExchangeChoice, type ExchangeDecision, type ExchangeEvent, type ExchangeInput, type ExchangeState, type FollowUpRequest } from "../rules/index.js";
import type { ManeuverStatus, SkillKey } from "../data/specs.js";
import { maneuverDeltas, type LiveTarget } from "./maneuver-deltas.js";

/**
 * One clash on a chat card, between the rules' step machine and the shared exchange card. The
 * card's payload holds the machine's state plus names for display; each button press turns the
 * presser's dice into answers and the machine decides what comes next. The documents' changes
 * (AP, Luck, hit points, statuses) are planned here from the machine's events and the actors'
 * live values, and applied (undoably) by the GM relay. Pure: nothing here touches Foundry.
 */

export interface ActorRef {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
}

/** A reaction the defender can answer with, as the card shows it (same order as the rules' list). */
export interface ReactionView {
  readonly id: string;
  /** i18n key (a built-in action) or the action item's name. */
  readonly name: string;
  readonly item: string | null;
  readonly skillKey: SkillKey;
  readonly skill: number;
  readonly dealsDamage: boolean;
}

export interface ManeuverView {
  readonly name: string;
  readonly status: ManeuverStatus;
  readonly followUp: SkillKey | null;
  readonly stackable: boolean;
  readonly description: string;
}

export interface ClashPayload {
  readonly attacker: ActorRef;
  readonly defender: ActorRef;
  readonly action: { readonly key: string; readonly name: string; readonly item: string | null; readonly skillKey: SkillKey; readonly skill: number };
  readonly reactions: readonly ReactionView[];
  /** Names and effects of every maneuver either side may win, by id. */
  readonly maneuvers: Readonly<Record<string, ManeuverView>>;
  readonly state: ExchangeState;
  /** When the defender's pending choice times out (ms since the epoch), or null (DL-FVTT-7). */
  readonly deadline: number | null;
  /** Hit points of the side that took damage, before and after (for the card). */
  readonly hp: { readonly before: number; readonly after: number; readonly max: number } | null;
  /** Whether the rolled damage has been applied (its own step, after the card shows damage − armor). */
  readonly applied: boolean;
  /** The follow-up rolls handed to cards of their own (DL-FVTT-4 (6)), or null while none were. */
  readonly followUpCards: readonly FollowUpRequest[] | null;
}

/** What the card waits for: the rules' question, or applying the rolled damage. */
export type CardDecision = ExchangeDecision | { readonly type: "applyDamage"; readonly actorId: string; readonly targetId: string; readonly dealt: number };

/** Most reactions offered as buttons on the card (the button row wraps; see the many-reactions fixture). */
export const MAX_REACTIONS = 12;
const REACT_ACTIONS: readonly string[] = Array.from({ length: MAX_REACTIONS }, (_, i) => `react${i + 1}`);

/** The label of every card button (full literal keys; reactions are relabelled per card). */
export const BUTTON_LABELS: Readonly<Record<string, string>> = {
  luckReroll: "FRAY.Clash.Button.LuckReroll",
  luckFlip: "FRAY.Clash.Button.LuckFlip",
  luckPass: "FRAY.Clash.Button.LuckPass",
  forceReroll: "FRAY.Clash.Button.ForceReroll",
  keepRoll: "FRAY.Clash.Button.KeepRoll",
  noReaction: "FRAY.Clash.Button.NoReaction",
  ...Object.fromEntries(REACT_ACTIONS.map((action) => [action, "FRAY.Clash.Button.React"])),
  rollAttack: "FRAY.Clash.Button.RollAttack",
  rollReaction: "FRAY.Clash.Button.RollReaction",
  chooseManeuvers: "FRAY.Clash.Button.ChooseManeuvers",
  rollDamage: "FRAY.Clash.Button.RollDamage",
  applyDamage: "FRAY.Clash.Button.ApplyDamage",
  rollFollowUp: "FRAY.Clash.Button.RollFollowUp",
  adjudicate: "FRAY.Clash.Button.Adjudicate",
};

export const BUTTON_ICONS: Readonly<Record<string, string>> = {
  luckReroll: "fa-solid fa-clover",
  luckFlip: "fa-solid fa-right-left",
  forceReroll: "fa-solid fa-clover",
  noReaction: "fa-solid fa-ban",
  chooseManeuvers: "fa-solid fa-list-check",
  rollDamage: "fa-solid fa-burst",
  applyDamage: "fa-solid fa-heart-crack",
  rollFollowUp: "fa-solid fa-dice-d20",
  adjudicate: "fa-solid fa-gavel",
};

/** The prompt above the buttons for each kind of question. */
const PROMPTS = {
  attackerOwnFailure: "FRAY.Clash.Prompt.AttackerLuck",
  defenderForcesReroll: "FRAY.Clash.Prompt.DefenderForce",
  attackerForcesReroll: "FRAY.Clash.Prompt.AttackerForce",
  defenderOwnFailure: "FRAY.Clash.Prompt.DefenderLuck",
  react: "FRAY.Clash.Prompt.React",
  roll: "FRAY.Clash.Prompt.Roll",
  chooseManeuvers: "FRAY.Clash.Prompt.ChooseManeuvers",
  rollDamage: "FRAY.Clash.Prompt.RollDamage",
  applyDamage: "FRAY.Clash.Prompt.ApplyDamage",
  followUpRoll: "FRAY.Clash.Prompt.FollowUp",
  adjudicate: "FRAY.Clash.Prompt.Adjudicate",
} as const;

// ---------------------------------------------------------------- starting

export interface NewClash {
  readonly attacker: ActorRef;
  readonly defender: ActorRef;
  readonly action: ClashPayload["action"];
  readonly reactions: readonly ReactionView[];
  readonly maneuvers: ClashPayload["maneuvers"];
  /** The rules' input; combatant ids are the actors' UUIDs. */
  readonly input: ExchangeInput;
}

/**
 * DL-FLOW-1/2: the clash after the attacker spent 1 AP and rolled `face` on the d100. `now` and
 * the options' reaction timeout set the defender's deadline when the card waits on them.
 */
export function startClash(clash: NewClash, face: number, options: ClashOptions, now: number): ClashPayload {
  const started = startExchange(clash.input, options);
  const state = answer(started, { type: "roll" }, new ReplayDice([face]));
  const payload: ClashPayload = { attacker: clash.attacker, defender: clash.defender, action: clash.action, reactions: clash.reactions.slice(0, MAX_REACTIONS), maneuvers: clash.maneuvers, state, deadline: null, hp: null, applied: false, followUpCards: null };
  return { ...payload, deadline: deadlineFor(payload, options, now) };
}

// ---------------------------------------------------------------- what the card waits for

/**
 * The card's question: rolled damage waits for its own Apply press before anything after it, and
 * once the follow-up rolls are handed to their own cards this card has nothing more to ask.
 */
export function decisionOf(payload: ClashPayload): CardDecision {
  const decision = pendingDecision(payload.state);
  const damage = payload.state.damage;
  const afterDamage = decision.type === "followUpRoll" || decision.type === "done" || decision.type === "adjudicate";
  if (damage && damage.dealt > 0 && !payload.applied && afterDamage) return { type: "applyDamage", actorId: damage.actorId, targetId: damage.targetId, dealt: damage.dealt };
  if (decision.type === "followUpRoll" && payload.followUpCards !== null) return pendingDecision({ ...payload.state, step: "done" });
  return decision;
}

/** The defender's out-of-turn choices, which the timer and the GM may settle for them (DL-FVTT-7). */
export function awaitsDefenderChoice(decision: CardDecision): boolean {
  return decision.type === "react" || (decision.type === "luck" && decision.window === "defenderForcesReroll");
}

/** Button actions for the pending decision (each a key of the clash handlers). */
export function actionsFor(decision: CardDecision, payload: ClashPayload): string[] {
  switch (decision.type) {
    case "luck":
      if (decision.window === "defenderForcesReroll") return ["forceReroll", "keepRoll", "noReaction"];
      if (decision.window === "attackerForcesReroll") return ["forceReroll", "luckPass"];
      return ["luckReroll", "luckFlip", "luckPass"];
    case "react":
      return [...REACT_ACTIONS.slice(0, Math.min(decision.reactionIds.length, payload.reactions.length)), "noReaction"];
    case "roll":
      return [decision.step === "attackerRoll" ? "rollAttack" : "rollReaction"];
    case "chooseManeuvers":
      return ["chooseManeuvers"];
    case "rollDamage":
      return ["rollDamage"];
    case "applyDamage":
      return ["applyDamage"];
    case "followUpRoll":
      return ["rollFollowUp"];
    case "adjudicate":
      return ["adjudicate"];
    case "done":
      return [];
  }
}

export function pendingOf(payload: ClashPayload): PendingDecision | null {
  const decision = decisionOf(payload);
  if (decision.type === "done") return null;
  const prompt = decision.type === "luck" ? PROMPTS[decision.window] : PROMPTS[decision.type];
  return { actorUuid: decision.actorId === "GM" ? null : decision.actorId, actions: actionsFor(decision, payload), prompt };
}

/** The card's state name: the pending question (with its Luck window), or closed. */
export function stateOf(payload: ClashPayload): string {
  const decision = decisionOf(payload);
  if (decision.type === "done") return EXCHANGE_CLOSED;
  return decision.type === "luck" ? decision.window : decision.type;
}

/** When the defender's choice times out, if the card now waits on one and the world sets a timer. */
export function deadlineFor(payload: ClashPayload, options: Pick<ClashOptions, "reactionTimeout">, now: number): number | null {
  return options.reactionTimeout > 0 && awaitsDefenderChoice(decisionOf(payload)) ? now + options.reactionTimeout * 1000 : null;
}

/** The d100 faces or damage formula a press must roll on the presser's client before it is sent. */
export function diceFor(payload: ClashPayload, action: string): string[] {
  const decision = decisionOf(payload);
  if (action === "luckReroll" || action === "forceReroll" || action === "rollAttack" || action === "rollReaction" || action === "rollFollowUp") return ["1d100"];
  if (REACT_ACTIONS.includes(action)) return ["1d100"];
  if (action === "rollDamage" && decision.type === "rollDamage") return [decision.formula];
  return [];
}

// ---------------------------------------------------------------- pressing a button

/** Live values of both actors as the GM reads them when a press arrives. */
export interface LiveSide extends LiveTarget {
  readonly luck: number;
  readonly hp: number;
  readonly hpMax: number;
}

export interface LiveSides {
  readonly attacker: LiveSide;
  readonly defender: LiveSide;
}

export interface PressResult {
  readonly payload: ClashPayload;
  readonly deltas: PlannedDelta[];
  /** Follow-up rolls this press handed to cards of their own (each opens one). */
  readonly followUps: readonly FollowUpRequest[];
}

function choicesFor(action: string, decision: CardDecision, payload: ClashPayload, data: JsonObject): ExchangeChoice[] {
  const unexpected = () => new RulesError("FRAY.Clash.Error.UnexpectedChoice", { expected: decision.type, got: action });
  if (!actionsFor(decision, payload).includes(action)) throw unexpected();
  switch (action) {
    case "luckReroll":
      return [{ type: "luck", use: "reroll" }];
    case "luckFlip":
      return [{ type: "luck", use: "flip" }];
    case "luckPass":
    case "keepRoll":
      return [{ type: "luck", use: "pass" }];
    case "forceReroll":
      return [{ type: "luck", use: "forceReroll" }];
    case "noReaction":
      return decision.type === "luck" ? [{ type: "luck", use: "pass" }, { type: "react", reactionId: null }] : [{ type: "react", reactionId: null }];
    case "chooseManeuvers": {
      const ids = data["maneuverIds"];
      if (!Array.isArray(ids) || ids.length > 3 || !ids.every((id) => typeof id === "string")) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "maneuverIds" });
      return [{ type: "chooseManeuvers", maneuverIds: ids as string[] }];
    }
    case "adjudicate":
      return [{ type: "acknowledge" }];
    default: {
      const slot = REACT_ACTIONS.indexOf(action);
      if (slot >= 0) {
        const reaction = payload.reactions[slot];
        if (!reaction) throw unexpected();
        return [{ type: "react", reactionId: reaction.id }, { type: "roll" }];
      }
      return [{ type: "roll" }];
    }
  }
}

/** The state with both sides' AP and Luck as the actors hold them now (another card may have spent some). */
function withLiveResources(state: ExchangeState, live: LiveSides): ExchangeState {
  return { ...state, attackerAp: live.attacker.ap, attackerLuck: live.attacker.luck, defenderAp: live.defender.ap, defenderLuck: live.defender.luck };
}

/**
 * One button press: the presser's dice (`values`, exactly as many as `diceFor` asked, each in
 * range) answer the pending question; the result is the next payload and the documents' changes.
 * A refusal (wrong question, wrong dice, no AP or Luck left) throws a RulesError and changes nothing.
 */
export function pressClash(payload: ClashPayload, action: string, values: readonly number[], data: JsonObject, live: LiveSides, options: ClashOptions, now: number): PressResult {
  const decision = decisionOf(payload);
  if (decision.type === "done") throw new RulesError("FRAY.Clash.Error.ExchangeOver", {});
  const pressed = decision.type === "applyDamage" ? applyDamage(payload, action, values, live) : answerRules(payload, decision, action, values, data, live);
  const { payload: handed, followUps } = handOffFollowUps(pressed.payload);
  const next: ClashPayload = { ...handed, deadline: null };
  return { payload: { ...next, deadline: deadlineFor(next, options, now) }, deltas: pressed.deltas, followUps };
}

/** A press the rules' step machine answers: every choice the action stands for, with the presser's dice. */
function answerRules(payload: ClashPayload, decision: ExchangeDecision, action: string, values: readonly number[], data: JsonObject, live: LiveSides): { payload: ClashPayload; deltas: PlannedDelta[] } {
  const choices = choicesFor(action, decision, payload, data);
  const dice = new ReplayDice(values);
  const before = withLiveResources(payload.state, live);
  let state = before;
  for (const [index, choice] of choices.entries()) {
    // A press's later answers (the reaction roll, "no reaction" after passing on Luck) apply only
    // while the clash still asks that question.
    if (index > 0 && pendingDecision(state).type !== choice.type) break;
    state = answer(state, choice, dice);
  }
  if (dice.remaining !== 0) throw new RulesError("FRAY.Clash.Error.WrongDice", { expected: diceFor(payload, action).join(", ") || "0" });
  const events = state.events.slice(before.events.length);
  return { payload: { ...payload, state }, deltas: plannedDeltas(payload, events, live) };
}

/** The Apply press: the damage the card shows (rolled − armor) comes off the target's hit points now. */
function applyDamage(payload: ClashPayload, action: string, values: readonly number[], live: LiveSides): { payload: ClashPayload; deltas: PlannedDelta[] } {
  const damage = payload.state.damage;
  if (action !== "applyDamage" || !damage) throw new RulesError("FRAY.Clash.Error.UnexpectedChoice", { expected: "applyDamage", got: action });
  if (values.length !== 0) throw new RulesError("FRAY.Clash.Error.WrongDice", { expected: "0" });
  const side = damage.targetId === payload.attacker.uuid ? "attacker" : "defender";
  const now = live[side];
  const after = Math.max(0, now.hp - damage.dealt);
  const deltas: PlannedDelta[] = [{ kind: "update", uuid: damage.targetId, path: "system.hp.value", to: after }];
  // DL-CLASH-5 proposal: at 0 hit points a combatant is out of the fight.
  if (after === 0 && !now.statuses.includes(STATUS_FOR_EVENT.unconscious)) deltas.push({ kind: "status", actorUuid: damage.targetId, statusId: STATUS_FOR_EVENT.unconscious, active: true });
  return { payload: { ...payload, applied: true, hp: { before: now.hp, after, max: now.hpMax } }, deltas };
}

/** Once the clash only waits on follow-up rolls, they go to cards of their own and this card closes. */
function handOffFollowUps(payload: ClashPayload): { payload: ClashPayload; followUps: FollowUpRequest[] } {
  if (payload.followUpCards !== null || decisionOf(payload).type !== "followUpRoll") return { payload, followUps: [] };
  const followUps = followUpRequests(payload.state);
  return { payload: { ...payload, followUpCards: followUps }, followUps };
}

/** The documents' changes one press's events call for, from the live values (relative to now). */
function plannedDeltas(payload: ClashPayload, events: readonly ExchangeEvent[], live: LiveSides): PlannedDelta[] {
  const sideOf = (actorId: string): "attacker" | "defender" => (actorId === payload.attacker.uuid ? "attacker" : "defender");
  const spent = { attacker: { ap: 0, luck: 0 }, defender: { ap: 0, luck: 0 } };
  const statuses: Array<{ uuid: string; status: string }> = [];
  for (const event of events) {
    if (event.type === "spent") spent[sideOf(event.actorId)][event.resource] += event.amount;
    if (event.type === "maneuversChosen") {
      const loser = sideOf(event.actorId) === "attacker" ? payload.defender.uuid : payload.attacker.uuid;
      for (const id of event.maneuverIds) {
        const m = payload.maneuvers[id];
        if (m && !m.followUp && m.status) statuses.push({ uuid: loser, status: m.status });
      }
    }
  }
  const deltas: PlannedDelta[] = [];
  for (const side of ["attacker", "defender"] as const) {
    const uuid = payload[side].uuid;
    // Another card may have spent what this press needs since this one was posted.
    if (spent[side].ap > live[side].ap) throw new RulesError("FRAY.Clash.Error.NotEnoughAp", { id: payload[side].name, ap: live[side].ap, cost: spent[side].ap });
    if (spent[side].luck > live[side].luck) throw new RulesError("FRAY.Clash.Error.NoLuck", { actor: payload[side].name });
    if (spent[side].ap > 0) deltas.push({ kind: "update", uuid, path: "system.ap.value", to: live[side].ap - spent[side].ap });
    if (spent[side].luck > 0) deltas.push({ kind: "update", uuid, path: "system.luck.value", to: live[side].luck - spent[side].luck });
  }
  for (const side of ["attacker", "defender"] as const) {
    const uuid = payload[side].uuid;
    const landed = statuses.filter((s) => s.uuid === uuid).map((s) => s.status);
    if (landed.length > 0) deltas.push(...maneuverDeltas(uuid, landed, live[side]));
  }
  return deltas;
}

/** The payload as the JSON the exchange message stores. */
export function payloadJson(payload: ClashPayload): JsonObject {
  return JSON.parse(JSON.stringify(payload)) as JsonObject;
}
