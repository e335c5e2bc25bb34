import { isMessageOf } from "../documents/subtypes.js";
import { applyAllOrNothing, settingValue, setterFor, sourceValue } from "../chat/apply-deltas.js";
import { renderExchangeContent } from "../chat/card-render.js";
import { createExchange, type NewExchange } from "../chat/create-exchange.js";
import { advanceExchange, markUndone } from "../chat/exchange-logic.js";
import type { ExchangeActionRequest, ExchangeData, JsonObject } from "../chat/exchange-types.js";
import { findExchangeHandler, findExchangeOpener } from "../chat/handlers.js";
import { rollFromJson } from "../chat/rolls.js";
import { checkActionRequest, checkOpenRequest, checkUndoRequest, parseActionRequest, parseOpenRequest, parseUndoRequest, type OwnsDocument, type RelayVerdict, type StoredCard } from "./checks.js";
import { lockKeyOf, withLocks } from "./locks.js";
import { planUndo, undoWrites, type UndoWorld } from "./revert.js";
import { queueCombatChange } from "../combat/change-queue.js";
import { askGM, listenForGMRequests, refused, registerGMRequest, reportAnswer, type Asker, type RelayAnswer } from "./socket.js";

/**
 * The GM relay for exchange cards (see README.md in this folder for the trust model). Three
 * requests reach the active GM's client through the socket's single switch:
 * - `exchange.open`: a player's flow asks for a card; the ruleset's opener rebuilds it from the
 *   documents, the player's choices and their dice, and the GM posts it (so the GM is its author
 *   and the only one who can change it);
 * - `exchange.action`: a button press, checked against the card as the GM wrote it, resolved
 *   from the documents as they are now, applied whole or not at all;
 * - `exchange.undo`: one application taken out again as a relative change.
 * Everything that writes runs under the locks of the documents it reads, so concurrent cards on
 * one actor never lose a hit.
 */

export const EXCHANGE_OPEN = "exchange.open";
export const EXCHANGE_ACTION = "exchange.action";
export const EXCHANGE_UNDO = "exchange.undo";

export { askGM, reportAnswer, type RelayAnswer };

export function registerRelay(): void {
  listenForGMRequests();
  registerGMRequest(EXCHANGE_OPEN, (body, asker) => runOpen(body, asker));
  registerGMRequest(EXCHANGE_ACTION, (body, asker) => runAction(body, asker));
  registerGMRequest(EXCHANGE_UNDO, (body, asker) => runUndo(body, asker));
}

/** The exchange stored on a message of type "exchange". */
export function exchangeOf(message: ChatMessage.Implementation): ExchangeData {
  if (!isMessageOf(message, "exchange")) throw new Error(`Fray | message ${message.id ?? ""} is not an exchange card`);
  return message.system.toExchangeData();
}

/** Whether a GM wrote this card (the server sets the author; only a GM may name another). */
export function authoredByGM(message: ChatMessage.Implementation): boolean {
  return (message.author as { isGM?: boolean } | null | undefined)?.isGM === true;
}

function storedCard(message: ChatMessage.Implementation): StoredCard {
  return { exchange: exchangeOf(message), authorIsGM: authoredByGM(message) };
}

/** Foundry's ownership test for the asking user. */
export function ownershipOf(user: User.Implementation): OwnsDocument {
  return (uuid) => {
    // Participants are named by UUID string; fromUuidSync's parameter spells UUIDs as templates.
    const document = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    return document instanceof foundry.abstract.Document && document.testUserPermission(user, "OWNER");
  };
}

function answerFor(verdict: Exclude<RelayVerdict, { kind: "proceed" }>): RelayAnswer {
  return verdict.kind === "repeat" ? { status: "repeat", reason: verdict.reason } : refused(verdict.reason, { ...verdict.data });
}

function findMessage(messageId: string): ChatMessage.Implementation | null {
  const message = game.messages?.find((candidate) => candidate.id === messageId) ?? null;
  return message?.type === "exchange" ? message : null;
}

/** The lock keys of an exchange: its message and every participant's actor. */
function exchangeLocks(message: ChatMessage.Implementation, exchange: ExchangeData, extra: readonly string[] = []): string[] {
  const uuids = [...exchange.participants.flatMap((p) => (p.actorUuid ? [p.actorUuid] : [])), ...extra];
  return [`ChatMessage.${message.id ?? ""}`, ...uuids.map(lockKeyOf)];
}

/** A roll on the card: what the renderer reads of it, and its stored form. */
type CardRoll = Parameters<typeof renderExchangeContent>[1][number] & { toJSON(): unknown };

/** The write that records the exchange: object fields replaced whole, never merged into. */
function cardUpdate(next: ExchangeData, rolls: readonly CardRoll[], content: string): ChatMessage.UpdateData {
  const update = {
    "system.state": next.state,
    "system.participants": next.participants,
    "system.rolls": next.rolls,
    "system.pending": next.pending,
    "system.applications": next.applications,
    ...setterFor("system.payload", next.payload),
    ...setterFor("system.resolution", next.resolution),
    rolls: rolls.map((roll) => roll.toJSON()),
    content,
  };
  // The exchange shape is exactly the model's source shape (see exchange-model.ts).
  return update as unknown as ChatMessage.UpdateData;
}


// ---------------------------------------------------------------- open

async function runOpen(body: unknown, asker: Asker): Promise<RelayAnswer> {
  const request = parseOpenRequest(body);
  if (!request) return refused("FRAY.Relay.Malformed");
  const verdict = checkOpenRequest(request, asker, ownershipOf(asker.user));
  if (verdict.kind !== "proceed") return answerFor(verdict);
  const opener = findExchangeOpener(request.ruleset, request.kind);
  if (!opener) return refused("FRAY.Relay.Malformed");
  // The acting actor is held from reading to posting, so what opening costs is paid once, from now's value.
  return withLocks([lockKeyOf(request.actorUuid)], async () => {
    const spec: NewExchange = await opener(request.data, { actorUuid: request.actorUuid, askerId: asker.id });
    const cost = spec.openingCost;
    const { applied, rollback } = await applyAllOrNothing(cost?.deltas ?? []);
    const applications = cost && applied.length > 0 ? [{ id: foundry.utils.randomID(), userId: asker.id, action: cost.action, deltas: applied, undone: false }] : [];
    let message: ChatMessage.Implementation | undefined;
    try {
      message = await createExchange({ ...spec, rollMode: request.rollMode, applications }, asker.id);
    } catch (error) {
      await rollback();
      throw error;
    }
    if (message) return { status: "applied" } as RelayAnswer;
    await rollback();
    return refused("FRAY.Relay.Failed");
  });
}

/** Asks the GM to open a card (a GM's own client opens it at once); true when it was posted. */
export async function openExchange(ruleset: string, kind: string, actorUuid: string, data: JsonObject): Promise<boolean> {
  const rollMode = String(game.settings?.get("core", "rollMode") ?? "publicroll");
  const answer = await askGM(EXCHANGE_OPEN, { ruleset, kind, actorUuid, rollMode, data });
  reportAnswer(answer);
  return answer?.status === "applied";
}

// ---------------------------------------------------------------- press

async function runAction(body: unknown, asker: Asker): Promise<RelayAnswer> {
  const request = parseActionRequest(body);
  if (!request) return refused("FRAY.Relay.Malformed");
  const message = findMessage(request.messageId);
  if (!message) return refused("FRAY.Relay.UnknownMessage");
  const exchange = exchangeOf(message);
  const combatId = findExchangeHandler(exchange.ruleset, exchange.kind, request.action)?.combatOf?.(exchange) ?? null;
  return inCombatQueue(combatId, () => withLocks(exchangeLocks(message, exchange), () => applyPress(message, request, asker)));
}

/**
 * A card that steps a combat's encounter waits its turn in that combat's change queue (before it
 * takes any lock, so a queued tracker change never waits on a card that waits on it).
 */
function inCombatQueue<T>(combatId: string | null, task: () => Promise<T>): Promise<T> {
  return combatId ? queueCombatChange(combatId, task) : task();
}

async function applyPress(message: ChatMessage.Implementation, request: ExchangeActionRequest, asker: Asker): Promise<RelayAnswer> {
  // Read again under the locks: an earlier press may have moved the card on.
  const card = storedCard(message);
  const verdict = checkActionRequest(card, request, asker, ownershipOf(asker.user));
  if (verdict.kind !== "proceed") return answerFor(verdict);
  const exchange = card.exchange;
  const handler = findExchangeHandler(exchange.ruleset, exchange.kind, request.action);
  if (!handler) return refused("FRAY.Relay.ActionNotAllowed", { action: request.action });
  if (handler.gmOnly && !asker.isGM) return refused("FRAY.Relay.GMOnly");
  // Everything is read, decided and checked before the first write.
  const step = await handler.resolve(exchange, request);
  const rolls: CardRoll[] = [...message.rolls, ...(step.rolls ?? []).map((entry) => rollFromJson(entry.roll))];
  const press = { id: request.applicationId, userId: asker.id, action: request.action };
  await renderExchangeContent(advanceExchange(exchange, step, { ...press, deltas: [] }, message.rolls.length), rolls);
  const { applied, rollback } = await applyAllOrNothing(step.deltas ?? []);
  try {
    const next = advanceExchange(exchange, step, { ...press, deltas: applied }, message.rolls.length);
    await message.update(cardUpdate(next, rolls, await renderExchangeContent(next, rolls)));
  } catch (error) {
    await rollback();
    throw error;
  }
  // Cards the press hands work to (a follow-up roll) are the GM's too, posted after the record.
  for (const opened of step.opens ?? []) await createExchange({ ...opened, rolls: [] });
  return { status: "applied" };
}

/** Presses a card button on behalf of this user (after the handler's `prepare` ran here). */
export async function sendPress(request: ExchangeActionRequest): Promise<RelayAnswer | null> {
  return askGM(EXCHANGE_ACTION, request);
}

// ---------------------------------------------------------------- undo

/** The documents as they are now, as the undo planner reads them. */
const liveWorld: UndoWorld = {
  valueAt(uuid, path) {
    const document = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    return document instanceof foundry.abstract.Document ? sourceValue(document, path) : undefined;
  },
  exists(uuid) {
    return fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) instanceof foundry.abstract.Document;
  },
  statusActive(actorUuid, statusId) {
    const actor = fromUuidSync(actorUuid as Parameters<typeof fromUuidSync>[0]);
    return actor instanceof Actor ? actor.statuses.has(statusId) : undefined;
  },
  settingAt: settingValue,
};

async function runUndo(body: unknown, asker: Asker): Promise<RelayAnswer> {
  const request = parseUndoRequest(body);
  if (!request) return refused("FRAY.Relay.Malformed");
  const message = findMessage(request.messageId);
  if (!message) return refused("FRAY.Relay.UnknownMessage");
  const exchange = exchangeOf(message);
  const pressed = exchange.applications.find((a) => a.id === request.applicationId);
  const touched = undoWrites(pressed?.deltas ?? []);
  const combatId = pressed ? (findExchangeHandler(exchange.ruleset, exchange.kind, pressed.action)?.combatOf?.(exchange) ?? null) : null;
  return inCombatQueue(combatId, () => withLocks(exchangeLocks(message, exchange, touched), async () => {
    const card = storedCard(message);
    const verdict = checkUndoRequest(card, request, asker, ownershipOf(asker.user));
    if (verdict.kind !== "proceed") return answerFor(verdict);
    const application = card.exchange.applications.find((candidate) => candidate.id === request.applicationId);
    if (!application) return refused("FRAY.Relay.UnknownApplication");
    const plan = planUndo(application.deltas, liveWorld);
    if (!plan.ok) return refused(plan.reason);
    const rolls: CardRoll[] = [...message.rolls];
    const next = markUndone(card.exchange, request.applicationId);
    const content = await renderExchangeContent(next, rolls);
    const { rollback } = await applyAllOrNothing(plan.steps);
    try {
      await message.update(cardUpdate(next, rolls, content));
    } catch (error) {
      await rollback();
      throw error;
    }
    return { status: "undone" };
  }));
}

export async function sendUndo(messageId: string, applicationId: string): Promise<RelayAnswer | null> {
  return askGM(EXCHANGE_UNDO, { messageId, applicationId });
}
