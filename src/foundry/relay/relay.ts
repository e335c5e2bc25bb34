import { RulesError } from "../../core/errors.js";
import { applyDeltas } from "../chat/apply-deltas.js";
import { renderExchangeContent } from "../chat/card-render.js";
import { advanceExchange, markUndone, undoPlan } from "../chat/exchange-logic.js";
import type { ExchangeActionRequest, ExchangeData } from "../chat/exchange-types.js";
import { findExchangeHandler } from "../chat/handlers.js";
import { queryUser, registerQuery } from "../shims.js";
import { checkActionRequest, checkUndoRequest, parseActionRequest, parseUndoRequest, type Asker, type OwnsDocument, type RelayVerdict } from "./checks.js";

/**
 * The GM relay for exchange cards. A press becomes a query to the active GM (or runs at once when
 * the presser is that GM); the GM's client re-checks it (checks.ts), applies it once, writes the
 * card, and answers the asker only. Nothing is broadcast: the message update replicates as any
 * document update does.
 */
export const EXCHANGE_QUERY = "fray.exchange";
const QUERY_TIMEOUT_MS = 30_000;

export type RelayQuery = { readonly type: "action"; readonly request: ExchangeActionRequest } | { readonly type: "undo"; readonly messageId: string; readonly applicationId: string; readonly userId: string };

export interface RelayAnswer {
  readonly status: "applied" | "undone" | "repeat" | "refused";
  readonly reason?: string;
  readonly data?: Readonly<Record<string, string>>;
}

export function registerRelay(): void {
  registerQuery(EXCHANGE_QUERY, (data) => handleRelayQuery(data));
}

/** Sends a query to the active GM (or handles it here when this user is that GM). */
export async function askGM(query: RelayQuery): Promise<RelayAnswer | null> {
  const gm = game.users?.activeGM;
  if (!gm) {
    ui.notifications?.error(game.i18n?.localize("FRAY.Relay.NoGM") ?? "FRAY.Relay.NoGM");
    return null;
  }
  try {
    const answer = gm.isSelf ? await handleRelayQuery(query) : await queryUser(gm, EXCHANGE_QUERY, query, QUERY_TIMEOUT_MS);
    return answer as RelayAnswer;
  } catch (error) {
    console.error("Fray | relay query failed", error);
    ui.notifications?.error(game.i18n?.localize("FRAY.Relay.NoAnswer") ?? "FRAY.Relay.NoAnswer");
    return null;
  }
}

/** Tells the asker what became of their press (success stays quiet: the card shows it). */
export function reportAnswer(answer: RelayAnswer | null): void {
  if (!answer?.reason || answer.status === "applied" || answer.status === "undone") return;
  const text = game.i18n?.format(answer.reason, { ...answer.data }) ?? answer.reason;
  if (answer.status === "repeat") ui.notifications?.info(text);
  else ui.notifications?.warn(text);
}

// ---------------------------------------------------------------- GM side

/** One press at a time per message, so two quick presses cannot both pass the state check. */
const queues = new Map<string, Promise<unknown>>();
function serialized<T>(messageId: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(messageId) ?? Promise.resolve();
  const next = previous.then(task, task);
  queues.set(messageId, next.catch(() => undefined));
  return next;
}

const refused = (reason: string, data: Record<string, string> = {}): RelayAnswer => ({ status: "refused", reason, data });

export async function handleRelayQuery(data: unknown): Promise<RelayAnswer> {
  if (!game.users?.activeGM?.isSelf) return refused("FRAY.Relay.NotActiveGM");
  const query = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  if (query["type"] === "action") {
    const request = parseActionRequest(query["request"]);
    return request ? serialized(request.messageId, () => runAction(request)) : refused("FRAY.Relay.Malformed");
  }
  if (query["type"] === "undo") {
    const request = parseUndoRequest(query);
    return request ? serialized(request.messageId, () => runUndo(request.messageId, request.applicationId, request.userId)) : refused("FRAY.Relay.Malformed");
  }
  return refused("FRAY.Relay.Malformed");
}

interface Context {
  readonly message: ChatMessage.Implementation;
  readonly exchange: ExchangeData;
  readonly asker: Asker;
  readonly owns: OwnsDocument;
}

function contextFor(messageId: string, userId: string): Context | RelayAnswer {
  const message = game.messages?.find((candidate) => candidate.id === messageId);
  const user = game.users?.find((candidate) => candidate.id === userId);
  if (!message || message.type !== "exchange") return refused("FRAY.Relay.UnknownMessage");
  if (!user) return refused("FRAY.Relay.WrongUser");
  const owns: OwnsDocument = (uuid) => {
    // Exchange participants are named by UUID string; fromUuidSync's parameter spells UUIDs as templates.
    const document = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    return document instanceof foundry.abstract.Document && document.testUserPermission(user, "OWNER");
  };
  return { message, exchange: exchangeOf(message), asker: { userId, isGM: user.isGM }, owns };
}

/** The exchange stored on a message of type "exchange". */
export function exchangeOf(message: ChatMessage.Implementation): ExchangeData {
  // Only called for messages of type "exchange", whose system is the ExchangeModel.
  return (message.system as unknown as { toExchangeData(): ExchangeData }).toExchangeData();
}

function answerFor(verdict: Exclude<RelayVerdict, { kind: "proceed" }>): RelayAnswer {
  return verdict.kind === "repeat" ? { status: "repeat", reason: verdict.reason } : refused(verdict.reason, { ...verdict.data });
}

async function runAction(request: ExchangeActionRequest): Promise<RelayAnswer> {
  const context = contextFor(request.messageId, request.userId);
  if ("status" in context) return context;
  const { message, exchange, asker, owns } = context;
  const verdict = checkActionRequest(exchange, request, asker, owns);
  if (verdict.kind !== "proceed") return answerFor(verdict);
  const handler = findExchangeHandler(exchange.ruleset, exchange.kind, request.action);
  if (!handler) return refused("FRAY.Relay.ActionNotAllowed", { action: request.action });
  try {
    const step = await handler.resolve(exchange, request);
    const deltas = await applyDeltas(step.deltas ?? []);
    const next = advanceExchange(exchange, step, { id: request.applicationId, userId: request.userId, action: request.action, deltas }, message.rolls.length);
    // Step rolls are Roll#toJSON() output, which is exactly what Roll.fromData reads.
    const rolls = [...message.rolls, ...(step.rolls ?? []).map((entry) => Roll.fromData(entry.roll as unknown as Parameters<typeof Roll.fromData>[0]))];
    const content = await renderExchangeContent(next, rolls);
    // The exchange shape is exactly the model's source shape (see exchange-model.ts).
    await message.update({ system: next, rolls: rolls.map((roll) => roll.toJSON()), content } as unknown as ChatMessage.UpdateData);
    return { status: "applied" };
  } catch (error) {
    if (error instanceof RulesError) return refused(error.i18nKey, Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)])));
    throw error;
  }
}

async function runUndo(messageId: string, applicationId: string, userId: string): Promise<RelayAnswer> {
  const context = contextFor(messageId, userId);
  if ("status" in context) return context;
  const { message, exchange, asker, owns } = context;
  const verdict = checkUndoRequest(exchange, { messageId, applicationId, userId }, asker, owns);
  if (verdict.kind !== "proceed") return answerFor(verdict);
  const application = exchange.applications.find((candidate) => candidate.id === applicationId);
  if (!application) return refused("FRAY.Relay.UnknownApplication");
  await applyDeltas(undoPlan(application));
  const next = markUndone(exchange, applicationId);
  const content = await renderExchangeContent(next, message.rolls);
  await message.update({ system: next, content } as unknown as ChatMessage.UpdateData);
  return { status: "undone" };
}
