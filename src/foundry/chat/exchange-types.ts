/**
 * The plain shape of a chat *exchange* (one attack, one opposed roll …) and the contract for the
 * handlers a ruleset supplies for its card buttons. Pure types: the TypeDataModel in
 * exchange-model.ts stores exactly this shape, and the relay checks and delta logic work on it
 * without Foundry.
 */

import type { JsonObject, JsonValue, PendingDecision, PlannedDelta } from "../../core/exchange-plan.js";

// Plain JSON, a card's pending decision and its planned changes are pure and live in src/core,
// where the rules that build a card's steps can use them.
export type { JsonObject, JsonValue, PendingDecision, PlannedDelta } from "../../core/exchange-plan.js";

/** Terminal state every ruleset uses when nothing more can happen on a card. */
export const EXCHANGE_CLOSED = "closed";

export interface ExchangeParticipant {
  /** Ruleset-chosen role such as "attacker", "defender", "target". */
  readonly role: string;
  readonly actorUuid: string | null;
  readonly tokenUuid: string | null;
  /** Name shown on the card (token name where there is one). */
  readonly name: string;
}

/** A roll on the card: an index into `message.rolls` and what it was for. */
export interface ExchangeRollRef {
  readonly index: number;
  /** i18n key describing the roll, e.g. "FRAY.Pool.Roll.Attack". */
  readonly purpose: string;
  readonly role: string;
}

/** A delta as applied, carrying the values needed to reverse it. */
export type AppliedDelta =
  | { readonly kind: "update"; readonly uuid: string; readonly path: string; readonly from: JsonValue; readonly to: JsonValue }
  | { readonly kind: "create"; readonly parentUuid: string; readonly documentName: "Item" | "ActiveEffect"; readonly data: JsonObject; readonly createdUuid: string }
  | { readonly kind: "delete"; readonly uuid: string; readonly parentUuid: string; readonly documentName: "Item" | "ActiveEffect"; readonly data: JsonObject }
  | { readonly kind: "status"; readonly actorUuid: string; readonly statusId: string; readonly active: boolean; readonly wasActive: boolean }
  | { readonly kind: "setting"; readonly key: string; readonly from: number; readonly to: number };

/** One press of a button that changed documents: applied once, undoable as a whole. */
export interface ExchangeApplication {
  /** Random id chosen by the client that pressed; a repeat with the same id is a no-op. */
  readonly id: string;
  /** Who pressed, as the server attested it to the GM (written by the GM, never read as identity). */
  readonly userId: string;
  readonly action: string;
  readonly deltas: readonly AppliedDelta[];
  readonly undone: boolean;
}

export interface ExchangeData {
  readonly ruleset: string;
  readonly kind: string;
  /** Ruleset-defined step name ("awaitingDefense" …) or EXCHANGE_CLOSED. */
  readonly state: string;
  readonly participants: readonly ExchangeParticipant[];
  readonly rolls: readonly ExchangeRollRef[];
  readonly pending: PendingDecision | null;
  /** The ruleset's outcome summary once resolved (shown by its card template). */
  readonly resolution: JsonObject | null;
  readonly applications: readonly ExchangeApplication[];
  /** Ruleset-owned details of this exchange (weapon, modifiers, odds …). */
  readonly payload: JsonObject;
}

/** What a client sends (to the GM) when a card button is pressed. */
export interface ExchangeActionRequest {
  readonly messageId: string;
  readonly action: string;
  /** Fresh random id per press; guards against double application. */
  readonly applicationId: string;
  /** The state the card was in when the user pressed; the GM refuses if it moved on. */
  readonly claimedState: string;
  /** The actor on whose behalf the user acts (must be theirs unless they are a GM). */
  readonly actorUuid: string | null;
  /** Whatever the handler's `prepare` produced on the pressing client (choices, serialized rolls). */
  readonly data: JsonObject;
}

/** What a handler decides; the glue applies the deltas and writes the rest into the message. */
export interface ExchangeStep {
  readonly state: string;
  readonly pending?: PendingDecision | null;
  readonly resolution?: JsonObject | null;
  readonly payload?: JsonObject;
  readonly deltas?: readonly PlannedDelta[];
  /** Serialized Foundry rolls (Roll#toJSON) to append to the message, with their purpose. */
  readonly rolls?: ReadonlyArray<{ readonly roll: JsonObject; readonly purpose: string; readonly role: string }>;
  /** New cards the GM posts once this press is recorded (a follow-up roll on a card of its own). */
  readonly opens?: readonly NewExchangeData[];
}

export interface ExchangeHandler {
  /** i18n key of the button that triggers this action. */
  readonly label: string;
  /** Font Awesome classes for the button icon, e.g. "fa-solid fa-shield". */
  readonly icon?: string;
  /**
   * A GM's ruling rather than the decider's choice (an attack ruled unparryable): only GMs see the
   * button, and the active GM's client refuses anyone else's press whoever the card waits for.
   */
  readonly gmOnly?: boolean;
  /**
   * Runs on the pressing user's client before anything is sent: shows dialogs, rolls dice, and
   * returns the data `resolve` needs. Optional; without it the request carries no data.
   */
  readonly prepare?: (exchange: ExchangeData, context: { readonly messageId: string; readonly actorUuid: string | null }) => Promise<JsonObject | null>;
  /** Runs on the active GM's client only; decides the next step. Throw a RulesError to refuse. */
  readonly resolve: (exchange: ExchangeData, request: ExchangeActionRequest) => ExchangeStep | Promise<ExchangeStep>;
  /**
   * The combat whose encounter a press (and its undo) writes, by id: the press then waits its turn
   * in that combat's change queue, like the tracker's own changes. Optional.
   */
  readonly combatOf?: (exchange: ExchangeData) => string | null;
}

/** Handlers of one ruleset: by exchange kind, then by button action. */
export type ExchangeHandlers = Readonly<Record<string, Readonly<Record<string, ExchangeHandler>>>>;

/** How a ruleset's exchange kind looks on the shared card. */
export interface ExchangeCardSpec {
  /** i18n key of the card title. */
  readonly title: string;
  /** Partial (full `systems/fray/templates/<key>/…/parts/….hbs` path) rendered in the card body; gets the card context. */
  readonly bodyPartial?: string;
  /**
   * A button's label on this card when it depends on the card (a reaction's name and chance),
   * as literal text or an i18n key; null keeps the handler's label.
   */
  readonly buttonLabel?: (exchange: ExchangeData, action: string) => string | null;
}

/** The plain part of a new exchange (what `initialExchange` needs). */
export interface NewExchangeData {
  readonly ruleset: string;
  readonly kind: string;
  readonly state: string;
  readonly participants: readonly ExchangeParticipant[];
  readonly pending?: PendingDecision | null;
  readonly resolution?: JsonObject | null;
  readonly payload?: JsonObject;
  readonly rolls?: ReadonlyArray<{ readonly purpose: string; readonly role: string }>;
  /** Applications already made when the card opens (what opening it cost), undoable like any press. */
  readonly applications?: readonly ExchangeApplication[];
}
