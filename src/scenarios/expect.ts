import type { ExchangeData } from "../foundry/chat/exchange-types.js";
import { exchangeOfMessage } from "./hands.js";
import type { DocumentRef, ScenarioAssert, SeatHand } from "./table.js";

/** Assertion helpers every ruleset's scenarios share. */

/** The newest chat card this seat sees, as a reference every seat can use. */
export function lastCard(hand: SeatHand): DocumentRef & { exchange: ExchangeData } {
  const message = hand.messages().at(-1);
  if (!message?.id) throw new Error(`${hand.seat} sees no card`);
  const exchange = message.type === "exchange" ? exchangeOfMessage(message) : ({ kind: "", state: "", payload: {} } as unknown as ExchangeData);
  return { uuid: message.uuid, id: message.id, name: message.type, exchange };
}

/** The exchange on a card as this seat sees it now. */
export function exchangeOn(hand: SeatHand, card: DocumentRef): ExchangeData {
  const message = hand.messages().find((candidate) => candidate.id === card.id);
  if (!message) throw new Error(`${hand.seat} cannot see card ${card.id}`);
  return exchangeOfMessage(message);
}

/** The seat was told no with a localized warning (never a raw i18n key). */
export function assertRefused(hand: SeatHand, assert: ScenarioAssert): void {
  const warnings = hand.notices().filter((notice) => notice.level === "warn" || notice.level === "error");
  assert.ok(warnings.length > 0, `${hand.seat} was shown a refusal`);
  for (const warning of warnings) assert.notOk(/\bFRAY\.[A-Za-z]/.test(warning.message), `the refusal is localized: ${warning.message}`);
}

/** A stored value of an actor as one seat sees it. */
export function valueOf(hand: SeatHand, actor: DocumentRef, path: string): unknown {
  return path.split(".").reduce<unknown>((here, key) => (here === null || here === undefined ? undefined : (here as Record<string, unknown>)[key]), hand.actor(actor));
}

/** The same value on every seat at the table (every client got the broadcast). */
export function assertEverywhere(hands: readonly SeatHand[], actor: DocumentRef, path: string, expected: unknown, assert: ScenarioAssert): void {
  for (const hand of hands) assert.deepEqual(valueOf(hand, actor, path), expected, `${hand.seat} sees ${actor.name}'s ${path}`);
}
