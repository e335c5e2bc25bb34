import { RulesError } from "../../../core/errors.js";
import { ReplayDice } from "../../../core/dice.js";
import type { ExchangeActionRequest, ExchangeData, ExchangeHandler, ExchangeHandlers, ExchangeStep, JsonObject } from "../../../foundry/chat/exchange-types.js";
import { FoundryDice } from "../../../foundry/dice/foundry-dice.js";
import { rollJson } from "../../../foundry/flows/dice.js";
import { localize } from "../../../foundry/flows/notify.js";
import { EXCHANGE_CLOSED } from "../../../foundry/chat/exchange-types.js";
import { PlayerThenGmDice, decide, inputFor, requireTwoD12, settle, type CardRequest, type CardStep, type DuskCardPayload, type LiveParties } from "./card.js";
import { cardView } from "./view.js";
import { currentDoom, setDoom } from "./doom.js";
import { actorAt, liveNpc, livePc } from "./live.js";
import { currentDuskOptions } from "./options.js";
import { defenceChoices } from "./actions.js";
import { rollDawnDusk } from "./roll.js";

/**
 * The buttons of the dusk roll card. The GM side (`resolve`) reads the actors as they are now,
 * replays the player's two d12 through the rules, rolls any wound roll itself, moves the Doom
 * pool, and returns the changes for the glue to apply and record (undoable from the card).
 */

export interface StoredPayload extends DuskCardPayload {
  /** The player's Dawn and Dusk dice for the step the GM settles next. */
  readonly dice: number[] | null;
}

/** Payloads are written by this slice only; the shape is checked where it matters (dice, request). */
export function payloadOf(json: JsonObject): StoredPayload {
  return json as unknown as StoredPayload;
}

export function payloadWithView(payload: StoredPayload): JsonObject {
  return JSON.parse(JSON.stringify({ ...payload, view: cardView(payload) })) as JsonObject;
}

function liveParties(payload: DuskCardPayload): LiveParties {
  return {
    pc: livePc(actorAt(payload.pc.uuid)),
    npc: payload.npc ? liveNpc(actorAt(payload.npc.uuid)) : null,
    doom: currentDoom(),
    woundName: (type) => localize(`FRAY.Dusk.Wound.${type}`),
  };
}

function requireRequest(value: unknown): CardRequest {
  if (typeof value !== "object" || value === null) throw new RulesError("FRAY.Dusk.Refusal.BadDice", {});
  return value as CardRequest;
}

/** Turns a card step into the glue's step: state, pending buttons, deltas, rolls; moves Doom. */
async function finishStep(step: CardStep, gmDice: FoundryDice): Promise<ExchangeStep> {
  await setDoom(step.doom);
  const stored: StoredPayload = { ...step.payload, dice: null };
  return {
    state: step.pending ? "open" : EXCHANGE_CLOSED,
    pending: step.pending,
    payload: payloadWithView(stored),
    resolution: step.pending ? null : { success: step.payload.task?.outcome?.success ?? false },
    deltas: step.deltas,
    rolls: gmDice.rolls.map((roll) => ({ roll: rollJson(roll) as unknown as JsonObject, purpose: "FRAY.Dusk.Roll.Wound", role: "defender" })),
  };
}

/** GM: the player's roll as posted (a task or an attack). */
async function resolveSettle(exchange: ExchangeData): Promise<ExchangeStep> {
  const payload = payloadOf(exchange.payload);
  const gmDice = new FoundryDice();
  const dice = new PlayerThenGmDice(new ReplayDice(requireTwoD12(payload.dice)), gmDice);
  return finishStep(settle(payload, requireRequest(payload.request), dice, liveParties(payload), currentDuskOptions()), gmDice);
}

/** GM: a defence rolled from the card by the character's owner (or the GM for an absent player). */
async function resolveDefend(exchange: ExchangeData, request: ExchangeActionRequest): Promise<ExchangeStep> {
  const payload = payloadOf(exchange.payload);
  const gmDice = new FoundryDice();
  const dice = new PlayerThenGmDice(new ReplayDice(requireTwoD12(request.data["dice"])), gmDice);
  const step = await finishStep(settle(payload, requireRequest(request.data["request"]), dice, liveParties(payload), currentDuskOptions()), gmDice);
  const roll = request.data["roll"];
  return roll && typeof roll === "object" && !Array.isArray(roll) ? { ...step, rolls: [{ roll: roll, purpose: "FRAY.Dusk.Roll.Defence", role: "defender" }, ...(step.rolls ?? [])] } : step;
}

/** GM: a Doom or Destiny choice; a reroll brings the player's two new dice. */
async function resolveDecision(exchange: ExchangeData, request: ExchangeActionRequest): Promise<ExchangeStep> {
  const payload = payloadOf(exchange.payload);
  const gmDice = new FoundryDice();
  const given = request.action === "destinyReroll" ? requireTwoD12(request.data["dice"]) : [];
  const dice = new PlayerThenGmDice(new ReplayDice(given), gmDice);
  const step = await finishStep(decide(payload, inputFor(request.action), dice, liveParties(payload)), gmDice);
  const roll = request.data["roll"];
  return roll && typeof roll === "object" && !Array.isArray(roll) ? { ...step, rolls: [{ roll, purpose: "FRAY.Dusk.Roll.Reroll", role: "actor" }, ...(step.rolls ?? [])] } : step;
}

const LABELS: Readonly<Record<string, string>> = {
  settle: "FRAY.Dusk.Button.Settle",
  defend: "FRAY.Dusk.Button.Defend",
  doomHinder: "FRAY.Dusk.Button.DoomHinder",
  doomPass: "FRAY.Dusk.Button.DoomPass",
  destinyEase: "FRAY.Dusk.Button.DestinyEase",
  destinyReroll: "FRAY.Dusk.Button.DestinyReroll",
  destinyRegainMight: "FRAY.Dusk.Button.RegainMight",
  destinyRegainSpeed: "FRAY.Dusk.Button.RegainSpeed",
  destinyRegainIntellect: "FRAY.Dusk.Button.RegainIntellect",
  destinyKeep: "FRAY.Dusk.Button.DestinyKeep",
};

const decision = (action: string): ExchangeHandler => ({
  label: LABELS[action] ?? action,
  ...(action === "destinyReroll"
    ? {
        prepare: async () => {
          const rolled = await rollDawnDusk();
          return { dice: rolled.dice, roll: rollJson(rolled.roll) as unknown as JsonObject };
        },
      }
    : {}),
  resolve: resolveDecision,
});

const handlers: Record<string, ExchangeHandler> = {
  settle: { label: LABELS["settle"]!, resolve: resolveSettle },
  defend: {
    label: LABELS["defend"]!,
    icon: "fa-solid fa-shield",
    prepare: async (exchange) => {
      const chosen = await defenceChoices(payloadOf(exchange.payload));
      if (!chosen) return null;
      const rolled = await rollDawnDusk();
      return { request: chosen as unknown as JsonObject, dice: rolled.dice, roll: rollJson(rolled.roll) as unknown as JsonObject };
    },
    resolve: resolveDefend,
  },
};
for (const action of Object.keys(LABELS)) if (!handlers[action]) handlers[action] = decision(action);

export const DUSK_EXCHANGE_HANDLERS: ExchangeHandlers = { roll: handlers };
