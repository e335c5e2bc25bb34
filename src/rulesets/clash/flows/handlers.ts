import { RulesError } from "../../../core/errors.js";
import { acceptRolledDice } from "../../../foundry/relay/accept-rolled.js";
import type { ExchangeActionRequest, ExchangeData, ExchangeHandler, ExchangeHandlers, ExchangeStep, JsonObject } from "../../../foundry/chat/exchange-types.js";
import { rollFormula, rollJson } from "../../../foundry/flows/dice.js";
import { readyWeapon, type CombatantSystem } from "../data/state.js";
import { payloadOf, payloadWithView } from "./card-view.js";
import { BUTTON_ICONS, BUTTON_LABELS, decisionOf, diceFor, pendingOf, pressClash, stateOf, type ClashPayload, type LiveSides } from "./clash-card.js";
import { chooseManeuvers } from "./dialog.js";
import type { LiveTarget } from "./maneuver-deltas.js";
import { FOLLOW_UP_KIND, followUpExchange, followUpJson, followUpOf, followUpPending, followUpState, pressFollowUp } from "./follow-up-card.js";
import { currentClashOptions } from "./options.js";

/**
 * The buttons of the clash card. `prepare` runs on the pressing user's client: it rolls what the
 * pending question needs (real Foundry rolls) or opens the maneuver chooser. `resolve` runs on the
 * active GM's client: it reads both actors as they are now, lets the pure card module answer with
 * the presser's dice, and returns the step whose AP, Luck, hit point and status changes the glue
 * applies (undoably). Nothing touches Foundry at import time.
 */

type StepRoll = { roll: JsonObject; purpose: string; role: string };

const ROLL_PURPOSES: Readonly<Record<string, string>> = {
  luckReroll: "FRAY.Clash.Roll.Reroll",
  forceReroll: "FRAY.Clash.Roll.ForcedReroll",
  rollAttack: "FRAY.Clash.Roll.Attack",
  rollReaction: "FRAY.Clash.Roll.Reaction",
  rollDamage: "FRAY.Clash.Roll.Damage",
  rollFollowUp: "FRAY.Clash.Roll.FollowUp",
};

/** Whose roll a press makes: a forced reroll is the other side's roll. */
function rollRole(payload: ClashPayload, action: string): string {
  const decision = decisionOf(payload);
  const decider = decision.type === "done" || decision.actorId === "GM" ? payload.attacker.uuid : decision.actorId;
  const deciderRole = decider === payload.defender.uuid ? "defender" : "attacker";
  if (action === "forceReroll") return deciderRole === "attacker" ? "defender" : "attacker";
  return deciderRole;
}

async function prepare(action: string, exchange: ExchangeData): Promise<JsonObject | null> {
  const payload = payloadOf(exchange.payload);
  const decision = decisionOf(payload);
  const data: JsonObject = {};
  if (action === "chooseManeuvers" && decision.type === "chooseManeuvers") {
    const winner = decision.actorId === payload.attacker.uuid ? payload.attacker : payload.defender;
    const loser = winner === payload.attacker ? payload.defender : payload.attacker;
    const maneuvers = decision.available.map((m) => ({ id: m.id, ...(payload.maneuvers[m.id] ?? { name: m.id, status: "" as const, followUp: null, stackable: m.stackable, description: "" }) }));
    const ids = await chooseManeuvers({ winner: winner.name, loser: loser.name, count: decision.count, maneuvers });
    if (ids === null) return null;
    data["maneuverIds"] = ids;
  }
  const values: number[] = [];
  const rolls: StepRoll[] = [];
  for (const formula of diceFor(payload, action)) {
    const rolled = await rollFormula(formula);
    values.push(...rolled.faces);
    rolls.push({ roll: rollJson(rolled.roll), purpose: ROLL_PURPOSES[action] ?? "FRAY.Clash.Roll.Reaction", role: rollRole(payload, action) });
  }
  return { ...data, values, rolls };
}

interface LiveActor {
  readonly uuid: string;
  readonly system?: unknown;
  readonly statuses?: Set<string>;
  readonly items?: { readonly contents: ReadonlyArray<{ readonly id: string | null; readonly uuid: string; readonly name: string; readonly type: string; readonly system: unknown }> };
}

function liveActor(uuid: string): LiveActor {
  const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as LiveActor | null;
  if (!(actor?.system as CombatantSystem | undefined)?.ap) throw new RulesError("FRAY.Clash.Error.ActorGone", { uuid });
  return actor!;
}

/** What a landed maneuver reads of its target now: statuses, action points, the weapon in hand. */
function liveTarget(actor: LiveActor): LiveTarget {
  const system = actor.system as CombatantSystem;
  const items = actor.items?.contents ?? [];
  const weapon = readyWeapon(system, items.map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, system: i.system })));
  const weaponUuid = weapon ? (items.find((i) => i.id === weapon.id)?.uuid ?? null) : null;
  return { statuses: [...(actor.statuses ?? [])], ap: system.ap.value, readyWeapon: weaponUuid };
}

function liveSide(uuid: string): LiveSides["attacker"] {
  const actor = liveActor(uuid);
  const system = actor.system as CombatantSystem;
  return { ...liveTarget(actor), luck: system.luck.value, hp: system.hp.value, hpMax: system.hp.max };
}

/** Reads both actors as they are now (another card may have spent their AP or hurt them since). */
export function liveSidesOf(payload: ClashPayload): LiveSides {
  return { attacker: liveSide(payload.attacker.uuid), defender: liveSide(payload.defender.uuid) };
}

function resolve(action: string, exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const payload = payloadOf(exchange.payload);
  const options = currentClashOptions();
  const dice = acceptRolledDice(diceFor(payload, action), request.data, ROLL_PURPOSES[action] ?? "FRAY.Clash.Roll.Reaction", rollRole(payload, action));
  const result = pressClash(payload, action, dice.faces, request.data, liveSidesOf(payload), options, Date.now());
  const closed = decisionOf(result.payload).type === "done";
  return {
    state: stateOf(result.payload),
    pending: pendingOf(result.payload),
    payload: payloadWithView(result.payload, options),
    resolution: closed ? { hitter: result.payload.state.resolution?.hitter ?? null, dealt: result.payload.state.damage?.dealt ?? 0 } : null,
    deltas: result.deltas,
    rolls: dice.rolls,
    opens: result.followUps.map((followUp) => followUpExchange(result.payload, followUp, request.messageId)),
  };
}

// ---------------------------------------------------------------- the follow-up card

async function prepareFollowUp(): Promise<JsonObject> {
  const rolled = await rollFormula("1d100");
  return { values: rolled.faces, rolls: [{ roll: rollJson(rolled.roll) }] };
}

function resolveFollowUpPress(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const payload = followUpOf(exchange.payload);
  const dice = acceptRolledDice(["1d100"], request.data, ROLL_PURPOSES["rollFollowUp"]!, "target");
  const target = liveActor(payload.target.uuid);
  const result = pressFollowUp(payload, "rollFollowUp", dice.faces, liveTarget(target), currentClashOptions());
  return {
    state: followUpState(result.payload),
    pending: followUpPending(result.payload),
    payload: followUpJson(result.payload),
    resolution: { result: result.payload.result },
    deltas: result.deltas,
    rolls: dice.rolls,
  };
}

function handler(action: string): ExchangeHandler {
  return {
    label: BUTTON_LABELS[action] ?? action,
    ...(BUTTON_ICONS[action] ? { icon: BUTTON_ICONS[action] } : {}),
    prepare: (exchange) => prepare(action, exchange),
    resolve: (exchange, request) => resolve(action, exchange, request),
  };
}

/** Handlers of the clash card and of a follow-up roll's card, by button action. */
export const CLASH_EXCHANGE_HANDLERS: ExchangeHandlers = {
  clash: Object.fromEntries(Object.keys(BUTTON_LABELS).map((action) => [action, handler(action)])),
  [FOLLOW_UP_KIND]: {
    rollFollowUp: { label: "FRAY.Clash.Button.RollFollowUp", icon: BUTTON_ICONS["rollFollowUp"]!, prepare: prepareFollowUp, resolve: resolveFollowUpPress },
  },
};
