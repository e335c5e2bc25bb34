import { RulesError } from "../../../core/errors.js";
import type { ExchangeOpener } from "../../../foundry/chat/create-exchange.js";
import { withView, factsOf } from "../../../foundry/chat/card-payload.js";
import { EXCHANGE_CLOSED, type ExchangeHandler, type ExchangeStep, type JsonObject } from "../../../foundry/chat/exchange-types.js";
import { rollFromJson } from "../../../foundry/chat/rolls.js";
import { actorRef, participant, type ActorRef } from "../../../foundry/flows/participants.js";
import { acceptRollJson, acceptTotals } from "../../../foundry/relay/dice.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import { livingDerived } from "../data/state.js";
import { entangleLuck, impaledMovement, movementTearsWound } from "../rules/rulings.js";
import { impaledMovementDamage } from "../rules/special.js";
import { isSuccess, successLevel } from "../rules/success.js";
import { statusDeltas } from "./apply.js";
import { harmDelta, healingDeltas } from "./healing.js";
import { actorLike, isBrp } from "./openers.js";
import { rollFormula, rollJson } from "./foundry-dice.js";
import { currentBrpOptions } from "./options.js";

/**
 * The GM's rulings after a blow (BRP-FVTT-7), each a card of its own so what it changes can be
 * undone from chat:
 * - an entangled target's Luck roll (BRP-SPC-11): the GM asks from the target's sheet, the
 *   target's owner rolls from the card, and a failure pins them (no attack until the entangle ends);
 * - a significant movement with a spear or sword lodged (BRP-SPC-16): the GM rules it from the
 *   wound on the sheet; half the weapon's roll lands on the same wound, armor ignored.
 * Both are opened on the active GM's client, which refuses anyone but a GM.
 */

const round = () => game.combat?.round ?? 0;
const isGMUser = (userId: string) => game.users?.get(userId)?.isGM === true;

/** A line of a ruling card: an i18n key and its values. */
interface CardLine {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

/** The GM's client opens these cards only for a GM (a player's console request is refused). */
function requireGM(askerId: string): void {
  if (!isGMUser(askerId)) throw new RulesError("FRAY.Relay.GMOnly", {});
}

function brpActorAt(uuid: string): Actor.Implementation {
  const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  if (!(actor instanceof Actor) || !isBrp(actor as Actor.Implementation)) throw new RulesError("FRAY.Relay.BadChoice", { what: "actor" });
  return actor as Actor.Implementation;
}

function harmOf(actor: Actor.Implementation) {
  const a = actorLike(actor);
  return { a, derived: livingDerived(a.system, a.items, currentBrpOptions()) };
}

// ---------------------------------------------------------------- entangled target's Luck roll

interface EntangleLuckPayload {
  readonly target: ActorRef;
  readonly chance: number;
  readonly round: number;
  readonly roll: number | null;
  readonly succeeded: boolean | null;
}

function entangleLines(p: EntangleLuckPayload): CardLine[] {
  const asked: CardLine = { key: "FRAY.Brp.Ruling.EntangleLuckAsked", data: { name: p.target.name, chance: p.chance } };
  if (p.roll === null) return [asked];
  return [asked, { key: p.succeeded ? "FRAY.Brp.Ruling.EntangleLuckPassed" : "FRAY.Brp.Ruling.EntangleLuckFailed", data: { name: p.target.name, roll: p.roll, chance: p.chance } }];
}

const entanglePayload = (p: EntangleLuckPayload) => withView(p, { lines: entangleLines(p) });

/** The sheet's GM control: ask the entangled character for a Luck roll (the card goes to the GM's client). */
export async function askEntangleLuck(actor: Actor.Implementation): Promise<void> {
  await openExchange("brp", "entangleLuck", actor.uuid, {});
}

const openEntangleLuck: ExchangeOpener = (_data, { actorUuid, askerId }) => {
  requireGM(askerId);
  const actor = brpActorAt(actorUuid);
  if (!actor.statuses.has("entangled")) throw new RulesError("FRAY.Brp.Ruling.NotEntangled", { name: actor.name });
  const chance = harmOf(actor).derived.values?.rolls.luck ?? 0;
  const payload: EntangleLuckPayload = { target: actorRef(actor), chance, round: round(), roll: null, succeeded: null };
  return {
    ruleset: "brp",
    kind: "entangleLuck",
    state: "luckRoll",
    participants: [participant("target", actor)],
    pending: { actorUuid: actor.uuid, actions: ["rollEntangleLuck"], prompt: "FRAY.Brp.Ruling.EntangleLuckPrompt" },
    payload: entanglePayload(payload),
    speaker: actor,
  };
};

const rollEntangleLuck: ExchangeHandler = {
  label: "FRAY.Brp.Button.RollLuck",
  icon: "fa-solid fa-clover",
  prepare: async () => {
    const d100 = await rollFormula("1d100");
    return { values: [d100.total], rolls: [{ roll: rollJson(d100.roll) }] };
  },
  resolve: (exchange, request): ExchangeStep => {
    const p = factsOf<EntangleLuckPayload>(exchange.payload);
    const [roll] = acceptTotals(request.data["values"], ["1d100"]);
    const rolls = Array.isArray(request.data["rolls"]) ? request.data["rolls"] : [];
    const shown = acceptRollJson((rolls[0] as JsonObject | undefined)?.["roll"], "1d100", roll!);
    const actor = brpActorAt(p.target.uuid);
    const { a, derived } = harmOf(actor);
    const succeeded = isSuccess(successLevel(roll!, p.chance, currentBrpOptions()));
    const after = entangleLuck(derived.harm, a.id, p.round, succeeded);
    const next: EntangleLuckPayload = { ...p, roll: roll!, succeeded };
    return {
      state: EXCHANGE_CLOSED,
      pending: null,
      resolution: { succeeded },
      payload: entanglePayload(next),
      deltas: [harmDelta(actor.uuid, after)],
      rolls: shown ? [{ roll: shown, purpose: "FRAY.Brp.Button.RollLuck", role: "target" }] : [],
    };
  },
};

// ---------------------------------------------------------------- impaled movement

interface ImpaledMovePayload {
  readonly target: ActorRef;
  readonly wound: string;
  readonly formula: string;
  readonly roll: number;
  readonly points: number;
  readonly hpBefore: number;
  readonly hpAfter: number;
}

/** The wound row's GM control: the character moved with a spear or sword in them. The GM's client rolls the weapon's damage. */
export async function impaledMoveOn(actor: Actor.Implementation, woundId: string | null): Promise<void> {
  const wound = woundId ? actor.items.get(woundId) : undefined;
  const formula = (wound?.system as { impaled?: { formula?: string } } | undefined)?.impaled?.formula;
  if (!woundId || !formula) return;
  const rolled = await rollFormula(formula);
  await openExchange("brp", "impaledMove", actor.uuid, { woundId, values: [rolled.total], rolls: [{ roll: rollJson(rolled.roll) }] });
}

const openImpaledMove: ExchangeOpener = (data, { actorUuid, askerId }) => {
  requireGM(askerId);
  const actor = brpActorAt(actorUuid);
  const woundId = typeof data["woundId"] === "string" ? data["woundId"] : "";
  const { a, derived } = harmOf(actor);
  const before = derived.harm;
  if (!movementTearsWound(before, woundId)) throw new RulesError("FRAY.Brp.Ruling.NothingLodged", { wound: actor.items.get(woundId)?.name ?? woundId });
  const lodged = before.wounds.find((w) => w.id === woundId)!.impaled!;
  const [roll] = acceptTotals(data["values"], [lodged.formula]);
  const rolls = Array.isArray(data["rolls"]) ? data["rolls"] : [];
  const shown = acceptRollJson((rolls[0] as JsonObject | undefined)?.["roll"], lodged.formula, roll!);
  const result = impaledMovement(before, woundId, roll!, round(), a.id);
  const deltas = [...healingDeltas(actor.uuid, before, result.harm), ...statusDeltas(actor.uuid, result.events)];
  const payload: ImpaledMovePayload = { target: actorRef(actor), wound: actor.items.get(woundId)?.name ?? "", formula: lodged.formula, roll: roll!, points: impaledMovementDamage(roll!), hpBefore: before.hp, hpAfter: result.harm.hp };
  const line: CardLine = { key: "FRAY.Brp.Ruling.ImpaledMoveLine", data: { name: payload.target.name, wound: payload.wound, formula: payload.formula, roll: payload.roll, points: payload.points, before: payload.hpBefore, after: payload.hpAfter } };
  return {
    ruleset: "brp",
    kind: "impaledMove",
    state: EXCHANGE_CLOSED,
    participants: [participant("target", actor)],
    pending: null,
    resolution: { points: payload.points },
    payload: withView(payload, { lines: [line] }),
    rolls: shown ? [{ roll: rollFromJson(shown), purpose: "FRAY.Brp.Ruling.ImpaledMove", role: "target" }] : [],
    speaker: actor,
    openingCost: { action: "impaledMove", deltas },
  };
};

/** Only names the undo line of an impaled-movement card: nothing on it waits for a press. */
const impaledMoveLabel: ExchangeHandler = {
  label: "FRAY.Brp.Ruling.ImpaledMove",
  resolve: () => {
    throw new RulesError("FRAY.Relay.NothingPending", {});
  },
};

export const RULING_CARD_OPENERS: Readonly<Record<string, ExchangeOpener>> = { entangleLuck: openEntangleLuck, impaledMove: openImpaledMove };
export const RULING_CARD_HANDLERS = {
  entangleLuck: { rollEntangleLuck },
  impaledMove: { impaledMove: impaledMoveLabel },
} as const;
