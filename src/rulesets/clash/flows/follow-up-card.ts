import { RulesError } from "../../../core/errors.js";
import { factsOf, withView } from "../../../foundry/chat/card-payload.js";
import { EXCHANGE_CLOSED, type JsonObject, type NewExchangeData, type PendingDecision, type PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { makeRoll, resolveFollowUp, type ClashOptions, type ClashRoll, type FollowUpRequest, type FollowUpResult } from "../rules/index.js";
import { TIER_LABELS, skillLabel, STATUS_LABELS } from "./card-view.js";
import type { ActorRef, ClashPayload, ManeuverView } from "./clash-card.js";
import { maneuverDeltas, type LiveTarget } from "./maneuver-deltas.js";

/**
 * A maneuver's follow-up roll on a card of its own (DL-CM-2, DL-FVTT-4 (6)). When the winner of a
 * clash picks a maneuver the target may resist, the clash card hands the roll to a new GM-authored
 * card that names the clash it follows and the winner's roll it is measured against (reused, never
 * rolled again). The target's owner rolls from it (the GM may roll for them); the card resolves,
 * applies the maneuver's effects and undoes on its own. Pure: nothing here touches Foundry.
 */

export const FOLLOW_UP_KIND = "clashFollowUp";

export interface FollowUpPayload {
  /** The clash card this roll follows (its chat message id). */
  readonly origin: string;
  readonly winner: ActorRef;
  readonly target: ActorRef;
  readonly maneuver: ManeuverView & { readonly id: string };
  readonly skill: string;
  readonly skillValue: number;
  /** The winner's final roll of the clash, which the target must beat. */
  readonly against: ClashRoll;
  readonly roll: ClashRoll | null;
  readonly result: FollowUpResult | null;
}

/** The follow-up card's payload for one of the clash's hand-offs. */
export function followUpPayload(clash: ClashPayload, request: FollowUpRequest, origin: string): FollowUpPayload {
  const target = request.actorId === clash.attacker.uuid ? clash.attacker : clash.defender;
  const winner = target === clash.attacker ? clash.defender : clash.attacker;
  const maneuver = clash.maneuvers[request.maneuverId] ?? { name: request.maneuverId, status: "", followUp: null, stackable: false, description: "" };
  return { origin, winner, target, maneuver: { id: request.maneuverId, ...maneuver }, skill: request.skill, skillValue: request.skillValue, against: request.against, roll: null, result: null };
}

export function followUpPending(payload: FollowUpPayload): PendingDecision | null {
  return payload.roll ? null : { actorUuid: payload.target.uuid, actions: ["rollFollowUp"], prompt: "FRAY.Clash.Prompt.FollowUp" };
}

export function followUpState(payload: FollowUpPayload): string {
  return payload.roll ? EXCHANGE_CLOSED : "followUpRoll";
}

/** The new card as the relay posts it (GM-authored), from a clash card's hand-off. */
export function followUpExchange(clash: ClashPayload, request: FollowUpRequest, origin: string): NewExchangeData {
  const payload = followUpPayload(clash, request, origin);
  return {
    ruleset: "clash",
    kind: FOLLOW_UP_KIND,
    state: followUpState(payload),
    participants: [
      { role: "attacker", actorUuid: payload.winner.uuid, tokenUuid: null, name: payload.winner.name },
      { role: "target", actorUuid: payload.target.uuid, tokenUuid: null, name: payload.target.name },
    ],
    pending: followUpPending(payload),
    payload: followUpJson(payload),
  };
}

/**
 * The target's roll (`values`: the one d100 face the press brought): measured against the winner's
 * roll, and when the maneuver lands its effects are planned on the target as it is now.
 */
export function pressFollowUp(payload: FollowUpPayload, action: string, values: readonly number[], target: LiveTarget, options: Pick<ClashOptions, "tierPreset">): { payload: FollowUpPayload; deltas: PlannedDelta[] } {
  if (payload.roll) throw new RulesError("FRAY.Clash.Error.ExchangeOver", {});
  if (action !== "rollFollowUp") throw new RulesError("FRAY.Clash.Error.UnexpectedChoice", { expected: "rollFollowUp", got: action });
  const [face] = values;
  if (values.length !== 1 || face === undefined) throw new RulesError("FRAY.Clash.Error.WrongDice", { expected: "1d100" });
  const roll = makeRoll(face, payload.skillValue, options.tierPreset);
  const result = resolveFollowUp(payload.against, roll);
  const deltas = result === "lands" ? maneuverDeltas(payload.target.uuid, [payload.maneuver.status], target) : [];
  return { payload: { ...payload, roll, result }, deltas };
}

const shown = (face: number) => String(face % 100).padStart(2, "0");

/** What the follow-up card's body prints. */
export function followUpView(payload: FollowUpPayload): JsonObject {
  const rollOf = (roll: ClashRoll) => ({ face: shown(roll.face), skill: roll.skill, tier: roll.tier, tierLabel: TIER_LABELS[roll.tier] });
  const view = {
    winner: payload.winner,
    target: payload.target,
    maneuver: { name: payload.maneuver.name, description: payload.maneuver.description, status: payload.maneuver.status ? STATUS_LABELS[payload.maneuver.status] : null },
    skill: skillLabel(payload.skill),
    skillValue: payload.skillValue,
    against: rollOf(payload.against),
    origin: payload.origin,
    roll: payload.roll ? rollOf(payload.roll) : null,
    landed: payload.result === "lands",
    closed: payload.roll !== null,
  };
  return JSON.parse(JSON.stringify(view)) as JsonObject;
}

/** The payload with its view, as the card stores it. */
export function followUpJson(payload: FollowUpPayload): JsonObject {
  return withView(payload, followUpView(payload));
}

/** The payload as stored, without its view. */
export function followUpOf(stored: JsonObject): FollowUpPayload {
  return factsOf<FollowUpPayload>(stored);
}
