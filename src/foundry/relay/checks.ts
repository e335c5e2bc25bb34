import { EXCHANGE_CLOSED, type ExchangeActionRequest, type ExchangeData, type JsonObject } from "../chat/exchange-types.js";
import { undoWrites } from "./revert.js";

/**
 * What the active GM's client checks before acting on a request. Pure: the relay hands in the
 * card as stored (and whether a GM posted it), the request as received, who asks (as the server
 * attested it, never a field of the request) and an ownership test. The GM never trusts the
 * asking client's own judgement; these checks are the only gate.
 */

/** Who asks: the server-attested user id and whether that user is a GM (assistants count). */
export interface Asker {
  readonly id: string;
  readonly isGM: boolean;
}

/** The card a request is about: its exchange and whether its author is a GM. */
export interface StoredCard {
  readonly exchange: ExchangeData;
  /**
   * Only a GM-authored card is the GM's record: a player may create and edit their own messages,
   * so anything on a player-authored card may be forged and none of its buttons act.
   */
  readonly authorIsGM: boolean;
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
export function checkActionRequest(card: StoredCard, request: ExchangeActionRequest, asker: Asker, owns: OwnsDocument): RelayVerdict {
  const exchange = card.exchange;
  if (!card.authorIsGM) return refuse("FRAY.Relay.NotGMCard");
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
}

/**
 * The verdict on undoing one application: a GM may always; anyone else only when they own every
 * document the undo would write (a created item is deleted, a deleted one re-created in its
 * parent). Undoing twice is a repeat, not an error.
 */
export function checkUndoRequest(card: StoredCard, request: UndoRequest, asker: Asker, owns: OwnsDocument): RelayVerdict {
  const exchange = card.exchange;
  if (!card.authorIsGM) return refuse("FRAY.Relay.NotGMCard");
  const application = exchange.applications.find((candidate) => candidate.id === request.applicationId);
  if (!application) return refuse("FRAY.Relay.UnknownApplication");
  if (application.undone) return { kind: "repeat", reason: "FRAY.Relay.AlreadyUndone" };
  if (!asker.isGM && !undoWrites(application.deltas).every(owns)) return refuse("FRAY.Relay.NotOwner");
  return { kind: "proceed" };
}

/** Reads an incoming request body; anything malformed is refused before any document is looked up. */
export function parseActionRequest(data: unknown): ExchangeActionRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const r = data as Record<string, unknown>;
  const text = (value: unknown): value is string => typeof value === "string" && value.length > 0;
  if (!text(r["messageId"]) || !text(r["action"]) || !text(r["applicationId"])) return null;
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
    data: payload as ExchangeActionRequest["data"],
  };
}

export function parseUndoRequest(data: unknown): UndoRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const { messageId, applicationId } = data as Record<string, unknown>;
  if (typeof messageId !== "string" || typeof applicationId !== "string") return null;
  if (!messageId || !applicationId) return null;
  return { messageId, applicationId };
}

/** A request to open a card: which kind, for which actor, with the asker's choices and dice. */
export interface OpenRequest {
  readonly ruleset: string;
  readonly kind: string;
  /** The actor that acts; the asker must own it. */
  readonly actorUuid: string;
  readonly rollMode: string;
  readonly data: JsonObject;
}

const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"];

export function parseOpenRequest(data: unknown): OpenRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const r = data as Record<string, unknown>;
  const text = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 200;
  if (!text(r["ruleset"]) || !text(r["kind"]) || !text(r["actorUuid"])) return null;
  const rollMode = typeof r["rollMode"] === "string" && ROLL_MODES.includes(r["rollMode"]) ? r["rollMode"] : "publicroll";
  const payload = r["data"];
  if (typeof payload !== "object" || payload === null || Array.isArray(payload) || !isJson(payload)) return null;
  return { ruleset: r["ruleset"], kind: r["kind"], actorUuid: r["actorUuid"], rollMode, data: payload as JsonObject };
}

/** A player may open a card only for an actor they own; a GM for any. */
export function checkOpenRequest(request: OpenRequest, asker: Asker, owns: OwnsDocument): RelayVerdict {
  if (!asker.isGM && !owns(request.actorUuid)) return refuse("FRAY.Relay.NotOwner");
  return { kind: "proceed" };
}

/** Most characters a request body may take as JSON (a whole card's dice and rolls fit many times over). */
export const MAX_REQUEST_CHARS = 200_000;

/** Plain JSON all the way down (no functions, class instances, NaN or cycles deeper than 32), of bounded size. */
export function isJson(value: unknown, depth = 0): boolean {
  if (depth === 0 && !withinSize(value)) return false;
  if (depth > 32) return false;
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((entry) => isJson(entry, depth + 1));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every((entry) => isJson(entry, depth + 1));
  }
  return false;
}

function withinSize(value: unknown): boolean {
  try {
    return (JSON.stringify(value)?.length ?? 0) <= MAX_REQUEST_CHARS;
  } catch {
    return false;
  }
}
