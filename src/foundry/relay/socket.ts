import { RulesError } from "../../core/errors.js";

/**
 * The one road from a player's client to the active GM's: requests over the system socket, each
 * with a request id, answered to the asker alone. Who asks is the sender id Foundry's server
 * attaches to every socket message (the listener's second argument), never a field of the
 * message; that is why this is not built on `CONFIG.queries`, whose handlers are not told who
 * asked. The handler table below is the single switch every GM-side request goes through.
 */

export const SOCKET_NAME = "system.fray";
const ANSWER_TIMEOUT_MS = 30_000;

export interface RelayAnswer {
  readonly status: "applied" | "undone" | "repeat" | "refused";
  readonly reason?: string;
  readonly data?: Readonly<Record<string, string>>;
}

/** The user a request came from, as the server names them. */
export interface Asker {
  readonly id: string;
  readonly isGM: boolean;
  readonly user: User.Implementation;
}

/** A GM-side request handler: the body as received (untrusted) and the server-attested asker. */
export type GMRequestHandler = (body: unknown, asker: Asker) => Promise<RelayAnswer>;

export const refused = (reason: string, data: Readonly<Record<string, string>> = {}): RelayAnswer => ({ status: "refused", reason, data });

const handlers = new Map<string, GMRequestHandler>();

/** Adds a request type to the GM's switch (relay, combat, ruleset flows). */
export function registerGMRequest(type: string, handler: GMRequestHandler): void {
  handlers.set(type, handler);
}

interface RequestMessage {
  readonly kind: "fray.request";
  readonly id: string;
  readonly to: string;
  readonly type: string;
  readonly body: unknown;
}
interface AnswerMessage {
  readonly kind: "fray.answer";
  readonly id: string;
  readonly to: string;
  readonly answer: RelayAnswer;
}

interface SystemSocket {
  on(name: string, listener: (message: unknown, senderId: string) => void): void;
  emit(name: string, message: unknown): void;
}

// The pinned types describe game.socket as socket.io's client; the system channel's listener also
// receives the sender's user id, which those types do not spell out.
const socket = () => (game as unknown as { socket: SystemSocket | null }).socket;

const waiting = new Map<string, { readonly gmId: string; readonly resolve: (answer: RelayAnswer | null) => void; readonly timer: ReturnType<typeof setTimeout> }>();

/** Installs the listener (once, at init). */
export function listenForGMRequests(): void {
  socket()?.on(SOCKET_NAME, (message, senderId) => void onSocketMessage(message, senderId));
}

async function onSocketMessage(message: unknown, senderId: unknown): Promise<void> {
  if (typeof message !== "object" || message === null || typeof senderId !== "string") return;
  const m = message as Record<string, unknown>;
  const id = m["id"];
  const self = game.user?.id;
  // Every client hears every message; each acts only on those addressed to it.
  if (!self || m["to"] !== self || typeof id !== "string") return;
  if (m["kind"] === "fray.request" && typeof m["type"] === "string") {
    const answer = await dispatchGMRequest(m["type"], m["body"], senderId);
    const reply: AnswerMessage = { kind: "fray.answer", id, to: senderId, answer };
    socket()?.emit(SOCKET_NAME, reply);
    return;
  }
  if (m["kind"] === "fray.answer") {
    const pending = waiting.get(id);
    // Only the GM that was asked may answer (anyone else's "answer" is dropped).
    if (!pending || pending.gmId !== senderId) return;
    waiting.delete(id);
    clearTimeout(pending.timer);
    pending.resolve(cleanAnswer(m["answer"]));
  }
}

/** An answer as received: only the known statuses and string data pass. */
export function cleanAnswer(value: unknown): RelayAnswer | null {
  if (typeof value !== "object" || value === null) return null;
  const a = value as Record<string, unknown>;
  const status = a["status"];
  if (status !== "applied" && status !== "undone" && status !== "repeat" && status !== "refused") return null;
  const reason = typeof a["reason"] === "string" ? a["reason"] : undefined;
  const rawData = typeof a["data"] === "object" && a["data"] !== null ? (a["data"] as Record<string, unknown>) : {};
  const data = Object.fromEntries(Object.entries(rawData).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return reason === undefined ? { status, data } : { status, reason, data };
}

/**
 * Runs a request on this client, which must be the active GM's. `senderId` is what the server
 * attested (or this user's own id for a request made here).
 */
export async function dispatchGMRequest(type: string, body: unknown, senderId: string): Promise<RelayAnswer> {
  if (!game.users?.activeGM?.isSelf) return refused("FRAY.Relay.NotActiveGM");
  const user = game.users.find((candidate) => candidate.id === senderId);
  if (!user) return refused("FRAY.Relay.WrongUser");
  const handler = handlers.get(type);
  if (!handler) return refused("FRAY.Relay.Malformed");
  try {
    return await handler(body, { id: senderId, isGM: user.isGM, user });
  } catch (error) {
    if (error instanceof RulesError) return refused(error.i18nKey, Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)])));
    console.error("Fray | a GM-side request failed; nothing was kept", error);
    return refused("FRAY.Relay.Failed");
  }
}

/** Sends a request to the active GM (or runs it here when this user is that GM); null when no answer came. */
export async function askGM(type: string, body: unknown): Promise<RelayAnswer | null> {
  const gm = game.users?.activeGM;
  const self = game.user?.id;
  if (!gm?.id || !self) {
    ui.notifications?.error(game.i18n?.localize("FRAY.Relay.NoGM") ?? "FRAY.Relay.NoGM");
    return null;
  }
  if (gm.isSelf) return dispatchGMRequest(type, body, self);
  const id = foundry.utils.randomID();
  const answer = await new Promise<RelayAnswer | null>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, { gmId: gm.id ?? "", resolve, timer });
    const request: RequestMessage = { kind: "fray.request", id, to: gm.id ?? "", type, body };
    socket()?.emit(SOCKET_NAME, request);
  });
  if (!answer) ui.notifications?.error(game.i18n?.localize("FRAY.Relay.NoAnswer") ?? "FRAY.Relay.NoAnswer");
  return answer;
}

/** Tells the asker what became of their request (success stays quiet: the card shows it). */
export function reportAnswer(answer: RelayAnswer | null): void {
  if (!answer?.reason || answer.status === "applied" || answer.status === "undone") return;
  const text = game.i18n?.format(answer.reason, { ...answer.data }) ?? answer.reason;
  if (answer.status === "repeat") ui.notifications?.info(text);
  else ui.notifications?.warn(text);
}
