import { RulesError } from "../../../core/errors.js";
import type { ExchangeOpener } from "../../../foundry/chat/create-exchange.js";
import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { rollsFromJson } from "../../../foundry/chat/rolls.js";
import { actorAtUuid, onlyTargetOf, participant } from "../../../foundry/flows/participants.js";
import { acceptRolledDice } from "../../../foundry/relay/accept-rolled.js";
import { actorView, isClash } from "./attack.js";
import { buildClash } from "./build.js";
import { payloadWithView } from "./card-view.js";
import { pendingOf, startClash, stateOf } from "./clash-card.js";
import { MAX_MODIFIER } from "./dialog-state.js";
import { currentClashOptions } from "./options.js";

/**
 * The GM side of a new clash card. The attacker's client showed the dialog and rolled the d100;
 * the GM reads both actors as they are now, rebuilds the clash from them and the dialog's
 * modifier, accepts the d100 only as a face from 1 to 100 shown by a 1d100 roll, and posts the
 * card. Nothing the client says about skills, weapons, reactions or maneuvers is taken. The
 * attacker's action point comes off as the card opens, recorded on it so an undo gives it back.
 */

const bad = (what: string) => new RulesError("FRAY.Relay.BadChoice", { what });

function targetOf(data: JsonObject): Actor.Implementation {
  const actor = onlyTargetOf(data);
  if (!isClash(actor)) throw new RulesError("FRAY.Clash.Warning.NoTarget", {});
  return actor;
}

const clash: ExchangeOpener = (data, { actorUuid }) => {
  const attacker = actorAtUuid(actorUuid);
  if (!isClash(attacker)) throw bad("actor");
  const itemId = data["itemId"];
  if (typeof itemId !== "string") throw bad("itemId");
  const actionKey = data["actionKey"] ?? null;
  if (actionKey !== null && typeof actionKey !== "string") throw bad("actionKey");
  const modifier = data["modifier"] ?? 0;
  if (typeof modifier !== "number" || !Number.isInteger(modifier) || Math.abs(modifier) > MAX_MODIFIER) throw bad("modifier");
  const defender = targetOf(data);
  const options = currentClashOptions();
  const { clash: built } = buildClash(actorView(attacker), itemId, actionKey, actorView(defender), modifier);
  const dice = acceptRolledDice(["1d100"], data, "FRAY.Clash.Roll.Attack", "attacker");
  const payload = startClash(built, dice.faces[0]!, options, Date.now());
  return {
    ruleset: "clash",
    kind: "clash",
    state: stateOf(payload),
    participants: [participant("attacker", attacker), participant("defender", defender)],
    pending: pendingOf(payload),
    payload: payloadWithView(payload, options),
    rolls: rollsFromJson(dice.rolls),
    speaker: attacker,
    // DL-FLOW-1: the attacker's action point, paid as the card opens and undoable from it.
    openingCost: { action: "rollAttack", deltas: [{ kind: "update", uuid: attacker.uuid, path: "system.ap.value", to: payload.state.attackerAp }] },
  };
};

export const CLASH_EXCHANGE_OPENERS: Readonly<Record<string, ExchangeOpener>> = { clash };
