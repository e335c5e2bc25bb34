import { ReplayDice } from "../../../core/dice.js";
import { actorAtUuid } from "../../../foundry/flows/participants.js";
import { factsOf } from "../../../foundry/chat/card-payload.js";
import { acceptRolledDice, type AcceptedDice } from "../../../foundry/relay/accept-rolled.js";
import type { ExchangeActionRequest, ExchangeData, ExchangeHandler, ExchangeHandlers, ExchangeStep, JsonObject, PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { EXCHANGE_CLOSED } from "../../../foundry/chat/exchange-types.js";
import { FoundryDice } from "../../../foundry/dice/foundry-dice.js";
import { rollJson } from "../../../foundry/flows/dice.js";
import { localize } from "../../../foundry/flows/notify.js";
import { PlayerThenGmDice, decide, inputFor, settle, type CardRequest, type CardStep, type DuskCardPayload, type LiveParties } from "../rules/card.js";
import { DOOM_KEY, currentDoom } from "./doom.js";
import { liveNpc, livePc } from "./live.js";
import { currentDuskOptions } from "./options.js";
import { defenceChoices } from "./actions.js";
import { DAWN_DUSK, rollDawnDusk } from "./roll.js";
import { defenceSetup, judgedRequest } from "./requests.js";
import { fullPayload, secretIdOf, storedPayload } from "./secret.js";

/**
 * The buttons of the dusk roll card. The GM side (`resolve`) reads the actors as they are now,
 * accepts the presser's two d12 only as a Dawn and a Dusk die shown by a 2d12 roll, replays them
 * through the rules, rolls any wound roll itself, and returns the changes — the Doom pool's among
 * them — for the glue to apply and record, undoable from the card.
 */

export function liveParties(payload: DuskCardPayload): LiveParties {
  return {
    pc: livePc(actorAtUuid(payload.pc.uuid)),
    npc: payload.npc ? liveNpc(actorAtUuid(payload.npc.uuid)) : null,
    doom: currentDoom(),
    woundName: (type) => localize(`FRAY.Dusk.Wound.${type}`),
  };
}

/** The presser's Dawn and Dusk dice, judged: two faces of 1–12 shown by a 2d12 roll. */
export function acceptDawnDusk(data: JsonObject, purpose: string, role: string): AcceptedDice {
  return acceptRolledDice([DAWN_DUSK], data, purpose, role);
}

/** The card's first step from accepted dice; the GM's client rolls what follows (a wound roll). */
export function settleWith(payload: DuskCardPayload, request: CardRequest, faces: readonly number[], live: LiveParties): { step: CardStep; gmRolls: Roll[] } {
  const gm = new FoundryDice();
  const step = settle(payload, request, new PlayerThenGmDice(new ReplayDice([...faces]), gm), live, currentDuskOptions());
  return { step, gmRolls: gm.rolls };
}

/**
 * A card step as the glue takes it: state, pending buttons, deltas (the Doom pool's too), the GM's
 * rolls; a secret card's payload kept whole only in the GMs' whisper (`secretId` names it).
 */
export async function cardStep(step: CardStep, gmRolls: readonly Roll[], shown: AcceptedDice["rolls"] = [], secretId: string | null = null): Promise<ExchangeStep> {
  const doom: PlannedDelta[] = step.doom !== currentDoom() ? [{ kind: "setting", key: DOOM_KEY, to: step.doom }] : [];
  return {
    state: step.pending ? "open" : EXCHANGE_CLOSED,
    pending: step.pending,
    payload: await storedPayload(step.payload, secretId),
    resolution: step.pending ? null : { success: step.payload.task?.outcome?.success ?? false },
    deltas: [...step.deltas, ...doom],
    rolls: [...shown, ...gmRolls.map((roll) => ({ roll: rollJson(roll) as unknown as JsonObject, purpose: "FRAY.Dusk.Roll.Wound", role: "defender" }))],
  };
}

/** GM: a defence rolled from the card by the character's owner (or the GM for an absent player). */
function resolveDefend(exchange: ExchangeData, request: ExchangeActionRequest): Promise<ExchangeStep> {
  const payload = fullPayload(exchange.payload);
  const pc = actorAtUuid(payload.pc.uuid);
  const npc = actorAtUuid(payload.npc?.uuid);
  if (!pc || !npc) return Promise.resolve({ state: EXCHANGE_CLOSED });
  const judged = judgedRequest(defenceSetup(pc, npc, false, payload.fight), request.data["choices"], false);
  const dice = acceptDawnDusk(request.data, "FRAY.Dusk.Roll.Defence", "defender");
  const { step, gmRolls } = settleWith(payload, judged, dice.faces, liveParties(payload));
  return cardStep(step, gmRolls, dice.rolls, secretIdOf(exchange.payload));
}

/** GM: a Doom or Destiny choice; a reroll brings the player's two new dice. */
function resolveDecision(exchange: ExchangeData, request: ExchangeActionRequest): Promise<ExchangeStep> {
  const payload = fullPayload(exchange.payload);
  const dice = request.action === "destinyReroll" ? acceptDawnDusk(request.data, "FRAY.Dusk.Roll.Reroll", "actor") : { faces: [], rolls: [] };
  const gm = new FoundryDice();
  const step = decide(payload, inputFor(request.action), new PlayerThenGmDice(new ReplayDice(dice.faces), gm), liveParties(payload));
  return cardStep(step, gm.rolls, dice.rolls, secretIdOf(exchange.payload));
}

const LABELS: Readonly<Record<string, string>> = {
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

const rolled = async (choices?: JsonObject): Promise<JsonObject> => ({ ...(choices ? { choices } : {}), ...(await rollDawnDusk()) }) as unknown as JsonObject;

const handlers: Record<string, ExchangeHandler> = {
  defend: {
    label: LABELS["defend"]!,
    icon: "fa-solid fa-shield",
    prepare: async (exchange) => {
      const chosen = await defenceChoices(factsOf<DuskCardPayload>(exchange.payload));
      return chosen ? rolled(chosen as unknown as JsonObject) : null;
    },
    resolve: resolveDefend,
  },
};
for (const action of Object.keys(LABELS)) {
  handlers[action] ??= { label: LABELS[action]!, ...(action === "destinyReroll" ? { prepare: () => rolled() } : {}), resolve: resolveDecision };
}

export const DUSK_EXCHANGE_HANDLERS: ExchangeHandlers = { roll: handlers };
