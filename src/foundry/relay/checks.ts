import { EXCHANGE_CLOSED, type ExchangeActionRequest, type ExchangeData } from "../chat/exchange-types.js";

/**
 * What the active GM's client checks before acting on a player's button press. Pure: the relay
 * hands in the exchange as stored, the request as received, who asks, and an ownership test.
 * The GM never trusts the asking client's own judgement; these checks are the only gate.
 */

export interface Asker {
  readonly userId: string;
  readonly isGM: boolean;
}

/** Does the asking user own the document with this UUID? (The relay answers with Foundry's permission test.) */
export type OwnsDocument = (uuid: string) => boolean;

export type RelayVerdict =
  | { readonly kind: "proceed" }
  /** The same press arrived again (double click, retry): nothing to do, say so. */
  | { readonly kind: "repeat"; readonly reason: string }
  | { readonly kind: "refuse"; readonly reason: string; readonly data: Readonly<Record<string, string>> };

const refuse = (reason: string, data: Record<string, string> = {}): RelayVerdict => ({ kind: "refuse", reason, data });

/** Whether this asker may press the buttons of a decision that waits on `decider` (null: GM only). */
export function mayDecide(decider: string | null, asker: Asker, owns: OwnsDocument): boolean {
  if (asker.isGM) return true;
  return decider !== null && owns(decider);
}

/**
 * The verdict on a button press. Order matters: a repeated press is recognised before the state
 * check (the first press already moved the state on, and the user should hear "already done",
 * not "too late"); permission comes before state so nobody learns about cards they cannot touch.
 */
export function checkActionRequest(exchange: ExchangeData, request: ExchangeActionRequest, asker: Asker, owns: OwnsDocument): RelayVerdict {
  if (request.userId !== asker.userId) return refuse("FRAY.Relay.WrongUser");
  if (exchange.applications.some((application) => application.id === request.applicationId)) {
    return { kind: "repeat", reason: "FRAY.Relay.AlreadyApplied" };
  }
  const pending = exchange.pending;
  if (!pending || exchange.state === EXCHANGE_CLOSED) return refuse("FRAY.Relay.NothingPending");
  if (!asker.isGM) {
    if (request.actorUuid === null || request.actorUuid !== pending.actorUuid) return refuse("FRAY.Relay.NotYourDecision");
    if (!owns(request.actorUuid)) return refuse("FRAY.Relay.NotOwner");
  }
  if (exchange.state !== request.claimedState) {
    return refuse("FRAY.Relay.StateMoved", { claimed: request.claimedState, actual: exchange.state });
  }
  if (!pending.actions.includes(request.action)) return refuse("FRAY.Relay.ActionNotAllowed", { action: request.action });
  return { kind: "proceed" };
}

export interface UndoRequest {
  readonly messageId: string;
  readonly applicationId: string;
  readonly userId: string;
}

/**
 * The verdict on undoing one application: a GM may always; anyone else only when they own every
 * document the application changed. Undoing twice is a repeat, not an error.
 */
export function checkUndoRequest(exchange: ExchangeData, request: UndoRequest, asker: Asker, owns: OwnsDocument): RelayVerdict {
  if (request.userId !== asker.userId) return refuse("FRAY.Relay.WrongUser");
  const application = exchange.applications.find((candidate) => candidate.id === request.applicationId);
  if (!application) return refuse("FRAY.Relay.UnknownApplication");
  if (application.undone) return { kind: "repeat", reason: "FRAY.Relay.AlreadyUndone" };
  if (!asker.isGM && !touchedDocuments(application.deltas).every(owns)) return refuse("FRAY.Relay.NotOwner");
  return { kind: "proceed" };
}

/** The UUIDs of the documents (or, for created documents, their parents) a list of deltas touches. */
export function touchedDocuments(deltas: ExchangeData["applications"][number]["deltas"]): string[] {
  const uuids = deltas.map((delta) => {
    switch (delta.kind) {
      case "update":
      case "delete":
        return delta.uuid;
      case "create":
        return delta.parentUuid;
      case "status":
        return delta.actorUuid;
    }
  });
  return [...new Set(uuids)];
}

/** Reads an incoming query payload; anything malformed is refused before any document is looked up. */
export function parseActionRequest(data: unknown): ExchangeActionRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const r = data as Record<string, unknown>;
  const text = (value: unknown): value is string => typeof value === "string" && value.length > 0;
  if (!text(r["messageId"]) || !text(r["action"]) || !text(r["applicationId"]) || !text(r["userId"])) return null;
  if (typeof r["claimedState"] !== "string") return null;
  if (r["actorUuid"] !== null && !text(r["actorUuid"])) return null;
  const payload = r["data"];
  if (typeof payload !== "object" || payload === null || Array.isArray(payload) || !isJson(payload)) return null;
  return {
    messageId: r["messageId"],
    action: r["action"],
    applicationId: r["applicationId"],
    claimedState: r["claimedState"],
    actorUuid: r["actorUuid"],
    userId: r["userId"],
    data: payload as ExchangeActionRequest["data"],
  };
}

export function parseUndoRequest(data: unknown): UndoRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const r = data as Record<string, unknown>;
  const { messageId, applicationId, userId } = r;
  if (typeof messageId !== "string" || typeof applicationId !== "string" || typeof userId !== "string") return null;
  if (!messageId || !applicationId || !userId) return null;
  return { messageId, applicationId, userId };
}

/** Plain JSON all the way down (no functions, class instances, NaN or cycles deeper than 32). */
export function isJson(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((entry) => isJson(entry, depth + 1));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every((entry) => isJson(entry, depth + 1));
  }
  return false;
}
