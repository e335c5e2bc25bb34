import { renderExchangeContent } from "./card-render.js";
import { initialExchange } from "./exchange-logic.js";
import type { ExchangeParticipant, JsonObject, NewExchangeData, PendingDecision, PlannedDelta } from "./exchange-types.js";

/** What a flow supplies to open an exchange card. */
export interface NewExchange extends NewExchangeData {
  readonly ruleset: string;
  readonly kind: string;
  readonly state: string;
  readonly participants: readonly ExchangeParticipant[];
  readonly pending?: PendingDecision | null;
  readonly resolution?: JsonObject | null;
  readonly payload?: JsonObject;
  /** Evaluated Foundry rolls, shown on the card in this order. */
  readonly rolls?: ReadonlyArray<{ readonly roll: Roll; readonly purpose: string; readonly role: string }>;
  /** The actor the message speaks for. */
  readonly speaker?: Actor.Implementation | null;
  /** A roll mode ("publicroll", "gmroll", "blindroll", "selfroll"); defaults to the user's current one. */
  readonly rollMode?: string;
  /**
   * What opening the card costs (an attacker's action point): applied by the relay before the card
   * is posted, whole or not at all, and recorded on it as the press `action` so it can be undone.
   */
  readonly openingCost?: { readonly action: string; readonly deltas: readonly PlannedDelta[] };
}

/**
 * Builds a card on the active GM's client from what a user asked for (`data`: their choices and
 * serialized dice) and the documents as they are now; throws a RulesError to refuse. The GM posts
 * the result, so the card is the GM's record (see relay/README.md).
 */
export type ExchangeOpener = (data: JsonObject, context: { readonly actorUuid: string; readonly askerId: string }) => NewExchange | Promise<NewExchange>;

/**
 * Posts a new exchange card (the one place that respects the roll mode for every ruleset's cards).
 * `forUserId` is the user a GM posts it for: a private roll mode then includes that user.
 */
export async function createExchange(spec: NewExchange, forUserId: string | null = null): Promise<ChatMessage.Implementation | undefined> {
  const exchange = initialExchange(spec);
  const rolls = (spec.rolls ?? []).map((entry) => entry.roll);
  const content = await renderExchangeContent(exchange, rolls);
  const data: Record<string, unknown> = {
    type: "exchange",
    system: exchange,
    rolls: rolls.map((roll) => roll.toJSON()),
    content,
    speaker: ChatMessage.getSpeaker(spec.speaker ? { actor: spec.speaker } : {}),
  };
  const rollMode = spec.rollMode ?? String(game.settings?.get("core", "rollMode") ?? "publicroll");
  // applyRollMode fills whisper/blind for the mode; data is a plain message creation object and the
  // mode one of core's roll mode keys (the user's own setting, or a flow's choice of one).
  type RollModeArgs = Parameters<typeof ChatMessage.applyRollMode>;
  ChatMessage.applyRollMode(data as RollModeArgs[0], rollMode as RollModeArgs[1]);
  const whisper = data["whisper"];
  if (forUserId && forUserId !== game.user?.id && Array.isArray(whisper) && whisper.length > 0) {
    // applyRollMode names the posting user (the GM); the asker must see their own private roll.
    data["whisper"] = rollMode === "selfroll" ? [forUserId] : [...new Set([...(whisper as string[]), forUserId])];
  }
  return (await ChatMessage.create(data as ChatMessage.CreateData)) ?? undefined;
}
