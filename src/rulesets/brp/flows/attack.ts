import { ReplayDice } from "../../../core/dice.js";
import { formatFormula } from "../../../core/formula.js";
import { RulesError } from "../../../core/errors.js";
import { EXCHANGE_CLOSED, type JsonObject, type PendingDecision } from "../../../foundry/chat/exchange-types.js";
import { armorValue } from "../rules/armor.js";
import { answer, nextDecision, outcome, startExchange, type ExchangeAnswer, type ExchangeDecision, type ExchangeInput, type ExchangeOutcome, type ExchangeState } from "../rules/exchange.js";
import type { BrpHarm } from "../rules/harm.js";
import type { DefenceRound } from "../rules/defence.js";
import { BRP_DEFAULTS } from "../rules/options.js";
import { rulingsAt, type AttackRuling } from "../rules/rulings.js";

/**
 * The attack exchange between the rules' step machine and the chat card. The card's payload holds
 * the machine's state (its input and every answer so far) plus names for display; each button
 * press turns dice results into answers (`answersFor`) and the machine decides what comes next.
 * Nothing here touches Foundry: the Foundry handlers roll what `rollRequest` asks for.
 */

export interface ActorRef {
  readonly uuid: string | null;
  readonly name: string;
  readonly img: string;
}

export interface AttackPayload {
  readonly attacker: ActorRef;
  readonly defender: ActorRef;
  readonly weapon: { readonly name: string; readonly uuid: string | null };
  /** Names and UUIDs of the defender's parrying weapons and shields, by item id. */
  readonly items: Readonly<Record<string, { readonly name: string; readonly uuid: string | null }>>;
  /** The defender's characteristic rolls (Idea, Stamina, Luck), for the rolls the exchange asks of them. */
  readonly chances: { readonly idea: number; readonly stamina: number; readonly luck: number };
  readonly exchange: ExchangeState;
  /** Every die result asked of a button, in order, for the card's log. */
  readonly log: ReadonlyArray<{ readonly decision: ExchangeDecision["type"]; readonly values: readonly number[] }>;
}

/** Who decides a step: the attacker's owner, the defender's owner, or only a GM. */
export function deciderOf(decision: ExchangeDecision, payload: Pick<AttackPayload, "exchange" | "attacker" | "defender">): string | null {
  return decision.actorId === payload.exchange.input.defender.id ? payload.defender.uuid : payload.attacker.uuid;
}

/** Most parrying items a defender is offered buttons for (parry1 … parry4). */
export const MAX_PARRY_BUTTONS = 4;

/** The button action of each defence option: parry1…parry4 in order, dodge, noDefence. */
export function defenceActions(decision: Extract<ExchangeDecision, { type: "defenceChoice" }>): string[] {
  let parries = 0;
  return decision.options.map((option) => (option.kind === "parry" ? `parry${Math.min(++parries, MAX_PARRY_BUTTONS + 1)}` : option.kind === "dodge" ? "dodge" : "noDefence"));
}

const ROLL_ACTIONS: Partial<Record<ExchangeDecision["type"], string>> = {
  attackRoll: "rollAttack",
  ideaRoll: "rollIdea",
  defenceRoll: "rollDefence",
  damageRoll: "rollDamage",
  crushingResistance: "rollResistance",
  knockbackResistance: "rollResistance",
  hitLocation: "rollLocation",
  armorRoll: "rollArmor",
  stunStamina: "rollStamina",
  stunDuration: "rollStun",
  majorWoundRoll: "rollMajorWound",
  majorWoundLuck: "rollLuck",
  majorWoundLoss: "rollLoss",
  fumble: "rollFumble",
};

/** The button label of every attack-card action (full literal i18n keys). */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  parry1: "FRAY.Brp.Button.Parry1",
  parry2: "FRAY.Brp.Button.Parry2",
  parry3: "FRAY.Brp.Button.Parry3",
  parry4: "FRAY.Brp.Button.Parry4",
  dodge: "FRAY.Brp.Button.Dodge",
  noDefence: "FRAY.Brp.Button.NoDefence",
  takeCritical: "FRAY.Brp.Button.TakeCritical",
  takeSpecial: "FRAY.Brp.Button.TakeSpecial",
  rollAttack: "FRAY.Brp.Button.RollAttack",
  rollIdea: "FRAY.Brp.Button.RollIdea",
  rollDefence: "FRAY.Brp.Button.RollDefence",
  rollDamage: "FRAY.Brp.Button.RollDamage",
  rollResistance: "FRAY.Brp.Button.RollResistance",
  rollLocation: "FRAY.Brp.Button.RollLocation",
  rollArmor: "FRAY.Brp.Button.RollArmor",
  rollStamina: "FRAY.Brp.Button.RollStamina",
  rollStun: "FRAY.Brp.Button.RollStun",
  rollMajorWound: "FRAY.Brp.Button.RollMajorWound",
  rollLuck: "FRAY.Brp.Button.RollLuck",
  rollLoss: "FRAY.Brp.Button.RollLoss",
  rollFumble: "FRAY.Brp.Button.RollFumble",
};

/** The card button of each GM ruling (BRP-FVTT-7; handlers in rulings.ts, shown to GMs only). */
export const RULING_ACTIONS: Readonly<Record<AttackRuling, string>> = {
  unparryable: "gmUnparryable",
  knockbackSiz: "gmKnockbackSiz",
  majorWound: "gmMajorWound",
};

/** Button actions for a pending decision (each a key of the brp attack handlers): the decider's, then the GM's rulings. */
export function actionsFor(decision: ExchangeDecision): string[] {
  return [...deciderActions(decision), ...rulingsAt(decision).map((ruling) => RULING_ACTIONS[ruling])];
}

function deciderActions(decision: ExchangeDecision): string[] {
  if (decision.type === "defenceChoice") return defenceActions(decision).filter((a) => a !== `parry${MAX_PARRY_BUTTONS + 1}`);
  if (decision.type === "criticalOrSpecial") return ["takeCritical", "takeSpecial"];
  return [ROLL_ACTIONS[decision.type] ?? "rollAttack"];
}

export const PROMPTS: Readonly<Record<ExchangeDecision["type"], string>> = {
  attackRoll: "FRAY.Brp.Prompt.AttackRoll",
  defenceChoice: "FRAY.Brp.Prompt.DefenceChoice",
  ideaRoll: "FRAY.Brp.Prompt.IdeaRoll",
  defenceRoll: "FRAY.Brp.Prompt.DefenceRoll",
  criticalOrSpecial: "FRAY.Brp.Prompt.CriticalOrSpecial",
  damageRoll: "FRAY.Brp.Prompt.DamageRoll",
  crushingResistance: "FRAY.Brp.Prompt.CrushingResistance",
  hitLocation: "FRAY.Brp.Prompt.HitLocation",
  armorRoll: "FRAY.Brp.Prompt.ArmorRoll",
  knockbackResistance: "FRAY.Brp.Prompt.KnockbackResistance",
  stunStamina: "FRAY.Brp.Prompt.StunStamina",
  stunDuration: "FRAY.Brp.Prompt.StunDuration",
  majorWoundRoll: "FRAY.Brp.Prompt.MajorWoundRoll",
  majorWoundLuck: "FRAY.Brp.Prompt.MajorWoundLuck",
  majorWoundLoss: "FRAY.Brp.Prompt.MajorWoundLoss",
  fumble: "FRAY.Brp.Prompt.Fumble",
};

export function pendingOf(payload: AttackPayload): PendingDecision | null {
  const decision = nextDecision(payload.exchange);
  if (!decision) return null;
  return { actorUuid: deciderOf(decision, payload), actions: actionsFor(decision), prompt: PROMPTS[decision.type] };
}

/** The card's state name: the pending decision's type, or closed. */
export function stateOf(payload: AttackPayload): string {
  return nextDecision(payload.exchange)?.type ?? EXCHANGE_CLOSED;
}

/** What a button must roll before its answer can be given. */
export type RollRequest =
  | { readonly kind: "dice"; readonly formulas: readonly string[] }
  | { readonly kind: "fumble"; readonly table: Extract<ExchangeDecision, { type: "fumble" }>["table"] }
  | { readonly kind: "none" };

function defenceOption(decision: ExchangeDecision, action: string) {
  if (decision.type !== "defenceChoice") throw new RulesError("FRAY.Brp.Error.UnexpectedAnswer", { expected: decision.type, got: action });
  const index = defenceActions(decision).indexOf(action);
  const option = decision.options[index];
  if (!option) throw new RulesError("FRAY.Brp.Error.UnexpectedAnswer", { expected: decision.type, got: action });
  return { index, option };
}

export function rollRequest(payload: AttackPayload, action: string): RollRequest {
  const decision = nextDecision(payload.exchange);
  if (!decision) return { kind: "none" };
  switch (decision.type) {
    case "defenceChoice": {
      const { option } = defenceOption(decision, action);
      if (option.kind === "none") return { kind: "none" };
      return { kind: "dice", formulas: option.needsIdeaRoll ? ["1d100", "1d100"] : ["1d100"] };
    }
    case "criticalOrSpecial":
      return { kind: "none" };
    case "damageRoll":
      return { kind: "dice", formulas: [formatFormula(decision.plan.weapon), formatFormula(decision.plan.modifier)] };
    case "hitLocation":
      return { kind: "dice", formulas: ["1d20"] };
    case "stunDuration":
      return { kind: "dice", formulas: ["1d3"] };
    case "majorWoundLoss":
      return { kind: "dice", formulas: [`1d${decision.faces}`] };
    case "armorRoll":
      return { kind: "dice", formulas: decision.pieces.filter((p) => p.randomValue).map((p) => p.randomValue!) };
    case "fumble":
      return { kind: "fumble", table: decision.table };
    default:
      return { kind: "dice", formulas: ["1d100"] };
  }
}

/**
 * The answers one button press gives, from its action and the totals of the rolls `rollRequest`
 * asked for (for random armor: every die face in order).
 */
export function answersFor(payload: AttackPayload, action: string, values: readonly number[]): ExchangeAnswer[] {
  const decision = nextDecision(payload.exchange);
  if (!decision) return [];
  const v = (i: number) => {
    const x = values[i];
    if (x === undefined) throw new RulesError("FRAY.Brp.Error.MissingRoll", { step: decision.type });
    return x;
  };
  const c = payload.chances;
  switch (decision.type) {
    case "defenceChoice": {
      const { index, option } = defenceOption(decision, action);
      const out: ExchangeAnswer[] = [{ type: "defenceChoice", index }];
      if (option.kind === "none") return out;
      if (option.needsIdeaRoll) {
        const idea = v(0) <= c.idea;
        out.push({ type: "ideaRoll", succeeded: idea });
        if (idea) out.push({ type: "defenceRoll", value: v(1) });
        return out;
      }
      return [...out, { type: "defenceRoll", value: v(0) }];
    }
    case "criticalOrSpecial":
      return [{ type: "criticalOrSpecial", take: action === "takeSpecial" ? "special" : "critical" }];
    case "ideaRoll":
      return [{ type: "ideaRoll", succeeded: v(0) <= c.idea }];
    case "stunStamina":
      return [{ type: "stunStamina", succeeded: v(0) <= c.stamina }];
    case "majorWoundLuck":
      return [{ type: "majorWoundLuck", succeeded: v(0) <= c.luck }];
    case "damageRoll":
      return [{ type: "damageRoll", weaponTotal: v(0), modifierTotal: v(1) }];
    case "armorRoll":
      return [{ type: "armorRoll", value: armorValue(decision.pieces, null, new ReplayDice(values), { randomArmor: true }) }];
    case "fumble":
      return [{ type: "fumble", rolls: values }];
    default:
      return [{ type: decision.type, value: v(0) }];
  }
}

/**
 * The exchange after one press. `currentHarm` is the defender's injuries as they are now (another
 * blow may have landed since the card was posted), so the damage lands on the live record;
 * `currentDefences` likewise this round's parries and dodges when the defence is chosen.
 */
export function advanceAttack(payload: AttackPayload, action: string, values: readonly number[], currentHarm?: BrpHarm, currentDefences?: DefenceRound): AttackPayload {
  const before = nextDecision(payload.exchange);
  let exchange = payload.exchange;
  if (currentHarm) exchange = { ...exchange, input: { ...exchange.input, defender: { ...exchange.input.defender, harm: currentHarm } } };
  // The −30% steps count the defences made up to the moment of choosing, on other cards too.
  if (currentDefences && before?.type === "defenceChoice") exchange = { ...exchange, input: { ...exchange.input, defender: { ...exchange.input.defender, round: currentDefences } } };
  for (const a of answersFor({ ...payload, exchange }, action, values)) exchange = answer(exchange, a);
  return { ...payload, exchange, log: before ? [...payload.log, { decision: before.type, values: [...values] }] : payload.log };
}

export interface NewAttack {
  readonly attacker: ActorRef;
  readonly defender: ActorRef;
  readonly weapon: AttackPayload["weapon"];
  readonly items: AttackPayload["items"];
  readonly chances: AttackPayload["chances"];
  readonly input: ExchangeInput;
}

/** The payload of a fresh attack card, with the attacker's d100 already rolled. */
export function startAttack(attack: NewAttack, attackRoll: number): AttackPayload {
  const exchange = answer(startExchange({ ...attack.input, options: attack.input.options ?? BRP_DEFAULTS }), { type: "attackRoll", value: attackRoll });
  return { attacker: attack.attacker, defender: attack.defender, weapon: attack.weapon, items: attack.items, chances: attack.chances, exchange, log: [{ decision: "attackRoll", values: [attackRoll] }] };
}

export function attackOutcome(payload: AttackPayload): ExchangeOutcome {
  return outcome(payload.exchange);
}

/** The payload as the JSON the exchange message stores. */
export function payloadJson(payload: AttackPayload): JsonObject {
  return JSON.parse(JSON.stringify(payload)) as JsonObject;
}
