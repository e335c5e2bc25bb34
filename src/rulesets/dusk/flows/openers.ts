import { RulesError } from "../../../core/errors.js";
import type { ExchangeOpener, NewExchange } from "../../../foundry/chat/create-exchange.js";
import { rollsFromJson } from "../../../foundry/chat/rolls.js";
import { actorAtUuid, actorRef, onlyTargetOf, participant } from "../../../foundry/flows/participants.js";
import { isCharacter, isNpc } from "./live.js";
import { attackSetup, defenceSetup, judgedRequest, shortMoveSetup, taskSetup } from "./requests.js";
import { claimedFor, recordIntercept } from "./tracker-rolls.js";
import { INTERCEPT_CONTROL, SHORT_MOVE_CONTROL } from "../rules/tracker.js";
import type { FightRef } from "../rules/card.js";
import { acceptDawnDusk, cardStep, liveParties, settleWith } from "./handlers.js";
import type { DuskCardPayload } from "../rules/card.js";
import { isStat } from "../rules/stats.js";
import { assertMayAttack, recordAttackInCombat } from "./tracker.js";

/**
 * The GM side of a new dusk card (DB-FVTT-5). The roller's client showed the dialog and rolled
 * the Dawn and Dusk dice; the GM reads the actors, their weapon and the target as they are now,
 * judges the choices and the dice, runs the rules to their first decision and posts the card. What
 * the roll cost and gave (Pool points, Destiny, Doom, damage, wounds) is paid as the card opens,
 * recorded on it so an Undo takes it back.
 */

const bad = (what: string) => new RulesError("FRAY.Relay.BadChoice", { what });
const isGM = (userId: string) => game.users?.get(userId)?.isGM ?? false;

const round = () => game.combat?.round ?? 0;

const roll: ExchangeOpener = async (data, { actorUuid, askerId }) => {
  const actor = actorAtUuid(actorUuid);
  const mode = data["mode"];
  if (mode === "npcAttack" || mode === "npcIntercept") return npcAttackCard(actor, onlyTargetOf(data), mode === "npcIntercept" && actor ? claimedFor(INTERCEPT_CONTROL, actor, data) : null);
  if (!actor || !isCharacter(actor)) throw bad("actor");
  // An attack is the attacker's standard action (DB-ACT-5): refused when the one on turn has none left.
  if (mode === "attack") assertMayAttack(actor);
  // A Short move is a Speed task whose card records the move once final (DB-ACT-1); an Intercept is an attack on the reaction (DB-ACT-8).
  const move = mode === "shortMove" ? claimedFor(SHORT_MOVE_CONTROL, actor, data) : null;
  const intercept = mode === "intercept" ? claimedFor(INTERCEPT_CONTROL, actor, data) : null;
  const attacks = mode === "attack" || intercept !== null;
  const npc = attacks ? onlyTargetOf(data) : null;
  const stat = data["stat"];
  const skillId = typeof data["skillId"] === "string" ? data["skillId"] : "";
  const setup = mode === "task" ? taskSetup(actor, isStat(stat) ? stat : "speed", skillId, isGM(askerId)) : attacks ? attackSetup(actor, typeof data["itemId"] === "string" ? data["itemId"] : null, npc, isGM(askerId)) : move ? shortMoveSetup(actor, isGM(askerId)) : null;
  if (!setup) throw bad("mode");
  const request = judgedRequest(setup, data["choices"], isGM(askerId));
  const dice = acceptDawnDusk(data, "FRAY.Dusk.Roll.Task", "actor");
  const fightRefs = { ...(move ? { move } : {}), ...(intercept ? { intercept } : {}) };
  const payload: DuskCardPayload = { mode: attacks ? "attack" : "task", pc: actorRef(actor), npc: npc ? actorRef(npc) : null, label: setup.label, damage: intercept ? 0 : setup.damage, request, task: null, exchange: null, round: round(), ...fightRefs };
  // The Intercept's reaction is spent before anything it does is applied (its Intercepted names the protector).
  if (intercept) await recordIntercept(intercept);
  const { step, gmRolls } = settleWith(payload, request, dice.faces, liveParties(payload));
  const card = await cardStep(step, gmRolls);
  if (mode === "attack") await recordAttackInCombat(actor, npc, setup.input.attack?.mode === "melee");
  return {
    ruleset: "dusk",
    kind: "roll",
    state: card.state,
    participants: [participant("actor", actor), ...(npc ? [participant("target", npc)] : [])],
    pending: card.pending ?? null,
    resolution: card.resolution ?? null,
    payload: card.payload ?? {},
    rolls: rollsFromJson([...dice.rolls, ...(card.rolls ?? [])]),
    speaker: actor,
    openingCost: { action: "roll", deltas: card.deltas ?? [] },
  };
};

/** GM: an NPC's attack on one character; the character's owner rolls the defence from the card (DB-CORE-6). */
async function npcAttackCard(npc: Actor.Implementation | null, pc: Actor.Implementation | null, intercept: FightRef | null): Promise<NewExchange> {
  if (!npc || !isNpc(npc)) throw bad("actor");
  if (!pc || !isCharacter(pc)) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
  const setup = defenceSetup(pc, npc, true);
  // An NPC's Intercept is its reaction, not its attack of the turn; the character defends all the same (DB-ACT-10).
  if (intercept) await recordIntercept(intercept);
  else await recordAttackInCombat(npc, pc, setup.input.attack?.mode === "melee");
  // The fight as the blow comes (a Take Cover it spends, a Defend) stays with the card for the defence roll.
  const payload: DuskCardPayload = { mode: "defence", pc: actorRef(pc), npc: actorRef(npc), label: setup.label, damage: intercept ? 0 : setup.damage, request: null, task: null, exchange: null, round: round(), fight: setup.input.fight, ...(intercept ? { intercept } : {}) };
  const card = await cardStep({ payload, pending: { actorUuid: pc.uuid, actions: ["defend"], prompt: "FRAY.Dusk.Card.DefendPrompt" }, deltas: [], doom: liveParties(payload).doom, events: [] }, []);
  return { ruleset: "dusk", kind: "roll", state: card.state, participants: [participant("attacker", npc), participant("defender", pc)], pending: card.pending ?? null, payload: card.payload ?? {}, rolls: [], speaker: npc };
}

export const DUSK_EXCHANGE_OPENERS: Readonly<Record<string, ExchangeOpener>> = { roll };
