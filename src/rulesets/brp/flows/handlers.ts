import type { ExchangeActionRequest, ExchangeData, ExchangeHandler, ExchangeHandlers, ExchangeStep, JsonObject, PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { disengageDeltas } from "./disengage.js";
import { defenceRoundOf, livingDerived, storedDefenceRound } from "../data/state.js";
import { actorLike, isBrp } from "./openers.js";
import { nextDecision } from "../rules/exchange.js";
import type { BrpHarm } from "../rules/harm.js";
import { ACTION_LABELS, advanceAttack, attackOutcome, pendingOf, rollRequest, stateOf, type AttackPayload } from "./attack.js";
import { payloadOf, payloadWithView } from "./attack-input.js";
import { acceptStepDice } from "./accept.js";
import { closingDeltas } from "./apply.js";
import { drawFumbles, drawTable, rollFormula, rollJson, TABLE_IDS, type Rolled } from "./foundry-dice.js";
import { currentBrpOptions } from "./options.js";
import { RULING_HANDLERS } from "./rulings.js";
import { RULING_CARD_HANDLERS } from "./ruling-cards.js";

/**
 * The buttons of the brp attack card. `prepare` runs on the pressing user's client and rolls what
 * the pending step needs (Foundry Rolls, or draws from the brp RollTables for fumbles, major
 * wounds and hit locations); `resolve` runs on the active GM's client, replays the answer on the
 * defender's injuries as they are now, and returns the step with the deltas the glue applies
 * (undoable from the card). Nothing touches Foundry at import time.
 */

type StepRoll = { roll: JsonObject; purpose: string; role: string };

/** What `prepare` sends: the die totals (all faces for random armor) and the serialized rolls. */
interface Prepared extends JsonObject {
  values: number[];
  rolls: StepRoll[];
}

async function rollFor(payload: AttackPayload, action: string): Promise<Prepared> {
  const decision = nextDecision(payload.exchange);
  const request = rollRequest(payload, action);
  const role = decision && decision.actorId === payload.exchange.input.defender.id ? "defender" : "attacker";
  const purpose = ACTION_LABELS[action] ?? "FRAY.Brp.Button.RollAttack";
  let rolled: Rolled[] = [];
  if (request.kind === "fumble") rolled = await drawFumbles(request.table, currentBrpOptions());
  else if (request.kind === "dice") {
    // The Major Wound and Hit Location tables are compendium RollTables: draw from them so the table shows its row.
    if (decision?.type === "majorWoundRoll") rolled = [await drawTable(TABLE_IDS.majorWounds, "1d100")];
    else if (decision?.type === "hitLocation") rolled = [await drawTable(TABLE_IDS.hitLocations, "1d20")];
    else for (const formula of request.formulas) rolled.push(await rollFormula(formula));
  }
  const values = decision?.type === "armorRoll" ? rolled.flatMap((r) => r.faces) : rolled.map((r) => r.total);
  return { values, rolls: rolled.map((r) => ({ roll: rollJson(r.roll), purpose, role })) };
}

/** The defender's injuries and characteristics as they are now (another blow may have landed since). */
function liveDefender(payload: AttackPayload) {
  const actor = payload.defender.uuid ? fromUuidSync(payload.defender.uuid as Parameters<typeof fromUuidSync>[0]) : null;
  if (!(actor instanceof Actor) || !isBrp(actor)) return null;
  const { system, items } = actorLike(actor);
  const harm: BrpHarm = livingDerived(system, items, currentBrpOptions()).harm;
  return { system, harm, defences: defenceRoundOf(system.defence, payload.exchange.input.round) };
}

function resolveAttack(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const payload = payloadOf(exchange.payload);
  const live = liveDefender(payload);
  const before = nextDecision(payload.exchange);
  // The presser's dice, accepted only in the number and ranges this step rolls (accept.ts).
  const dice = acceptStepDice(payload, request.action, request.data, currentBrpOptions());
  const next = advanceAttack(payload, request.action, dice.values, live?.harm, live?.defences);
  const o = attackOutcome(next);
  const closed = o.pending === null;
  const round = next.exchange.input.round;
  const deltas: PlannedDelta[] = closed && live ? closingDeltas(next, o, { round, harmBefore: next.exchange.input.defender.harm, defenderCharacteristics: live.system.characteristics, defenderMove: live.system.move }) : [];
  // A disengaging defender's parry or dodge (or the hit it took) counts toward getting away (BRP-ACT-10).
  if (closed && live) deltas.push(...disengageDeltas(next, o, round));
  // A defence counts for the −30% steps as soon as it is made, even while this card waits for damage.
  if (!closed && before?.type === "defenceChoice" && o.defence && o.defence.kind !== "none" && payload.defender.uuid) {
    deltas.push({ kind: "update", uuid: payload.defender.uuid, path: "system.defence", to: JSON.parse(JSON.stringify(storedDefenceRound(o.defenceRound, round))) as JsonObject });
  }
  const rolls = dice.rolls;
  return {
    state: stateOf(next),
    pending: pendingOf(next),
    payload: payloadWithView(next),
    resolution: closed ? { delivered: o.delivered ?? "miss", damage: o.damageApplied ?? 0 } : null,
    deltas,
    rolls,
  };
}

function attackHandler(action: string): ExchangeHandler {
  return {
    label: ACTION_LABELS[action] ?? action,
    prepare: (exchange) => rollFor(payloadOf(exchange.payload), action),
    resolve: resolveAttack,
  };
}

/** Handlers by exchange kind, then by button action. Skill cards have no buttons. */
export const BRP_EXCHANGE_HANDLERS: ExchangeHandlers = {
  attack: { ...Object.fromEntries(Object.keys(ACTION_LABELS).map((action) => [action, attackHandler(action)])), ...RULING_HANDLERS },
  ...RULING_CARD_HANDLERS,
};
